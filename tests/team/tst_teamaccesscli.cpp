// `operators`, `config`, `listen` and `vault` with --server CONNINFO, and the command-line rules of
// `approvals` there, against a real throw-away PostgreSQL cluster (and the team's sandbox and
// worker): every command-line rule a row (exit 2, no sign-in made), unsafe or wrong connections
// clear errors; operators added, moved and removed through `team operator`'s code; a login changing
// its own password, which reaches neither the server's log nor pg_authid in clear, every refusal
// leaving it as it was; and the team's settings shown by anyone and set by a Manager only, the
// integration key refused before anything is sent.
#include "teamaccessfixture.h"

#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;
using dd::test::NewPassword;

class TestTeamAccessCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void commandLineRules_data();
    void commandLineRules();
    void unsafeOrWrongConnections_data();
    void unsafeOrWrongConnections();
    void operatorsThroughTheTeamOperatorCode();
    void aLoginChangesItsOwnPassword();
    void passwordChangesThatAreRefused_data();
    void passwordChangesThatAreRefused();
    void noNewPasswordOnAClosedInput();
    void theTeamSettingsAreAManagers();

private:
    QString conninfo(const QString &login) const { return m_team.conninfo(login); }
    CliRun cli(const QStringList &arguments) { return test::callCli(arguments, {}); }
    qsizetype signInsOf(const QString &login) { return test::signInsOf(m_team, login); }
    QByteArray firstValue(const char *sql, const PgParams &params = {}) { return test::firstValue(m_team, sql, params); }

    test::TeamActionFixture m_team;
};

void TestTeamAccessCli::initTestCase()
{
    QVERIFY2(test::startAccessTeam(m_team, 17), qPrintable(m_team.problem()));
    // A login of the server the administrator did not let into the team's schema at all.
    QVERIFY(test::addTeamLogin(m_team.owner().connection(), "vera", test::TeamGroup::None, test::TeamActionFixture::Password));
}

void TestTeamAccessCli::cleanupTestCase()
{
    m_team.stopWorker();
}

void TestTeamAccessCli::commandLineRules_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    const QString server = u"--server=SERVER"_s;
    const QString vault = u"--vault=x.ddc"_s;
    QTest::newRow("approvals with both") << QStringList{u"approvals"_s, u"list"_s, vault, server} << u"not both"_s;
    QTest::newRow("approvals with neither") << QStringList{u"approvals"_s, u"list"_s} << u"--server CONNINFO"_s;
    QTest::newRow("approve without --id") << QStringList{u"approvals"_s, u"approve"_s, server} << u"--id"_s;
    QTest::newRow("approve with an --id that is no number")
        << QStringList{u"approvals"_s, u"approve"_s, server, u"--id=seven"_s} << u"--id"_s;
    QTest::newRow("--wait on list") << QStringList{u"approvals"_s, u"list"_s, server, u"--wait=5"_s} << u"--wait"_s;
    QTest::newRow("--wait on a vault") << QStringList{u"approvals"_s, u"approve"_s, vault, u"--id=1"_s, u"--wait=5"_s}
                                       << u"--wait"_s;
    QTest::newRow("--wait that is no number")
        << QStringList{u"approvals"_s, u"approve"_s, server, u"--id=1"_s, u"--wait=soon"_s} << u"--wait"_s;
    QTest::newRow("operators with both") << QStringList{u"operators"_s, u"list"_s, vault, server} << u"not both"_s;
    QTest::newRow("operators with neither") << QStringList{u"operators"_s, u"list"_s} << u"--server CONNINFO"_s;
    QTest::newRow("--login on a vault")
        << QStringList{u"operators"_s, u"add"_s, vault, u"--login=bob"_s, u"--role=support"_s} << u"--login"_s;
    QTest::newRow("add without --login") << QStringList{u"operators"_s, u"add"_s, server, u"--role=support"_s}
                                         << u"--login"_s;
    QTest::newRow("a role that is none")
        << QStringList{u"operators"_s, u"role"_s, server, u"--login=sol"_s, u"--role=boss"_s} << u"--role"_s;
    QTest::newRow("passwd for another login") << QStringList{u"operators"_s, u"passwd"_s, server, u"--login=sol"_s}
                                              << u"--login"_s;
    QTest::newRow("passwd with --slot") << QStringList{u"operators"_s, u"passwd"_s, server, u"--slot=default"_s}
                                        << u"--slot"_s;
    QTest::newRow("config with both") << QStringList{u"config"_s, vault, server} << u"not both"_s;
    QTest::newRow("config with neither") << QStringList{u"config"_s, u"--environment=sandbox"_s} << u"--server CONNINFO"_s;
    QTest::newRow("config with the integration key")
        << QStringList{u"config"_s, server, u"--integration-key=not-for-the-server"_s} << u"team worker"_s;
    QTest::newRow("config with the key asked for") << QStringList{u"config"_s, server, u"--integration-key=-"_s}
                                                   << u"--gateway-config"_s;
    QTest::newRow("config with plain http elsewhere")
        << QStringList{u"config"_s, server, u"--base-url=http://gateway.example.com"_s} << u"https://"_s;
    QTest::newRow("config with a bad environment") << QStringList{u"config"_s, server, u"--environment=Prod!"_s}
                                                   << u"environment"_s;
    QTest::newRow("config with --slot") << QStringList{u"config"_s, server, u"--slot=default"_s} << u"--slot"_s;
    QTest::newRow("approvals list with --slot") << QStringList{u"approvals"_s, u"list"_s, server, u"--slot=default"_s}
                                                << u"--slot"_s;
    QTest::newRow("approve with --slot") << QStringList{u"approvals"_s, u"approve"_s, server, u"--id=1"_s,
                                                        u"--slot=default"_s}
                                         << u"--slot"_s;
    QTest::newRow("audit list with --slot") << QStringList{u"audit"_s, u"list"_s, server, u"--slot=default"_s}
                                            << u"--slot"_s;
    QTest::newRow("audit verify with --slot") << QStringList{u"audit"_s, u"verify"_s, u"--slot=default"_s, server}
                                              << u"--slot"_s;
    QTest::newRow("operators list with --slot") << QStringList{u"operators"_s, u"list"_s, server, u"--slot=default"_s}
                                                << u"--slot"_s;
    QTest::newRow("listen on the server") << QStringList{u"listen"_s, server} << u"team worker --server"_s;
    QTest::newRow("listen with both") << QStringList{u"listen"_s, vault, server} << u"not both"_s;
    QTest::newRow("vault check on the server") << QStringList{u"vault"_s, u"check"_s, server} << u"team status"_s;
    QTest::newRow("vault create on the server") << QStringList{u"vault"_s, u"create"_s, server} << u"no vault file"_s;
    QTest::newRow("vault passwd on the server") << QStringList{u"vault"_s, u"passwd"_s, server}
                                                << u"operators passwd --server"_s;
    QTest::newRow("vault with both") << QStringList{u"vault"_s, u"check"_s, vault, server} << u"not both"_s;
}

// Refused before anything is opened: the server sees no sign-in of the login, nothing is stored.
void TestTeamAccessCli::commandLineRules()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    arguments.replaceInStrings(u"SERVER"_s, conninfo(u"ana"_s));
    const qsizetype signIns = signInsOf(u"ana"_s);
    const QByteArray settings = firstValue("SELECT count(*) FROM directdesk.settings");
    const QByteArray audit = firstValue("SELECT count(*) FROM directdesk.audit_trail");
    const CliRun run = [&] {
        const NewPassword password("a new password 2026");
        return cli(arguments);
    }();
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QVERIFY(!run.err.contains(u"not-for-the-server"_s));
    QCOMPARE(signInsOf(u"ana"_s), signIns);
    QCOMPARE(firstValue("SELECT count(*) FROM directdesk.settings"), settings);
    QCOMPARE(firstValue("SELECT count(*) FROM directdesk.audit_trail"), audit);
    QVERIFY(!QFile::exists(u"x.ddc"_s));
}

void TestTeamAccessCli::unsafeOrWrongConnections_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    QTest::newRow("remote without TLS") << u"host=db.example.com dbname=team user=ana"_s << 3 << u"verify-full"_s;
    QTest::newRow("remote with sslmode=require") << u"host=db.example.com dbname=team user=ana sslmode=require"_s << 3
                                                 << u"verify-full"_s;
    QTest::newRow("wrong password") << u"WRONG"_s << 9 << u"refused the login"_s;
    QTest::newRow("a login that is no operator") << u"OUTSIDER"_s << 11 << u"an operator of the team"_s;
    QTest::newRow("a login with no access to the schema") << u"NO_ACCESS"_s << 11 << u"an operator of the team"_s;
}

void TestTeamAccessCli::unsafeOrWrongConnections()
{
    QFETCH(QString, server);
    QFETCH(int, status);
    QFETCH(QString, problem);
    if (server == u"WRONG")
        server = m_team.cluster().conninfo(u"ana"_s, u"not the password 1"_s, u"team"_s);
    else if (server == u"OUTSIDER")
        server = conninfo(u"tomas"_s);
    else if (server == u"NO_ACCESS")
        server = conninfo(u"vera"_s);
    const QByteArray before = firstValue("SELECT (SELECT count(*) FROM directdesk.settings) || '/' || "
                                         "(SELECT count(*) FROM directdesk.refund_approvals WHERE state <> 0) || '/' || "
                                         "(SELECT count(*) FROM directdesk.action_requests)");
    const NewPassword password("a new password 2026");
    for (const QStringList &arguments :
         {QStringList{u"approvals"_s, u"list"_s}, QStringList{u"approvals"_s, u"approve"_s, u"--id"_s, u"1"_s},
          QStringList{u"operators"_s, u"list"_s}, QStringList{u"operators"_s, u"passwd"_s}, QStringList{u"config"_s},
          QStringList{u"config"_s, u"--environment"_s, u"production"_s}}) {
        const CliRun run = cli(arguments + QStringList{u"--server"_s, server});
        QVERIFY2(run.status == status,
                 qPrintable(arguments.join(u' ') + u": "_s + QString::number(run.status) + u' ' + run.err));
        QVERIFY2(run.err.contains(problem), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
    QCOMPARE(firstValue("SELECT (SELECT count(*) FROM directdesk.settings) || '/' || "
                        "(SELECT count(*) FROM directdesk.refund_approvals WHERE state <> 0) || '/' || "
                        "(SELECT count(*) FROM directdesk.action_requests)"),
             before);
}

void TestTeamAccessCli::operatorsThroughTheTeamOperatorCode()
{
    const QString carlaPassword = u"carla secret 2026"_s;
    {
        const NewPassword password(carlaPassword.toUtf8());
        const CliRun added = cli({u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"carla"_s,
                                  u"--role"_s, u"finance"_s, u"--name"_s, u"Carla Dias"_s, u"--json"_s});
        QVERIFY2(added.status == 0, qPrintable(added.err));
        QCOMPARE(added.json().value(u"role"_s).toString(), u"finance"_s);
        // Only a Manager adds: the server refuses anyone else, and nothing is created.
        const CliRun refused = cli({u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"fabio"_s), u"--login"_s,
                                    u"mallory"_s, u"--role"_s, u"manager"_s});
        QCOMPARE(refused.status, 11);
        QVERIFY2(refused.err.contains(u"Only a Manager"_s), qPrintable(refused.err));
        QCOMPARE(firstValue("SELECT count(*) FROM pg_roles WHERE rolname = 'mallory'"), QByteArray("0"));
    }
    QVERIFY(PgConnection::connectTo(m_team.cluster().conninfo(u"carla"_s, carlaPassword, u"team"_s)));
    const auto roleOf = [this](const QString &login, const QString &lister) -> QString {
        // The shape `operators list --vault --json` prints: an array of {name, role, …}.
        const CliRun listed = cli({u"operators"_s, u"list"_s, u"--server"_s, conninfo(lister), u"--json"_s});
        const QJsonDocument document = QJsonDocument::fromJson(listed.out.toUtf8());
        if (!document.isArray() || document.array().isEmpty())
            return u"not an array: "_s + listed.out;
        for (const QJsonValue &row : document.array()) {
            if (!row.toObject().contains(u"name"_s) || !row.toObject().contains(u"role"_s))
                return u"a row without name and role: "_s + listed.out;
            if (row.toObject().value(u"login"_s).toString() == login)
                return row.toObject().value(u"role"_s).toString();
        }
        return listed.status == 0 ? u"none"_s : listed.err;
    };
    QCOMPARE(roleOf(u"carla"_s, u"fabio"_s), u"finance"_s);
    const CliRun moved = cli({u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"carla"_s,
                              u"--role"_s, u"support"_s});
    QVERIFY2(moved.status == 0, qPrintable(moved.err));
    QCOMPARE(roleOf(u"carla"_s, u"sol"_s), u"support"_s);
    const CliRun removed = cli({u"operators"_s, u"remove"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"carla"_s});
    QVERIFY2(removed.status == 0, qPrintable(removed.err));
    QCOMPARE(roleOf(u"carla"_s, u"ana"_s), u"none"_s);
    QVERIFY(!PgConnection::connectTo(m_team.cluster().conninfo(u"carla"_s, carlaPassword, u"team"_s)));
}

void TestTeamAccessCli::aLoginChangesItsOwnPassword()
{
    const QByteArray first = "dora first 2026";
    const QByteArray second = "Dora zebra 7431 lantern";
    {
        const NewPassword password(first);
        const CliRun added = cli({u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"dora"_s,
                                  u"--role"_s, u"support"_s});
        QVERIFY2(added.status == 0, qPrintable(added.err));
    }
    const QString doraFirst = m_team.cluster().conninfo(u"dora"_s, QString::fromUtf8(first), u"team"_s);
    const QString doraSecond = m_team.cluster().conninfo(u"dora"_s, QString::fromUtf8(second), u"team"_s);
    {
        const NewPassword password(second);
        const CliRun changed = cli({u"operators"_s, u"passwd"_s, u"--server"_s, doraFirst, u"--json"_s});
        QVERIFY2(changed.status == 0, qPrintable(changed.err));
        QCOMPARE(changed.json().value(u"login"_s).toString(), u"dora"_s);
    }
    const auto withFirst = PgConnection::connectTo(doraFirst);
    QVERIFY(!withFirst);
    QCOMPARE(withFirst.error().kind, PgError::Kind::Authentication);
    QVERIFY(PgConnection::connectTo(doraSecond));
    // Only the login's own: everyone else signs in as before.
    QVERIFY(PgConnection::connectTo(conninfo(u"ana"_s)));
    QVERIFY(PgConnection::connectTo(conninfo(u"sol"_s)));

    // The server logs every statement: the new password would be there if it had been sent.
    const QByteArray log = m_team.cluster().serverLog();
    QVERIFY(log.contains("ALTER ROLE CURRENT_USER PASSWORD 'SCRAM-SHA-256$"));
    QVERIFY(!log.contains(second));
    QVERIFY(firstValue("SELECT rolpassword FROM pg_authid WHERE rolname = 'dora'").startsWith("SCRAM-SHA-256$4096:"));
    QCOMPARE(firstValue("SELECT actor || ' ' || result FROM directdesk.audit_trail WHERE action = 'passphrase_change' "
                        "ORDER BY id DESC LIMIT 1"),
             QByteArray("dora SUCCESS"));
}

void TestTeamAccessCli::passwordChangesThatAreRefused_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QByteArray>("password");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    QTest::newRow("too short") << u"DORA"_s << QByteArray("short 12") << 3 << u"at least 12 characters"_s;
    QTest::newRow("no digit") << u"DORA"_s << QByteArray("only letters here") << 3 << u"letters and digits"_s;
    QTest::newRow("a wrong password to sign in") << u"WRONG"_s << QByteArray("Dora third 2026 x") << 9
                                                 << u"refused the login"_s;
    QTest::newRow("remote without TLS") << u"host=db.example.com dbname=team user=dora"_s
                                        << QByteArray("Dora third 2026 x") << 3 << u"verify-full"_s;
    QTest::newRow("a login that is no operator") << u"OUTSIDER"_s << QByteArray("Tomas third 2026 x") << 11
                                                 << u"not an operator"_s;
}

// The password stays what it was, and no change is recorded.
void TestTeamAccessCli::passwordChangesThatAreRefused()
{
    QFETCH(QString, server);
    QFETCH(QByteArray, password);
    QFETCH(int, status);
    QFETCH(QString, problem);
    const QString current = m_team.cluster().conninfo(u"dora"_s, u"Dora zebra 7431 lantern"_s, u"team"_s);
    if (server == u"DORA")
        server = current;
    else if (server == u"WRONG")
        server = m_team.cluster().conninfo(u"dora"_s, u"dora first 2026"_s, u"team"_s);
    else if (server == u"OUTSIDER")
        server = conninfo(u"tomas"_s);
    const QByteArray changes = firstValue("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'passphrase_change'");
    const QByteArray verifiers = firstValue("SELECT string_agg(rolpassword, ',' ORDER BY rolname) FROM pg_authid");
    const NewPassword given(password);
    const CliRun run = cli({u"operators"_s, u"passwd"_s, u"--server"_s, server});
    QCOMPARE(run.status, status);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
    QCOMPARE(firstValue("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'passphrase_change'"), changes);
    QCOMPARE(firstValue("SELECT string_agg(rolpassword, ',' ORDER BY rolname) FROM pg_authid"), verifiers);
    QVERIFY(PgConnection::connectTo(current));
}

// As a process with nothing on standard input and no DIRECTDESK_NEW_PASSPHRASE: asked for nothing
// it can read, it stops before connecting.
void TestTeamAccessCli::noNewPasswordOnAClosedInput()
{
    const NewPassword none{QByteArray()};
    const qsizetype signIns = signInsOf(u"dora"_s);
    const CliRun run = test::runCli(
        {u"operators"_s, u"passwd"_s, u"--server"_s,
         m_team.cluster().conninfo(u"dora"_s, u"Dora zebra 7431 lantern"_s, u"team"_s)},
        {});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(u"No new password given."_s), qPrintable(run.err));
    QCOMPARE(signInsOf(u"dora"_s), signIns);
}

void TestTeamAccessCli::theTeamSettingsAreAManagers()
{
    // The command's summary names both places the connection is kept.
    const CliRun help = cli({u"--help"_s});
    QVERIFY2(help.out.contains(u"in the encrypted cache (--vault) or on the team server (--server)"_s), qPrintable(help.out));
    const CliRun set = cli({u"config"_s, u"--server"_s, conninfo(u"ana"_s), u"--base-url"_s,
                            u"https://gateway.example.com"_s, u"--environment"_s, u"production"_s});
    QVERIFY2(set.status == 0, qPrintable(set.err));
    QVERIFY2(set.out.contains(u"Base address: https://gateway.example.com"_s), qPrintable(set.out));
    QVERIFY2(set.out.contains(u"held by the team worker"_s), qPrintable(set.out));
    QCOMPARE(m_team.owner().settings().connection().baseUrl, QUrl(u"https://gateway.example.com"_s));
    QCOMPARE(m_team.owner().settings().connection().environment, u"production"_s);
    // The change is in the team's audit trail, by the Manager's login.
    QCOMPARE(firstValue("SELECT actor || ' ' || result || ' ' || (parameters::jsonb ->> 'environment') FROM "
                        "directdesk.audit_trail WHERE action = 'connection_change' ORDER BY id DESC LIMIT 1"),
             QByteArray("ana SUCCESS production"));
    const QByteArray changes = firstValue("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'connection_change'");

    const CliRun shown = cli({u"config"_s, u"--server"_s, conninfo(u"fabio"_s)});
    QVERIFY2(shown.status == 0, qPrintable(shown.err));
    QVERIFY2(shown.out.contains(u"Environment: production"_s), qPrintable(shown.out));
    for (const QString &login : {u"sol"_s, u"fabio"_s}) {
        const CliRun refused = cli({u"config"_s, u"--server"_s, conninfo(login), u"--environment"_s, u"sandbox"_s});
        QCOMPARE(refused.status, 11);
        QVERIFY2(refused.err.contains(u"change settings"_s), qPrintable(refused.err));
    }
    // Showing and refusing change nothing: no change is recorded.
    QCOMPARE(firstValue("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'connection_change'"), changes);
    // The server refuses it too, whatever the client checks.
    auto sol = PgStoreSession::open(conninfo(u"sol"_s));
    QVERIFY(sol);
    QVERIFY(!(*sol)->settings().updateConnection(u"sandbox"_s, std::nullopt, std::nullopt));
    QVERIFY2((*sol)->settings().lastError().contains(u"permission denied"_s), qPrintable((*sol)->settings().lastError()));
    QCOMPARE(m_team.owner().settings().connection().environment, u"production"_s);
    // The team store's base address is the worker's only when its own configuration has none.
    QVERIFY(m_team.owner().settings().remove(u"connection.base_url"_s));
    QVERIFY(m_team.owner().settings().remove(u"connection.environment"_s));
}

QTEST_GUILESS_MAIN(TestTeamAccessCli)
#include "tst_teamaccesscli.moc"
