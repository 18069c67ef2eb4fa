#include "reporttestsupport.h"

#include "core/domain/dateformat.h"
#include "core/domain/moneyformat.h"
#include "core/reports/reportexport.h"

#include <QFile>
#include <QTest>

using namespace dd;
using namespace dd::test;

Q_DECLARE_METATYPE(dd::ReportSubject)

namespace {

ReportOutcome runExport(PaymentStore &store, const ExportRequest &request)
{
    ReportExport report(store, request, QDateTime(QDate(2026, 5, 4), QTime(10, 30), QTimeZone::utc()));
    if (!report.start())
        return report.finish();
    while (report.step()) {
    }
    return report.finish();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString columnLetter(qsizetype index)
{
    return QString(QChar(char16_t(u'A' + index)));
}

bool isConfirmed(const Payment &p)
{
    return p.status == PaymentStatus::Confirmed;
}

} // namespace

// Each format's content is read back and its totals compared with sums computed in memory.
class TestReportWriters : public QObject
{
    Q_OBJECT

private slots:
    void csvReadsBack_data();
    void csvReadsBack();
    void csvFilteredAndSelected();
    void csvRefunds_data();
    void csvRefunds();
    void csvDatesInChosenZone();
    void xlsxReadsBack();
    void pdfSummary_data();
    void pdfSummary();
    void unwritableTargetLeavesNothing_data();
    void unwritableTargetLeavesNothing();
    void columnListRefusesUnknownNames_data();
    void columnListRefusesUnknownNames();
    void requestSurvivesJson();

private:
    ReportFixture m_fixture;
};

void TestReportWriters::csvReadsBack_data()
{
    QTest::addColumn<QChar>("separator");
    QTest::addColumn<QChar>("decimalMark");
    QTest::addColumn<bool>("bom");
    QTest::newRow("comma, point") << QChar(u',') << QChar(u'.') << false;
    QTest::newRow("semicolon, comma, BOM") << QChar(u';') << QChar(u',') << true;
    QTest::newRow("comma, comma (amounts quoted)") << QChar(u',') << QChar(u',') << false;
    QTest::newRow("semicolon, point, BOM") << QChar(u';') << QChar(u'.') << true;
}

void TestReportWriters::csvReadsBack()
{
    QFETCH(QChar, separator);
    QFETCH(QChar, decimalMark);
    QFETCH(bool, bom);
    ExportRequest request;
    request.columns = {ReportColumn::Hash, ReportColumn::CustomerName, ReportColumn::AmountExt,
                       ReportColumn::CurrencyExt, ReportColumn::RefundedAmount, ReportColumn::Status,
                       ReportColumn::Instalments};
    request.csv = {separator, decimalMark, bom};
    request.outputPath = m_fixture.path(QStringLiteral("all.csv"));
    const ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    QCOMPARE(outcome.rows, qint64(ReportFixture::PaymentCount));

    QByteArray bytes = readFile(request.outputPath);
    QCOMPARE(bytes.startsWith("\xEF\xBB\xBF"), bom);
    QVERIFY(bytes.endsWith("\r\n"));
    if (bom)
        bytes.remove(0, 3);
    const QList<QStringList> rows = parseCsv(bytes, separator);
    QCOMPARE(rows.size(), ReportFixture::PaymentCount + 1);
    QCOMPARE(rows.first(), (QStringList{QStringLiteral("Hash"), QStringLiteral("Customer"), QStringLiteral("Amount"),
                                        QStringLiteral("Currency"), QStringLiteral("Refunded"), QStringLiteral("Status"),
                                        QStringLiteral("Instalments")}));

    QMap<QString, Payment> byHash;
    for (const Payment &p : m_fixture.payments())
        byHash.insert(p.hash, p);
    QMap<QString, CurrencySums> read;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        QCOMPARE(row.size(), 7);
        QVERIFY2(byHash.contains(row.at(0)), qPrintable(row.at(0)));
        const Payment &p = byHash.value(row.at(0));
        QCOMPARE(row.at(1), p.customerName);   // separators, quotes and line breaks survive
        QCOMPARE(row.at(2), p.amountExt.toDecimalString().replace(u'.', decimalMark));
        QCOMPARE(row.at(5), paymentStatusCode(p.status));
        QCOMPARE(row.at(6), QStringLiteral("1"));
        CurrencySums &s = read[row.at(3)];
        ++s.count;
        s.amount += hundredthsOf(row.at(2), decimalMark);
        s.refunded += hundredthsOf(row.at(4), decimalMark);
    }
    const auto expected = m_fixture.sums([](const Payment &) { return true; });
    QCOMPARE(read.keys(), expected.keys());
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QCOMPARE(read.value(it.key()).count, it->count);
        QCOMPARE(read.value(it.key()).amount, it->amount);
        QCOMPARE(read.value(it.key()).refunded, it->refunded);
    }
}

void TestReportWriters::csvFilteredAndSelected()
{
    ExportRequest request;
    request.columns = {ReportColumn::Hash, ReportColumn::Status};
    request.filter.statuses = {PaymentStatus::Confirmed};
    request.outputPath = m_fixture.path(QStringLiteral("confirmed.csv"));
    ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    const auto confirmed = m_fixture.sums(isConfirmed);
    qint64 expected = 0;
    for (const auto &s : confirmed)
        expected += s.count;
    QCOMPARE(outcome.rows, expected);
    const QList<QStringList> rows = parseCsv(readFile(request.outputPath), u',');
    QCOMPARE(rows.size(), expected + 1);
    for (qsizetype i = 1; i < rows.size(); ++i)
        QCOMPARE(rows.at(i).at(1), QStringLiteral("CO"));

    request.hashes = {m_fixture.payments().at(4).hash, m_fixture.payments().at(2).hash, QStringLiteral("unknown")};
    request.outputPath = m_fixture.path(QStringLiteral("selected.csv"));
    outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.rows, 2);   // the selection wins over the filter; an unknown hash is skipped
    const QList<QStringList> selected = parseCsv(readFile(request.outputPath), u',');
    QCOMPARE(selected.size(), 3);
    QCOMPARE(selected.at(1).at(0), m_fixture.payments().at(4).hash);
    QCOMPARE(selected.at(2).at(0), m_fixture.payments().at(2).hash);
}

void TestReportWriters::csvRefunds_data()
{
    QTest::addColumn<ReportSubject>("subject");
    QTest::newRow("refunds") << ReportSubject::Refunds;
    QTest::newRow("both") << ReportSubject::Both;
}

void TestReportWriters::csvRefunds()
{
    QFETCH(ReportSubject, subject);
    ExportRequest request;
    request.subject = subject;
    request.columns = ReportColumns::defaultsForRefunds();
    request.columns.append(ReportColumn::AmountExt);
    request.outputPath = m_fixture.path(QStringLiteral("refunds.csv"));
    const ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    const auto expected = m_fixture.sums([](const Payment &) { return true; });
    qint64 refundRows = 0;
    for (const auto &s : expected)
        refundRows += s.refundRows;
    QVERIFY(refundRows > 0);
    const qint64 paymentRows = subject == ReportSubject::Both ? ReportFixture::PaymentCount : 0;
    QCOMPARE(outcome.rows, refundRows + paymentRows);

    const QList<QStringList> rows = parseCsv(readFile(request.outputPath), u',');
    QCOMPARE(rows.size(), outcome.rows + 1);
    const qsizetype type = request.columns.indexOf(ReportColumn::RecordType);
    const qsizetype currency = request.columns.indexOf(ReportColumn::CurrencyExt);
    const qsizetype amount = request.columns.indexOf(ReportColumn::RefundAmount);
    QMap<QString, qint64> refunded;
    qint64 payments = 0;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        if (rows.at(i).at(type) == u"payment") {
            ++payments;
            QVERIFY(rows.at(i).at(amount).isEmpty());
            continue;
        }
        QCOMPARE(rows.at(i).at(type), QStringLiteral("refund"));
        refunded[rows.at(i).at(currency)] += hundredthsOf(rows.at(i).at(amount), u'.');
    }
    QCOMPARE(payments, paymentRows);
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QCOMPARE(refunded.value(it.key()), it->refundAmount);
}

void TestReportWriters::csvDatesInChosenZone()
{
    ExportRequest request;
    request.columns = {ReportColumn::Hash, ReportColumn::OpenDate, ReportColumn::ConfirmDate};
    request.hashes = {m_fixture.payments().at(0).hash, m_fixture.payments().at(1).hash};
    request.timeZone = QTimeZone("America/Sao_Paulo");
    QVERIFY(request.timeZone.isValid());
    request.outputPath = m_fixture.path(QStringLiteral("zone.csv"));
    QCOMPARE(runExport(m_fixture.store(), request).status, ReportOutcome::Status::Written);
    const QList<QStringList> rows = parseCsv(readFile(request.outputPath), u',');
    QCOMPARE(rows.size(), 3);
    for (int i = 0; i < 2; ++i) {
        const Payment &p = m_fixture.payments().at(i);
        const QString open = p.openDate.toTimeZone(request.timeZone).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QCOMPARE(rows.at(i + 1).at(1), open);
        QVERIFY(open != p.openDate.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        const QString confirm = p.confirmDate.isValid()
                                    ? p.confirmDate.toTimeZone(request.timeZone).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                                    : QString();
        QCOMPARE(rows.at(i + 1).at(2), confirm);
    }
}

void TestReportWriters::xlsxReadsBack()
{
    ExportRequest request;
    request.format = ReportFormat::Xlsx;
    request.columns = {ReportColumn::Hash, ReportColumn::CustomerName, ReportColumn::AmountExt,
                       ReportColumn::CurrencyExt, ReportColumn::OpenDate, ReportColumn::Instalments};
    request.outputPath = m_fixture.path(QStringLiteral("all.xlsx"));
    const ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    QCOMPARE(m_fixture.outputFiles().filter(QStringLiteral(".partial")), QStringList());

    const SheetRows rows = readSheet(request.outputPath, QStringLiteral("xl/worksheets/sheet1.xml"));
    QCOMPARE(rows.size(), ReportFixture::PaymentCount + 1);
    QCOMPARE(rows.first().value(QStringLiteral("A")).value, QStringLiteral("Hash"));
    QCOMPARE(rows.first().value(QStringLiteral("C")).value, QStringLiteral("Amount"));
    QMap<QString, Payment> byHash;
    for (const Payment &p : m_fixture.payments())
        byHash.insert(p.hash, p);
    QMap<QString, qint64> amounts;
    QSet<QString> amountStyles;
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const auto &row = rows.at(i);
        const Payment p = byHash.value(row.value(QStringLiteral("A")).value);
        QVERIFY(!p.hash.isEmpty());
        QCOMPARE(row.value(QStringLiteral("B")).value, p.customerName);
        const SheetCell amount = row.value(columnLetter(2));
        QVERIFY(amount.isNumber);
        QVERIFY(!amount.style.isEmpty());
        amountStyles.insert(row.value(QStringLiteral("D")).value + amount.style);
        amounts[row.value(QStringLiteral("D")).value] += hundredthsOf(amount.value, u'.');
        const SheetCell date = row.value(QStringLiteral("E"));
        QVERIFY(date.isNumber);
        const double serial = date.value.toDouble();
        const qint64 msecs = qint64((serial - 25569.0) * 86'400'000.0 + 0.5);
        QCOMPARE(msecs / 1000, p.openDate.toMSecsSinceEpoch() / 1000);
        QCOMPARE(row.value(QStringLiteral("F")).value, QStringLiteral("1"));
    }
    const auto expected = m_fixture.sums([](const Payment &) { return true; });
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QCOMPARE(amounts.value(it.key()), it->amount);
    QCOMPARE(amountStyles.size(), expected.size());   // one currency format per currency

    const QByteArray sheet = runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), request.outputPath,
                                                               QStringLiteral("xl/worksheets/sheet1.xml")});
    QVERIFY(sheet.contains("ySplit=\"1\""));           // frozen header
    QVERIFY(sheet.contains("<autoFilter ref=\"A1:F41\""));
    const QByteArray styles = runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), request.outputPath,
                                                                QStringLiteral("xl/styles.xml")});
    QVERIFY(styles.contains("#,##0.00 &quot;BRL&quot;"));
    QVERIFY(styles.contains("yyyy-mm-dd hh:mm:ss"));
    const QByteArray workbook = runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), request.outputPath,
                                                                  QStringLiteral("xl/workbook.xml")});
    QVERIFY(workbook.contains("name=\"Totals\""));

    // The totals sheet: one row per currency × status × method, summing to the independent sums.
    const SheetRows totals = readSheet(request.outputPath, QStringLiteral("xl/worksheets/sheet2.xml"));
    QVERIFY(totals.size() > 1);
    QMap<QString, CurrencySums> read;
    for (qsizetype i = 1; i < totals.size(); ++i) {
        const auto &row = totals.at(i);
        if (row.value(QStringLiteral("B")).value.startsWith(u"Refunds"))
            continue;
        CurrencySums &s = read[row.value(QStringLiteral("A")).value];
        s.count += row.value(QStringLiteral("D")).value.toLongLong();
        s.amount += hundredthsOf(row.value(QStringLiteral("E")).value, u'.');
        s.refunded += hundredthsOf(row.value(QStringLiteral("F")).value, u'.');
    }
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QCOMPARE(read.value(it.key()).count, it->count);
        QCOMPARE(read.value(it.key()).amount, it->amount);
        QCOMPARE(read.value(it.key()).refunded, it->refunded);
    }
}

void TestReportWriters::pdfSummary_data()
{
    QTest::addColumn<ReportSubject>("subject");
    QTest::addColumn<bool>("onlyConfirmed");
    QTest::addColumn<bool>("paymentTable");
    QTest::newRow("payments, every row") << ReportSubject::Payments << false << false;
    QTest::newRow("payments, confirmed") << ReportSubject::Payments << true << false;
    QTest::newRow("payments and refunds") << ReportSubject::Both << false << false;
    QTest::newRow("payments with their table") << ReportSubject::Payments << false << true;
}

void TestReportWriters::pdfSummary()
{
    QFETCH(ReportSubject, subject);
    QFETCH(bool, onlyConfirmed);
    QFETCH(bool, paymentTable);
    ExportRequest request;
    request.format = ReportFormat::Pdf;
    request.subject = subject;
    request.pdfPaymentTable = paymentTable;
    request.operatorName = QStringLiteral("Marta Finance");
    if (onlyConfirmed)
        request.filter.statuses = {PaymentStatus::Confirmed};
    request.outputPath = m_fixture.path(QStringLiteral("summary.pdf"));
    const ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);

    const QString text = QString::fromUtf8(runTool(QStringLiteral("pdftotext"),
                                                   {QStringLiteral("-layout"), request.outputPath, QStringLiteral("-")}));
    QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
    QVERIFY(text.contains(ReportExport::title(subject)));
    QVERIFY(text.contains(QStringLiteral("Marta Finance")));
    // When it was made, in the region's date form (the application's locale), as every date printed.
    const QString generated = formatDateTimeIn(QDateTime(QDate(2026, 5, 4), QTime(10, 30), QTimeZone::utc()),
                                               QTimeZone::utc());
    QVERIFY2(text.contains(generated), qPrintable(generated + u'\n' + text));
    QVERIFY2(text.contains(onlyConfirmed ? QStringLiteral("Payments with status Confirmed")
                                         : QStringLiteral("All payments in the cache")),
             qPrintable(text));
    const auto expected = onlyConfirmed ? m_fixture.sums(isConfirmed) : m_fixture.sums([](const Payment &) { return true; });
    // The per-currency line: currency, count, amount and refunded, computed independently.
    const QStringList lines = text.split(u'\n');
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QString amount = formatAmountAndCode(it->amount, it.key());   // the region's format
        const QString refunded = formatAmountAndCode(it->refunded, it.key());
        const bool found = std::any_of(lines.begin(), lines.end(), [&](const QString &line) {
            const QStringList words = line.simplified().split(u' ');
            return words.value(0) == it.key() && words.value(1) == QString::number(it->count)
                   && line.contains(amount) && line.contains(refunded);
        });
        QVERIFY2(found, qPrintable(it.key() + u' ' + amount + u'\n' + text));
    }
    QVERIFY(text.contains(QStringLiteral("Totals per currency, status and method")));
    QVERIFY(text.contains(QStringLiteral("Refunds")));
    if (subject == ReportSubject::Both) {
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            if (it->refundRows > 0)
                QVERIFY(text.contains(formatAmountAndCode(it->refunded, it.key())));
        }
        QVERIFY(text.contains(refundStatusName(RefundStatus::Cancelled)));
    }
    // The table lists every payment by its merchant code, after the summary; without it, none. (Its
    // column title may wrap onto two lines.)
    const bool listed = text.simplified().contains(QStringLiteral("Merchant payment"));
    QCOMPARE(listed, paymentTable);
    for (const Payment &payment : m_fixture.payments())
        QCOMPARE(text.contains(payment.merchantPaymentCode), paymentTable);
}

void TestReportWriters::unwritableTargetLeavesNothing_data()
{
    QTest::addColumn<ReportFormat>("format");
    QTest::newRow("csv") << ReportFormat::Csv;
    QTest::newRow("xlsx") << ReportFormat::Xlsx;
    QTest::newRow("pdf") << ReportFormat::Pdf;
}

void TestReportWriters::unwritableTargetLeavesNothing()
{
    QFETCH(ReportFormat, format);
    ExportRequest request;
    request.format = format;
    request.outputPath = m_fixture.path(QStringLiteral("missing-folder/report.out"));
    const ReportOutcome outcome = runExport(m_fixture.store(), request);
    QCOMPARE(outcome.status, ReportOutcome::Status::Failed);
    QVERIFY(!outcome.error.isEmpty());
    QVERIFY(!QFile::exists(request.outputPath));
}

void TestReportWriters::columnListRefusesUnknownNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("unknown");
    QTest::newRow("unknown name") << QStringLiteral("hash,card_number") << QStringLiteral("card_number");
    QTest::newRow("typo") << QStringLiteral("amount_extt") << QStringLiteral("amount_extt");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("only commas") << QStringLiteral(",,") << QString();
}

void TestReportWriters::columnListRefusesUnknownNames()
{
    QFETCH(QString, text);
    QFETCH(QString, unknown);
    QString found;
    QVERIFY(!ReportColumns::parseList(text, &found));
    QCOMPARE(found, unknown);
    const auto good = ReportColumns::parseList(QStringLiteral("status, HASH,amount_ext,status"));
    QVERIFY(good);
    QCOMPARE(*good, (QList<ReportColumn>{ReportColumn::Status, ReportColumn::Hash, ReportColumn::AmountExt}));
}

void TestReportWriters::requestSurvivesJson()
{
    ExportRequest request;
    request.format = ReportFormat::Xlsx;
    request.subject = ReportSubject::Both;
    request.filter.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending};
    request.filter.countries = {QStringLiteral("br")};
    request.filter.currency = QStringLiteral("BRL");
    request.filter.from = QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc());
    request.filter.to = QDateTime(QDate(2026, 2, 1), QTime(0, 0), QTimeZone::utc());
    request.filter.minAmount = 1050;
    request.columns = {ReportColumn::RefundAmount, ReportColumn::Hash};
    request.timeZone = QTimeZone("America/Mexico_City");
    request.outputPath = QStringLiteral("/tmp/x.xlsx");
    const auto back = ExportRequest::fromJson(request.toJson());
    QVERIFY(back);
    QCOMPARE(back->format, request.format);
    QCOMPARE(back->subject, request.subject);
    QVERIFY(back->filter == request.filter);
    QCOMPARE(back->columns, request.columns);
    QCOMPARE(back->timeZone, request.timeZone);
    QCOMPARE(back->outputPath, request.outputPath);
    QVERIFY(!back->pdfPaymentTable);

    request.format = ReportFormat::Pdf;   // a PDF's payments table is remembered for "export again"
    request.pdfPaymentTable = true;
    const auto pdf = ExportRequest::fromJson(request.toJson());
    QVERIFY(pdf && pdf->pdfPaymentTable);
}

QTEST_MAIN(TestReportWriters)
#include "tst_reportwriters.moc"
