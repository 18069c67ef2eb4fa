// The team worker (a directdesk-cli process) following the team store while it runs, on a real
// throw-away PostgreSQL cluster and the sandbox gateway over HTTP: it follows the refresh schedule a
// Manager stores (`sync --server --schedule`, or any settings write) without a restart; a stored value
// it cannot use is reported and the schedule it follows stays. It asks the gateway about queued codes
// only when a desk's look-up queues one or one backing off comes due: an unrelated write (a payment a
// desk stored, an intent, a setting, codes queued from a file) asks it nothing. A team gateway limit
// stored that is not one stops the worker and `sync --server` before anything is sent.
#include "../integration/sandbox/sandboxtestdata.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamchangesql.h"
#include "core/server/teamschema.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/refreshplan.h"
#include "core/sync/syncsettings.h"
#include "support/clirun.h"
#include "support/pgcluster.h"
#include "support/sandboxprocess.h"

#include "storefixture.h"
#include "teamdatabase.h"
#include "workerprocess.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::SandboxProcess;
using dd::test::WorkerProcess;

namespace {

const QString OperatorPassword = u"team worker follows 2026"_s;

} // namespace

class TestTeamWorkerFollows : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void aBadGatewayLimitIsAClearError_data();
    void aBadGatewayLimitIsAClearError();
    void aRunningWorkerFollowsTheStoredSchedule();
    void aBadStoredScheduleKeepsTheLastGood_data();
    void aBadStoredScheduleKeepsTheLastGood();
    void anUnreadableScheduleKeepsTheLastGood();
    void anUnrelatedWriteAsksNothingOfTheGateway_data();
    void anUnrelatedWriteAsksNothingOfTheGateway();
    void aCodeBackingOffIsQueriedWhenItComesDue();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, OperatorPassword, u"team"_s); }
    QStringList workerArguments() const
    {
        return {u"--server"_s, conninfo(u"worker"_s), u"--port"_s, u"0"_s, u"--gateway-config"_s, m_config};
    }
    std::optional<Payment> stored(const QString &hash) { return m_store->payments().findByHash(hash); }
    QJsonObject requests() const { return m_sandbox->post("/sandbox/stats", {}).value(u"requests"_s).toObject(); }
    // What the worker printed about its schedule since line `from`: one value a line.
    static QList<int> schedulesSaid(WorkerProcess &worker, qsizetype from);
    // A payment made at the gateway that the team store does not have.
    QString paymentAtTheGateway();
    // A hash the gateway does not know, another each time.
    QString unknownCode();
    // Stores a schedule the worker does not follow yet and waits until it says it follows it: the
    // worker has then handled every change committed before.
    bool passScheduleMarker(WorkerProcess &worker);
    // Waits for the worker's next refresh line from line `from` on; its summary, empty when none came.
    static QJsonObject nextRefresh(WorkerProcess &worker, qsizetype from);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<PgStoreSession> m_store;   // the owner's
    std::unique_ptr<SandboxProcess> m_sandbox;
    QString m_config;
    std::unique_ptr<WorkerProcess> m_scheduled;   // follows the schedule the tests store
    test::StoreFixture m_payments;
    int m_nextPayment = 0;
    int m_marker = 20;   // schedules the markers store, one a marker
    int m_unknownCodes = 0;
};

void TestTeamWorkerFollows::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    {
        auto created = test::createTeamDatabase(*m_cluster);
        QVERIFY2(created, qPrintable(created ? QString() : created.error()));
        PgConnection owner = std::move(created).value();
        for (const auto &[login, group, rank] : {std::tuple{"worker", TeamSchema::SupportRole, 1},
                                                 std::tuple{"mara", TeamSchema::ManagerRole, 2}}) {
            const QByteArray create = QByteArray("CREATE ROLE ") + login + " LOGIN PASSWORD '"
                                      + OperatorPassword.toUtf8() + "' IN ROLE " + group;
            QVERIFY(owner.exec(create.constData()));
            QVERIFY(owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                               {QByteArray(login), QByteArray(login).toUpper(), QByteArray::number(rank)}));
        }
    }
    auto opened = PgStoreSession::open(m_cluster->adminConninfo(u"team"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_store = std::move(opened).value();
    m_sandbox = std::make_unique<SandboxProcess>(QStringList{u"--data-dir"_s, m_folder.filePath(u"sandbox"_s)});
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
    QFile config(m_folder.filePath(u"gateway.json"_s));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    config.write(QJsonDocument(QJsonObject{{u"base_url"_s, m_sandbox->baseUrl().toString()},
                                           {u"integration_key"_s, m_sandbox->integrationKey()}})
                     .toJson());
    config.close();
    m_config = config.fileName();
}

void TestTeamWorkerFollows::cleanupTestCase()
{
    m_scheduled.reset();
}

void TestTeamWorkerFollows::aBadGatewayLimitIsAClearError_data()
{
    QTest::addColumn<QString>("stored");
    QTest::newRow("words") << u"fast"_s;
    QTest::newRow("empty") << QString();
    QTest::newRow("zero") << u"0"_s;
    QTest::newRow("below a second") << QString::number(TeamGatewayTiming::ShortestMs - 1);
    QTest::newRow("above five minutes") << QString::number(TeamGatewayTiming::LongestMs + 1);
    QTest::newRow("a unit after the number") << u"5000 ms"_s;
    QTest::newRow("a fraction") << u"5000.5"_s;
}

void TestTeamWorkerFollows::aBadGatewayLimitIsAClearError()
{
    QFETCH(QString, stored);
    const QString key = QString::fromLatin1(TeamGatewayTiming::SettingKey);
    // Written before the server checked it (version 15 refuses it now).
    const auto unchecked = test::storeUncheckedSetting(m_store->connection(), key.toLatin1(), stored.toUtf8());
    QVERIFY2(!unchecked, qPrintable(unchecked.value_or(QString())));
    const int sentBefore = dd::test::gatewayRequests(*m_sandbox);
    WorkerProcess worker(workerArguments());
    QVERIFY(!worker.waitForLine([](const QJsonObject &line) { return line.contains(u"state"_s); }));
    QVERIFY(worker.process().state() == QProcess::NotRunning || worker.process().waitForFinished());
    QCOMPARE(worker.process().exitCode(), 3);
    QVERIFY2(worker.errors().contains(key + u" \""_s + stored + u"\""_s), qPrintable(worker.errors()));
    // A desk's command line that asks the gateway on the team server stops the same way.
    const test::CliRun sync = test::runCli(
        {u"sync"_s, u"--server"_s, conninfo(u"worker"_s), u"--gateway-config"_s, m_config, u"--json"_s}, {});
    QCOMPARE(sync.status, 3);
    QVERIFY2(sync.err.contains(key + u" \""_s + stored + u"\""_s), qPrintable(sync.err));
    QCOMPARE(dd::test::gatewayRequests(*m_sandbox), sentBefore);
    QVERIFY(m_store->settings().remove(key));
}

QList<int> TestTeamWorkerFollows::schedulesSaid(WorkerProcess &worker, qsizetype from)
{
    QList<int> said;
    const QList<QJsonObject> lines = worker.lines();
    for (qsizetype i = from; i < lines.size(); ++i) {
        if (lines.at(i).contains(u"schedule_minutes"_s))
            said.append(lines.at(i).value(u"schedule_minutes"_s).toInt());
    }
    return said;
}

void TestTeamWorkerFollows::aRunningWorkerFollowsTheStoredSchedule()
{
    m_scheduled = std::make_unique<WorkerProcess>(workerArguments());
    QVERIFY2(m_scheduled->waitForState(u"active"_s), qPrintable(m_scheduled->errors()));
    // A Manager changes the schedule while the worker runs; the worker says it follows it.
    for (const int minutes : {7, 0, 7}) {
        const test::CliRun set = test::runCli({u"sync"_s, u"--server"_s, conninfo(u"mara"_s), u"--schedule"_s,
                                               QString::number(minutes), u"--json"_s},
                                              {});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        QCOMPARE(set.json().value(u"schedule_minutes"_s).toInt(-1), minutes);
        QVERIFY2(m_scheduled->waitForLine([minutes](const QJsonObject &line) {
            return line.contains(u"schedule_minutes"_s) && line.value(u"schedule_minutes"_s).toInt() == minutes;
        }),
                 qPrintable(m_scheduled->errors()));
    }
    QCOMPARE(schedulesSaid(*m_scheduled, 0), (QList<int>{7, 0, 7}));
}

void TestTeamWorkerFollows::aBadStoredScheduleKeepsTheLastGood_data()
{
    QTest::addColumn<QString>("stored");
    QTest::newRow("words") << u"soon"_s;
    QTest::newRow("empty") << QString();
    QTest::newRow("negative") << u"-5"_s;
    QTest::newRow("above a day") << QString::number(RefreshSchedule::MaxMinutes + 1);
    QTest::newRow("a unit after the number") << u"7 minutes"_s;
    QTest::newRow("beyond an int") << u"99999999999"_s;
    QTest::newRow("a fraction") << u"7.5"_s;
}

// Written past the command line (psql, or an older desk): reported, and the schedule followed
// until then (7 minutes, from the test above) stays.
void TestTeamWorkerFollows::aBadStoredScheduleKeepsTheLastGood()
{
    QFETCH(QString, stored);
    QVERIFY(m_scheduled);
    const qsizetype linesBefore = m_scheduled->lines().size();
    QVERIFY(m_store->settings().setValue(RefreshSchedule::settingKey(), stored));
    const QString said = m_scheduled->waitForError(u"\""_s + stored + u"\""_s);
    QVERIFY2(!said.isEmpty(), qPrintable(m_scheduled->errors()));
    QVERIFY2(said.contains(u"every 7 minute"_s), qPrintable(said));
    QCOMPARE(schedulesSaid(*m_scheduled, linesBefore), QList<int>{});
    // A good value again is followed: the worker was not stopped by the bad one.
    QVERIFY(m_store->settings().setValue(RefreshSchedule::settingKey(), u"9"_s));
    QVERIFY2(m_scheduled->waitForLine([](const QJsonObject &line) {
        return line.value(u"schedule_minutes"_s).toInt() == 9;
    }),
             qPrintable(m_scheduled->errors()));
    QVERIFY(m_store->settings().setValue(RefreshSchedule::settingKey(), u"7"_s));
    QVERIFY2(m_scheduled->waitForLine([](const QJsonObject &line) {
        return line.value(u"schedule_minutes"_s).toInt() == 7;
    }),
             qPrintable(m_scheduled->errors()));
}

// The worker's group loses its grant to read the settings while a Manager unsets the schedule: the
// failed read is reported and the schedule followed so far (7 minutes) stays, never the default of
// an unset one. The worker reads it again by itself and, once it can, follows what is stored.
void TestTeamWorkerFollows::anUnreadableScheduleKeepsTheLastGood()
{
    QVERIFY(m_scheduled);
    const qsizetype linesBefore = m_scheduled->lines().size();
    QVERIFY(m_store->connection().exec("REVOKE SELECT ON directdesk.settings FROM directdesk_support"));
    QVERIFY(m_store->settings().remove(RefreshSchedule::settingKey()));
    const QString said = m_scheduled->waitForError(u"Could not read the stored refresh schedule"_s);
    QVERIFY(m_store->connection().exec("GRANT SELECT ON directdesk.settings TO directdesk_support"));
    QVERIFY2(!said.isEmpty(), qPrintable(m_scheduled->errors()));
    QVERIFY2(said.contains(u"every 7 minute"_s), qPrintable(said));
    QCOMPARE(schedulesSaid(*m_scheduled, linesBefore), QList<int>{});
    // No write wakes it: its own second read follows the unset schedule (the default).
    QVERIFY2(m_scheduled->waitForLine([](const QJsonObject &line) {
        return line.value(u"schedule_minutes"_s).toInt() == SyncSettings::DefaultScheduleMinutes;
    }),
             qPrintable(m_scheduled->errors()));
    QVERIFY(m_store->settings().setValue(RefreshSchedule::settingKey(), u"7"_s));
    QVERIFY2(m_scheduled->waitForLine([](const QJsonObject &line) {
        return line.value(u"schedule_minutes"_s).toInt() == 7;
    }),
             qPrintable(m_scheduled->errors()));
}

QString TestTeamWorkerFollows::paymentAtTheGateway()
{
    return m_sandbox->postWithKey("/ws/direct", dd::test::directRequest(dd::test::localPayment(u"boleto"_s, u"br"_s,
                                                                                             u"BRL"_s)))
        .value(u"payment"_s)
        .toObject()
        .value(u"hash"_s)
        .toString();
}

bool TestTeamWorkerFollows::passScheduleMarker(WorkerProcess &worker)
{
    const int minutes = ++m_marker;
    return m_store->settings().setValue(RefreshSchedule::settingKey(), QString::number(minutes))
           && worker.waitForLine([minutes](const QJsonObject &line) {
                  return line.value(u"schedule_minutes"_s).toInt() == minutes;
              });
}

QJsonObject TestTeamWorkerFollows::nextRefresh(WorkerProcess &worker, qsizetype from)
{
    if (!worker.waitForLine([](const QJsonObject &line) { return line.contains(u"refresh"_s); }))
        return {};
    const QList<QJsonObject> lines = worker.lines();
    for (qsizetype i = from; i < lines.size(); ++i) {
        if (lines.at(i).contains(u"refresh"_s))
            return lines.at(i).value(u"refresh"_s).toObject();
    }
    return {};
}

QString TestTeamWorkerFollows::unknownCode()
{
    return u"feedc0de%1"_s.arg(++m_unknownCodes, 32, 10, QLatin1Char('0'));
}

void TestTeamWorkerFollows::anUnrelatedWriteAsksNothingOfTheGateway_data()
{
    QTest::addColumn<QString>("write");
    QTest::newRow("a payment stored by a desk") << u"payment"_s;
    QTest::newRow("an action's intent recorded") << u"intent"_s;
    QTest::newRow("a setting stored") << u"setting"_s;
    QTest::newRow("codes queued from a file") << u"codes"_s;
}

// A code waits in the queue, due, from a file (the worker queries those at its schedule), and the
// gateway does not know it: once asked, it backs off for a minute. Had the unrelated write woken the
// worker's query of the queue, it would have been asked then, and not again at the next look-up a
// desk queues: that look-up's refresh shows what was asked, both codes, each once.
void TestTeamWorkerFollows::anUnrelatedWriteAsksNothingOfTheGateway()
{
    QFETCH(QString, write);
    QVERIFY(m_scheduled);
    const QString waiting = unknownCode();
    const QString lookedUp = paymentAtTheGateway();
    const QString unrelated = write == u"codes"_s ? unknownCode() : paymentAtTheGateway();
    QVERIFY(!lookedUp.isEmpty() && !unrelated.isEmpty());
    QVERIFY(passScheduleMarker(*m_scheduled));
    const qsizetype linesBefore = m_scheduled->lines().size();
    const int queriesBefore = requests().value(u"/ws/query"_s).toInt();
    QVERIFY(m_store->importQueue().enqueue(QueuedCode::Kind::Hash, {waiting}, u"codes file"_s));

    if (write == u"payment"_s) {
        QVERIFY(m_store->payments().upsert(m_payments.payment(m_nextPayment++)));
    } else if (write == u"intent"_s) {
        QVERIFY(m_store->intents().record(PendingOperation::Kind::Refund, u"mr-unrelated-%1"_s.arg(m_nextPayment++),
                                          unrelated, QJsonObject{{u"amount"_s, u"1.00"_s}}));
    } else if (write == u"setting"_s) {
        QVERIFY(m_store->settings().setValue(u"team.note"_s, u"unrelated %1"_s.arg(m_nextPayment++)));
    } else {
        QVERIFY(m_store->importQueue().enqueue(QueuedCode::Kind::Hash, {unrelated}, u"codes file"_s));
    }
    // Once the worker says it follows a newer schedule, it has handled the write above.
    QVERIFY2(passScheduleMarker(*m_scheduled), qPrintable(m_scheduled->errors()));
    const QString lookUp = QString::fromLatin1(TeamSchema::LookUpSource);
    QVERIFY(m_store->importQueue().enqueue(QueuedCode::Kind::Hash, {lookedUp}, lookUp));
    const QJsonObject refresh = nextRefresh(*m_scheduled, linesBefore);
    QVERIFY2(!refresh.isEmpty(), qPrintable(m_scheduled->errors()));
    const int unknown = write == u"codes"_s ? 2 : 1;
    QCOMPARE(refresh.value(u"total"_s).toInt(), unknown + 1);
    QCOMPARE(refresh.value(u"failed"_s).toInt(), unknown);
    QCOMPARE(refresh.value(u"refreshed"_s).toInt(), 1);
    QCOMPARE(requests().value(u"/ws/query"_s).toInt() - queriesBefore, unknown + 1);
    QVERIFY(stored(lookedUp));
    // Out of the way of the next tests (it would come due in a minute).
    for (const QueuedCode &code : m_store->importQueue().find(QueuedCode::Kind::Hash, {waiting, unrelated}))
        QVERIFY(m_store->importQueue().remove(code.id));
}

// A looked-up code the gateway did not know backs off in the queue; when its next attempt comes, the
// worker asks again by itself, with no write to wake it.
void TestTeamWorkerFollows::aCodeBackingOffIsQueriedWhenItComesDue()
{
    QVERIFY(m_scheduled);
    const QString unknown = unknownCode();
    const QString lookUp = QString::fromLatin1(TeamSchema::LookUpSource);
    qsizetype linesBefore = m_scheduled->lines().size();
    QVERIFY(m_store->importQueue().enqueue(QueuedCode::Kind::Hash, {unknown}, lookUp));
    QJsonObject refresh = nextRefresh(*m_scheduled, linesBefore);
    QVERIFY2(!refresh.isEmpty(), qPrintable(m_scheduled->errors()));
    QCOMPARE(refresh.value(u"failed"_s).toInt(), 1);
    QList<QueuedCode> backingOff = m_store->importQueue().find(QueuedCode::Kind::Hash, {unknown});
    QCOMPARE(backingOff.size(), 1);
    QCOMPARE(backingOff.constFirst().notFound, 1);

    // Its back-off (a minute after the first "not found") is cut to a few seconds, as far as the
    // store says; the worker learns when it is due after its next refresh (a desk's look-up here).
    auto connected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(connected);
    PgConnection owner = std::move(connected).value();
    QVERIFY(owner.exec("UPDATE directdesk.import_queue SET next_attempt_at = clock_timestamp() + interval '3 seconds' "
                        "WHERE code = $1",
                        {unknown.toUtf8()}));
    const QString lookedUp = paymentAtTheGateway();
    QVERIFY(!lookedUp.isEmpty());
    linesBefore = m_scheduled->lines().size();
    QVERIFY(m_store->importQueue().enqueue(QueuedCode::Kind::Hash, {lookedUp}, lookUp));
    refresh = nextRefresh(*m_scheduled, linesBefore);
    QVERIFY2(!refresh.isEmpty(), qPrintable(m_scheduled->errors()));
    if (refresh.value(u"total"_s).toInt() != 1)
        QSKIP("The look-up's refresh started after the code came due: what follows is not tested.");
    QCOMPARE(refresh.value(u"refreshed"_s).toInt(), 1);
    // Then the code comes due and is asked again, with no write: its second "not found".
    linesBefore = m_scheduled->lines().size();
    refresh = nextRefresh(*m_scheduled, linesBefore);
    QVERIFY2(!refresh.isEmpty(), qPrintable(m_scheduled->errors()));
    QCOMPARE(refresh.value(u"total"_s).toInt(), 1);
    QCOMPARE(refresh.value(u"failed"_s).toInt(), 1);
    backingOff = m_store->importQueue().find(QueuedCode::Kind::Hash, {unknown});
    QCOMPARE(backingOff.size(), 1);
    QCOMPARE(backingOff.constFirst().notFound, 2);
    QVERIFY(m_store->importQueue().remove(backingOff.constFirst().id));
}

QTEST_MAIN(TestTeamWorkerFollows)
#include "tst_teamworkerfollows.moc"
