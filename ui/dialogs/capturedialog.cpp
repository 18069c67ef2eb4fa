#include "ui/dialogs/capturedialog.h"

#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/dialogs/touchedfields.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace dd {

CaptureDialog::CaptureDialog(PaymentOperations &operations, Payment payment, QWidget *parent)
    : ActionDialog(operations, payment.hash, tr("Capture…"), parent), m_payment(std::move(payment))
{
    setObjectName(QStringLiteral("captureDialog"));
    setWindowTitle(tr("Capture payment"));
    actionButton()->setObjectName(QStringLiteral("captureButton"));
    m_paymentLabel = new QLabel(paymentSummary(m_payment), this);
    m_paymentLabel->setObjectName(QStringLiteral("paymentLabel"));
    m_paymentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formLayout()->addWidget(m_paymentLabel);
    auto *explanation = new QLabel(tr("Capturing charges the customer's card for the authorized amount. "
                                      "An uncaptured authorization is cancelled automatically after about 4 days."),
                                   this);
    explanation->setObjectName(QStringLiteral("explanationLabel"));
    explanation->setWordWrap(true);
    formLayout()->addWidget(explanation);

    auto *form = new QFormLayout;
    m_partial = new QCheckBox(tr("Capture a smaller amount (Brazil only, once)"), this);
    m_partial->setObjectName(QStringLiteral("partialCaptureCheck"));
    m_amount = new QLineEdit(formatLocalizedAmount(m_payment.amountExt.hundredths(), locale(), m_payment.currencyExt), this);
    m_amount->setObjectName(QStringLiteral("amountEdit"));
    m_amount->setEnabled(false);
    m_amountError = newProblemLabel(QStringLiteral("amountError"), this);
    form->addRow(m_partial);
    form->addRow(tr("&Amount (%1):").arg(m_payment.currencyExt), m_amount);
    form->addRow(m_amountError);
    formLayout()->addLayout(form);
    const bool brazil = m_payment.country == u"br";
    m_partial->setVisible(brazil);
    m_amount->setVisible(brazil);
    form->labelForField(m_amount)->setVisible(brazil);
    m_paymentError = newProblemLabel(QStringLiteral("paymentError"), this);
    reserveProblemLine(m_paymentError, false);   // the payment's own state: known when the dialog opens
    formLayout()->addWidget(m_paymentError);
    if (brazil)
        setFirstField(m_partial);
    touchedFields().watch(m_amount, QStringLiteral("amount"));

    connect(m_partial, &QCheckBox::toggled, this, [this](bool partial) {
        m_amount->setEnabled(partial);
        validate();
    });
    connect(m_amount, &QLineEdit::textChanged, this, &CaptureDialog::validate);
    connect(&touchedFields(), &TouchedFields::touched, this, &CaptureDialog::validate);
    connect(actionButton(), &QPushButton::clicked, this, &CaptureDialog::send);
    // After the capture the summary shows the payment as it is now (confirmed), not as it was.
    connect(this, &ActionDialog::actionFinished, this, [this] {
        if (std::optional<Payment> fresh = this->operations().cachedPayment(m_payment.hash)) {
            m_payment = *fresh;
            m_paymentLabel->setText(paymentSummary(m_payment));
        }
    });
    validate();
}

std::optional<CaptureRequest> CaptureDialog::request() const
{
    CaptureRequest request;
    request.hash = m_payment.hash;
    request.payment = m_payment;
    if (m_partial->isChecked()) {
        const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_payment.currencyExt);
        if (!amount)
            return std::nullopt;
        request.amount = Money(amount.value(), m_payment.currencyExt);
    }
    return request;
}

void CaptureDialog::validate()
{
    QString amountProblem;
    if (m_partial->isChecked()) {
        const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_payment.currencyExt);
        if (!amount)
            amountProblem = amount.error().message();
    }
    const std::optional<CaptureRequest> candidate = request();
    FieldProblems paymentProblems;
    if (candidate) {
        for (const FieldProblem &p : RequestValidator::capture(*candidate)) {
            if (p.field == u"amount" && p.isError())
                amountProblem = p.message;
            else
                paymentProblems.append(p);
        }
    }
    showProblem(m_amountError, touchedFields().shown(QStringLiteral("amount"), amountProblem));
    showProblem(m_paymentError, problemText(paymentProblems));
    setValid(candidate.has_value() && amountProblem.isEmpty() && !hasErrors(paymentProblems),
             !hasErrors(paymentProblems));
}

void CaptureDialog::send()
{
    std::optional<CaptureRequest> capture = request();
    if (!revealProblems() || !capture)
        return;
    capture = PaymentOperations::withMerchantCaptureCode(std::move(*capture));
    const Money amount = capture->amount.value_or(m_payment.amountExt);
    Confirmation confirmation{tr("Capture %1 of payment %2?").arg(amountAndCode(amount), m_payment.hash),
                              {{tr("Merchant payment code"), m_payment.merchantPaymentCode}},
                              tr("Capture the payment"),
                              tr("Not now"),
                              OperationParameters::capture(*capture)};
    if (!m_payment.customerName.isEmpty())
        confirmation.fields.append({tr("Customer"), m_payment.customerName});
    if (!confirm(confirmation))
        return;
    track(operations().capture(m_payment, *capture));
}

void CaptureDialog::setFormEnabled(bool enabled)
{
    m_partial->setEnabled(enabled);
    m_amount->setEnabled(enabled && m_partial->isChecked());
}

QString CaptureDialog::successText(const OperationCall &call) const
{
    const GatewayAnswer &answer = call.result().value();
    if (answer.payment)
        return tr("Captured: the payment is now %1 (%2).")
            .arg(paymentStatusLabel(answer.payment->status), money(answer.payment->amountExt));
    return tr("Captured.");
}

} // namespace dd
