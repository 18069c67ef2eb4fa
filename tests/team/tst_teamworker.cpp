// The team worker as the administrator runs it (directdesk-cli processes) against a real throw-away
// PostgreSQL cluster and the sandbox gateway over HTTP: one worker is active and another stands by;
// the standby takes over when the active one is killed (SIGKILL); a signed notification posted by
// the sandbox to the active worker puts the payment's new status in the team store, an unsigned one
// is refused; an action recorded with an unknown outcome is settled by one query and nothing is sent
// again; SIGTERM stops a worker cleanly and releases its lock at once; a worker whose connection
// ends says it is lost and comes back by itself; a worker without a key, with a bad or unsafe
// connection string or a login that may not write, exits with a clear error and sends nothing.
#include "../integration/sandbox/sandboxtestdata.h"
#include "core/server/pgchangefeed.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/clirun.h"
#include "support/localport.h"
#include "support/pgcluster.h"
#include "support/sandboxprocess.h"

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
    QNetworkAccessManager m_network;
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
                                                 std::tuple{"fabio", TeamSchema::FinanceRole, 0}}) {
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

QTEST_MAIN(TestTeamWorker)
#include "tst_teamworker.moc"
