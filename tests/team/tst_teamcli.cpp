// `directdesk-cli team init|migrate|status` against a real throw-away PostgreSQL cluster, called in
// this process: every command-line rule a row (exit 2, nothing created), unsafe and wrong logins
// clear errors, init creating the schema and the first Manager once however often it runs.
#include "core/access/permission.h"
#include "core/server/pgconnection.h"
#include "core/server/teamschema.h"
#include "support/clirun.h"
#include "support/pgcluster.h"

#include <QTemporaryDir>
#include <QTest>

using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;
using dd::test::PgCluster;

class TestTeamCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void commandLineRules_data();
    void commandLineRules();
    void unsafeOrWrongLoginsAreClearErrors_data();
    void unsafeOrWrongLoginsAreClearErrors();
    void statusOfAnEmptyDatabaseAsksForInit();
    // First of the inits, so that it also creates the group roles (they are cluster-wide).
    void anOwnerWithoutSuperuserRightsCanInit();
    void initCreatesTheSchemaAndTheFirstManagerOnce();
    void initNeedsAnExistingLogin();

private:
    PgConnection admin(const QString &database);
    bool createDatabase(const QString &name);
    CliRun team(const QStringList &arguments) { return dd::test::callCli(QStringList{u"team"_s} + arguments, {}); }
    int databaseObjects(const QString &database);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
};

void TestTeamCli::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    QVERIFY(createDatabase(u"rules"_s));
    QVERIFY(createDatabase(u"team"_s));
    PgConnection postgres = admin(u"postgres"_s);
    QVERIFY(postgres.exec("CREATE ROLE ana LOGIN PASSWORD 'ana secret 2026'"));
}

PgConnection TestTeamCli::admin(const QString &database)
{
    auto connection = PgConnection::connectTo(m_cluster->adminConninfo(database));
    return connection ? std::move(connection).value() : PgConnection();
}

bool TestTeamCli::createDatabase(const QString &name)
{
    PgConnection postgres = admin(u"postgres"_s);
    return postgres.isOpen() && postgres.exec(QByteArray("CREATE DATABASE " + name.toUtf8()).constData());
}

// Objects in the database's own schemas: 0 while nothing was created.
int TestTeamCli::databaseObjects(const QString &database)
{
    PgConnection connection = admin(database);
    auto count = connection.exec("SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                 "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')");
    return count ? count->text(0, 0).toInt() : -1;
}

void TestTeamCli::commandLineRules_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    const QString server = u"--server=SERVER"_s;
    QTest::newRow("no action") << QStringList{server} << u"init, migrate or status"_s;
    QTest::newRow("unknown action") << QStringList{u"drop"_s, server} << u"init, migrate or status"_s;
    QTest::newRow("no server") << QStringList{u"status"_s} << u"--server"_s;
    QTest::newRow("server without value") << QStringList{u"status"_s, u"--server"_s} << u"server"_s;
    QTest::newRow("init without manager") << QStringList{u"init"_s, server} << u"--manager"_s;
    QTest::newRow("migrate with manager") << QStringList{u"migrate"_s, server, u"--manager=ana"_s}
                                          << u"only for init"_s;
    QTest::newRow("name with a control character")
        << QStringList{u"init"_s, server, u"--manager=ana"_s, u"--name=Ana\u001b[2J"_s} << u"printable"_s;
    QTest::newRow("unknown option") << QStringList{u"status"_s, server, u"--vault=x"_s} << u"vault"_s;
    QTest::newRow("status with name") << QStringList{u"status"_s, server, u"--name=Ana"_s} << u"only for init"_s;
}

void TestTeamCli::commandLineRules()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    arguments.replaceInStrings(u"SERVER"_s, m_cluster->adminConninfo(u"rules"_s));
    const CliRun run = team(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(databaseObjects(u"rules"_s), 0);
}

void TestTeamCli::unsafeOrWrongLoginsAreClearErrors_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    QTest::newRow("remote without TLS") << u"host=db.example.com dbname=team"_s << 3 << u"verify-full"_s;
    QTest::newRow("unreadable string") << u"host='unterminated"_s << 3 << u""_s;
    QTest::newRow("wrong password") << u"WRONG"_s << 9 << u"password"_s;
}

void TestTeamCli::unsafeOrWrongLoginsAreClearErrors()
{
    QFETCH(QString, server);
    QFETCH(int, status);
    QFETCH(QString, problem);
    if (server == u"WRONG")
        server = m_cluster->conninfo(PgCluster::adminUser(), u"not the password"_s, u"rules"_s);
    const CliRun run = team({u"migrate"_s, u"--server"_s, server});
    QCOMPARE(run.status, status);
    QVERIFY2(!run.err.trimmed().isEmpty() && run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(databaseObjects(u"rules"_s), 0);
}

void TestTeamCli::statusOfAnEmptyDatabaseAsksForInit()
{
    const CliRun run = team({u"status"_s, u"--server"_s, m_cluster->adminConninfo(u"rules"_s), u"--json"_s});
    QCOMPARE(run.status, 9);
    QCOMPARE(run.json().value(u"state"_s).toString(), u"empty"_s);
    QCOMPARE(databaseObjects(u"rules"_s), 0);
}

void TestTeamCli::initCreatesTheSchemaAndTheFirstManagerOnce()
{
    const QStringList init{u"init"_s, u"--server"_s, m_cluster->adminConninfo(u"team"_s), u"--manager"_s, u"ana"_s,
                           u"--name"_s, u"Ana Souza"_s, u"--json"_s};
    for (int run = 1; run <= 2; ++run) {
        const CliRun done = team(init);
        QVERIFY2(done.status == 0, qPrintable(done.err));
        QCOMPARE(done.json().value(u"state"_s).toString(), u"current"_s);
        QCOMPARE(done.json().value(u"version"_s).toInt(), TeamSchema::CurrentVersion);
    }
    PgConnection connection = admin(u"team"_s);
    const auto operators = connection.exec("SELECT login, name, role FROM directdesk.operators");
    QVERIFY(operators);
    QCOMPARE(operators->rows(), 1);
    QCOMPARE(operators->text(0, 0), u"ana"_s);
    QCOMPARE(operators->text(0, 1), u"Ana Souza"_s);
    QCOMPARE(operators->text(0, 2).toInt(), int(dd::access::Role::Manager));
    const auto member = connection.exec("SELECT pg_has_role('ana', $1, 'MEMBER')", {TeamSchema::ManagerRole});
    QVERIFY(member);
    QCOMPARE(member->bytes(0, 0), QByteArray("t"));
    const CliRun status = team({u"status"_s, u"--server"_s, m_cluster->adminConninfo(u"team"_s)});
    QCOMPARE(status.status, 0);
    QVERIFY2(status.out.contains(QString::number(TeamSchema::CurrentVersion)), qPrintable(status.out));
}

void TestTeamCli::initNeedsAnExistingLogin()
{
    QVERIFY(createDatabase(u"nobody"_s));
    const CliRun run = team({u"init"_s, u"--server"_s, m_cluster->adminConninfo(u"nobody"_s), u"--manager"_s,
                             u"bruno"_s});
    QCOMPARE(run.status, 3);
    QVERIFY2(run.err.contains(u"createuser"_s), qPrintable(run.err));
    PgConnection connection = admin(u"nobody"_s);
    const auto operators = connection.exec("SELECT COUNT(*) FROM directdesk.operators");
    QVERIFY(operators);
    QCOMPARE(operators->text(0, 0), u"0"_s);
}

// As the README sets it up: the database's owner is an ordinary login with CREATEROLE, not a superuser.
void TestTeamCli::anOwnerWithoutSuperuserRightsCanInit()
{
    PgConnection postgres = admin(u"postgres"_s);
    QVERIFY(postgres.exec("CREATE ROLE dd_owner LOGIN CREATEROLE PASSWORD 'owner secret 2026'"));
    QVERIFY(postgres.exec("CREATE ROLE carla LOGIN PASSWORD 'carla secret 2026'"));
    QVERIFY(postgres.exec("CREATE DATABASE owned OWNER dd_owner"));
    const QString server = m_cluster->conninfo(u"dd_owner"_s, u"owner secret 2026"_s, u"owned"_s);
    const CliRun run = team({u"init"_s, u"--server"_s, server, u"--manager"_s, u"carla"_s, u"--json"_s});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.json().value(u"state"_s).toString(), u"current"_s);
    const auto member = postgres.exec("SELECT pg_has_role('carla', $1, 'MEMBER')", {TeamSchema::ManagerRole});
    QVERIFY(member);
    QCOMPARE(member->bytes(0, 0), QByteArray("t"));
}

QTEST_GUILESS_MAIN(TestTeamCli)
#include "tst_teamcli.moc"
