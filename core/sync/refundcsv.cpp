#include "core/sync/refundcsv.h"

#include <QCoreApplication>

namespace dd::RefundCsv {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::BulkRefunds)
};
} // namespace

QStringList fields(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted && c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
            field += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (c == u',' && !quoted) {
            fields.append(field.trimmed());
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field.trimmed());
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
    QString text = QString::fromUtf8(content);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split(u'\n');
    QList<RefundCsvRow> rows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList values = fields(line);
        RefundCsvRow row;
        row.line = int(i + 1);
        row.hash = values.value(0);
        row.amount = values.value(1);
        row.description = values.value(2);
        row.merchantRefundCode = values.value(3);
        if (values.size() < 3 || values.size() > 4)
            row.problem = Text::tr("expected hash,amount,description[,merchant_refund_code]");
        rows.append(row);
    }
    return rows;
}

} // namespace dd::RefundCsv
