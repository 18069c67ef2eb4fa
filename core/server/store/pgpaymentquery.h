#pragma once

#include "core/server/pgconnection.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>

#include <functional>
#include <optional>

namespace dd::server::store {

// A statement's conditions and their parameters, numbered in the order they are added.
class PgQuery
{
public:
    // "$n" of a new parameter.
    QByteArray param(const std::optional<QByteArray> &value);
    // "($a, $b, …)" of new parameters.
    QByteArray list(const QList<QByteArray> &values);
    void where(const QByteArray &clause);
    qsizetype conditionCount() const { return m_conditions.size(); }
    // The conditions added since the first `first`, removed from the statement's (their parameters
    // stay): for a subquery of the statement.
    QList<QByteArray> takeConditionsFrom(qsizetype first);

    // " WHERE …" (or nothing) of every condition added.
    QByteArray whereClause() const;
    // " AND …" of every condition (nothing when none): for a statement with a WHERE of its own.
    QByteArray andClause() const;
    const PgParams &params() const { return m_params; }

private:
    QList<QByteArray> m_conditions;
    PgParams m_params;
};

// A statement and its parameters.
struct PgStatement
{
    QByteArray sql;
    PgParams params;
};

// The payments a PaymentFilter matches, on `directdesk.payments p`: the vault's rules (paymentquery.cpp)
// in PostgreSQL. A text search matches the start of the hash or merchant code, or of the customer's
// name, e-mail or document compared the way foldForSearch() compares them.
namespace PgPaymentQuery {

void addFilter(PgQuery &query, const PaymentFilter &filter);

// The expression a column sorts by; texts compare as bytes (COLLATE "C"), as the vault's do. Each
// is, followed by the row id, the expression of one index of the team store (teamreadpathsql.cpp):
// a page in either direction is a walk of that index, and a date or text filter is a range of it.
QByteArray sortExpression(PaymentSort::Column column);
// " ORDER BY expression dir, p.id dir".
QByteArray orderBy(const PaymentSort &sort);
// The condition of the rows after `key` (a key made by PaymentStore::keyOf) in `sort` order.
void addAfter(PgQuery &query, const PaymentSort &sort, const PageKey &key);

// How a page of payments is read; which one planPage() decides, the server then only picks among
// the indexes of that statement (its estimates know nothing of the statuses' dates, nor of how a
// text search's matches spread along another column's order).
enum class PagePlan {
    // The sort column's index walked from the key (backwards for a descending order), the filter
    // tested on each row: one index page per page of payments when the matches are many. A currency,
    // method or country sort walks only the range of values payment_groups holds matches of (groupRange).
    SortIndexWalk,
    // One walk of the (status, date, id) index per listed status (of the (status, id) index for the
    // status sort, where a list's other statuses lie between), their first rows merged. Only
    // confirmed payments have a confirmation date and pending ones no status date (both sorted as
    // the epoch), so a walk of such a date's own index passes every other status's payments before
    // a listed one's, and PostgreSQL cannot walk a list of statuses in date order within one index.
    StatusArms,
    // The filter's matches (at most FewMatches) read through their own indexes and sorted: a walk of
    // the sort index would test rows by the thousand per match when the matches are so few.
    SortedMatches,
    // A text search sorted by the customer's name: the name's matches are a range of the sort's own
    // index, walked in order; the other alternatives' matches (a hash, a merchant code, an e-mail, a
    // document: few, for a term that reads as a name) are found through their indexes and sorted;
    // both merged. A walk of the whole index would pass every payment before the range (after it,
    // descending). A search sorted by the hash or merchant code is not planned so: its matches are
    // most often few (sorted), else mostly names, which the walk of that index meets as often as any.
    SearchArms,
};

// The most matches a filter may have for its pages to be its matches sorted. A walk tests about
// `page rows × payments ÷ matches` rows per page and sorting reads every match, so sorting is the
// cheaper below √(100 × 10,000,000) ≈ 30,000 matches; this stays below that, as each page sorts them
// again.
constexpr qint64 FewMatches = 10'000;

// The plan for a page; `fewMatches` gives the filter's number of matches when at most FewMatches
// (asked only when the plan depends on it: counting has a cost).
PagePlan planPage(const PaymentFilter &filter, const PaymentSort &sort,
                  const std::function<std::optional<qint64>()> &fewMatches);
// One integer: the filter's matches counted up to `bound` + 1 (more than `bound` when it is).
PgStatement matchesUpTo(const PaymentFilter &filter, qint64 bound);
// One JSON text: the server's plan for reading the filter's matches, with its estimate of how many
// there are ([0].Plan["Plan Rows"]); nothing is read.
PgStatement estimate(const PaymentFilter &filter);

// The values of the sort column a walk need not pass before or after: those outside are not
// the filter's (payment_groups holds none of its payments there).
struct SortRange
{
    QByteArray least;
    QByteArray greatest;
};

// For a sort by the currency, method or country and a filter on the grouped columns, one row: the
// least and greatest values of the sort column payment_groups holds the filter's payments of (two
// NULLs when none). Columns go together (a country and its currency: Mexico's payments are all in
// MXN), and a walk from the index's end would pass every other currency's payments before the first
// match. Nothing for other sorts and filters.
std::optional<PgStatement> groupRange(const PaymentFilter &filter, const PaymentSort &sort);

// The statement of a page: at most `limit` payments of `filter` in `sort` order, after `key` (from
// the first when none), `skip` of them skipped (PgPaymentStore::rows and rowsAt), read as `plan` says;
// a walk of the sort index only within `range` when there is one.
PgStatement page(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                 qint64 skip, int limit, PagePlan plan, const std::optional<SortRange> &range = std::nullopt);
// The statements of a filter's count (one integer) and totals (currency, status, method, count, amount,
// refunded). A filter on the grouped columns only (PaymentFilter::constrainsGroupsOnly) adds up
// payment_groups, which the server keeps on every write; the groups have the payments' column
// names, so the filter reads the same on both.
PgStatement count(const PaymentFilter &filter);
PgStatement totals(const PaymentFilter &filter);
// For a filter of an amount range on the grouped columns (nothing else), its count as the groups'
// less the payments outside the range, read from the amount index: (count, 1), or (0, 0) when at
// least `outsideLimit` payments are on one side (reading the range itself is then cheaper).
// Nothing for any other filter.
std::optional<PgStatement> countLessOutside(const PaymentFilter &filter, int outsideLimit);

} // namespace PgPaymentQuery

} // namespace dd::server::store
