#include "reporttestsupport.h"

#include "core/cache/cachesession.h"
#include "core/cache/exportreader.h"
#include "core/reports/csvreportwriter.h"
#include "core/reports/reportexport.h"
#include "core/reports/reporttext.h"
#include "core/reports/xlsxreportwriter.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace dd;
using namespace dd::test;

Q_DECLARE_METATYPE(dd::ExportReader::Refunds)
Q_DECLARE_METATYPE(dd::PaymentFilter)

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ReportOutcome runExport(PaymentStore &store, const ExportRequest &request)
{
    ReportExport report(store, request, QDateTime(QDate(2026, 5, 4), QTime(10, 30), QTimeZone::utc()));
    if (report.start()) {
        while (report.step()) {
        }
    }
    return report.finish();
}

} // namespace

// Report safety and exactness: the CSV formula guard (OWASP), XLSX strings never becoming
// formulas, exact amount and date text, and the streaming reader behind every filtered export.
class TestReportSafety : public QObject
{
    Q_OBJECT

private slots:
    void csvFormulaGuard_data();
    void csvFormulaGuard();
    void csvFormulaGuardOnCachedPayments_data();
    void csvFormulaGuardOnCachedPayments();
    void xlsxFormulaTextStaysText();
    void amountText_data();
    void amountText();
    void dateText_data();
    void dateText();
    void readerJoinsRefunds_data();
    void readerJoinsRefunds();
    void readerUsesTheTableFilter();
    void readerStreamsWithoutSorting_data();
    void readerStreamsWithoutSorting();
};

void TestReportSafety::csvFormulaGuard_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");   // the cell as a spreadsheet reads it back
    QTest::newRow("equals") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")
                            << QStringLiteral("'=HYPERLINK(\"http://x\",\"y\")");
    QTest::newRow("plus") << QStringLiteral("+1+1") << QStringLiteral("'+1+1");
    QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
    QTest::newRow("carriage return") << QStringLiteral("\r=1") << QStringLiteral("'\r=1");
    QTest::newRow("accented after equals") << QStringLiteral("=José") << QStringLiteral("'=José");
    QTest::newRow("separator after equals") << QStringLiteral("=1,2") << QStringLiteral("'=1,2");
    QTest::newRow("equals inside") << QStringLiteral("a=b") << QStringLiteral("a=b");
    QTest::newRow("apostrophe first") << QStringLiteral("'quoted") << QStringLiteral("'quoted");
    QTest::newRow("plain") << QStringLiteral("Maria Silva") << QStringLiteral("Maria Silva");
    QTest::newRow("empty") << QString() << QString();
}

void TestReportSafety::csvFormulaGuard()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("guard.csv"));
    CsvReportWriter writer(path, CsvOptions(), QTimeZone::utc());
    QVERIFY(writer.begin({ReportColumn::CustomerName, ReportColumn::MerchantPaymentCode, ReportColumn::AmountExt,
                          ReportColumn::Instalments}));
    const QByteArray utf8 = text.toUtf8();
    // The same text as a QString cell and as borrowed UTF-8 (the streaming path); a negative
    // amount and a negative integer are numbers and stay numbers.
    QVERIFY(writer.row({text, ReportUtf8{utf8}, ReportAmount{-1250, QStringLiteral("BRL")}, qint64(-3)}));
    QVERIFY(writer.end(ReportTotals()));
    const QList<QStringList> rows = parseCsv(readFile(path), u',');
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1), (QStringList{expected, expected, QStringLiteral("-12.50"), QStringLiteral("-3")}));
}

void TestReportSafety::csvFormulaGuardOnCachedPayments_data()
{
    QTest::addColumn<bool>("selection");
    QTest::newRow("filter (streamed)") << false;
    QTest::newRow("selection (whole payments)") << true;
}

void TestReportSafety::csvFormulaGuardOnCachedPayments()
{
    QFETCH(bool, selection);
    ReportFixture fixture;
    Payment attack = makePayment(901);
    attack.customerName = QStringLiteral("=cmd|' /C calc'!A0");
    attack.merchantPaymentCode = QStringLiteral("-1+1");
    QVERIFY(fixture.store().upsert(attack));
    ExportRequest request;
    request.columns = {ReportColumn::Hash, ReportColumn::MerchantPaymentCode, ReportColumn::CustomerName,
                       ReportColumn::AmountExt};
    request.filter.text = attack.hash;
    if (selection)
        request.hashes = {attack.hash};
    request.outputPath = fixture.path(QStringLiteral("attack.csv"));
    QCOMPARE(runExport(fixture.store(), request).status, ReportOutcome::Status::Written);
    const QList<QStringList> rows = parseCsv(readFile(request.outputPath), u',');
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1), (QStringList{attack.hash, QStringLiteral("'-1+1"), QStringLiteral("'=cmd|' /C calc'!A0"),
                                      attack.amountExt.toDecimalString()}));
}

void TestReportSafety::xlsxFormulaTextStaysText()
{
    // worksheet_write_string stores text (inline strings in constant-memory mode): a cell that
    // starts with "=" is shown as text, never evaluated, so XLSX cells need no apostrophe.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("guard.xlsx"));
    XlsxReportWriter writer(path, QTimeZone::utc());
    QVERIFY(writer.begin({ReportColumn::CustomerName, ReportColumn::MerchantPaymentCode}));
    const QByteArray utf8("@SUM(A1:A9)");
    QVERIFY(writer.row({QStringLiteral("=1+2"), ReportUtf8{utf8}}));
    QVERIFY(writer.end(ReportTotals()));
    const QByteArray sheet = runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), path,
                                                               QStringLiteral("xl/worksheets/sheet1.xml")});
    QVERIFY(!sheet.isEmpty());
    QVERIFY2(!sheet.contains("<f>") && !sheet.contains("<f "), sheet.constData());
    QVERIFY(sheet.contains("t=\"inlineStr\""));   // constant-memory mode: strings inline, rows streamed
    const SheetRows rows = readSheet(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(1).value(QStringLiteral("A")).value, QStringLiteral("=1+2"));
    QCOMPARE(rows.at(1).value(QStringLiteral("B")).value, QStringLiteral("@SUM(A1:A9)"));
    QVERIFY(!rows.at(1).value(QStringLiteral("A")).isNumber);
}

void TestReportSafety::amountText_data()
{
    QTest::addColumn<qint64>("hundredths");
    QTest::addColumn<char>("mark");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("zero") << qint64(0) << '.' << QByteArray("0.00");
    QTest::newRow("cents") << qint64(5) << '.' << QByteArray("0.05");
    QTest::newRow("negative cents") << qint64(-5) << '.' << QByteArray("-0.05");
    QTest::newRow("comma") << qint64(123456) << ',' << QByteArray("1234,56");
    QTest::newRow("round") << qint64(100) << '.' << QByteArray("1.00");
    QTest::newRow("largest") << std::numeric_limits<qint64>::max() << '.' << QByteArray("92233720368547758.07");
    QTest::newRow("smallest") << std::numeric_limits<qint64>::min() << '.' << QByteArray("-92233720368547758.08");
}

void TestReportSafety::amountText()
{
    QFETCH(qint64, hundredths);
    QFETCH(char, mark);
    QFETCH(QByteArray, expected);
    QByteArray out("x");
    ReportText::appendAmount(out, hundredths, mark);
    QCOMPARE(out, "x" + expected);
}

void TestReportSafety::dateText_data()
{
    QTest::addColumn<QDateTime>("local");
    QTest::newRow("epoch") << QDateTime(QDate(1970, 1, 1), QTime(0, 0), QTimeZone::utc());
    QTest::newRow("before the epoch") << QDateTime(QDate(1969, 12, 31), QTime(23, 59, 59), QTimeZone::utc());
    QTest::newRow("leap day") << QDateTime(QDate(2024, 2, 29), QTime(13, 5, 9), QTimeZone::utc());
    QTest::newRow("century not leap") << QDateTime(QDate(2100, 3, 1), QTime(0, 0, 1), QTimeZone::utc());
    QTest::newRow("year 2000") << QDateTime(QDate(2000, 2, 29), QTime(23, 59, 59, 999), QTimeZone::utc());
    QTest::newRow("new year's eve") << QDateTime(QDate(2026, 12, 31), QTime(23, 0), QTimeZone::utc());
}

void TestReportSafety::dateText()
{
    QFETCH(QDateTime, local);
    QByteArray out;
    ReportText::appendLocalDateTime(out, local.toMSecsSinceEpoch());
    QCOMPARE(QString::fromLatin1(out), local.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
}

void TestReportSafety::readerJoinsRefunds_data()
{
    QTest::addColumn<ExportReader::Refunds>("refunds");
    QTest::newRow("payments") << ExportReader::Refunds::None;
    QTest::newRow("payments with refunds") << ExportReader::Refunds::WithPayments;
    QTest::newRow("refunds only") << ExportReader::Refunds::Only;
}

void TestReportSafety::readerJoinsRefunds()
{
    QFETCH(ExportReader::Refunds, refunds);
    ReportFixture fixture;
    using F = ExportReader::Field;
    ExportReader reader(fixture.store().database(), PaymentFilter(), refunds,
                        {F::PaymentRowId, F::Hash, F::OpenDate, F::RefundRowId, F::RefundId, F::RefundAmount});
    QVERIFY2(reader.errorString().isEmpty(), qPrintable(reader.errorString()));
    QMap<QString, Payment> byHash;
    qint64 expectedRows = 0;
    for (const Payment &p : fixture.payments()) {
        byHash.insert(p.hash, p);
        if (refunds == ExportReader::Refunds::None)
            expectedRows += 1;
        else if (refunds == ExportReader::Refunds::Only)
            expectedRows += p.refunds.size();
        else
            expectedRows += std::max<qsizetype>(1, p.refunds.size());
    }
    qint64 rows = 0;
    qint64 lastOpen = 0;
    ExportReader::Step step;
    while ((step = reader.next()) == ExportReader::Step::Row) {
        ++rows;
        const QString hash = QString::fromUtf8(reader.utf8(1));
        QVERIFY2(byHash.contains(hash), qPrintable(hash));
        const Payment &p = byHash.value(hash);
        QVERIFY(reader.integer(2) >= lastOpen);   // open-date order
        lastOpen = reader.integer(2);
        QCOMPARE(reader.integer(2), p.openDate.toMSecsSinceEpoch());
        if (reader.integer(3) == 0) {
            QVERIFY(p.refunds.isEmpty() || refunds == ExportReader::Refunds::None);
            QVERIFY(refunds != ExportReader::Refunds::Only);
            continue;
        }
        const QString refundId = QString::fromUtf8(reader.utf8(4));
        const auto found = std::find_if(p.refunds.begin(), p.refunds.end(),
                                        [&](const Refund &r) { return r.id == refundId; });
        QVERIFY2(found != p.refunds.end(), qPrintable(refundId));
        QCOMPARE(reader.integer(5), found->amount.hundredths());
    }
    QCOMPARE(step, ExportReader::Step::Done);
    QCOMPARE(rows, expectedRows);
}

void TestReportSafety::readerUsesTheTableFilter()
{
    // The reader reuses the table's filter SQL (PaymentQuery): same rows as PaymentStore::count.
    ReportFixture fixture;
    PaymentFilter filter;
    filter.currency = QStringLiteral("BRL");
    filter.statuses = {PaymentStatus::Confirmed, PaymentStatus::Open};
    filter.from = utc(2026, 1, 1, 6);
    for (auto refunds : {ExportReader::Refunds::None, ExportReader::Refunds::WithPayments}) {
        ExportReader reader(fixture.store().database(), filter, refunds,
                            {ExportReader::Field::PaymentRowId, ExportReader::Field::Currency});
        QSet<qint64> ids;
        while (reader.next() == ExportReader::Step::Row) {
            QCOMPARE(reader.utf8(1), QByteArrayView("BRL"));
            ids.insert(reader.integer(0));
        }
        QVERIFY(!ids.isEmpty());
        QCOMPARE(qint64(ids.size()), fixture.store().count(filter));
    }
}

void TestReportSafety::readerStreamsWithoutSorting_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<ExportReader::Refunds>("refunds");
    PaymentFilter statuses;
    statuses.statuses = {PaymentStatus::Confirmed};
    PaymentFilter currencyAndAmount;
    currencyAndAmount.currency = QStringLiteral("BRL");
    currencyAndAmount.minAmount = 1000;
    PaymentFilter month;
    month.from = utc(2026, 1, 1, 0);
    month.to = utc(2026, 2, 1, 0);
    for (auto refunds : {ExportReader::Refunds::None, ExportReader::Refunds::WithPayments}) {
        const char *mode = refunds == ExportReader::Refunds::None ? "payments" : "with refunds";
        QTest::addRow("everything, %s", mode) << PaymentFilter() << refunds;
        QTest::addRow("status, %s", mode) << statuses << refunds;
        QTest::addRow("currency and amount, %s", mode) << currencyAndAmount << refunds;
        QTest::addRow("open-date month, %s", mode) << month << refunds;
    }
}

void TestReportSafety::readerStreamsWithoutSorting()
{
    // A million-row export must not sort its rows in memory: the plan walks the open-date index.
    QFETCH(PaymentFilter, filter);
    QFETCH(ExportReader::Refunds, refunds);
    ReportFixture fixture;
    const QByteArray sql = ExportReader::sql(filter, refunds, {ExportReader::Field::PaymentRowId,
                                                               ExportReader::Field::RefundId});
    const QByteArray explain = "EXPLAIN QUERY PLAN " + sql;
    cache::Statement plan = fixture.store().database().prepare(explain.constData());
    QVERIFY(plan.isValid());
    QStringList details;
    while (plan.step() == cache::Statement::Step::Row)
        details.append(plan.columnText(3));
    const QString text = details.join(u'\n');
    QVERIFY2(text.contains(QStringLiteral("payments_by_open_date")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("TEMP B-TREE FOR ORDER BY")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestReportSafety)
#include "tst_reportsafety.moc"
