#include "ui/dialogs/newpaymentdialog.h"

#include "core/domain/currency.h"
#include "core/domain/method.h"
#include "core/domain/moneyformat.h"
#include "core/gateway/directapiclient.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/operationcall.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/actiondialog.h"
#include "ui/dialogs/cardform.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/newpaymentresult.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/dialogs/touchedfields.h"
#include "ui/messagebox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace dd {

namespace {

const QString EWalletItem = QStringLiteral("ewallet");

struct MethodDefaults
{
    QString code;
    QString country;
    QString currency;
};

// The country of the interface's region (Settings ▸ Language ▸ Region) when the gateway serves it,
// lowercase as the API writes it; empty otherwise.
QString regionCountry(const QLocale &region)
{
    const QString country = QLocale::territoryToCode(region.territory()).toLower();
    return knownCountries().contains(country) && !Currency::local(country).isEmpty() ? country : QString();
}

// A method tied to a country is sent there; a card or an e-wallet goes to the user's own country
// when the gateway serves it there, to Brazil otherwise.
MethodDefaults defaultsFor(const QString &code, const QLocale &region)
{
    if (code == MethodCode::ChileRedirect || code == MethodCode::ChileCashVoucher)
        return {code, QStringLiteral("cl"), QStringLiteral("CLP")};
    if (code == MethodCode::Spei || code == MethodCode::Oxxo)
        return {code, QStringLiteral("mx"), QStringLiteral("MXN")};
    if (code == MethodCode::Boleto)
        return {code, QStringLiteral("br"), QStringLiteral("BRL")};
    const QString home = regionCountry(region);
    if (!home.isEmpty() && (code != EWalletItem || countryHasEWallets(home)))
        return {code, home, Currency::local(home)};
    return {code, QStringLiteral("br"), QStringLiteral("BRL")};
}

} // namespace

NewPaymentDialog::NewPaymentDialog(PaymentOperations &operations, DirectApiClient &client, QWidget *parent,
                                   Clock clock)
    : QDialog(parent), m_operations(operations), m_client(client), m_clock(std::move(clock)),
      m_touched(new TouchedFields(this))
{
    if (!m_clock)
        m_clock = [] { return QDateTime::currentDateTimeUtc(); };
    setObjectName(QStringLiteral("newPaymentDialog"));
    setWindowTitle(tr("New payment"));
    auto *layout = new QVBoxLayout(this);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("formScroll"));
    m_scroll->setAccessibleName(tr("Payment details"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_formArea = new QWidget(m_scroll);
    buildForm();
    m_scroll->setWidget(m_formArea);
    layout->addWidget(m_scroll, 1);
    m_generalError = fieldProblemLabel(QStringLiteral("general"), this);
    reserveProblemLine(m_generalError, false);   // below the form: it moves none of its fields
    layout->addWidget(m_generalError);
    m_resultLabel = new QLabel(this);
    m_resultLabel->setObjectName(QStringLiteral("resultLabel"));
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->hide();
    layout->addWidget(m_resultLabel);
    m_resultArea = new NewPaymentResult(this);
    layout->addWidget(m_resultArea);

    auto *buttons = new QDialogButtonBox(this);
    m_createButton = buttons->addButton(tr("&Create payment"), QDialogButtonBox::AcceptRole);
    m_createButton->setObjectName(QStringLiteral("createButton"));
    m_createButton->setDefault(true);
    m_checkButton = buttons->addButton(tr("Check by merchant code"), QDialogButtonBox::ActionRole);
    m_checkButton->setObjectName(QStringLiteral("checkCodeButton"));
    m_checkButton->setToolTip(tr("Ask the gateway whether the payment with this merchant code was created"));
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    layout->addWidget(buttons);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_createButton, &QPushButton::clicked, this, &NewPaymentDialog::send);
    connect(m_checkButton, &QPushButton::clicked, this, &NewPaymentDialog::checkByCode);
    connect(m_touched, &TouchedFields::touched, this, &NewPaymentDialog::validate);
    methodChanged();
    fitToScreen();
    m_method->setFocus();   // the first field
}

// The whole form where the screen is tall enough, else what fits, the form scrolling: at 768 pixels
// the dialog was taller than the screen, the buttons and the created payment's voucher below it.
void NewPaymentDialog::fitToScreen()
{
    const QSize form = m_formArea->sizeHint();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    m_scroll->setMinimumWidth(form.width() + scrollBar);
    const int around = layout()->sizeHint().height() - m_scroll->sizeHint().height();
    const QRect available = screen()->availableGeometry();
    resize(std::min(sizeHint().width(), available.width()), std::min(form.height() + around, available.height() * 9 / 10));
}

NewPaymentDialog::~NewPaymentDialog()
{
    m_touched->blockSignals(true);   // the focused field is left while the children are deleted
    m_card->wipe();
}

void NewPaymentDialog::done(int result)
{
    m_card->wipe();
    QDialog::done(result);
}

QLineEdit *NewPaymentDialog::addLine(QFormLayout *form, const QString &label, const QString &objectName,
                                     const QString &field)
{
    auto *edit = new QLineEdit(m_formArea);
    edit->setObjectName(objectName);
    form->addRow(label, edit);
    m_fieldLabels.insert(field, qobject_cast<QLabel *>(form->labelForField(edit)));
    QLabel *problem = fieldProblemLabel(field, m_formArea);
    form->addRow(problem);
    m_problemLabels.insert(field, problem);
    m_touched->watch(edit, field);
    connect(edit, &QLineEdit::textChanged, this, &NewPaymentDialog::validate);
    return edit;
}

void NewPaymentDialog::buildForm()
{
    // The fields, then the card's own form below them (not a row of theirs: a hidden card row left
    // the fields after City with no height, in Qt 6.4's QFormLayout).
    auto *area = new QVBoxLayout(m_formArea);
    auto *form = new QFormLayout;
    m_fields = form;
    area->addLayout(form);
    m_method = new QComboBox(m_formArea);
    m_method->setObjectName(QStringLiteral("methodCombo"));
    if (!m_operations.isRelayed())
        m_method->addItem(tr("Card"), MethodCode::Card.toString());
    m_method->addItem(tr("Online bank or cash, Chile (multicaja)"), MethodCode::ChileRedirect.toString());
    m_method->addItem(tr("Cash voucher, Chile (sencillito)"), MethodCode::ChileCashVoucher.toString());
    m_method->addItem(tr("SPEI transfer voucher, Mexico"), MethodCode::Spei.toString());
    m_method->addItem(tr("Cash voucher, Mexico (OXXO)"), MethodCode::Oxxo.toString());
    m_method->addItem(tr("Boleto, Brazil"), MethodCode::Boleto.toString());
    m_method->addItem(tr("E-wallet"), EWalletItem);
    form->addRow(tr("&Method:"), m_method);
    if (m_operations.isRelayed()) {
        auto *noCard = new QLabel(tr("No card payments here: on a team server card data would pass through the "
                                     "team's database."),
                                  m_formArea);
        noCard->setObjectName(QStringLiteral("noCardLabel"));
        noCard->setWordWrap(true);
        form->addRow(noCard);
    }
    m_problemLabels.insert(QStringLiteral("payment.payment_type_code"),
                           fieldProblemLabel(QStringLiteral("payment.payment_type_code"), m_formArea));
    form->addRow(m_problemLabels.value(QStringLiteral("payment.payment_type_code")));

    m_country = new QComboBox(m_formArea);
    m_country->setObjectName(QStringLiteral("countryCombo"));
    for (const QString &code : knownCountries())
        m_country->addItem(countryName(code) + QStringLiteral(" (") + code + u')', code);
    form->addRow(tr("C&ountry:"), m_country);
    m_problemLabels.insert(QStringLiteral("payment.country"), fieldProblemLabel(QStringLiteral("payment.country"), m_formArea));
    form->addRow(m_problemLabels.value(QStringLiteral("payment.country")));

    m_eWallet = new QComboBox(m_formArea);
    m_eWallet->setObjectName(QStringLiteral("eWalletCombo"));
    form->addRow(tr("&E-wallet:"), m_eWallet);
    m_eWalletStatus = new QLabel(m_formArea);
    m_eWalletStatus->setObjectName(QStringLiteral("eWalletStatus"));
    // At a team desk it says why the code is typed, a sentence wider than the form (which does not
    // scroll sideways): wrapped there, as the note on cards above it is.
    m_eWalletStatus->setWordWrap(m_operations.isRelayed());
    form->addRow(m_eWalletStatus);

    m_amount = addLine(form, tr("&Amount:"), QStringLiteral("amountEdit"), QStringLiteral("payment.amount_total"));
    m_currency = addLine(form, tr("C&urrency:"), QStringLiteral("currencyEdit"), QStringLiteral("payment.currency_code"));
    m_currency->setMaxLength(3);
    m_merchantCode = addLine(form, tr("Merchant payment code:"), QStringLiteral("merchantCodeEdit"),
                             QStringLiteral("payment.merchant_payment_code"));
    m_merchantCode->setMaxLength(MerchantCode::MaxLength);
    m_generatedCode = PaymentOperations::withMerchantPaymentCode({}).merchantPaymentCode;
    m_merchantCode->setText(m_generatedCode);
    m_name = addLine(form, tr("Custome&r name:"), QStringLiteral("nameEdit"), QStringLiteral("payment.name"));
    m_email = addLine(form, tr("E-mail:"), QStringLiteral("emailEdit"), QStringLiteral("payment.email"));
    m_phone = addLine(form, tr("&Phone:"), QStringLiteral("phoneEdit"), QStringLiteral("payment.phone_number"));
    m_document = addLine(form, tr("&Document:"), QStringLiteral("documentEdit"), QStringLiteral("payment.document"));
    m_birthDate = addLine(form, tr("&Birth date (DD/MM/YYYY):"), QStringLiteral("birthDateEdit"),
                          QStringLiteral("payment.birth_date"));
    m_address = addLine(form, tr("Addre&ss:"), QStringLiteral("addressEdit"), QStringLiteral("payment.address"));
    m_streetNumber = addLine(form, tr("Street number:"), QStringLiteral("streetNumberEdit"),
                             QStringLiteral("payment.street_number"));
    m_city = addLine(form, tr("Cit&y:"), QStringLiteral("cityEdit"), QStringLiteral("payment.city"));
    m_state = addLine(form, tr("State:"), QStringLiteral("stateEdit"), QStringLiteral("payment.state"));
    m_zipcode = addLine(form, tr("Zip code:"), QStringLiteral("zipcodeEdit"), QStringLiteral("payment.zipcode"));
    m_redirectUrl = addLine(form, tr("Callback UR&L:"), QStringLiteral("redirectUrlEdit"),
                            QStringLiteral("payment.redirect_url"));

    m_installments = new QSpinBox(m_formArea);
    m_installments->setObjectName(QStringLiteral("installmentsSpin"));
    m_installments->setRange(1, 12);
    form->addRow(tr("&Instalments:"), m_installments);
    m_authorizeOnly = new QCheckBox(tr("Authori&ze only (capture later)"), m_formArea);
    m_authorizeOnly->setObjectName(QStringLiteral("authorizeOnlyCheck"));
    area->addWidget(m_authorizeOnly);
    m_card = new CardFormWidget(m_formArea);
    area->addWidget(m_card);
    area->addStretch(1);
    for (auto it = m_card->problemLabels().begin(); it != m_card->problemLabels().end(); ++it)
        m_problemLabels.insert(it.key(), it.value());
    for (const auto &[field, key] : m_card->fieldKeys())
        m_touched->watch(field, key);
    m_touched->watch(m_method, QStringLiteral("payment.payment_type_code"));
    m_touched->watch(m_eWallet, QStringLiteral("payment.payment_type_code"));
    m_touched->watch(m_country, QStringLiteral("payment.country"));

    connect(m_method, &QComboBox::currentIndexChanged, this, &NewPaymentDialog::methodChanged);
    connect(m_country, &QComboBox::currentIndexChanged, this, [this] {
        if (methodCode() == EWalletItem)
            loadEWallets();
        markRequired();
        validate();
    });
    connect(m_eWallet, &QComboBox::currentIndexChanged, this, &NewPaymentDialog::validate);
    connect(m_eWallet, &QComboBox::editTextChanged, this, &NewPaymentDialog::validate);   // a typed code
    connect(m_card, &CardFormWidget::changed, this, &NewPaymentDialog::validate);
    connect(m_authorizeOnly, &QCheckBox::toggled, this, &NewPaymentDialog::validate);
    connect(m_installments, &QSpinBox::valueChanged, this, &NewPaymentDialog::validate);
}

QString NewPaymentDialog::methodCode() const
{
    return m_method->currentData().toString();
}

QString NewPaymentDialog::eWalletCode() const
{
    if (m_eWallet->isEditable())
        return m_eWallet->currentText().trimmed();
    return m_eWallet->currentData().toString();
}

void NewPaymentDialog::methodChanged()
{
    const QString code = methodCode();
    const MethodDefaults defaults = defaultsFor(code, locale());
    const bool card = code == MethodCode::Card;
    const bool eWallet = code == EWalletItem;
    {
        const QSignalBlocker block(m_country);
        m_country->setCurrentIndex(m_country->findData(defaults.country));
    }
    m_currency->setText(defaults.currency);
    m_card->setVisible(card);
    if (!card)
        m_card->wipe();
    m_authorizeOnly->setVisible(card);
    // Rows are hidden by hiding their widgets: Qt 6.4's QFormLayout::setRowVisible writes out of
    // bounds when rows are hidden and shown again (see DetailPane), and here it left the rows after
    // City with no height, the e-wallet's callback URL among them.
    for (auto [field, shown] : {std::pair<QWidget *, bool>{m_installments, card}, {m_eWallet, eWallet},
                                {m_eWalletStatus, eWallet}, {m_redirectUrl, eWallet}}) {
        field->setVisible(shown);
        if (QWidget *label = m_fields->labelForField(field))
            label->setVisible(shown);
    }
    reserveProblemLine(m_problemLabels.value(QStringLiteral("payment.redirect_url")), eWallet);
    if (eWallet)
        loadEWallets();
    markRequired();
    validate();
}

// The validator owns which customer fields a method needs: a field is marked when the validator
// refuses the same request with every customer field left empty for its sake.
void NewPaymentDialog::markRequired()
{
    DirectRequest blank = request();
    if (blank.card)
        blank.card->wipe();
    blank.card.reset();
    for (QString *field : {&blank.name, &blank.email, &blank.phoneNumber, &blank.document, &blank.birthDate, &blank.address,
                           &blank.streetNumber, &blank.city, &blank.state, &blank.zipcode})
        field->clear();
    QStringList required;
    for (const FieldProblem &problem : errorsOnly(RequestValidator::direct(blank, m_clock())))
        required.append(problem.field);
    for (auto it = m_fieldLabels.begin(); it != m_fieldLabels.end(); ++it) {
        if (!it.value())
            continue;
        QString text = it.value()->text();
        if (text.endsWith(QStringLiteral(" *")))
            text.chop(2);
        if (required.contains(it.key()) || it.key() == u"payment.amount_total" || it.key() == u"payment.currency_code"
            || it.key() == u"payment.merchant_payment_code")
            text += QStringLiteral(" *");
        it.value()->setText(text);
    }
}

void NewPaymentDialog::loadEWallets()
{
    const int generation = ++m_eWalletGeneration;
    {
        const QSignalBlocker block(m_eWallet);
        m_eWallet->clear();
    }
    if (m_operations.isRelayed()) {
        // The list needs the integration key, which only the team worker holds: the code is typed.
        m_eWallet->setEditable(true);
        m_eWalletStatus->setText(tr("Type the e-wallet's code (such as picpay): the list needs the gateway, "
                                    "which only the team worker talks to."));
        validate();
        return;
    }
    m_eWalletStatus->setText(tr("Loading e-wallets…"));
    GatewayCall *call = m_client.availableEWallets(EWalletListRequest{m_country->currentData().toString()});
    connect(call, &GatewayCall::finished, this, [this, call, generation] {
        if (generation != m_eWalletGeneration)
            return;   // another country was chosen meanwhile
        const GatewayResult &result = call->result();
        if (!result) {
            m_eWalletStatus->setText(result.error().message());
            emit eWalletsLoaded(-1);
            validate();
            return;
        }
        for (const EWallet &wallet : result->eWallets)
            m_eWallet->addItem(wallet.name, wallet.code);
        m_eWalletStatus->setText(result->eWallets.isEmpty() ? tr("No e-wallets are offered in this country.")
                                                            : QString());
        validate();
        emit eWalletsLoaded(static_cast<int>(result->eWallets.size()));
    });
}

DirectRequest NewPaymentDialog::request() const
{
    DirectRequest request;
    const QString code = methodCode();
    request.paymentTypeCode = code == EWalletItem ? eWalletCode() : code;
    const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_currency->text().trimmed());
    request.amountTotal = Money(amount ? amount.value() : 0, m_currency->text().trimmed());
    request.merchantPaymentCode = m_merchantCode->text().trimmed();
    request.merchantPaymentCodeIsFresh = request.merchantPaymentCode == m_generatedCode;
    request.country = m_country->currentData().toString();
    request.name = m_name->text().trimmed();
    request.email = m_email->text().trimmed();
    request.phoneNumber = m_phone->text().trimmed();
    request.document = m_document->text().trimmed();
    request.birthDate = m_birthDate->text().trimmed();
    request.address = m_address->text().trimmed();
    request.streetNumber = m_streetNumber->text().trimmed();
    request.city = m_city->text().trimmed();
    request.state = m_state->text().trimmed();
    request.zipcode = m_zipcode->text().trimmed();
    if (code == MethodCode::Card) {
        request.installments = m_installments->value();
        request.card = m_card->fields(!m_authorizeOnly->isChecked());
    }
    if (code == EWalletItem)
        request.redirectUrl = m_redirectUrl->text().trimmed();
    return request;
}

FieldProblems NewPaymentDialog::problems() const
{
    FieldProblems problems;
    const auto amount = parseLocalizedAmount(m_amount->text(), locale(), m_currency->text().trimmed());
    if (!amount)
        problems.append({QStringLiteral("payment.amount_total"), amount.error().message(), FieldProblem::Severity::Error});
    DirectRequest candidate = request();
    for (const FieldProblem &problem : errorsOnly(RequestValidator::direct(candidate, m_clock()))) {
        if (amount || problem.field != u"payment.amount_total")
            problems.append(problem);
    }
    if (candidate.card)
        candidate.card->wipe();
    if (methodCode() == EWalletItem && eWalletCode().isEmpty())
        problems.append({QStringLiteral("payment.payment_type_code"), tr("Choose an e-wallet offered in this country."),
                         FieldProblem::Severity::Error});
    return problems;
}

// Only the problems of touched fields (all of them once "Create payment" was pressed); a problem
// of no field of its own, such as a card form's, waits for the button.
void NewPaymentDialog::showProblems(const FieldProblems &problems)
{
    QHash<QString, QStringList> byField;
    QStringList general;
    for (const FieldProblem &problem : problems) {
        if (!m_touched->isTouched(problem.field))
            continue;
        if (m_problemLabels.contains(problem.field))
            byField[problem.field].append(problem.message);
        else
            general.append(problem.message);
    }
    for (auto it = m_problemLabels.begin(); it != m_problemLabels.end(); ++it)
        showProblemText(it.value(), byField.value(it.key()).join(u'\n'));
    showProblemText(m_generalError, general.join(u'\n'));
}

void NewPaymentDialog::validate()
{
    if (m_created || !m_createButton)
        return;   // nothing to check before the dialog is built, nothing to change once created
    const FieldProblems found = problems();
    showProblems(found);
    m_valid = found.isEmpty();
    refreshButtons();
}

void NewPaymentDialog::refreshButtons()
{
    const QString code = m_merchantCode->text().trimmed();
    const bool blocked = !m_busy && !m_created && m_operations.hasUnresolvedCreate(code);
    // Enabled while the form is invalid too: pressing it shows every problem, and sends nothing.
    m_createButton->setEnabled(!m_busy && !m_created && !blocked);
    // In team mode the team worker settles an unknown outcome by query: the desk asks the gateway nothing.
    m_checkButton->setVisible(blocked && !m_operations.isRelayed());
    m_checkButton->setEnabled(!m_busy);
    if (blocked && m_resultLabel->isHidden()) {
        m_resultLabel->setText(m_operations.isRelayed()
                                   ? tr("A payment with this merchant code may already exist (its outcome is "
                                        "unknown). The team worker settles it by query.")
                                   : tr("A payment with this merchant code may already exist (its outcome is unknown). "
                                        "Check by merchant code before sending it again."));
        m_resultLabel->show();
    }
}

void NewPaymentDialog::setFormEnabled(bool enabled)
{
    m_formArea->setEnabled(enabled);
}

void NewPaymentDialog::send()
{
    if (m_busy || m_created)
        return;   // a second click never sends a second request
    m_touched->touchAll();   // every problem is shown now
    if (!m_valid || m_operations.hasUnresolvedCreate(m_merchantCode->text().trimmed()))
        return;
    DirectRequest create = request();
    if (!MessageBox::choose(this, confirmationOf(create).choice(windowTitle()))) {
        if (create.card)
            create.card->wipe();
        return;
    }
    m_busy = true;
    m_sentCode = create.merchantPaymentCode;
    setFormEnabled(false);
    refreshButtons();
    m_resultLabel->setText(m_operations.isRelayed() ? tr("Handed to the team worker; the payment appears here once "
                                                         "it has created it…")
                                                    : tr("Sending…"));
    m_resultLabel->show();
    OperationCall *call = m_operations.createPayment(std::move(create));
    connect(call, &OperationCall::finished, this, [this, call] { onCreated(call); });
}

GatewayConfirmation NewPaymentDialog::confirmationOf(const DirectRequest &create) const
{
    const Money amount = create.amountTotal;
    GatewayConfirmation confirmation;
    confirmation.question = tr("Create a payment of %1?").arg(formatAmountAndCode(amount.hundredths(), amount.currency(), locale()));
    confirmation.fields = {
        {tr("Method"), methodCode() == EWalletItem ? m_eWallet->currentText() : m_method->currentText()},
        {tr("Country"), countryName(create.country)},
        {tr("Merchant payment code"), create.merchantPaymentCode},
        {tr("Customer"), create.name},
        {tr("Document"), create.document},
    };
    if (create.card) {
        confirmation.fields.append({tr("Card"), create.card->firstSix().isEmpty()
                                                    ? QString()
                                                    : create.card->firstSix() + u"…" + create.card->lastFour()});
        confirmation.fields.append({tr("Instalments"), QString::number(create.installments.value_or(1))});
        if (m_authorizeOnly->isChecked())
            confirmation.remark = tr("Authorize only: capture it later.");
    }
    confirmation.acceptText = tr("Create the payment");
    confirmation.rejectText = tr("Not now");
    confirmation.parameters = OperationParameters::createPayment(create);
    return confirmation;
}

void NewPaymentDialog::onCreated(OperationCall *call)
{
    m_busy = false;
    const bool succeeded = call->succeeded() && call->result()->payment;
    if (succeeded) {
        showCreated(*call->result()->payment);
        if (call->answerNotStored())
            m_resultLabel->setText(m_resultLabel->text() + u'\n' + ActionDialog::answerNotStoredText(*call));
    } else {
        const GatewayError &error = call->result().error();
        if (error.kind == GatewayError::Kind::OutcomeUnknown) {
            const QString next = m_operations.isRelayed()
                ? tr("Nothing more is sent with merchant code %1: the team worker settles it by query.")
                : tr("Nothing more is sent with merchant code %1 until \"Check by merchant code\" has asked the "
                     "gateway.");
            m_resultLabel->setText(tr("Outcome unknown.") + u' ' + error.message() + u' ' + next.arg(m_sentCode));
        } else {
            m_resultLabel->setText(error.message());
            if (error.kind == GatewayError::Kind::Validation)
                showProblems(error.fields);
            setFormEnabled(true);
        }
    }
    refreshButtons();
    emit createFinished(succeeded);
}

void NewPaymentDialog::checkByCode()
{
    const QString code = m_merchantCode->text().trimmed();
    m_busy = true;
    refreshButtons();
    m_resultLabel->setText(tr("Asking the gateway…"));
    OperationCall *call = m_operations.resolveCreate(code);
    connect(call, &OperationCall::finished, this, [this, call] {
        m_busy = false;
        if (call->succeeded() && call->result()->payment) {
            showCreated(*call->result()->payment);
            m_resultLabel->setText(tr("Checked: the payment was created.") + u'\n' + m_resultLabel->text());
        } else if (call->resolution() == OperationCall::Resolution::NotApplied
                   || (!call->succeeded() && call->result().error().kind == GatewayError::Kind::Gateway)) {
            m_resultLabel->setText(tr("Checked: no payment has this merchant code. You may send it again."));
            setFormEnabled(true);
        } else {
            m_resultLabel->setText(tr("The check failed, the outcome is still unknown.") + u' '
                                   + call->result().error().message());
        }
        refreshButtons();
        emit checkFinished();
    });
}

void NewPaymentDialog::showCreated(const Payment &payment)
{
    m_created = payment;
    m_card->wipe();
    setFormEnabled(false);
    showProblems({});
    m_resultLabel->setText(tr("Payment created: %1, status %2.").arg(payment.hash, paymentStatusLabel(payment.status)));
    m_resultLabel->show();
    m_resultArea->showPayment(payment);
    refreshButtons();
    emit paymentCreated(payment.hash);
}

bool NewPaymentDialog::saveVoucherPdf(const QString &path) const
{
    return m_resultArea->saveVoucherPdf(path);
}

} // namespace dd
