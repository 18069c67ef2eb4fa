#include "ui/dialogs/boletocode.h"

#include <array>

namespace dd::BoletoCode {

namespace {

QString digitsOf(const QString &answer)
{
    QString digits;
    for (QChar c : answer) {
        if (c.isDigit() && c.unicode() < 128)
            digits.append(c);
        else if (c != u'.' && c != u' ')
            return {};   // not a code at all
    }
    return digits;
}

} // namespace

int modulo10(QStringView digits)
{
    int sum = 0;
    int weight = 2;
    for (qsizetype i = digits.size() - 1; i >= 0; --i) {
        const int product = (digits.at(i).unicode() - u'0') * weight;
        sum += product / 10 + product % 10;
        weight = weight == 2 ? 1 : 2;
    }
    return (10 - sum % 10) % 10;
}

QString barcodeDigits(const QString &answer)
{
    const QString digits = digitsOf(answer);
    if (digits.size() == 44)
        return digits;
    if (digits.size() != 47)
        return {};
    // Bank and currency, the general check digit, due factor and value, then the free field.
    return digits.left(4) + digits.at(32) + digits.mid(33, 14) + digits.mid(4, 5) + digits.mid(10, 10)
           + digits.mid(21, 10);
}

QString typeableDigits(const QString &answer)
{
    const QString digits = digitsOf(answer);
    if (digits.size() == 47)
        return digits;
    if (digits.size() != 44)
        return {};
    const QString first = digits.left(4) + digits.mid(19, 5);
    const QString second = digits.mid(24, 10);
    const QString third = digits.mid(34, 10);
    const auto withCheck = [](const QString &field) -> QString { return field + QString::number(modulo10(field)); };
    return withCheck(first) + withCheck(second) + withCheck(third) + digits.at(4) + digits.mid(5, 14);
}

QString groupedTypeableLine(const QString &answer)
{
    const QString line = typeableDigits(answer);
    if (line.isEmpty())
        return {};
    return line.left(5) + u'.' + line.mid(5, 5) + u' ' + line.mid(10, 5) + u'.' + line.mid(15, 6) + u' '
           + line.mid(21, 5) + u'.' + line.mid(26, 6) + u' ' + line.at(32) + u' ' + line.mid(33);
}

QList<int> interleaved2of5(const QString &digits, int wide)
{
    // Each digit's five elements, narrow (0) or wide (1).
    static constexpr std::array<std::array<int, 5>, 10> Patterns{{{0, 0, 1, 1, 0}, {1, 0, 0, 0, 1}, {0, 1, 0, 0, 1},
                                                                   {1, 1, 0, 0, 0}, {0, 0, 1, 0, 1}, {1, 0, 1, 0, 0},
                                                                   {0, 1, 1, 0, 0}, {0, 0, 0, 1, 1}, {1, 0, 0, 1, 0},
                                                                   {0, 1, 0, 1, 0}}};
    if (digits.isEmpty() || digits.size() % 2 != 0)
        return {};
    QList<int> widths{1, 1, 1, 1};
    for (qsizetype i = 0; i < digits.size(); i += 2) {
        const QChar bars = digits.at(i);
        const QChar spaces = digits.at(i + 1);
        if (bars < u'0' || bars > u'9' || spaces < u'0' || spaces > u'9')
            return {};
        for (int element = 0; element < 5; ++element) {
            widths.append(Patterns[bars.unicode() - u'0'][element] ? wide : 1);
            widths.append(Patterns[spaces.unicode() - u'0'][element] ? wide : 1);
        }
    }
    widths << wide << 1 << 1;
    return widths;
}

} // namespace dd::BoletoCode
