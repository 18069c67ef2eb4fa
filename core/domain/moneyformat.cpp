#include "core/domain/moneyformat.h"

#include "core/domain/currency.h"

#include <QHash>

namespace dd {

namespace {

const QChar CurrencyMark(0x00A4);   // ¤: stands for the symbol in the locale's pattern

// The symbol everybody reads unambiguously when the currency is not the locale's own.
QString internationalSymbol(const QString &currency)
{
    static const QHash<QString, QString> symbols = {
        {QStringLiteral("BRL"), QStringLiteral("R$")},   {QStringLiteral("USD"), QStringLiteral("US$")},
        {QStringLiteral("MXN"), QStringLiteral("MX$")},  {QStringLiteral("CLP"), QStringLiteral("CLP$")},
        {QStringLiteral("COP"), QStringLiteral("COL$")}, {QStringLiteral("ARS"), QStringLiteral("AR$")},
        {QStringLiteral("UYU"), QStringLiteral("$U")},   {QStringLiteral("PEN"), QStringLiteral("S/")},
        {QStringLiteral("BOB"), QStringLiteral("Bs")},   {QStringLiteral("EUR"), QStringLiteral("€")},
        {QStringLiteral("GBP"), QStringLiteral("£")},    {QStringLiteral("CAD"), QStringLiteral("CA$")},
    };
    return symbols.value(currency, currency);
}

} // namespace

QString currencySymbol(const QString &currency, const QLocale &locale)
{
    if (currency.isEmpty())
        return {};
    if (locale.currencySymbol(QLocale::CurrencyIsoCode) == currency) {
        const QString own = locale.currencySymbol(QLocale::CurrencySymbol);
        if (!own.isEmpty())
            return own;
    }
    return internationalSymbol(currency);
}

namespace {

quint64 magnitudeOf(qint64 hundredths)
{
    return hundredths < 0 ? quint64(0) - quint64(hundredths) : quint64(hundredths);
}

// How many decimals an amount shows: the currency's, unless that would drop a sub-unit.
bool showsCents(quint64 magnitude, const QString &currency)
{
    return currency.isEmpty() || Currency::exponent(currency) > 0 || magnitude % 100 != 0;
}

// Whole units and cents split with integers; the locale groups the whole part exactly.
QString unsignedAmount(quint64 magnitude, const QLocale &locale, const QString &currency = QString())
{
    const quint64 whole = magnitude / 100;
    const int cents = int(magnitude % 100);
    if (!showsCents(magnitude, currency))
        return locale.toString(qulonglong(whole));
    QString centsText = locale.toString(cents);
    if (cents < 10)
        centsText.prepend(locale.zeroDigit());
    return locale.toString(qulonglong(whole)) + locale.decimalPoint() + centsText;
}

} // namespace

QString formatAmount(qint64 hundredths, const QLocale &locale)
{
    return formatAmount(hundredths, QString(), locale);
}

QString formatAmount(qint64 hundredths, const QString &currency, const QLocale &locale)
{
    const QString text = unsignedAmount(magnitudeOf(hundredths), locale, currency);
    return hundredths < 0 ? locale.negativeSign() + text : text;
}

QString formatAmountAndCode(qint64 hundredths, const QString &currency, const QLocale &locale)
{
    return formatAmount(hundredths, currency, locale) + QLatin1Char(' ') + currency;
}

QString formatMoney(qint64 hundredths, const QString &currency, const QLocale &requested)
{
    // The C locale has no currency pattern of its own (Qt puts the symbol after the number:
    // "2,188.90R$"); it is read as American English, the notation C programs print.
    const QLocale locale =
        requested.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : requested;
    // The locale's currency pattern (symbol before or after, space or not, sign placement) is
    // read from an integer sample and filled with the exact digits.
    const bool negative = hundredths < 0;
    const QString pattern = locale.toCurrencyString(qlonglong(negative ? -1 : 1), QString(CurrencyMark));
    const QString one = locale.toString(1);
    const QString number = unsignedAmount(magnitudeOf(hundredths), locale, currency);
    const QString symbol = currencySymbol(currency, locale);
    QString result;
    bool numberPlaced = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern.at(i) == CurrencyMark) {
            result += symbol;
        } else if (!numberPlaced && QStringView(pattern).mid(i).startsWith(one)) {
            result += number;
            numberPlaced = true;
            i += one.size() - 1;
        } else {
            result += pattern.at(i);
        }
    }
    if (!numberPlaced)   // an unexpected pattern: fall back to "symbol number"
        return symbol + QLatin1Char(' ') + (negative ? locale.negativeSign() : QString()) + number;
    return result;
}

} // namespace dd
