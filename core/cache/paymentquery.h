#pragma once

// Internal to core/cache: SQL for a PaymentFilter, a PaymentSort and keyset positions.

#include "core/cache/database.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>
#include <QList>

#include <variant>

namespace dd::cache {

using SqlValue = std::variant<qint64, QString>;

struct SqlCondition
{
    QByteArray text;              // "" or "(… AND …)"
    QList<SqlValue> values;

    void add(const QByteArray &clause, const QList<SqlValue> &clauseValues = {});
};

namespace PaymentQuery {

SqlCondition condition(const PaymentFilter &filter);

// One alternative of a text search (a prefix of the hash, merchant code, name, e-mail or document)
// and the index that finds its rows: condition() ORs them; reading each through its own index
// lets an index that holds the sort column answer without reading the table (PaymentStore::sortedIds).
struct TextAlternative
{
    SqlCondition condition;
    const char *index = nullptr;
    // The sort column whose order holds the alternative's matches in one stretch, and the prefix
    // its values start with there: the hash (its key: exact for prefixes of up to eight bytes),
    // merchant code and name (folded). Count for e-mail and document.
    PaymentSort::Column column = PaymentSort::Column::Count;
    QString prefix;
};
QList<TextAlternative> textAlternatives(const QString &text);
// True when the indexes of the alternatives that can match many payments (merchant code and name)
// hold the sort column besides the row id: the open date (migrations 8 and 9).
bool textIndexesHold(PaymentSort::Column column);
// True when only columns of the covering totals index are filtered (no text search).
bool isCoveredByTotalsIndex(const PaymentFilter &filter);
// True when only grouped columns (statuses, methods, countries, currency) are filtered: counts and
// totals then read the payment_groups table PaymentStore keeps on write (schema migrations 3, 5).
bool isCoveredByGroups(const PaymentFilter &filter);
// The single-column index that serves a filter on one field only, or nullptr.
const char *singleIndexFor(const PaymentFilter &filter);

const char *sortColumn(PaymentSort::Column column);
// True for the columns the covering totals index holds.
bool inTotalsIndex(PaymentSort::Column column);
const char *sortIndex(PaymentSort::Column column);
// The index a filter's rows are walked in for a sort: (status, date) for one status sorted by its
// status or confirm date, else sortIndex(column).
const char *sortIndexFor(const PaymentFilter &filter, PaymentSort::Column column);
// True when walking sortIndexFor() skips no row: the filter is exactly what its index's first
// column holds (one status, nothing else).
bool sortIndexHoldsOnlyMatches(const PaymentFilter &filter, PaymentSort::Column column);
bool sortsAsText(PaymentSort::Column column);
SqlValue sortValue(const PaymentRow &row, PaymentSort::Column column);

// What follows `key` in `sort` order, as two index ranges read one after the other: the rest of the
// key's tie ("col = ? AND id > ?"), then the values beyond it ("col > ?"; descending mirrors both).
// Each is a seek into the sort index. The single condition "col > ? OR (col = ? AND id > ?)" is not
// one SQLite 3.15 can seek: it reads the tie from its start, so a page in the middle of 600,000
// confirmed payments sorted by status stepped through them all (~15 ms) instead of 100 entries.
SqlCondition restOfTie(const PageKey &key, const PaymentSort &sort);
// beyondTie() is the whole condition of that second range for `filter`. When the filter holds the
// sort column to a set of values, the set narrows to those beyond the key's ("country IN ('mx')"):
// given "country IN ('br', 'mx') AND country > 'br'", SQLite seeks the range and steps over every
// country between.
SqlCondition beyondTie(const PaymentFilter &filter, const PageKey &key, const PaymentSort &sort);
// `filter` in two: what it holds the sort column itself to, and the rest. The first is what a walk
// of that column's index against a bitmap of the whole filter seeks to, rather than stepping past
// every entry before its matches.
struct SplitFilter
{
    PaymentFilter onSortColumn;
    PaymentFilter rest;
};
SplitFilter splitOnSortColumn(const PaymentFilter &filter, PaymentSort::Column column);
QByteArray orderBy(const PaymentSort &sort, bool useIndexOrder);

void bindAll(Statement &statement, const QList<SqlValue> &values, int firstIndex = 1);

// The text and values of a condition as one key, for results kept per filter (PaymentMemo).
QByteArray keyOf(const SqlCondition &condition);
// `left AND right` (either may be empty).
SqlCondition combined(SqlCondition left, const SqlCondition &right);
// " WHERE condition", or nothing for an empty one.
QByteArray whereClause(const SqlCondition &condition);

} // namespace PaymentQuery

} // namespace dd::cache
