#include "core/domain/bankdetails.h"

#include "core/domain/method.h"
#include "core/domain/taxdocument.h"

#include <QCoreApplication>

namespace dd::BankDetails {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::BankDetails)
};

QString field(Field f)
{
    return QStringLiteral("bank_info.") + key(f);
}

// Digits only, within bounds: Chilean and Colombian account numbers carry no separate check digit.
bool isAccountNumber(QStringView text, qsizetype min, qsizetype max)
{
    if (text.size() < min || text.size() > max)
        return false;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

void checkAccount(QList<Problem> &problems, const QString &account, QStringView country)
{
    if (account.isEmpty())
        return;
    if (country == u"mx" && !TaxDocument::isClabe(account)) {
        const std::optional<QString> digits = TaxDocument::digitsOf(account);
        problems.append({field(Field::Account),
                         digits && digits->size() == 18
                             ? Text::tr("This CLABE is not valid (check digit).")
                             : Text::tr("Enter the 18-digit CLABE, such as 032180000118359719.")});
    } else if (country == u"cl" && !isAccountNumber(account, 4, 20)) {
        problems.append({field(Field::Account), Text::tr("Enter the account number: 4 to 20 digits, nothing else.")});
    } else if (country == u"co" && !isAccountNumber(account, 6, 20)) {
        problems.append({field(Field::Account), Text::tr("Enter the account number: 6 to 20 digits, nothing else.")});
    }
}

} // namespace

QList<Field> fieldsFor(QStringView country)
{
    if (country == u"br")
        return {Field::BankName,    Field::Branch,         Field::Account,   Field::AccountType,
                Field::BankDetails, Field::HolderDocument, Field::HolderName};
    if (country == u"cl" || country == u"co")
        return {Field::BankName, Field::Account, Field::AccountType, Field::HolderDocument, Field::HolderName};
    if (country == u"mx")
        return {Field::BankName, Field::Account, Field::HolderDocument, Field::HolderName};
    return {};
}

bool countryUses(Field f, QStringView country)
{
    return fieldsFor(country).contains(f);
}

QString key(Field f)
{
    switch (f) {
    case Field::BankName: return QStringLiteral("bank_name");
    case Field::Branch: return QStringLiteral("bank_branch");
    case Field::Account: return QStringLiteral("bank_account");
    case Field::AccountType: return QStringLiteral("account_type");
    case Field::BankDetails: return QStringLiteral("bank_details");
    case Field::HolderDocument: return QStringLiteral("bank_account_holder_document");
    case Field::HolderName: return QStringLiteral("bank_account_holder_name");
    }
    return {};
}

QStringList accountTypesFor(QStringView country)
{
    if (country == u"br")
        return {QStringLiteral("checking"), QStringLiteral("savings"), QStringLiteral("salary"), QStringLiteral("payment")};
    if (country == u"cl")
        return {QStringLiteral("checking"), QStringLiteral("vista"), QStringLiteral("savings")};
    if (country == u"co")
        return {QStringLiteral("savings"), QStringLiteral("checking")};
    return {};
}

QList<Problem> check(const BankInfo &bank, QStringView country)
{
    QList<Problem> problems;
    if (!countryTakesRefundBankInfo(country))
        return problems;
    // Only Brazil's transfers name a branch; the CLABE holds Mexico's, the others need none. The
    // account type is never refused (CONTRACT.md: its values are not public), only not offered.
    if (!bank.bankBranch.isEmpty() && !countryUses(Field::Branch, country))
        problems.append({field(Field::Branch),
                         Text::tr("Transfers in %1 need no branch: leave it empty.").arg(countryName(country))});
    checkAccount(problems, bank.bankAccount, country);
    if (const QString problem = TaxDocument::problemFor(bank.holderDocument, country); !problem.isEmpty())
        problems.append({field(Field::HolderDocument), problem});
    return problems;
}

} // namespace dd::BankDetails
