#include "ui/access/approvallabels.h"

#include "core/storage/approvalstore.h"
#include "models/format.h"
#include "ui/access/auditlabels.h"

#include <QCoreApplication>
#include <QStringList>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::ApprovalLabels)
};

using State = access::RefundApproval::State;

// What the sending desk records while it sends (RefundApprovals::recordOutcome()).
bool isSending(const QString &code) { return code == u"SENDING"; }

} // namespace

QString approvalStateLabel(const access::RefundApproval &request)
{
    switch (request.state) {
    case State::Awaiting: return Text::tr("Waiting", "a refund request's state");
    case State::Rejected: return Text::tr("Rejected", "a refund request's state");
    case State::Approved: break;
    }
    const QString code = request.outcomeCode();
    if (code.isEmpty())
        return Text::tr("Approved", "a refund request's state");
    if (isSending(code))
        return Text::tr("Approved, sending", "a refund request's state");
    if (code == u"SUCCESS")
        return Text::tr("Approved, sent", "a refund request's state");
    if (code == u"outcome_unknown")
        return Text::tr("Approved, outcome unknown", "a refund request's state");
    return Text::tr("Approved, then failed", "a refund request's state");
}

QString approvalOutcomeLabel(const access::RefundApproval &request)
{
    if (request.state == State::Rejected)
        return request.reason;
    const QString code = request.outcomeCode();
    if (request.state == State::Awaiting || code.isEmpty())
        return {};
    // The outcome codes are the audit trail's results ("validation", "gateway", …): the same words.
    const QString words = isSending(code) ? Text::tr("Sending…") : auditResultLabel(code);
    const QString detail = request.outcomeDetail();
    return detail.isEmpty() ? words : Text::tr("%1: %2", "an outcome, then what the failure said").arg(words, detail);
}

QString shortPaymentHash(const QString &hash)
{
    constexpr int Shown = 12;
    return hash.size() <= Shown + 1 ? hash : hash.left(Shown) + u'…';
}

QString approvalSummary(const access::RefundApproval &request, const QString &merchantPaymentCode,
                        const QLocale &locale)
{
    const QString amount = formatMoney(request.amount.hundredths(), request.amount.currency(), locale);
    QStringList lines;
    lines << (merchantPaymentCode.isEmpty() ? Text::tr("Refund %1 of payment %2").arg(amount, request.paymentHash)
                                            : Text::tr("Refund %1 of payment %2 (merchant code %3)")
                                                  .arg(amount, request.paymentHash, merchantPaymentCode));
    const QString when = formatDateTime(QDateTime::fromMSecsSinceEpoch(request.requestedAtMs), locale);
    lines << Text::tr("Asked by %1 on %2").arg(request.requestedBy, when);
    lines << Text::tr("Reason: %1").arg(request.description);
    lines << Text::tr("Merchant refund code: %1").arg(request.merchantRefundCode);
    return lines.join(u'\n');
}

} // namespace dd
