#include "ui/dialogs/cardform.h"

#include "core/domain/secrettext.h"
#include "ui/dialogs/problemlabel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace dd {

void wipeLineEdit(QLineEdit *edit)
{
    const qsizetype length = edit->text().size();
    if (length > 0)
        edit->setText(QString(length, u'0'));
    edit->clear();
}

CardFormWidget::CardFormWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("cardForm"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QFormLayout;
    m_formCombo = new QComboBox(this);
    m_formCombo->setObjectName(QStringLiteral("cardFormCombo"));
    m_formCombo->addItem(tr("Card number"), static_cast<int>(CardFormKind::Raw));
    m_formCombo->addItem(tr("Gateway token"), static_cast<int>(CardFormKind::GatewayToken));
    m_formCombo->addItem(tr("Network token"), static_cast<int>(CardFormKind::NetworkToken));
    m_formCombo->addItem(tr("Digital wallet (Brazil)"), static_cast<int>(CardFormKind::WalletToken));
    top->addRow(tr("Card &form:"), m_formCombo);
    layout->addLayout(top);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(rawPage());
    m_pages->addWidget(tokenPage());
    m_pages->addWidget(networkPage());
    layout->addWidget(m_pages);
    auto *general = fieldProblemLabel(QStringLiteral("payment.card"), this);
    m_problems.insert(QStringLiteral("payment.card"), general);
    layout->addWidget(general);
    connect(m_formCombo, &QComboBox::currentIndexChanged, this, [this] {
        wipe();   // switching form clears the other forms' fields
        const CardFormKind kind = formKind();
        m_pages->setCurrentIndex(kind == CardFormKind::Raw ? 0 : kind == CardFormKind::GatewayToken ? 1 : 2);
        const bool wallet = kind == CardFormKind::WalletToken;
        m_walletType->setVisible(wallet);
        m_walletTypeLabel->setVisible(wallet);
        emit changed();
    });
    m_walletType->setVisible(false);
    m_walletTypeLabel->setVisible(false);
}

CardFormWidget::~CardFormWidget()
{
    wipe();
}

QLineEdit *CardFormWidget::addField(QFormLayout *form, const QString &label, const QString &objectName,
                                    const QString &field)
{
    auto *edit = new QLineEdit(form->parentWidget());
    edit->setObjectName(objectName);
    edit->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText);
    form->addRow(label, edit);
    QLabel *problem = fieldProblemLabel(field, form->parentWidget());
    form->addRow(problem);
    m_problems.insert(field, problem);
    m_fieldKeys.append({edit, field});
    m_edits.append(edit);
    connect(edit, &QLineEdit::textChanged, this, &CardFormWidget::changed);
    return edit;
}

QWidget *CardFormWidget::rawPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_number = addField(form, tr("Card &number:"), QStringLiteral("cardNumberEdit"), QStringLiteral("payment.card.card_number"));
    m_network = new QLabel(page);
    m_network->setObjectName(QStringLiteral("cardNetworkLabel"));
    form->addRow(QString(), m_network);
    m_name = addField(form, tr("&Holder name:"), QStringLiteral("cardNameEdit"), QStringLiteral("payment.card.card_name"));
    m_dueDate = addField(form, tr("&Expiry (MM/YYYY):"), QStringLiteral("cardDueDateEdit"),
                         QStringLiteral("payment.card.card_due_date"));
    m_cvv = addField(form, tr("C&VV:"), QStringLiteral("cardCvvEdit"), QStringLiteral("payment.card.card_cvv"));
    m_cvv->setEchoMode(QLineEdit::Password);
    m_cvv->setMaxLength(4);
    connect(m_number, &QLineEdit::textChanged, this, &CardFormWidget::updateNetwork);
    return page;
}

QWidget *CardFormWidget::tokenPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_token = addField(form, tr("&Token:"), QStringLiteral("cardTokenEdit"), QStringLiteral("payment.card.token"));
    return page;
}

QWidget *CardFormWidget::networkPage()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_tokenPan = addField(form, tr("Token &number:"), QStringLiteral("tokenPanEdit"),
                          QStringLiteral("payment.card.network_token_pan"));
    m_cryptogram = addField(form, tr("Cryp&togram:"), QStringLiteral("tokenCryptogramEdit"),
                            QStringLiteral("payment.card.network_token_cryptogram"));
    m_cryptogram->setEchoMode(QLineEdit::Password);
    m_tokenExpiry = addField(form, tr("Token e&xpiry (MM/YYYY):"), QStringLiteral("tokenExpiryEdit"),
                             QStringLiteral("payment.card.network_token_expire_date"));
    m_rawBin = addField(form, tr("Ori&ginal BIN:"), QStringLiteral("tokenRawBinEdit"),
                        QStringLiteral("payment.card.network_token_raw_bin"));
    m_rawLast4 = addField(form, tr("Original &last four:"), QStringLiteral("tokenRawLast4Edit"),
                          QStringLiteral("payment.card.network_token_raw_last4"));
    m_eci = addField(form, tr("&ECI:"), QStringLiteral("tokenEciEdit"), QStringLiteral("payment.card.network_token_eci"));
    m_walletType = new QComboBox(page);
    m_walletType->setObjectName(QStringLiteral("walletTypeCombo"));
    m_walletType->addItem(tr("Google Pay"), QStringLiteral("google"));
    m_walletType->addItem(tr("Apple Pay"), QStringLiteral("apple"));
    m_walletType->addItem(tr("Samsung Pay"), QStringLiteral("samsung"));
    form->addRow(tr("&Wallet:"), m_walletType);
    m_walletTypeLabel = qobject_cast<QLabel *>(form->labelForField(m_walletType));
    QLabel *problem = fieldProblemLabel(QStringLiteral("payment.card.network_token_wallet_type"), page);
    form->addRow(problem);
    m_problems.insert(QStringLiteral("payment.card.network_token_wallet_type"), problem);
    m_fieldKeys.append({m_walletType, QStringLiteral("payment.card.network_token_wallet_type")});
    connect(m_walletType, &QComboBox::currentIndexChanged, this, &CardFormWidget::changed);
    return page;
}

namespace {
// People copy a card number as printed, in groups ("4111 1111 1111 1111" or with hyphens): the
// groups are dropped here, and the validator still refuses anything else. Both copies are wiped.
SecretText typedCardNumber(QString typed)
{
    QString digits;
    digits.reserve(typed.size());
    for (QChar c : std::as_const(typed)) {
        if (c != u' ' && c != u'-' && c != QChar(0x00A0))
            digits.append(c);
    }
    SecretText number(digits);
    wipeString(typed);
    wipeString(digits);
    return number;
}
} // namespace

void CardFormWidget::updateNetwork()
{
    // The hint reads the number as it will be sent: a number typed in groups is not "digits only".
    const SecretText number = typedCardNumber(m_number->text());
    const QStringView digits = number.view();
    if (digits.isEmpty() || !CardNumber::isDigits(digits)) {
        m_network->setText(digits.isEmpty() ? QString() : tr("Digits only"));
        return;
    }
    const QString network = CardNumber::networkForPrefix(digits);
    QString text = network.isEmpty() ? tr("Unknown network") : network;
    if (digits.size() >= 12)
        text += u' ' + (CardNumber::passesLuhn(digits) ? tr("(check digit OK)") : tr("(check digit wrong)"));
    m_network->setText(text);
}

CardFormKind CardFormWidget::formKind() const
{
    return static_cast<CardFormKind>(m_formCombo->currentData().toInt());
}

void CardFormWidget::setFormKind(CardFormKind kind)
{
    m_formCombo->setCurrentIndex(m_formCombo->findData(static_cast<int>(kind)));
}


CardFields CardFormWidget::fields(bool autoCapture) const
{
    CardFields card;
    card.autoCapture = autoCapture;
    switch (formKind()) {
    case CardFormKind::Raw:
        card.cardNumber = typedCardNumber(m_number->text());
        card.cardName = m_name->text().trimmed();
        card.cardDueDate = m_dueDate->text().trimmed();
        card.cardCvv = SecretText(m_cvv->text());
        break;
    case CardFormKind::GatewayToken:
        card.token = m_token->text().trimmed();
        break;
    case CardFormKind::NetworkToken:
    case CardFormKind::WalletToken:
        card.networkTokenPan = SecretText(m_tokenPan->text());
        card.networkTokenCryptogram = SecretText(m_cryptogram->text());
        card.networkTokenExpireDate = m_tokenExpiry->text().trimmed();
        card.networkTokenRawBin = m_rawBin->text().trimmed();
        card.networkTokenRawLast4 = m_rawLast4->text().trimmed();
        card.networkTokenEci = m_eci->text().trimmed();
        if (formKind() == CardFormKind::WalletToken)
            card.networkTokenWalletType = m_walletType->currentData().toString();
        break;
    }
    return card;
}

void CardFormWidget::wipe()
{
    const QSignalBlocker blocker(this);
    for (QLineEdit *edit : std::as_const(m_edits))
        wipeLineEdit(edit);
    if (m_network)
        m_network->clear();
}

} // namespace dd
