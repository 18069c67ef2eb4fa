#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

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
// (The whole content in memory: for files of any size, use RefundCsvReader.)
QList<RefundCsvRow> parse(const QByteArray &content);

// The longest line read as a refund: far above four fields within their bounds (a description
// has at most 1500 characters, 6000 bytes of UTF-8). A longer line is one row with a problem,
// and only this much of it is ever held in memory.
inline constexpr qint64 MaxLineBytes = 16 * 1024;

} // namespace RefundCsv

// The same rows as RefundCsv::parse, read one line at a time from a device: memory stays bounded
// by one line (RefundCsv::MaxLineBytes) however long the file is.
class RefundCsvReader
{
public:
    explicit RefundCsvReader(QIODevice *device) : m_device(device) {}
    // The next refund line, or nothing at the end of the file (or on a read error: see hasError()).
    std::optional<RefundCsvRow> next();
    bool hasError() const { return m_error; }

private:
    // One line without its end of line, at most MaxLineBytes; `tooLong` when more was skipped.
    std::optional<QByteArray> readLine(bool *tooLong);

    QIODevice *m_device;
    int m_lineNumber = 0;
    bool m_error = false;
    QString m_wrongFieldCount;   // translated once, shared by every row that needs it
    QString m_lineTooLong;
};

} // namespace dd

Q_DECLARE_TYPEINFO(dd::RefundCsvRow, Q_RELOCATABLE_TYPE);
