// The differences exported as a finance user hands them on: the PDF read back with pdftotext (the
// run, the counts and totals per kind and currency in the region's format, the differences table
// carried on over pages under its heading, the resolved rows), the XLSX read back with the order
// file reader itself, and a file name the export cannot serve refused with nothing written.
#include "core/reconcile/differencereport.h"
#include "core/reconcile/xlsxsheet.h"
#include "tests/unit/reports/reporttestsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::reconcile;
using namespace Qt::StringLiterals;

namespace {

Difference orderOnly(DifferenceKind kind, const QString &code, qint64 line, qint64 amount, const QString &currency)
{
    Difference d;
    d.kind = kind;
    d.merchantCode = code;
    d.orderLine = line;
    d.orderAmount = amount;
    d.orderCurrency = currency;
    d.orderStatus = u"paid"_s;
    return d;
}

Difference withPayment(Difference d, const QString &hash, qint64 amount, const QString &currency)
{
    d.paymentHash = hash;
    d.gatewayAmount = amount;
    d.gatewayCurrency = currency;
    d.gatewayStatus = PaymentStatus::Confirmed;
    d.gatewayRefunded = 0;
    return d;
}

// A re-run: an amount gap in BRL, a CLP order the gateway does not know, a payment no order names,
// many not-verified orders (so the table runs onto more pages), and two rows resolved since run 4.
DifferenceReport rerunReport(int notVerified)
{
    DifferenceReport report;
    report.fileName = u"pedidos-marzo.xlsx"_s;
    report.sha256 = QByteArray(32, '\xab');
    report.runId = 5;
    report.orders = 1200;
    report.matched = 1100;
    report.periodFrom = QDate(2026, 3, 1);
    report.periodTo = QDate(2026, 3, 31);
    report.operatorName = u"finance-ana"_s;
    report.generatedAt = QDateTime(QDate(2026, 4, 1), QTime(9, 30), QTimeZone::utc());
    report.locale = QLocale(QLocale::Portuguese, QLocale::Brazil);
    report.differences = {
        withPayment(orderOnly(DifferenceKind::AmountDiffers, u"A-1"_s, 2, 123450, u"BRL"_s), u"h1"_s, 123400, u"BRL"_s),
        orderOnly(DifferenceKind::OrderWithoutPayment, u"CL-9"_s, 7, 5000000, u"CLP"_s),
        withPayment(Difference(), u"h2"_s, 990, u"BRL"_s),
    };
    report.differences.last().kind = DifferenceKind::PaymentWithoutOrder;
    report.differences.last().merchantCode = u"P-2"_s;
    for (int i = 0; i < notVerified; ++i)
        report.differences.append(orderOnly(DifferenceKind::NotVerified, u"NV-%1"_s.arg(i, 4, 10, QLatin1Char('0')),
                                            100 + i, 1000, u"BRL"_s));
    ReconcileRun previous;
    previous.id = 4;
    report.changes.previous = previous;
    report.changes.previousKeys.insert(report.differences.at(0).key());
    report.changes.resolvedRows = {orderOnly(DifferenceKind::RefundDiffers, u"R-7"_s, 9, 700, u"BRL"_s),
                                   orderOnly(DifferenceKind::DuplicateOrder, u"D-3"_s, 12, 300, u"BRL"_s)};
    report.changes.resolved = 2;
    report.changes.unchanged = 1;
    report.changes.added = report.differences.size() - 1;
    return report;
}

QString pdfText(const QString &path, int page = 0)
{
    QStringList arguments{u"-layout"_s};
    if (page > 0)
        arguments << u"-f"_s << QString::number(page) << u"-l"_s << QString::number(page);
    return QString::fromUtf8(test::runTool(u"pdftotext"_s, arguments << path << u"-"_s));
}

int pageCount(const QString &path)
{
    for (const QString &line : QString::fromUtf8(test::runTool(u"pdfinfo"_s, {path})).split(u'\n'))
        if (line.startsWith(u"Pages:"))
            return line.mid(6).trimmed().toInt();
    return 0;
}

QStringList linesOf(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.split(u'\n'))
        if (!line.trimmed().isEmpty())
            lines.append(line.simplified());
    return lines;
}

} // namespace

class TestDifferenceReport : public QObject
{
    Q_OBJECT
private slots:
    void formatsByExtension_data();
    void formatsByExtension();
    void pdfTotalsThenDifferencesThenResolved();
    void pdfTableCarriesOnOverPages();
    void xlsxReadsBackWithTheOrderReader();
    void nothingWrittenWhenRefused_data();
    void nothingWrittenWhenRefused();
};

void TestDifferenceReport::formatsByExtension_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::newRow("csv") << u"/tmp/d.csv"_s << int(DifferenceFormat::Csv);
    QTest::newRow("XLSX in capitals") << u"/tmp/d.XLSX"_s << int(DifferenceFormat::Xlsx);
    QTest::newRow("pdf") << u"d.pdf"_s << int(DifferenceFormat::Pdf);
    QTest::newRow("txt") << u"d.txt"_s << -1;
    QTest::newRow("no extension") << u"differences"_s << -1;
    QTest::newRow("xls") << u"d.xls"_s << -1;
}

void TestDifferenceReport::formatsByExtension()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    const std::optional<DifferenceFormat> found = differenceFormatOf(path);
    QCOMPARE(found ? int(*found) : -1, format);
}

void TestDifferenceReport::pdfTotalsThenDifferencesThenResolved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"d.pdf"_s);
    QString error;
    QVERIFY2(writeDifferenceReport(path, rerunReport(0), &error), qPrintable(error));
    const QStringList lines = linesOf(pdfText(path));
    const auto at = [&lines](const QString &start) {
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (lines.at(i).startsWith(start))
                return i;
        return qsizetype(-1);
    };
    const QString all = lines.join(u'\n');
    QVERIFY2(at(u"Reconciliation of pedidos-marzo.xlsx"_s) == 0, qPrintable(all));
    QVERIFY2(all.contains(u"by finance-ana; kept as run 5"_s), qPrintable(all));
    QVERIFY2(all.contains(u"Period: 2026-03-01 to 2026-03-31"_s), qPrintable(all));
    QVERIFY2(all.contains(u"1.200 order(s), 1.100 matched, 3 difference(s)."_s), qPrintable(all));
    QVERIFY2(all.contains(u"Since run 4: 2 new, 2 resolved, 1 unchanged."_s), qPrintable(all));
    const qsizetype totals = at(u"Counts and totals per kind and currency"_s);
    const qsizetype differences = at(u"Differences"_s);
    const qsizetype resolved = at(u"Resolved since run 4"_s);
    QVERIFY2(totals > 0 && differences > totals && resolved > differences, qPrintable(all));
    // The region's marks, each currency in its own decimals: the gap of the amount difference is
    // gateway minus shop; CLP has no cents.
    QVERIFY2(lines.mid(totals, differences - totals).join(u'\n').contains(u"Amount differs BRL 1 -0,50 BRL"_s),
             qPrintable(all));
    QVERIFY2(lines.mid(totals, differences - totals).join(u'\n').contains(u"Order without payment CLP 1 50.000 CLP"_s),
             qPrintable(all));
    const QString table = lines.mid(differences, resolved - differences).join(u'\n');
    QVERIFY2(table.contains(u"Amount differs A-1 2 1.234,50 BRL paid 1.234,00 BRL Confirmed"_s), qPrintable(table));
    QVERIFY2(table.contains(u"Payment without order P-2 9,90 BRL Confirmed new"_s), qPrintable(table));
    const QString resolvedRows = lines.mid(resolved).join(u'\n');
    QVERIFY2(resolvedRows.contains(u"Refunded amount differs R-7 BRL"_s), qPrintable(resolvedRows));
    QVERIFY2(resolvedRows.contains(u"Duplicate order D-3 BRL"_s), qPrintable(resolvedRows));
}

void TestDifferenceReport::pdfTableCarriesOnOverPages()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.pdf"_s);
    QString error;
    QVERIFY2(writeDifferenceReport(path, rerunReport(300), &error), qPrintable(error));
    const int pages = pageCount(path);
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    QStringList codes;
    for (int page = 2; page <= pages; ++page) {
        const QStringList lines = linesOf(pdfText(path, page));
        QVERIFY(!lines.isEmpty());
        // Each later page starts with the table's heading, marked as continued, and its titles.
        if (lines.constFirst().startsWith(u"Differences"_s)) {
            QCOMPARE(lines.constFirst(), u"Differences (continued)"_s);
            // The titles, "Merchant code" perhaps wrapped onto two lines: every word of them.
            QStringList titles = lines.at(1).split(u' ');
            if (!lines.value(2).startsWith(u"Not verified"_s))
                titles += lines.value(2).split(u' ');
            titles.sort();
            QCOMPARE(titles, QStringList({u"Gateway"_s, u"Kind"_s, u"Line"_s, u"Merchant"_s, u"New"_s, u"Shop"_s, u"code"_s}));
        }
        for (const QString &line : lines)
            if (line.startsWith(u"Not verified at the gateway NV-"_s))
                codes.append(line.section(u' ', 5, 5));
    }
    const QStringList firstPage = linesOf(pdfText(path, 1));
    for (const QString &line : firstPage)
        if (line.startsWith(u"Not verified at the gateway NV-"_s))
            codes.append(line.section(u' ', 5, 5));
    codes.sort();
    QCOMPARE(codes.size(), 300);   // every row printed once
    QCOMPARE(codes.constFirst(), u"NV-0000"_s);
    QCOMPARE(codes.constLast(), u"NV-0299"_s);
}

void TestDifferenceReport::xlsxReadsBackWithTheOrderReader()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"d.xlsx"_s);
    QString error;
    QVERIFY2(writeDifferenceReport(path, rerunReport(2), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    auto sheet = XlsxSheetReader::open(file);
    QVERIFY2(sheet, qPrintable(sheet ? QString() : sheet.error()));
    XlsxSheetReader &rows = *sheet.value();
    QCOMPARE(rows.next(), OrderRecords::Step::Record);
    QCOMPARE(rows.fields(), differenceColumnNames(true));
    QList<QStringList> read;
    while (rows.next() == OrderRecords::Step::Record)
        read.append(rows.fields());
    QCOMPARE(rows.errorString(), QString());
    QCOMPARE(read.size(), 5);
    QCOMPARE(read.at(0),
             (QStringList{u"amount_differs"_s, u"A-1"_s, u"2"_s, u"h1"_s, u"1234.5"_s, u"BRL"_s, u"paid"_s, QString(),
                          u"1234"_s, u"BRL"_s, u"CO"_s, u"0"_s, u"no"_s}));
    QCOMPARE(read.at(1).mid(0, 6), (QStringList{u"order_without_payment"_s, u"CL-9"_s, u"7"_s, QString(), u"50000"_s,
                                                u"CLP"_s}));
    QCOMPARE(read.at(1).last(), u"yes"_s);
    QCOMPARE(read.at(2).at(1), u"P-2"_s);
    QCOMPARE(read.at(2).at(8), u"9.9"_s);
    QCOMPARE(read.at(4).at(4), u"10"_s);
    QCOMPARE(read.at(4).at(1), u"NV-0001"_s);
}

void TestDifferenceReport::nothingWrittenWhenRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("problem");
    QTest::newRow("unknown extension") << u"d.txt"_s << u"the file name ends in .csv, .xlsx or .pdf"_s;
    QTest::newRow("xlsx in a folder that is not there") << u"missing/d.xlsx"_s << QString();
    QTest::newRow("pdf in a folder that is not there") << u"missing/d.pdf"_s << QString();
    QTest::newRow("csv in a folder that is not there") << u"missing/d.csv"_s << QString();
}

void TestDifferenceReport::nothingWrittenWhenRefused()
{
    QFETCH(QString, name);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    QString error;
    QVERIFY(!writeDifferenceReport(dir.filePath(name), rerunReport(1), &error));
    QVERIFY(!error.isEmpty());
    if (!problem.isEmpty())
        QCOMPARE(error, problem);
    QVERIFY(!QFile::exists(dir.filePath(name)));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

QTEST_MAIN(TestDifferenceReport)
#include "tst_differencereport.moc"
