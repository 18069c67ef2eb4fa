// `approvals … --server CONNINFO` against a real throw-away PostgreSQL cluster, the sandbox gateway
// over HTTP and a real team worker: the threshold set by a Manager only; a Support agent's refund
// above it listed by any operator, approved from the command line by a Manager of another login and
// sent by the worker, as the Approvals window's approval is; a Finance or Support login, the
// requester (even once made a Manager) and bad requests refused with nothing decided, recorded or
// sent; a rejection with its reason; and an approval refused, still waiting, while another action
// on its payment is open.
#include "teamaccessfixture.h"

#include <QJsonArray>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;

namespace {

QJsonArray jsonArray(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).array();
}

} // namespace

class TestTeamApprovalsCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void aManagerSetsTheThreshold();
    void thresholdInputThatIsRefused_data();
    void thresholdInputThatIsRefused();
    void aManagerApprovesAndTheWorkerSends();
    void decisionsThatAreRefused_data();
    void decisionsThatAreRefused();
    void theRequesterCannotApproveTheirOwn();
    void aManagerRejectsWithAReason();
    // Last: it stops the worker.
    void anApprovalWaitsWhileAnotherActionIsOpen();

private:
    QString conninfo(const QString &login) const { return m_team.conninfo(login); }
    CliRun cli(const QStringList &arguments) { return test::callCli(arguments, {}); }
    qsizetype signInsOf(const QString &login) { return test::signInsOf(m_team, login); }
    QByteArray firstValue(const char *sql, const PgParams &params = {}) { return test::firstValue(m_team, sql, params); }
    // A Support agent's (sol's) refund above the threshold, waiting for a Manager; its number.
    qint64 awaitingRefund(const QString &amount, const QString &description);
    std::optional<access::RefundApproval> approval(qint64 id) { return m_team.owner().approvals().find(id); }

    test::TeamActionFixture m_team;
    QString m_payment;      // the refunds waiting for approval are on it
    qint64 m_waiting = 0;   // waits throughout the refused decisions
};

void TestTeamApprovalsCli::initTestCase()
{
    QVERIFY2(test::startAccessTeam(m_team, 19), qPrintable(m_team.problem()));
    m_payment = m_team.newPayment();
    QVERIFY(!m_payment.isEmpty());
}

void TestTeamApprovalsCli::cleanupTestCase()
{
    m_team.stopWorker();
}

qint64 TestTeamApprovalsCli::awaitingRefund(const QString &amount, const QString &description)
{
    const CliRun asked = cli({u"refund"_s, u"--server"_s, conninfo(u"sol"_s), u"--hash"_s, m_payment, u"--amount"_s,
                              amount, u"--description"_s, description, u"--json"_s});
    if (asked.status != 3)
        qWarning("%s", qPrintable(asked.out + asked.err));
    return asked.json().value(u"awaiting_approval"_s).toInteger();
}

void TestTeamApprovalsCli::aManagerSetsTheThreshold()
{
    const CliRun set = cli({u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"ana"_s), u"--currency"_s, u"brl"_s,
                            u"--amount"_s, u"10.00"_s});
    QVERIFY2(set.status == 0, qPrintable(set.err));
    QVERIFY2(set.out.contains(u"BRL\t10.00"_s), qPrintable(set.out));
    QCOMPARE(firstValue("SELECT value FROM directdesk.settings WHERE key = 'access.refund_threshold.BRL'"),
             QByteArray("10.00"));
    // Any operator sees it; only a Manager changes it (the audit trail records the refusal).
    const CliRun shown = cli({u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"fabio"_s)});
    QCOMPARE(shown.status, 0);
    QVERIFY2(shown.out.contains(u"BRL\t10.00"_s), qPrintable(shown.out));
    const CliRun refused = cli({u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"sol"_s), u"--currency"_s,
                                u"BRL"_s, u"--clear"_s});
    QCOMPARE(refused.status, 11);
    QVERIFY2(refused.err.contains(u"role"_s), qPrintable(refused.err));
    QCOMPARE(firstValue("SELECT value FROM directdesk.settings WHERE key = 'access.refund_threshold.BRL'"),
             QByteArray("10.00"));
    QCOMPARE(firstValue("SELECT actor || ' ' || result FROM directdesk.audit_trail WHERE action = 'access_denied' "
                        "AND parameters::jsonb ->> 'attempted' = 'refund_threshold' ORDER BY id DESC LIMIT 1"),
             QByteArray("sol FORBIDDEN"));
}

void TestTeamApprovalsCli::thresholdInputThatIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    QTest::newRow("a currency of two letters") << QStringList{u"--currency"_s, u"BR"_s, u"--amount"_s, u"5.00"_s}
                                               << u"three-letter"_s;
    QTest::newRow("an amount without a currency") << QStringList{u"--amount"_s, u"5.00"_s} << u"three-letter"_s;
    QTest::newRow("an amount that is none") << QStringList{u"--currency"_s, u"BRL"_s, u"--amount"_s, u"5,00x"_s}
                                            << u"not a valid amount"_s;
    QTest::newRow("a clear without a currency") << QStringList{u"--clear"_s} << u"three-letter"_s;
}

// The threshold stays as the Manager set it.
void TestTeamApprovalsCli::thresholdInputThatIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    const CliRun run = cli(QStringList{u"approvals"_s, u"threshold"_s, u"--server"_s, conninfo(u"ana"_s)} + arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(firstValue("SELECT string_agg(key || '=' || value, ',') FROM directdesk.settings "
                        "WHERE key LIKE 'access.refund_threshold.%'"),
             QByteArray("access.refund_threshold.BRL=10.00"));
}

void TestTeamApprovalsCli::aManagerApprovesAndTheWorkerSends()
{
    const qint64 id = awaitingRefund(u"50.00"_s, u"four eyes from the command line"_s);
    QVERIFY(id > 0);
    QCOMPARE(m_team.requestsFor(m_payment), qint64(0));

    // Finance lists what waits (and, as a process of its own, so does Support).
    const CliRun listed = cli({u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"fabio"_s), u"--json"_s});
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
    const CliRun process = test::runCli({u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"sara"_s)}, {});
    QVERIFY2(process.status == 0, qPrintable(process.err));
    QVERIFY2(process.out.startsWith(QString(QString::number(id) + u"\tawaiting\t50.00 BRL\t"_s + m_payment)), qPrintable(process.out));

    // A Manager approves: the window's path, so the worker sends it and the command waits for it.
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const CliRun approved = cli({u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"ana"_s), u"--id"_s,
                                 QString::number(id), u"--wait"_s, u"600"_s, u"--json"_s});
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
    const CliRun again = cli({u"approvals"_s, u"approve"_s, u"--server"_s, conninfo(u"bruno"_s), u"--id"_s,
                              QString::number(id), u"--wait"_s, u"0"_s});
    QCOMPARE(again.status, 3);
    QVERIFY2(again.out.contains(u"decided already"_s), qPrintable(again.out));
    QCOMPARE(m_team.requestsFor(m_payment), qint64(1));
    const CliRun all = cli({u"approvals"_s, u"list"_s, u"--all"_s, u"--server"_s, conninfo(u"bruno"_s)});
    QVERIFY2(all.out.contains(QString(QString::number(id) + u"\tapproved\t50.00 BRL"_s)), qPrintable(all.out));
    const CliRun awaiting = cli({u"approvals"_s, u"list"_s, u"--server"_s, conninfo(u"bruno"_s)});
    QVERIFY2(!awaiting.out.contains(QString(QString::number(id) + u"\t"_s)), qPrintable(awaiting.out));
}

void TestTeamApprovalsCli::decisionsThatAreRefused_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("problem");
    const QStringList approve{u"approve"_s, u"--id"_s, u"WAITING"_s, u"--wait"_s, u"0"_s};
    const QStringList reject{u"reject"_s, u"--id"_s, u"WAITING"_s, u"--reason"_s, u"not this one"_s};
    QTest::newRow("a Finance login approves") << u"fabio"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("a Finance login rejects") << u"fabio"_s << reject << 11 << u"approve or reject"_s;
    QTest::newRow("another Support agent approves") << u"sara"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("the requester approves") << u"sol"_s << approve << 11 << u"approve or reject"_s;
    QTest::newRow("the requester rejects") << u"sol"_s << reject << 11 << u"approve or reject"_s;
    QTest::newRow("a request that is not there")
        << u"ana"_s << QStringList{u"approve"_s, u"--id"_s, u"999999"_s} << 3 << u"no request with this number"_s;
    QTest::newRow("a rejection without a reason")
        << u"ana"_s << QStringList{u"reject"_s, u"--id"_s, u"WAITING"_s} << 3 << u"reason"_s;
    QTest::newRow("a rejection with a blank reason")
        << u"ana"_s << QStringList{u"reject"_s, u"--id"_s, u"WAITING"_s, u"--reason"_s, u"  "_s} << 3 << u"reason"_s;
}

// Nothing is decided, recorded for the worker or sent to the gateway.
void TestTeamApprovalsCli::decisionsThatAreRefused()
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
    const CliRun run = cli(QStringList{u"approvals"_s} + arguments + QStringList{u"--server"_s, conninfo(login)});
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
void TestTeamApprovalsCli::theRequesterCannotApproveTheirOwn()
{
    QVERIFY(m_waiting > 0);
    const CliRun promoted = cli({u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"sol"_s,
                                 u"--role"_s, u"manager"_s});
    QVERIFY2(promoted.status == 0, qPrintable(promoted.err));
    const qint64 requests = m_team.requestsFor(m_payment);
    for (const QStringList &decision : {QStringList{u"approve"_s}, QStringList{u"reject"_s, u"--reason"_s, u"mine"_s}}) {
        const CliRun own = cli(QStringList{u"approvals"_s} + decision
                               + QStringList{u"--id"_s, QString::number(m_waiting), u"--server"_s, conninfo(u"sol"_s)});
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
    const CliRun back = cli({u"operators"_s, u"role"_s, u"--server"_s, conninfo(u"ana"_s), u"--login"_s, u"sol"_s,
                             u"--role"_s, u"support"_s});
    QVERIFY2(back.status == 0, qPrintable(back.err));
}

void TestTeamApprovalsCli::aManagerRejectsWithAReason()
{
    QVERIFY(m_waiting > 0);
    const int sent = test::gatewayRequests(m_team.sandbox());
    const qint64 requests = m_team.requestsFor(m_payment);
    const CliRun rejected = cli({u"approvals"_s, u"reject"_s, u"--server"_s, conninfo(u"bruno"_s), u"--id"_s,
                                 QString::number(m_waiting), u"--reason"_s, u"the customer withdrew"_s});
    QVERIFY2(rejected.status == 0, qPrintable(rejected.err));
    QVERIFY2(rejected.out.contains(u"Rejected request %1."_s.arg(m_waiting)), qPrintable(rejected.out));
    QCOMPARE(approval(m_waiting)->state, access::RefundApproval::State::Rejected);
    QCOMPARE(approval(m_waiting)->decidedBy, u"bruno"_s);
    QCOMPARE(approval(m_waiting)->reason, u"the customer withdrew"_s);
    QCOMPARE(m_team.requestsFor(m_payment), requests);
    QCOMPARE(test::gatewayRequests(m_team.sandbox()), sent);
}

// No worker runs, so a refund asked for the payment stays open: the refund waiting for approval on
// it is not approved (an approval is never undecided, and its refund could not be recorded); once
// the other action is gone it is approved and recorded for the worker.
void TestTeamApprovalsCli::anApprovalWaitsWhileAnotherActionIsOpen()
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

QTEST_GUILESS_MAIN(TestTeamApprovalsCli)
#include "tst_teamapprovalscli.moc"
