#pragma once

#include "core/cache/paymentidset.h"
#include "core/cache/paymentwriter.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace dd::cache {

class PaymentDigest;

// Results of earlier payment reads kept until a write makes them stale, each with the key of what
// it answers (a filter's SQL and values, plus the sort where it matters). What a write makes stale
// is decided here, in forget(): every result depends on payment rows, none on refunded totals, and
// the digest's own results on the digest they were read from.
struct PaymentMemo
{
    // The row ids a filter without text search matches, as a bitmap read from a covering index.
    struct FilterBitmap
    {
        std::optional<QByteArray> key;   // the filter it holds; none once a write made it stale
        std::vector<bool> holds;
        qint64 count = 0;
    };
    // The ids of the last text search with more conditions (or, with the digest, of any).
    struct TextMatches
    {
        std::optional<QByteArray> key;   // of the filter they answer
        QList<qint64> ids;               // ascending
        // With the digest: the same ids as a set, for walks, and the digest they were found in
        // (only compared).
        PaymentIdSet set;
        const PaymentDigest *of = nullptr;
        // The sort keys the ids span on the column of the last text page walked
        // (PaymentDigest::keySpan), with the filter and column they are for.
        std::optional<QByteArray> spanKey;
        std::pair<qint64, qint64> span;
    };

    // After a write on this connection.
    void forget(const WriteEffects &effects);
    // Before a read: PRAGMA data_version changes when another connection commits, and nothing tells
    // what it wrote.
    void seeDataVersion(qint64 dataVersion);
    qint64 dataVersion() const { return m_dataVersion; }

    QHash<QByteArray, qint64> counts;               // filter → count
    QSet<QByteArray> sparseOrders;                  // filter + sort whose walk ran out of budget, or planned sparse
    QHash<QByteArray, const char *> narrowRanges;   // filter → the index of its narrow range, or null
    // The sorted row ids of the last sparse filter and sort column (in sortedIdsOrder).
    std::optional<QByteArray> sortedIdsKey;
    QList<qint64> sortedIds;
    Qt::SortOrder sortedIdsOrder = Qt::AscendingOrder;
    FilterBitmap bitmap;   // of the last filter walked with one
    TextMatches text;
    // The digest's sorted matches of the last filter with few matches and sort column (the key holds
    // the loader's adoptions(), so a newer digest sorts them again).
    std::optional<QByteArray> digestSortedKey;
    std::vector<std::uint32_t> digestSorted;

private:
    void forgetAll();
    void forgetDigestResults();

    qint64 m_dataVersion = -1;
};

} // namespace dd::cache
