// Approving a waiting refund on the team server, against a real throw-away PostgreSQL cluster:
// deciding the approval and recording the worker's request are one transaction
// (directdesk.approve_refund()). Another desk's transaction held open on a second connection forces
// each interleaving of "approve" and "ask" on one payment, and after each one an approval is
// approved exactly when its request is recorded. Only a Manager other than the requester approves,
// and only through the function: Support and Finance calling it, the requester, a Manager's own
// UPDATE, an unknown or decided request are refused by the server and change nothing.
#include "teamdatabase.h"
#include "teamlogins.h"

#include "core/access/accessguard.h"
#include "core/audit/auditverifier.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgactionrequests.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "support/pgcluster.h"

#include <QFuture>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::TeamGroup;

namespace {

const QString Password = u"four eyes 2026"_s;

// What the second desk's call ended with.
struct Outcome
{
    bool recorded = false;
    ActionRequestRefusal::Reason reason = ActionRequestRefusal::Reason::Failed;
    QString message;
};

} // namespace

class TestTeamApprovals : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void theServerRefusesWhoMayNotApprove_data();
    void theServerRefusesWhoMayNotApprove();
    void twoDesksAtTheSameMoment_data();
    void twoDesksAtTheSameMoment();
    void anApprovalHandsTheRefundToTheWorker();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, Password, u"team"_s); }
    // A refund request of `login` (Support or Manager) on `hash`, waiting; 0 when it was not stored.
    qint64 waitingRefund(const QString &login, const QString &hash, const QString &merchantRefundCode);
    // The approval's state (0 awaiting, 1 approved, 2 rejected) and how many requests carry it.
    std::pair<int, qint64> stateOf(qint64 approvalId);
    qint64 openRequestsOn(const QString &hash);
    qint64 count(const char *sql, const QByteArray &value);

    QTemporaryDir m_home;
    std::unique_ptr<PgCluster> m_cluster;
    std::optional<PgConnection> m_owner;
    int m_payments = 0;
};

void TestTeamApprovals::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner.emplace(std::move(created).value());
    for (const auto &[login, group] : {std::pair{"sol", TeamGroup::Support}, std::pair{"ana", TeamGroup::Manager},
                                       std::pair{"bruno", TeamGroup::Manager}, std::pair{"fabio", TeamGroup::Finance}})
        QVERIFY(test::addTeamLogin(*m_owner, login, group, Password));
}

qint64 TestTeamApprovals::waitingRefund(const QString &login, const QString &hash, const QString &merchantRefundCode)
{
    auto session = PgStoreSession::open(conninfo(login));
    if (!session)
        return 0;
    access::RefundApproval approval;
    approval.paymentHash = hash;
    approval.amount = Money(5000, u"BRL"_s);
    approval.description = u"four eyes"_s;
    approval.merchantRefundCode = merchantRefundCode;
    return (*session)->approvals().add(approval).value_or(0);
}

qint64 TestTeamApprovals::count(const char *sql, const QByteArray &value)
{
    const auto counted = m_owner->exec(sql, {value});
    return counted && counted->rows() == 1 ? counted->bytes(0, 0).toLongLong() : -1;
}

std::pair<int, qint64> TestTeamApprovals::stateOf(qint64 approvalId)
{
    const QByteArray id = QByteArray::number(approvalId);
    return {int(count("SELECT state FROM directdesk.refund_approvals WHERE id = $1", id)),
            count("SELECT count(*) FROM directdesk.action_requests WHERE approval_id = $1", id)};
}

qint64 TestTeamApprovals::openRequestsOn(const QString &hash)
{
    return count("SELECT count(*) FROM directdesk.action_requests WHERE payment_hash = $1 AND state IN (0, 1, 4)",
                 hash.toUtf8());
}

void TestTeamApprovals::theServerRefusesWhoMayNotApprove_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("requester");   // whose waiting request it is; empty: none
    QTest::addColumn<QByteArray>("sql");      // $1: the request's id
    QTest::addColumn<QByteArray>("sqlState");
    const QByteArray call = "SELECT directdesk.approve_refund($1, '{}', '{}')";
    QTest::newRow("Support calls the function") << u"sol"_s << u"ana"_s << call << QByteArray("42501");
    QTest::newRow("Finance calls the function") << u"fabio"_s << u"sol"_s << call << QByteArray("42501");
    QTest::newRow("the requester approves their own") << u"ana"_s << u"ana"_s << call << QByteArray("42501");
    QTest::newRow("a Manager's own UPDATE") << u"ana"_s << u"sol"_s
                                            << QByteArray("UPDATE directdesk.refund_approvals SET state = 1 WHERE id = $1")
                                            << QByteArray("42501");
    QTest::newRow("a request that does not exist") << u"ana"_s << QString() << call << QByteArray("P0002");
}

void TestTeamApprovals::theServerRefusesWhoMayNotApprove()
{
    QFETCH(QString, login);
    QFETCH(QString, requester);
    QFETCH(QByteArray, sql);
    QFETCH(QByteArray, sqlState);
    const QString hash = u"refused-%1"_s.arg(++m_payments);
    const qint64 id = requester.isEmpty() ? 999999 : waitingRefund(requester, hash, u"mr-%1"_s.arg(m_payments));
    QVERIFY(id > 0);
    auto connected = PgConnection::connectTo(conninfo(login));
    QVERIFY(connected);
    PgConnection connection = std::move(connected).value();
    const auto done = connection.exec(sql.constData(), {QByteArray::number(id)});
    QVERIFY(!done);
    QCOMPARE(done.error().sqlState, sqlState);
    QVERIFY2(!done.error().message.isEmpty(), "no message");
    if (!requester.isEmpty())
        QCOMPARE(stateOf(id), std::pair(0, qint64(0)));
    QCOMPARE(openRequestsOn(hash), qint64(0));
}

// The first desk's statement runs in a transaction held open on its own connection; the second
// desk's call (on a thread of its own, as a desk on another computer) then waits for the server's
// lock, and only when it does is the first transaction ended. Whatever the order, an approval is
// approved exactly when its request is recorded.
void TestTeamApprovals::twoDesksAtTheSameMoment_data()
{
    QTest::addColumn<QString>("first");    // "ask" (sol records another action) or "approve" (bruno approves)
    QTest::addColumn<QString>("second");   // "approve" (ana's desk) or "ask" (sol's desk)
    QTest::addColumn<QByteArray>("ending");
    QTest::addColumn<bool>("secondRecorded");
    QTest::addColumn<int>("reason");   // ActionRequestRefusal::Reason when refused
    const int held = int(ActionRequestRefusal::Reason::Held);
    const int invalid = int(ActionRequestRefusal::Reason::Invalid);
    QTest::newRow("another action open, then approved") << u"ask"_s << u"approve"_s << QByteArray("COMMIT") << false << held;
    QTest::newRow("another action given up, then approved") << u"ask"_s << u"approve"_s << QByteArray("ROLLBACK") << true << 0;
    QTest::newRow("two Managers approve") << u"approve"_s << u"approve"_s << QByteArray("COMMIT") << false << invalid;
    QTest::newRow("a Manager gives up, the other approves") << u"approve"_s << u"approve"_s << QByteArray("ROLLBACK")
                                                             << true << 0;
    QTest::newRow("approved, then another action asked") << u"approve"_s << u"ask"_s << QByteArray("COMMIT") << false << held;
    QTest::newRow("approval given up, then another action asked") << u"approve"_s << u"ask"_s << QByteArray("ROLLBACK")
                                                                   << true << 0;
}

void TestTeamApprovals::twoDesksAtTheSameMoment()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QByteArray, ending);
    QFETCH(bool, secondRecorded);
    QFETCH(int, reason);
    const QString hash = u"together-%1"_s.arg(++m_payments);
    const qint64 approvalId = waitingRefund(u"sol"_s, hash, u"mr-%1"_s.arg(m_payments));
    QVERIFY(approvalId > 0);

    const QString firstLogin = first == u"ask" ? u"sol"_s : u"bruno"_s;
    auto connected = PgConnection::connectTo(conninfo(firstLogin));
    QVERIFY(connected);
    std::optional<PgConnection> held(std::move(connected).value());
    QVERIFY(held->exec("BEGIN"));
    const auto firstDone =
        first == u"ask"
            ? held->exec("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code) "
                         "VALUES ('capture', $1, 'cap-1') RETURNING id",
                         {hash.toUtf8()})
            : held->exec("SELECT directdesk.approve_refund($1, '{\"amount\": \"50.00\", \"currency\": \"BRL\"}', "
                         "json_build_object('request', $1::bigint)::text)",
                         {QByteArray::number(approvalId)});
    QVERIFY2(firstDone, qPrintable(firstDone ? QString() : firstDone.error().message));

    const QString secondLogin = second == u"approve" ? u"ana"_s : u"sol"_s;
    const access::Role role = second == u"approve" ? access::Role::Manager : access::Role::Support;
    const QString info = conninfo(secondLogin);
    QFuture<Outcome> call = QtConcurrent::run([info, secondLogin, role, second, hash, approvalId] {
        Outcome outcome;
        auto opened = PgStoreSession::open(info);
        if (!opened) {
            outcome.message = opened.error().message;
            return outcome;
        }
        std::unique_ptr<PgStoreSession> session = std::move(opened).value();
        access::AccessGuard guard(session->audit());
        guard.signIn(access::Operator{secondLogin, secondLogin.toUpper(), role, 0});
        TeamActionDesk desk(*session, guard);
        ActionRequest cancel;
        cancel.kind = PendingOperation::Kind::CancelPayment;
        cancel.paymentHash = hash;
        const auto done = second == u"approve" ? desk.approve(approvalId) : desk.submit(cancel);
        outcome.recorded = bool(done);
        if (!done) {
            outcome.reason = done.error().reason;
            outcome.message = done.error().message;
        }
        return outcome;
    });
    // The second desk waits for the first one's lock (the approval row, or the payment's entry in
    // the one open action index) before the first transaction ends.
    QTRY_VERIFY_WITH_TIMEOUT(count("SELECT count(*) FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'",
                                   secondLogin.toUtf8())
                                 == 1,
                             60000);
    QVERIFY(held->exec(ending.constData()));
    QTRY_VERIFY_WITH_TIMEOUT(call.isFinished(), 60000);
    const Outcome outcome = call.result();
    QVERIFY2(outcome.recorded == secondRecorded, qPrintable(outcome.message));
    if (!secondRecorded) {
        QCOMPARE(int(outcome.reason), reason);
        QVERIFY2(!outcome.message.isEmpty(), "no message");
    }

    // Decided exactly when its request is recorded; one open action on the payment.
    const auto [state, requests] = stateOf(approvalId);
    QCOMPARE(state == 1, requests == 1);
    QVERIFY(requests <= 1);
    QCOMPARE(openRequestsOn(hash), qint64(1));
    const bool approved = (first == u"approve" && ending == "COMMIT") || (second == u"approve" && secondRecorded);
    QCOMPARE(state, approved ? 1 : 0);
    // Its audit rows were written in the same transaction: one approval row exactly when approved.
    QCOMPARE(count("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'refund_approve' AND result = 'APPROVED' "
                   "AND parameters::jsonb ->> 'request' = $1",
                   QByteArray::number(approvalId)),
             qint64(approved ? 1 : 0));
}

void TestTeamApprovals::anApprovalHandsTheRefundToTheWorker()
{
    const QString hash = u"approved-%1"_s.arg(++m_payments);
    const qint64 approvalId = waitingRefund(u"sol"_s, hash, u"mr-%1"_s.arg(m_payments));
    QVERIFY(approvalId > 0);
    auto opened = PgStoreSession::open(conninfo(u"ana"_s));
    QVERIFY(opened);
    std::unique_ptr<PgStoreSession> session = std::move(opened).value();
    access::AccessGuard guard(session->audit());
    guard.signIn(access::Operator{u"ana"_s, u"ANA"_s, access::Role::Manager, 0});
    TeamActionDesk desk(*session, guard);
    const char *audited = "SELECT count(*) FROM directdesk.audit_trail WHERE actor = 'ana' AND action = $1 AND result = "
                          "CASE $1 WHEN 'refund_approve' THEN 'APPROVED' ELSE 'REQUESTED' END";
    const qint64 approvalsAudited = count(audited, "refund_approve");
    const qint64 requestsAudited = count(audited, "action_request");
    const auto approved = desk.approve(approvalId);
    QVERIFY2(approved, qPrintable(approved ? QString() : approved.error().message));
    const std::optional<ActionRequest> request = desk.requests().find(approved.value());
    QVERIFY(request);
    QCOMPARE(request->approvalId, approvalId);
    QCOMPARE(request->paymentHash, hash);
    QCOMPARE(request->merchantCode, u"mr-%1"_s.arg(m_payments));
    QCOMPARE(request->requestedBy, u"ana"_s);
    QCOMPARE(request->parameters.value(u"amount"_s).toString(), u"50.00"_s);
    const std::optional<access::RefundApproval> decided = session->approvals().find(approvalId);
    QCOMPARE(decided->state, access::RefundApproval::State::Approved);
    QCOMPARE(decided->decidedBy, u"ana"_s);
    // Decided once: a second approval is refused by the desk and nothing more is recorded.
    QVERIFY(!desk.approve(approvalId));
    QCOMPARE(stateOf(approvalId), std::pair(1, qint64(1)));
    // Nor by another Manager calling the server itself, once the worker is done with the request.
    QVERIFY(m_owner->exec("UPDATE directdesk.action_requests SET state = 1 WHERE id = $1",
                          {QByteArray::number(approved.value())}));
    QVERIFY(m_owner->exec("UPDATE directdesk.action_requests SET state = 2 WHERE id = $1",
                          {QByteArray::number(approved.value())}));
    auto connected = PgConnection::connectTo(conninfo(u"bruno"_s));
    QVERIFY(connected);
    PgConnection bruno = std::move(connected).value();
    const auto again = bruno.exec("SELECT directdesk.approve_refund($1, '{}', '{}')", {QByteArray::number(approvalId)});
    QVERIFY(!again);
    QCOMPARE(again.error().sqlState, QByteArray("55000"));
    QCOMPARE(stateOf(approvalId), std::pair(1, qint64(1)));
    QCOMPARE(session->approvals().find(approvalId)->decidedBy, u"ana"_s);
    // Both rows of the decision are in the audit trail, once.
    QCOMPARE(count(audited, "refund_approve"), approvalsAudited + 1);
    QCOMPARE(count(audited, "action_request"), requestsAudited + 1);
    const AuditVerification chain = AuditVerifier::verify(session->audit());
    QVERIFY(chain.isIntact());
    QVERIFY(chain.rowsChecked > 0);
}

QTEST_GUILESS_MAIN(TestTeamApprovals)
#include "tst_teamapprovals.moc"
