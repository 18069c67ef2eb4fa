#include "core/cache/pageplanner.h"

#include "core/cache/paymentmemo.h"
#include "core/cache/paymentquery.h"
#include "core/cache/paymentreader.h"

#include <algorithm>

namespace dd::cache {

namespace Query = PaymentQuery;

namespace {

// A filter matching at least this share of all payments walks the sort index (see anchors).
constexpr qint64 DenseFilterPercent = 10;
// A text search with more conditions whose matches (textMatchIds) are fewer than this is sorted at
// once: reading their sort values costs ~8 us a row, so at most ~0.4 s once per filter and sort.
constexpr qsizetype TextAndMoreSortedAtOnce = 50'000;
// A filter without text search, sorted by a column outside the totals index, that matches at least
// this share of all payments walks the sort index testing ids in a bitmap (walkSortIndexOnly): a
// page then reads at most ~100 × 100 index entries; sparser filters are sorted at once.
constexpr qint64 BitmapWalkPercent = 1;
// A page that skips more matches than this first (a jump: the scroll bar dragged down a filtered
// list) skips them in the filter's bitmap, reading sort index entries only, instead of walking and
// testing a table row per row skipped: the middle of confirmed BRL payments by amount (110,000 of
// 1,000,000) took 5.5 s that way.
constexpr qint64 LongSkip = 1'000;

} // namespace

PagePlanner::PagePlanner(PaymentReader &reader, PaymentMemo &memo) : m_reader(reader), m_memo(memo) {}

QByteArray PagePlanner::orderKey(const PaymentFilter &filter, const PaymentSort &sort)
{
    return Query::keyOf(Query::condition(filter)) + '\x1e' + QByteArray::number(int(sort.column))
           + (sort.order == Qt::AscendingOrder ? "a" : "d");
}

PagePlan PagePlanner::plan(const PaymentFilter &filter, const PaymentSort &sort, qint64 offset, bool digest)
{
    // Every filter first walks the sort index and tests each row, within a budget of work: a page of
    // a filter whose matches are spread along the sort order costs about page ÷ density rows. When
    // the budget runs out (a sparse filter, or matches far along the sort order), a filter without
    // text search reads its matches' ids into a bitmap once and walks the sort index's entries
    // against it, for every sort; one with text, or with under 1% of the payments, or a narrow
    // range, has its matches found through their own indexes once and sorted. The bitmap and the
    // sorted row ids are kept until a write makes them stale, so further pages need no such read.
    m_reader.refresh();
    // Once the digest is read, it answers every filter (see paymentdigest.h).
    if (digest && m_reader.hasDigest())
        return {PageStrategy::Digest};
    if (filter.isEmpty() || Query::sortIndexHoldsOnlyMatches(filter, sort.column))
        return {PageStrategy::SortIndex};
    const bool walks = m_walkSteps > 0;
    const bool covered = Query::isCoveredByTotalsIndex(filter);
    // Sorted by a column the totals index lacks (hash, name, merchant code, status date), a filter
    // without text search would read a table row per row tested, walked or sorted (~8 us each at 1M
    // payments; a 4% filter sorted by hash took seconds). Its ids in a bitmap, the sort index is
    // walked reading index entries only: a page costs page ÷ density entries.
    if (walks && covered && !Query::inTotalsIndex(sort.column) && bitmapWalkPays(filter))
        return {PageStrategy::BitmapWalk};
    // The filter's bitmap read already (for another sort, or because a walk of this one ran out):
    // walking the sort index's entries against it costs a few ms a page, and no pass over the totals
    // index to sort the matches for this column. A long skip (LongSkip) reads the bitmap for it.
    const QByteArray filterKey = Query::keyOf(Query::condition(filter));
    if (walks && covered && (m_memo.bitmap.key == filterKey || offset > LongSkip) && !m_reader.narrowRangeIndex(filter)
        && bitmapWalkPays(filter))
        return {PageStrategy::BitmapWalk};
    if (!isSparse(filter, sort)) {
        const qint64 steps = walks ? m_walkSteps + WalkStepsPerSkippedRow * offset : 0;
        // Dense status/method/country/currency filters give up by steps only: a busy machine must not
        // send them to sorting hundreds of thousands of ids.
        const qint64 ms = !walks || Query::isCoveredByGroups(filter) ? 0 : WalkMilliseconds + offset / 500;
        return {PageStrategy::BudgetedWalk, steps, ms};
    }
    // Sparse, or a walk that ran out: a filter without text search whose matches are not too few
    // reads its bitmap (one pass over the totals index, as sorting its matches would) and walks the
    // sort index against it, for this sort and every other one until the next write.
    if (walks && covered && !m_reader.narrowRangeIndex(filter) && bitmapWalkPays(filter))
        return {PageStrategy::BitmapWalk};
    return {PageStrategy::SortedMatches};
}

bool PagePlanner::isSparse(const PaymentFilter &filter, const PaymentSort &sort)
{
    const QByteArray key = orderKey(filter, sort);
    if (m_memo.sparseOrders.contains(key))
        return true;
    const bool walks = m_walkSteps > 0;
    const bool covered = Query::isCoveredByTotalsIndex(filter);
    const bool textAndMore = PaymentReader::hasTextAndMore(filter);
    const bool sparse =
        // A status/method/country/currency filter (counted per group at once) that matches under a
        // tenth of the rows goes straight to its own indexes: walking would test ten rows per row shown.
        (Query::isCoveredByGroups(filter)
         && m_reader.count(filter) * 100 < std::max<qint64>(1, m_reader.totalRowCount()) * DenseFilterPercent)
        || (walks && covered && m_reader.narrowRangeIndex(filter))
        || (walks && textAndMore && m_reader.textMatchIds(filter).size() < TextAndMoreSortedAtOnce)
        || (walks && !covered && !textAndMore
            && (m_reader.matchesFewerThan(filter, FewTextMatches) || m_reader.isMerchantCodeStretch(filter, sort)));
    if (sparse)
        m_memo.sparseOrders.insert(key);
    return sparse;
}

bool PagePlanner::bitmapWalkPays(const PaymentFilter &filter)
{
    const PaymentMemo::FilterBitmap &bitmap = m_reader.filterBitmap(filter);
    return bitmap.count * 100 >= std::max<qint64>(1, m_reader.totalRowCount()) * BitmapWalkPercent;
}

bool PagePlanner::walksSortIndex(const PaymentFilter &filter, const PaymentSort &sort)
{
    if (filter.isEmpty() || Query::sortIndexHoldsOnlyMatches(filter, sort.column))
        return true;
    if (!Query::isCoveredByTotalsIndex(filter))
        return false;   // text search: its matches cluster along the sort order, walking could read all rows
    const qint64 all = std::max<qint64>(1, m_reader.totalRowCount());
    return m_reader.count(filter) * 100 >= all * DenseFilterPercent;
}

} // namespace dd::cache
