// Fuzz target: the XLSX order file reader (core/reconcile: the ZIP directory, raw inflate, the
// workbook's parts and the streamed sheet). Any bytes end in rows or one clear refusal without a
// crash; row numbers rise; a refusal names what was refused; once it refuses, it stays refused.
#include "core/reconcile/xlsxsheet.h"

#include <QBuffer>
#include <QByteArray>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer device(&content);
    device.open(QIODevice::ReadOnly);
    auto opened = dd::reconcile::XlsxSheetReader::open(device);
    if (!opened) {
        if (opened.error().isEmpty())
            std::abort();
        return 0;
    }
    dd::reconcile::XlsxSheetReader &sheet = *opened.value();
    qint64 previous = 0;
    qsizetype width = -1;
    for (;;) {
        const auto step = sheet.next();
        if (step == dd::reconcile::OrderRecords::Step::End)
            break;
        if (step == dd::reconcile::OrderRecords::Step::Failed) {
            if (sheet.errorString().isEmpty() || sheet.next() != dd::reconcile::OrderRecords::Step::Failed)
                std::abort();
            break;
        }
        if (sheet.line() <= previous || sheet.fields().size() > dd::reconcile::XlsxSheetReader::MaxColumns)
            std::abort();
        if (width < 0)
            width = sheet.fields().size();
        if (sheet.fields().size() < width)   // every row is as wide as the header at least
            std::abort();
        previous = sheet.line();
    }
    return 0;
}
