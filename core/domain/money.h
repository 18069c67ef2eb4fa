#pragma once

#include "core/domain/result.h"

#include <QJsonValue>
#include <QString>
#include <QStringView>
#include <QtGlobal>

namespace dd {

// Why an amount text was refused. Every parse is exact: digits are read as digits, never
// through a double.
enum class AmountError {
    Empty,
    NotANumber,       // letters, exponent notation, stray signs or separators
    TooManyDecimals,  // more fractional digits than the scale allows
    Negative,         // a minus sign where only positive amounts make sense
    Zero,             // zero where a positive amount is required
    TooLarge,         // beyond what fits, with room to add up a million of them
};

QString amountErrorText(AmountError error);
// The same, naming the currency where it decides (TooManyDecimals: "CLP amounts have no decimal
// places.").
QString amountErrorText(AmountError error, const QString &currency);

enum class Sign { PositiveOnly, ZeroOrPositive, Any };

// Fixed-point decimal parsing and formatting with a given number of fractional digits.
namespace Decimal {
// Parses "12", "12.3", "12.34", "-1.5" (when Sign allows). Rejects "1e3", " 12", "12.", ".5",
// "1,5" and anything with more than `scale` decimals. The decimal mark is '.'.
Result<qint64, AmountError> parse(QStringView text, int scale, Sign sign = Sign::ZeroOrPositive);
// A JSON value that is a decimal string or a JSON number. JSON numbers arrive as doubles from
// QJsonDocument; their shortest round-trip text is the literal the sender wrote as long as it
// had at most 15 significant digits, so that text is parsed, and longer ones are refused.
Result<qint64, AmountError> fromJson(const QJsonValue &value, int scale, Sign sign = Sign::ZeroOrPositive);
// "1234.50" for (123450, 2); "-0.05" for (-5, 2).
QString format(qint64 units, int scale);
} // namespace Decimal

// An amount of money: an exact count of hundredths plus an ISO 4217 currency code.
class Money
{
public:
    static constexpr int Scale = 2;
    // Large enough for any payment, small enough that a million of them never overflow.
    static constexpr qint64 MaxHundredths = Q_INT64_C(100'000'000'000'000); // 1e12 whole units

    Money() = default;
    Money(qint64 hundredths, QString currency) : m_hundredths(hundredths), m_currency(std::move(currency)) {}

    // Also refuses an amount finer than the currency's minor unit (TooManyDecimals): "500000.50"
    // for CLP. Trailing zeros are not finer: "500000.00" CLP is the wire's form of 500000 pesos.
    static Result<Money, AmountError> parse(QStringView text, const QString &currency, Sign sign = Sign::ZeroOrPositive);
    static Result<Money, AmountError> fromJson(const QJsonValue &value, const QString &currency, Sign sign = Sign::ZeroOrPositive);

    qint64 hundredths() const { return m_hundredths; }
    const QString &currency() const { return m_currency; }
    bool isZero() const { return m_hundredths == 0; }
    bool isValid() const { return m_currency.size() == 3; }

    // "12.34": the form the API uses in bodies and answers.
    QString toDecimalString() const { return Decimal::format(m_hundredths, Scale); }
    // "500000" for CLP, "12.34" for BRL: the currency's own decimals, for people reading plain
    // text (an amount finer than the currency's unit keeps its two decimals, never rounded).
    QString toPlainString() const;

    friend bool operator==(const Money &, const Money &) = default;

private:
    qint64 m_hundredths = 0;
    QString m_currency;
};

// A currency rate with four decimals, as the API sends `currency_rate`.
struct CurrencyRate
{
    static constexpr int Scale = 4;
    qint64 tenThousandths = 0;
    QString toDecimalString() const { return Decimal::format(tenThousandths, Scale); }
    friend bool operator==(const CurrencyRate &, const CurrencyRate &) = default;
};

} // namespace dd
