#pragma once

#include "core/domain/money.h"
#include "core/domain/result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace dd {

// Reads an amount typed in the user's locale ("1.234,56" style marks are the locale's, never
// guessed). Refuses what could be read two ways: both '.' and ',' in one amount, a group
// separator in the wrong place or after the decimal mark, a second decimal mark.
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
