#include "ui/reconcile/orderheaders.h"

#include "core/reconcile/csvrecords.h"
#include "core/reconcile/reconciletext.h"

#include <QFile>

namespace dd {

using reconcile::CsvRecordReader;
using reconcile::OrderFileText;

Result<OrderFileHeaders, QString> readOrderFileHeaders(const QString &path, std::optional<QChar> separator)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return OrderFileText::tr("the file cannot be read: %1").arg(file.errorString());
    // The whole file is read once for its encoding: a Latin-1 byte far down decides how the header reads.
    QString error;
    const std::optional<reconcile::FileFingerprint> print = reconcile::fingerprint(file, &error);
    if (!print)
        return OrderFileText::tr("the file cannot be read: %1").arg(error.isEmpty() ? file.errorString() : error);
    if (print->bytes == 0)
        return OrderFileText::tr("the file is empty");
    OrderFileHeaders read;
    file.seek(0);
    read.separator = print->workbook ? QChar(u',')
                                     : separator.value_or(reconcile::detectSeparator(
                                           CsvRecordReader::firstLine(file, print->encoding)));
    file.seek(0);
    auto opened = reconcile::openOrderRecords(file, *print, read.separator);
    if (!opened)
        return opened.error();
    reconcile::OrderRecords &records = *opened.value();
    if (records.next() != reconcile::OrderRecords::Step::Record)
        return records.errorString().isEmpty() ? OrderFileText::tr("the file has no header line") : records.errorString();
    for (const QString &header : records.fields())
        read.headers.append(header.trimmed());
    return read;
}

} // namespace dd
