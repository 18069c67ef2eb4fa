// How the team store plans a page where a walk of the sort's index would pass most payments before
// the matches, on a real throw-away PostgreSQL cluster, by the plans the server makes (no timing):
// a status list by a date or by status (one walk per status), few matches (read through their own
// indexes, then sorted), a search by name (the name's range), a currency, method or country sort
// (only the values payment_groups holds matches of); and each gives, page after page, what one
// sorted statement gives.
#include "readpathsupport.h"

#include "core/server/store/pgpaymentcodec.h"
#include "core/server/store/pgpaymentquery.h"
#include "core/server/store/pgstoresession.h"
#include "support/pgcluster.h"

#include <QRegularExpression>
#include <QSet>
#include <QTimeZone>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using namespace dd::test::readpath;

namespace {

const QString ManagerPassword = u"page plans 2026"_s;
constexpr auto Walk = store::PgPaymentQuery::PagePlan::SortIndexWalk;

} // namespace

class TestTeamPagePlans : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pagePlans();
    void severalStatusesByADateWalkOneIndexRangeEach_data();
    void severalStatusesByADateWalkOneIndexRangeEach();
    void aGroupedSortStartsWhereTheGroupsSayMatchesStart_data();
    void aGroupedSortStartsWhereTheGroupsSayMatchesStart();
    void aSearchSortedByNameWalksTheNamesRange_data();
    void aSearchSortedByNameWalksTheNamesRange();
    void fewMatchesAreReadThroughTheirIndexesThenSorted_data();
    void fewMatchesAreReadThroughTheirIndexesThenSorted();

private:
    QString plan(const store::PgStatement &statement);
    void fillMany();
    // The filter's payments (row ids) as one sorted statement gives them.
    QList<qint64> sortedIds(const PaymentFilter &filter, const PaymentSort &sort);
    // The filter's payments (row ids) as the store pages through them by key, `size` a page.
    QList<qint64> pagedIds(const PaymentFilter &filter, const PaymentSort &sort, int size);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    server::PgConnection m_owner;
    std::unique_ptr<PgStoreSession> m_team;
};

void TestTeamPagePlans::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    const QString problem = openAsManager(*m_cluster, ManagerPassword, m_owner, m_team);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    fillMany();
}

QString TestTeamPagePlans::plan(const store::PgStatement &statement)
{
    return planText(m_owner.exec(QByteArray("EXPLAIN (COSTS OFF) " + statement.sql).constData(), statement.params));
}

QList<qint64> TestTeamPagePlans::sortedIds(const PaymentFilter &filter, const PaymentSort &sort)
{
    store::PgQuery query;
    store::PgPaymentQuery::addFilter(query, filter);
    const QByteArray sql = "SELECT p.id FROM directdesk.payments p" + query.whereClause() + store::PgPaymentQuery::orderBy(sort);
    const auto sorted = m_owner.exec(sql.constData(), query.params());
    QList<qint64> ids;
    for (int row = 0; sorted && row < sorted->rows(); ++row)
        ids.append(sorted->text(row, 0).toLongLong());
    return ids;
}

QList<qint64> TestTeamPagePlans::pagedIds(const PaymentFilter &filter, const PaymentSort &sort, int size)
{
    QList<qint64> ids;
    std::optional<PageKey> after;
    for (QList<PaymentRow> rows; !(rows = m_team->payments().rows(filter, sort, after, size)).isEmpty();) {
        for (const PaymentRow &row : std::as_const(rows))
            ids.append(row.rowId);
        after = PaymentStore::keyOf(rows.last(), sort);
    }
    return ids;
}

void TestTeamPagePlans::fillMany()
{
    QVERIFY(!m_owner.runScript(ManyPayments));
    QVERIFY(!m_owner.runScript("ANALYZE directdesk.payments"));
}

void TestTeamPagePlans::severalStatusesByADateWalkOneIndexRangeEach_data()
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
void TestTeamPagePlans::severalStatusesByADateWalkOneIndexRangeEach()
{
    QFETCH(QList<PaymentStatus>, statuses);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, walk);
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

    const QList<qint64> expected = sortedIds(filter, sort);
    QVERIFY(expected.size() > 1000);
    QCOMPARE(pagedIds(filter, sort, 700), expected);
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
void TestTeamPagePlans::pagePlans()
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

void TestTeamPagePlans::aGroupedSortStartsWhereTheGroupsSayMatchesStart_data()
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
void TestTeamPagePlans::aGroupedSortStartsWhereTheGroupsSayMatchesStart()
{
    QFETCH(PaymentFilter, filter);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, index);
    const auto grouped = store::PgPaymentQuery::groupRange(filter, sort);
    QVERIFY(grouped);
    const auto range = m_owner.exec(grouped->sql.constData(), grouped->params);
    QVERIFY(range && !range->isNull(0, 0));
    const store::PgPaymentQuery::SortRange bounds{range->bytes(0, 0), range->bytes(0, 1)};
    const QString shown = plan(store::PgPaymentQuery::page(filter, sort, std::nullopt, 0, 100, Walk, bounds));
    QVERIFY2(shown.contains(QRegularExpression(u"using "_s + index + u" on payments p\\n\\s+Index Cond: .*>= .*<= "_s)),
             qPrintable(shown));
    QVERIFY2(!shown.contains(u"Sort"_s), qPrintable(shown));
    const QList<qint64> expected = sortedIds(filter, sort);
    QVERIFY(expected.size() > 1000);
    QCOMPARE(pagedIds(filter, sort, 900), expected);
    // No group holds a match: nothing is walked, nothing found.
    PaymentFilter none = filter;
    none.currency = u"XXX"_s;
    QVERIFY(m_team->payments().rows(none, sort, std::nullopt, 100).isEmpty());
}

void TestTeamPagePlans::aSearchSortedByNameWalksTheNamesRange_data()
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
void TestTeamPagePlans::aSearchSortedByNameWalksTheNamesRange()
{
    QFETCH(QString, text);
    QFETCH(PaymentSort, sort);
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
    const QList<qint64> expected = sortedIds(filter, sort);
    QVERIFY(expected.size() > 300);
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

void TestTeamPagePlans::fewMatchesAreReadThroughTheirIndexesThenSorted_data()
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
void TestTeamPagePlans::fewMatchesAreReadThroughTheirIndexesThenSorted()
{
    using store::PgPaymentQuery::PagePlan;
    QFETCH(PaymentFilter, filter);
    QFETCH(PaymentSort, sort);
    QFETCH(QString, index);
    const QList<qint64> expected = sortedIds(filter, sort);
    QVERIFY(expected.size() > 2 && expected.size() <= store::PgPaymentQuery::FewMatches);
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
    QCOMPARE(pagedIds(filter, sort, 2), expected);
    const PageAnchors anchors = m_team->payments().anchors(filter, sort, 2);
    for (qint64 firstRow = 0; firstRow < expected.size(); ++firstRow) {
        const QList<PaymentRow> rows = m_team->payments().rowsAt(anchors, firstRow, 2);
        QCOMPARE(rows.size(), int(std::min<qint64>(2, expected.size() - firstRow)));
        QCOMPARE(rows.first().rowId, expected.at(firstRow));
    }
}

QTEST_GUILESS_MAIN(TestTeamPagePlans)
#include "tst_teampageplans.moc"
