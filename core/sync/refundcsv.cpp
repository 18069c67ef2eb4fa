#include "core/sync/refundcsv.h"

#include <QBuffer>
#include <QCoreApplication>

namespace dd {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::BulkRefunds)
};
} // namespace

namespace RefundCsv {

QStringList fields(QStringView line)
{
    // A field without quotes is one slice of the line; only a quoted one is put together piece by piece.
    QStringList fields;
    QString unquoted;   // the quoted field read so far
    bool quoted = false;
    bool hadQuotes = false;
    qsizetype fieldStart = 0;
    qsizetype runStart = 0;
    const auto finishField = [&](qsizetype end) {
        if (hadQuotes) {
            unquoted += line.sliced(runStart, end - runStart);
            fields.append(QStringView(unquoted).trimmed().toString());
            unquoted.clear();
        } else {
            fields.append(line.sliced(fieldStart, end - fieldStart).trimmed().toString());
        }
        hadQuotes = false;
        fieldStart = runStart = end + 1;
    };
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u',' && !quoted) {
            finishField(i);
        } else if (c == u'"') {
            if (!hadQuotes)
                unquoted = line.sliced(fieldStart, i - fieldStart).toString();
            else
                unquoted += line.sliced(runStart, i - runStart);
            hadQuotes = true;
            if (quoted && i + 1 < line.size() && line.at(i + 1) == u'"') {
                unquoted += u'"';
                ++i;
            } else {
                quoted = !quoted;
            }
            runStart = i + 1;
        }
    }
    finishField(line.size());
    return fields;
}

QString quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(u'"', QStringLiteral("\"\""));
    return u'"' + escaped + u'"';
}

QList<RefundCsvRow> parse(const QByteArray &content)
{
    QByteArray copy = content;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    RefundCsvReader reader(&buffer);
    QList<RefundCsvRow> rows;
    while (std::optional<RefundCsvRow> row = reader.next())
        rows.append(std::move(*row));
    return rows;
}

} // namespace RefundCsv

std::optional<QByteArray> RefundCsvReader::readLine(bool *tooLong)
{
    *tooLong = false;
    if (m_device->atEnd())
        return std::nullopt;
    QByteArray line = m_device->readLine(RefundCsv::MaxLineBytes + 1);
    if (line.isEmpty() && !m_device->atEnd()) {
        m_error = true;
        return std::nullopt;
    }
    if (!line.endsWith('\n') && !m_device->atEnd()) {
        // Longer than any refund line: skip the rest of it without holding it.
        *tooLong = true;
        char c = 0;
        while (m_device->getChar(&c) && c != '\n') {
        }
    }
    if (line.endsWith('\n'))
        line.chop(1);
    return line;
}

std::optional<RefundCsvRow> RefundCsvReader::next()
{
    for (;;) {
        bool tooLong = false;
        const std::optional<QByteArray> bytes = readLine(&tooLong);
        if (!bytes)
            return std::nullopt;
        ++m_lineNumber;
        QString text = QString::fromUtf8(*bytes);
        if (m_lineNumber == 1)
            continue;   // the header (its byte order mark with it)
        const QStringView line = QStringView(text).trimmed();
        if (line.isEmpty() && !tooLong)
            continue;
        RefundCsvRow row;
        row.line = m_lineNumber;
        if (tooLong) {
            if (m_lineTooLong.isNull())
                m_lineTooLong = Text::tr("line longer than %1 KB: not a refund").arg(RefundCsv::MaxLineBytes / 1024);
            row.problem = m_lineTooLong;
            return row;
        }
        const QStringList values = RefundCsv::fields(line);
        row.hash = values.value(0);
        row.amount = values.value(1);
        row.description = values.value(2);
        row.merchantRefundCode = values.value(3);
        if (values.size() < 3 || values.size() > 4) {
            if (m_wrongFieldCount.isNull())
                m_wrongFieldCount = Text::tr("expected hash,amount,description[,merchant_refund_code]");
            row.problem = m_wrongFieldCount;
        }
        return row;
    }
}

} // namespace dd
