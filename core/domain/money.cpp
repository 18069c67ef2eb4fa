#include "core/domain/money.h"

#include "core/domain/currency.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace dd {

QString amountErrorText(AmountError error)
{
    switch (error) {
    case AmountError::Empty:
        return QCoreApplication::translate("dd::Money", "Enter an amount.");
    case AmountError::NotANumber:
        return QCoreApplication::translate("dd::Money", "Not a valid amount: use digits and at most one decimal mark.");
    case AmountError::TooManyDecimals:
        return QCoreApplication::translate("dd::Money", "Too many decimal places.");
    case AmountError::Negative:
        return QCoreApplication::translate("dd::Money", "The amount cannot be negative.");
    case AmountError::Zero:
        return QCoreApplication::translate("dd::Money", "The amount must be greater than zero.");
    case AmountError::TooLarge:
        return QCoreApplication::translate("dd::Money", "The amount is too large.");
    }
    return {};
}

QString amountErrorText(AmountError error, const QString &currency)
{
    if (error != AmountError::TooManyDecimals || currency.isEmpty())
        return amountErrorText(error);
    const int exponent = Currency::exponent(currency);
    if (exponent == 0)
        return QCoreApplication::translate("dd::Money", "%1 amounts have no decimal places: enter whole units.").arg(currency);
    return QCoreApplication::translate("dd::Money", "%1 amounts have at most %2 decimal places.").arg(currency).arg(exponent);
}

namespace Decimal {

namespace {
constexpr qint64 pow10(int n)
{
    qint64 r = 1;
    while (n-- > 0)
        r *= 10;
    return r;
}
} // namespace

Result<qint64, AmountError> parse(QStringView text, int scale, Sign sign)
{
    if (text.isEmpty())
        return AmountError::Empty;
    bool negative = false;
    qsizetype i = 0;
    if (text.front() == u'-') {
        negative = true;
        i = 1;
    }
    if (i == text.size())
        return AmountError::NotANumber;

    // Whole units below 10^15, and below what still fits a qint64 once scaled and the fraction
    // added (about 9.2 * 10^14 at scale 4): larger is TooLarge, never an overflow.
    const qint64 wholeLimit = std::min(Q_INT64_C(1'000'000'000'000'000),
                                       std::numeric_limits<qint64>::max() / pow10(scale));
    qint64 whole = 0;
    qsizetype wholeDigits = 0;
    for (; i < text.size() && text[i].isDigit() && text[i].unicode() < 128; ++i) {
        whole = whole * 10 + (text[i].unicode() - u'0');
        if (whole >= wholeLimit)
            return AmountError::TooLarge;
        ++wholeDigits;
    }
    if (wholeDigits == 0)
        return AmountError::NotANumber;

    qint64 fraction = 0;
    int fractionDigits = 0;
    if (i < text.size() && text[i] == u'.') {
        ++i;
        const qsizetype start = i;
        for (; i < text.size() && text[i].isDigit() && text[i].unicode() < 128; ++i) {
            if (fractionDigits == scale)
                return AmountError::TooManyDecimals;
            fraction = fraction * 10 + (text[i].unicode() - u'0');
            ++fractionDigits;
        }
        if (i == start)
            return AmountError::NotANumber;
    }
    if (i != text.size())
        return AmountError::NotANumber;

    qint64 units = whole * pow10(scale) + fraction * pow10(scale - fractionDigits);
    if (negative)
        units = -units;
    if (units < 0 && sign != Sign::Any)
        return AmountError::Negative;
    if (units == 0 && negative && sign != Sign::Any)
        return AmountError::Negative;
    if (units == 0 && sign == Sign::PositiveOnly)
        return AmountError::Zero;
    return units;
}

Result<qint64, AmountError> fromJson(const QJsonValue &value, int scale, Sign sign)
{
    if (value.isString())
        return parse(value.toString(), scale, sign);
    if (!value.isDouble())
        return value.isNull() || value.isUndefined() ? AmountError::Empty : AmountError::NotANumber;
    const double d = value.toDouble();
    QString text = QString::number(d, 'f', QLocale::FloatingPointShortest);
    int significant = 0;
    for (const QChar c : std::as_const(text))
        significant += c.isDigit() ? 1 : 0;
    if (significant > 15)
        return AmountError::TooLarge;
    return parse(text, scale, sign);
}

QString format(qint64 units, int scale)
{
    const bool negative = units < 0;
    // Work in unsigned so that the most negative value formats too.
    const quint64 magnitude = negative ? quint64(0) - quint64(units) : quint64(units);
    const quint64 divisor = quint64(pow10(scale));
    QString text = QString::number(magnitude / divisor);
    if (scale > 0)
        text += u'.' + QString::number(magnitude % divisor).rightJustified(scale, u'0');
    return negative ? u'-' + text : text;
}

} // namespace Decimal

Result<Money, AmountError> Money::parse(QStringView text, const QString &currency, Sign sign)
{
    auto units = Decimal::parse(text, Scale, sign);
    if (!units)
        return units.error();
    if (*units > MaxHundredths || *units < -MaxHundredths)
        return AmountError::TooLarge;
    if (!Currency::admits(*units, currency))
        return AmountError::TooManyDecimals;
    return Money(*units, currency);
}

QString Money::toPlainString() const
{
    if (Currency::exponent(m_currency) == 0 && Currency::admits(m_hundredths, m_currency))
        return QString::number(m_hundredths / 100);
    return toDecimalString();
}

Result<Money, AmountError> Money::fromJson(const QJsonValue &value, const QString &currency, Sign sign)
{
    auto units = Decimal::fromJson(value, Scale, sign);
    if (!units)
        return units.error();
    if (*units > MaxHundredths || *units < -MaxHundredths)
        return AmountError::TooLarge;
    return Money(*units, currency);
}

} // namespace dd
