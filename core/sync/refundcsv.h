#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace dd {

// One line of a bulk refunds file (`refunds --from-csv FILE`), as read, before any validation
// against the payment. `problem` is set (translated) when the line has the wrong number of fields.
struct RefundCsvRow
{
    int line = 0; // 1-based line number in the file (the header is line 1)
    QString hash;
    QString amount;
    QString description;
    QString merchantRefundCode;
    QString problem;
};

namespace RefundCsv {

// One CSV record: commas separate, double quotes enclose, "" inside quotes is a quote; every
// field is trimmed.
QStringList fields(QStringView line);

// The quoted form of a value that `fields` reads back as the same value.
QString quoted(const QString &value);

// The rows of `hash,amount,description[,merchant_refund_code]` after a header line. A leading
// UTF-8 byte order mark and blank lines are skipped. Empty when the file holds no refund line.
QList<RefundCsvRow> parse(const QByteArray &content);

} // namespace RefundCsv

} // namespace dd

Q_DECLARE_TYPEINFO(dd::RefundCsvRow, Q_RELOCATABLE_TYPE);
