#pragma once

#include "core/domain/money.h"
#include "core/domain/result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace dd {

// Reads an amount typed in the user's locale; the marks are the locale's, never guessed. The rule
// (README ▸ Translations): digits and at most one decimal mark, the locale's (',' in pt_BR and
// es_ES, '.' in en_US and es_MX), with one or two digits after it. Thousands separators are
// optional and count only in an amount that also has its decimal mark, in groups of three:
// "1.234,56" is R$ 1.234,56 in pt_BR, but "1.234" alone is refused as ambiguous (a thousand, or
// 1.234 typed the English way?), and so is "12.50". Also refused: a separator in the wrong place
// or after the decimal mark, a second decimal mark, more than two decimals, zero, other digits.
struct LocalizedAmountError
{
    enum class Kind { Empty, NotANumber, Ambiguous, MisplacedGrouping, TooManyDecimals, Zero, TooLarge };
    Kind kind = Kind::NotANumber;
    QString message() const;   // translated, names the locale's decimal mark where it helps
    QChar decimalMark;

    Q_DECLARE_TR_FUNCTIONS(dd::LocalizedAmount)
};

Result<qint64, LocalizedAmountError> parseLocalizedAmount(const QString &text, const QLocale &locale);
// "1.234,56" in a locale with ',' as decimal mark: how an amount is shown in a field.
QString formatLocalizedAmount(qint64 hundredths, const QLocale &locale);

} // namespace dd
