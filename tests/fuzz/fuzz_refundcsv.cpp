// Fuzz target: the bulk refunds CSV reader (core/sync/refundcsv, `refunds --from-csv`). Any file
// reads to rows without a crash; line numbers rise and skip the header; a row without a problem has
// three or four fields; and every row written back quoted reads again to the same fields.
#include "core/sync/refundcsv.h"

#include <QByteArray>
#include <QStringTokenizer>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    const QList<dd::RefundCsvRow> rows = dd::RefundCsv::parse(content);
    int previous = 1;
    for (const dd::RefundCsvRow &row : rows) {
        if (row.line <= previous)
            std::abort();
        previous = row.line;
        const QStringList values{row.hash, row.amount, row.description, row.merchantRefundCode};
        QStringList quotedValues;
        for (const QString &value : values)
            quotedValues.append(dd::RefundCsv::quoted(value));
        if (dd::RefundCsv::fields(quotedValues.join(u',')) != values)
            std::abort();
    }
    const QString text = QString::fromUtf8(content);
    for (const QStringView line : QStringTokenizer(text, u'\n')) {
        const QStringList fields = dd::RefundCsv::fields(line);
        if (fields.isEmpty())
            std::abort();
        for (const QString &field : fields) {
            if (field != field.trimmed())
                std::abort();
        }
    }
    return 0;
}
