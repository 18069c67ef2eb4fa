#pragma once

// Shared by the report tests: a temporary encrypted cache filled with a few dozen payments (some
// with refunds, one customer name with a separator, a quote and a line break), the sums the
// reports must match computed independently in memory, and small readers for each format.

#include "../cache/cachetestsupport.h"

#include "core/cache/vault.h"
#include "core/domain/money.h"

#include <QByteArray>
#include <QDir>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace dd::test {

struct CurrencySums
{
    qint64 count = 0;
    qint64 amount = 0;
    qint64 refunded = 0;   // not cancelled
    qint64 refundRows = 0;
    qint64 refundAmount = 0;   // every refund, cancelled ones too
};

class ReportFixture
{
public:
    static constexpr int PaymentCount = 40;

    ReportFixture()
    {
        m_vault = std::make_unique<Vault>(m_dir.filePath(QStringLiteral("reports.ddc")), fastOptions());
        const auto created = m_vault->create(Passphrase, Passphrase);
        if (!created)
            qFatal("cannot create the test cache: %s", qPrintable(created.error().message()));
        const PaymentStatus statuses[] = {PaymentStatus::Confirmed, PaymentStatus::Open, PaymentStatus::Pending,
                                          PaymentStatus::Cancelled, PaymentStatus::Confirmed};
        for (int n = 1; n <= PaymentCount; ++n) {
            Payment p = makePayment(n, statuses[n % 5]);
            if (n == 7)
                p.customerName = QStringLiteral("O'Neil, \"Ana\"\nLine two; ok");
            if (p.status == PaymentStatus::Confirmed && n % 3 == 0) {
                p.refunds.append(makeRefund(QStringLiteral("r%1a").arg(n), RefundStatus::Confirmed, 150, p.currencyExt));
                p.refunds.append(makeRefund(QStringLiteral("r%1b").arg(n), RefundStatus::Cancelled, 99, p.currencyExt));
            }
            m_payments.append(p);
        }
        const auto stored = store().upsertMany(m_payments);
        if (!stored)
            qFatal("cannot fill the test cache");
    }

    Vault &vault() { return *m_vault; }
    VaultPaymentStore &store() { return m_vault->session()->payments(); }
    AuditStore &audit() { return m_vault->session()->audit(); }
    const QList<Payment> &payments() const { return m_payments; }
    QString path(const QString &name) const { return m_out.filePath(name); }
    QStringList outputFiles() const { return QDir(m_out.path()).entryList(QDir::Files | QDir::Hidden); }

    // Independent per-currency sums over the payments `keep` accepts.
    template<typename Keep>
    QMap<QString, CurrencySums> sums(Keep keep) const
    {
        QMap<QString, CurrencySums> result;
        for (const Payment &p : m_payments) {
            if (!keep(p))
                continue;
            CurrencySums &s = result[p.currencyExt];
            ++s.count;
            s.amount += p.amountExt.hundredths();
            for (const Refund &r : p.refunds) {
                if (r.status != RefundStatus::Cancelled)
                    s.refunded += r.amount.hundredths();
                ++s.refundRows;
                s.refundAmount += r.amount.hundredths();
            }
        }
        return result;
    }

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    std::unique_ptr<Vault> m_vault;
    QList<Payment> m_payments;
};

// RFC 4180 reader: quoted fields with doubled quotes and embedded separators / line breaks.
inline QList<QStringList> parseCsv(const QByteArray &bytes, QChar separator)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field.append(u'"');
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field.append(c);
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == separator) {
            row.append(field);
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            row.append(field);
            rows.append(row);
            row.clear();
            field.clear();
            ++i;
        } else {
            field.append(c);
        }
    }
    if (!field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

inline qint64 hundredthsOf(QString text, QChar decimalMark)
{
    text.replace(decimalMark, u'.');
    const auto parsed = Decimal::parse(text, Money::Scale, Sign::Any);
    return parsed ? parsed.value() : Q_INT64_C(-999999999);
}

inline QByteArray runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        return {};
    return process.readAllStandardOutput();
}

} // namespace dd::test

#include <QRegularExpression>
#include <QXmlStreamReader>

namespace dd::test {

// The cells of one worksheet of an XLSX file (read with `unzip -p`): rows of column letter →
// text (inline or shared strings resolved; numbers as written), plus each cell's style index.
struct SheetCell
{
    QString value;
    QString style;
    bool isNumber = false;
};
using SheetRows = QList<QMap<QString, SheetCell>>;

inline QStringList sharedStrings(const QString &xlsx)
{
    QStringList strings;
    QXmlStreamReader xml(runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, QStringLiteral("xl/sharedStrings.xml")}));
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"si")
            strings.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
    }
    return strings;
}

inline SheetRows readSheet(const QString &xlsx, const QString &sheetXml)
{
    const QStringList shared = sharedStrings(xlsx);
    SheetRows rows;
    QXmlStreamReader xml(runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, sheetXml}));
    QString column;
    SheetCell cell;
    QString type;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (xml.name() == u"row") {
                rows.append(QMap<QString, SheetCell>());
            } else if (xml.name() == u"c") {
                const QString ref = xml.attributes().value(QLatin1String("r")).toString();
                column = ref.left(ref.indexOf(QRegularExpression(QStringLiteral("[0-9]"))));
                type = xml.attributes().value(QLatin1String("t")).toString();
                cell = SheetCell{{}, xml.attributes().value(QLatin1String("s")).toString(), type.isEmpty() || type == u"n"};
            } else if (xml.name() == u"v") {
                cell.value = xml.readElementText();
                if (type == u"s")
                    cell.value = shared.value(cell.value.toInt());
            } else if (xml.name() == u"is") {
                cell.value = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (token == QXmlStreamReader::EndElement && xml.name() == u"c" && !rows.isEmpty()) {
            rows.last().insert(column, cell);
        }
    }
    return rows;
}

} // namespace dd::test
