// The team server's connection dialog against a real throw-away PostgreSQL cluster: "Test
// connection" answers with the login, its role and the schema's version, or with the clear reason
// (wrong password, unknown database, a login in none of the team's groups, tables of a newer
// DirectDesk); a server elsewhere without a CA file is refused by the address rule before anything
// is sent; a bad field is named under it and nothing is tried; at sign-in the saved server is
// tried without a password first (PGPASSWORD), and asks for one when libpq has none.
#include "teamdatabase.h"
#include "teamlogins.h"

#include "core/server/serveraddress.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"
#include "ui/team/teamserverdialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

constexpr int waitMs = 60'000;   // a hang guard: waits end as soon as the answer comes
const QString Password = u"desk dialog 'pw' \\ 2026"_s;   // quotes, a backslash and spaces on purpose

} // namespace

class TestTeamServerDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void testConnectionNamesLoginRoleAndVersion();
    void testConnectionAnswers_data();
    void testConnectionAnswers();
    void plaintextToAnotherComputerIsRefusedBeforeSending_data();
    void plaintextToAnotherComputerIsRefusedBeforeSending();
    void newerTablesAreRefused();
    void badFieldsAreNamedAndNothingIsTried();
    void signInTriesWithoutPasswordFirst();
    void signInAsksForThePasswordWhenLibpqHasNone();

private:
    TeamServerFields fields(const QString &user, const QString &database = u"team"_s) const;
    // Types the password, clicks `button` and waits for the answer; whether it connected.
    static bool clickAndWait(TeamServerDialog &dialog, const QString &password, const char *button);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    PgConnection m_owner;
};

void TestTeamServerDialog::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner = std::move(created).value();
    QVERIFY(test::addTeamLogin(m_owner, "mara", test::TeamGroup::Manager, Password));
    QVERIFY(test::addTeamLogin(m_owner, "fabio", test::TeamGroup::Finance, Password));
    QVERIFY(test::addTeamLogin(m_owner, "visitor", test::TeamGroup::None, Password));
}

TeamServerFields TestTeamServerDialog::fields(const QString &user, const QString &database) const
{
    return TeamServerFields{u"127.0.0.1"_s, QString::number(m_cluster->port()), database, user, {}};
}

bool TestTeamServerDialog::clickAndWait(TeamServerDialog &dialog, const QString &password, const char *button)
{
    auto *edit = dialog.findChild<QLineEdit *>(u"passwordEdit"_s);
    auto *push = dialog.findChild<QPushButton *>(QString::fromLatin1(button));
    if (!edit || !push)
        return false;
    edit->setText(password);
    QSignalSpy finished(&dialog, &TeamServerDialog::attemptFinished);
    QTest::mouseClick(push, Qt::LeftButton);
    if (finished.isEmpty() && !finished.wait(waitMs))
        return false;
    return finished.constFirst().constFirst().toBool();
}

void TestTeamServerDialog::testConnectionNamesLoginRoleAndVersion()
{
    TeamServerDialog dialog(fields(u"fabio"_s));
    dialog.show();
    QVERIFY2(clickAndWait(dialog, Password, "testConnectionButton"), qPrintable(dialog.answerText()));
    const QString answer = dialog.answerText();
    QVERIFY2(answer.contains(u"fabio"_s), qPrintable(answer));
    QVERIFY2(answer.contains(access::Names::role(access::Role::Finance)), qPrintable(answer));
    QVERIFY2(answer.contains(QString::number(TeamSchema::CurrentVersion)), qPrintable(answer));
    // A test signs in and out again: the dialog stays open and holds no session.
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.takeSignIn().session);
}

void TestTeamServerDialog::testConnectionAnswers_data()
{
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("says");
    QTest::newRow("wrong password") << u"mara"_s << u"team"_s << u"not the password"_s
                                    << u"password authentication failed"_s;
    QTest::newRow("unknown login") << u"nobody"_s << u"team"_s << Password << u"password authentication failed"_s;
    QTest::newRow("unknown database") << u"mara"_s << u"no such books"_s << Password
                                      << u"database \"no such books\" does not exist"_s;
    QTest::newRow("database without our tables") << u"mara"_s << u"postgres"_s << Password
                                                 << u"team init"_s;
    QTest::newRow("login of no group") << u"visitor"_s << u"team"_s << Password << u"not an operator"_s;
}

void TestTeamServerDialog::testConnectionAnswers()
{
    QFETCH(QString, user);
    QFETCH(QString, database);
    QFETCH(QString, password);
    QFETCH(QString, says);
    TeamServerDialog dialog(fields(user, database));
    dialog.show();
    QVERIFY(!clickAndWait(dialog, password, "testConnectionButton"));
    QVERIFY2(dialog.answerText().contains(says), qPrintable(dialog.answerText()));
    // The password, however it failed, is never part of the answer.
    QVERIFY(!dialog.answerText().contains(password));
}

void TestTeamServerDialog::plaintextToAnotherComputerIsRefusedBeforeSending_data()
{
    QTest::addColumn<QString>("host");
    // Addresses nobody answers on: a connection attempt would wait for its timeout instead.
    QTest::newRow("private, unrouted") << u"10.255.255.1"_s;
    QTest::newRow("TEST-NET-1") << u"192.0.2.1"_s;
    QTest::newRow("TEST-NET-3 IPv6 documentation") << u"2001:db8::1"_s;
    QTest::newRow("a name") << u"db.example.com"_s;
}

void TestTeamServerDialog::plaintextToAnotherComputerIsRefusedBeforeSending()
{
    QFETCH(QString, host);
    TeamServerFields elsewhere = fields(u"mara"_s);
    elsewhere.host = host;
    const auto address = readServerAddress(teamConninfo(elsewhere, Password).value());
    QVERIFY(!address);
    TeamServerDialog dialog(elsewhere);
    dialog.show();
    QVERIFY(!clickAndWait(dialog, Password, "connectButton"));
    // The address rule's own words: refused on reading the string, not after a timeout or a reply.
    QCOMPARE(dialog.answerText(), address.error().message);
    QVERIFY(!dialog.isConnecting());
    QVERIFY(dialog.isVisible());
}

void TestTeamServerDialog::newerTablesAreRefused()
{
    const QByteArray newer = QByteArray::number(TeamSchema::CurrentVersion + 1);
    QVERIFY(m_owner.exec("INSERT INTO directdesk.schema_version(version) VALUES ($1)", {newer}));
    TeamServerDialog dialog(fields(u"mara"_s));
    dialog.show();
    const bool connected = clickAndWait(dialog, Password, "testConnectionButton");
    QVERIFY(m_owner.exec("DELETE FROM directdesk.schema_version WHERE version = $1", {newer}));
    QVERIFY(!connected);
    QVERIFY2(dialog.answerText().contains(QString::fromLatin1(newer)), qPrintable(dialog.answerText()));
    QVERIFY2(dialog.answerText().contains(u"newer"_s), qPrintable(dialog.answerText()));
}

void TestTeamServerDialog::badFieldsAreNamedAndNothingIsTried()
{
    TeamServerFields bad = fields(u"mara"_s);
    bad.port = u"70000"_s;
    bad.database.clear();
    TeamServerDialog dialog(bad);
    dialog.show();
    QSignalSpy finished(&dialog, &TeamServerDialog::attemptFinished);
    dialog.testConnection();
    // Answered at once, without connecting.
    QCOMPARE(finished.count(), 1);
    QVERIFY(!dialog.isConnecting());
    QVERIFY(!dialog.problemText(TeamField::Port).isEmpty());
    QVERIFY(!dialog.problemText(TeamField::Database).isEmpty());
    QVERIFY(dialog.problemText(TeamField::Host).isEmpty());
    QVERIFY(dialog.problemText(TeamField::User).isEmpty());
    // Corrected, the marks go.
    dialog.findChild<QLineEdit *>(u"portEdit"_s)->setText(QString::number(m_cluster->port()));
    dialog.findChild<QLineEdit *>(u"databaseEdit"_s)->setText(u"team"_s);
    QVERIFY(clickAndWait(dialog, Password, "testConnectionButton"));
    QVERIFY(dialog.problemText(TeamField::Port).isEmpty());
    QVERIFY(dialog.problemText(TeamField::Database).isEmpty());
}

void TestTeamServerDialog::signInTriesWithoutPasswordFirst()
{
    qputenv("PGPASSWORD", Password.toUtf8());
    TeamServerDialog dialog(fields(u"mara"_s), TeamServerDialog::Purpose::SignIn);
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.show();
    const bool signedIn = accepted.wait(waitMs);
    qunsetenv("PGPASSWORD");
    QVERIFY2(signedIn, qPrintable(dialog.answerText()));
    TeamSignIn signIn = dialog.takeSignIn();
    QVERIFY(signIn.session);
    QCOMPARE(signIn.login, u"mara"_s);
    QCOMPARE(signIn.role, std::optional(access::Role::Manager));
    // Nothing typed, nothing in the connection string: libpq found it.
    QVERIFY(!signIn.conninfo.contains(u"password"_s));
    QCOMPARE(signIn.session->role(), std::optional(access::Role::Manager));
}

void TestTeamServerDialog::signInAsksForThePasswordWhenLibpqHasNone()
{
    TeamServerDialog dialog(fields(u"mara"_s), TeamServerDialog::Purpose::SignIn);
    QSignalSpy finished(&dialog, &TeamServerDialog::attemptFinished);
    dialog.show();
    QVERIFY(finished.wait(waitMs));
    QCOMPARE(finished.constFirst().constFirst().toBool(), false);
    QVERIFY2(dialog.answerText().contains(u"password"_s), qPrintable(dialog.answerText()));
    QVERIFY(dialog.isVisible());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QVERIFY(clickAndWait(dialog, Password, "connectButton"));
    QCOMPARE(accepted.count(), 1);
    const TeamSignIn signIn = dialog.takeSignIn();
    QVERIFY(signIn.session);
    QCOMPARE(signIn.login, u"mara"_s);
}

QTEST_MAIN(TestTeamServerDialog)
#include "tst_teamserverdialog.moc"
