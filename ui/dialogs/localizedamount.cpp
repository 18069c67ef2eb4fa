#include "ui/dialogs/localizedamount.h"

#include "core/domain/currency.h"

#include <QCoreApplication>

namespace dd {
namespace {

QChar singleChar(const QString &text, QChar fallback)
{
    return text.size() == 1 ? text.at(0) : fallback;
}

bool isSpaceLike(QChar c)
{
    return c == u' ' || c == QChar(0x00A0) || c == QChar(0x202F);
}

LocalizedAmountError failure(LocalizedAmountError::Kind kind, QChar mark, const QString &currency = QString())
{
    return LocalizedAmountError{kind, mark, currency};
}

// Integer part with grouping: the first group 1-3 digits, every later one exactly 3.
bool groupingIsWellPlaced(const QStringList &groups)
{
    if (groups.first().isEmpty() || groups.first().size() > 3)
        return false;
    for (qsizetype i = 1; i < groups.size(); ++i) {
        if (groups.at(i).size() != 3)
            return false;
    }
    return true;
}

} // namespace

QString LocalizedAmountError::message() const
{
    switch (kind) {
    case Kind::Empty: return tr("Enter an amount.");
    case Kind::NotANumber: return tr("Not an amount: use digits and at most one decimal mark (%1).").arg(decimalMark);
    case Kind::Ambiguous:
        return tr("Ambiguous amount: use only '%1' as the decimal mark and leave out thousands separators.")
            .arg(decimalMark);
    case Kind::MisplacedGrouping:
        return tr("The thousands separator is in the wrong place; the decimal mark here is '%1'.").arg(decimalMark);
    case Kind::TooManyDecimals:
        return Currency::exponent(currency) == 2 ? tr("At most two decimal places.")
                                  : amountErrorText(AmountError::TooManyDecimals, currency);
    case Kind::Zero: return tr("The amount must be greater than zero.");
    case Kind::TooLarge: return tr("The amount is too large.");
    }
    return {};
}

Result<qint64, LocalizedAmountError> parseLocalizedAmount(const QString &input, const QLocale &locale,
                                                          const QString &currency)
{
    using Kind = LocalizedAmountError::Kind;
    const QChar decimal = singleChar(locale.decimalPoint(), u'.');
    QChar group = singleChar(locale.groupSeparator(), decimal == u'.' ? u',' : u'.');
    const QString text = input.trimmed();
    if (text.isEmpty())
        return failure(Kind::Empty, decimal);
    QString integerPart = text;
    QString fraction;
    const qsizetype mark = text.indexOf(decimal);
    if (mark >= 0) {
        if (text.indexOf(decimal, mark + 1) >= 0)
            return failure(group == decimal ? Kind::Ambiguous : Kind::NotANumber, decimal);
        integerPart = text.left(mark);
        fraction = text.mid(mark + 1);
        if (fraction.isEmpty() || integerPart.isEmpty())
            return failure(Kind::NotANumber, decimal);
    }
    for (QChar c : fraction) {
        if (c == group || isSpaceLike(c))
            return failure(Kind::MisplacedGrouping, decimal);
        if (!c.isDigit() || c.unicode() > 127)
            return failure(Kind::NotANumber, decimal);
    }
    const int decimals = Currency::exponent(currency);
    if (fraction.size() > decimals)
        return failure(Kind::TooManyDecimals, decimal, currency);
    // Grouping: the locale's separator (or a plain space where the locale groups with a space).
    const bool spaceGroups = isSpaceLike(group);
    QStringList groups{QString()};
    for (QChar c : integerPart) {
        if (c == group || (spaceGroups && isSpaceLike(c))) {
            groups.append(QString());
        } else if (c.isDigit() && c.unicode() <= 127) {
            groups.last().append(c);
        } else {
            const bool otherMark = c == u'.' || c == u',';
            return failure(otherMark ? Kind::MisplacedGrouping : Kind::NotANumber, decimal);
        }
    }
    if (groups.size() > 1 && !groupingIsWellPlaced(groups))
        return failure(Kind::MisplacedGrouping, decimal);
    // "1.234" in pt_BR (or "1,234" in en_US) may be a thousand or a decimal typed the other
    // locale's way: a lone thousands separator counts only beside the decimal mark ("1.234,00"), or
    // in a currency without decimals, where it cannot be anything else. Two or more ("2.400.000", as
    // the window writes amounts) cannot be a decimal mark.
    if (groups.size() == 2 && mark < 0 && decimals > 0)
        return failure(Kind::Ambiguous, decimal);
    const QString plain = groups.join(QString()) + (fraction.isEmpty() ? QString() : u'.' + fraction);
    const Result<qint64, AmountError> parsed = Decimal::parse(plain, Money::Scale, Sign::PositiveOnly);
    if (!parsed) {
        switch (parsed.error()) {
        case AmountError::Empty: return failure(Kind::Empty, decimal);
        case AmountError::TooManyDecimals: return failure(Kind::TooManyDecimals, decimal);
        case AmountError::Zero: return failure(Kind::Zero, decimal);
        case AmountError::TooLarge: return failure(Kind::TooLarge, decimal);
        case AmountError::Negative:
        case AmountError::NotANumber: return failure(Kind::NotANumber, decimal);
        }
    }
    if (parsed.value() == 0)
        return failure(Kind::Zero, decimal);
    return parsed.value();
}

QString formatLocalizedAmount(qint64 hundredths, const QLocale &locale, const QString &currency)
{
    QString text = currency.isEmpty() ? Decimal::format(hundredths, Money::Scale) : Money(hundredths, currency).toPlainString();
    const QChar decimal = singleChar(locale.decimalPoint(), u'.');
    text.replace(u'.', decimal);
    // Grouped in threes as the window shows amounts ("1.234,56", not "1234,56"), where the parser
    // reads the grouped form back to the same amount; ungrouped where it would not (a locale whose
    // separators collide, or a lone separator it would call ambiguous).
    const QChar group = singleChar(locale.groupSeparator(), decimal == u'.' ? u',' : u'.');
    if (group == decimal || (locale.numberOptions() & QLocale::OmitGroupSeparator))
        return text;
    const qsizetype mark = text.indexOf(decimal);
    QString grouped = mark >= 0 ? text.left(mark) : text;
    for (qsizetype at = grouped.size() - 3; at > 0 && grouped.at(at - 1).isDigit(); at -= 3)
        grouped.insert(at, group);
    if (mark >= 0)
        grouped += text.mid(mark);
    const auto again = parseLocalizedAmount(grouped, locale, currency);
    return again && again.value() == hundredths ? grouped : text;
}

} // namespace dd
