// The window in team mode over a real throw-away PostgreSQL cluster, every store it reads recorded
// with the thread it ran on: the table, the totals, the overview and the selected payment are read
// on workers (never on the GUI thread, whatever the window does); a selection over pages not loaded
// is read in the background; a payment shown right after its filter is selected once its row
// lands, by an insert or by dataChanged; a store that stops answering is said once by the window,
// which keeps what it shows; and any operator may change their own desk's connection.
#include "storefixture.h"
#include "teamdatabase.h"
#include "teamlogins.h"

#include "core/access/accessguard.h"
#include "core/server/store/pgstoresession.h"
#include "models/format.h"
#include "models/overviewmodel.h"
#include "models/paymenttablemodel.h"
#include "support/pgcluster.h"
#include "ui/detailpane.h"
#include "ui/filterbar.h"
#include "ui/mainwindow.h"
#include "ui/overview/overviewtab.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/statuspanel.h"
#include "unit/models/recordingsession.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::ReadLog;

namespace {

constexpr int waitMs = 60'000;   // a hang guard: waits end as soon as the condition holds
constexpr int Count = 600;       // three pages
constexpr int PageSize = PaymentTableModel::PageSize;
const QString Password = u"team window 2026"_s;

} // namespace

class TestTeamWindowReads : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theWindowNeverReadsOnTheGuiThread();
    void aSelectionOverPagesNotLoadedIsReadInTheBackground();
    void aPaymentShownAfterItsFilterIsSelectedWhenItsRowLands_data();
    void aPaymentShownAfterItsFilterIsSelectedWhenItsRowLands();
    void aStoreThatStopsAnsweringIsSaidAndWhatIsShownStays();
    void everyOperatorMayChangeTheirDesksConnection_data();
    void everyOperatorMayChangeTheirDesksConnection();

private:
    // The window as TeamWorkspace attaches it, with `role`; its own store and its workers' sessions
    // recorded in m_log.
    void attach(access::Role role, bool remote = true);
    // The server's own order, read by the test on its own connection.
    QStringList order(const PaymentFilter &filter = {})
    {
        return test::hashesOf(m_writer->payments().rows(filter, {}, std::nullopt, Count + 10));
    }
    // The status bar shows figures (not "counting…").
    bool totalsShown()
    {
        return QTest::qWaitFor(
            [this] {
                const QString text = m_window->statusPanel()->totalsText();
                return !text.isEmpty() && !text.contains(u"counting"_s);
            },
            waitMs);
    }
    bool tableCounted() { return QTest::qWaitFor([this] { return !m_window->paymentModel()->isCounting(); }, waitMs); }
    QString deskConninfo() const { return m_cluster->conninfo(u"fabio"_s, Password, u"team"_s); }

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_desk;
    std::unique_ptr<PgStoreSession> m_writer;   // another desk: writes, and reads the expected order
    test::StoreFixture m_fixture;
    std::unique_ptr<QSettings> m_settings;
    std::shared_ptr<ReadLog> m_log;
    std::unique_ptr<PgStoreSession> m_session;   // the window's own
    std::unique_ptr<test::RecordingPaymentStore> m_payments;
    std::unique_ptr<access::AccessGuard> m_guard;
    std::unique_ptr<MainWindow> m_window;
};

void TestTeamWindowReads::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    PgConnection owner = std::move(created).value();
    QVERIFY(test::addTeamLogin(owner, "mara", test::TeamGroup::Manager, Password));
    QVERIFY(test::addTeamLogin(owner, "fabio", test::TeamGroup::Finance, Password));
    auto writer = PgStoreSession::open(m_cluster->conninfo(u"mara"_s, Password, u"team"_s));
    QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
    m_writer = std::move(writer).value();
    const auto written = m_writer->payments().upsertMany(m_fixture.payments(Count));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    m_settings = std::make_unique<QSettings>(m_desk.filePath(u"desk.ini"_s), QSettings::IniFormat);
}

void TestTeamWindowReads::init()
{
    m_settings->clear();   // no filter or layout of the previous test
    m_log = std::make_shared<ReadLog>();
    auto session = PgStoreSession::open(deskConninfo());
    QVERIFY2(session, qPrintable(session ? QString() : session.error().message));
    m_session = std::move(session).value();
    m_payments = std::make_unique<test::RecordingPaymentStore>(m_session->payments(), m_log);
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_window->resize(1280, 800);
    m_window->show();
}

void TestTeamWindowReads::attach(access::Role role, bool remote)
{
    m_guard = std::make_unique<access::AccessGuard>(m_session->audit());
    m_guard->signIn(access::Operator{u"fabio"_s, u"FABIO"_s, role, 0});
    const QString conninfo = deskConninfo();
    const SessionOpener sessions = test::recordingSessions(
        [conninfo] { return PgStoreOpener(conninfo).openStoreSession(); }, m_log);
    m_window->setBackgroundSessions(sessions);
    Workspace workspace{m_payments.get(), nullptr, nullptr, m_guard.get()};
    workspace.audit = &m_session->audit();
    workspace.openSession = sessions;
    workspace.operatorName = u"fabio"_s;
    workspace.store = m_session.get();
    workspace.remote = remote;
    m_window->attach(workspace);
}

void TestTeamWindowReads::cleanup()
{
    m_log->openGate();
    m_window.reset();   // its workers first: they read through the log
    m_guard.reset();
    // Whatever the test did, the window read nothing on the GUI thread and opened no session there.
    QCOMPARE(m_log->readsOn(QThread::currentThread()), 0);
    QVERIFY(!m_log->openedOnGuiThread());
    m_payments.reset();
    m_session.reset();
    m_log.reset();
}

void TestTeamWindowReads::theWindowNeverReadsOnTheGuiThread()
{
    attach(access::Role::Finance);
    QVERIFY(tableCounted());
    QCOMPARE(m_window->paymentModel()->rowCount(), Count);
    // The totals: the filter's, read on a worker.
    QVERIFY(totalsShown());
    // The overview, once its tab is shown.
    m_window->tabs()->setCurrentWidget(m_window->overviewTab());
    QVERIFY(QTest::qWaitFor([this] { return m_window->overviewModel()->data().valid; }, waitMs));
    m_window->tabs()->setCurrentIndex(0);

    // A selected payment: the pane says it is being read, then shows it whole (its refunds).
    const QStringList expected = order();
    int withRefunds = -1;
    for (int row = 0; row < PageSize && withRefunds < 0; ++row) {
        if (!m_writer->payments().findByHash(expected.at(row))->refunds.isEmpty())
            withRefunds = row;
    }
    QVERIFY(withRefunds >= 0);
    PaymentTableModel *model = m_window->paymentModel();
    QVERIFY(test::arrives(*model, withRefunds));
    m_window->paymentsView()->selectRow(withRefunds);
    QVERIFY(QTest::qWaitFor([&] { return m_window->detailPane()->shownHash() == expected.at(withRefunds); }, waitMs));
    const Payment stored = *m_writer->payments().findByHash(expected.at(withRefunds));
    QCOMPARE(m_window->currentPayment()->refunds.size(), stored.refunds.size());
    QCOMPARE(m_window->currentPayment()->rawAnswer, stored.rawAnswer);

    // Another filter, and a refresh: still nothing on the GUI thread (checked in cleanup()).
    PaymentFilter brl;
    brl.currency = u"BRL"_s;
    m_window->filterBar()->setFilter(brl);
    QVERIFY(tableCounted());
    QCOMPARE(m_window->paymentModel()->rowCount(), int(order(brl).size()));
    m_window->refreshPayments();
    QVERIFY(tableCounted());
    QVERIFY(!m_log->reads().isEmpty());
    QStringList kinds;
    for (const ReadLog::Read &read : m_log->reads())
        kinds.append(read.what);
    for (const QString &kind : {u"count"_s, u"totals"_s, u"overview"_s, u"findByHash"_s})
        QVERIFY2(kinds.contains(kind), qPrintable(kind));
}

void TestTeamWindowReads::aSelectionOverPagesNotLoadedIsReadInTheBackground()
{
    attach(access::Role::Finance);
    QVERIFY(tableCounted());
    PaymentTableModel *model = m_window->paymentModel();
    QVERIFY(test::arrives(*model, 0));
    QVERIFY(model->hashAt(Count - 1).isEmpty());   // the last page is not loaded
    // Every row but the first, selected without painting them (a Shift+End does no more).
    QItemSelectionModel *selection = m_window->paymentsView()->selectionModel();
    selection->select(QItemSelection(model->index(1, 0), model->index(Count - 1, 0)),
                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    std::optional<QStringList> hashes;
    m_window->readSelectedHashes([&hashes](const QStringList &read) { hashes = read; });
    QVERIFY(QTest::qWaitFor([&] { return hashes.has_value(); }, waitMs));
    QCOMPARE(*hashes, order().mid(1));
    // The selection's totals come from the same rows, pages not loaded included.
    QMap<QString, qint64> sums;
    for (const PaymentRow &row : m_writer->payments().rows({}, {}, std::nullopt, Count).mid(1))
        sums[row.payment.currencyExt] += row.payment.amountExt.hundredths();
    QVERIFY(totalsShown());
    const QString totals = m_window->statusPanel()->totalsText();
    for (auto it = sums.cbegin(); it != sums.cend(); ++it)
        QVERIFY2(totals.contains(formatMoney(it.value(), it.key())), qPrintable(totals));
    // The window did not keep the pages it read for that: at most the pages the view showed.
    QVERIFY(model->hashAt(Count - 1).isEmpty());
}

void TestTeamWindowReads::aPaymentShownAfterItsFilterIsSelectedWhenItsRowLands_data()
{
    QTest::addColumn<bool>("rowAfterCount");
    // The first screen first (the table grows to hold it), or after the count (dataChanged).
    QTest::newRow("row lands by an insert") << false;
    QTest::newRow("row lands by dataChanged") << true;
}

void TestTeamWindowReads::aPaymentShownAfterItsFilterIsSelectedWhenItsRowLands()
{
    QFETCH(bool, rowAfterCount);
    attach(access::Role::Finance);
    QVERIFY(tableCounted());
    QVERIFY(test::arrives(*m_window->paymentModel(), PageSize - 1));   // no page read left on its way
    const QString hash = order().at(rowAfterCount ? Count - 3 : Count - 4);
    if (rowAfterCount)
        m_log->closeGate();   // page reads wait; the count does not
    QSignalSpy changed(m_window->paymentModel(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_window->showPayment(hash));   // not listed yet: selected once it lands
    if (rowAfterCount) {
        // The first screen's read starts once the event loop turns, and waits at the gate.
        QVERIFY(QTest::qWaitFor([this] { return !m_log->heldThreads().isEmpty(); }, waitMs));
        QVERIFY(tableCounted());
        QCOMPARE(m_window->paymentModel()->rowCount(), 1);
        QVERIFY(m_window->paymentModel()->hashAt(0).isEmpty());
        QVERIFY(!m_window->currentPayment());
        m_log->openGate();
    }
    QVERIFY(QTest::qWaitFor([&] { return m_window->detailPane()->shownHash() == hash; }, waitMs));
    QCOMPARE(m_window->currentPayment()->hash, hash);
    QCOMPARE(m_window->paymentsView()->selectionModel()->selectedRows().size(), 1);
    if (rowAfterCount)
        QVERIFY(!changed.isEmpty());
}

void TestTeamWindowReads::aStoreThatStopsAnsweringIsSaidAndWhatIsShownStays()
{
    attach(access::Role::Finance);
    QVERIFY(tableCounted());
    QVERIFY(totalsShown());
    m_window->tabs()->setCurrentWidget(m_window->overviewTab());
    QVERIFY(QTest::qWaitFor([this] { return m_window->overviewModel()->data().valid; }, waitMs));
    const QString totals = m_window->statusPanel()->totalsText();
    const OverviewData overview = m_window->overviewModel()->data();
    PaymentTableModel *model = m_window->paymentModel();
    QVERIFY(test::arrives(*model, 0));
    const QString first = model->hashAt(0);

    QSignalSpy failed(m_window.get(), &MainWindow::storeReadFailed);
    m_log->gone = true;
    m_window->refreshPayments();   // the table's count, the totals and the overview: none answers
    QVERIFY(QTest::qWaitFor([&] { return failed.size() >= 3; }, waitMs));
    QVERIFY(!m_window->paymentModel()->isCounting());
    QVERIFY(!m_window->overviewModel()->isBusy());
    QCOMPARE(model->rowCount(), Count);
    QCOMPARE(model->hashAt(0), first);
    QCOMPARE(m_window->statusPanel()->totalsText(), totals);
    m_window->paymentsView()->selectRow(0);   // the selected payment: no answer either
    QVERIFY(QTest::qWaitFor([&] { return failed.size() >= 4; }, waitMs));
    QVERIFY(!m_window->detailPane()->shownHash());   // nothing shown as if it were read
    QCOMPARE(m_window->overviewModel()->data().groups.size(), overview.groups.size());
    QVERIFY(m_window->overviewModel()->data().valid);
    m_log->gone = false;
}

void TestTeamWindowReads::everyOperatorMayChangeTheirDesksConnection_data()
{
    QTest::addColumn<int>("role");
    QTest::addColumn<bool>("remote");
    QTest::addColumn<bool>("enabled");
    // On the team server the connection is the desk's own: every role may change it.
    QTest::newRow("team, Finance") << int(access::Role::Finance) << true << true;
    QTest::newRow("team, Support") << int(access::Role::Support) << true << true;
    QTest::newRow("team, Manager") << int(access::Role::Manager) << true << true;
    // On this computer's cache it holds the gateway's key: a Manager's.
    QTest::newRow("this computer, Finance") << int(access::Role::Finance) << false << false;
    QTest::newRow("this computer, Manager") << int(access::Role::Manager) << false << true;
}

void TestTeamWindowReads::everyOperatorMayChangeTheirDesksConnection()
{
    QFETCH(int, role);
    QFETCH(bool, remote);
    QFETCH(bool, enabled);
    if (!remote)
        m_log->unavailable = true;   // no worker session: the window reads its store here
    attach(access::Role(role), remote);
    QCOMPARE(m_window->actions().connectionSettings->isEnabled(), enabled);
    m_window->detach();
    if (!remote) {
        m_log = std::make_shared<ReadLog>();   // reads here are this computer's way: not counted
        m_payments = std::make_unique<test::RecordingPaymentStore>(m_session->payments(), m_log);
    }
}

QTEST_MAIN(TestTeamWindowReads)
#include "tst_teamwindowreads.moc"
