// How the team store reads payments at a merchant's scale, on a real throw-away PostgreSQL cluster:
// payment_groups equals a GROUP BY over the payments after every kind of write (one by one, a status
// change, a refund, an amount change, the bulk write, team import, an administrator's UPDATE and
// DELETE in psql), and the counts and totals read from it equal the vault's; and, by the plans the
// server makes (no timing), each sort's first and next page walk that sort's index in either
// direction without sorting, and a date filter or a text search is a range of its indexes. The
// other page plans are tst_teampageplans'.
#include "readpathsupport.h"
#include "storefixture.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/server/store/pgpaymentbulk.h"
#include "core/server/store/pgpaymentquery.h"
#include "core/server/store/pgstoresession.h"
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
using namespace dd::test::readpath;

namespace {

const QString ManagerPassword = u"read path 2026"_s;
constexpr auto Walk = store::PgPaymentQuery::PagePlan::SortIndexWalk;

enum class Write { OneByOne, StatusChange, Refund, AmountChange, BulkWrite, TeamImport, AdminUpdate, AdminDelete };

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
    const QString problem = openAsManager(*m_cluster, ManagerPassword, m_owner, m_team);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
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
