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

// The whole units with the locale's digits and group separator. Below 10,000 Qt writes them (it
// leaves 1234 ungrouped where the locale does, as Spain's); above, Qt 6.4 keeps only the last
// separator in such a locale (1534.325 for Spain's 1.534.325), so the groups of three are made here.
QString groupedWhole(quint64 whole, const QLocale &locale)
{
    if (whole < 10'000 || locale.numberOptions().testFlag(QLocale::OmitGroupSeparator))
        return locale.toString(qulonglong(whole));
    const QString ascii = QString::number(whole);
    QString grouped;
    for (qsizetype i = 0; i < ascii.size(); ++i) {
        if (i > 0 && (ascii.size() - i) % 3 == 0)
            grouped += locale.groupSeparator();
        grouped += locale.toString(ascii.at(i).digitValue());
    }
    return grouped;
}

// Whole units and cents split with integers, so that no digit goes through a floating point.
QString unsignedAmount(quint64 magnitude, const QLocale &locale, const QString &currency = QString())
{
    const quint64 whole = magnitude / 100;
    const int cents = int(magnitude % 100);
    if (!showsCents(magnitude, currency))
        return groupedWhole(whole, locale);
    QString centsText = locale.toString(cents);
    if (cents < 10)
        centsText.prepend(locale.zeroDigit());
    return groupedWhole(whole, locale) + locale.decimalPoint() + centsText;
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
