// A batch of many payments written to the team store (upsertMany: the new payments by COPY, the
// others one by one) stores what the vault stores for the same batch: payments already there keep
// the ordering rule (a newer stored answer stays, an older one is replaced), a payment twice in the
// batch gets its answers in order, two refunds with one refund id are one refund, and a payment
// without a hash fails the whole batch with nothing written. The batch appends one change row for
// its payments (bulk, no key), which wakes a follower on another connection that then reads every
// new payment. An import larger than the store (its indexes and foreign keys set aside and built
// again) that fails half-way (a bad payment after many good ones, the connection closed) leaves the
// store exactly as it was, indexes and keys included; one that completes leaves the same indexes
// and keys, and one change row for its payments.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/server/pgchangefeed.h"
#include "core/server/pgconnection.h"
#include "core/server/serveraddress.h"
#include "core/server/store/pgpaymentbulk.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString ManagerPassword = u"bulk secret 2026"_s;

// The fixture's payments from `first`, enough of them for the team store to send them by COPY.
QList<Payment> manyPayments(const test::StoreFixture &fixture, int first)
{
    QList<Payment> payments;
    for (int i = first; i < first + int(store::PgPaymentBulk::FromPayments) + 20; ++i)
        payments.append(fixture.payment(i));
    return payments;
}

// How many payments the failing and completing imports stage: more than the store holds by then,
// so that the import sets the payments' indexes and foreign keys aside.
constexpr int ImportedPayments = 2000;

// Stages `count` payments in the session's import tables (after import_begin()); the last one,
// when `badLast`, has card digits the payments table refuses, so that it fails only once every
// payment before it was written.
QByteArray stageImport(int count, bool badLast, const QByteArray &prefix)
{
    return "INSERT INTO pg_temp.import_payments(hash, merchant_code, pin, country, order_number, status, status_date, "
           "open_date, confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof, "
           "amount_ext_requested, currency_rate, due_date, instalments, payment_type_code, billing_descriptor, "
           "ts_acquirer, ts_code, ts_description, pre_approved, capture_available, redirect_url, spei_url, "
           "clabe_account, clabe_reference, boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email, "
           "customer_document, card_first_six, card_last_four, chargeback, answer, apply) "
           "SELECT '" + prefix + "' || n, 'imp-' || n, '', 'br', '', 2, now(), now() - n * interval '1 minute', now(), "
           "NULL, now(), 'BRL', n, n, 0, NULL, 1, '', 1, 'visa', '', NULL, NULL, NULL, false, NULL, '', '', '', '', "
           "'', '', '', 'Imported ' || n, 'i' || n || '@example.com', '', "
           "CASE WHEN " + QByteArray(badLast ? "true" : "false") + " AND n = " + QByteArray::number(count) +
           " THEN 'x' ELSE '411111' END, '1234', NULL, '{}', true FROM generate_series(1, " + QByteArray::number(count) +
           ") n; INSERT INTO pg_temp.import_refunds(payment_hash, refund_id, merchant_refund_code, status, request_date, "
           "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) SELECT '" + prefix +
           "' || n, 'r' || n, 'mr-' || n, 3, now(), NULL, NULL, NULL, 1, 'BRL', '', NULL FROM generate_series(1, " +
           QByteArray::number(count) + ", 10) n";
}

constexpr const char *ApplyImport =
    "SELECT payments_new FROM directdesk.import_apply(repeat('b', 32), 'bulk.ddc', 0, 0, 0, '', '', 4::smallint)";

} // namespace

class TestTeamBulkWrite : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aBatchStoresWhatTheVaultStores();
    void aPaymentWithoutHashWritesNothing();
    void aBatchWakesAFollowerThatReadsIt();
    void aLargeImportKeepsIndexesAndKeys_data();
    void aLargeImportKeepsIndexesAndKeys();

private:
    void compareStores(const QList<Payment> &payments);
    QString managerConninfo() const { return m_cluster->conninfo(u"mara"_s, ManagerPassword, u"team"_s); }
    qint64 newestChange();
    // The payments' rows, answers, refunds and changes, and the definitions of every index and
    // constraint on them.
    QByteArray footprint();
    QByteArray catalogue();

    PgConnection m_owner;
    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<PgStoreSession> m_team;
    test::StoreFixture m_fixture;
};

void TestTeamBulkWrite::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    const QByteArray manager = "CREATE ROLE mara LOGIN PASSWORD '" + ManagerPassword.toUtf8() + "' IN ROLE "
                               + TeamSchema::ManagerRole;
    m_owner = std::move(created).value();
    QVERIFY(m_owner.exec(manager.constData()));
    auto opened = PgStoreSession::open(managerConninfo());
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_team = std::move(opened).value();
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder.filePath(u"cache.ddc"_s), options);
    QVERIFY(m_vault->create(u"bulk write 2026"_s, u"bulk write 2026"_s));
}

void TestTeamBulkWrite::compareStores(const QList<Payment> &payments)
{
    PaymentStore &vault = m_vault->session()->payments();
    PaymentStore &team = m_team->payments();
    for (const Payment &payment : payments) {
        const auto inVault = vault.findByHash(payment.hash);
        const auto inTeam = team.findByHash(payment.hash);
        QVERIFY2(inVault && inTeam, qPrintable(payment.hash));
        QCOMPARE(*inTeam, *inVault);
    }
    QCOMPARE(team.count({}), vault.count({}));
    auto byGroup = [](QList<PaymentTotal> totals) {
        std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
            return std::tie(a.currency, a.status, a.method) < std::tie(b.currency, b.status, b.method);
        });
        return totals;
    };
    QCOMPARE(byGroup(team.totals({})), byGroup(vault.totals({})));
}

void TestTeamBulkWrite::aBatchStoresWhatTheVaultStores()
{
    QList<Payment> batch = manyPayments(m_fixture, 0);
    // Stored before the batch: a newer answer of payment 2 (stays) and an older one of payment 3
    // (the batch's replaces it).
    Payment newer = m_fixture.payment(2);
    newer.statusDate = newer.statusDate.addSecs(60);
    newer.orderNumber = u"newer on the server"_s;
    Payment older = m_fixture.payment(3);
    older.statusDate = older.statusDate.addSecs(-60);
    older.status = PaymentStatus::Open;
    // Payment 11 twice: its first answer, then a later one that must win.
    Payment later = m_fixture.payment(11);
    later.statusDate = later.statusDate.addSecs(5);
    later.orderNumber = u"the later answer"_s;
    batch.append(later);
    // Payment 12 with its first refund answered twice: one refund, the second answer applied.
    Payment twice = m_fixture.payment(12);
    if (twice.refunds.isEmpty())
        twice.refunds.append(Refund{});
    twice.refunds.first().id = u"rf-twice"_s;
    Refund again = twice.refunds.first();
    again.status = RefundStatus::Confirmed;
    again.confirmDate = twice.statusDate.addSecs(7200);
    twice.refunds.append(again);
    batch[12] = twice;
    const QList<StoreSession *> both{m_vault->session(), m_team.get()};
    for (StoreSession *session : both) {
        QVERIFY(session->payments().upsert(newer));
        QVERIFY(session->payments().upsert(older));
    }
    const auto inVault = m_vault->session()->payments().upsertMany(batch);
    const auto inTeam = m_team->payments().upsertMany(batch);
    QVERIFY2(inTeam, qPrintable(inTeam ? QString() : inTeam.error().message));
    QVERIFY(inVault);
    QCOMPARE(inTeam.value(), inVault.value());
    compareStores(batch);
    QCOMPARE(m_team->payments().findByHash(newer.hash)->orderNumber, u"newer on the server"_s);
    QCOMPARE(m_team->payments().findByHash(later.hash)->orderNumber, u"the later answer"_s);
    QCOMPARE(m_team->payments().findByHash(twice.hash)->refunds.size(), twice.refunds.size() - 1);

    // The same batch again: every payment is stored now, so each goes one by one and nothing changes.
    const auto again1 = m_team->payments().upsertMany(batch);
    const auto again2 = m_vault->session()->payments().upsertMany(batch);
    QVERIFY(again1 && again2);
    QCOMPARE(again1.value(), again2.value());
    compareStores(batch);
}

void TestTeamBulkWrite::aPaymentWithoutHashWritesNothing()
{
    QList<Payment> batch = manyPayments(m_fixture, 1000);
    batch[100].hash = u"  "_s;
    const qint64 before = m_team->payments().count({});
    const auto written = m_team->payments().upsertMany(batch);
    QVERIFY(!written);
    QCOMPARE(written.error().kind, StoreError::Kind::InvalidPayment);
    QCOMPARE(m_team->payments().count({}), before);
    QVERIFY(!m_team->payments().findByHash(batch.first().hash));
    // The session goes on: the batch without the blank payment is written whole.
    batch.removeAt(100);
    const auto retried = m_team->payments().upsertMany(batch);
    QVERIFY2(retried, qPrintable(retried ? QString() : retried.error().message));
    QCOMPARE(retried.value(), qint64(batch.size()));
}

qint64 TestTeamBulkWrite::newestChange()
{
    const auto newest = m_owner.exec("SELECT COALESCE(max(id), 0) FROM directdesk.changes");
    return newest ? newest->bytes(0, 0).toLongLong() : -1;
}

QByteArray TestTeamBulkWrite::catalogue()
{
    const auto found = m_owner.exec(
        "SELECT (SELECT string_agg(indexdef, ';' ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'directdesk' "
        "AND tablename IN ('payments', 'payment_answers', 'refunds')) || '|' || (SELECT string_agg(conname || ' ' || "
        "pg_get_constraintdef(oid), ';' ORDER BY conname) FROM pg_constraint WHERE conrelid IN "
        "('directdesk.payments'::regclass, 'directdesk.payment_answers'::regclass, 'directdesk.refunds'::regclass))");
    return found && found->rows() == 1 ? found->bytes(0, 0) : QByteArray("unreadable");
}

QByteArray TestTeamBulkWrite::footprint()
{
    QByteArray all = catalogue();
    for (const char *table : {"payments", "payment_answers", "refunds", "changes"}) {
        const QByteArray sql = QByteArray("SELECT count(*) || ':' || COALESCE(md5(string_agg(t::text, ',' ORDER BY "
                                          "t::text)), '') FROM directdesk.") + table + " t";
        const auto found = m_owner.exec(sql.constData());
        all += ' ' + QByteArray(table) + '=' + (found ? found->bytes(0, 0) : QByteArray("unreadable"));
    }
    return all;
}

void TestTeamBulkWrite::aBatchWakesAFollowerThatReadsIt()
{
    const auto address = readServerAddress(managerConninfo());
    QVERIFY(address);
    PgChangeFeed feed;
    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    feed.start(*address);
    QVERIFY(changed.wait(30000));
    auto follower = PgStoreSession::open(managerConninfo());
    QVERIFY2(follower, qPrintable(follower ? QString() : follower.error().message));
    const qint64 shownBefore = follower.value()->payments().count({});

    const qint64 before = newestChange();
    const QList<Payment> batch = manyPayments(m_fixture, 3000);
    const auto written = m_team->payments().upsertMany(batch);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    QCOMPARE(written.value(), qint64(batch.size()));
    // One change row for the batch's payments, marked bulk and without a key; none for each.
    const auto rows = m_owner.exec("SELECT row_key, bulk, login FROM directdesk.changes WHERE id > $1 "
                                   "AND table_name = 'payments'",
                                   {QByteArray::number(before)});
    QVERIFY(rows);
    QCOMPARE(rows->rows(), 1);
    QCOMPARE(rows->text(0, 0), QString());
    QCOMPARE(rows->text(0, 1), u"t"_s);
    QCOMPARE(rows->text(0, 2), u"mara"_s);

    // The follower is woken with a number at least the batch's, and reads what was written.
    const qint64 after = newestChange();
    QVERIFY(after > before);
    while (feed.lastChange() < after)
        QVERIFY(changed.wait(30000));
    QCOMPARE(follower.value()->payments().count({}), shownBefore + batch.size());
    for (const Payment &payment : batch) {
        const auto read = follower.value()->payments().findByHash(payment.hash);
        QVERIFY2(read, qPrintable(payment.hash));
        QCOMPARE(*read, *m_team->payments().findByHash(payment.hash));
    }
}

void TestTeamBulkWrite::aLargeImportKeepsIndexesAndKeys_data()
{
    QTest::addColumn<QString>("outcome");
    QTest::newRow("a bad payment after many good ones") << u"bad payment"_s;
    QTest::newRow("the connection closed while the import waits") << u"closed"_s;
    QTest::newRow("it completes") << u"completes"_s;
}

void TestTeamBulkWrite::aLargeImportKeepsIndexesAndKeys()
{
    QFETCH(QString, outcome);
    const qint64 stored = m_team->payments().count({});
    QVERIFY(stored < ImportedPayments);
    const QByteArray before = footprint();
    const QByteArray indexesAndKeys = catalogue();
    const qint64 newestBefore = newestChange();
    auto connected = PgConnection::connectTo(managerConninfo());
    QVERIFY(connected);
    PgConnection importer = std::move(connected).value();
    QVERIFY(!importer.runScript("BEGIN"));
    QVERIFY(importer.exec("SELECT directdesk.import_begin()"));
    const QByteArray prefix = "imported-" + outcome.toUtf8().left(3) + '-';
    QVERIFY(!importer.runScript(stageImport(ImportedPayments, outcome == u"bad payment", prefix).constData()));

    if (outcome == u"bad payment") {
        const auto applied = importer.exec(ApplyImport);
        QVERIFY(!applied);
        QCOMPARE(applied.error().sqlState, QByteArray("23514"));   // check_violation: the card digits
        QVERIFY(!importer.runScript("ROLLBACK"));
    } else if (outcome == u"closed") {
        // An administrator's lock on the change feed makes the import wait once it has set the
        // indexes and keys aside and begun to write the payments; the server then ends its session.
        const auto pid = importer.exec("SELECT pg_backend_pid()");
        QVERIFY(pid);
        auto adminConnected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
        QVERIFY(adminConnected);
        PgConnection reader = std::move(adminConnected).value();
        QVERIFY(!reader.runScript("BEGIN; LOCK TABLE directdesk.changes IN SHARE MODE"));
        QVERIFY(!importer.sendScript(ApplyImport));
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto waiting = m_owner.exec("SELECT count(*) FROM pg_stat_activity WHERE pid = $1 AND "
                                                  "wait_event_type = 'Lock'",
                                                  {pid->bytes(0, 0)});
                return waiting && waiting->bytes(0, 0) == "1";
            }(),
            30000);
        // It holds the payments alone: their indexes are set aside.
        const auto held = m_owner.exec("SELECT count(*) FROM pg_locks WHERE pid = $1 AND granted AND mode = "
                                       "'AccessExclusiveLock' AND relation = 'directdesk.payments'::regclass",
                                       {pid->bytes(0, 0)});
        QVERIFY(held);
        QCOMPARE(held->bytes(0, 0), QByteArray("1"));
        const auto ended = m_owner.exec("SELECT pg_terminate_backend($1::integer, 30000)", {pid->bytes(0, 0)});
        QVERIFY(ended && ended->bytes(0, 0) == "t");
        QVERIFY(!reader.runScript("ROLLBACK"));
    } else {
        const auto applied = importer.exec(ApplyImport);
        QVERIFY2(applied, qPrintable(applied ? QString() : applied.error().message));
        QCOMPARE(applied->bytes(0, 0).toLongLong(), qint64(ImportedPayments));
        QVERIFY(!importer.runScript("COMMIT"));
        QCOMPARE(catalogue(), indexesAndKeys);
        QCOMPARE(m_team->payments().count({}), stored + ImportedPayments);
        const auto found = m_team->payments().findByHash(QString::fromUtf8(prefix) + u"11"_s);
        QVERIFY(found);
        QCOMPARE(found->refunds.size(), 1);
        const auto changes = m_owner.exec("SELECT count(*) FILTER (WHERE bulk), count(*) FROM directdesk.changes "
                                          "WHERE id > $1 AND table_name = 'payments'",
                                          {QByteArray::number(newestBefore)});
        QVERIFY(changes);
        QCOMPARE(changes->bytes(0, 0), QByteArray("1"));
        QCOMPARE(changes->bytes(0, 1), QByteArray("1"));
        return;
    }
    QCOMPARE(footprint(), before);
    QCOMPARE(newestChange(), newestBefore);
}

QTEST_GUILESS_MAIN(TestTeamBulkWrite)
#include "tst_teambulkwrite.moc"
