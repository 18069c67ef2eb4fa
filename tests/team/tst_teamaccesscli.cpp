// `approvals`, `operators`, `config`, `listen` and `vault` with --server CONNINFO, against a real
// throw-away PostgreSQL cluster, the sandbox gateway over HTTP and a real team worker: every
// command-line rule a row (exit 2, no connection made), unsafe or wrong connections clear errors;
// a Support agent's refund above the threshold approved from the command line by another login
// and sent by the worker, while a Finance or Support login, the requester (even once a Manager)
// and bad requests are refused with nothing decided, recorded or sent; operators added, moved and
// removed through `team operator`'s code; a login changing its own password, which reaches neither
// the server's log nor pg_authid in clear; and the team's settings shown and set by a Manager only,
// the integration key refused before anything is sent.
#include "support/clirun.h"
#include "teamactionfixture.h"

#include <QJsonArray>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;

namespace {

const QByteArray NewPasswordVariable = "DIRECTDESK_NEW_PASSPHRASE";

// The new password a command reads, for the length of one call.
class NewPassword {
public:
    explicit NewPassword(const QByteArray &password)
    {
        if (password.isEmpty())
            qunsetenv(NewPasswordVariable.constData());
        else
            qputenv(NewPasswordVariable.constData(), password);
    }
    ~NewPassword() { qunsetenv(NewPasswordVariable.constData()); }
    NewPassword(const NewPassword &) = delete;
    NewPassword &operator=(const NewPassword &) = delete;
};

QJsonArray jsonArray(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

} // namespace

class TestTeamAccessCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void commandLineRules_data();
    void commandLineRules();
    void unsafeOrWrongConnections_data();
    void unsafeOrWrongConnections();
    void aManagerSetsTheThreshold();
    void thresholdInputThatIsRefused_data();
    void thresholdInputThatIsRefused();
    void aManagerApprovesAndTheWorkerSends();
    void decisionsThatAreRefused_data();
    void decisionsThatAreRefused();
    void theRequesterCannotApproveTheirOwn();
    void aManagerRejectsWithAReason();
    void operatorsThroughTheTeamOperatorCode();
    void aLoginChangesItsOwnPassword();
    void passwordChangesThatAreRefused_data();
    void passwordChangesThatAreRefused();
    void noNewPasswordOnAClosedInput();
    void theTeamSettingsAreAManagers();
    // Last: it stops the worker.
    void anApprovalWaitsWhileAnotherActionIsOpen();

private:
    QString conninfo(const QString &login) const { return m_team.conninfo(login); }
    CliRun cli(const QStringList &arguments) { return test::callCli(arguments, {}); }
    qsizetype signInsOf(const QString &login)
    {
        const QByteArray line = QByteArray("connection authorized: user=") + login.toUtf8() + ' ';
        return m_team.cluster().serverLog().count(line);
    }
    QByteArray firstValue(const char *sql, const PgParams &params = {});
    // A Support agent's (sol's) refund above the threshold, waiting for a Manager; its number.
    qint64 awaitingRefund(const QString &amount, const QString &description);
    std::optional<access::RefundApproval> approval(qint64 id) { return m_team.owner().approvals().find(id); }

    test::TeamActionFixture m_team;
    QString m_payment; // the refunds waiting for approval are on it
    qint64 m_waiting = 0; // waits throughout the refused decisions
};

void TestTeamAccessCli::initTestCase()
{
    QVERIFY2(m_team.start(17, { u"log_connections=on"_s, u"log_statement=all"_s }), qPrintable(m_team.problem()));
    // sara: another Support agent; tomas: a login of the server in none of the team's groups.
    QVERIFY(test::addTeamLogin(m_team.owner().connection(), "sara", test::TeamGroup::Support, m_team.Password));
    QVERIFY(test::addTeamLogin(m_team.owner().connection(), "tomas", test::TeamGroup::None, m_team.Password));
    // Allowed to read the tables, as an administrator might allow a reporting login: still no operator.
    QVERIFY(m_team.owner().connection().exec("GRANT USAGE ON SCHEMA directdesk TO tomas"));
    QVERIFY(m_team.owner().connection().exec("GRANT SELECT ON ALL TABLES IN SCHEMA directdesk TO tomas"));
    m_payment = m_team.newPayment();
    QVERIFY(!m_payment.isEmpty());
}

void TestTeamAccessCli::cleanupTestCase()
{
    m_team.stopWorker();
}

QByteArray TestTeamAccessCli::firstValue(const char *sql, const PgParams &params)
{
    auto found = m_team.owner().connection().exec(sql, params);
    if (!found)
        return "error: " + found.error().message.toUtf8();
    return found->rows() > 0 ? found->bytes(0, 0) : QByteArray("no row");
}

qint64 TestTeamAccessCli::awaitingRefund(const QString &amount, const QString &description)
{
    const CliRun asked = cli({ u"refund"_s, u"--server"_s, conninfo(u"sol"_s), u"--hash"_s, m_payment, u"--amount"_s,
                               amount, u"--description"_s, description, u"--json"_s });
    if (asked.status != 3)
        qWarning("%s", qPrintable(asked.out + asked.err));
    return asked.json().value(u"awaiting_approval"_s).toInteger();
}

void TestTeamAccessCli::commandLineRules_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    const QString server = u"--server=SERVER"_s;
    const QString vault = u"--vault=x.ddc"_s;
    QTest::newRow("approvals with both") << QStringList { u"approvals"_s, u"list"_s, vault, server } << u"not both"_s;
    QTest::newRow("approvals with neither") << QStringList { u"approvals"_s, u"list"_s } << u"--server CONNINFO"_s;
    QTest::newRow("approve without --id") << QStringList { u"approvals"_s, u"approve"_s, server } << u"--id"_s;
    QTest::newRow("approve with an --id that is no number")
        << QStringList { u"approvals"_s, u"approve"_s, server, u"--id=seven"_s } << u"--id"_s;
    QTest::newRow("--wait on list") << QStringList { u"approvals"_s, u"list"_s, server, u"--wait=5"_s } << u"--wait"_s;
    QTest::newRow("--wait on a vault") << QStringList { u"approvals"_s, u"approve"_s, vault, u"--id=1"_s,
                                                        u"--wait=5"_s }
                                       << u"--wait"_s;
    QTest::newRow("--wait that is no number")
        << QStringList { u"approvals"_s, u"approve"_s, server, u"--id=1"_s, u"--wait=soon"_s } << u"--wait"_s;
    QTest::newRow("operators with both") << QStringList { u"operators"_s, u"list"_s, vault, server } << u"not both"_s;
    QTest::newRow("operators with neither") << QStringList { u"operators"_s, u"list"_s } << u"--server CONNINFO"_s;
    QTest::newRow("--login on a vault") << QStringList { u"operators"_s, u"add"_s, vault, u"--login=bob"_s,
                                                         u"--role=support"_s }
                                        << u"--login"_s;
    QTest::newRow("add without --login") << QStringList { u"operators"_s, u"add"_s, server, u"--role=support"_s }
                                         << u"--login"_s;
    QTest::newRow("a role that is none") << QStringList { u"operators"_s, u"role"_s, server, u"--login=sol"_s,
                                                          u"--role=boss"_s }
                                         << u"--role"_s;
    QTest::newRow("passwd for another login")
        << QStringList { u"operators"_s, u"passwd"_s, server, u"--login=sol"_s } << u"--login"_s;
    QTest::newRow("passwd with --slot") << QStringList { u"operators"_s, u"passwd"_s, server, u"--slot=default"_s }
                                        << u"--slot"_s;
    QTest::newRow("config with both") << QStringList { u"config"_s, vault, server } << u"not both"_s;
    QTest::newRow("config with neither") << QStringList { u"config"_s, u"--environment=sandbox"_s }
                                         << u"--server CONNINFO"_s;
    QTest::newRow("config with the integration key")
        << QStringList { u"config"_s, server, u"--integration-key=not-for-the-server"_s } << u"team worker"_s;
    QTest::newRow("config with the key asked for")
        << QStringList { u"config"_s, server, u"--integration-key=-"_s } << u"--gateway-config"_s;
    QTest::newRow("config with plain http elsewhere")
        << QStringList { u"config"_s, server, u"--base-url=http://gateway.example.com"_s } << u"https://"_s;
    QTest::newRow("config with a bad environment")
        << QStringList { u"config"_s, server, u"--environment=Prod!"_s } << u"environment"_s;
    QTest::newRow("config with --slot") << QStringList { u"config"_s, server, u"--slot=default"_s } << u"--slot"_s;
    QTest::newRow("listen on the server") << QStringList { u"listen"_s, server } << u"team worker --server"_s;
    QTest::newRow("listen with both") << QStringList { u"listen"_s, vault, server } << u"not both"_s;
    QTest::newRow("vault check on the server") << QStringList { u"vault"_s, u"check"_s, server } << u"team status"_s;
    QTest::newRow("vault create on the server")
        << QStringList { u"vault"_s, u"create"_s, server } << u"no vault file"_s;
    QTest::newRow("vault passwd on the server")
        << QStringList { u"vault"_s, u"passwd"_s, server } << u"operators passwd --server"_s;
    QTest::newRow("vault with both") << QStringList { u"vault"_s, u"check"_s, vault, server } << u"not both"_s;
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
    QTest::newRow("remote with sslmode=require")
        << u"host=db.example.com dbname=team user=ana sslmode=require"_s << 3 << u"verify-full"_s;
    QTest::newRow("wrong password") << u"WRONG"_s << 9 << u"refused the login"_s;
    QTest::newRow("a login that is no operator") << u"OUTSIDER"_s << 11 << u"an operator of the team"_s;
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
    const QByteArray before
        = firstValue("SELECT (SELECT count(*) FROM directdesk.settings) || '/' || "
                     "(SELECT count(*) FROM directdesk.refund_approvals WHERE state <> 0) || '/' || "
                     "(SELECT count(*) FROM directdesk.action_requests)");
    const NewPassword password("a new password 2026");
    for (const QStringList &arguments :
         { QStringList { u"approvals"_s, u"list"_s }, QStringList { u"approvals"_s, u"approve"_s, u"--id"_s, u"1"_s },
           QStringList { u"operators"_s, u"list"_s }, QStringList { u"operators"_s, u"passwd"_s },
           QStringList { u"config"_s }, QStringList { u"config"_s, u"--environment"_s, u"production"_s } }) {
        const CliRun run = cli(arguments + QStringList { u"--server"_s, server });
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

void TestTeamAccessCli::aManagerSetsTheThreshold()
{
    const CliRun set = cli({ u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"ana"_s), u"--currency"_s,
                             u"brl"_s, u"--amount"_s, u"10.00"_s });
    QVERIFY2(set.status == 0, qPrintable(set.err));
    QVERIFY2(set.out.contains(u"BRL\t10.00"_s), qPrintable(set.out));
    QCOMPARE(firstValue("SELECT value FROM directdesk.settings WHERE key = 'access.refund_threshold.BRL'"),
             QByteArray("10.00"));
    // Any operator sees it; only a Manager changes it (the audit trail records the refusal).
    const CliRun shown = cli({ u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"fabio"_s) });
    QCOMPARE(shown.status, 0);
    QVERIFY2(shown.out.contains(u"BRL\t10.00"_s), qPrintable(shown.out));
    const CliRun refused = cli(
        { u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"sol"_s), u"--currency"_s, u"BRL"_s, u"--clear"_s });
    QCOMPARE(refused.status, 11);
    QVERIFY2(refused.err.contains(u"role"_s), qPrintable(refused.err));
    QCOMPARE(firstValue("SELECT value FROM directdesk.settings WHERE key = 'access.refund_threshold.BRL'"),
             QByteArray("10.00"));
    QCOMPARE(firstValue("SELECT actor || ' ' || result FROM directdesk.audit_trail WHERE action = 'access_denied' "
                        "AND parameters::jsonb ->> 'attempted' = 'refund_threshold' ORDER BY id DESC LIMIT 1"),
             QByteArray("sol FORBIDDEN"));
}

void TestTeamAccessCli::thresholdInputThatIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a currency of two letters")
        << QStringList { u"--currency"_s, u"BR"_s, u"--amount"_s, u"5.00"_s } << u"three-letter"_s;
    QTest::newRow("an amount without a currency") << QStringList { u"--amount"_s, u"5.00"_s } << u"three-letter"_s;
    QTest::newRow("an amount that is none")
        << QStringList { u"--currency"_s, u"BRL"_s, u"--amount"_s, u"5,00x"_s } << u"not a valid amount"_s;
    QTest::newRow("a clear without a currency") << QStringList { u"--clear"_s } << u"three-letter"_s;
}

// The threshold stays as the Manager set it.
void TestTeamAccessCli::thresholdInputThatIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    const CliRun run
        = cli(QStringList { u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"ana"_s) } + arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(firstValue("SELECT string_agg(key || '=' || value, ',') FROM directdesk.settings "
                        "WHERE key LIKE 'access.refund_threshold.%'"),
             QByteArray("access.refund_threshold.BRL=10.00"));
}

void TestTeamAccessCli::aManagerApprovesAndTheWorkerSends()
{
    const qint64 id = awaitingRefund(u"50.00"_s, u"four eyes from the command line"_s);
    QVERIFY(id > 0);
    QCOMPARE(m_team.requestsFor(m_payment), qint64(0));

    // Finance lists what waits (and, as a process of its own, so does Support).
    const CliRun listed = cli({ u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"fabio"_s), u"--json"_s });
    QVERIFY2(listed.status == 0, qPrintable(listed.err));
    QJsonObject waiting;
    for (const QJsonValue &row : jsonArray(listed)) {
        if (row.toObject().value(u"id"_s).toInteger() == id)
            waiting = row.toObject();
    }
    QVERIFY2(!waiting.isEmpty(), qPrintable(listed.out));
    QCOMPARE(waiting.value(u"state"_s).toString(), u"awaiting"_s);
    QCOMPARE(waiting.value(u"amount"_s).toString(), u"50.00"_s);
    QCOMPARE(waiting.value(u"hash"_s).toString(), m_payment);
    const CliRun process = test::runCli({ u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"sara"_s) }, {});
    QVERIFY2(process.status == 0, qPrintable(process.err));
    QVERIFY2(process.out.startsWith(QString(QString::number(id) + u"\tawaiting\t50.00 BRL\t"_s + m_payment)),
             qPrintable(process.out));

    // A Manager approves: the window's path, so the worker sends it and the command waits for it.
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const CliRun approved = cli({ u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"ana"_s), u"--id"_s,
                                  QString::number(id), u"--wait"_s, u"600"_s, u"--json"_s });
    QVERIFY2(approved.status == 0, qPrintable(approved.out + approved.err));
    QCOMPARE(approved.json().value(u"status"_s).toString(), u"SUCCESS"_s);
    const qint64 requestId = approved.json().value(u"request"_s).toInteger();
    QCOMPARE(m_team.request(requestId)->state, ActionRequest::State::Done);
    QCOMPARE(m_team.request(requestId)->approvalId, id);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    QCOMPARE(approval(id)->state, access::RefundApproval::State::Approved);
    QCOMPARE(approval(id)->decidedBy, u"ana"_s);
    QCOMPARE(approval(id)->outcome, u"SUCCESS"_s);
    QVERIFY(m_team.owner().payments().findByHash(m_payment)->findRefund(approval(id)->merchantRefundCode));
    QCOMPARE(firstValue("SELECT actor || ' ' || result FROM directdesk.audit_trail WHERE action = 'refund_approve' "
                        "ORDER BY id DESC LIMIT 1"),
             QByteArray("ana APPROVED"));

    // Decided once: nobody approves it again, and nothing more is sent.
    const CliRun again = cli({ u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"bruno"_s), u"--id"_s,
                               QString::number(id), u"--wait"_s, u"0"_s });
    QCOMPARE(again.status, 3);
    QVERIFY2(again.out.contains(u"decided already"_s), qPrintable(again.out));
    QCOMPARE(m_team.requestsFor(m_payment), qint64(1));
    const CliRun all = cli({ u"approvals"_s, u"list"_s, u"--all"_s, u"--server"_s, conninfo(u"bruno"_s) });
    QVERIFY2(all.out.contains(QString(QString::number(id) + u"\tapproved\t50.00 BRL"_s)), qPrintable(all.out));
    const CliRun awaiting = cli({ u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"bruno"_s) });
    QVERIFY2(!awaiting.out.contains(QString(QString::number(id) + u"\t"_s)), qPrintable(awaiting.out));
}

void TestTeamAccessCli::decisionsThatAreRefused_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    const QStringList approve { u"approve"_s, u"--id"_s, u"WAITING"_s, u"--wait"_s, u"0"_s };
    const QStringList reject { u"reject"_s, u"--id"_s, u"WAITING"_s, u"--reason"_s, u"not this one"_s };
    QTest::newRow("a Finance login approves") << u"fabio"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("a Finance login rejects") << u"fabio"_s << reject << 11 << u"approve or reject"_s;
    QTest::newRow("another Support agent approves") << u"sara"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("the requester approves") << u"sol"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("the requester rejects") << u"sol"_s << reject << 11 << u"approve or reject"_s;
    QTest::newRow("a request that is not there")
        << u"ana"_s << QStringList { u"approve"_s, u"--id"_s, u"999999"_s } << 3 << u"no request with this number"_s;
    QTest::newRow("a rejection without a reason")
        << u"ana"_s << QStringList { u"reject"_s, u"--id"_s, u"WAITING"_s } << 3 << u"reason"_s;
    QTest::newRow("a rejection with a blank reason")
        << u"ana"_s << QStringList { u"reject"_s, u"--id"_s, u"WAITING"_s, u"--reason"_s, u"  "_s } << 3 << u"reason"_s;
}

// Nothing is decided, recorded for the worker or sent to the gateway.
void TestTeamAccessCli::decisionsThatAreRefused()
{
    QFETCH(QString, login);
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, problem);
    if (m_waiting == 0)
        m_waiting = awaitingRefund(u"20.00"_s, u"waits while others try"_s);
    QVERIFY(m_waiting > 0);
    arguments.replaceInStrings(u"WAITING"_s, QString::number(m_waiting));
    const qint64 requests = m_team.requestsFor(m_payment);
    const int sent = test::gatewayRequests(m_team.sandbox());
    const CliRun run = cli(QStringList { u"approvals"_s } + arguments + QStringList { u"--server"_s, conninfo(login) });
    QCOMPARE(run.status, status);
    const QString said = run.out + run.err;
    QVERIFY2(said.contains(problem), qPrintable(said));
    QCOMPARE(approval(m_waiting)->state, access::RefundApproval::State::Awaiting);
    QCOMPARE(approval(m_waiting)->decidedBy, QString());
    QCOMPARE(m_team.requestsFor(m_payment), requests);
    QCOMPARE(test::gatewayRequests(m_team.sandbox()), sent);
}

// The requester made a Manager still cannot decide their own request: the command says so and the
// server would refuse it too.
void TestTeamAccessCli::theRequesterCannotApproveTheirOwn()
{
    QVERIFY(m_waiting > 0);
    const CliRun promoted = cli({ u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"sol"_s,
                                  u"--role"_s, u"manager"_s });
    QVERIFY2(promoted.status == 0, qPrintable(promoted.err));
    const qint64 requests = m_team.requestsFor(m_payment);
    for (const QStringList &decision :
         { QStringList { u"approve"_s }, QStringList { u"reject"_s, u"--reason"_s, u"mine"_s } }) {
        const CliRun own
            = cli(QStringList { u"approvals"_s } + decision
                  + QStringList { u"--id"_s, QString::number(m_waiting), u"--server"_s, conninfo(u"sol"_s) });
        QCOMPARE(own.status, 11);
        const QString said = own.out + own.err;
        QVERIFY2(said.contains(u"their own request"_s), qPrintable(said));
    }
    QCOMPARE(firstValue("SELECT actor || ' ' || result FROM directdesk.audit_trail WHERE action = 'refund_approve' "
                        "ORDER BY id DESC LIMIT 1"),
             QByteArray("sol SELF_APPROVAL"));
    auto sol = PgStoreSession::open(conninfo(u"sol"_s));
    QVERIFY(sol);
    QVERIFY(!(*sol)->approvals().decide(m_waiting, access::RefundApproval::State::Approved, u"sol"_s, 1, {}));
    QCOMPARE(approval(m_waiting)->state, access::RefundApproval::State::Awaiting);
    QCOMPARE(m_team.requestsFor(m_payment), requests);
    const CliRun back = cli({ u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"sol"_s,
                              u"--role"_s, u"support"_s });
    QVERIFY2(back.status == 0, qPrintable(back.err));
}

void TestTeamAccessCli::aManagerRejectsWithAReason()
{
    QVERIFY(m_waiting > 0);
    const int sent = test::gatewayRequests(m_team.sandbox());
    const qint64 requests = m_team.requestsFor(m_payment);
    const CliRun rejected = cli({ u"approvals"_s, u"reject"_s, u"--server"_s, conninfo(u"bruno"_s), u"--id"_s,
                                  QString::number(m_waiting), u"--reason"_s, u"the customer withdrew"_s });
    QVERIFY2(rejected.status == 0, qPrintable(rejected.err));
    QVERIFY2(rejected.out.contains(u"Rejected request %1."_s.arg(m_waiting)), qPrintable(rejected.out));
    QCOMPARE(approval(m_waiting)->state, access::RefundApproval::State::Rejected);
    QCOMPARE(approval(m_waiting)->decidedBy, u"bruno"_s);
    QCOMPARE(approval(m_waiting)->reason, u"the customer withdrew"_s);
    QCOMPARE(m_team.requestsFor(m_payment), requests);
    QCOMPARE(test::gatewayRequests(m_team.sandbox()), sent);
}

void TestTeamAccessCli::operatorsThroughTheTeamOperatorCode()
{
    const QString carlaPassword = u"carla secret 2026"_s;
    {
        const NewPassword password(carlaPassword.toUtf8());
        const CliRun added = cli({ u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s,
                                   u"carla"_s, u"--role"_s, u"finance"_s, u"--name"_s, u"Carla Dias"_s, u"--json"_s });
        QVERIFY2(added.status == 0, qPrintable(added.err));
        QCOMPARE(added.json().value(u"role"_s).toString(), u"finance"_s);
        // Only a Manager adds: the server refuses anyone else, and nothing is created.
        const CliRun refused = cli({ u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"fabio"_s), u"--login"_s,
                                     u"mallory"_s, u"--role"_s, u"manager"_s });
        QCOMPARE(refused.status, 11);
        QVERIFY2(refused.err.contains(u"Only a Manager"_s), qPrintable(refused.err));
        QCOMPARE(firstValue("SELECT count(*) FROM pg_roles WHERE rolname = 'mallory'"), QByteArray("0"));
    }
    QVERIFY(PgConnection::connectTo(m_team.cluster().conninfo(u"carla"_s, carlaPassword, u"team"_s)));
    const auto roleOf = [this](const QString &login, const QString &lister) {
        const CliRun listed = cli({ u"operators"_s, u"list"_s, u"--server"_s, conninfo(lister), u"--json"_s });
        for (const QJsonValue &row : listed.json().value(u"operators"_s).toArray()) {
            if (row.toObject().value(u"login"_s).toString() == login)
                return row.toObject().value(u"role"_s).toString();
        }
        return listed.status == 0 ? u"none"_s : listed.err;
    };
    QCOMPARE(roleOf(u"carla"_s, u"fabio"_s), u"finance"_s);
    const CliRun moved = cli({ u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"carla"_s,
                               u"--role"_s, u"support"_s });
    QVERIFY2(moved.status == 0, qPrintable(moved.err));
    QCOMPARE(roleOf(u"carla"_s, u"sol"_s), u"support"_s);
    const CliRun removed
        = cli({ u"operators"_s, u"remove"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"carla"_s });
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
        const CliRun added = cli({ u"operators"_s, u"add"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"dora"_s,
                                   u"--role"_s, u"support"_s });
        QVERIFY2(added.status == 0, qPrintable(added.err));
    }
    const QString doraFirst = m_team.cluster().conninfo(u"dora"_s, QString::fromUtf8(first), u"team"_s);
    const QString doraSecond = m_team.cluster().conninfo(u"dora"_s, QString::fromUtf8(second), u"team"_s);
    {
        const NewPassword password(second);
        const CliRun changed = cli({ u"operators"_s, u"passwd"_s, u"--server"_s, doraFirst, u"--json"_s });
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
    QTest::newRow("a wrong password to sign in")
        << u"WRONG"_s << QByteArray("Dora third 2026 x") << 9 << u"refused the login"_s;
    QTest::newRow("remote without TLS") << u"host=db.example.com dbname=team user=dora"_s
                                        << QByteArray("Dora third 2026 x") << 3 << u"verify-full"_s;
    QTest::newRow("a login that is no operator")
        << u"OUTSIDER"_s << QByteArray("Tomas third 2026 x") << 11 << u"not an operator"_s;
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
    const QByteArray changes
        = firstValue("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'passphrase_change'");
    const QByteArray verifiers = firstValue("SELECT string_agg(rolpassword, ',' ORDER BY rolname) FROM pg_authid");
    const NewPassword given(password);
    const CliRun run = cli({ u"operators"_s, u"passwd"_s, u"--server"_s, server });
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
    const NewPassword none { QByteArray() };
    const qsizetype signIns = signInsOf(u"dora"_s);
    const CliRun run = test::runCli({ u"operators"_s, u"passwd"_s, u"--server"_s,
                                      m_team.cluster().conninfo(u"dora"_s, u"Dora zebra 7431 lantern"_s, u"team"_s) },
                                    {});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(u"No new password given."_s), qPrintable(run.err));
    QCOMPARE(signInsOf(u"dora"_s), signIns);
}

void TestTeamAccessCli::theTeamSettingsAreAManagers()
{
    const CliRun set = cli({ u"config"_s, u"--server"_s, conninfo(u"ana"_s), u"--base-url"_s,
                             u"https://gateway.example.com"_s, u"--environment"_s, u"production"_s });
    QVERIFY2(set.status == 0, qPrintable(set.err));
    QVERIFY2(set.out.contains(u"Base address: https://gateway.example.com"_s), qPrintable(set.out));
    QVERIFY2(set.out.contains(u"held by the team worker"_s), qPrintable(set.out));
    QCOMPARE(m_team.owner().settings().connection().baseUrl, QUrl(u"https://gateway.example.com"_s));
    QCOMPARE(m_team.owner().settings().connection().environment, u"production"_s);

    const CliRun shown = cli({ u"config"_s, u"--server"_s, conninfo(u"fabio"_s) });
    QVERIFY2(shown.status == 0, qPrintable(shown.err));
    QVERIFY2(shown.out.contains(u"Environment: production"_s), qPrintable(shown.out));
    for (const QString &login : { u"sol"_s, u"fabio"_s }) {
        const CliRun refused = cli({ u"config"_s, u"--server"_s, conninfo(login), u"--environment"_s, u"sandbox"_s });
        QCOMPARE(refused.status, 11);
        QVERIFY2(refused.err.contains(u"change settings"_s), qPrintable(refused.err));
    }
    // The server refuses it too, whatever the client checks.
    auto sol = PgStoreSession::open(conninfo(u"sol"_s));
    QVERIFY(sol);
    QVERIFY(!(*sol)->settings().updateConnection(u"sandbox"_s, std::nullopt, std::nullopt));
    QVERIFY2((*sol)->settings().lastError().contains(u"permission denied"_s),
             qPrintable((*sol)->settings().lastError()));
    QCOMPARE(m_team.owner().settings().connection().environment, u"production"_s);
    // The team store's base address is the worker's only when its own configuration has none.
    QVERIFY(m_team.owner().settings().remove(u"connection.base_url"_s));
    QVERIFY(m_team.owner().settings().remove(u"connection.environment"_s));
}

// No worker runs, so a cancel asked for the payment stays open: the refund waiting for approval
// on it is not approved (an approval is never undecided, and its refund could not be recorded);
// once the other action is gone it is approved and recorded for the worker.
void TestTeamAccessCli::anApprovalWaitsWhileAnotherActionIsOpen()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();
    QCOMPARE(cli({u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"ana"_s), u"--currency"_s, u"BRL"_s,
                  u"--amount"_s, u"10.00"_s})
                 .status,
             0);
    const CliRun asked = cli({u"refund"_s, u"--server"_s, conninfo(u"sol"_s), u"--hash"_s, hash, u"--amount"_s,
                              u"30.00"_s, u"--description"_s, u"held up"_s, u"--wait"_s, u"0"_s, u"--json"_s});
    const qint64 id = asked.json().value(u"awaiting_approval"_s).toInteger();
    QVERIFY2(id > 0, qPrintable(asked.out));
    const CliRun other = cli({u"refund"_s, u"--server"_s, conninfo(u"bruno"_s), u"--hash"_s, hash, u"--amount"_s,
                              u"1.00"_s, u"--description"_s, u"open meanwhile"_s, u"--wait"_s, u"0"_s, u"--json"_s});
    QCOMPARE(other.json().value(u"status"_s).toString(), u"QUEUED"_s);
    const qint64 open = other.json().value(u"request"_s).toInteger();

    const CliRun held = cli({u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"ana"_s), u"--id"_s,
                             QString::number(id), u"--json"_s});
    QCOMPARE(held.status, 3);
    QVERIFY2(held.json().value(u"message"_s).toString().contains(u"(bruno)"_s), qPrintable(held.out));
    QCOMPARE(approval(id)->state, access::RefundApproval::State::Awaiting);
    QCOMPARE(m_team.requestsFor(hash), qint64(1));

    QVERIFY(m_team.owner().connection().exec("DELETE FROM directdesk.action_requests WHERE id = $1",
                                             {QByteArray::number(open)}));
    const CliRun approved = cli({u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"ana"_s), u"--id"_s,
                                 QString::number(id), u"--wait"_s, u"0"_s, u"--json"_s});
    QVERIFY2(approved.status == 0, qPrintable(approved.out + approved.err));
    QCOMPARE(approved.json().value(u"status"_s).toString(), u"QUEUED"_s);
    QCOMPARE(approval(id)->state, access::RefundApproval::State::Approved);
    QCOMPARE(m_team.request(approved.json().value(u"request"_s).toInteger())->approvalId, id);
}

QTEST_GUILESS_MAIN(TestTeamAccessCli)
#include "tst_teamaccesscli.moc"
