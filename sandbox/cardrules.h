#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace dd::sandbox::cardrules {

bool luhnValid(QByteArrayView digits);
// Network code ("visa", "mastercard", "amex", "elo", "hipercard", "diners", "discover") or empty.
QByteArray networkOf(QByteArrayView number);
// Documented test numbers that decline: 4000000000000002, 5105105105105100.
bool isDecliningTestCard(QByteArrayView number);
// Card due date `MM/YYYY` (network tokens also accept `MM/YY`); returns false on a bad format.
bool parseDueDate(QByteArrayView text, int *month, int *year, bool allowTwoDigitYear);

// Mexican CLABE: 18 digits whose last digit is the weighted (3,7,1) mod-10 check digit.
bool clabeValid(QByteArrayView clabe);
QByteArray clabeWithCheckDigit(QByteArrayView seventeenDigits);

} // namespace dd::sandbox::cardrules
