#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace dd::TaxDocument {

// National identity and tax numbers with their check digits, as the gateway's countries write
// them. Each accepts the usual punctuation (dots, a hyphen, a slash, spaces) and nothing else.

// The digits of a document typed with its punctuation; nullopt when anything else is in it.
std::optional<QString> digitsOf(QStringView text);

// Brazil: CPF (11 digits, two check digits, mod 11) and CNPJ (14 digits, two check digits).
bool isCpf(QStringView text);
bool isCnpj(QStringView text);
QString cpfCheckDigits(QStringView firstNine);      // "09" for "123456789"
QString cnpjCheckDigits(QStringView firstTwelve);

// Chile: RUT/RUN, the number and its check digit (0-9 or K) after an optional hyphen.
bool isRut(QStringView text);
QChar rutCheckDigit(QStringView body);               // '5' for "12345678", 'K' for "10000013"

// Colombia: NIT with its check digit after a hyphen (DIAN's prime weights), or a cédula de
// ciudadanía (CC: 5 to 10 digits, no check digit).
bool isNit(QStringView text);
bool isCedula(QStringView text);
int nitCheckDigit(QStringView body);

// Mexico: CLABE, the 18-digit interbank account number with its weighted (3, 7, 1) check digit;
// RFC, the tax number (3 letters for a company or 4 for a person, a YYMMDD date, 3 characters).
bool isClabe(QStringView text);
int clabeCheckDigit(QStringView firstSeventeen);
bool isRfc(QStringView text);

// What is wrong with a person's or company's document for a lowercase country code, translated;
// "" when it is well formed or when the country has no rule here.
QString problemFor(QStringView document, QStringView country);

} // namespace dd::TaxDocument
