#include "ui/dialogs/cancelpaymentdialog.h"

#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/problemlabel.h"

#include <QLabel>
#include <QPushButton>

namespace dd {

CancelPaymentDialog::CancelPaymentDialog(PaymentOperations &operations, Payment payment, QWidget *parent)
    : ActionDialog(operations, payment.hash, tr("Cancel payment…"), parent), m_payment(std::move(payment))
{
    setObjectName(QStringLiteral("cancelPaymentDialog"));
    setWindowTitle(tr("Cancel payment"));
    actionButton()->setObjectName(QStringLiteral("cancelPaymentButton"));
    auto *summary = new QLabel(paymentSummary(m_payment), this);
    summary->setObjectName(QStringLiteral("paymentLabel"));
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formLayout()->addWidget(summary);
    auto *consequences = new QLabel(tr("Cancelling is final: the payment becomes CA, the customer can no longer "
                                       "pay it (a voucher or link stops working) and an authorization is released. "
                                       "There is no partial cancel."),
                                    this);
    consequences->setObjectName(QStringLiteral("consequencesLabel"));
    consequences->setWordWrap(true);
    formLayout()->addWidget(consequences);
    m_paymentError = newProblemLabel(QStringLiteral("paymentError"), this);
    reserveProblemLine(m_paymentError, false);   // the payment's own state: known when the dialog opens
    formLayout()->addWidget(m_paymentError);

    const FieldProblems problems = RequestValidator::cancel(CancelRequest{m_payment.hash, m_payment});
    showProblem(m_paymentError, problemText(problems));
    setValid(!hasErrors(problems), false);
    connect(actionButton(), &QPushButton::clicked, this, &CancelPaymentDialog::send);
}

void CancelPaymentDialog::send()
{
    if (!revealProblems())
        return;
    Confirmation confirmation{tr("Cancel payment %1 of %2? This cannot be undone.").arg(m_payment.hash, amountAndCode(m_payment.amountExt)),
                              {{tr("Merchant payment code"), m_payment.merchantPaymentCode},
                               {tr("Status"), paymentStatusLabel(m_payment.status)}},
                              tr("Cancel the payment"),
                              tr("Keep it", "do not cancel the payment"),
                              OperationParameters::cancelPayment(m_payment)};
    if (!m_payment.customerName.isEmpty())
        confirmation.fields.append({tr("Customer"), m_payment.customerName});
    if (!confirm(confirmation))
        return;
    track(operations().cancelPayment(m_payment));
}

QString CancelPaymentDialog::successText(const OperationCall &call) const
{
    const GatewayAnswer &answer = call.result().value();
    return tr("Cancelled: the payment is now %1.")
        .arg(paymentStatusLabel(answer.payment ? answer.payment->status : PaymentStatus::Cancelled));
}

} // namespace dd
