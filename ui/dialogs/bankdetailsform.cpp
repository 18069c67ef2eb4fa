#include "ui/dialogs/bankdetailsform.h"

#include "ui/desktop/dialogdraft.h"

#include "core/domain/bankdetails.h"
#include "ui/dialogs/problemlabel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

using Field = BankDetails::Field;

struct Wording
{
    QString account;
    QString accountHint;
    QString document;
    QString documentHint;
};

// Each country's words for its account number and the holder's document.
Wording wordingFor(const QString &country)
{
    if (country == u"cl")
        return {BankDetailsForm::tr("Account number:"), BankDetailsForm::tr("Digits only, e.g. 00123456789"),
                BankDetailsForm::tr("Holder's RUT:"), BankDetailsForm::tr("e.g. 11.111.111-1 (check digit 0-9 or K)")};
    if (country == u"co")
        return {BankDetailsForm::tr("Account number:"), BankDetailsForm::tr("Digits only, 6 to 20"),
                BankDetailsForm::tr("Holder's NIT or cédula:"),
                BankDetailsForm::tr("e.g. 800197268-4 (NIT) or 1020304050")};
    if (country == u"mx")
        return {BankDetailsForm::tr("CLABE:"), BankDetailsForm::tr("18 digits, e.g. 032180000118359719"),
                BankDetailsForm::tr("Holder's RFC:"), BankDetailsForm::tr("e.g. GODE561231GR8")};
    return {BankDetailsForm::tr("Account:"), BankDetailsForm::tr("e.g. 123456-7 (digit after a hyphen)"),
            BankDetailsForm::tr("Holder's CPF or CNPJ:"), BankDetailsForm::tr("e.g. 853.513.468-93 or 11.222.333/0001-81")};
}

// Shown in the interface's language, sent as the English word (CONTRACT.md: the values are not
// public, so the words are suggestions and any other text goes out as typed).
QString accountTypeLabel(const QString &type)
{
    if (type == u"checking")
        return BankDetailsForm::tr("checking", "bank account type");
    if (type == u"savings")
        return BankDetailsForm::tr("savings", "bank account type");
    if (type == u"salary")
        return BankDetailsForm::tr("salary", "bank account type");
    if (type == u"payment")
        return BankDetailsForm::tr("payment", "bank account type");
    if (type == u"vista")
        return BankDetailsForm::tr("demand (vista)", "bank account type: Chile's cuenta vista or CuentaRUT");
    return type;
}

} // namespace

BankDetailsForm::BankDetailsForm(const QString &country, QWidget *parent)
    : QGroupBox(tr("Customer's bank details (optional)"), parent), m_country(country), m_form(new QFormLayout(this))
{
    setObjectName(u"bankInfoGroup"_s);
    // Customer data: kept out of the unencrypted dialog drafts.
    setProperty(DialogDraft::NeverDrafted, true);
    const Wording words = wordingFor(country);
    const auto uses = [&country](Field field) { return BankDetails::countryUses(field, country); };
    m_bankName = addEdit(u"bankNameEdit"_s, tr("Bank name:"), {});
    if (uses(Field::Branch))
        m_branch = addEdit(u"bankBranchEdit"_s, tr("Branch (agência):"), tr("e.g. 1234-5 (branch digit after a hyphen)"));
    m_account = addEdit(u"bankAccountEdit"_s, words.account, words.accountHint);
    if (uses(Field::AccountType))
        addAccountTypes();
    if (uses(Field::BankDetails))
        m_bankDetails = addEdit(u"bankDetailsEdit"_s, tr("Bank details:"), tr("Only for one particular Brazilian state bank"));
    m_holderDocument = addEdit(u"holderDocumentEdit"_s, words.document, words.documentHint);
    m_holderName = addEdit(u"holderNameEdit"_s, tr("Holder's name:"), {});
    m_problems = newProblemLabel(u"bankInfoError"_s, this);
    m_form->addRow(m_problems);
}

QLineEdit *BankDetailsForm::addEdit(const QString &objectName, const QString &label, const QString &hint)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setMaxLength(200);
    edit->setPlaceholderText(hint);
    m_form->addRow(label, edit);
    connect(edit, &QLineEdit::textChanged, this, &BankDetailsForm::changed);
    return edit;
}

void BankDetailsForm::addAccountTypes()
{
    m_accountType = new QComboBox(this);
    m_accountType->setObjectName(u"accountTypeCombo"_s);
    m_accountType->setEditable(true);
    m_accountType->addItem(QString());
    for (const QString &type : BankDetails::accountTypesFor(m_country))
        m_accountType->addItem(accountTypeLabel(type), type);
    m_form->addRow(tr("Account type:"), m_accountType);
    connect(m_accountType, &QComboBox::currentTextChanged, this, &BankDetailsForm::changed);
}

QList<QWidget *> BankDetailsForm::fields() const
{
    QList<QWidget *> used;
    for (QWidget *field : std::initializer_list<QWidget *>{m_bankName, m_branch, m_account, m_accountType, m_bankDetails,
                                                           m_holderDocument, m_holderName}) {
        if (field)
            used.append(field);
    }
    return used;
}

QString BankDetailsForm::text(const QLineEdit *edit)
{
    return edit ? edit->text().trimmed() : QString();
}

std::optional<BankInfo> BankDetailsForm::bankInfo() const
{
    QString accountType = m_accountType ? m_accountType->currentText().trimmed() : QString();
    if (const int suggestion = m_accountType ? m_accountType->findText(accountType) : -1; suggestion > 0)
        accountType = m_accountType->itemData(suggestion).toString();   // "poupança" is sent as "savings"
    BankInfo info{text(m_bankName),    text(m_branch),         text(m_account),   accountType,
                  text(m_bankDetails), text(m_holderDocument), text(m_holderName)};
    if (info.isEmpty())
        return std::nullopt;
    return info;
}

} // namespace dd
