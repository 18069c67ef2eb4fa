// How the team store reads payments at a merchant's scale, on a real throw-away PostgreSQL cluster:
// payment_groups equals a GROUP BY over the payments after every kind of write (one by one, a status
// change, a refund, an amount change, the bulk write, team import, an administrator's UPDATE and
// DELETE in psql), and the counts and totals read from it equal the vault's; and, by the plans the
// server makes (no timing), each sort's first and next page walk that sort's index in either
// direction without sorting, and a date filter or a text search is a range of its indexes.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/server/store/pgpaymentbulk.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/server/store/pgpaymentquery.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "core/storage/storedpayment.h"
#include "core/teamimport/teamimport.h"
#include "support/pgcluster.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString ManagerPassword = u"read path 2026"_s;
constexpr auto Walk = store::PgPaymentQuery::PagePlan::SortIndexWalk;

enum class Write { OneByOne, StatusChange, Refund, AmountChange, BulkWrite, TeamImport, AdminUpdate, AdminDelete };

// Each sort column and the index its pages walk.
struct SortIndex
{
    PaymentSort::Column column;
    const char *index;
};

const SortIndex SortIndexes[] = {
    {PaymentSort::Column::OpenDate, "payments_by_open_date"},
    {PaymentSort::Column::ConfirmDate, "payments_by_confirm_date"},
    {PaymentSort::Column::StatusDate, "payments_by_status_date"},
    {PaymentSort::Column::Status, "payments_by_status"},
    {PaymentSort::Column::Amount, "payments_by_amount"},
    {PaymentSort::Column::Currency, "payments_by_currency"},
    {PaymentSort::Column::Method, "payments_by_method"},
    {PaymentSort::Column::Country, "payments_by_country"},
    {PaymentSort::Column::Hash, "payments_by_hash_prefix"},
    {PaymentSort::Column::MerchantCode, "payments_by_merchant_code"},
    {PaymentSort::Column::CustomerName, "payments_by_name"},
};
static_assert(std::size(SortIndexes) == std::size_t(PaymentSort::Column::Count), "a sort column without its index");

// Payments enough for the planner to weigh an index against reading the table (40,000, one a
// minute), spread over the groups, names, e-mails and documents as a merchant's are.
constexpr const char *ManyPayments = R"sql(
INSERT INTO directdesk.payments(hash, merchant_code, country, status, status_date, open_date, confirm_date, currency,
    amount_ext, payment_type_code, customer_name, customer_email, customer_document)
SELECT md5('plan' || g), 'plan-' || lpad(g::text, 9, '0'), (ARRAY['br', 'mx', 'cl', 'co', 'ar'])[1 + g % 5],
       1 + g % 4, CASE WHEN g % 4 <> 1 THEN od + interval '1 hour' END, od,
       CASE WHEN g % 4 = 2 THEN od + interval '1 hour' END, (ARRAY['BRL', 'MXN', 'CLP', 'COP', 'USD'])[1 + g % 5],
       (g * 7919 % 5000000) / 100.0, (ARRAY['visa', 'mastercard', 'boleto', 'spei', 'oxxo', 'pix'])[1 + g % 6],
       (ARRAY['José', 'Maria', 'Ana', 'Luis', 'Sofía', 'Pedro'])[1 + g % 6] || ' '
           || (ARRAY['Silva', 'Pérez', 'Díaz', 'Costa', 'Gómez', 'Souza', 'Álvarez'])[1 + g / 6 % 7],
       'c' || (g::bigint * 104729 % 10000000) || '@example.com', (10000000000 + g::bigint * 15485863 % 1000000000)::text
FROM generate_series(1, 40000) g, LATERAL (SELECT timestamptz '2024-01-01 00:00:00+00' + g * interval '1 minute' AS od) t
)sql";

QString planText(const Result<PgResult, PgError> &explained)
{
    if (!explained)
        return u"error: "_s + explained.error().message;
    QStringList lines;
    for (int row = 0; row < explained->rows(); ++row)
        lines.append(explained->text(row, 0));
    return lines.join(u'\n');
}

QList<PaymentTotal> byGroup(QList<PaymentTotal> totals)
{
    std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
        return std::tie(a.currency, a.status, a.method) < std::tie(b.currency, b.status, b.method);
    });
    return totals;
}

} // namespace

class TestTeamReadPath : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void paymentGroupsFollowEveryWrite_data();
    void paymentGroupsFollowEveryWrite();
    void groupedCountsAndTotalsEqualThePayments_data();
    void groupedCountsAndTotalsEqualThePayments();
    void eachSortWalksItsIndex_data();
    void eachSortWalksItsIndex();
    void anAmountRangeCountsTheGroupsLessWhatIsOutside_data();
    void anAmountRangeCountsTheGroupsLessWhatIsOutside();
    void oneStatusByItsDateWalksTheirIndex_data();
    void oneStatusByItsDateWalksTheirIndex();
    void severalStatusesByADateWalkOneIndexRangeEach_data();
    void severalStatusesByADateWalkOneIndexRangeEach();
    void pagePlans();
    void aGroupedSortStartsWhereTheGroupsSayMatchesStart_data();
    void aGroupedSortStartsWhereTheGroupsSayMatchesStart();
    void aSearchSortedByNameWalksTheNamesRange_data();
    void aSearchSortedByNameWalksTheNamesRange();
    void fewMatchesAreReadThroughTheirIndexesThenSorted_data();
    void fewMatchesAreReadThroughTheirIndexesThenSorted();
    void searchesAndPeriodsAreIndexRanges_data();
    void searchesAndPeriodsAreIndexRanges();

private:
    // Every group on which payment_groups and a GROUP BY over the payments disagree, one a line.
    QString groupsDiffer();
    QString plan(const store::PgStatement &statement);
    void write(Write kind);
    void fillMany();

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    server::PgConnection m_owner;
    std::unique_ptr<PgStoreSession> m_team;
    std::unique_ptr<Vault> m_vault;   // the desks' payments written the vault's way too
    test::StoreFixture m_fixture;
    bool m_filled = false;
};

void TestTeamReadPath::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner = std::move(created).value();
    const QByteArray manager = "CREATE ROLE mara LOGIN PASSWORD '" + ManagerPassword.toUtf8() + "' IN ROLE "
                               + TeamSchema::ManagerRole;
    QVERIFY(m_owner.exec(manager.constData()));
    auto opened = PgStoreSession::open(m_cluster->conninfo(u"mara"_s, ManagerPassword, u"team"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_team = std::move(opened).value();
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder.filePath(u"mirror.ddc"_s), options);
    QVERIFY(m_vault->create(u"read path 2026"_s, u"read path 2026"_s));
}

QString TestTeamReadPath::groupsDiffer()
{
    auto found = m_owner.exec(
        "WITH kept AS (SELECT currency, status, payment_type_code, country, count, amount, refunded "
        "              FROM directdesk.payment_groups WHERE count <> 0 OR amount <> 0 OR refunded <> 0), "
        "     counted AS (SELECT currency, status, payment_type_code, country, count(*) AS count, "
        "                 sum(amount_ext) AS amount, sum(refunded) AS refunded FROM directdesk.payments GROUP BY 1, 2, 3, 4) "
        "SELECT 'kept ' || k::text FROM (SELECT * FROM kept EXCEPT SELECT * FROM counted) k "
        "UNION ALL SELECT 'counted ' || c::text FROM (SELECT * FROM counted EXCEPT SELECT * FROM kept) c");
    return planText(found);
}

QString TestTeamReadPath::plan(const store::PgStatement &statement)
{
    return planText(m_owner.exec(QByteArray("EXPLAIN (COSTS OFF) " + statement.sql).constData(), statement.params));
}

void TestTeamReadPath::write(Write kind)
{
    PaymentStore &team = m_team->payments();
    PaymentStore &vault = m_vault->session()->payments();
    const auto both = [&](const Payment &payment) {
        QVERIFY2(team.upsert(payment), qPrintable(payment.hash));
        QVERIFY(vault.upsert(payment));
    };
    switch (kind) {
    case Write::OneByOne:
        for (const Payment &payment : m_fixture.payments(30))
            both(payment);
        return;
    case Write::StatusChange: {
        Payment confirmed = m_fixture.payment(0);   // open in the fixture
        confirmed.status = PaymentStatus::Confirmed;
        confirmed.statusDate = confirmed.statusDate.addSecs(600);
        confirmed.confirmDate = confirmed.statusDate;
        both(confirmed);
        return;
    }
    case Write::Refund: {
        Payment refunded = m_fixture.payment(2);   // confirmed
        Refund refund;
        refund.id = u"rf-read-path"_s;
        refund.merchantRefundCode = u"mr-read-path"_s;
        refund.status = RefundStatus::Confirmed;
        refund.requestDate = refunded.statusDate.addSecs(60);
        refund.amount = Money(777, refunded.amountExt.currency());
        refunded.refunds.append(refund);
        both(refunded);
        return;
    }
    case Write::AmountChange: {
        Payment changed = m_fixture.payment(6);
        changed.amountExt = Money(changed.amountExt.hundredths() + 12'345, changed.amountExt.currency());
        changed.statusDate = changed.statusDate.addSecs(60);
        both(changed);
        return;
    }
    case Write::BulkWrite: {
        QList<Payment> batch;
        for (int i = 100; i < 100 + int(store::PgPaymentBulk::FromPayments) + 20; ++i)
            batch.append(m_fixture.payment(i));
        const auto written = team.upsertMany(batch);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QVERIFY(vault.upsertMany(batch));
        return;
    }
    case Write::TeamImport: {
        // A vault of new payments and a newer answer of one the server holds (the import updates it).
        QTemporaryDir folder;
        VaultOptions options;
        options.limits = cache::KeyDerivationLimits::fastForTests();
        Vault desk(folder.filePath(u"desk.ddc"_s), options);
        QVERIFY(desk.create(u"desk vault 2026"_s, u"desk vault 2026"_s));
        QList<Payment> payments = m_fixture.payments(460).mid(400);
        Payment cancelled = m_fixture.payment(4);
        cancelled.status = PaymentStatus::Cancelled;
        cancelled.statusDate = cancelled.statusDate.addSecs(900);
        payments.append(cancelled);
        QVERIFY(desk.session()->payments().upsertMany(payments));
        QVERIFY(vault.upsertMany(payments));
        auto connected = PgConnection::connectTo(m_cluster->conninfo(u"mara"_s, ManagerPassword, u"team"_s));
        QVERIFY(connected);
        const auto imported = importVault(*desk.session(), u"desk.ddc"_s, connected.value());
        QVERIFY2(imported, qPrintable(imported ? QString() : imported.error().message));
        QCOMPARE(imported->paymentsNew, qint64(payments.size() - 1));
        QCOMPARE(imported->paymentsUpdated, qint64(1));
        return;
    }
    case Write::AdminUpdate:
        QVERIFY(m_owner.exec("UPDATE directdesk.payments SET country = 'ar', amount_ext = amount_ext + 1 "
                             "WHERE id % 3 = 0"));
        return;
    case Write::AdminDelete:
        QVERIFY(m_owner.exec("DELETE FROM directdesk.payments WHERE id % 4 = 0"));
        return;
    }
}

void TestTeamReadPath::paymentGroupsFollowEveryWrite_data()
{
    QTest::addColumn<Write>("kind");
    QTest::newRow("new payments one by one") << Write::OneByOne;
    QTest::newRow("a status change") << Write::StatusChange;
    QTest::newRow("a refund") << Write::Refund;
    QTest::newRow("an amount change") << Write::AmountChange;
    QTest::newRow("the bulk write") << Write::BulkWrite;
    QTest::newRow("team import") << Write::TeamImport;
    QTest::newRow("an administrator's UPDATE") << Write::AdminUpdate;
    QTest::newRow("an administrator's DELETE") << Write::AdminDelete;
}

// The rows build on each other: each write changes the payments the rows before it left.
void TestTeamReadPath::paymentGroupsFollowEveryWrite()
{
    QFETCH(Write, kind);
    // What the payments add up to per group, and how many groups there are.
    const char *grouped = "SELECT string_agg(g::text, ';' ORDER BY g::text), count(*) FROM (SELECT currency, status, "
                          "payment_type_code, country, count(*), sum(amount_ext), sum(refunded) FROM directdesk.payments "
                          "GROUP BY 1, 2, 3, 4) g";
    const auto before = m_owner.exec(grouped);
    QVERIFY(before);
    write(kind);
    if (QTest::currentTestFailed())
        return;
    const auto after = m_owner.exec(grouped);
    QVERIFY(after);
    // The write changed the groups, and there are several to compare.
    QVERIFY(after->text(0, 0) != before->text(0, 0));
    QVERIFY(after->text(0, 1).toInt() > 1);
    QCOMPARE(groupsDiffer(), QString());
    // What a desk wrote, the vault counts and adds up the same (the administrator's SQL reached only the server).
    if (kind != Write::AdminUpdate && kind != Write::AdminDelete) {
        QCOMPARE(m_team->payments().count({}), m_vault->session()->payments().count({}));
        QCOMPARE(byGroup(m_team->payments().totals({})), byGroup(m_vault->session()->payments().totals({})));
    }
}

void TestTeamReadPath::groupedCountsAndTotalsEqualThePayments_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<bool>("matches");
    QTest::newRow("all") << PaymentFilter() << true;
    PaymentFilter confirmed;
    confirmed.statuses = {PaymentStatus::Confirmed};
    QTest::newRow("confirmed") << confirmed << true;
    PaymentFilter mixed;
    mixed.statuses = {PaymentStatus::Open, PaymentStatus::Confirmed};
    mixed.methods = {u"visa"_s, u"pix"_s, u"boleto"_s};
    mixed.countries = {u"br"_s, u"ar"_s};
    mixed.currency = u"BRL"_s;
    QTest::newRow("statuses, methods, countries, currency") << mixed << true;
    PaymentFilter none;
    none.currency = u"XXX"_s;
    QTest::newRow("no payment") << none << false;
}

// A filter on the grouped columns is counted and added up from payment_groups, with what reading
// the payments themselves gives.
void TestTeamReadPath::groupedCountsAndTotalsEqualThePayments()
{
    QFETCH(PaymentFilter, filter);
    QFETCH(bool, matches);
    QVERIFY(filter.constrainsGroupsOnly());
    for (const store::PgStatement &statement : {store::PgPaymentQuery::count(filter), store::PgPaymentQuery::totals(filter)})
        QVERIFY2(statement.sql.contains("FROM directdesk.payment_groups p"), statement.sql.constData());
    QVERIFY(m_team->payments().countIsQuick(filter));
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const auto counted = m_owner.exec(QByteArray("SELECT count(*) FROM directdesk.payments p" + query.whereClause()).constData(),
                                        query.params());
    QVERIFY(counted);
    QCOMPARE(m_team->payments().count(filter), store::PgValue::integerAt(*counted, 0, 0));
    QCOMPARE(m_team->payments().count(filter) > 0, matches);
    const QByteArray sum = "SELECT p.currency, p.status, p.payment_type_code, count(*), sum(p.amount_ext), "
                           "sum(p.refunded) FROM directdesk.payments p" + query.whereClause() + " GROUP BY 1, 2, 3";
    const auto summed = m_owner.exec(sum.constData(), query.params());
    QVERIFY(summed);
    QList<PaymentTotal> expected;
    for (int row = 0; row < summed->rows(); ++row) {
        using namespace store::PgValue;
        expected.append(PaymentTotal{summed->text(row, 0), StoredPayment::paymentStatusFromRank(integerAt(*summed, row, 1)),
                                     summed->text(row, 2), integerAt(*summed, row, 3), hundredthsAt(*summed, row, 4),
                                     hundredthsAt(*summed, row, 5)});
    }
    QCOMPARE(byGroup(m_team->payments().totals(filter)), byGroup(expected));
}

// ManyPayments once, for the tests of plans (the planner weighs indexes by the table's size).
void TestTeamReadPath::fillMany()
{
    if (m_filled)
        return;
    QVERIFY(!m_owner.runScript(ManyPayments));
    QVERIFY(!m_owner.runScript("ANALYZE directdesk.payments"));
    m_filled = true;
}

void TestTeamReadPath::eachSortWalksItsIndex_data()
{
    QTest::addColumn<PaymentSort>("sort");
    QTest::addColumn<QString>("index");
    for (const SortIndex &sortIndex : SortIndexes) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const QString name = QString::fromLatin1(sortIndex.index) + (order == Qt::AscendingOrder ? u" asc"_s : u" desc"_s);
            QTest::newRow(qPrintable(name)) << PaymentSort{sortIndex.column, order} << QString::fromLatin1(sortIndex.index);
        }
    }
}

// The first page and the page after it are a walk of the sort's index (backwards for a descending
// order), never a sort of the payments.
void TestTeamReadPath::eachSortWalksItsIndex()
{
    QFETCH(PaymentSort, sort);
    QFETCH(QString, index);
    fillMany();
    const QList<PaymentRow> first = m_team->payments().rows({}, sort, std::nullopt, 100);
    QCOMPARE(first.size(), 100);
    const QString walk = (sort.order == Qt::AscendingOrder ? u"Index Scan using "_s : u"Index Scan Backward using "_s)
                         + index + u" on payments"_s;
    for (const std::optional<PageKey> &after : {std::optional<PageKey>(), std::optional<PageKey>(PaymentStore::keyOf(first.last(), sort))}) {
        const QString shown = plan(store::PgPaymentQuery::page({}, sort, after, 0, 100, Walk));
        QVERIFY2(shown.contains(walk), qPrintable(shown));
        QVERIFY2(!shown.contains(u"Sort"_s), qPrintable(shown));
        if (after)
            QVERIFY2(shown.contains(u"Index Cond"_s), qPrintable(shown));   // starts at the key, not at the index's end
    }
    // The page after the first starts where the first ended.
    const QList<PaymentRow> next = m_team->payments().rows({}, sort, PaymentStore::keyOf(first.last(), sort), 100);
    QCOMPARE(next.size(), 100);
    QVERIFY(next.first().rowId != first.last().rowId);
}

void TestTeamReadPath::anAmountRangeCountsTheGroupsLessWhatIsOutside_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<bool>("fromGroups");
    PaymentFilter past;
    past.maxAmount = Q_INT64_C(100'000'000'000'000);
    QTest::newRow("a bound past every amount") << past << true;
    PaymentFilter confirmedFrom;
    confirmedFrom.statuses = {PaymentStatus::Confirmed};
    confirmedFrom.countries = {u"br"_s, u"mx"_s};
    confirmedFrom.minAmount = 5'000;
    QTest::newRow("confirmed in two countries, from 50.00") << confirmedFrom << true;
    PaymentFilter narrow;
    narrow.minAmount = 100'000;
    narrow.maxAmount = 120'000;
    QTest::newRow("a narrow range: most payments outside") << narrow << false;
    PaymentFilter searched = past;
    searched.text = u"ana"_s;
    QTest::newRow("with a text search: not grouped") << searched << false;
}

// The count is what reading the range gives, whichever way it was made.
void TestTeamReadPath::anAmountRangeCountsTheGroupsLessWhatIsOutside()
{
    QFETCH(PaymentFilter, filter);
    QFETCH(bool, fromGroups);
    const auto lessOutside = store::PgPaymentQuery::countLessOutside(filter, 10'000);
    if (lessOutside) {
        const auto found = m_owner.exec(lessOutside->sql.constData(), lessOutside->params);
        QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
        QCOMPARE(found->text(0, 1) == u"1"_s, fromGroups);
    } else {
        QVERIFY(!fromGroups);
    }
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const auto counted = m_owner.exec(QByteArray("SELECT count(*) FROM directdesk.payments p" + query.whereClause()).constData(),
                                      query.params());
    QVERIFY(counted);
    QVERIFY(store::PgValue::integerAt(*counted, 0, 0) > 0);
    QCOMPARE(m_team->payments().count(filter), store::PgValue::integerAt(*counted, 0, 0));
}

void TestTeamReadPath::oneStatusByItsDateWalksTheirIndex_data()
{
    QTest::addColumn<PaymentStatus>("status");
    QTest::addColumn<PaymentSort>("sort");
    QTest::addColumn<QString>("walk");
    const PaymentSort::Column confirmed = PaymentSort::Column::ConfirmDate;
    const PaymentSort::Column changed = PaymentSort::Column::StatusDate;
    QTest::newRow("confirmed, first confirmed first") << PaymentStatus::Confirmed << PaymentSort{confirmed, Qt::AscendingOrder}
                                                      << u"Index Scan using payments_by_status_confirm_date"_s;
    QTest::newRow("cancelled, last confirmed first") << PaymentStatus::Cancelled << PaymentSort{confirmed, Qt::DescendingOrder}
                                                     << u"Index Scan Backward using payments_by_status_confirm_date"_s;
    QTest::newRow("confirmed, first changed first") << PaymentStatus::Confirmed << PaymentSort{changed, Qt::AscendingOrder}
                                                    << u"Index Scan using payments_by_status_status_date"_s;
    QTest::newRow("pending, last changed first") << PaymentStatus::Pending << PaymentSort{changed, Qt::DescendingOrder}
                                                 << u"Index Scan Backward using payments_by_status_status_date"_s;
}

// Only confirmed payments have a confirmation date, and pending ones no status date: the first page
// of a status sorted by one of them is a walk of their joint index, not of the date's, which would
// pass the other statuses' payments first.
void TestTeamReadPath::oneStatusByItsDateWalksTheirIndex()
{
    QFETCH(PaymentStatus, status);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, walk);
    PaymentFilter filter;
    filter.statuses = {status};
    const QList<PaymentRow> first = m_team->payments().rows(filter, sort, std::nullopt, 100);
    QCOMPARE(first.size(), 100);
    const QString shown = plan(store::PgPaymentQuery::page(filter, sort, std::nullopt, 0, 100, Walk));
    QVERIFY2(shown.contains(walk), qPrintable(shown));
    QVERIFY2(!shown.contains(u"Sort"_s), qPrintable(shown));
    // The next page starts at the key in whichever date index the server finds cheaper from there.
    const QString next = plan(store::PgPaymentQuery::page(filter, sort, PaymentStore::keyOf(first.last(), sort), 0, 100, Walk));
    QVERIFY2(next.contains(QRegularExpression(u"Index Cond: .*ROW\\("_s)), qPrintable(next));
    QVERIFY2(!next.contains(u"Sort"_s), qPrintable(next));
}

void TestTeamReadPath::severalStatusesByADateWalkOneIndexRangeEach_data()
{
    QTest::addColumn<QList<PaymentStatus>>("statuses");
    QTest::addColumn<PaymentSort>("sort");
    QTest::addColumn<QString>("walk");
    const PaymentSort::Column confirmed = PaymentSort::Column::ConfirmDate;
    const PaymentSort::Column changed = PaymentSort::Column::StatusDate;
    const QList<PaymentStatus> unconfirmed{PaymentStatus::Open, PaymentStatus::Pending};
    QTest::newRow("open + pending, last confirmed first")
        << unconfirmed << PaymentSort{confirmed, Qt::DescendingOrder}
        << u"Index Scan Backward using payments_by_status_confirm_date"_s;
    QTest::newRow("open + pending + confirmed, first confirmed first")
        << QList<PaymentStatus>{PaymentStatus::Confirmed, PaymentStatus::Open, PaymentStatus::Pending}
        << PaymentSort{confirmed, Qt::AscendingOrder} << u"Index Scan using payments_by_status_confirm_date"_s;
    QTest::newRow("pending + cancelled, last changed first")
        << QList<PaymentStatus>{PaymentStatus::Pending, PaymentStatus::Cancelled} << PaymentSort{changed, Qt::DescendingOrder}
        << u"Index Scan Backward using payments_by_status_status_date"_s;
    QTest::newRow("open + cancelled, by status")
        << QList<PaymentStatus>{PaymentStatus::Open, PaymentStatus::Cancelled} << PaymentSort{PaymentSort::Column::Status, Qt::AscendingOrder}
        << u"Index Scan using (payments_by_status|payments_pkey)"_s;
    QTest::newRow("pending + cancelled + open, by status, last first")
        << QList<PaymentStatus>{PaymentStatus::Pending, PaymentStatus::Cancelled, PaymentStatus::Open}
        << PaymentSort{PaymentSort::Column::Status, Qt::DescendingOrder}
        << u"Index Scan Backward using (payments_by_status|payments_pkey)"_s;
    QTest::newRow("a status listed twice, first changed first")
        << QList<PaymentStatus>{PaymentStatus::Confirmed, PaymentStatus::Open, PaymentStatus::Confirmed}
        << PaymentSort{changed, Qt::AscendingOrder} << u"Index Scan using payments_by_status_status_date"_s;
}

// A status list sorted by a date only some statuses have is one walk of the (status, date) index
// per status, the walks' first rows merged: never a walk of the date's own index (past every other
// status's payments) nor a sort of the matches. Paged through by key and by anchor, it gives the
// payments a single sorted statement gives, each once.
void TestTeamReadPath::severalStatusesByADateWalkOneIndexRangeEach()
{
    QFETCH(QList<PaymentStatus>, statuses);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, walk);
    fillMany();
    PaymentFilter filter;
    filter.statuses = statuses;
    filter.countries = {u"mx"_s, u"br"_s, u"co"_s};
    QCOMPARE(store::PgPaymentQuery::planPage(filter, sort, [] { return std::optional<qint64>(10); }),
             store::PgPaymentQuery::PagePlan::StatusArms);
    const QList<PaymentRow> first = m_team->payments().rows(filter, sort, std::nullopt, 100);
    QCOMPARE(first.size(), 100);
    for (const std::optional<PageKey> &after : {std::optional<PageKey>(), std::optional<PageKey>(PaymentStore::keyOf(first.last(), sort))}) {
        const QString shown = plan(store::PgPaymentQuery::page(filter, sort, after, 0, 100, store::PgPaymentQuery::PagePlan::StatusArms));
        QVERIFY2(shown.count(QRegularExpression(walk + u" on "_s)) == QSet<PaymentStatus>(statuses.cbegin(), statuses.cend()).size(),
                 qPrintable(shown));
        QVERIFY2(!shown.contains(u"Seq Scan"_s), qPrintable(shown));
        QVERIFY2(!shown.contains(QRegularExpression(u"Index Scan.* using payments_by_(confirm|status)_date "_s)), qPrintable(shown));
        if (after)
            QVERIFY2(shown.contains(QRegularExpression(u"Index Cond: .*(ROW\\(|id [<>] )"_s)), qPrintable(shown));
    }

    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const QByteArray sortedIds = "SELECT p.id FROM directdesk.payments p" + query.whereClause()
                                 + store::PgPaymentQuery::orderBy(sort);
    auto sorted = m_owner.exec(sortedIds.constData(), query.params());
    QVERIFY(sorted && sorted->rows() > 1000);
    QList<qint64> expected;
    for (int row = 0; row < sorted->rows(); ++row)
        expected.append(sorted->text(row, 0).toLongLong());

    QList<qint64> paged;
    std::optional<PageKey> after;
    for (QList<PaymentRow> rows; !(rows = m_team->payments().rows(filter, sort, after, 700)).isEmpty();) {
        for (const PaymentRow &row : std::as_const(rows))
            paged.append(row.rowId);
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    QCOMPARE(paged, expected);
    const PageAnchors anchors = m_team->payments().anchors(filter, sort, 500);
    QCOMPARE(anchors.rowCount, qint64(expected.size()));
    for (qint64 firstRow : {qint64(0), qint64(499), qint64(500), qint64(1234), qint64(expected.size() - 3)}) {
        const QList<PaymentRow> rows = m_team->payments().rowsAt(anchors, firstRow, 5);
        QCOMPARE(rows.size(), int(std::min<qint64>(5, expected.size() - firstRow)));
        for (qsizetype i = 0; i < rows.size(); ++i)
            QCOMPARE(rows.at(i).rowId, expected.at(firstRow + i));
    }
}

// Which plan a page gets, from the filter, the sort and the filter's matches (no server, no timing).
void TestTeamReadPath::pagePlans()
{
    using store::PgPaymentQuery::FewMatches;
    using store::PgPaymentQuery::PagePlan;
    using store::PgPaymentQuery::planPage;
    int asked = 0;
    const auto matches = [&asked](std::optional<qint64> found) {
        return [&asked, found] {
            ++asked;
            return found;
        };
    };
    const PaymentSort byAmount{PaymentSort::Column::Amount, Qt::AscendingOrder};
    const PaymentSort byConfirmation{PaymentSort::Column::ConfirmDate, Qt::DescendingOrder};
    PaymentFilter search;
    search.text = u"plan-0000123"_s;
    QCOMPARE(planPage(search, byAmount, matches(10)), PagePlan::SortedMatches);
    QCOMPARE(planPage(search, byAmount, matches(FewMatches)), PagePlan::SortedMatches);
    QCOMPARE(planPage(search, byAmount, matches(std::nullopt)), PagePlan::SortIndexWalk);
    QCOMPARE(asked, 3);
    // Every payment is never few, whatever the count says: nothing is counted.
    QCOMPARE(planPage({}, byAmount, matches(0)), PagePlan::SortIndexWalk);
    QCOMPARE(asked, 3);
    // A status list by a date only some statuses have is one walk per status, also when few match.
    PaymentFilter statuses;
    statuses.statuses = {PaymentStatus::Open, PaymentStatus::Pending};
    QCOMPARE(planPage(statuses, byConfirmation, matches(5)), PagePlan::StatusArms);
    QCOMPARE(planPage(statuses, PaymentSort{PaymentSort::Column::StatusDate, Qt::AscendingOrder}, matches(5)),
             PagePlan::StatusArms);
    QCOMPARE(asked, 3);
    QCOMPARE(planPage(statuses, {PaymentSort::Column::Status, Qt::DescendingOrder}, matches(5)), PagePlan::StatusArms);
    QCOMPARE(planPage(statuses, byAmount, matches(5)), PagePlan::SortedMatches);
    QCOMPARE(planPage(statuses, byAmount, matches(std::nullopt)), PagePlan::SortIndexWalk);
    statuses.statuses = {PaymentStatus::Open};
    QCOMPARE(planPage(statuses, byConfirmation, matches(std::nullopt)), PagePlan::SortIndexWalk);
    // A search sorted by name walks the name's range, unless few match; by hash or code the index.
    const PaymentSort byName{PaymentSort::Column::CustomerName, Qt::DescendingOrder};
    QCOMPARE(planPage(search, byName, matches(std::nullopt)), PagePlan::SearchArms);
    QCOMPARE(planPage(search, byName, matches(3)), PagePlan::SortedMatches);
    for (PaymentSort::Column searched : {PaymentSort::Column::MerchantCode, PaymentSort::Column::Hash})
        QCOMPARE(planPage(search, {searched, Qt::AscendingOrder}, matches(std::nullopt)), PagePlan::SortIndexWalk);
    // A term that folds to nothing has no name alternative to walk.
    PaymentFilter marks;
    marks.text = u"\u0301"_s;
    QCOMPARE(planPage(marks, {PaymentSort::Column::CustomerName, Qt::AscendingOrder}, matches(std::nullopt)),
             PagePlan::SortIndexWalk);
}

void TestTeamReadPath::aGroupedSortStartsWhereTheGroupsSayMatchesStart_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<PaymentSort>("sort");
    QTest::addColumn<QString>("index");
    PaymentFilter mexico;
    mexico.countries = {u"mx"_s};
    QTest::newRow("Mexico by currency") << mexico << PaymentSort{PaymentSort::Column::Currency, Qt::AscendingOrder}
                                        << u"payments_by_currency"_s;
    QTest::newRow("Mexico by currency, last first") << mexico << PaymentSort{PaymentSort::Column::Currency, Qt::DescendingOrder}
                                                    << u"payments_by_currency"_s;
    PaymentFilter pesos;
    pesos.currency = u"CLP"_s;
    pesos.statuses = {PaymentStatus::Confirmed};
    QTest::newRow("confirmed pesos by country, last first")
        << pesos << PaymentSort{PaymentSort::Column::Country, Qt::DescendingOrder} << u"payments_by_country"_s;
    PaymentFilter wallets;
    wallets.methods = {u"pix"_s, u"boleto"_s};
    wallets.countries = {u"br"_s, u"cl"_s};
    QTest::newRow("two methods in two countries by method")
        << wallets << PaymentSort{PaymentSort::Column::Method, Qt::AscendingOrder} << u"payments_by_method"_s;
}

// A sort by the currency, method or country walks its index between the least and greatest value
// payment_groups holds matches of: a country's payments are all in its currency, and the walk
// starts there, not at the index's end. What it reads is what a single sorted statement gives.
void TestTeamReadPath::aGroupedSortStartsWhereTheGroupsSayMatchesStart()
{
    QFETCH(PaymentFilter, filter);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, index);
    fillMany();
    const auto grouped = store::PgPaymentQuery::groupRange(filter, sort);
    QVERIFY(grouped);
    const auto range = m_owner.exec(grouped->sql.constData(), grouped->params);
    QVERIFY(range && !range->isNull(0, 0));
    const store::PgPaymentQuery::SortRange bounds{range->bytes(0, 0), range->bytes(0, 1)};
    const QString shown = plan(store::PgPaymentQuery::page(filter, sort, std::nullopt, 0, 100, Walk, bounds));
    QVERIFY2(shown.contains(QRegularExpression(u"using "_s + index + u" on payments p\\n\\s+Index Cond: .*>= .*<= "_s)),
             qPrintable(shown));
    QVERIFY2(!shown.contains(u"Sort"_s), qPrintable(shown));
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const QByteArray sortedIds = "SELECT p.id FROM directdesk.payments p" + query.whereClause()
                                 + store::PgPaymentQuery::orderBy(sort);
    auto sorted = m_owner.exec(sortedIds.constData(), query.params());
    QVERIFY(sorted && sorted->rows() > 1000);
    QList<qint64> expected;
    for (int row = 0; row < sorted->rows(); ++row)
        expected.append(sorted->text(row, 0).toLongLong());
    QList<qint64> paged;
    std::optional<PageKey> after;
    for (QList<PaymentRow> rows; !(rows = m_team->payments().rows(filter, sort, after, 900)).isEmpty();) {
        for (const PaymentRow &row : std::as_const(rows))
            paged.append(row.rowId);
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    QCOMPARE(paged, expected);
    // No group holds a match: nothing is walked, nothing found.
    PaymentFilter none = filter;
    none.currency = u"XXX"_s;
    QVERIFY(m_team->payments().rows(none, sort, std::nullopt, 100).isEmpty());
}

void TestTeamReadPath::aSearchSortedByNameWalksTheNamesRange_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<PaymentSort>("sort");
    QTest::newRow("a first name by name") << u"ana"_s << PaymentSort{PaymentSort::Column::CustomerName, Qt::AscendingOrder};
    QTest::newRow("a first name by name, last first") << u"Ana"_s << PaymentSort{PaymentSort::Column::CustomerName, Qt::DescendingOrder};
    QTest::newRow("a full name by name") << u"sofia  GOMEZ"_s << PaymentSort{PaymentSort::Column::CustomerName, Qt::AscendingOrder};
}

// A search sorted by name is the name's range of its index walked in order, merged with the other
// alternatives' matches: never a walk of the whole index. Paged through by key and with rows
// skipped, it gives the payments a single sorted statement gives, each once.
void TestTeamReadPath::aSearchSortedByNameWalksTheNamesRange()
{
    QFETCH(QString, text);
    QFETCH(PaymentSort, sort);
    fillMany();
    PaymentFilter filter;
    filter.text = text;
    const auto read = [this, &filter, &sort](const std::optional<PageKey> &after, qint64 skip, int limit) {
        const store::PgStatement page = store::PgPaymentQuery::page(filter, sort, after, skip, limit,
                                                                    store::PgPaymentQuery::PagePlan::SearchArms);
        const auto found = m_owner.exec(page.sql.constData(), page.params);
        QList<PaymentRow> rows;
        for (int row = 0; found && row < found->rows(); ++row)
            rows.append(store::PgPaymentCodec::readRow(*found, row));
        return rows;
    };
    const QList<PaymentRow> first = read(std::nullopt, 0, 100);
    QCOMPARE(first.size(), 100);
    for (const std::optional<PageKey> &after : {std::optional<PageKey>(), std::optional<PageKey>(PaymentStore::keyOf(first.last(), sort))}) {
        const QString shown = plan(store::PgPaymentQuery::page(filter, sort, after, 0, 100, store::PgPaymentQuery::PagePlan::SearchArms));
        // The name's range of its index: walked in order, or (a narrow range) read and sorted.
        QVERIFY2(shown.contains(QRegularExpression(u"(Index Scan|Index Scan Backward|Bitmap Index Scan) (using|on) "
                                                   u"payments_by_name[^\\n]*\\n\\s+Index Cond: \\(+name_folded\\)::text >= "_s)),
                 qPrintable(shown));
        QVERIFY2(!shown.contains(u"Seq Scan"_s), qPrintable(shown));
    }
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const QByteArray sortedIds = "SELECT p.id FROM directdesk.payments p" + query.whereClause()
                                 + store::PgPaymentQuery::orderBy(sort);
    auto sorted = m_owner.exec(sortedIds.constData(), query.params());
    QVERIFY(sorted && sorted->rows() > 300);
    QList<qint64> expected;
    for (int row = 0; row < sorted->rows(); ++row)
        expected.append(sorted->text(row, 0).toLongLong());
    QList<qint64> paged;
    std::optional<PageKey> after;
    for (QList<PaymentRow> rows; !(rows = read(after, 0, 300)).isEmpty();) {
        for (const PaymentRow &row : std::as_const(rows))
            paged.append(row.rowId);
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    QCOMPARE(paged, expected);
    // Rows skipped after a key, as an anchor's page reads them.
    const PageKey anchor = PaymentStore::keyOf(first.at(49), sort);
    const QList<PaymentRow> skipped = read(anchor, 120, 5);
    QCOMPARE(skipped.size(), 5);
    for (qsizetype i = 0; i < skipped.size(); ++i)
        QCOMPARE(skipped.at(i).rowId, expected.at(50 + 120 + i));
}

void TestTeamReadPath::fewMatchesAreReadThroughTheirIndexesThenSorted_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<PaymentSort>("sort");
    QTest::addColumn<QString>("index");
    PaymentFilter code;
    code.text = u"plan-0000123"_s;
    QTest::newRow("a merchant code by amount") << code << PaymentSort{PaymentSort::Column::Amount, Qt::DescendingOrder}
                                               << u"payments_by_merchant_code"_s;
    PaymentFilter day;
    day.dateField = PaymentFilter::DateField::ConfirmDate;
    day.from = QDateTime(QDate(2024, 1, 10), QTime(0, 0), QTimeZone::utc());
    day.to = QDateTime(QDate(2024, 1, 11), QTime(0, 0), QTimeZone::utc());
    day.currency = u"MXN"_s;
    QTest::newRow("a day of confirmations in one currency by name")
        << day << PaymentSort{PaymentSort::Column::CustomerName, Qt::AscendingOrder} << u"payments_by_confirm_date"_s;
    PaymentFilter amounts;
    amounts.minAmount = 100'000;
    amounts.maxAmount = 300'000;
    amounts.countries = {u"cl"_s};
    QTest::newRow("an amount range in one country by open date")
        << amounts << PaymentSort{PaymentSort::Column::OpenDate, Qt::DescendingOrder} << u"payments_by_amount"_s;
}

// A filter with few matches has every page read as its matches, found through the filter's own
// indexes, sorted: not a walk of the sort's index. Paged through by key and by anchor, it gives the
// payments a single sorted statement gives, each once.
void TestTeamReadPath::fewMatchesAreReadThroughTheirIndexesThenSorted()
{
    using store::PgPaymentQuery::PagePlan;
    QFETCH(PaymentFilter, filter);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, index);
    fillMany();
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const QByteArray sortedIds = "SELECT p.id FROM directdesk.payments p" + query.whereClause()
                                 + store::PgPaymentQuery::orderBy(sort);
    auto sorted = m_owner.exec(sortedIds.constData(), query.params());
    QVERIFY(sorted && sorted->rows() > 2 && sorted->rows() <= store::PgPaymentQuery::FewMatches);
    QList<qint64> expected;
    for (int row = 0; row < sorted->rows(); ++row)
        expected.append(sorted->text(row, 0).toLongLong());
    const auto counted = m_owner.exec(store::PgPaymentQuery::matchesUpTo(filter, 2).sql.constData(),
                                      store::PgPaymentQuery::matchesUpTo(filter, 2).params);
    QVERIFY(counted);
    QCOMPARE(counted->text(0, 0), u"3"_s);   // counting stops past the bound

    const QList<PaymentRow> first = m_team->payments().rows(filter, sort, std::nullopt, 2);
    QCOMPARE(first.size(), 2);
    for (const std::optional<PageKey> &after : {std::optional<PageKey>(), std::optional<PageKey>(PaymentStore::keyOf(first.last(), sort))}) {
        const QString shown = plan(store::PgPaymentQuery::page(filter, sort, after, 0, 2, PagePlan::SortedMatches));
        QVERIFY2(shown.contains(u"CTE Scan"_s) && shown.contains(index), qPrintable(shown));
        const QString sortIndex = QString::fromLatin1(SortIndexes[int(sort.column)].index);
        QVERIFY2(!shown.contains(u" using "_s + sortIndex + u' '), qPrintable(shown));
        QVERIFY2(!shown.contains(u"Seq Scan"_s), qPrintable(shown));
    }
    QList<qint64> paged;
    std::optional<PageKey> after;
    for (QList<PaymentRow> rows; !(rows = m_team->payments().rows(filter, sort, after, 2)).isEmpty();) {
        for (const PaymentRow &row : std::as_const(rows))
            paged.append(row.rowId);
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    QCOMPARE(paged, expected);
    const PageAnchors anchors = m_team->payments().anchors(filter, sort, 2);
    for (qint64 firstRow = 0; firstRow < expected.size(); ++firstRow) {
        const QList<PaymentRow> rows = m_team->payments().rowsAt(anchors, firstRow, 2);
        QCOMPARE(rows.size(), int(std::min<qint64>(2, expected.size() - firstRow)));
        QCOMPARE(rows.first().rowId, expected.at(firstRow));
    }
}

void TestTeamReadPath::searchesAndPeriodsAreIndexRanges_data()
{
    QTest::addColumn<PaymentFilter>("filter");
    QTest::addColumn<QStringList>("indexes");
    const QStringList text{u"payments_by_hash_prefix"_s, u"payments_by_merchant_code"_s, u"payments_by_name"_s,
                           u"payments_by_email"_s, u"payments_by_document"_s};
    PaymentFilter name;
    name.text = u"Sofia Diaz"_s;
    QTest::newRow("a name longer than a hash prefix") << name << text;
    PaymentFilter code;
    code.text = u"plan-00001234"_s;
    QTest::newRow("a merchant code") << code << text;
    PaymentFilter digits;
    digits.text = u"1000"_s;
    QTest::newRow("digits: hash, code, e-mail, document") << digits << text;
    PaymentFilter opened;
    opened.from = QDateTime(QDate(2024, 1, 10), QTime(0, 0), QTimeZone::utc());
    opened.to = QDateTime(QDate(2024, 1, 11), QTime(0, 0), QTimeZone::utc());
    QTest::newRow("a day of opening dates") << opened << QStringList{u"payments_by_open_date"_s};
    PaymentFilter confirmedDay = opened;
    confirmedDay.dateField = PaymentFilter::DateField::ConfirmDate;
    QTest::newRow("a day of confirmations") << confirmedDay << QStringList{u"payments_by_confirm_date"_s};
    PaymentFilter amounts;
    amounts.minAmount = 100'000;
    amounts.maxAmount = 120'000;
    QTest::newRow("an amount range") << amounts << QStringList{u"payments_by_amount"_s};
}

// The filter's count reads only the index ranges of its alternatives; its first page reads no
// whole table either.
void TestTeamReadPath::searchesAndPeriodsAreIndexRanges()
{
    QFETCH(PaymentFilter, filter);
    QFETCH(QStringList, indexes);
    const QString counted = plan(store::PgPaymentQuery::count(filter));
    for (const QString &index : std::as_const(indexes))
        QVERIFY2(counted.contains(u" on "_s + index) || counted.contains(u" using "_s + index), qPrintable(counted));
    QVERIFY2(!counted.contains(u"Seq Scan"_s), qPrintable(counted));
    for (const PaymentSort &sort : {PaymentSort{PaymentSort::Column::OpenDate, Qt::DescendingOrder},
                                    PaymentSort{PaymentSort::Column::Amount, Qt::AscendingOrder}}) {
        const QString page = plan(store::PgPaymentQuery::page(filter, sort, std::nullopt, 0, 100, Walk));
        QVERIFY2(!page.contains(u"Seq Scan"_s), qPrintable(page));
    }
    // What the ranges find is what the filter means: the count equals the rows the store pages through.
    const qint64 count = m_team->payments().count(filter);
    QVERIFY(count > 0);
    qint64 paged = 0;
    std::optional<PageKey> after;
    const PaymentSort sort{PaymentSort::Column::CustomerName, Qt::AscendingOrder};
    for (QList<PaymentRow> rows; !(rows = m_team->payments().rows(filter, sort, after, 500)).isEmpty();) {
        paged += rows.size();
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    QCOMPARE(paged, count);
}

QTEST_GUILESS_MAIN(TestTeamReadPath)
#include "tst_teamreadpath.moc"
