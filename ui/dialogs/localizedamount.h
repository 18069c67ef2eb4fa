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
// With a currency, its ISO 4217 decimals rule instead of two: a peso (CLP) takes none, so "500,5"
// is refused, and a separator alone cannot be a decimal mark there: "500.000" in es_CL is five
// hundred thousand pesos. In es_MX, where '.' is the decimal mark, "500.000" CLP is refused (it
// reads as three decimals), never silently read as 500 or as 500000.
struct LocalizedAmountError
{
    enum class Kind { Empty, NotANumber, Ambiguous, MisplacedGrouping, TooManyDecimals, Zero, TooLarge };
    Kind kind = Kind::NotANumber;
    QString message() const;   // translated, names the locale's decimal mark where it helps
    QChar decimalMark;
    QString currency;          // names it in TooManyDecimals

    Q_DECLARE_TR_FUNCTIONS(dd::LocalizedAmount)
};

Result<qint64, LocalizedAmountError> parseLocalizedAmount(const QString &text, const QLocale &locale,
                                                          const QString &currency = QString());
// "1.234,56" in a locale with ',' as decimal mark: how an amount is shown in a field, grouped as
// the parser reads it back; with a currency, in its decimals ("500.000" for CLP in es_CL).
QString formatLocalizedAmount(qint64 hundredths, const QLocale &locale, const QString &currency = QString());

} // namespace dd
