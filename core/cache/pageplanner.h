#pragma once

#include "core/storage/paymentfilter.h"

#include <QByteArray>

namespace dd::cache {

class PaymentReader;
struct PaymentMemo;

// How a page of payments is read.
enum class PageStrategy {
    Digest,          // sliced from the payment digest's sort orders (paymentdigest.h)
    SortIndex,       // the sort index walked without a budget: what it holds all matches
    BudgetedWalk,    // the sort index walked testing each row, until the plan's budget runs out
    BitmapWalk,      // the sort index's entries walked against the filter's bitmap of matches
    SortedMatches,   // the matches read once through their own indexes and sorted
};

struct PagePlan
{
    PageStrategy strategy = PageStrategy::SortIndex;
    // BudgetedWalk: SQLite VM steps and milliseconds it may spend (0 = no limit on that). When they
    // run out, the filter and sort count as sparse and the page is planned again.
    qint64 steps = 0;
    qint64 milliseconds = 0;
    friend bool operator==(const PagePlan &, const PagePlan &) = default;
};

// Chooses how a page is read from what the cache holds: the filter's density along the sort order,
// its indexes, the digest, and what earlier reads found (PaymentMemo). Plans are checked by tests
// without timing; PaymentReader carries them out.
class PagePlanner
{
public:
    // How much work a walk of the sort index may do before the filter counts as sparse for that
    // sort: a few thousand rows tested, or 10 ms (rows read from disk cost time, not steps), and
    // more for each row a jump skips.
    static constexpr qint64 WalkSteps = 100'000;
    static constexpr qint64 WalkMilliseconds = 10;
    static constexpr qint64 WalkStepsPerSkippedRow = 60;
    // A text search with fewer matches than this is read through its own indexes and sorted at once:
    // its matches cluster along the sort order (merchant codes, names), so a walk may test most rows
    // before it finds a page. Counting up to this many through the prefix indexes takes a few ms.
    static constexpr qint64 FewTextMatches = 5'000;

    PagePlanner(PaymentReader &reader, PaymentMemo &memo);

    // The plan for `limit` rows after `offset` matches; `digest` false when the digest could not
    // answer this page (its key's row changed).
    PagePlan plan(const PaymentFilter &filter, const PaymentSort &sort, qint64 offset, bool digest = true);
    // Whether the sort index is walked for every page of this filter (dense or unfiltered), so that
    // anchors come from one pass over it; else the filter's sorted matches answer.
    bool walksSortIndex(const PaymentFilter &filter, const PaymentSort &sort);
    // The key PaymentMemo::sparseOrders holds a filter and sort by.
    static QByteArray orderKey(const PaymentFilter &filter, const PaymentSort &sort);

    // 0 = walks without a budget (tests and tuning).
    void setWalkSteps(qint64 steps) { m_walkSteps = steps; }

private:
    // Whether a walk of this sort order would test too many rows per match (see plan()).
    bool isSparse(const PaymentFilter &filter, const PaymentSort &sort);
    bool bitmapWalkPays(const PaymentFilter &filter);

    PaymentReader &m_reader;
    PaymentMemo &m_memo;
    qint64 m_walkSteps = WalkSteps;
};

} // namespace dd::cache
