// The server's four-eyes rules on a refund's amount, against a real throw-away PostgreSQL cluster.
// An approved refund's request must carry the approval's amount and currency (NUMERIC compare on
// the server): a Manager calling approve_refund() with other parameters is refused, the approval
// stays waiting, no request and no audit row is written. A Support login's refund above the
// currency's threshold written straight into action_requests, without an approval, is refused, and
// so is a refund whose amount is not decimal text with at most two decimals. A payment has at most
// one request waiting for a Manager, however it is written. The steps from versions 14 and 15 keep
// what was stored before them.
#include "teamdatabase.h"
#include "teamlogins.h"

#include "core/access/accessguard.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgactionrequests.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::TeamGroup;

namespace {

const QString Password = u"four eyes 2026"_s;
// The BRL threshold every test runs under.
const QByteArray Threshold = "100.00";

} // namespace

class TestTeamFourEyes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void anApprovedRefundCarriesTheApprovedAmount_data();
    void anApprovedRefundCarriesTheApprovedAmount();
    void aRefundWithoutApprovalStaysWithinTheThreshold_data();
    void aRefundWithoutApprovalStaysWithinTheThreshold();
    void aDeskApprovalStillGoesThrough();
    void theStepFrom14KeepsWhatWasStored();
    void aPaymentHasOneWaitingRequest();
    void theStepFrom15KeepsRequestsWaitingSideBySide();

private:
    QString conninfo(const QString &login, const QString &database = u"team"_s) const
    {
        return m_cluster->conninfo(login, Password, database);
    }
    // A Support request for 50.00 BRL (or `amount` in `currency`), waiting; 0 when it was not stored.
    qint64 waitingRefund(const QString &hash, qint64 hundredths = 5000, const QString &currency = u"BRL"_s);
    qint64 count(const char *sql, const QByteArray &value = {});

    QTemporaryDir m_home;
    std::unique_ptr<PgCluster> m_cluster;
    std::optional<PgConnection> m_owner;
    int m_payments = 0;
};

void TestTeamFourEyes::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner.emplace(std::move(created).value());
    for (const auto &[login, group] : {std::pair{"sol", TeamGroup::Support}, std::pair{"ana", TeamGroup::Manager}})
        QVERIFY(test::addTeamLogin(*m_owner, login, group, Password));
    QVERIFY(m_owner->exec("INSERT INTO directdesk.settings(key, value) VALUES ('access.refund_threshold.BRL', $1)",
                          {Threshold}));
}

qint64 TestTeamFourEyes::waitingRefund(const QString &hash, qint64 hundredths, const QString &currency)
{
    auto session = PgStoreSession::open(conninfo(u"sol"_s));
    if (!session)
        return 0;
    access::RefundApproval approval;
    approval.paymentHash = hash;
    approval.amount = Money(hundredths, currency);
    approval.description = u"four eyes"_s;
    approval.merchantRefundCode = u"mr-%1"_s.arg(hash);
    return (*session)->approvals().add(approval).value_or(0);
}

qint64 TestTeamFourEyes::count(const char *sql, const QByteArray &value)
{
    const auto counted = value.isNull() ? m_owner->exec(sql) : m_owner->exec(sql, {value});
    return counted && counted->rows() == 1 ? counted->bytes(0, 0).toLongLong() : -1;
}

// $1 of `parameters` is the approved refund's merchant code, as a desk writes it.
void TestTeamFourEyes::anApprovedRefundCarriesTheApprovedAmount_data()
{
    QTest::addColumn<QByteArray>("parameters");
    QTest::addColumn<QByteArray>("sqlState");   // empty: approved
    const QByteArray refused = "23514";
    QTest::newRow("the approved amount") << QByteArray(R"({"amount": "50.00", "currency": "BRL"})") << QByteArray();
    QTest::newRow("the approved amount without decimals")
        << QByteArray(R"({"amount": "50", "currency": "BRL"})") << QByteArray();
    QTest::newRow("a larger amount") << QByteArray(R"({"amount": "10000.00", "currency": "BRL"})") << refused;
    QTest::newRow("a smaller amount") << QByteArray(R"({"amount": "49.99", "currency": "BRL"})") << refused;
    QTest::newRow("another currency") << QByteArray(R"({"amount": "50.00", "currency": "USD"})") << refused;
    QTest::newRow("the currency in lowercase") << QByteArray(R"({"amount": "50.00", "currency": "brl"})") << refused;
    QTest::newRow("more decimals than the currency has, same value")
        << QByteArray(R"({"amount": "50.000", "currency": "BRL"})") << refused;
    QTest::newRow("more decimals than the currency has")
        << QByteArray(R"({"amount": "50.001", "currency": "BRL"})") << refused;
    QTest::newRow("the amount as a JSON number") << QByteArray(R"({"amount": 50, "currency": "BRL"})") << refused;
    QTest::newRow("an exponent") << QByteArray(R"({"amount": "5e1", "currency": "BRL"})") << refused;
    QTest::newRow("a negative amount") << QByteArray(R"({"amount": "-50.00", "currency": "BRL"})") << refused;
    QTest::newRow("no amount") << QByteArray(R"({"currency": "BRL"})") << refused;
    QTest::newRow("no currency") << QByteArray(R"({"amount": "50.00"})") << refused;
    QTest::newRow("no parameters") << QByteArray("{}") << refused;
    QTest::newRow("not JSON") << QByteArray("amount=50.00") << refused;
}

void TestTeamFourEyes::anApprovedRefundCarriesTheApprovedAmount()
{
    QFETCH(QByteArray, parameters);
    QFETCH(QByteArray, sqlState);
    const QString hash = u"approved-%1"_s.arg(++m_payments);
    const qint64 approvalId = waitingRefund(hash);
    QVERIFY(approvalId > 0);
    const QByteArray id = QByteArray::number(approvalId);
    const qint64 auditRows = count("SELECT count(*) FROM directdesk.audit_trail");
    auto connected = PgConnection::connectTo(conninfo(u"ana"_s));
    QVERIFY(connected);
    PgConnection ana = std::move(connected).value();
    const auto done = ana.exec("SELECT directdesk.approve_refund($1, $2, json_build_object('request', $1::bigint)::text)",
                               {id, parameters});
    if (sqlState.isEmpty()) {
        QVERIFY2(done, qPrintable(done ? QString() : done.error().message));
        QCOMPARE(count("SELECT state FROM directdesk.refund_approvals WHERE id = $1", id), qint64(1));
        QCOMPARE(count("SELECT count(*) FROM directdesk.action_requests WHERE approval_id = $1", id), qint64(1));
        QCOMPARE(count("SELECT count(*) FROM directdesk.audit_trail"), auditRows + 2);
        return;
    }
    QVERIFY(!done);
    QCOMPARE(done.error().sqlState, sqlState);
    QVERIFY2(done.error().message.contains(u"refund request"_s), qPrintable(done.error().message));
    // Nothing was decided, recorded or audited.
    QCOMPARE(count("SELECT state FROM directdesk.refund_approvals WHERE id = $1", id), qint64(0));
    QCOMPARE(count("SELECT count(*) FROM directdesk.action_requests WHERE payment_hash = $1", hash.toUtf8()), qint64(0));
    QCOMPARE(count("SELECT count(*) FROM directdesk.audit_trail"), auditRows);
}

void TestTeamFourEyes::aRefundWithoutApprovalStaysWithinTheThreshold_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QByteArray>("parameters");
    QTest::addColumn<QByteArray>("threshold");   // what the BRL threshold is set to for the row
    QTest::addColumn<QByteArray>("sqlState");    // empty: recorded
    const QByteArray above = "42501";
    const QByteArray malformed = "23514";
    QTest::newRow("Support, below the threshold")
        << u"sol"_s << QByteArray(R"({"amount": "99.99", "currency": "BRL"})") << Threshold << QByteArray();
    QTest::newRow("Support, at the threshold")
        << u"sol"_s << QByteArray(R"({"amount": "100.00", "currency": "BRL"})") << Threshold << QByteArray();
    QTest::newRow("Support, a cent above the threshold")
        << u"sol"_s << QByteArray(R"({"amount": "100.01", "currency": "BRL"})") << Threshold << above;
    QTest::newRow("Support, far above the threshold")
        << u"sol"_s << QByteArray(R"({"amount": "10000.00", "currency": "BRL"})") << Threshold << above;
    QTest::newRow("Support, a currency without a threshold")
        << u"sol"_s << QByteArray(R"({"amount": "10000.00", "currency": "USD"})") << Threshold << QByteArray();
    QTest::newRow("Support, a threshold that is not an amount")
        << u"sol"_s << QByteArray(R"({"amount": "1.00", "currency": "BRL"})") << QByteArray("lots") << above;
    QTest::newRow("Manager, above the threshold")
        << u"ana"_s << QByteArray(R"({"amount": "10000.00", "currency": "BRL"})") << Threshold << QByteArray();
    QTest::newRow("Support, more decimals than the currency has")
        << u"sol"_s << QByteArray(R"({"amount": "10.001", "currency": "BRL"})") << Threshold << malformed;
    QTest::newRow("Support, the amount as a JSON number")
        << u"sol"_s << QByteArray(R"({"amount": 10000, "currency": "BRL"})") << Threshold << malformed;
    QTest::newRow("Support, no currency")
        << u"sol"_s << QByteArray(R"({"amount": "10000.00"})") << Threshold << malformed;
    QTest::newRow("Support, no parameters") << u"sol"_s << QByteArray("{}") << Threshold << malformed;
    QTest::newRow("Manager, no amount")
        << u"ana"_s << QByteArray(R"({"currency": "BRL"})") << Threshold << malformed;
}

void TestTeamFourEyes::aRefundWithoutApprovalStaysWithinTheThreshold()
{
    QFETCH(QString, login);
    QFETCH(QByteArray, parameters);
    QFETCH(QByteArray, threshold);
    QFETCH(QByteArray, sqlState);
    QVERIFY(m_owner->exec("UPDATE directdesk.settings SET value = $1 WHERE key = 'access.refund_threshold.BRL'",
                          {threshold}));
    const QString hash = u"direct-%1"_s.arg(++m_payments);
    const qint64 auditRows = count("SELECT count(*) FROM directdesk.audit_trail");
    auto connected = PgConnection::connectTo(conninfo(login));
    QVERIFY(connected);
    PgConnection connection = std::move(connected).value();
    const auto done = connection.exec("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, "
                                      "parameters) VALUES ('refund', $1, 'mr-direct', $2) RETURNING id",
                                      {hash.toUtf8(), parameters});
    QVERIFY(m_owner->exec("UPDATE directdesk.settings SET value = $1 WHERE key = 'access.refund_threshold.BRL'",
                          {Threshold}));
    const qint64 recorded = count("SELECT count(*) FROM directdesk.action_requests WHERE payment_hash = $1",
                                  hash.toUtf8());
    if (sqlState.isEmpty()) {
        QVERIFY2(done, qPrintable(done ? QString() : done.error().message));
        QCOMPARE(recorded, qint64(1));
        return;
    }
    QVERIFY(!done);
    QCOMPARE(done.error().sqlState, sqlState);
    QVERIFY2(!done.error().message.isEmpty(), "no message");
    QCOMPARE(recorded, qint64(0));
    QCOMPARE(count("SELECT count(*) FROM directdesk.audit_trail"), auditRows);
}

// What a Manager's desk sends from the approval it read goes through; the desk names the server's
// refusal of a request it changed.
void TestTeamFourEyes::aDeskApprovalStillGoesThrough()
{
    for (const auto &[hundredths, currency] : {std::pair{qint64(123456), u"BRL"_s}, std::pair{qint64(500000), u"CLP"_s}}) {
        const QString hash = u"desk-%1"_s.arg(++m_payments);
        const qint64 approvalId = waitingRefund(hash, hundredths, currency);
        QVERIFY(approvalId > 0);
        auto opened = PgStoreSession::open(conninfo(u"ana"_s));
        QVERIFY(opened);
        std::unique_ptr<PgStoreSession> session = std::move(opened).value();
        access::AccessGuard guard(session->audit());
        guard.signIn(access::Operator{u"ana"_s, u"ANA"_s, access::Role::Manager, 0});
        TeamActionDesk desk(*session, guard);
        const auto approved = desk.approve(approvalId);
        QVERIFY2(approved, qPrintable(approved ? QString() : approved.error().message));
        const std::optional<ActionRequest> request = desk.requests().find(approved.value());
        QVERIFY(request);
        QCOMPARE(request->parameters.value(u"amount"_s).toString(), Money(hundredths, currency).toDecimalString());
        QCOMPARE(request->parameters.value(u"currency"_s).toString(), currency);

        // The same approval's request with another amount, recorded by a desk of its own.
        const QString other = u"desk-%1"_s.arg(++m_payments);
        const qint64 otherId = waitingRefund(other, hundredths, currency);
        std::optional<access::RefundApproval> waiting = session->approvals().find(otherId);
        QVERIFY(waiting);
        waiting->amount = Money(hundredths * 100, currency);
        PgActionRequests requests(session->connection());
        const auto changed = requests.approve(ActionRequest::approvedRefund(*waiting), {});
        QVERIFY(!changed);
        QCOMPARE(changed.error().reason, ActionRequestRefusal::Reason::Invalid);
        QVERIFY2(changed.error().message.contains(u"nothing was decided"_s), qPrintable(changed.error().message));
        QCOMPARE(session->approvals().find(otherId)->state, access::RefundApproval::State::Awaiting);
    }
}

// A team store at version 14 may hold a refund request without an amount and a gateway limit out
// of range: the step to 15 keeps both (the worker refuses the one, its readers report the other),
// and what is written afterwards follows the new rules.
void TestTeamFourEyes::theStepFrom14KeepsWhatWasStored()
{
    QVERIFY(m_owner->exec("CREATE DATABASE fourteen"));
    auto connected = PgConnection::connectTo(m_cluster->adminConninfo(u"fourteen"_s));
    QVERIFY(connected);
    PgConnection fourteen = std::move(connected).value();
    QVERIFY(!TeamSchema::migrate(fourteen, 14));
    QVERIFY(fourteen.exec("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, parameters) "
                          "VALUES ('refund', 'old', 'mr-old', '{}')"));
    QVERIFY(fourteen.exec("INSERT INTO directdesk.settings(key, value) VALUES ('gateway.transfer_timeout_ms', '5')"));
    QVERIFY(fourteen.exec("INSERT INTO directdesk.settings(key, value) VALUES ('access.refund_threshold.BRL', '1.00')"));

    const auto migrated = TeamSchema::migrate(fourteen, 15);
    QVERIFY2(!migrated, qPrintable(migrated ? migrated->message : QString()));
    const auto inspection = TeamSchema::inspect(fourteen);
    QVERIFY(inspection);
    QCOMPARE(inspection->version, 15);
    const auto kept = fourteen.exec("SELECT (SELECT count(*) FROM directdesk.action_requests WHERE payment_hash = 'old'), "
                                    "(SELECT value FROM directdesk.settings WHERE key = 'gateway.transfer_timeout_ms')");
    QVERIFY(kept);
    QCOMPARE(kept->bytes(0, 0), QByteArray("1"));
    QCOMPARE(kept->bytes(0, 1), QByteArray("5"));

    // Written now, both are refused.
    const auto request = fourteen.exec("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, "
                                       "parameters) VALUES ('refund', 'new', 'mr-new', '{}')");
    QVERIFY(!request);
    QCOMPARE(request.error().sqlState, QByteArray("23514"));
    const auto limit = fourteen.exec("UPDATE directdesk.settings SET value = '6' WHERE key = 'gateway.transfer_timeout_ms'");
    QVERIFY(!limit);
    QCOMPARE(limit.error().sqlState, QByteArray("23514"));
    QVERIFY(fourteen.exec("UPDATE directdesk.settings SET value = '6000' WHERE key = 'gateway.transfer_timeout_ms'"));
}


// A second waiting request for a payment is refused by the server, written by a desk's store or by
// psql, whatever the hash's case; nothing is stored. Once the first is decided, the payment may
// have a new one; requests for other payments are not held up.
void TestTeamFourEyes::aPaymentHasOneWaitingRequest()
{
    const QString hash = u"one-waiting-%1"_s.arg(++m_payments);
    const qint64 first = waitingRefund(hash);
    QVERIFY(first > 0);
    const qint64 waitingBefore = count("SELECT count(*) FROM directdesk.refund_approvals WHERE state = 0");
    QCOMPARE(waitingRefund(hash), 0);
    QCOMPARE(waitingRefund(hash.toUpper()), 0);
    auto connected = PgConnection::connectTo(conninfo(u"sol"_s));
    QVERIFY(connected);
    PgConnection sol = std::move(connected).value();
    const auto typed = sol.exec("INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, "
                                "merchant_refund_code, requested_by, requested_at, state) "
                                "VALUES ($1, 10, 'BRL', 'mr-typed', 'sol', now(), 0)",
                                {hash.toUtf8()});
    QVERIFY(!typed);
    QCOMPARE(typed.error().sqlState, QByteArray("23505"));
    QVERIFY2(typed.error().message.contains(QString::number(first)), qPrintable(typed.error().message));
    QCOMPARE(count("SELECT count(*) FROM directdesk.refund_approvals WHERE state = 0"), waitingBefore);

    const QString other = u"one-waiting-%1"_s.arg(++m_payments);
    QVERIFY(waitingRefund(other) > 0);

    auto manager = PgConnection::connectTo(conninfo(u"ana"_s));
    QVERIFY(manager);
    PgConnection ana = std::move(manager).value();
    QVERIFY(ana.exec("UPDATE directdesk.refund_approvals SET state = 2, reason = 'no' WHERE id = $1",
                          {QByteArray::number(first)}));
    QVERIFY(waitingRefund(hash) > first);
}

// Requests already waiting side by side for one payment before version 16 stay as they were: the
// step decides nothing; the next request for that payment is refused.
void TestTeamFourEyes::theStepFrom15KeepsRequestsWaitingSideBySide()
{
    QVERIFY(m_owner->exec("CREATE DATABASE fifteen"));
    auto connected = PgConnection::connectTo(m_cluster->adminConninfo(u"fifteen"_s));
    QVERIFY(connected);
    PgConnection fifteen = std::move(connected).value();
    QVERIFY(!TeamSchema::migrate(fifteen, 15));
    for (int n = 0; n < 2; ++n) {
        QVERIFY(fifteen.exec("INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, "
                             "merchant_refund_code, requested_by, requested_at, state) "
                             "VALUES ('twice', 10, 'BRL', $1, 'sol', now(), 0)",
                             {QByteArray("mr-") + QByteArray::number(n)}));
    }
    const auto migrated = TeamSchema::migrate(fifteen);
    QVERIFY2(!migrated, qPrintable(migrated ? migrated->message : QString()));
    const auto inspection = TeamSchema::inspect(fifteen);
    QVERIFY(inspection);
    QCOMPARE(inspection->version, 16);
    const auto kept = fifteen.exec("SELECT count(*) FROM directdesk.refund_approvals WHERE payment_hash = 'twice' "
                                   "AND state = 0");
    QVERIFY(kept);
    QCOMPARE(kept->bytes(0, 0), QByteArray("2"));
    const auto third = fifteen.exec("INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, "
                                    "merchant_refund_code, requested_by, requested_at, state) "
                                    "VALUES ('twice', 10, 'BRL', 'mr-2', 'sol', now(), 0)");
    QVERIFY(!third);
    QCOMPARE(third.error().sqlState, QByteArray("23505"));
}

QTEST_GUILESS_MAIN(TestTeamFourEyes)
#include "tst_teamfoureyes.moc"
