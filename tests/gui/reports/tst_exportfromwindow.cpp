#include "../../unit/reports/reporttestsupport.h"

#include "core/cache/cachesession.h"
#include "core/reports/reportexport.h"
#include "ui/mainwindow.h"
#include "ui/reports/exportdialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace dd;
using namespace dd::test;

namespace {

constexpr int ExtraPayments = 4000;

ReportOutcome lastOutcome(const QSignalSpy &spy)
{
    return spy.isEmpty() ? ReportOutcome() : spy.last().first().value<ReportOutcome>();
}

} // namespace

// File → Export report… in the main window: the Workspace gives the dialog the audit trail, a
// second cache connection and the operator, so the export runs on a worker thread (the GUI thread
// stays responsive), the file appears whole, and a receipt records it.
class TestExportFromWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void exportsOnWorkerAndRecordsReceipt();
    void cancelLeavesNoFileAndNoReceipt();

private:
    ExportDialog *openDialog()
    {
        QAction *action = m_window->findChild<QAction *>(QStringLiteral("exportReportAction"));
        if (!action)
            return nullptr;
        action->trigger();
        return m_window->findChild<ExportDialog *>();
    }

    std::unique_ptr<ReportFixture> m_fixture;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QThread *m_openedOn = nullptr;
};

void TestExportFromWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DirectDeskTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_exportfromwindow"));
}

void TestExportFromWindow::init()
{
    m_fixture = std::make_unique<ReportFixture>();
    QList<Payment> more;
    for (int n = 1000; n < 1000 + ExtraPayments; ++n)
        more.append(makePayment(n));
    QVERIFY(m_fixture->store().upsertMany(more).hasValue());
    m_settings = std::make_unique<QSettings>(m_fixture->path(QStringLiteral("settings.ini")), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(*m_settings);
    Workspace workspace{&m_fixture->store(), nullptr, nullptr};
    workspace.audit = &m_fixture->audit();
    Vault *vault = &m_fixture->vault();
    workspace.openSession = [vault, this]() -> std::unique_ptr<CacheSession> {
        m_openedOn = QThread::currentThread();
        auto session = vault->openSession();
        return session ? std::move(session).value() : nullptr;
    };
    workspace.operatorName = QStringLiteral("ana.operator");
    m_window->attach(workspace);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestExportFromWindow::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_fixture.reset();
    m_openedOn = nullptr;
}

void TestExportFromWindow::exportsOnWorkerAndRecordsReceipt()
{
    ExportDialog *dialog = openDialog();
    QVERIFY(dialog);
    QSignalSpy finished(dialog, &ExportDialog::exportFinished);
    const QString path = m_fixture->path(QStringLiteral("window.csv"));
    dialog->setOutputPath(path);
    if (const QString shots = qEnvironmentVariable("DIRECTDESK_TEST_SCREENSHOTS"); !shots.isEmpty())
        dialog->grab().save(QDir(shots).filePath(QStringLiteral("export-dialog.png")));

    QPushButton *exportButton = dialog->findChild<QPushButton *>(QStringLiteral("exportButton"));
    QVERIFY(exportButton);
    QTest::mouseClick(exportButton, Qt::LeftButton);
    // The GUI thread's share of the export is one progress update per page of rows (the rows are
    // read and written on the worker); counted, not timed, so the verdict holds on any machine.
    ReportJob *job = dialog->findChild<ReportJob *>();
    QVERIFY(job);
    int updates = 0;
    bool updatesOnGuiThread = true;
    connect(job, &ReportJob::progress, this, [&] {
        ++updates;
        updatesOnGuiThread = updatesOnGuiThread && QThread::currentThread() == qApp->thread();
    });
    QVERIFY(finished.wait(60000));
    const ReportOutcome outcome = lastOutcome(finished);
    QCOMPARE(outcome.status, ReportOutcome::Status::Written);
    QCOMPARE(outcome.rows, qint64(ReportFixture::PaymentCount + ExtraPayments));
    QVERIFY(m_openedOn && m_openedOn != QThread::currentThread());   // a worker opened its own connection
    const qint64 pages = (outcome.rows + ReportExport::PageSize - 1) / ReportExport::PageSize;
    QVERIFY2(updates >= 1 && updates <= pages + 1, qPrintable(QStringLiteral("%1 progress updates for %2 pages").arg(updates).arg(pages)));
    QVERIFY(updatesOnGuiThread);

    const QList<AuditEntry> receipts = ReportReceipts::recent(m_fixture->audit());
    QCOMPARE(receipts.size(), 1);
    const AuditEntry &receipt = receipts.first();
    QCOMPARE(receipt.actor, QStringLiteral("ana.operator"));
    QCOMPARE(receipt.parameters.value(QStringLiteral("rows")).toInteger(), outcome.rows);
    QCOMPARE(receipt.parameters.value(QStringLiteral("sha256")).toString().toLatin1(), ReportReceipts::sha256OfFile(path));
    QCOMPARE(receipt.parameters.value(QStringLiteral("format")).toString(), QStringLiteral("csv"));
    const auto again = ReportReceipts::requestOf(receipt);
    QVERIFY(again);
    QCOMPARE(again->outputPath, path);
    QCOMPARE(again->columns, ReportColumns::defaultsForPayments());
    // The dialog lists the new receipt for "export again".
    QComboBox *receiptsBox = dialog->findChild<QComboBox *>(QStringLiteral("receipts"));
    QVERIFY(receiptsBox);
    QCOMPARE(receiptsBox->count(), 2);
    QVERIFY(receiptsBox->itemText(1).contains(QStringLiteral("ana.operator")));
}

void TestExportFromWindow::cancelLeavesNoFileAndNoReceipt()
{
    ExportDialog *dialog = openDialog();
    QVERIFY(dialog);
    QSignalSpy finished(dialog, &ExportDialog::exportFinished);
    const QString path = m_fixture->path(QStringLiteral("cancelled.csv"));
    dialog->setOutputPath(path);
    const QStringList before = m_fixture->outputFiles();
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("exportButton")), Qt::LeftButton);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("cancelButton")), Qt::LeftButton);
    QVERIFY(finished.wait(20000));
    QCOMPARE(lastOutcome(finished).status, ReportOutcome::Status::Cancelled);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(m_fixture->outputFiles(), before);   // no temporary file either
    QVERIFY(ReportReceipts::recent(m_fixture->audit()).isEmpty());
}

QTEST_MAIN(TestExportFromWindow)
#include "tst_exportfromwindow.moc"
