#include "reporttestsupport.h"

#include "core/cache/cachesession.h"
#include "core/reports/reportjob.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

SessionOpener openerFor(Vault &vault, QSemaphore *gate = nullptr)
{
    return [&vault, gate]() -> std::unique_ptr<CacheSession> {
        if (gate)
            gate->acquire();
        auto session = vault.openSession();
        return session ? std::move(session).value() : nullptr;
    };
}

ReportOutcome outcomeOf(const QSignalSpy &spy)
{
    return spy.isEmpty() ? ReportOutcome() : spy.first().first().value<ReportOutcome>();
}

} // namespace

// ReportJob: progress, cancel (no file, no partial file), worker thread with its own connection,
// receipts in the audit trail and "export again" from a receipt.
class TestReportJob : public QObject
{
    Q_OBJECT

private slots:
    void cancelledSlicesLeaveNoFile_data();
    void cancelledSlicesLeaveNoFile();
    void cancelledWorkerLeavesNoFile_data();
    void cancelledWorkerLeavesNoFile();
    void workerWritesAndRecordsReceipt();
    void exportAgainFromReceipt();
    void unopenableCacheFails();

private:
    void addFormatRows();
    ReportFixture m_fixture;
};

void TestReportJob::addFormatRows()
{
    QTest::addColumn<ReportFormat>("format");
    QTest::addColumn<QString>("file");
    QTest::newRow("csv") << ReportFormat::Csv << QStringLiteral("c.csv");
    QTest::newRow("xlsx") << ReportFormat::Xlsx << QStringLiteral("c.xlsx");
    QTest::newRow("pdf") << ReportFormat::Pdf << QStringLiteral("c.pdf");
}

void TestReportJob::cancelledSlicesLeaveNoFile_data()
{
    addFormatRows();
}

void TestReportJob::cancelledSlicesLeaveNoFile()
{
    QFETCH(ReportFormat, format);
    QFETCH(QString, file);
    ExportRequest request;
    request.format = format;
    request.subject = ReportSubject::Both;   // the PDF summary then reads rows too
    request.outputPath = m_fixture.path(file);
    ReportJob job(request, m_fixture.store(), &m_fixture.audit());
    QSignalSpy finished(&job, &ReportJob::finished);
    QSignalSpy progress(&job, &ReportJob::progress);
    connect(&job, &ReportJob::progress, &job, &ReportJob::cancel);   // cancel at the first report
    const qint64 receiptsBefore = ReportReceipts::recent(m_fixture.audit()).size();
    job.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(outcomeOf(finished).status, ReportOutcome::Status::Cancelled);
    QCOMPARE(progress.size(), 1);
    QCOMPARE(progress.first().at(1).toLongLong(), qint64(ReportFixture::PaymentCount));
    QVERIFY(!QFile::exists(request.outputPath));
    QCOMPARE(m_fixture.outputFiles(), QStringList());
    QCOMPARE(ReportReceipts::recent(m_fixture.audit()).size(), receiptsBefore);   // a cancel is no export
}

void TestReportJob::cancelledWorkerLeavesNoFile_data()
{
    addFormatRows();
}

void TestReportJob::cancelledWorkerLeavesNoFile()
{
    QFETCH(ReportFormat, format);
    QFETCH(QString, file);
    ExportRequest request;
    request.format = format;
    request.subject = ReportSubject::Both;
    request.outputPath = m_fixture.path(file);
    QSemaphore gate;
    ReportJob job(request, openerFor(m_fixture.vault(), &gate), &m_fixture.audit());
    QSignalSpy finished(&job, &ReportJob::finished);
    job.start();
    job.cancel();
    gate.release();   // the worker opens its connection only now, after the cancel
    QVERIFY(finished.wait(5000));
    QCOMPARE(outcomeOf(finished).status, ReportOutcome::Status::Cancelled);
    QVERIFY(!job.isRunning());
    QCOMPARE(m_fixture.outputFiles(), QStringList());
}

void TestReportJob::workerWritesAndRecordsReceipt()
{
    ExportRequest request;
    request.format = ReportFormat::Csv;
    request.columns = {ReportColumn::Hash, ReportColumn::AmountExt, ReportColumn::CurrencyExt};
    request.filter.currency = QStringLiteral("BRL");
    request.operatorName = QStringLiteral("marta");
    request.outputPath = m_fixture.path(QStringLiteral("worker.csv"));
    ReportJob job(request, openerFor(m_fixture.vault()), &m_fixture.audit());
    QSignalSpy finished(&job, &ReportJob::finished);
    QSignalSpy progress(&job, &ReportJob::progress);
    job.start();
    QVERIFY(job.isRunning());
    QVERIFY(finished.wait(5000));
    const ReportOutcome outcome = outcomeOf(finished);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    const auto brl = m_fixture.sums([](const Payment &p) { return p.currencyExt == u"BRL"; }).value(QStringLiteral("BRL"));
    QCOMPARE(outcome.rows, brl.count);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toLongLong(), brl.count);
    QCOMPARE(outcome.sha256, fileDigest(request.outputPath).toHex());

    const QList<AuditEntry> receipts = ReportReceipts::recent(m_fixture.audit());
    QVERIFY(!receipts.isEmpty());
    const AuditEntry &receipt = receipts.first();
    QCOMPARE(receipt.actor, QStringLiteral("marta"));
    QCOMPARE(receipt.action, ReportReceipts::Action);
    QCOMPARE(receipt.parameters.value(QStringLiteral("rows")).toInteger(), brl.count);
    QCOMPARE(receipt.parameters.value(QStringLiteral("sha256")).toString().toLatin1(), outcome.sha256);
    QCOMPARE(receipt.parameters.value(QStringLiteral("format")).toString(), QStringLiteral("csv"));
    QCOMPARE(receipt.parameters.value(QStringLiteral("columns")).toArray().size(), 3);
    QCOMPARE(receipt.parameters.value(QStringLiteral("filter")).toObject().value(QStringLiteral("currency")).toString(),
             QStringLiteral("BRL"));
    QVERIFY(receipt.atMs > 0);
}

void TestReportJob::exportAgainFromReceipt()
{
    ExportRequest request;
    request.format = ReportFormat::Csv;
    request.subject = ReportSubject::Refunds;
    request.columns = ReportColumns::defaultsForRefunds();
    request.filter.statuses = {PaymentStatus::Confirmed};
    request.csv = {QLatin1Char(';'), QLatin1Char(','), true};
    request.operatorName = QStringLiteral("luis");
    request.outputPath = m_fixture.path(QStringLiteral("first.csv"));
    ReportJob first(request, m_fixture.store(), &m_fixture.audit());
    QSignalSpy firstDone(&first, &ReportJob::finished);
    first.start();
    QVERIFY(firstDone.wait(5000));
    QCOMPARE(outcomeOf(firstDone).status, ReportOutcome::Status::Written);

    const QList<AuditEntry> receipts = ReportReceipts::recent(m_fixture.audit());
    QVERIFY(!receipts.isEmpty());
    std::optional<ExportRequest> again = ReportReceipts::requestOf(receipts.first());
    QVERIFY(again);
    QCOMPARE(again->operatorName, QStringLiteral("luis"));
    QCOMPARE(again->subject, ReportSubject::Refunds);
    QCOMPARE(again->csv, request.csv);
    again->outputPath = m_fixture.path(QStringLiteral("again.csv"));
    ReportJob second(*again, m_fixture.store(), &m_fixture.audit());
    QSignalSpy secondDone(&second, &ReportJob::finished);
    second.start();
    QVERIFY(secondDone.wait(5000));
    QCOMPARE(outcomeOf(secondDone).sha256, outcomeOf(firstDone).sha256);   // same settings, same bytes
}

void TestReportJob::unopenableCacheFails()
{
    ExportRequest request;
    request.outputPath = m_fixture.path(QStringLiteral("never.csv"));
    ReportJob job(request, [] { return std::unique_ptr<CacheSession>(); }, nullptr);
    QSignalSpy finished(&job, &ReportJob::finished);
    job.start();
    QVERIFY(finished.wait(5000));
    QCOMPARE(outcomeOf(finished).status, ReportOutcome::Status::Failed);
    QVERIFY(!outcomeOf(finished).error.isEmpty());
    QVERIFY(!QFile::exists(request.outputPath));
}

QTEST_MAIN(TestReportJob)
#include "tst_reportjob.moc"
