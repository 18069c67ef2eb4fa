#include "ui/dialogs/cancelrefunddialog.h"

#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/dialogs/touchedfields.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>

namespace dd {

CancelRefundDialog::CancelRefundDialog(PaymentOperations &operations, Payment payment, Refund refund,
                                       QWidget *parent)
    : ActionDialog(operations, payment.hash, tr("Cancel refund…"), parent), m_payment(std::move(payment)),
      m_refund(std::move(refund))
{
    setObjectName(QStringLiteral("cancelRefundDialog"));
    setWindowTitle(tr("Cancel refund"));
    actionButton()->setObjectName(QStringLiteral("cancelRefundButton"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("refundLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formLayout()->addWidget(m_summary);
    showSummary();
    auto *consequences = new QLabel(tr("Cancelling the refund takes effect at once:\n"
                                       "• the customer receives no money from this refund;\n"
                                       "• you are not charged for it;\n"
                                       "• the customer is NOT told — tell them yourself if needed."),
                                    this);
    consequences->setObjectName(QStringLiteral("consequencesLabel"));
    consequences->setWordWrap(true);
    formLayout()->addWidget(consequences);
    m_reason = new QPlainTextEdit(this);
    m_reason->setObjectName(QStringLiteral("reasonEdit"));
    m_reason->setTabChangesFocus(true);
    m_reason->setPlaceholderText(tr("Why the refund is cancelled (required; kept in the audit trail)"));
    m_reason->setMaximumHeight(70);
    m_reason->setAccessibleName(tr("Reason for cancelling the refund"));
    formLayout()->addWidget(m_reason);
    m_reasonError = newProblemLabel(QStringLiteral("reasonError"), this);
    formLayout()->addWidget(m_reasonError);
    m_refundError = newProblemLabel(QStringLiteral("refundError"), this);
    reserveProblemLine(m_refundError, false);   // the refund's own state: known when the dialog opens
    formLayout()->addWidget(m_refundError);
    setFirstField(m_reason);
    touchedFields().watch(m_reason, QStringLiteral("reason"));

    connect(m_reason, &QPlainTextEdit::textChanged, this, &CancelRefundDialog::validate);
    connect(&touchedFields(), &TouchedFields::touched, this, &CancelRefundDialog::validate);
    connect(actionButton(), &QPushButton::clicked, this, &CancelRefundDialog::send);
    connect(&operations, &PaymentOperations::paymentChanged, this, [this](const QString &hash) {
        if (hash != m_payment.hash)
            return;
        const std::optional<Payment> fresh = this->operations().cachedPayment(hash);
        if (!fresh)
            return;
        m_payment = *fresh;
        for (const Refund &refund : m_payment.refunds) {
            const bool same = m_refund.id.isEmpty() ? refund.merchantRefundCode == m_refund.merchantRefundCode
                                                    : refund.id == m_refund.id;
            if (same)
                m_refund = refund;
        }
        showSummary();
    });
    validate();
}

void CancelRefundDialog::showSummary()
{
    m_summary->setText(tr("Refund %1 (merchant code %2) of %3, status %4, of payment %5.")
                           .arg(m_refund.id,
                                m_refund.merchantRefundCode.isEmpty() ? tr("none") : m_refund.merchantRefundCode,
                                money(m_refund.amount), refundStatusLabel(m_refund.status), m_payment.hash));
}

void CancelRefundDialog::validate()
{
    RefundCancelRequest request;
    request.refundId = m_refund.id;
    if (request.refundId.isEmpty())
        request.merchantRefundCode = m_refund.merchantRefundCode;
    request.payment = m_payment;
    const FieldProblems refundProblems = RequestValidator::refundCancel(request);
    showProblem(m_refundError, problemText(refundProblems));
    const QString reason = m_reason->toPlainText().trimmed();
    const FieldProblems reasonProblems = RequestValidator::refundCancelReason(reason);
    showProblem(m_reasonError, touchedFields().shown(QStringLiteral("reason"), problemText(reasonProblems)));
    setValid(!hasErrors(refundProblems) && !hasErrors(reasonProblems), !hasErrors(refundProblems));
}

void CancelRefundDialog::send()
{
    if (!revealProblems())
        return;
    const QString reason = m_reason->toPlainText().trimmed();
    const Confirmation confirmation{tr("Cancel refund %1 of %2 of payment %3?")
                                        .arg(m_refund.id, amountAndCode(m_refund.amount), m_payment.hash),
                                    {{tr("Merchant refund code"), m_refund.merchantRefundCode.isEmpty()
                                                                      ? tr("none")
                                                                      : m_refund.merchantRefundCode},
                                     {tr("Reason"), reason}},
                                    tr("Cancel the refund"),
                                    tr("Keep it", "do not cancel the refund"),
                                    OperationParameters::cancelRefund(m_payment, m_refund, reason)};
    if (!confirm(confirmation))
        return;
    track(operations().cancelRefund(m_payment, m_refund, reason));
}

void CancelRefundDialog::setFormEnabled(bool enabled)
{
    m_reason->setEnabled(enabled);
}

QString CancelRefundDialog::successText(const OperationCall &call) const
{
    const GatewayAnswer &answer = call.result().value();
    const RefundStatus status = answer.refund ? answer.refund->status : RefundStatus::Cancelled;
    return tr("The refund is now %1. The customer was not notified.").arg(refundStatusLabel(status));
}

} // namespace dd
