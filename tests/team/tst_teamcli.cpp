// `directdesk-cli team init|migrate|status|operator` against a real throw-away PostgreSQL cluster,
// called in this process: every command-line rule a row (exit 2, nothing created), unsafe and wrong
// logins clear errors, init creating the schema and the first Manager once however often it runs, a
// Manager adding, moving and removing an operator, and each bad input to `team operator` refused
// before a connection is made (the server logs every connection it receives).
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
    // After init: `team` has the Manager ana.
    void operatorCommandLineRules_data();
    void operatorCommandLineRules();
    void aManagerAddsMovesAndRemovesAnOperator();
    void operatorRefusalsAreClearErrors_data();
    void operatorRefusalsAreClearErrors();

private:
    PgConnection admin(const QString &database);
    bool createDatabase(const QString &name);
    CliRun team(const QStringList &arguments) { return dd::test::callCli(QStringList{u"team"_s} + arguments, {}); }
    int databaseObjects(const QString &database);
    // `team operator …` as ana (or `login`) on `team`, the new operator's password in the environment.
    CliRun teamOperator(const QStringList &arguments, const QByteArray &password = "new operator 2026",
                        const QString &login = u"ana"_s, const QString &loginPassword = u"ana secret 2026"_s);
    qsizetype connectionsReceived() const { return m_cluster->serverLog().count("connection received"); }
    QByteArray roles();

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
};

void TestTeamCli::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>(QStringList{u"log_connections=on"_s, u"log_statement=all"_s});
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
    QTest::newRow("no action") << QStringList{server} << u"init, migrate, status, operator or import"_s;
    QTest::newRow("unknown action") << QStringList{u"drop"_s, server} << u"init, migrate, status, operator or import"_s;
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

CliRun TestTeamCli::teamOperator(const QStringList &arguments, const QByteArray &password, const QString &login,
                                 const QString &loginPassword)
{
    QStringList withServer{u"operator"_s};
    withServer << arguments;
    withServer.replaceInStrings(u"SERVER"_s, m_cluster->conninfo(login, loginPassword, u"team"_s));
    qputenv("DIRECTDESK_NEW_PASSPHRASE", password);
    const CliRun run = team(withServer);
    qunsetenv("DIRECTDESK_NEW_PASSPHRASE");
    return run;
}

QByteArray TestTeamCli::roles()
{
    PgConnection connection = admin(u"team"_s);
    auto names = connection.exec("SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles");
    return names ? names->bytes(0, 0) : QByteArray();
}

void TestTeamCli::operatorCommandLineRules_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("password");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    const QString server = u"--server=SERVER"_s;
    const QByteArray good = "new operator 2026";
    QTest::newRow("no action") << QStringList{server, u"--login=lia"_s} << good << 2 << u"add, remove, role or list"_s;
    QTest::newRow("unknown action") << QStringList{u"grant"_s, server, u"--login=lia"_s} << good << 2
                                    << u"add, remove, role or list"_s;
    QTest::newRow("no server") << QStringList{u"remove"_s, u"--login=lia"_s} << good << 2 << u"--server"_s;
    QTest::newRow("no login") << QStringList{u"add"_s, server, u"--role=support"_s} << good << 2 << u"--login"_s;
    QTest::newRow("no role") << QStringList{u"add"_s, server, u"--login=lia"_s} << good << 2
                             << u"finance, support or manager"_s;
    QTest::newRow("unknown role") << QStringList{u"role"_s, server, u"--login=lia"_s, u"--role=owner"_s} << good << 2
                                  << u"finance, support or manager"_s;
    QTest::newRow("role for remove") << QStringList{u"remove"_s, server, u"--login=lia"_s, u"--role=support"_s} << good
                                     << 2 << u"only for add and role"_s;
    QTest::newRow("name for role") << QStringList{u"role"_s, server, u"--login=lia"_s, u"--role=support"_s,
                                                  u"--name=Lia"_s}
                                   << good << 2 << u"only for add"_s;
    QTest::newRow("unknown option") << QStringList{u"add"_s, server, u"--login=lia"_s, u"--role=support"_s,
                                                   u"--password=x"_s}
                                    << good << 2 << u"password"_s;
    QTest::newRow("hostile login") << QStringList{u"add"_s, server, u"--login=x; drop role ana"_s, u"--role=support"_s}
                                   << good << 3 << u"cannot be an operator's login"_s;
    QTest::newRow("capital letters") << QStringList{u"remove"_s, server, u"--login=Ana"_s} << good << 3
                                     << u"cannot be an operator's login"_s;
    QTest::newRow("name with a control character")
        << QStringList{u"add"_s, server, u"--login=lia"_s, u"--role=support"_s, u"--name=Lia\u001b[2J"_s} << good << 3
        << u"printable"_s;
    QTest::newRow("weak password") << QStringList{u"add"_s, server, u"--login=lia"_s, u"--role=support"_s}
                                   << QByteArray("short") << 3 << u"12"_s;
    QTest::newRow("login for list") << QStringList{u"list"_s, server, u"--login=lia"_s} << good << 2
                                    << u"list takes no --login"_s;
    QTest::newRow("remote list without TLS") << QStringList{u"list"_s, u"--server=host=db.example.com dbname=team"_s}
                                             << good << 3 << u"verify-full"_s;
    QTest::newRow("remote without TLS") << QStringList{u"add"_s, u"--server=host=db.example.com dbname=team"_s,
                                                       u"--login=lia"_s, u"--role=support"_s}
                                        << good << 3 << u"verify-full"_s;
}

// Each bad input is refused before anything is sent: the server saw no connection.
void TestTeamCli::operatorCommandLineRules()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, password);
    QFETCH(int, status);
    QFETCH(QString, problem);
    const QByteArray rolesBefore = roles();
    const qsizetype connections = connectionsReceived();
    const CliRun run = teamOperator(arguments, password);
    QCOMPARE(run.status, status);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(connectionsReceived(), connections);
    QCOMPARE(roles(), rolesBefore);
}

void TestTeamCli::aManagerAddsMovesAndRemovesAnOperator()
{
    const QByteArray password = "Dora clear 5521 harbour";
    const qsizetype connections = connectionsReceived();
    CliRun run = teamOperator({u"add"_s, u"--server=SERVER"_s, u"--login=dora"_s, u"--role=support"_s,
                               u"--name=Dora Reis"_s, u"--json"_s},
                              password);
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.json().value(u"role"_s).toString(), u"support"_s);
    QVERIFY(connectionsReceived() > connections);   // what the refused rows count does move
    QVERIFY(PgConnection::connectTo(m_cluster->conninfo(u"dora"_s, QString::fromUtf8(password), u"team"_s)));
    QVERIFY(!m_cluster->serverLog().contains(password));

    run = teamOperator({u"role"_s, u"--server=SERVER"_s, u"--login=dora"_s, u"--role=manager"_s});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(u"dora"_s), qPrintable(run.out));
    PgConnection connection = admin(u"team"_s);
    const auto member = connection.exec("SELECT pg_has_role('dora', $1, 'MEMBER'), pg_has_role('dora', $2, 'MEMBER')",
                                        {TeamSchema::ManagerRole, TeamSchema::SupportRole});
    QVERIFY(member);
    QCOMPARE(member->bytes(0, 0) + member->bytes(0, 1), QByteArray("tf"));

    run = teamOperator({u"remove"_s, u"--server=SERVER"_s, u"--login=dora"_s, u"--json"_s});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QCOMPARE(run.json().value(u"login_dropped"_s).toBool(), true);
    QVERIFY(!roles().split(',').contains("dora"));
}

void TestTeamCli::operatorRefusalsAreClearErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("login");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a Finance login adds") << QStringList{u"add"_s, u"--login=ivo"_s, u"--role=manager"_s} << u"fina"_s
                                          << 11 << u"Only a Manager"_s;
    QTest::newRow("removing yourself") << QStringList{u"remove"_s, u"--login=ana"_s} << u"ana"_s << 3 << u"own login"_s;
    QTest::newRow("demoting the last Manager") << QStringList{u"role"_s, u"--login=ana"_s, u"--role=finance"_s}
                                               << u"ana"_s << 3 << u"last Manager"_s;
    QTest::newRow("no such operator") << QStringList{u"remove"_s, u"--login=nobody"_s} << u"ana"_s << 3
                                      << u"no operator"_s;
    QTest::newRow("a login taken") << QStringList{u"add"_s, u"--login=fina"_s, u"--role=support"_s} << u"ana"_s << 3
                                   << u"already"_s;
    QTest::newRow("wrong password") << QStringList{u"remove"_s, u"--login=fina"_s} << u"nobody_knows"_s << 9
                                    << u"password"_s;
}

void TestTeamCli::operatorRefusalsAreClearErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, login);
    QFETCH(int, status);
    QFETCH(QString, problem);
    if (!roles().split(',').contains("fina")) {
        const CliRun added = teamOperator({u"add"_s, u"--server=SERVER"_s, u"--login=fina"_s, u"--role=finance"_s},
                                          "fina secret 2026");
        QVERIFY2(added.status == 0, qPrintable(added.err));
    }
    arguments << u"--server=SERVER"_s;
    const QByteArray rolesBefore = roles();
    const CliRun run = teamOperator(arguments, "new operator 2026", login,
                                    login == u"fina" ? u"fina secret 2026"_s : u"ana secret 2026"_s);
    QCOMPARE(run.status, status);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(roles(), rolesBefore);
}

QTEST_GUILESS_MAIN(TestTeamCli)
#include "tst_teamcli.moc"
