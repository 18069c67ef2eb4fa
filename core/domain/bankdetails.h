#pragma once

#include "core/domain/payment.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace dd::BankDetails {

// Spec 2.5: the customer's bank details in a refund, as each country's banks write them.
// Brazil: bank, branch (agência) and account, each with its check digit after a hyphen, account
// type, the state bank's extra details, and the holder's CPF or CNPJ. Chile: bank, account number
// (digits), account type (corriente, vista, ahorro) and the holder's RUT. Colombia: bank, account
// number, type (ahorros, corriente) and the holder's NIT or cédula. Mexico: bank and the 18-digit
// CLABE, which carries bank, branch and account in one number, and the holder's RFC.
enum class Field { BankName, Branch, Account, AccountType, BankDetails, HolderDocument, HolderName };

// The fields a country's refunds carry (none for a country without bank details).
QList<Field> fieldsFor(QStringView country);
bool countryUses(Field field, QStringView country);
// bank_info's key of a field: "bank_branch".
QString key(Field field);
// The account types a country's banks have, as the words sent ("checking", "savings", …). The
// gateway publishes no list, so these are suggestions and any other text is sent as typed.
QStringList accountTypesFor(QStringView country);

struct Problem
{
    QString field;     // "bank_info.bank_account"
    QString message;   // translated
};

// The country's own rules: a branch where it has none, the account's form (Mexico's CLABE with its
// check digit, Chile's and Colombia's digits) and the holder's document with its check digits.
// The form every country shares (digits, a check digit after a hyphen) is RequestValidator's.
QList<Problem> check(const BankInfo &bank, QStringView country);

} // namespace dd::BankDetails
