#include "ui/dialogs/refunddialog.h"

#include "ui/desktop/theme.h"

#include "core/domain/method.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/bankdetailsform.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/dialogs/touchedfields.h"

#include <QButtonGroup>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

namespace dd {
namespace {

QLineEdit *lineEdit(const QString &objectName, QWidget *parent, int maxLength = 200)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setMaxLength(maxLength);
    return edit;
}

// The document's last characters behind the mask, joined as the document writes them: "••••-25"
// for a CPF ending "-25", never "•••• -25".
QString maskedDocument(const QString &document)
{
    const QString masked = OperationParameters::maskTail(document, 3);
    const qsizetype space = masked.indexOf(u' ');
    if (space < 0 || space + 1 >= masked.size() || masked.at(space + 1).isLetterOrNumber())
        return masked;
    return masked.left(space) + masked.mid(space + 1);
}

} // namespace

RefundDialog::RefundDialog(PaymentOperations &operations, Payment payment, QWidget *parent)
    : ActionDialog(operations, payment.hash, tr("Refund…"), parent), m_payment(std::move(payment))
{
    setObjectName(QStringLiteral("refundDialog"));
    setWindowTitle(tr("Refund payment"));
    actionButton()->setObjectName(QStringLiteral("refundButton"));
    m_paymentLabel = new QLabel(this);
    m_paymentLabel->setObjectName(QStringLiteral("paymentLabel"));
    m_paymentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formLayout()->addWidget(m_paymentLabel);
    buildAmounts();
    m_bank = new BankDetailsForm(m_payment.country, this);
    formLayout()->addWidget(m_bank);
    m_bank->setVisible(countryTakesRefundBankInfo(m_payment.country));
    connect(m_bank, &BankDetailsForm::changed, this, &RefundDialog::validate);
    m_paymentError = newProblemLabel(QStringLiteral("paymentError"), this);
    reserveProblemLine(m_paymentError, false);   // the payment's own state: known when the dialog opens
    formLayout()->addWidget(m_paymentError);
    setFirstField(m_full);
    for (auto [field, key] : {std::pair<QWidget *, const char16_t *>{m_amount, u"amount"},
                              {m_description, u"description"},
                              {m_code, u"merchant_refund_code"}})
        touchedFields().watch(field, QString::fromUtf16(key));
    for (QWidget *field : m_bank->fields())
        touchedFields().watch(field, QStringLiteral("bank_info"));
    connect(&touchedFields(), &TouchedFields::touched, this, &RefundDialog::validate);

    connect(actionButton(), &QPushButton::clicked, this, &RefundDialog::send);
    connect(&operations, &PaymentOperations::paymentChanged, this, [this](const QString &hash) {
        if (hash != m_payment.hash)
            return;
        if (std::optional<Payment> fresh = this->operations().cachedPayment(hash))
            m_payment = *fresh;
        showAmounts();
        if (!isDone())
            validate();
    });
    // After a full refund nothing remains: the form's amount is then zero, which is no mistake of
    // the user's (it showed "must be greater than zero" in red under the result).
    connect(this, &ActionDialog::actionFinished, this, [this](bool succeeded) {
        if (succeeded)
            for (QLabel *label : {m_amountError, m_descriptionError, m_codeError, m_bank->problemLabel(), m_paymentError})
                showProblem(label, {});
    });
    showAmounts();
    validate();
}

void RefundDialog::buildAmounts()
{
    auto *form = new QFormLayout;
    formLayout()->addLayout(form);
    m_paidLabel = new QLabel(this);
    m_paidLabel->setObjectName(QStringLiteral("paidLabel"));
    m_refundedLabel = new QLabel(this);
    m_refundedLabel->setObjectName(QStringLiteral("refundedLabel"));
    m_remainingLabel = new QLabel(this);
    m_remainingLabel->setObjectName(QStringLiteral("remainingLabel"));
    form->addRow(tr("Paid:"), m_paidLabel);
    form->addRow(tr("Refunded so far (not cancelled):"), m_refundedLabel);
    form->addRow(tr("Remaining:"), m_remainingLabel);

    auto *kind = new QHBoxLayout;
    m_full = new QRadioButton(tr("&Full refund of what remains"), this);
    m_full->setObjectName(QStringLiteral("fullRefundRadio"));
    m_partial = new QRadioButton(tr("&Partial refund"), this);
    m_partial->setObjectName(QStringLiteral("partialRefundRadio"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_full);
    group->addButton(m_partial);
    m_full->setChecked(true);
    kind->addWidget(m_full);
    kind->addWidget(m_partial);
    form->addRow(kind);

    m_amount = lineEdit(QStringLiteral("amountEdit"), this, 24);
    auto *amountRow = new QHBoxLayout;
    amountRow->addWidget(m_amount);
    auto *currency = new QLabel(m_payment.currencyExt, this);
    currency->setObjectName(QStringLiteral("currencyLabel"));
    amountRow->addWidget(currency);
    auto *amountLabel = new QLabel(tr("&Amount:"), this);
    amountLabel->setBuddy(m_amount);
    form->addRow(amountLabel, amountRow);
    m_amountError = newProblemLabel(QStringLiteral("amountError"), this);
    form->addRow(m_amountError);

    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(QStringLiteral("descriptionEdit"));
    m_description->setTabChangesFocus(true);
    m_description->setPlaceholderText(tr("Why the money goes back (required, shown to the customer)"));
    m_description->setMaximumHeight(80);
    form->addRow(tr("&Reason:"), m_description);
    m_descriptionError = newProblemLabel(QStringLiteral("descriptionError"), this);
    form->addRow(m_descriptionError);

    m_code = lineEdit(QStringLiteral("merchantRefundCodeEdit"), this, 60);
    m_generatedCode = PaymentOperations::withMerchantRefundCode({}).merchantRefundCode;
    m_code->setText(m_generatedCode);
    m_code->setToolTip(tr("Your own code for this refund; it lets DirectDesk find the refund after a failure."));
    form->addRow(tr("Merchant refund &code:"), m_code);
    m_codeError = newProblemLabel(QStringLiteral("merchantRefundCodeError"), this);
    form->addRow(m_codeError);
    m_codeWarning = new QLabel(this);
    m_codeWarning->setObjectName(QStringLiteral("merchantRefundCodeWarning"));
    m_codeWarning->setWordWrap(true);
    m_codeWarning->setStyleSheet(theme::warningStyleSheet());
    reserveProblemLine(m_codeWarning, true);
    m_codeWarning->hide();
    form->addRow(m_codeWarning);

    connect(m_full, &QRadioButton::toggled, this, [this] {
        showAmounts();
        validate();
    });
    connect(m_amount, &QLineEdit::textChanged, this, &RefundDialog::validate);
    connect(m_description, &QPlainTextEdit::textChanged, this, &RefundDialog::validate);
    connect(m_code, &QLineEdit::textChanged, this, &RefundDialog::validate);
}

void RefundDialog::showAmounts()
{
    m_paymentLabel->setText(paymentSummary(m_payment));
    m_paidLabel->setText(money(m_payment.amountExt));
    m_refundedLabel->setText(money(m_payment.refundedTotal()));
    m_remainingLabel->setText(money(m_payment.remainingRefundable()));
    m_amount->setReadOnly(m_full->isChecked());
    if (m_full->isChecked())
        m_amount->setText(formatLocalizedAmount(m_payment.remainingRefundable().hundredths(), locale(), m_payment.currencyExt));
}

void RefundDialog::changeEvent(QEvent *event)
{
    ActionDialog::changeEvent(event);
    if (event->type() == QEvent::LocaleChange && m_amount) {
        showAmounts();
        validate();
    }
}

RefundRequest RefundDialog::requestOf(qint64 hundredths) const
{
    RefundRequest request;
    request.hash = m_payment.hash;
    request.amount = Money(hundredths, m_payment.currencyExt);
    request.description = m_description->toPlainText().trimmed();
    request.merchantRefundCode = m_code->text().trimmed();
    request.merchantRefundCodeIsFresh = request.merchantRefundCode == m_generatedCode;
    request.bankInfo = countryTakesRefundBankInfo(m_payment.country) ? m_bank->bankInfo() : std::nullopt;
    request.payment = m_payment;
    return request;
}

std::optional<RefundRequest> RefundDialog::request() const
{
    const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_payment.currencyExt);
    if (!amount)
        return std::nullopt;
    return requestOf(amount.value());
}

void RefundDialog::validate()
{
    // An amount that cannot be read is the parser's problem; the other fields are still checked.
    const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_payment.currencyExt);
    const FieldProblems problems = RequestValidator::refund(requestOf(amount ? amount.value() : 1));
    const TouchedFields &touched = touchedFields();
    // What remains of a full refund is the payment's, not a mistake of the user's: shown at once.
    const bool amountShown = m_full->isChecked() || touched.isTouched(QStringLiteral("amount"));
    showProblem(m_amountError, !amountShown ? QString()
                               : amount    ? problemText(problems, u"amount")
                                           : amount.error().message());
    showProblem(m_descriptionError, touched.shown(QStringLiteral("description"), problemText(problems, u"description")));
    const QString code = QStringLiteral("merchant_refund_code");
    showProblem(m_codeError, touched.shown(code, problemText(problems, code)));
    showProblem(m_codeWarning, touched.shown(code, problemText(problems, code, FieldProblem::Severity::Warning)));
    showProblem(m_bank->problemLabel(), touched.shown(QStringLiteral("bank_info"), problemText(problems, u"bank_info")));
    QStringList other;
    for (const FieldProblem &p : errorsOnly(problems)) {
        if (p.field.startsWith(u"payment") || p.field == u"hash" || p.field == u"merchant_payment_code")
            other.append(p.message);
    }
    showProblem(m_paymentError, other.join(u'\n'));
    setValid(amount.hasValue() && !hasErrors(problems), other.isEmpty());
}

void RefundDialog::send()
{
    const std::optional<RefundRequest> refund = request();
    if (!revealProblems() || !refund)
        return;
    const RefundRequest toSend = PaymentOperations::withMerchantRefundCode(*refund);
    if (toSend.merchantRefundCode != m_code->text().trimmed()) {
        // The field was emptied: the code made for it is shown, as it is confirmed and sent.
        m_generatedCode = toSend.merchantRefundCode;
        m_code->setText(m_generatedCode);
    }
    const bool waits = operations().refundWaitsForApproval(toSend.amount);
    // Another request for the payment waits already: nothing to confirm, the refusal names it.
    if (waits && operations().waitingRefundRequest(m_payment.hash)) {
        track(operations().refund(m_payment, toSend));
        return;
    }
    if (!confirm(confirmationOf(toSend, waits)))
        return;
    track(operations().refund(m_payment, toSend));
}

auto RefundDialog::confirmationOf(const RefundRequest &refund, bool waitsForApproval) const -> Confirmation
{
    const QString amount = amountAndCode(refund.amount);
    const QString to = refund.bankInfo && !refund.bankInfo->holderName.isEmpty() ? refund.bankInfo->holderName
                                                                                  : m_payment.customerName;
    Confirmation confirmation;
    if (waitsForApproval) {
        confirmation.question =
            to.isEmpty() ? tr("Ask a Manager to approve a refund of %1 of payment %2?").arg(amount, m_payment.hash)
                         : tr("Ask a Manager to approve a refund of %1 of payment %2 to %3?")
                               .arg(amount, m_payment.hash, to);
        confirmation.remark = tr("The amount is above the approval threshold: the refund waits for a Manager's "
                                 "approval, and nothing goes to the gateway until then.");
    } else {
        confirmation.question = to.isEmpty() ? tr("Refund %1 of payment %2?").arg(amount, m_payment.hash)
                                             : tr("Refund %1 of payment %2 to %3?").arg(amount, m_payment.hash, to);
    }
    confirmation.fields = {{tr("Reason"), refund.description}, {tr("Merchant refund code"), refund.merchantRefundCode}};
    if (refund.bankInfo) {
        const BankInfo &bank = *refund.bankInfo;
        // Account and document masked, as in the details and the audit trail.
        for (const auto &[caption, value] : {std::pair{tr("Bank"), bank.bankName},
                                             {tr("Account"), OperationParameters::maskTail(bank.bankAccount)},
                                             {tr("Holder's document"), maskedDocument(bank.holderDocument)},
                                             {tr("Holder's name"), bank.holderName}}) {
            if (!value.isEmpty())
                confirmation.fields.append({caption, value});
        }
    }
    confirmation.acceptText = waitsForApproval ? tr("Ask for approval") : tr("Refund");
    confirmation.rejectText = tr("Not now");
    confirmation.parameters = OperationParameters::refund(refund);
    return confirmation;
}

void RefundDialog::setFormEnabled(bool enabled)
{
    for (QWidget *widget : std::initializer_list<QWidget *>{m_full, m_partial, m_amount, m_description, m_code,
                                                            m_bank})
        widget->setEnabled(enabled);
}

QString RefundDialog::successText(const OperationCall &call) const
{
    const GatewayAnswer &answer = call.result().value();
    if (answer.refund)
        return tr("Refund requested: %1, status %2 (refund id %3, merchant refund code %4).")
            .arg(money(answer.refund->amount), refundStatusLabel(answer.refund->status), answer.refund->id,
                 answer.refund->merchantRefundCode);
    return tr("Refund requested.");
}

} // namespace dd
