// Fuzz target: the bulk refunds CSV reader (core/sync/refundcsv, `refunds --from-csv`). Any file
// reads to rows without a crash; line numbers rise and skip the header; every field is trimmed; and
// the first rows written back quoted read again to the same fields (a longer file only repeats what
// they check, and the round trip costs three times the parse under ASan).
#include "core/sync/refundcsv.h"

#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<dd::RefundCsvRow> rows = dd::RefundCsv::parse(content);
    constexpr int RoundTripRows = 16;
    int previous = 1;
    int checked = 0;
    for (const dd::RefundCsvRow &row : rows) {
        if (row.line <= previous)
            std::abort();
        previous = row.line;
        for (const QString *value : {&row.hash, &row.amount, &row.description, &row.merchantRefundCode}) {
            if (*value != value->trimmed())
                std::abort();
        }
        if (++checked > RoundTripRows)
            continue;
        const QStringList values{row.hash, row.amount, row.description, row.merchantRefundCode};
        using dd::RefundCsv::quoted;
        const QString written = quoted(row.hash) + u',' + quoted(row.amount) + u',' + quoted(row.description) + u','
            + quoted(row.merchantRefundCode);
        if (dd::RefundCsv::fields(written) != values)
            std::abort();
    }
    return 0;
}
