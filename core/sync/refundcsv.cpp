#include "core/sync/refundcsv.h"

#include <QCoreApplication>
#include <QStringTokenizer>

namespace dd::RefundCsv {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::BulkRefunds)
};
} // namespace

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
    const QString text = QString::fromUtf8(content);
    QStringView rest(text);
    if (rest.startsWith(QChar(0xFEFF)))
        rest = rest.sliced(1);
    QList<RefundCsvRow> rows;
    rows.reserve(content.count('\n'));
    QString wrongFieldCount;   // translated once per file, shared by every row that needs it
    int lineNumber = 0;
    for (const QStringView read : QStringTokenizer(rest, u'\n')) {
        ++lineNumber;
        const QStringView line = read.trimmed();
        if (lineNumber == 1 || line.isEmpty())
            continue;
        const QStringList values = fields(line);
        RefundCsvRow row;
        row.line = lineNumber;
        row.hash = values.value(0);
        row.amount = values.value(1);
        row.description = values.value(2);
        row.merchantRefundCode = values.value(3);
        if (values.size() < 3 || values.size() > 4) {
            if (wrongFieldCount.isNull())
                wrongFieldCount = Text::tr("expected hash,amount,description[,merchant_refund_code]");
            row.problem = wrongFieldCount;
        }
        rows.append(std::move(row));
    }
    return rows;
}

} // namespace dd::RefundCsv
