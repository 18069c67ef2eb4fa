// Operators of the team server managed by a Manager who has no CREATEROLE, on a real throw-away
// PostgreSQL cluster set up as the README says (an owner with CREATEROLE, `team init`, a Manager
// login): the server's functions create, move and drop logins; only a Manager may call them; the
// last Manager stays; a hostile login is refused and creates nothing; the password reaches neither
// the server's log nor pg_authid in clear; each change leaves an audit row that names the session's
// login and links into a chain the vault's own formula recomputes.
#include "core/cache/auditstore.h"
#include "core/server/pgconnection.h"
#include "core/server/teamoperators.h"
#include "core/server/teamschema.h"
#include "support/clirun.h"
#include "support/pgcluster.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::access::Role;
using dd::test::PgCluster;

namespace {

const QString AnaPassword = u"ana secret 2026"_s;

QByteArray firstValue(dd::Result<PgResult, PgError> result)
{
    if (!result)
        return "error " + result.error().sqlState + ": " + result.error().message.toUtf8();
    return result->rows() > 0 ? result->bytes(0, 0) : QByteArray("no row");
}

} // namespace

class TestTeamOperators : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aManagerWithoutCreateRoleAddsASupportOperator();
    void theClearPasswordIsNowhereButAsAVerifier();
    void onlyManagersCallTheFunctions_data();
    void onlyManagersCallTheFunctions();
    void theLastManagerAndAdministratorsStay_data();
    void theLastManagerAndAdministratorsStay();
    void hostileLoginsAreRefusedAndCreateNothing_data();
    void hostileLoginsAreRefusedAndCreateNothing();
    void anOperatorMovesBetweenGroupsAndIsRemoved();
    void aLoginThatOwnsObjectsIsKeptWithoutLogin();
    void auditRowsNameTheSessionLoginAndChain();
    void everyOperatorListsTheOperators_data();
    void everyOperatorListsTheOperators();
    void removingAnOperatorEndsTheirSessions();

private:
    PgConnection signIn(const QString &login, const QString &password, const QString &database = u"team"_s);
    PgConnection admin(const QString &database = u"team"_s) { return signIn(PgCluster::adminUser(), m_cluster->adminPassword(), database); }
    // Roles of the cluster, operators and audit rows: what a refused call must leave as it was.
    QByteArray footprint();
    QByteArray groupsOf(const QString &login);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    PgConnection m_ana;   // the first Manager, an ordinary login
};

void TestTeamOperators::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>(QStringList{u"log_statement=all"_s, u"log_connections=on"_s});
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    PgConnection postgres = admin(u"postgres"_s);
    QVERIFY(postgres.exec("CREATE ROLE dd_owner LOGIN CREATEROLE PASSWORD 'owner secret 2026'"));
    QVERIFY(postgres.exec("CREATE ROLE ana LOGIN PASSWORD 'ana secret 2026'"));
    QVERIFY(postgres.exec("CREATE DATABASE team OWNER dd_owner"));
    const dd::test::CliRun init = dd::test::callCli(
        {u"team"_s, u"init"_s, u"--server"_s, m_cluster->conninfo(u"dd_owner"_s, u"owner secret 2026"_s, u"team"_s),
         u"--manager"_s, u"ana"_s, u"--name"_s, u"Ana Souza"_s},
        {});
    QVERIFY2(init.status == 0, qPrintable(init.err));
    m_ana = signIn(u"ana"_s, AnaPassword);
    QVERIFY(m_ana.isOpen());
}

PgConnection TestTeamOperators::signIn(const QString &login, const QString &password, const QString &database)
{
    auto connection = PgConnection::connectTo(m_cluster->conninfo(login, password, database));
    if (!connection) {
        qWarning("%s", qPrintable(connection.error().message));
        return {};
    }
    return std::move(connection).value();
}

QByteArray TestTeamOperators::footprint()
{
    PgConnection owner = admin();
    return firstValue(owner.exec("SELECT (SELECT string_agg(rolname || ':' || rolcanlogin, ',' ORDER BY rolname) FROM pg_roles) "
                                 "|| ' | ' || (SELECT string_agg(login || ':' || role, ',' ORDER BY login) FROM directdesk.operators) "
                                 "|| ' | ' || (SELECT COUNT(*) FROM directdesk.audit_trail)"));
}

// The DirectDesk groups `login` is a direct member of, sorted, or "none".
QByteArray TestTeamOperators::groupsOf(const QString &login)
{
    PgConnection owner = admin();
    return firstValue(owner.exec("SELECT COALESCE(string_agg(g.rolname, ',' ORDER BY g.rolname), 'none') "
                                 "FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
                                 "JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = $1 AND g.rolname LIKE 'directdesk%'",
                                 {login.toUtf8()}));
}

void TestTeamOperators::aManagerWithoutCreateRoleAddsASupportOperator()
{
    QCOMPARE(firstValue(m_ana.exec("SELECT rolcreaterole OR rolsuper FROM pg_roles WHERE rolname = current_user")),
             QByteArray("f"));
    const auto problem = TeamOperators::add(m_ana, {u"bruno"_s, Role::Support, "bruno secret 2026", u"Bruno Lima"_s});
    QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");

    PgConnection bruno = signIn(u"bruno"_s, u"bruno secret 2026"_s);
    QVERIFY(bruno.isOpen());
    QCOMPARE(bruno.user(), u"bruno"_s);
    QVERIFY(bruno.exec("SELECT COUNT(*) FROM directdesk.payments"));
    QCOMPARE(groupsOf(u"bruno"_s), QByteArray(TeamSchema::SupportRole));
    QCOMPARE(firstValue(m_ana.exec("SELECT rolcreaterole OR rolsuper OR rolcreatedb OR NOT rolinherit FROM pg_roles "
                                   "WHERE rolname = 'bruno'")),
             QByteArray("f"));
    QCOMPARE(firstValue(m_ana.exec("SELECT name || '/' || role FROM directdesk.operators WHERE login = 'bruno'")),
             QByteArray("Bruno Lima/") + QByteArray::number(int(Role::Support)));
    const auto wrong = PgConnection::connectTo(m_cluster->conninfo(u"bruno"_s, u"not his password 1"_s, u"team"_s));
    QVERIFY(!wrong);
    QCOMPARE(wrong.error().kind, PgError::Kind::Authentication);
}

void TestTeamOperators::theClearPasswordIsNowhereButAsAVerifier()
{
    const QByteArray password = "Clear zebra 7431 lantern";
    const auto problem = TeamOperators::add(m_ana, {u"carla"_s, Role::Finance, password, {}});
    QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
    QVERIFY(signIn(u"carla"_s, QString::fromUtf8(password)).isOpen());

    const QByteArray log = m_cluster->serverLog();
    // The server logs every statement and its parameters here, the call included: a password sent
    // in clear would be in it.
    QVERIFY(log.contains("directdesk.operator_add"));
    QVERIFY(log.contains("SCRAM-SHA-256$"));
    QVERIFY(!log.contains(password));

    PgConnection superuser = admin();
    const auto stored = superuser.exec("SELECT rolname, rolpassword FROM pg_authid WHERE rolpassword IS NOT NULL");
    QVERIFY(stored);
    bool carlaSeen = false;
    for (int row = 0; row < stored->rows(); ++row) {
        QVERIFY2(!stored->bytes(row, 1).contains(password), stored->bytes(row, 0).constData());
        QVERIFY2(stored->bytes(row, 1).startsWith("SCRAM-SHA-256$4096:"), stored->bytes(row, 0).constData());
        carlaSeen = carlaSeen || stored->bytes(row, 0) == "carla";
    }
    QVERIFY(carlaSeen);
    // Through plain SQL the function takes a verifier only: a clear password is refused, not hashed.
    const auto clear = m_ana.exec("SELECT directdesk.operator_add('dario', 'finance', 'Clear zebra 8431 lantern')");
    QVERIFY(!clear);
    QCOMPARE(clear.error().sqlState, QByteArray("22023"));
    QCOMPARE(firstValue(m_ana.exec("SELECT COUNT(*) FROM pg_roles WHERE rolname = 'dario'")), QByteArray("0"));
}

void TestTeamOperators::onlyManagersCallTheFunctions_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QByteArray>("statement");
    const QByteArray add = "SELECT directdesk.operator_add('mallory', 'manager', $1)";
    const QByteArray remove = "SELECT directdesk.operator_remove('ana')";
    const QByteArray promote = "SELECT directdesk.operator_role('carla', 'manager')";
    const QByteArray forge = "SELECT directdesk.audit_append('ana', 'refund', '{}', 'SUCCESS')";
    for (const QString &login : {u"carla"_s, u"bruno"_s}) {
        const QByteArray group = login == u"carla" ? "Finance" : "Support";
        QTest::addRow("%s adds", group.constData()) << login << add;
        QTest::addRow("%s removes", group.constData()) << login << remove;
        QTest::addRow("%s promotes", group.constData()) << login << promote;
        QTest::addRow("%s forges an audit row", group.constData()) << login << forge;
    }
    QTest::newRow("Manager forges an audit row") << u"ana"_s << forge;
}

// The server refuses (insufficient_privilege) whatever a client would have checked.
void TestTeamOperators::onlyManagersCallTheFunctions()
{
    QFETCH(QString, login);
    QFETCH(QByteArray, statement);
    PgConnection caller = login == u"ana" ? signIn(login, AnaPassword)
                                          : signIn(login, login == u"carla" ? u"Clear zebra 7431 lantern"_s
                                                                            : u"bruno secret 2026"_s);
    QVERIFY(caller.isOpen());
    const QByteArray before = footprint();
    const auto verifier = caller.scramVerifier("mallory secret 2026", "mallory");
    QVERIFY(verifier);
    const auto refused = statement.contains("$1") ? caller.exec(statement.constData(), {verifier.value()})
                                                  : caller.exec(statement.constData());
    QVERIFY(!refused);
    QCOMPARE(refused.error().sqlState, QByteArray("42501"));
    QCOMPARE(footprint(), before);
}

void TestTeamOperators::theLastManagerAndAdministratorsStay_data()
{
    QTest::addColumn<QString>("caller");
    QTest::addColumn<QByteArray>("statement");
    QTest::addColumn<QString>("problem");
    QTest::newRow("demoting the last Manager") << u"ana"_s << QByteArray("SELECT directdesk.operator_role('ana', 'support')")
                                               << u"last Manager"_s;
    QTest::newRow("removing the last Manager")
        << u"root_manager"_s << QByteArray("SELECT directdesk.operator_remove('ana')") << u"last Manager"_s;
    QTest::newRow("removing yourself") << u"ana"_s << QByteArray("SELECT directdesk.operator_remove('ana')")
                                       << u"own login"_s;
    QTest::newRow("removing the owner") << u"ana"_s << QByteArray("SELECT directdesk.operator_remove('dd_owner')")
                                        << u"administrator"_s;
    QTest::newRow("no such operator") << u"ana"_s << QByteArray("SELECT directdesk.operator_role('nobody', 'support')")
                                      << u"no operator"_s;
}

void TestTeamOperators::theLastManagerAndAdministratorsStay()
{
    QFETCH(QString, caller);
    QFETCH(QByteArray, statement);
    QFETCH(QString, problem);
    PgConnection owner = admin();
    // A Manager the administrator made by hand (not an operator of the team) and the owner recorded
    // as a Finance operator: the server's functions must still keep the last Manager and the owner.
    QVERIFY(owner.exec("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'root_manager') THEN "
                       "CREATE ROLE root_manager LOGIN PASSWORD 'root secret 2026' IN ROLE directdesk_manager; END IF; END $$"));
    QVERIFY(owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ('dd_owner', 'Owner', 0) "
                       "ON CONFLICT DO NOTHING"));
    PgConnection connection = signIn(caller, caller == u"ana" ? AnaPassword : u"root secret 2026"_s);
    QVERIFY(connection.isOpen());
    const QByteArray before = footprint();
    const auto refused = connection.exec(statement.constData());
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(problem), qPrintable(refused.error().message));
    QCOMPARE(footprint(), before);
    QCOMPARE(groupsOf(u"ana"_s), QByteArray(TeamSchema::ManagerRole));
}

void TestTeamOperators::hostileLoginsAreRefusedAndCreateNothing_data()
{
    QTest::addColumn<QString>("login");
    QTest::newRow("statement after a semicolon") << u"x; drop role ana"_s;
    QTest::newRow("closing a quoted name") << u"x\"; DROP ROLE ana; --"_s;
    QTest::newRow("closing a literal") << u"x'); DROP ROLE ana; --"_s;
    QTest::newRow("capital letters") << u"Ana"_s;
    QTest::newRow("a space") << u"ana bob"_s;
    QTest::newRow("a leading digit") << u"1abc"_s;
    QTest::newRow("not ASCII") << u"léa"_s;
    QTest::newRow("empty") << QString();
    QTest::newRow("64 characters") << QString(64, u'a');
    QTest::newRow("the server's prefix") << u"pg_reader"_s;
    QTest::newRow("a DirectDesk group") << u"directdesk_manager"_s;
    QTest::newRow("reserved name") << u"public"_s;
}

// Refused by the client before sending, and by the server when sent anyway through plain SQL.
void TestTeamOperators::hostileLoginsAreRefusedAndCreateNothing()
{
    QFETCH(QString, login);
    const QByteArray before = footprint();
    const qsizetype callsLogged = m_cluster->serverLog().count("directdesk.operator_add");
    const auto refused = TeamOperators::add(m_ana, {login, Role::Support, "hostile secret 2026", {}});
    QVERIFY(refused);
    QCOMPARE(refused->kind, PgError::Kind::Refused);
    QVERIFY2(refused->message.contains(u"cannot be an operator's login"_s), qPrintable(refused->message));
    QCOMPARE(m_cluster->serverLog().count("directdesk.operator_add"), callsLogged);

    const auto verifier = m_ana.scramVerifier("hostile secret 2026", "x");
    QVERIFY(verifier);
    const auto sent = m_ana.exec("SELECT directdesk.operator_add($1, 'support', $2)", {login.toUtf8(), verifier.value()});
    QVERIFY(!sent);
    QCOMPARE(sent.error().sqlState, QByteArray("22023"));
    QCOMPARE(footprint(), before);
}

void TestTeamOperators::anOperatorMovesBetweenGroupsAndIsRemoved()
{
    QVERIFY(!TeamOperators::add(m_ana, {u"eva"_s, Role::Finance, "eva secret 2026", {}}));
    QCOMPARE(groupsOf(u"eva"_s), QByteArray(TeamSchema::FinanceRole));
    QVERIFY(!TeamOperators::changeRole(m_ana, u"eva"_s, Role::Manager));
    QCOMPARE(groupsOf(u"eva"_s), QByteArray(TeamSchema::ManagerRole));
    QCOMPARE(firstValue(m_ana.exec("SELECT role FROM directdesk.operators WHERE login = 'eva'")),
             QByteArray::number(int(Role::Manager)));
    // Two Managers now: eva may demote ana, and ana is no longer a Manager on the server either.
    PgConnection eva = signIn(u"eva"_s, u"eva secret 2026"_s);
    QVERIFY(!TeamOperators::changeRole(eva, u"ana"_s, Role::Support));
    QCOMPARE(groupsOf(u"ana"_s), QByteArray(TeamSchema::SupportRole));
    const auto refused = TeamOperators::changeRole(m_ana, u"eva"_s, Role::Finance);
    QVERIFY(refused);
    QCOMPARE(refused->sqlState, QByteArray("42501"));
    QVERIFY(!TeamOperators::changeRole(eva, u"ana"_s, Role::Manager));

    const auto removed = TeamOperators::remove(m_ana, u"eva"_s);
    QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
    QCOMPARE(removed.value(), TeamOperators::Removal::LoginDropped);
    QCOMPARE(firstValue(m_ana.exec("SELECT COUNT(*) FROM pg_roles WHERE rolname = 'eva'")), QByteArray("0"));
    QCOMPARE(firstValue(m_ana.exec("SELECT COUNT(*) FROM directdesk.operators WHERE login = 'eva'")), QByteArray("0"));
    // Its open session lost the group with the login: it reads nothing any more.
    const auto afterwards = eva.exec("SELECT COUNT(*) FROM directdesk.payments");
    QVERIFY(!afterwards);
    QVERIFY(!PgConnection::connectTo(m_cluster->conninfo(u"eva"_s, u"eva secret 2026"_s, u"team"_s)));
}

void TestTeamOperators::aLoginThatOwnsObjectsIsKeptWithoutLogin()
{
    QVERIFY(!TeamOperators::add(m_ana, {u"gus"_s, Role::Support, "gus secret 2026", {}}));
    // An object in another database of the cluster: DROP ROLE refuses while it exists.
    PgConnection elsewhere = admin(u"postgres"_s);
    QVERIFY(elsewhere.exec("CREATE TABLE gus_notes(id integer)"));
    QVERIFY(elsewhere.exec("ALTER TABLE gus_notes OWNER TO gus"));
    const auto removed = TeamOperators::remove(m_ana, u"gus"_s);
    QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
    QCOMPARE(removed.value(), TeamOperators::Removal::LoginDisabled);
    PgConnection superuser = admin();
    QCOMPARE(firstValue(superuser.exec("SELECT rolcanlogin::text || '/' || (rolpassword IS NULL)::text FROM pg_authid "
                                       "WHERE rolname = 'gus'")),
             QByteArray("false/true"));
    QCOMPARE(groupsOf(u"gus"_s), QByteArray("none"));
    QCOMPARE(firstValue(m_ana.exec("SELECT COUNT(*) FROM directdesk.operators WHERE login = 'gus'")), QByteArray("0"));
    QVERIFY(!PgConnection::connectTo(m_cluster->conninfo(u"gus"_s, u"gus secret 2026"_s, u"team"_s)));
    QCOMPARE(firstValue(m_ana.exec("SELECT parameters::jsonb ->> 'login_dropped' FROM directdesk.audit_trail "
                                   "WHERE action = 'operator_remove' ORDER BY id DESC LIMIT 1")),
             QByteArray("false"));
}

void TestTeamOperators::auditRowsNameTheSessionLoginAndChain()
{
    // SET ROLE changes current_user, not the login the server records.
    QVERIFY(m_ana.exec("SET ROLE directdesk_manager"));
    QVERIFY(!TeamOperators::add(m_ana, {u"hugo"_s, Role::Finance, "hugo secret 2026", {}}));
    QVERIFY(m_ana.exec("RESET ROLE"));
    QCOMPARE(firstValue(m_ana.exec("SELECT actor FROM directdesk.audit_trail WHERE action = 'operator_add' "
                                   "AND parameters::jsonb ->> 'login' = 'hugo'")),
             QByteArray("ana"));

    PgConnection reader = admin();
    const auto rows = reader.exec("SELECT id, (extract(epoch FROM at) * 1000)::bigint, actor, action, parameters, result, "
                                  "chain_hash FROM directdesk.audit_trail ORDER BY id");
    QVERIFY(rows);
    QVERIFY(rows->rows() >= 8);
    QCOMPARE(rows->text(0, 2), u"dd_owner"_s);   // init's first Manager, added by the owner
    QByteArray previous;
    QStringList actors;
    for (int row = 0; row < rows->rows(); ++row) {
        const QByteArray fields = dd::auditCanonicalFields(rows->text(row, 0).toLongLong(), rows->text(row, 1).toLongLong(),
                                                           rows->text(row, 2), rows->text(row, 3), rows->bytes(row, 4),
                                                           rows->text(row, 5));
        const QByteArray stored = QByteArray::fromHex(rows->bytes(row, 6).mid(2));   // bytea as \x…
        QCOMPARE(stored.toHex(), dd::auditChainHash(previous, fields).toHex());
        previous = stored;
        actors.append(rows->text(row, 2));
    }
    QVERIFY2(actors.contains(u"eva"_s) && actors.count(u"ana"_s) >= 5, qPrintable(actors.join(u',')));
    const auto head = reader.exec("SELECT last_id, row_count, encode(hash, 'hex') FROM directdesk.audit_head");
    QVERIFY(head);
    QCOMPARE(head->text(0, 0), rows->text(rows->rows() - 1, 0));
    QCOMPARE(head->text(0, 1).toInt(), rows->rows());
    QCOMPARE(head->bytes(0, 2), previous.toHex());
}

void TestTeamOperators::everyOperatorListsTheOperators_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("password");
    QTest::addColumn<int>("status");
    QTest::newRow("Manager") << u"ana"_s << AnaPassword << 0;
    QTest::newRow("Support") << u"bruno"_s << u"bruno secret 2026"_s << 0;
    QTest::newRow("Finance") << u"carla"_s << u"Clear zebra 7431 lantern"_s << 0;
    QTest::newRow("a login of no group") << u"outsider"_s << u"outsider secret 2026"_s << 11;
}

// Through the server's function, which every group may call: each operator with their role, and
// whether the login can still sign in (ines was kept without LOGIN by an administrator).
void TestTeamOperators::everyOperatorListsTheOperators()
{
    QFETCH(QString, login);
    QFETCH(QString, password);
    QFETCH(int, status);
    PgConnection superuser = admin();
    if (firstValue(superuser.exec("SELECT count(*) FROM pg_roles WHERE rolname = 'ines'")) == "0") {
        QVERIFY(!TeamOperators::add(m_ana, {u"ines"_s, Role::Support, "ines secret 2026", u"Inês Prado"_s}));
        QVERIFY(superuser.exec("ALTER ROLE ines NOLOGIN"));
        QVERIFY(superuser.exec("CREATE ROLE outsider LOGIN PASSWORD 'outsider secret 2026'"));
    }
    const dd::test::CliRun run = dd::test::callCli(
        {u"team"_s, u"operator"_s, u"list"_s, u"--server"_s, m_cluster->conninfo(login, password, u"team"_s),
         u"--json"_s},
        {});
    QVERIFY2(run.status == status, qPrintable(run.out + run.err));
    if (status != 0) {
        QVERIFY2(run.err.contains(u"operator of the team"_s), qPrintable(run.err));
        return;
    }
    QMap<QString, QString> seen;
    for (const QJsonValue row : run.json().value(u"operators"_s).toArray()) {
        const QJsonObject listed = row.toObject();
        seen.insert(listed.value(u"login"_s).toString(), listed.value(u"name"_s).toString() + u'/'
                                                             + listed.value(u"role"_s).toString() + u'/'
                                                             + (listed.value(u"can_sign_in"_s).toBool() ? u"yes"_s : u"no"_s));
    }
    QCOMPARE(seen.value(u"ana"_s), u"Ana Souza/manager/yes"_s);
    QCOMPARE(seen.value(u"bruno"_s), u"Bruno Lima/support/yes"_s);
    QCOMPARE(seen.value(u"ines"_s), u"Inês Prado/support/no"_s);
    QVERIFY(!seen.contains(u"outsider"_s));
    QCOMPARE(QByteArray::number(seen.size()), firstValue(superuser.exec("SELECT count(*) FROM directdesk.operators")));
}

// A session opened before the removal does not go on with the group's rights: the server ends it
// before dropping the login (pg_terminate_backend waits until it has ended).
void TestTeamOperators::removingAnOperatorEndsTheirSessions()
{
    QVERIFY(!TeamOperators::add(m_ana, {u"jon"_s, Role::Support, "jon secret 2026", {}}));
    PgConnection jon = signIn(u"jon"_s, u"jon secret 2026"_s);
    QVERIFY(jon.isOpen());
    QVERIFY(jon.exec("SELECT count(*) FROM directdesk.payments"));
    const auto removed = TeamOperators::remove(m_ana, u"jon"_s);
    QVERIFY2(removed, removed ? "" : qPrintable(removed.error().message));
    QCOMPARE(removed.value(), TeamOperators::Removal::LoginDropped);
    const auto afterwards = jon.exec("SELECT count(*) FROM directdesk.payments");
    QVERIFY(!afterwards);
    QCOMPARE(afterwards.error().kind, PgError::Kind::Connection);
    PgConnection superuser = admin();
    QCOMPARE(firstValue(superuser.exec("SELECT count(*) FROM pg_stat_activity WHERE usename = 'jon'")), QByteArray("0"));
    QCOMPARE(firstValue(m_ana.exec("SELECT parameters::jsonb ->> 'sessions_ended' FROM directdesk.audit_trail "
                                   "WHERE action = 'operator_remove' ORDER BY id DESC LIMIT 1")),
             QByteArray("1"));
    // The owner took the login's membership only for the moment it signalled.
    QCOMPARE(firstValue(superuser.exec("SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member "
                                       "WHERE r.rolname = 'dd_owner' AND m.roleid NOT IN (SELECT oid FROM pg_roles "
                                       "WHERE rolname LIKE 'pg\\_%')")),
             QByteArray("0"));
}

QTEST_GUILESS_MAIN(TestTeamOperators)
#include "tst_teamoperators.moc"
