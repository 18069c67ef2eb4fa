// File ▸ Reconcile orders… in team mode, on a real throw-away PostgreSQL cluster: the window signed in
// as a Finance login (TeamWorkspace, as the desk composes it) finds the differences
// `directdesk-cli reconcile --server` finds for the same file, keeps the run on the team server
// (listed there, and the command's next run of the file is compared with it, and the other way
// round); the roles that export reconcile, Support may not; a Manager saves a mapping in the team's
// settings that the command line and a Finance login use, and Finance's own save is refused with
// the server's reason. The run reads the server on a worker thread with a session of its own, never
// on the GUI thread, which keeps answering (Cancel is taken) while the worker is held; locking the
// window during a run does not wait for it; a server stopped during a run is said and nothing is kept.
#include "storefixture.h"
#include "teamdatabase.h"
#include "teamlogins.h"
#include "workergate.h"

#include "app/teamworkspace.h"
#include "core/access/accessguard.h"
#include "core/domain/money.h"
#include "core/reconcile/difference.h"
#include "core/server/store/pgreconcileruns.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamsessionopener.h"
#include "core/storage/importqueue.h"
#include "models/teamreconciliation.h"
#include "support/clirun.h"
#include "support/pgcluster.h"
#include "ui/mainwindow.h"
#include "ui/reconcile/columnmappingform.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/reconcile/reconcileresultsview.h"
#include "unit/models/recordingsession.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::reconcile::Difference;
using dd::reconcile::ReconcileResult;
using dd::test::PgCluster;
using dd::test::ReadLog;
using dd::test::WorkerGate;

namespace {

constexpr int waitMs = 60'000;   // a hang guard: waits end as soon as the signal comes
const QString Password = u"team reconcile 2026"_s;
constexpr int Payments = 40;

template<typename T>
T *child(QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

QString amountText(const std::optional<qint64> &hundredths)
{
    return hundredths ? Decimal::format(*hundredths, Money::Scale) : QString();
}

// A difference as both the window and `reconcile --json` give it: kind, code, payment, both amounts.
QString rowText(const Difference &d)
{
    return QStringList{reconcile::differenceKindCode(d.kind), d.merchantCode, d.paymentHash, amountText(d.orderAmount),
                       amountText(d.gatewayAmount)}
        .join(u'|');
}

QString rowText(const QJsonObject &row)
{
    return QStringList{row.value(u"kind"_s).toString(), row.value(u"merchant_payment_code"_s).toString(),
                       row.value(u"payment_hash"_s).toString(), row.value(u"order_amount"_s).toString(),
                       row.value(u"gateway_amount"_s).toString()}
        .join(u'|');
}

} // namespace

class TestTeamReconcile : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void theWindowFindsWhatTheCommandLineFinds();
    void theRolesThatExportReconcile_data();
    void theRolesThatExportReconcile();
    void aManagerSavesAMappingOnTheTeamServer();
    void financeChoosesTheTeamsMappingAndMayNotSaveOne();
    void theGuiThreadNeverWaitsAndCancelWorks();
    void lockingTheWindowDuringARunDoesNotWaitForIt();
    void aServerStoppedDuringARunIsSaidAndNothingIsKept();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, Password, u"team"_s); }
    QString writeOrders(const QString &name, const QList<QByteArray> &lines);
    // The window as TeamWorkspace attaches it, signed in as `login` with `role`; each reconciliation
    // opens its session through the log and waits at the gate once it is open.
    void attachRecorded(const QString &login, access::Role role);
    ReconcileDialog *openDialog(MainWindow &window);
    void mapColumns(ReconcileDialog &dialog);
    QList<reconcile::ReconcileRun> keptRuns() { return PgReconcileRunStore(m_writer->connection()).runs(100); }

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_desk;
    PgConnection m_owner;
    std::unique_ptr<PgStoreSession> m_writer;   // a Manager's connection: writes payments, reads kept runs
    test::StoreFixture m_fixture;
    std::unique_ptr<QSettings> m_settings;
    // Recorded windows (attachRecorded).
    std::shared_ptr<ReadLog> m_log;
    std::shared_ptr<WorkerGate> m_gate;
    std::unique_ptr<PgStoreSession> m_session;
    std::unique_ptr<access::AccessGuard> m_guard;
    std::unique_ptr<MainWindow> m_window;
};

void TestTeamReconcile::initTestCase()
{
    // Amounts are compared as the command line prints them.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner = std::move(created).value();
    QVERIFY(test::addTeamLogin(m_owner, "mara", test::TeamGroup::Manager, Password));
    QVERIFY(test::addTeamLogin(m_owner, "fabio", test::TeamGroup::Finance, Password));
    QVERIFY(test::addTeamLogin(m_owner, "sol", test::TeamGroup::Support, Password));
    auto writer = PgStoreSession::open(conninfo(u"mara"_s));
    QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
    m_writer = std::move(writer).value();
    const auto written = m_writer->payments().upsertMany(m_fixture.payments(Payments));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    m_settings = std::make_unique<QSettings>(m_desk.filePath(u"desk.ini"_s), QSettings::IniFormat);
    // The key is never on this desk: the command line lists unknown codes as not verified too.
    qunsetenv("DIRECTDESK_INTEGRATION_KEY");
    qunsetenv("DIRECTDESK_BASE_URL");
}

void TestTeamReconcile::cleanupTestCase()
{
    m_writer.reset();
}

void TestTeamReconcile::cleanup()
{
    if (m_gate)
        m_gate->open();
    m_window.reset();   // its reconciliation and readers first: they use the log and the gate
    m_guard.reset();
    m_session.reset();
    if (m_log) {
        // Whatever the test did, nothing was read and no session opened on the GUI thread.
        QCOMPARE(m_log->readsOn(QThread::currentThread()), 0);
        QVERIFY(!m_log->openedOnGuiThread());
    }
    m_log.reset();
    m_gate.reset();
}

QString TestTeamReconcile::writeOrders(const QString &name, const QList<QByteArray> &lines)
{
    QFile file(m_desk.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write("Pedido;Total;Moneda\r\n");
    for (const QByteArray &line : lines)
        file.write(line + "\r\n");
    return file.fileName();
}

void TestTeamReconcile::attachRecorded(const QString &login, access::Role role)
{
    m_log = std::make_shared<ReadLog>();
    m_gate = std::make_shared<WorkerGate>();
    auto session = PgStoreSession::open(conninfo(login));
    QVERIFY2(session, qPrintable(session ? QString() : session.error().message));
    m_session = std::move(session).value();
    m_guard = std::make_unique<access::AccessGuard>(m_session->audit());
    m_guard->signIn(access::Operator{login, login.toUpper(), role, 0});
    const QString deskConninfo = conninfo(login);
    const SessionOpener sessions
        = test::recordingSessions([deskConninfo] { return PgStoreOpener(deskConninfo).openStoreSession(); }, m_log);
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_window->setBackgroundSessions(sessions);
    Workspace workspace{&m_session->payments(), nullptr, nullptr, m_guard.get()};
    workspace.audit = &m_session->audit();
    workspace.openSession = sessions;
    workspace.operatorName = login;
    workspace.store = m_session.get();
    workspace.remote = true;
    workspace.teamReconcileSessions = [deskConninfo, log = m_log, gate = m_gate]() -> ReconcileSession {
        auto opened = PgStoreSession::open(deskConninfo);
        if (!opened) {
            gate->pass();
            return {nullptr, nullptr, opened.error().message};
        }
        std::unique_ptr<PgStoreSession> pg = std::move(opened).value();
        auto runs = std::make_unique<PgReconcileRunStore>(pg->connection());
        auto recorded = std::make_unique<test::RecordingSession>(std::move(pg), log);
        gate->pass();
        return {std::move(recorded), std::move(runs), {}};
    };
    m_window->attach(workspace);
    m_window->show();
}

ReconcileDialog *TestTeamReconcile::openDialog(MainWindow &window)
{
    auto *action = child<QAction>(window, u"reconcileAction"_s);
    if (!action->isEnabled())
        return nullptr;
    action->trigger();
    ReconcileDialog *dialog = window.reconcileDialog();
    // The team's saved mappings are read on the worker as the window opens: once they are there,
    // the worker is the run's alone.
    auto *team = dialog ? dialog->findChild<TeamReconciliation *>() : nullptr;
    if (!team)
        return nullptr;
    QSignalSpy read(team, &TeamReconciliation::mappingsRead);
    return read.wait(waitMs) ? dialog : nullptr;
}

void TestTeamReconcile::mapColumns(ReconcileDialog &dialog)
{
    auto *code = child<QComboBox>(dialog, u"codeColumn"_s);
    auto *amount = child<QComboBox>(dialog, u"amountColumn"_s);
    code->setCurrentIndex(code->findData(u"Pedido"_s));
    amount->setCurrentIndex(amount->findData(u"Total"_s));
}

void TestTeamReconcile::theWindowFindsWhatTheCommandLineFinds()
{
    // The desk as it starts in team mode: signed in through the connection dialog's opener.
    TeamSessionOpener opener;
    QSignalSpy opened(&opener, &TeamSessionOpener::opened);
    opener.start(conninfo(u"fabio"_s));
    QVERIFY(opened.wait(waitMs));
    MainWindow window(*m_settings);
    TeamWorkspace team(window, *m_settings);
    const TeamServerFields fields{u"127.0.0.1"_s, QString::number(m_cluster->port()), u"team"_s, u"fabio"_s, {}};
    QVERIFY(team.open(opener.take(), fields));
    window.show();

    // One order as the team has it, one whose amount differs, a code paid twice at the gateway, and a
    // code the team does not know (not asked: the desk holds no key).
    const Payment same = m_fixture.payment(3);
    const Payment other = m_fixture.payment(5);
    const QString orders = writeOrders(
        u"team-orders.csv"_s,
        {same.merchantPaymentCode.toUtf8() + ';' + same.amountExt.toDecimalString().toUtf8() + ';'
             + same.currencyExt.toUtf8(),
         other.merchantPaymentCode.toUtf8() + ";1.00;" + other.currencyExt.toUtf8(),
         m_fixture.payment(0).merchantPaymentCode.toUtf8() + ";1.00;BRL", "not-at-the-team;5.00;BRL"});
    const qsizetype runsBefore = keptRuns().size();
    ReconcileDialog *dialog = openDialog(window);
    QVERIFY(dialog);
    QVERIFY2(child<QLabel>(*dialog, u"messageLabel"_s)->text().contains(u"not asked of the gateway"_s),
             qPrintable(child<QLabel>(*dialog, u"messageLabel"_s)->text()));
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    QVERIFY(finished.wait(waitMs));
    QVERIFY(dialog->lastResult());
    const ReconcileResult &result = *dialog->lastResult();
    QVERIFY2(result.outcome == ReconcileResult::Outcome::Reconciled, qPrintable(result.error));
    QCOMPARE(result.orders, 4);
    QCOMPARE(result.lookup.asked, 0);
    // Not asked, and not queued either: as `reconcile --server` without the key.
    QVERIFY(m_writer->importQueue().find(QueuedCode::Kind::MerchantCode, {u"not-at-the-team"_s}).isEmpty());
    QStringList inWindow;
    for (const Difference &difference : dialog->results()->differences())
        inWindow.append(rowText(difference));

    // Kept on the team server under the login, listed with the team's runs.
    const QList<reconcile::ReconcileRun> runs = keptRuns();
    QCOMPARE(runs.size(), runsBefore + 1);
    const reconcile::ReconcileRun kept = runs.constFirst();
    QCOMPARE(kept.actor, u"fabio"_s);
    QCOMPARE(kept.fileName, u"team-orders.csv"_s);
    QCOMPARE(kept.orders, 4);
    QCOMPARE(kept.differences, qint64(inWindow.size()));
    QCOMPARE(dialog->results()->report().runId, kept.id);
    const auto audited
        = m_owner.exec("SELECT actor FROM directdesk.audit_trail WHERE action = 'reconcile' ORDER BY id DESC LIMIT 1");
    QVERIFY(audited && audited->rows() == 1);
    QCOMPARE(audited->text(0, 0), u"fabio"_s);

    // Export differences… writes them as on this computer: no server involved.
    const QString exported = m_desk.filePath(u"team-differences.csv"_s);
    QVERIFY(dialog->exportDifferences(exported));
    QFile csv(exported);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> csvLines = csv.readAll().trimmed().split('\n');
    QCOMPARE(csvLines.size(), inWindow.size() + 1);   // the header, then one line a difference
    QVERIFY(csvLines.at(0).startsWith("kind,"));

    // The command line finds the same differences, and compares its run with the window's.
    const test::CliRun cli = test::callCli({u"reconcile"_s, u"--server"_s, conninfo(u"fabio"_s), u"--orders"_s, orders,
                                            u"--column"_s, u"code=Pedido"_s, u"--column"_s, u"amount=Total"_s,
                                            u"--column"_s, u"currency=Moneda"_s, u"--json"_s},
                                           {});
    QVERIFY2(cli.status == 13, qPrintable(cli.err + cli.out));
    const QJsonObject report = cli.json();
    QStringList inCli;
    for (const QJsonValue &row : report.value(u"rows"_s).toArray())
        inCli.append(rowText(row.toObject()));
    QCOMPARE(inWindow, inCli);
    for (const QString &kind : {u"amount_differs|"_s, u"duplicate_payment|"_s, u"not_verified|not-at-the-team|"_s})
        QVERIFY2(inWindow.join(u'\n').contains(kind), qPrintable(inWindow.join(u'\n')));
    QCOMPARE(report.value(u"matched"_s).toInteger(), result.matched);
    QCOMPARE(report.value(u"changes"_s).toObject().value(u"previous_run"_s).toInteger(), kept.id);
    QCOMPARE(report.value(u"changes"_s).toObject().value(u"unchanged"_s).toInteger(), kept.differences);

    // The window's next run of the file is compared with the command's.
    QVERIFY(child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    QVERIFY(finished.wait(waitMs));
    QVERIFY(dialog->results()->changes().previous);
    QCOMPARE(dialog->results()->changes().previous->id, report.value(u"run"_s).toInteger());
    QCOMPARE(dialog->results()->changes().added, 0);
    QCOMPARE(keptRuns().size(), runsBefore + 3);
    team.close();
}

void TestTeamReconcile::theRolesThatExportReconcile_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<access::Role>("role");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("Finance") << u"fabio"_s << access::Role::Finance << true;
    QTest::newRow("Manager") << u"mara"_s << access::Role::Manager << true;
    QTest::newRow("Support") << u"sol"_s << access::Role::Support << false;
}

void TestTeamReconcile::theRolesThatExportReconcile()
{
    QFETCH(QString, login);
    QFETCH(access::Role, role);
    QFETCH(bool, allowed);
    attachRecorded(login, role);
    auto *action = child<QAction>(*m_window, u"reconcileAction"_s);
    QCOMPARE(action->isEnabled(), allowed);
    if (!allowed) {
        QVERIFY2(!action->toolTip().isEmpty(), "the disabled action says why");
        return;
    }
    const qsizetype runsBefore = keptRuns().size();
    ReconcileDialog *dialog = openDialog(*m_window);
    QVERIFY(dialog);
    const Payment payment = m_fixture.payment(7);
    dialog->setOrderFile(writeOrders(u"role-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ';'
                                                                + payment.amountExt.toDecimalString().toUtf8() + ';'
                                                                + payment.currencyExt.toUtf8()}));
    mapColumns(*dialog);
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    QVERIFY(finished.wait(waitMs));
    QVERIFY2(dialog->lastResult()->outcome == ReconcileResult::Outcome::Reconciled,
             qPrintable(dialog->lastResult()->error));
    QVERIFY(dialog->results()->differences().isEmpty());
    QCOMPARE(keptRuns().size(), runsBefore + 1);
    QCOMPARE(keptRuns().constFirst().actor, login);
}

void TestTeamReconcile::aManagerSavesAMappingOnTheTeamServer()
{
    attachRecorded(u"mara"_s, access::Role::Manager);
    ReconcileDialog *dialog = openDialog(*m_window);
    QVERIFY(dialog);
    QCOMPARE(dialog->mappingForm()->savedMappings()->count(), 1);   // "(none)"
    const Payment payment = m_fixture.payment(13);
    const QString orders = writeOrders(u"mapped-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ';'
                                                                    + payment.amountExt.toDecimalString().toUtf8()
                                                                    + ';' + payment.currencyExt.toUtf8()});
    dialog->setOrderFile(orders);
    mapColumns(*dialog);
    auto *team = dialog->findChild<TeamReconciliation *>();
    QSignalSpy saved(team, &TeamReconciliation::mappingSaved);
    dialog->mappingForm()->saveMappingAs(u"shop"_s);
    QVERIFY(saved.wait(waitMs));
    QVERIFY2(saved.constFirst().at(2).toString().isEmpty(), qPrintable(saved.constFirst().at(2).toString()));
    QCOMPARE(dialog->mappingForm()->savedMappings()->currentData().toString(), u"shop"_s);
    QVERIFY(child<QLabel>(*dialog, u"messageLabel"_s)->text().contains(u"shop"_s));
    // Kept in the team's settings: the command line reconciles with it by name.
    const auto kept = m_writer->settings().read(u"reconcile/mapping/shop"_s);
    QVERIFY(kept && kept->has_value());
    QVERIFY2(kept->value().contains(u"Pedido"_s), qPrintable(kept->value()));
    const test::CliRun cli = test::callCli(
        {u"reconcile"_s, u"--server"_s, conninfo(u"fabio"_s), u"--orders"_s, orders, u"--mapping"_s, u"shop"_s}, {});
    QVERIFY2(cli.status == 0, qPrintable(cli.err + cli.out));
}

void TestTeamReconcile::financeChoosesTheTeamsMappingAndMayNotSaveOne()
{
    attachRecorded(u"fabio"_s, access::Role::Finance);
    ReconcileDialog *dialog = openDialog(*m_window);
    QVERIFY(dialog);
    QComboBox *saved = dialog->mappingForm()->savedMappings();
    const int shop = saved->findData(u"shop"_s);
    QVERIFY(shop > 0);
    const Payment payment = m_fixture.payment(13);
    dialog->setOrderFile(writeOrders(u"mapped-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ";1.00;"
                                                                  + payment.currencyExt.toUtf8()}));
    auto *code = child<QComboBox>(*dialog, u"codeColumn"_s);
    code->setCurrentIndex(0);
    saved->setCurrentIndex(shop);
    emit saved->activated(shop);
    QCOMPARE(code->currentData().toString(), u"Pedido"_s);
    QCOMPARE(child<QComboBox>(*dialog, u"amountColumn"_s)->currentData().toString(), u"Total"_s);
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    QVERIFY(finished.wait(waitMs));
    QCOMPARE(dialog->lastResult()->outcome, ReconcileResult::Outcome::Reconciled);
    QCOMPARE(keptRuns().constFirst().mappingName, u"shop"_s);
    QCOMPARE(keptRuns().constFirst().actor, u"fabio"_s);

    // The team server keeps mappings for a Manager only: the window says it did not.
    auto *team = dialog->findChild<TeamReconciliation *>();
    QSignalSpy answered(team, &TeamReconciliation::mappingSaved);
    dialog->mappingForm()->saveMappingAs(u"finance"_s);
    QVERIFY(answered.wait(waitMs));
    const QString said = child<QLabel>(*dialog, u"problemLabel"_s)->text();
    QVERIFY2(said.contains(u"did not keep the mapping"_s), qPrintable(said));
    QCOMPARE(saved->findData(u"finance"_s), -1);
    const auto notKept = m_writer->settings().read(u"reconcile/mapping/finance"_s);
    QVERIFY(notKept && !notKept->has_value());
}

void TestTeamReconcile::theGuiThreadNeverWaitsAndCancelWorks()
{
    attachRecorded(u"fabio"_s, access::Role::Finance);
    const qsizetype runsBefore = keptRuns().size();
    ReconcileDialog *dialog = openDialog(*m_window);
    QVERIFY(dialog);
    const Payment payment = m_fixture.payment(9);
    dialog->setOrderFile(writeOrders(u"held-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ";1.00;"
                                                                + payment.currencyExt.toUtf8()}));
    mapColumns(*dialog);
    auto *run = child<QPushButton>(*dialog, u"runButton"_s);
    auto *cancel = child<QPushButton>(*dialog, u"cancelButton"_s);

    // A run while its worker is held: the window goes on (a click is taken, Cancel is offered).
    m_gate->close();
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(m_gate->waitUntilHeld());
    QVERIFY(dialog->isRunning());
    QVERIFY(!run->isEnabled());
    QVERIFY(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QCOMPARE(child<QLabel>(*dialog, u"stageLabel"_s)->text(), ReconcileDialog::tr("Cancelling…"));
    QCOMPARE(finished.count(), 0);
    m_gate->open();
    QVERIFY(finished.wait(waitMs));
    QCOMPARE(dialog->lastResult()->outcome, ReconcileResult::Outcome::Cancelled);
    QVERIFY(child<QLabel>(*dialog, u"messageLabel"_s)->text().contains(u"nothing was kept"_s));
    QCOMPARE(keptRuns().size(), runsBefore);
    QVERIFY(run->isEnabled());

    // Run again to the end: the team's payments were read on the worker, through its own session.
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(finished.wait(waitMs));
    QCOMPARE(dialog->lastResult()->outcome, ReconcileResult::Outcome::Reconciled);
    QCOMPARE(dialog->results()->differences().size(), 1);
    QCOMPARE(keptRuns().size(), runsBefore + 1);
    bool readOnWorker = false;
    for (const ReadLog::Read &read : m_log->reads())
        readOnWorker = readOnWorker || (read.what == u"export" && read.thread != QThread::currentThread());
    QVERIFY(readOnWorker);
    // cleanup(): nothing read and no session opened on the GUI thread.
}

void TestTeamReconcile::lockingTheWindowDuringARunDoesNotWaitForIt()
{
    attachRecorded(u"fabio"_s, access::Role::Finance);
    QPointer<ReconcileDialog> dialog = openDialog(*m_window);
    QVERIFY(dialog);
    const Payment payment = m_fixture.payment(15);
    dialog->setOrderFile(writeOrders(u"locked-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ";1.00;"
                                                                  + payment.currencyExt.toUtf8()}));
    mapColumns(*dialog);
    m_gate->close();
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    QVERIFY(m_gate->waitUntilHeld());
    m_gate->openAfterAMinute();
    // The lock closes the reconciliation window while its worker is held on the server's side.
    m_window->lockNow();
    QVERIFY(dialog.isNull());
    QVERIFY(!m_gate->openedByGuard());
    m_gate->open();
}

void TestTeamReconcile::aServerStoppedDuringARunIsSaidAndNothingIsKept()
{
    attachRecorded(u"fabio"_s, access::Role::Finance);
    const qsizetype runsBefore = keptRuns().size();
    ReconcileDialog *dialog = openDialog(*m_window);
    QVERIFY(dialog);
    const Payment payment = m_fixture.payment(11);
    dialog->setOrderFile(writeOrders(u"gone-orders.csv"_s, {payment.merchantPaymentCode.toUtf8() + ";1.00;"
                                                                + payment.currencyExt.toUtf8()}));
    mapColumns(*dialog);
    m_gate->close();
    QSignalSpy finished(dialog, &ReconcileDialog::runFinished);
    QTest::mouseClick(child<QPushButton>(*dialog, u"runButton"_s), Qt::LeftButton);
    // The run's session is open; the server stops before the run reads anything.
    QVERIFY(m_gate->waitUntilHeld());
    m_writer.reset();
    QVERIFY(m_cluster->stop());
    m_gate->open();
    QVERIFY(finished.wait(waitMs));
    QCOMPARE(dialog->lastResult()->outcome, ReconcileResult::Outcome::Failed);
    const QString said = child<QLabel>(*dialog, u"problemLabel"_s)->text();
    QVERIFY2(said.contains(u"team server stopped answering"_s) && said.contains(u"nothing was kept"_s),
             qPrintable(said));
    QVERIFY(!dialog->isRunning());
    QVERIFY(child<QPushButton>(*dialog, u"runButton"_s)->isEnabled());

    // Nothing was kept: the server, back, lists no new run.
    QVERIFY(m_cluster->start());
    auto writer = PgStoreSession::open(conninfo(u"mara"_s));
    QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
    m_writer = std::move(writer).value();
    QCOMPARE(keptRuns().size(), runsBefore);
}

QTEST_MAIN(TestTeamReconcile)
#include "tst_teamreconcile.moc"
