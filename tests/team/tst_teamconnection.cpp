// The team server's connection layer against a real throw-away PostgreSQL cluster: which addresses
// are refused before connecting, clear errors for every bad string or password, exact NUMERIC text,
// a connect that never blocks its thread, LISTEN/NOTIFY as signals, and a server that goes away.
#include "core/server/pgconnection.h"
#include "core/server/pgconnector.h"
#include "core/server/serveraddress.h"
#include "support/pgcluster.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

constexpr int waitMs = 60'000; // signal waits return as soon as the signal comes

// Sets environment variables for one test and restores them afterwards.
class ScopedEnvironment
{
public:
    void set(const char *name, const QByteArray &value)
    {
        m_saved.append({name, qgetenv(name), qEnvironmentVariableIsSet(name)});
        qputenv(name, value);
    }
    ~ScopedEnvironment()
    {
        for (const Saved &saved : std::as_const(m_saved)) {
            if (saved.wasSet)
                qputenv(saved.name, saved.value);
            else
                qunsetenv(saved.name);
        }
    }

private:
    struct Saved
    {
        const char *name;
        QByteArray value;
        bool wasSet;
    };
    QList<Saved> m_saved;
};

// The error's text for a failure message (QVERIFY2 evaluates its message even when it passes).
template<typename T>
QByteArray problemOf(const dd::Result<T, PgError> &result)
{
    return result ? QByteArray() : result.error().message.toUtf8();
}

} // namespace

class TestTeamConnection : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void addressRules_data();
    void addressRules();
    void unreadableStringsAreClearErrors_data();
    void unreadableStringsAreClearErrors();
    void connectsAndReadsNumericExactly();
    void badLoginsAreClearErrors_data();
    void badLoginsAreClearErrors();
    void passwordFileIsHonoured();
    void connectorNeverBlocksAndReportsBoth();
    void connectorGivesUpOnASilentServer();
    void notificationsArriveAsSignals();
    void serverGoingAwayIsNoticed();
    void aDeadTestsClusterIsStoppedByTheNext();

private:
    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
};

void TestTeamConnection::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
}

void TestTeamConnection::addressRules_data()
{
    QTest::addColumn<QString>("conninfo");
    QTest::addColumn<QByteArray>("pgHost");
    QTest::addColumn<QByteArray>("pgSslMode");
    QTest::addColumn<bool>("accepted");

    QTest::newRow("local socket by default") << QString() << QByteArray() << QByteArray() << true;
    QTest::newRow("socket folder") << u"host=/var/run/postgresql dbname=dd"_s << QByteArray() << QByteArray() << true;
    QTest::newRow("localhost") << u"host=localhost"_s << QByteArray() << QByteArray() << true;
    QTest::newRow("127.0.0.1") << u"host=127.0.0.1 port=5433"_s << QByteArray() << QByteArray() << true;
    QTest::newRow("::1 in a URI") << u"postgresql://[::1]:5432/dd"_s << QByteArray() << QByteArray() << true;
    QTest::newRow("remote, plaintext") << u"host=db.example.com dbname=dd"_s << QByteArray() << QByteArray() << false;
    QTest::newRow("remote, require") << u"host=db.example.com sslmode=require"_s << QByteArray() << QByteArray()
                                     << false;
    QTest::newRow("remote, verify-ca") << u"host=db.example.com sslmode=verify-ca"_s << QByteArray() << QByteArray()
                                       << false;
    QTest::newRow("remote, verify-full") << u"host=db.example.com sslmode=verify-full"_s << QByteArray()
                                         << QByteArray() << true;
    QTest::newRow("remote URI, plaintext") << u"postgresql://ana@db.example.com/dd"_s << QByteArray() << QByteArray()
                                           << false;
    QTest::newRow("remote URI, verify-full") << u"postgresql://db.example.com/dd?sslmode=verify-full"_s
                                             << QByteArray() << QByteArray() << true;
    QTest::newRow("LAN address") << u"hostaddr=10.0.0.5"_s << QByteArray() << QByteArray() << false;
    QTest::newRow("hostaddr wins over a local host name") << u"host=localhost hostaddr=10.0.0.5"_s << QByteArray()
                                                          << QByteArray() << false;
    QTest::newRow("one remote host in a list") << u"host=localhost,db.example.com"_s << QByteArray() << QByteArray()
                                               << false;
    QTest::newRow("PGHOST remote") << QString() << QByteArray("db.example.com") << QByteArray() << false;
    QTest::newRow("PGHOST remote, PGSSLMODE verify-full") << QString() << QByteArray("db.example.com")
                                                          << QByteArray("verify-full") << true;
    QTest::newRow("string's sslmode wins over PGSSLMODE")
        << u"host=db.example.com sslmode=disable"_s << QByteArray() << QByteArray("verify-full") << false;
}

// Nothing is sent to a server that is not on this computer unless TLS verifies its certificate and name.
void TestTeamConnection::addressRules()
{
    QFETCH(QString, conninfo);
    QFETCH(QByteArray, pgHost);
    QFETCH(QByteArray, pgSslMode);
    QFETCH(bool, accepted);
    ScopedEnvironment environment;
    if (!pgHost.isEmpty())
        environment.set("PGHOST", pgHost);
    if (!pgSslMode.isEmpty())
        environment.set("PGSSLMODE", pgSslMode);
    const auto address = readServerAddress(conninfo);
    QCOMPARE(address.hasValue(), accepted);
    if (!accepted) {
        QVERIFY2(address.error().message.contains(u"sslmode=verify-full"), qPrintable(address.error().message));
        QVERIFY2(address.error().message.contains(u"sslrootcert"), qPrintable(address.error().message));
    }
}

void TestTeamConnection::unreadableStringsAreClearErrors_data()
{
    QTest::addColumn<QString>("conninfo");
    QTest::addColumn<QString>("said");
    QTest::newRow("unterminated quote") << u"host='localhost"_s << u"unterminated quoted string"_s;
    QTest::newRow("unknown keyword") << u"hots=localhost"_s << u"invalid connection option \"hots\""_s;
    QTest::newRow("missing equals") << u"host localhost"_s << u"missing \"=\""_s;
    QTest::newRow("broken URI") << u"postgresql://[::1/dd"_s << u"matching \"]\" in IPv6 host address"_s;
    QTest::newRow("bad URI parameter") << u"postgresql://localhost/dd?nosuch=1"_s << u"nosuch"_s;
}

void TestTeamConnection::unreadableStringsAreClearErrors()
{
    QFETCH(QString, conninfo);
    QFETCH(QString, said);
    const auto address = readServerAddress(conninfo);
    QVERIFY(!address);
    QVERIFY2(address.error().message.startsWith(u"The team server's connection string cannot be read: "),
             qPrintable(address.error().message));
    QVERIFY2(address.error().message.contains(said), qPrintable(address.error().message));
}

void TestTeamConnection::connectsAndReadsNumericExactly()
{
    auto connection = PgConnection::connectTo(m_cluster->adminConninfo());
    QVERIFY2(connection, problemOf(connection).constData());
    QCOMPARE(connection->user(), PgCluster::adminUser());
    QVERIFY(connection->serverVersion() >= 150000);
    // 19 significant digits: a double would round them.
    const auto result = connection.value().exec("SELECT $1::numeric(20,2) + 0.01, $2::text IS NULL, $3::text",
                                                {QByteArray("12345678901234567.88"), std::nullopt,
                                                 QByteArray("S\xc3\xa3o Paulo")});
    QVERIFY2(result, problemOf(result).constData());
    QCOMPARE(result->rows(), 1);
    QCOMPARE(result->text(0, 0), u"12345678901234567.89"_s);
    QCOMPARE(result->text(0, 1), u"t"_s);
    QCOMPARE(result->text(0, 2), u"São Paulo"_s);

    const auto refused = connection.value().exec("SELECT 1/0");
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, PgError::Kind::Statement);
    QCOMPARE(refused.error().sqlState, QByteArray("22012"));
    QCOMPARE(refused.error().message, u"division by zero"_s);
}

void TestTeamConnection::badLoginsAreClearErrors_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<int>("port");   // 0: the cluster's
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("said");
    QTest::newRow("wrong password") << PgCluster::adminUser() << u"not-the-password"_s << 0
                                    << int(PgError::Kind::Authentication) << u"password authentication failed"_s;
    QTest::newRow("no password") << PgCluster::adminUser() << QString() << 0 << int(PgError::Kind::Authentication)
                                 << u"asks for a password"_s;
    QTest::newRow("unknown login") << u"nobody"_s << u"x"_s << 0 << int(PgError::Kind::Authentication)
                                   << u"password authentication failed for user \"nobody\""_s;
    QTest::newRow("nothing listening") << PgCluster::adminUser() << u"x"_s << 1 << int(PgError::Kind::Connection)
                                       << u"Cannot connect to the team server: "_s;
}

void TestTeamConnection::badLoginsAreClearErrors()
{
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(int, port);
    QFETCH(int, kind);
    QFETCH(QString, said);
    QString conninfo = m_cluster->conninfo(user, password);
    if (port)
        conninfo += u" port=%1"_s.arg(port);
    const auto connection = PgConnection::connectTo(conninfo);
    QVERIFY(!connection);
    QCOMPARE(int(connection.error().kind), kind);
    QVERIFY2(connection.error().message.contains(said), qPrintable(connection.error().message));
    if (!password.isEmpty())
        QVERIFY2(!connection.error().message.contains(password), qPrintable(connection.error().message));
}

// Passwords come the way libpq users keep them: here ~/.pgpass (through PGPASSFILE).
void TestTeamConnection::passwordFileIsHonoured()
{
    QFile file(m_home.filePath(QStringLiteral("pgpass")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(u"127.0.0.1:%1:*:%2:%3\n"_s.arg(m_cluster->port()).arg(PgCluster::adminUser(),
                                                                     m_cluster->adminPassword()).toUtf8());
    file.close();
    QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    ScopedEnvironment environment;
    environment.set("PGPASSFILE", file.fileName().toUtf8());
    const auto connection = PgConnection::connectTo(m_cluster->conninfo(PgCluster::adminUser(), {}));
    QVERIFY2(connection, problemOf(connection).constData());
}

void TestTeamConnection::connectorNeverBlocksAndReportsBoth()
{
    PgConnector connector;
    QSignalSpy connected(&connector, &PgConnector::connected);
    QSignalSpy failed(&connector, &PgConnector::failed);
    const auto address = readServerAddress(m_cluster->adminConninfo());
    QVERIFY(address);
    connector.start(*address);
    // start() returned before the server answered: the handshake needs the event loop.
    QVERIFY(connector.isConnecting());
    QCOMPARE(connected.size() + failed.size(), 0);
    QVERIFY(connected.wait(waitMs));
    PgConnection connection = connector.takeConnection();
    QVERIFY(connection.isOpen());
    QVERIFY(connection.exec("SELECT 1"));

    const auto wrong = readServerAddress(m_cluster->conninfo(PgCluster::adminUser(), u"wrong"_s));
    QVERIFY(wrong);
    connector.start(*wrong);
    QVERIFY(failed.wait(waitMs));
    QCOMPARE(failed.constFirst().constFirst().value<PgError>().kind, PgError::Kind::Authentication);
}

// libpq ignores connect_timeout without blocking calls: the connector's own deadline ends the wait.
void TestTeamConnection::connectorGivesUpOnASilentServer()
{
    QTcpServer silent;   // accepts the connection and never says a word
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    PgConnector connector;
    QSignalSpy failed(&connector, &PgConnector::failed);
    const auto address = readServerAddress(u"host=127.0.0.1 port=%1 user=x password=y"_s.arg(silent.serverPort()));
    QVERIFY(address);
    connector.start(*address, 300);
    QVERIFY(failed.wait(waitMs));
    const auto error = failed.constFirst().constFirst().value<PgError>();
    QCOMPARE(error.kind, PgError::Kind::Connection);
    QVERIFY2(error.message.contains(u"no answer"), qPrintable(error.message));
    QVERIFY(!connector.isConnecting());
}

void TestTeamConnection::notificationsArriveAsSignals()
{
    auto listening = PgConnection::connectTo(m_cluster->adminConninfo());
    auto writing = PgConnection::connectTo(m_cluster->adminConninfo());
    QVERIFY(listening && writing);
    QVERIFY(listening.value().exec("LISTEN dd_change"));
    PgListener listener(listening.value());
    QSignalSpy notified(&listener, &PgListener::notified);
    QVERIFY(writing.value().exec("SELECT pg_notify('dd_change', $1)", {QByteArray("42")}));
    QVERIFY(notified.wait(waitMs));
    QCOMPARE(notified.constFirst().at(0).toString(), u"dd_change"_s);
    QCOMPARE(notified.constFirst().at(1).toByteArray(), QByteArray("42"));
}

void TestTeamConnection::serverGoingAwayIsNoticed()
{
    auto connection = PgConnection::connectTo(m_cluster->adminConninfo());
    QVERIFY(connection);
    QVERIFY(connection.value().exec("LISTEN dd_change"));
    PgListener listener(connection.value());
    QSignalSpy lost(&listener, &PgListener::lost);
    QVERIFY2(m_cluster->stop(), qPrintable(m_cluster->problem()));
    QVERIFY(lost.wait(waitMs));
    const auto after = connection.value().exec("SELECT 1");
    QVERIFY(!after);
    QCOMPARE(after.error().kind, PgError::Kind::Connection);
    QVERIFY2(m_cluster->start(), qPrintable(m_cluster->problem()));
    const auto again = PgConnection::connectTo(m_cluster->adminConninfo());
    QVERIFY2(again, problemOf(again).constData());
}

// A test process killed at a timeout leaves its cluster running: the next cluster made stops it and
// removes its folder; a living process's cluster and a folder without an owner stay.
void TestTeamConnection::aDeadTestsClusterIsStoppedByTheNext()
{
    QProcess config;
    config.start(u"pg_config"_s, {u"--bindir"_s});
    QVERIFY(config.waitForFinished(60'000));
    const QString bindir = QString::fromLocal8Bit(config.readAllStandardOutput()).trimmed();
    PgCluster orphan;
    QVERIFY2(orphan.isRunning(), qPrintable(orphan.problem()));
    QTemporaryDir ownerless(QDir::tempPath() + u"/directdesk-pg-XXXXXX"_s);
    QVERIFY(ownerless.isValid());

    PgCluster::stopOrphans(bindir);   // every owner alive: nothing is touched
    QVERIFY(QFileInfo::exists(orphan.folder()));
    auto alive = PgConnection::connectTo(orphan.adminConninfo());
    QVERIFY2(alive, qPrintable(alive ? QString() : alive.error().message));

    // The process that owned it has ended (a pid that names no process now).
    QProcess ended;
    ended.start(u"true"_s);
    QVERIFY(ended.waitForStarted());
    const qint64 deadPid = ended.processId();
    QVERIFY(ended.waitForFinished());
    QFile owner(QDir(orphan.folder()).filePath(PgCluster::ownerFile()));
    QVERIFY(owner.open(QIODevice::WriteOnly | QIODevice::Truncate));
    owner.write(QByteArray::number(deadPid));
    owner.close();
    PgCluster::stopOrphans(bindir);
    QVERIFY(!QFileInfo::exists(orphan.folder()));
    QVERIFY(!PgConnection::connectTo(orphan.adminConninfo()));
    QVERIFY(QFileInfo::exists(ownerless.path()));
}

QTEST_GUILESS_MAIN(TestTeamConnection)
#include "tst_teamconnection.moc"
