#include "core/domain/currency.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace dd::Currency {

namespace {

struct Entry
{
    const char16_t *code;
    int exponent;
};

// ISO 4217 (amendment 176): the Latin-American currencies, the two the gateway settles in
// besides them (USD, EUR), and a few a merchant meets in exports. Sorted by code.
constexpr std::array<Entry, 24> Table{{
    {u"ARS", 2}, {u"BOB", 2}, {u"BRL", 2}, {u"CAD", 2}, {u"CLP", 0}, {u"COP", 2},
    {u"CRC", 2}, {u"DOP", 2}, {u"EUR", 2}, {u"GBP", 2}, {u"GTQ", 2}, {u"HNL", 2},
    {u"JPY", 0}, {u"KRW", 0}, {u"MXN", 2}, {u"NIO", 2}, {u"PAB", 2}, {u"PEN", 2},
    {u"PYG", 0}, {u"SVC", 2}, {u"USD", 2}, {u"UYI", 0}, {u"UYU", 2}, {u"VES", 2},
}};

} // namespace

std::optional<int> knownExponent(QStringView code)
{
    for (const Entry &entry : Table) {
        if (code == QStringView(entry.code))
            return entry.exponent;
    }
    return std::nullopt;
}

int exponent(QStringView code)
{
    return knownExponent(code).value_or(2);
}

bool admits(qint64 hundredths, QStringView code)
{
    qint64 unit = 1;
    for (int digits = exponent(code); digits < 2; ++digits)
        unit *= 10;
    return hundredths % unit == 0;
}

QString local(QStringView country)
{
    static const QList<std::pair<QStringView, QString>> locals{
        {u"ar", u"ARS"_s}, {u"bo", u"BOB"_s}, {u"br", u"BRL"_s}, {u"cl", u"CLP"_s}, {u"co", u"COP"_s},
        {u"cr", u"CRC"_s}, {u"ec", u"USD"_s}, {u"gt", u"GTQ"_s}, {u"mx", u"MXN"_s}, {u"pa", u"USD"_s},
        {u"pe", u"PEN"_s}, {u"py", u"PYG"_s}, {u"sv", u"USD"_s}, {u"uy", u"UYU"_s},
    };
    for (const auto &[code, currency] : locals) {
        if (code == country)
            return currency;
    }
    return {};
}

QStringList codes()
{
    QStringList list;
    for (const Entry &entry : Table)
        list.append(QString::fromUtf16(entry.code));
    return list;
}

} // namespace dd::Currency
