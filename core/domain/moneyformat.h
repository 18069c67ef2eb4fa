#pragma once

// Money shown to people: exact digits from integer hundredths in the locale's pattern and marks,
// with the payment currency's symbol. In core so that dialogs (which do not use the models
// layer) and models show amounts the same way.

#include <QLocale>
#include <QString>

namespace dd {

// "R$ 1.234,56" (pt_BR, BRL), "$1,234.56" (en_US, USD), "US$ 12,00" (pt_BR, USD): the digits come
// from integer arithmetic, never from a double; the symbol's place and the sign follow the locale.
// The C locale has no currency pattern and is read as en_US.
QString formatMoney(qint64 hundredths, const QString &currency, const QLocale &locale = QLocale());
// The currency's own decimals (ISO 4217): CLP shows "CLP$ 500.000", never ",00". An amount finer
// than the currency's unit (a stray cent on a peso amount) keeps two decimals: never rounded away.
//
// 123456 → "1.234,56" in the locale's own digits and marks, without symbol, with two decimals.
QString formatAmount(qint64 hundredths, const QLocale &locale = QLocale());
// The same with the currency's decimals: (50000000, "CLP", es_CL) → "500.000".
QString formatAmount(qint64 hundredths, const QString &currency, const QLocale &locale = QLocale());
// A report's amount: the currency's decimals in the locale's marks, then the ISO code, so that
// a page listing several currencies reads the same for each: "1.234.567 CLP", "1,234.56 MXN".
QString formatAmountAndCode(qint64 hundredths, const QString &currency, const QLocale &locale = QLocale());
// The symbol shown for a currency in a locale: the locale's own symbol for its currency, an
// unambiguous one ("US$", "MX$") for the others, the ISO code when none is known.
QString currencySymbol(const QString &currency, const QLocale &locale = QLocale());

} // namespace dd
