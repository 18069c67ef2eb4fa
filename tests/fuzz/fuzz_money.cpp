// Fuzz target: exact amount parsing. Whatever the text, parsing never crashes, and whatever it
// accepts formats back to a text that parses to the same value.
#include "core/domain/money.h"

#include <QString>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    for (int scale : {2, 4}) {
        for (dd::Sign sign : {dd::Sign::PositiveOnly, dd::Sign::ZeroOrPositive, dd::Sign::Any}) {
            const auto parsed = dd::Decimal::parse(text, scale, sign);
            if (!parsed)
                continue;
            const QString formatted = dd::Decimal::format(*parsed, scale);
            const auto again = dd::Decimal::parse(formatted, scale, dd::Sign::Any);
            if (!again || *again != *parsed)
                std::abort();
        }
    }
    const auto money = dd::Money::parse(text, QStringLiteral("BRL"));
    if (money && (money->hundredths() < 0 || money->hundredths() > dd::Money::MaxHundredths))
        std::abort();
    return 0;
}
