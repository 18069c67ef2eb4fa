// `--server CONNINFO` on the commands that read the store (export, audit verify|list|export), called
// in this process against a real throw-away PostgreSQL cluster: exactly one of --vault and --server
// (both or neither a usage error, nothing connected), unsafe or wrong connections and logins that
// are no operator clear errors, an export over the server equal to what the store holds, and the
// audit trail verified over the server, intact and then tampered with.
#include "storefixture.h"

#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/clirun.h"
#include "support/pgcluster.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;
using dd::test::PgCluster;

namespace {

const QString Password = u"store cli 2026"_s;

} // namespace

class TestTeamStoreCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void commandLineRules_data();
    void commandLineRules();
    void unsafeOrUnknownLoginsAreClearErrors_data();
    void unsafeOrUnknownLoginsAreClearErrors();
    void aFinanceLoginExportsFromTheServer();
    void auditListAndVerifyOverTheServer();
    void aTamperedHeadFailsVerification();

private:
    QString server(const QString &login) const { return m_cluster->conninfo(login, Password, u"team"_s); }
    CliRun cli(const QStringList &arguments) { return dd::test::callCli(arguments, {}); }
    qsizetype connectionsReceived() const { return m_cluster->serverLog().count("connection received"); }

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_out;
    PgConnection m_owner;
};

void TestTeamStoreCli::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>(QStringList{u"log_connections=on"_s});
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    {
        auto admin = PgConnection::connectTo(m_cluster->adminConninfo());
        QVERIFY(admin);
        QVERIFY(PgConnection(std::move(admin).value()).exec("CREATE DATABASE team"));
    }
    auto owner = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(owner);
    m_owner = std::move(owner).value();
    QVERIFY(!TeamSchema::migrate(m_owner));
    for (const auto &[login, group, rank] : {std::tuple{"mara", TeamSchema::ManagerRole, 2},
                                             std::tuple{"fabio", TeamSchema::FinanceRole, 0}}) {
        const QByteArray create = QByteArray("CREATE ROLE ") + login + " LOGIN PASSWORD '" + Password.toUtf8()
                                  + "' IN ROLE " + group;
        QVERIFY(m_owner.exec(create.constData()));
        QVERIFY(m_owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                             {QByteArray(login), QByteArray(login).toUpper(), QByteArray::number(rank)}));
    }
    const QByteArray outsider = "CREATE ROLE outsider LOGIN PASSWORD '" + Password.toUtf8() + "'";
    QVERIFY(m_owner.exec(outsider.constData()));
    QVERIFY(m_owner.exec("GRANT USAGE ON SCHEMA directdesk TO outsider"));
    QVERIFY(m_owner.exec("GRANT SELECT ON ALL TABLES IN SCHEMA directdesk TO outsider"));
    auto mara = PgStoreSession::open(server(u"mara"_s));
    QVERIFY2(mara, qPrintable(mara ? QString() : mara.error().message));
    auto written = (*mara)->payments().upsertMany(test::StoreFixture().payments(25));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    AuditEntry entry;
    entry.action = u"refund"_s;
    entry.parameters = {{u"amount"_s, u"10.00"_s}};
    entry.result = u"SUCCESS"_s;
    QVERIFY((*mara)->audit().append(entry));
}

void TestTeamStoreCli::commandLineRules_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    const QString serverOption = u"--server=SERVER"_s;
    QTest::newRow("export with both") << QStringList{u"export"_s, u"--vault=x.ddc"_s, serverOption, u"--format=csv"_s,
                                                     u"--out=OUT"_s}
                                      << u"not both"_s;
    QTest::newRow("export with neither") << QStringList{u"export"_s, u"--format=csv"_s, u"--out=OUT"_s}
                                         << u"--vault"_s;
    QTest::newRow("export without out") << QStringList{u"export"_s, serverOption, u"--format=csv"_s} << u"--out"_s;
    QTest::newRow("audit with both") << QStringList{u"audit"_s, u"verify"_s, u"--vault=x.ddc"_s, serverOption}
                                     << u"not both"_s;
    QTest::newRow("audit with neither") << QStringList{u"audit"_s, u"verify"_s} << u"--server CONNINFO"_s;
    QTest::newRow("server without value") << QStringList{u"audit"_s, u"verify"_s, u"--server"_s} << u"server"_s;
}

void TestTeamStoreCli::commandLineRules()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    arguments.replaceInStrings(u"SERVER"_s, server(u"mara"_s));
    arguments.replaceInStrings(u"OUT"_s, m_out.filePath(u"rules.csv"_s));
    const qsizetype before = connectionsReceived();
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(connectionsReceived(), before);
    QVERIFY(!QFile::exists(m_out.filePath(u"rules.csv"_s)));
}

void TestTeamStoreCli::unsafeOrUnknownLoginsAreClearErrors_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    QTest::newRow("remote without TLS") << u"host=db.example.com dbname=team"_s << 3 << u"verify-full"_s;
    QTest::newRow("remote with sslmode=require") << u"host=db.example.com dbname=team sslmode=require"_s << 3
                                                 << u"verify-full"_s;
    QTest::newRow("wrong password") << u"WRONG"_s << 9 << u"refused the login"_s;
    QTest::newRow("no such database") << u"NODB"_s << 9 << u"team server"_s;
    QTest::newRow("a login that is no operator") << u"OUTSIDER"_s << 11 << u"not an operator"_s;
}

void TestTeamStoreCli::unsafeOrUnknownLoginsAreClearErrors()
{
    QFETCH(QString, server);
    QFETCH(int, status);
    QFETCH(QString, problem);
    if (server == u"WRONG")
        server = m_cluster->conninfo(u"mara"_s, u"not the password"_s, u"team"_s);
    else if (server == u"NODB")
        server = m_cluster->conninfo(u"mara"_s, Password, u"nowhere"_s);
    else if (server == u"OUTSIDER")
        server = this->server(u"outsider"_s);
    const QString out = m_out.filePath(u"refused.csv"_s);
    for (const QStringList &arguments : {QStringList{u"audit"_s, u"verify"_s, u"--server"_s, server},
                                         QStringList{u"export"_s, u"--server"_s, server, u"--format"_s, u"csv"_s,
                                                     u"--out"_s, out}}) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.status, status);
        QVERIFY2(run.err.contains(problem), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
    QVERIFY(!QFile::exists(out));
}

void TestTeamStoreCli::aFinanceLoginExportsFromTheServer()
{
    const QString out = m_out.filePath(u"payments.csv"_s);
    const CliRun run = cli({u"export"_s, u"--server"_s, server(u"fabio"_s), u"--format"_s, u"csv"_s, u"--status"_s,
                            u"CO"_s, u"--out"_s, out});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    auto confirmed = m_owner.exec("SELECT count(*) FROM directdesk.payments WHERE status = 3");
    QVERIFY(confirmed);
    const qint64 expected = confirmed->text(0, 0).toLongLong();
    QVERIFY(expected > 0);
    // "rows" from the binary, whose English plurals are loaded; "row(s)" when called in-process.
    QVERIFY2(run.out.contains(u": %1 row"_s.arg(expected)), qPrintable(run.out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QCOMPARE(csv.count('\n'), expected + 1);   // the header and one line per payment
    const Payment large = test::StoreFixture().payment(4);   // confirmed, 12345678901.23
    QCOMPARE(large.status, PaymentStatus::Confirmed);
    QVERIFY2(csv.contains("12345678901.23"), csv.constData());
    // The receipt is the server's: its actor is the login that exported.
    auto receipt = m_owner.exec("SELECT actor FROM directdesk.audit_trail ORDER BY id DESC LIMIT 1");
    QVERIFY(receipt);
    QCOMPARE(receipt->text(0, 0), u"fabio"_s);
}

void TestTeamStoreCli::auditListAndVerifyOverTheServer()
{
    const CliRun list = cli({u"audit"_s, u"list"_s, u"--server"_s, server(u"mara"_s), u"--action"_s, u"refund"_s});
    QVERIFY2(list.status == 0, qPrintable(list.err));
    QVERIFY2(list.out.contains(u"\tmara\trefund\tSUCCESS"_s), qPrintable(list.out));
    const CliRun verified = cli({u"audit"_s, u"verify"_s, u"--server"_s, server(u"fabio"_s), u"--json"_s});
    QVERIFY2(verified.status == 0, qPrintable(verified.err + verified.out));
    QCOMPARE(verified.json().value(u"intact"_s).toBool(), true);
    QVERIFY(verified.json().value(u"rows_checked"_s).toInt() >= 1);
}

// The audit rows themselves are append-only even for the owner; the head is not, and a head that
// no longer matches the chain is reported (exit 12).
void TestTeamStoreCli::aTamperedHeadFailsVerification()
{
    QVERIFY(m_owner.exec("UPDATE directdesk.audit_head SET row_count = row_count + 1"));
    const CliRun run = cli({u"audit"_s, u"verify"_s, u"--server"_s, server(u"mara"_s)});
    QCOMPARE(run.status, 12);
    QVERIFY2(run.out.contains(u"tampered"_s), qPrintable(run.out));
    QVERIFY(m_owner.exec("UPDATE directdesk.audit_head SET row_count = row_count - 1"));
    QCOMPARE(cli({u"audit"_s, u"verify"_s, u"--server"_s, server(u"mara"_s)}).status, 0);
}

QTEST_GUILESS_MAIN(TestTeamStoreCli)
#include "tst_teamstorecli.moc"
