#include "core/access/refundapprovals.h"

#include "core/storage/approvalstore.h"
#include "core/storage/auditstore.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dd::access {

namespace {

constexpr auto ThresholdPrefix = "access.refund_threshold."_L1;

// A stored threshold that reads as an amount of `currency`; nothing otherwise.
std::optional<Money> thresholdOf(const std::optional<QString> &stored, const QString &currency)
{
    if (!stored)
        return std::nullopt;
    auto parsed = Money::parse(*stored, currency);
    return parsed ? std::optional<Money>(parsed.value()) : std::nullopt;
}

QJsonObject describe(const RefundApproval &a)
{
    return {{u"request"_s, a.id},
            {u"hash"_s, a.paymentHash},
            {u"amount"_s, a.amount.toDecimalString()},
            {u"currency"_s, a.amount.currency()},
            {u"merchant_refund_code"_s, a.merchantRefundCode},
            {u"requested_by"_s, a.requestedBy}};
}

} // namespace

QString approvalStateCode(RefundApproval::State state)
{
    switch (state) {
    case RefundApproval::State::Awaiting: return u"awaiting"_s;
    case RefundApproval::State::Approved: return u"approved"_s;
    case RefundApproval::State::Rejected: return u"rejected"_s;
    }
    return {};
}

RefundRequest RefundApproval::toRequest() const
{
    RefundRequest request;
    request.hash = paymentHash;
    request.amount = amount;
    request.description = description;
    request.merchantRefundCode = merchantRefundCode;
    request.merchantRefundCodeIsFresh = true;   // generated when the request was stored, never sent before
    request.bankInfo = bankInfo;
    return request;
}

// The outcome is kept as its code, then (after a line break) what the failure said.
QString RefundApproval::outcomeCode() const { return outcome.section(u'\n', 0, 0); }

QString RefundApproval::outcomeDetail() const { return outcome.section(u'\n', 1); }

RefundApprovals::RefundApprovals(StoreSession &session, AccessGuard &guard) : m_session(session), m_guard(guard) {}

void RefundApprovals::audit(const QString &actor, const QString &action, const QJsonObject &parameters,
                            const QString &result)
{
    AuditEntry entry;
    entry.actor = actor;
    entry.action = action;
    entry.parameters = parameters;
    entry.result = result;
    (void)m_session.audit().append(entry);
}

std::optional<Money> RefundApprovals::threshold(const QString &currency)
{
    // For showing: one that cannot be read shows as none (needsApproval() does not take it so).
    return thresholdOf(m_session.settings().valueOrUnset(ThresholdPrefix + currency.toUpper()), currency.toUpper());
}

QList<Money> RefundApprovals::thresholds()
{
    QList<Money> result;
    for (const auto &[key, value] : m_session.settings().valuesStartingWith(ThresholdPrefix)) {
        if (auto parsed = Money::parse(value, key.mid(ThresholdPrefix.size())))
            result.append(parsed.value());
    }
    return result;
}

AccessResult RefundApprovals::setThreshold(const QString &currency, std::optional<Money> threshold)
{
    const QString code = currency.trimmed().toUpper();
    const QJsonObject parameters{{u"currency"_s, code},
                                 {u"threshold"_s, threshold ? threshold->toDecimalString() : QString()}};
    if (auto allowed = m_guard.require(Permission::Settings, u"refund_threshold"_s, parameters); !allowed)
        return allowed;
    const bool stored = threshold ? m_session.settings().setValue(ThresholdPrefix + code, threshold->toDecimalString())
                                  : m_session.settings().remove(ThresholdPrefix + code);
    if (!stored)
        return AccessError{AccessError::Code::Storage, std::nullopt, m_session.settings().lastError()};
    audit(m_guard.actor(), u"refund_threshold"_s, parameters, u"SUCCESS"_s);
    return std::monostate();
}

bool RefundApprovals::needsApproval(const Money &amount)
{
    const std::optional<Operator> &op = m_guard.current();
    if (!op || op->role != Role::Support)
        return false;
    const QString currency = amount.currency().toUpper();
    const auto stored = m_session.settings().read(ThresholdPrefix + currency);
    // A threshold that cannot be read is not "none": the refund waits for a Manager's approval.
    if (!stored)
        return true;
    const std::optional<Money> limit = thresholdOf(*stored, currency);
    return limit && amount.hundredths() > limit->hundredths();
}

Result<qint64, AccessError> RefundApprovals::request(const RefundRequest &request)
{
    const std::optional<Operator> &op = m_guard.current();
    if (!op)
        return AccessError{AccessError::Code::NotSignedIn, std::nullopt, {}};
    // One waiting request per payment: a second one (a worried retry, often with the same merchant
    // refund code) could only fail once the first is sent, after a Manager approved it.
    if (const std::optional<qint64> waiting = waitingRequestFor(request.hash))
        return held(*op, request, *waiting);
    RefundApproval approval;
    approval.paymentHash = request.hash;
    approval.amount = request.amount;
    approval.description = request.description;
    approval.merchantRefundCode = request.merchantRefundCode;
    approval.bankInfo = request.bankInfo;
    approval.requestedBy = op->name;
    approval.requestedBySlot = op->slotId;
    approval.requestedAtMs = QDateTime::currentMSecsSinceEpoch();
    const std::optional<qint64> stored = m_session.approvals().add(approval);
    if (!stored) {
        // The team server refuses a second waiting request itself: another desk's came in between.
        if (const std::optional<qint64> waiting = waitingRequestFor(request.hash))
            return held(*op, request, *waiting);
        return AccessError{AccessError::Code::Storage, std::nullopt, m_session.approvals().lastError()};
    }
    const qint64 id = *stored;
    audit(op->name, u"refund_approval_requested"_s,
          {{u"request"_s, id},
           {u"hash"_s, request.hash},
           {u"amount"_s, request.amount.toDecimalString()},
           {u"currency"_s, request.amount.currency()},
           {u"merchant_refund_code"_s, request.merchantRefundCode}},
          u"AWAITING_APPROVAL"_s);
    return id;
}

AccessError RefundApprovals::held(const Operator &op, const RefundRequest &request, qint64 waiting)
{
    audit(op.name, u"refund_approval_requested"_s,
          {{u"hash"_s, request.hash},
           {u"amount"_s, request.amount.toDecimalString()},
           {u"currency"_s, request.amount.currency()},
           {u"merchant_refund_code"_s, request.merchantRefundCode},
           {u"waiting_request"_s, waiting}},
          u"HELD"_s);   // as the team server calls another open action on the payment
    return AccessError{AccessError::Code::AlreadyAwaiting, std::nullopt, QString::number(waiting)};
}

std::optional<qint64> RefundApprovals::waitingRequestFor(const QString &paymentHash)
{
    if (paymentHash.isEmpty())
        return std::nullopt;
    for (const RefundApproval &waiting : list(RefundApproval::State::Awaiting)) {
        if (waiting.paymentHash.compare(paymentHash, Qt::CaseInsensitive) == 0)
            return waiting.id;
    }
    return std::nullopt;
}

QList<RefundApproval> RefundApprovals::list(std::optional<RefundApproval::State> state)
{
    return m_session.approvals().list(state);
}

std::optional<RefundApproval> RefundApprovals::find(qint64 id) { return m_session.approvals().find(id); }

AccessResult RefundApprovals::checkDecision(const std::optional<RefundApproval> &request, const Operator &approver,
                                            const QString &action, qint64 id)
{
    QJsonObject parameters{{u"request"_s, id}, {u"role"_s, roleCode(approver.role)}};
    auto refuse = [&](AccessError::Code code, const QString &result) -> AccessResult {
        audit(approver.name, action, parameters, result);
        return AccessError{code, Permission::Approve, {}};
    };
    if (!permits(approver.role, Permission::Approve))
        return refuse(AccessError::Code::Forbidden, u"FORBIDDEN"_s);
    if (!request)
        return refuse(AccessError::Code::NoSuchRequest, u"NO_SUCH_REQUEST"_s);
    if (request->state != RefundApproval::State::Awaiting)
        return refuse(AccessError::Code::NotAwaiting, u"NOT_AWAITING"_s);
    if (request->requestedBySlot == approver.slotId)
        return refuse(AccessError::Code::SelfApproval, u"SELF_APPROVAL"_s);
    return std::monostate();
}

Result<RefundApproval, AccessError> RefundApprovals::approvable(qint64 id, const Operator &approver)
{
    std::optional<RefundApproval> request = find(id);
    if (auto allowed = checkDecision(request, approver, u"refund_approve"_s, id); !allowed)
        return allowed.error();
    return *request;
}

QJsonObject RefundApprovals::auditParameters(const RefundApproval &request) { return describe(request); }

Result<RefundApproval, AccessError> RefundApprovals::approve(qint64 id, const Operator &approver)
{
    auto request = approvable(id, approver);
    if (!request)
        return request.error();
    if (!m_session.approvals().decide(id, RefundApproval::State::Approved, approver.name,
                                      QDateTime::currentMSecsSinceEpoch(), {}))
        return AccessError{AccessError::Code::NotAwaiting, std::nullopt, {}};
    audit(approver.name, u"refund_approve"_s, describe(request.value()), u"APPROVED"_s);
    return *find(id);
}

AccessResult RefundApprovals::reject(qint64 id, const Operator &approver, const QString &reason)
{
    std::optional<RefundApproval> request = find(id);
    if (auto allowed = checkDecision(request, approver, u"refund_reject"_s, id); !allowed)
        return allowed;
    if (reason.trimmed().isEmpty()) {
        audit(approver.name, u"refund_reject"_s, {{u"request"_s, id}}, u"REASON_REQUIRED"_s);
        return AccessError{AccessError::Code::ReasonRequired, std::nullopt, {}};
    }
    if (!m_session.approvals().decide(id, RefundApproval::State::Rejected, approver.name,
                                      QDateTime::currentMSecsSinceEpoch(), reason.trimmed()))
        return AccessError{AccessError::Code::NotAwaiting, std::nullopt, {}};
    QJsonObject parameters = describe(*request);
    parameters.insert(u"reason"_s, reason.trimmed());
    audit(approver.name, u"refund_reject"_s, parameters, u"REJECTED"_s);
    return std::monostate();
}

void RefundApprovals::recordOutcome(qint64 id, const QString &outcome, const QString &detail)
{
    (void)m_session.approvals().recordOutcome(id, detail.isEmpty() ? outcome : outcome + u'\n' + detail);
}

} // namespace dd::access
