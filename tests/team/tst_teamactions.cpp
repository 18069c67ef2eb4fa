// Acting on payments from desks on the team server, against a real throw-away PostgreSQL cluster,
// the sandbox gateway over HTTP and a real team worker (a directdesk-cli process): a desk records
// the request, the worker sends it. The same refund asked from two desks at once is recorded once
// and the other desk is told who holds it, and the gateway sees one refund; a request waits for a
// worker when none is active; a Support agent's refund above the threshold waits for a Manager of
// another desk, the requester cannot decide it, and a request that skipped the approval is refused
// by the server; one for more than remains to refund is refused by the worker before anything is
// sent; bad input is refused before anything is recorded; and when the server is stopped
// while the worker's refund is under way, the outcome is settled by one query once it is back, and
// nothing is sent twice.
#include "core/access/refundapprovals.h"
#include "support/clirun.h"

#include "teamactionfixture.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;

using Desk = dd::test::TeamDesk;

class TestTeamActions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void badInputIsRefusedBeforeAnythingIsRecorded_data();
    void badInputIsRefusedBeforeAnythingIsRecorded();
    void theSameActionFromTwoDesksAtOnce();
    void aRequestWaitsForAWorker();
    void fourEyesAcrossTwoOperators();
    void aRefundAboveWhatRemainsIsRefusedByTheWorker();
    void theServerRestartsDuringAnAction();

private:
    QString conninfo(const QString &login) const { return m_team.conninfo(login); }
    std::optional<ActionRequest> request(qint64 id) { return m_team.request(id); }
    Desk desk(const QString &login, access::Role role) { return m_team.desk(login, role); }
    QProcess *startCli(const QStringList &arguments);

    test::TeamActionFixture m_team;
    QString m_payment;   // for the bad input rows: nobody acts on it
};

void TestTeamActions::initTestCase()
{
    QVERIFY2(m_team.start(11), qPrintable(m_team.problem()));
    m_payment = m_team.newPayment();
    QVERIFY(!m_payment.isEmpty());
}

void TestTeamActions::cleanupTestCase()
{
    m_team.stopWorker();
}

QProcess *TestTeamActions::startCli(const QStringList &arguments)
{
    auto *process = new QProcess(this);
    process->setProcessEnvironment(test::workerEnvironment());
    process->start(test::cliPath(), arguments);
    return process;
}

void TestTeamActions::badInputIsRefusedBeforeAnythingIsRecorded_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    const QStringList sol{u"--server"_s, conninfo(u"sol"_s)};
    const QStringList payment{u"--hash"_s, m_payment};
    const QStringList refund = QStringList{u"refund"_s} + sol + payment + QStringList{u"--description"_s, u"bad input"_s};
    QTest::newRow("a Finance login") << (QStringList{u"refund"_s, u"--server"_s, conninfo(u"fabio"_s)} + payment
                                         + QStringList{u"--amount"_s, u"1.00"_s, u"--description"_s, u"x"_s})
                                     << 11 << u"role"_s;
    QTest::newRow("an amount that is not one") << (refund + QStringList{u"--amount"_s, u"1,00x"_s}) << 3 << u"amount"_s;
    QTest::newRow("more than the payment") << (refund + QStringList{u"--amount"_s, u"500.00"_s}) << 3 << u"amount"_s;
    QTest::newRow("a payment the team does not have")
        << (QStringList{u"refund"_s} + sol
            + QStringList{u"--hash"_s, u"0123456789abcdef0123456789abcdef"_s, u"--amount"_s, u"1.00"_s,
                          u"--description"_s, u"x"_s})
        << 3 << u"has no payment"_s;
    QTest::newRow("cancelling a confirmed payment") << (QStringList{u"cancel"_s} + sol + payment) << 3 << QString();
    QTest::newRow("a refund the payment does not have")
        << (QStringList{u"cancel-refund"_s} + sol + payment + QStringList{u"--refund-id"_s, u"999999"_s}) << 2
        << u"no such refund"_s;
    QTest::newRow("--wait that is not a number") << (refund + QStringList{u"--amount"_s, u"1.00"_s, u"--wait"_s, u"soon"_s})
                                                 << 2 << u"--wait"_s;
    QTest::newRow("--wait without --server")
        << QStringList{u"capture"_s, u"--vault"_s, m_team.folder(u"none.ddc"_s), u"--hash"_s, m_payment,
                       u"--wait"_s, u"5"_s}
        << 2 << u"--server"_s;
    QTest::newRow("both --vault and --server")
        << (QStringList{u"capture"_s, u"--vault"_s, m_team.folder(u"none.ddc"_s)} + sol + payment) << 2
        << u"not both"_s;
}

void TestTeamActions::badInputIsRefusedBeforeAnythingIsRecorded()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, message);
    const qint64 recorded = m_team.requestsFor(m_payment);
    const int sent = test::gatewayRequests(m_team.sandbox());
    const test::CliRun run = test::callCli(arguments, {});
    QCOMPARE(run.status, status);
    const QString said = run.out + run.err;
    QVERIFY2(!said.trimmed().isEmpty(), "no message");
    if (!message.isEmpty())
        QVERIFY2(said.contains(message), qPrintable(said));
    QCOMPARE(m_team.requestsFor(m_payment), recorded);
    QCOMPARE(test::gatewayRequests(m_team.sandbox()), sent);
}

// No worker is active while the two desks ask, so which one is first cannot depend on how fast
// the worker sends: the first request stays open and the second desk is told whose it is.
void TestTeamActions::theSameActionFromTwoDesksAtOnce()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const auto refund = [&hash, this](const QString &login) {
        return startCli({u"refund"_s, u"--server"_s, conninfo(login), u"--hash"_s, hash, u"--amount"_s, u"5.00"_s,
                         u"--description"_s, u"asked at two desks"_s, u"--wait"_s, u"600"_s, u"--json"_s});
    };
    QProcess *sol = refund(u"sol"_s);
    QProcess *ana = refund(u"ana"_s);
    QSignalSpy solDone(sol, &QProcess::finished);
    QSignalSpy anaDone(ana, &QProcess::finished);
    // The refused desk ends at once; the other waits for a worker.
    QTRY_VERIFY_WITH_TIMEOUT(solDone.size() + anaDone.size() == 1, 120000);
    QProcess *refused = solDone.isEmpty() ? ana : sol;
    QProcess *accepted = solDone.isEmpty() ? sol : ana;
    const QString holder = refused == sol ? u"ana"_s : u"sol"_s;
    QCOMPARE(refused->exitCode(), 3);
    const QJsonObject said = QJsonDocument::fromJson(refused->readAllStandardOutput()).object();
    QCOMPARE(said.value(u"held_by"_s).toString(), holder);
    const QString message = said.value(u"message"_s).toString();
    QVERIFY2(message.contains(u"is already refunding this payment"_s) && message.contains(u"(%1)"_s.arg(holder)),
             qPrintable(message));
    QCOMPARE(m_team.requestsFor(hash), qint64(1));
    QCOMPARE(accepted->state(), QProcess::Running);

    QVERIFY(m_team.startWorker());
    QVERIFY(accepted->waitForFinished(600000));
    const QByteArray out = accepted->readAllStandardOutput();
    QCOMPARE(accepted->exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(out).object().value(u"status"_s).toString(), u"SUCCESS"_s);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    const std::optional<Payment> stored = m_team.owner().payments().findByHash(hash);
    QVERIFY(stored);
    QCOMPARE(stored->refunds.size(), qsizetype(1));
}

void TestTeamActions::aRequestWaitsForAWorker()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const test::CliRun run = test::callCli({u"refund"_s, u"--server"_s, conninfo(u"sol"_s), u"--hash"_s, hash,
                                            u"--amount"_s, u"3.00"_s, u"--description"_s, u"no worker yet"_s,
                                            u"--wait"_s, u"1"_s, u"--json"_s},
                                           {});
    QCOMPARE(run.status, 8);
    const QJsonObject said = run.json();
    QCOMPARE(said.value(u"status"_s).toString(), u"QUEUED"_s);
    QCOMPARE(said.value(u"worker_active"_s).toBool(true), false);
    const qint64 id = said.value(u"request"_s).toInteger();
    QCOMPARE(request(id)->state, ActionRequest::State::Requested);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore);
    // The next worker to become active sends it.
    QVERIFY(m_team.startWorker());
    QVERIFY(m_team.waitUntil([this, id] { return request(id)->isFinished(); }));
    QCOMPARE(request(id)->state, ActionRequest::State::Done);
    QCOMPARE(request(id)->claimedBy, u"worker"_s);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
}

void TestTeamActions::fourEyesAcrossTwoOperators()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    Desk ana = desk(u"ana"_s, access::Role::Manager);
    Desk sol = desk(u"sol"_s, access::Role::Support);
    QVERIFY(ana.actions && sol.actions);
    {
        access::RefundApprovals thresholds(*ana.session, *ana.guard);
        QVERIFY(thresholds.setThreshold(u"BRL"_s, Money(1000, u"BRL"_s)));
    }
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    // Support asks above the threshold: it waits on the server, nothing goes to the worker.
    const test::CliRun asked = test::callCli({u"refund"_s, u"--server"_s, conninfo(u"sol"_s), u"--hash"_s, hash,
                                              u"--amount"_s, u"50.00"_s, u"--description"_s, u"four eyes"_s,
                                              u"--json"_s},
                                             {});
    QCOMPARE(asked.status, 3);
    const qint64 approvalId = asked.json().value(u"awaiting_approval"_s).toInteger();
    QVERIFY2(approvalId > 0, qPrintable(asked.out));
    QCOMPARE(m_team.requestsFor(hash), qint64(0));

    // Asked again from a desk while it waits: held, naming the waiting request; nothing stored twice.
    const auto waitingFor = [this, &hash] {
        qsizetype n = 0;
        for (const access::RefundApproval &a : m_team.owner().approvals().list(access::RefundApproval::State::Awaiting))
            n += a.paymentHash == hash ? 1 : 0;
        return n;
    };
    {
        const Payment payment = *m_team.owner().payments().findByHash(hash);
        RefundRequest again;
        again.amount = Money(5000, u"BRL"_s);
        again.description = u"four eyes"_s;
        const auto twice = sol.actions->ask(ActionRequest::refund(payment, again), payment);
        QVERIFY(!twice);
        QCOMPARE(twice.error().reason, ActionRequestRefusal::Reason::Held);
        QVERIFY2(twice.error().message.contains(QString::number(approvalId)), qPrintable(twice.error().message));
        QCOMPARE(waitingFor(), qsizetype(1));
        QCOMPARE(m_team.requestsFor(hash), qint64(0));
    }

    // The requester cannot decide it: neither their desk nor the server lets them.
    QVERIFY(!sol.actions->approve(approvalId));
    QVERIFY(!sol.session->connection().exec("UPDATE directdesk.refund_approvals SET state = 1 WHERE id = $1",
                                            {QByteArray::number(approvalId)}));
    // Nor can a Manager decide their own (for another payment: this one has a request waiting).
    access::RefundApproval mine;
    mine.paymentHash = hash + u"-own"_s;
    mine.amount = Money(2000, u"BRL"_s);
    mine.description = u"mine"_s;
    mine.merchantRefundCode = u"mr-own"_s;
    const auto own = ana.session->approvals().add(mine);
    QVERIFY(own);
    QVERIFY(!ana.actions->approve(*own));
    QCOMPARE(ana.session->approvals().find(*own)->state, access::RefundApproval::State::Awaiting);

    // Another operator, a Manager on another connection, approves: the worker sends it as approved.
    const auto approved = ana.actions->approve(approvalId);
    QVERIFY2(approved, qPrintable(approved ? QString() : approved.error().message));
    const qint64 id = approved.value();
    QVERIFY(m_team.waitUntil([this, id] { return request(id)->isFinished(); }));
    QCOMPARE(request(id)->state, ActionRequest::State::Done);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    const std::optional<access::RefundApproval> decided = m_team.owner().approvals().find(approvalId);
    QCOMPARE(decided->decidedBy, u"ana"_s);
    QCOMPARE(decided->outcome, u"SUCCESS"_s);
    QVERIFY(m_team.owner().payments().findByHash(hash)->findRefund(decided->merchantRefundCode));
    // A decided request is not approved again by anyone.
    Desk bruno = desk(u"bruno"_s, access::Role::Manager);
    QVERIFY(!bruno.actions->approve(approvalId));

    // A request that skipped the approval (written straight to the server) is refused by the server.
    const Payment payment = *m_team.owner().payments().findByHash(hash);
    RefundRequest above;
    above.amount = Money(2500, u"BRL"_s);
    above.description = u"around the approval"_s;
    PgActionRequests direct(sol.session->connection());
    const qint64 recorded = m_team.requestsFor(hash);
    const auto skipped = direct.submit(ActionRequest::refund(payment, above));
    QVERIFY(!skipped);
    QCOMPARE(skipped.error().reason, ActionRequestRefusal::Reason::Forbidden);
    QVERIFY2(skipped.error().message.contains(u"approval threshold"_s), qPrintable(skipped.error().message));
    QCOMPARE(m_team.requestsFor(hash), recorded);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    QVERIFY(access::RefundApprovals(*ana.session, *ana.guard).setThreshold(u"BRL"_s, std::nullopt));
}

// A refund for more than the payment still has to refund, written past a desk's checks: the worker
// refuses it with RequestValidator::refund's reason before anything is sent.
void TestTeamActions::aRefundAboveWhatRemainsIsRefusedByTheWorker()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    Desk ana = desk(u"ana"_s, access::Role::Manager);
    QVERIFY(ana.actions);
    const Payment payment = *m_team.owner().payments().findByHash(hash);
    RefundRequest tooMuch;
    tooMuch.amount = Money(payment.remainingRefundable().hundredths() + 1, payment.currencyExt);
    tooMuch.description = u"more than remains"_s;
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    PgActionRequests direct(ana.session->connection());
    const auto asked = direct.submit(ActionRequest::refund(payment, tooMuch));
    QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
    QVERIFY(m_team.waitUntil([this, id = asked.value()] { return request(id)->isFinished(); }));
    QCOMPARE(request(asked.value())->state, ActionRequest::State::Failed);
    QCOMPARE(request(asked.value())->outcome, u"validation"_s);
    QVERIFY2(request(asked.value())->message.contains(u"remains to refund"_s), qPrintable(request(asked.value())->message));
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore);
    QVERIFY(m_team.owner().payments().findByHash(hash)->refunds.isEmpty());
}

// Last: it stops the cluster. The worker's refund is held at the gateway (the sandbox's latency)
// while the server goes away, so the answer cannot be stored; the request stays "sending".
void TestTeamActions::theServerRestartsDuringAnAction()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const QJsonObject fault = m_team.sandbox().post("/sandbox/faults", {{u"kind"_s, u"latency"_s}, {u"latency_ms"_s, 3000},
                                                                 {u"count"_s, 1}, {u"paths"_s, QJsonArray{u"/ws/refund"_s}}});
    QVERIFY2(!fault.isEmpty(), "the sandbox took no fault rule");
    qint64 id = 0;
    {
        Desk sol = desk(u"sol"_s, access::Role::Support);
        QVERIFY(sol.actions);
        RefundRequest refund;
        refund.amount = Money(700, u"BRL"_s);
        refund.description = u"while the server restarts"_s;
        const auto asked = sol.actions->ask(ActionRequest::refund(*sol.session->payments().findByHash(hash), refund),
                                            *sol.session->payments().findByHash(hash));
        QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));
        id = asked->requestId;
    }
    // The worker has sent it (the sandbox counts a request as it arrives).
    QTRY_VERIFY_WITH_TIMEOUT(m_team.sandboxCount(u"/ws/refund"_s) == refundsBefore + 1, 120000);
    m_team.closeOwner();
    QVERIFY2(m_team.cluster().stop(), qPrintable(m_team.cluster().problem()));
    QVERIFY2(m_team.cluster().start(), qPrintable(m_team.cluster().problem()));
    QVERIFY2(m_team.worker().waitForState(u"lost"_s), qPrintable(m_team.worker().errors()));
    QVERIFY2(m_team.worker().waitForState(u"active"_s), qPrintable(m_team.worker().errors()));
    QVERIFY2(m_team.reopenOwner(), qPrintable(m_team.problem()));
    QVERIFY(request(id));
    QVERIFY2(request(id)->isOpen(), qPrintable(actionRequestStateCode(request(id)->state)));

    QVERIFY(m_team.waitUntil([this, id] { return request(id)->isFinished(); }));
    const ActionRequest settled = *request(id);
    QCOMPARE(settled.state, ActionRequest::State::Done);
    // Settled by a query, never sent again.
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    QVERIFY(m_team.owner().payments().findByHash(hash)->findRefund(settled.merchantCode));
    for (const PendingOperation &open : m_team.owner().intents().unresolved())
        QVERIFY2(open.paymentHash != hash, qPrintable(open.merchantCode));
    const auto applied = m_team.owner().connection().exec("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'resolve' "
                                                    "AND result = 'applied' AND parameters::jsonb ->> 'hash' = $1",
                                                    {hash.toUtf8()});
    QVERIFY(applied);
    QCOMPARE(applied->bytes(0, 0), QByteArray("1"));
}

QTEST_GUILESS_MAIN(TestTeamActions)
#include "tst_teamactions.moc"
