// The team worker as the administrator runs it (directdesk-cli processes) against a real throw-away
// PostgreSQL cluster and the sandbox gateway over HTTP: one worker is active and another stands by;
// the standby takes over when the active one is killed (SIGKILL); a signed notification posted by
// the sandbox to the active worker puts the payment's new status in the team store, an unsigned one
// is refused; an action recorded with an unknown outcome is settled by one query and nothing is sent
// again; SIGTERM stops a worker cleanly and releases its lock at once; a worker whose connection
// ends says it is lost and comes back by itself; a worker without a key, with a bad or unsafe
// connection string or a login that may not write, exits with a clear error and sends nothing.
// A running worker follows the refresh schedule a Manager stores (`sync --server --schedule`) without a
// restart; a stored value it cannot use is reported and the schedule it follows stays. A team
// gateway limit stored that is not one stops the worker and `sync --server` before anything is sent. It asks the
// gateway about queued codes only when a desk's look-up queues one or one backing off comes due: an
// unrelated write (a payment a desk stored, an intent, a setting, codes queued from a file) asks it
// nothing.
#include "../integration/sandbox/sandboxtestdata.h"
#include "core/server/pgchangefeed.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamchangesql.h"
#include "core/server/teamschema.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/refreshplan.h"
#include "support/clirun.h"
#include "support/localport.h"
#include "support/pgcluster.h"
#include "support/sandboxprocess.h"

#include "storefixture.h"
#include "teamdatabase.h"
#include "workerprocess.h"

#include <QFile>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::SandboxProcess;
using dd::test::WorkerProcess;

namespace {

const QString OperatorPassword = u"team worker 2026"_s;

} // namespace

class TestTeamWorker : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void oneIsActiveTheOtherStandsBy();
    void theStandbyTakesOverWhenTheActiveOneIsKilled();
    void aSignedNotificationReachesTheTeamStore();
    void anUnknownOutcomeIsSettledOnce();
    void aWorkerThatLosesTheServerStopsAndComesBack();
    void aBadSetupIsAClearError_data();
    void aBadSetupIsAClearError();
    void aBadGatewayLimitIsAClearError_data();
    void aBadGatewayLimitIsAClearError();
    void aRunningWorkerFollowsTheStoredSchedule();
    void aBadStoredScheduleKeepsTheLastGood_data();
    void aBadStoredScheduleKeepsTheLastGood();
    void anUnrelatedWriteAsksNothingOfTheGateway_data();
    void anUnrelatedWriteAsksNothingOfTheGateway();
    void aCodeBackingOffIsQueriedWhenItComesDue();

private:
    QString conninfo(const QString &login, const QString &password = OperatorPassword) const
    {
        return m_cluster->conninfo(login, password, u"team"_s);
    }
    QString writeConfig(const QString &name, const SandboxProcess &sandbox);
    QStringList workerArguments(const QString &config, quint16 port) const;
    // The payment as the team store holds it now.
    std::optional<Payment> stored(const QString &hash) { return m_store->payments().findByHash(hash); }
    static QJsonObject requests(const SandboxProcess &sandbox);
    // What the worker printed about its schedule since line `from`: one value a line.
    static QList<int> schedulesSaid(WorkerProcess &worker, qsizetype from);
    // A payment made at the gateway (m_sandbox) that the team store does not have.
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
    std::unique_ptr<PgStoreSession> m_store;   // the owner's, to look at what the workers wrote
    std::unique_ptr<SandboxProcess> m_sandbox;  // notifies the worker's port, signed
    QString m_certificate;
    QString m_config;
    quint16 m_port = 0;
    std::unique_ptr<WorkerProcess> m_first;
    std::unique_ptr<WorkerProcess> m_second;
    std::unique_ptr<WorkerProcess> m_scheduled;   // follows the schedule the tests store
    QNetworkAccessManager m_network;
    test::StoreFixture m_payments;
    int m_nextPayment = 0;
    int m_marker = 20;   // schedules the markers store, one a marker
    int m_unknownCodes = 0;
};

void TestTeamWorker::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    {
        auto created = test::createTeamDatabase(*m_cluster);
        QVERIFY2(created, qPrintable(created ? QString() : created.error()));
        PgConnection owner = std::move(created).value();
        for (const auto &[login, group, rank] : {std::tuple{"worker", TeamSchema::SupportRole, 1},
                                                 std::tuple{"fabio", TeamSchema::FinanceRole, 0},
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

    m_port = test::portBelowEphemeralRange(7);
    QVERIFY(m_port > 0);
    m_sandbox = std::make_unique<SandboxProcess>(
        QStringList{u"--notify-url"_s, u"http://127.0.0.1:%1/notify"_s.arg(m_port), u"--notify-retry-ms"_s, u"200"_s,
                    u"--data-dir"_s, m_folder.filePath(u"sandbox"_s)});
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
    const SandboxProcess::RawReply served = m_sandbox->request("GET", u"/sandbox/notification-certificate.pem"_s, {});
    QCOMPARE(served.httpStatus, 200);
    m_certificate = m_folder.filePath(u"gateway.pem"_s);
    QFile certificate(m_certificate);
    QVERIFY(certificate.open(QIODevice::WriteOnly));
    certificate.write(served.body);
    certificate.close();
    m_config = writeConfig(u"gateway.json"_s, *m_sandbox);
    QVERIFY(!m_config.isEmpty());
}

void TestTeamWorker::cleanupTestCase()
{
    m_first.reset();
    m_second.reset();
    m_scheduled.reset();
}

QString TestTeamWorker::writeConfig(const QString &name, const SandboxProcess &sandbox)
{
    QFile file(m_folder.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    file.write(QJsonDocument(QJsonObject{{u"base_url"_s, sandbox.baseUrl().toString()},
                                         {u"integration_key"_s, sandbox.integrationKey()}})
                   .toJson());
    return file.fileName();
}

QStringList TestTeamWorker::workerArguments(const QString &config, quint16 port) const
{
    return {u"--server"_s, conninfo(u"worker"_s), u"--port"_s, QString::number(port),
            u"--gateway-config"_s, config, u"--gateway-certificate"_s, m_certificate};
}

QJsonObject TestTeamWorker::requests(const SandboxProcess &sandbox)
{
    return sandbox.post("/sandbox/stats", {}).value(u"requests"_s).toObject();
}

void TestTeamWorker::oneIsActiveTheOtherStandsBy()
{
    m_first = std::make_unique<WorkerProcess>(workerArguments(m_config, m_port));
    QJsonObject active;
    QVERIFY2(m_first->waitForLine([&active](const QJsonObject &line) {
        active = line;
        return line.value(u"state"_s).toString() == u"active"_s;
    }),
             qPrintable(m_first->errors()));
    QCOMPARE(active.value(u"port"_s).toInt(), int(m_port));

    m_second = std::make_unique<WorkerProcess>(workerArguments(m_config, m_port));
    QVERIFY2(m_second->waitForState(u"standby"_s), qPrintable(m_second->errors()));
    // Standing by, it holds no port and never says it is active.
    for (const QJsonObject &line : m_second->lines())
        QVERIFY(line.value(u"state"_s).toString() != u"active"_s);
    QCOMPARE(m_first->process().state(), QProcess::Running);
}

void TestTeamWorker::theStandbyTakesOverWhenTheActiveOneIsKilled()
{
    QVERIFY(m_first && m_second);
    m_first->process().kill();   // SIGKILL: no chance to release anything itself
    QVERIFY(m_first->process().waitForFinished());
    QVERIFY2(m_second->waitForState(u"active"_s), qPrintable(m_second->errors()));
    m_first.reset();
}

void TestTeamWorker::aSignedNotificationReachesTheTeamStore()
{
    QVERIFY(m_second);
    PgChangeFeed feed;
    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    feed.start(*readServerAddress(m_cluster->adminConninfo(u"team"_s)));
    QVERIFY(changed.wait(30000));

    const QString hash = m_sandbox->postWithKey("/ws/direct", dd::test::directRequest(dd::test::localPayment(
                                                                  u"boleto"_s, u"br"_s, u"BRL"_s)))
                             .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QVERIFY(!hash.isEmpty());
    QCOMPARE(m_sandbox->postWithKey("/sandbox/payments/confirm", {{u"hash"_s, hash}}).value(u"status"_s).toString(),
             u"SUCCESS"_s);
    // The sandbox notifies the worker; the worker queries and writes; the store's feed says so.
    while (!stored(hash) || stored(hash)->status != PaymentStatus::Confirmed)
        QVERIFY2(changed.wait(60000), qPrintable(m_second->errors()));

    // An unsigned notification is refused and its code never queried.
    const int queriesBefore = requests(*m_sandbox).value(u"/ws/query"_s).toInt();
    QNetworkRequest request(QUrl(u"http://127.0.0.1:%1/notify"_s.arg(m_port)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/x-www-form-urlencoded"_s);
    std::unique_ptr<QNetworkReply> reply(m_network.post(
        request, "operation=payment_status_change&notification_type=update&hash_codes=" + hash.toLatin1()));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    QVERIFY(finished.wait(30000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 403);
    QCOMPARE(requests(*m_sandbox).value(u"/ws/query"_s).toInt(), queriesBefore);
}

void TestTeamWorker::anUnknownOutcomeIsSettledOnce()
{
    QVERIFY(m_second);
    // A gateway of its own that notifies nobody: every request it sees is the worker's settling.
    SandboxProcess quiet;
    QVERIFY2(quiet.isReady(), qPrintable(quiet.errorString()));
    const QString config = writeConfig(u"quiet.json"_s, quiet);
    const QString hash = quiet.postWithKey("/ws/direct", dd::test::directRequest(dd::test::cardPayment()))
                             .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QVERIFY(!hash.isEmpty());
    // A desk sent a refund and lost the answer: recorded, outcome unknown.
    const auto intent = m_store->intents().record(PendingOperation::Kind::Refund, u"mr-lost-answer"_s, hash,
                                                  QJsonObject{{u"amount"_s, u"5.00"_s}, {u"currency"_s, u"BRL"_s}});
    QVERIFY(intent);
    QVERIFY(m_store->intents().setState(*intent, PendingOperation::State::Unknown, hash));
    const QJsonObject before = requests(quiet);

    // SIGTERM: the active worker stops cleanly and releases the lock for the next one at once.
    m_second->process().terminate();
    QVERIFY(m_second->process().waitForFinished());
    QCOMPARE(m_second->process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(m_second->process().exitCode(), 0);
    m_second.reset();

    // On a port of its own: a notification the first sandbox may still be resending reaches nobody.
    WorkerProcess settling(workerArguments(config, 0));
    QVERIFY2(settling.waitForState(u"active"_s), qPrintable(settling.errors()));
    QVERIFY2(settling.waitForLine([](const QJsonObject &line) {
        return line.value(u"refresh"_s).toObject().value(u"resolved"_s).toInt() >= 1;
    }),
             qPrintable(settling.errors()));
    QCOMPARE(m_store->intents().find(*intent)->state, PendingOperation::State::Done);
    QVERIFY(stored(hash));
    const QJsonObject after = requests(quiet);
    QCOMPARE(after.value(u"/ws/query"_s).toInt() - before.value(u"/ws/query"_s).toInt(), 1);
    for (const QString &action : {u"/ws/refund"_s, u"/ws/capture"_s, u"/ws/cancel"_s, u"/ws/direct"_s})
        QCOMPARE(after.value(action).toInt(), before.value(action).toInt());
    settling.process().terminate();
    QVERIFY(settling.process().waitForFinished());
    QCOMPARE(settling.process().exitCode(), 0);
}

void TestTeamWorker::aWorkerThatLosesTheServerStopsAndComesBack()
{
    WorkerProcess worker(workerArguments(m_config, 0));
    QVERIFY2(worker.waitForState(u"active"_s), qPrintable(worker.errors()));
    // The connection that holds the lock ends under it (as when the server restarts): the worker
    // says so and stops at once, then takes the lock again on a new connection.
    auto connected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(connected);
    PgConnection owner = std::move(connected).value();
    const auto terminated = owner.exec("SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' "
                                       "AND granted");
    QVERIFY(terminated);
    QCOMPARE(terminated->rows(), 1);
    QVERIFY2(worker.waitForState(u"lost"_s), qPrintable(worker.errors()));
    QVERIFY2(worker.waitForState(u"active"_s), qPrintable(worker.errors()));
    worker.process().terminate();
    QVERIFY(worker.process().waitForFinished());
    QCOMPARE(worker.process().exitCode(), 0);
}

QList<int> TestTeamWorker::schedulesSaid(WorkerProcess &worker, qsizetype from)
{
    QList<int> said;
    const QList<QJsonObject> lines = worker.lines();
    for (qsizetype i = from; i < lines.size(); ++i) {
        if (lines.at(i).contains(u"schedule_minutes"_s))
            said.append(lines.at(i).value(u"schedule_minutes"_s).toInt());
    }
    return said;
}

void TestTeamWorker::aRunningWorkerFollowsTheStoredSchedule()
{
    m_scheduled = std::make_unique<WorkerProcess>(workerArguments(m_config, 0));
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

void TestTeamWorker::aBadStoredScheduleKeepsTheLastGood_data()
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
void TestTeamWorker::aBadStoredScheduleKeepsTheLastGood()
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

void TestTeamWorker::aBadSetupIsAClearError_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    const QStringList port{u"--port"_s, QString::number(m_port)};
    const QStringList config{u"--gateway-config"_s, m_config};
    const QString server = u"--server"_s;
    QTest::newRow("no integration key") << (QStringList{server, conninfo(u"worker"_s)} + port) << 2
                                        << u"DIRECTDESK_INTEGRATION_KEY"_s;
    QTest::newRow("unreadable gateway configuration")
        << (QStringList{server, conninfo(u"worker"_s), u"--gateway-config"_s, m_folder.filePath(u"none.json"_s)} + port)
        << 2 << u"Cannot read the gateway configuration"_s;
    QTest::newRow("unreadable connection string") << (QStringList{server, u"host=127.0.0.1 port"_s} + config + port)
                                                  << 3 << QString();
    QTest::newRow("plaintext to another computer")
        << (QStringList{server, u"host=192.0.2.10 dbname=team user=worker sslmode=require"_s} + config + port) << 3
        << u"verify-full"_s;
    QTest::newRow("wrong password") << (QStringList{server, conninfo(u"worker"_s, u"not the password"_s)} + config + port)
                                    << 9 << u"refused the login"_s;
    QTest::newRow("no server at the address")
        << (QStringList{server, u"host=127.0.0.1 port=1 dbname=team user=worker"_s} + config + port) << 9
        << u"Cannot connect to the team server"_s;
    QTest::newRow("a Finance login") << (QStringList{server, conninfo(u"fabio"_s)} + config + port) << 11
                                     << u"Support or Manager"_s;
}

void TestTeamWorker::aBadSetupIsAClearError()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, message);
    const int sentBefore = dd::test::gatewayRequests(*m_sandbox);
    WorkerProcess worker(arguments);
    QVERIFY(!worker.waitForLine([](const QJsonObject &line) { return line.contains(u"state"_s); }));
    QVERIFY(worker.process().state() == QProcess::NotRunning || worker.process().waitForFinished());
    const QString said = worker.errors();
    QCOMPARE(worker.process().exitCode(), status);
    QVERIFY2(!said.trimmed().isEmpty(), "no message");
    if (!message.isEmpty())
        QVERIFY2(said.contains(message), qPrintable(said));
    QVERIFY2(!said.contains(u"sandbox-integration-key"_s), qPrintable(said));
    QCOMPARE(dd::test::gatewayRequests(*m_sandbox), sentBefore);
}

void TestTeamWorker::aBadGatewayLimitIsAClearError_data()
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

void TestTeamWorker::aBadGatewayLimitIsAClearError()
{
    QFETCH(QString, stored);
    const QString key = QString::fromLatin1(TeamGatewayTiming::SettingKey);
    QVERIFY(m_store->settings().setValue(key, stored));
    const int sentBefore = dd::test::gatewayRequests(*m_sandbox);
    WorkerProcess worker(workerArguments(m_config, 0));
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

QString TestTeamWorker::paymentAtTheGateway()
{
    return m_sandbox->postWithKey("/ws/direct", dd::test::directRequest(dd::test::localPayment(u"boleto"_s, u"br"_s,
                                                                                             u"BRL"_s)))
        .value(u"payment"_s)
        .toObject()
        .value(u"hash"_s)
        .toString();
}

bool TestTeamWorker::passScheduleMarker(WorkerProcess &worker)
{
    const int minutes = ++m_marker;
    return m_store->settings().setValue(RefreshSchedule::settingKey(), QString::number(minutes))
           && worker.waitForLine([minutes](const QJsonObject &line) {
                  return line.value(u"schedule_minutes"_s).toInt() == minutes;
              });
}

QJsonObject TestTeamWorker::nextRefresh(WorkerProcess &worker, qsizetype from)
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

void TestTeamWorker::anUnrelatedWriteAsksNothingOfTheGateway_data()
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
void TestTeamWorker::anUnrelatedWriteAsksNothingOfTheGateway()
{
    QFETCH(QString, write);
    QVERIFY(m_scheduled);
    const QString waiting = unknownCode();
    const QString lookedUp = paymentAtTheGateway();
    const QString unrelated = write == u"codes"_s ? unknownCode() : paymentAtTheGateway();
    QVERIFY(!lookedUp.isEmpty() && !unrelated.isEmpty());
    QVERIFY(passScheduleMarker(*m_scheduled));
    const qsizetype linesBefore = m_scheduled->lines().size();
    const int queriesBefore = requests(*m_sandbox).value(u"/ws/query"_s).toInt();
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
    QCOMPARE(requests(*m_sandbox).value(u"/ws/query"_s).toInt() - queriesBefore, unknown + 1);
    QVERIFY(stored(lookedUp));
    // Out of the way of the next tests (it would come due in a minute).
    for (const QueuedCode &code : m_store->importQueue().find(QueuedCode::Kind::Hash, {waiting, unrelated}))
        QVERIFY(m_store->importQueue().remove(code.id));
}

QString TestTeamWorker::unknownCode()
{
    return u"feedc0de%1"_s.arg(++m_unknownCodes, 32, 10, QLatin1Char('0'));
}

// A looked-up code the gateway did not know backs off in the queue; when its next attempt comes, the
// worker asks again by itself, with no write to wake it.
void TestTeamWorker::aCodeBackingOffIsQueriedWhenItComesDue()
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

QTEST_MAIN(TestTeamWorker)
#include "tst_teamworker.moc"
