#pragma once

#include "core/cache/database.h"
#include "core/cache/pageplanner.h"
#include "core/cache/paymentmemo.h"
#include "core/domain/payment.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>
#include <QList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <variant>

namespace dd::cache {

namespace PaymentQuery {
struct TextAlternative;
}
struct SqlCondition;
class PaymentDigest;
class PaymentDigestLoader;
class StatementCache;

// The reads of payments and refunds on one connection: finds, counts, totals and pages, the pages
// as PagePlanner plans them, with results kept in a PaymentMemo until a write makes them stale.
// The matches of a filter (bitmaps, sorted ids, text matches) are read in paymentmatches.cpp.
class PaymentReader
{
public:
    // `generation` counts this connection's writes (VaultPaymentStore): with PRAGMA data_version it
    // tells whether the digest in use still matches the cache.
    PaymentReader(StatementCache &statements, PaymentMemo &memo, const quint64 &generation);
    ~PaymentReader();
    PaymentReader(const PaymentReader &) = delete;
    PaymentReader &operator=(const PaymentReader &) = delete;

    std::optional<Payment> findByHash(const QString &hash);
    std::optional<Payment> findByMerchantCode(const QString &merchantPaymentCode);
    std::optional<PaymentRow> rowById(qint64 rowId);
    QList<Refund> refunds(qint64 rowId);
    qint64 count(const PaymentFilter &filter);
    bool countIsQuick(const PaymentFilter &filter);
    bool totalsAreQuick();
    QList<PaymentTotal> totals(const PaymentFilter &filter);
    // Up to `limit` rows after `after` and then `offset` more matches.
    QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                           int limit, qint64 offset);
    PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride);

    PagePlanner &planner() { return m_planner; }

    void setDigestReader(std::function<std::optional<Database>()> openReader);
    qint64 digestBytes();
    void setDigestSortLimit(qint64 matches) { m_digestSortLimit = matches; }
    bool waitForDigest();

    // What PagePlanner weighs. refresh() first forgets what another connection's write made stale.
    void refresh();
    bool hasDigest();
    qint64 totalRowCount();
    // Whether fewer than `limit` payments match (reads at most `limit` index entries).
    bool matchesFewerThan(const PaymentFilter &filter, qint64 limit);
    // The index of the filter's date or amount range when that range holds few payments (NarrowRange
    // in paymentmatches.cpp), else null; probed once per filter until the next write.
    const char *narrowRangeIndex(const PaymentFilter &filter);
    // A text search that is mostly one stretch of merchant codes, sorted by open date or merchant code
    // (see MerchantCodeStretch in paymentmatches.cpp).
    bool isMerchantCodeStretch(const PaymentFilter &filter, const PaymentSort &sort);
    // A text search together with other conditions.
    static bool hasTextAndMore(const PaymentFilter &filter);
    // The ascending row ids such a filter (or, with the digest read, any text search) matches, read
    // from indexes only, or with the digest mostly from its sort orders (kept until the next write).
    const QList<qint64> &textMatchIds(const PaymentFilter &filter);
    // The row ids a filter without text search matches, from a covering index (kept until the next write).
    const PaymentMemo::FilterBitmap &filterBitmap(const PaymentFilter &filter);

private:
    std::optional<Payment> findWhere(const char *column, const QString &value);
    std::optional<Payment> readFull(Statement &find);

    // The ways of reading a page (PageStrategy). Null when the budget (VM steps, milliseconds;
    // 0 = no limit) ran out first.
    std::optional<QList<PaymentRow>> walkSortIndex(const PaymentFilter &filter, const PaymentSort &sort,
                                                   const std::optional<PageKey> &after, int limit, qint64 offset,
                                                   qint64 steps, qint64 milliseconds);
    QList<PaymentRow> walkSortIndexOnly(const PaymentFilter &filter, const PaymentSort &sort,
                                        const std::optional<PageKey> &after, int limit, qint64 offset);
    QList<PaymentRow> rowsFromSortedIds(const PaymentFilter &filter, const PaymentSort &sort,
                                        const std::optional<PageKey> &after, int limit, qint64 offset);
    // The ids of a page from the digest; none without one, or for a page key whose row no longer
    // holds the key's value.
    std::optional<QList<qint64>> digestPage(const PaymentFilter &filter, const PaymentSort &sort,
                                            const std::optional<PageKey> &after, int limit, qint64 offset);

    const QList<qint64> &sortedIds(const PaymentFilter &filter, const PaymentSort &sort);
    QList<PaymentRow> rowsOfIds(const QList<qint64> &ids);
    // Fill the memo's sorted ids: a filter without text search, or one with (see paymentmatches.cpp).
    void readSortedMatches(const PaymentFilter &filter, const PaymentSort &sort);
    void readSortedTextMatches(const PaymentFilter &filter, const PaymentSort &sort);
    // Appends the ids of a text alternative's matches, read from its index.
    void readTextCandidates(const PaymentQuery::TextAlternative &alternative, QList<qint64> &ids);
    // The sort keys of `digest` a text alternative's matches hold, on its column: none when the
    // digest cannot tell (e-mail, document, a hash prefix longer than a hash key).
    std::optional<std::pair<qint64, qint64>> digestTextKeys(const PaymentDigest &digest,
                                                            const PaymentQuery::TextAlternative &alternative);
    // Runs "SELECT columns FROM payments WHERE id IN (…) [AND also]" over `ids` in chunks; readChunk
    // steps each.
    void forEachChunkOfIds(const QList<qint64> &ids, const QByteArray &columns,
                           const std::function<void(Statement &)> &readChunk, const SqlCondition &also);
    // Rows of `table` (with any INDEXED BY) matching `condition`, counted up to `limit`.
    qint64 countUpTo(const QByteArray &table, const SqlCondition &condition, qint64 limit);
    // The digest of the cache as it is now, if one is read (call refresh() first). Held by the
    // caller: a nested read (textMatchIds) may find the cache written meanwhile and drop it.
    std::shared_ptr<const PaymentDigest> currentDigest();
    std::optional<qint64> digestSortKey(const PaymentDigest &digest, PaymentSort::Column column, const PageKey &key);
    // A row's stored value of the sort column, as page keys carry it; none without the row.
    std::optional<std::variant<qint64, QString>> storedSortValue(qint64 rowId, PaymentSort::Column column);
    QList<PaymentTotal> textAndMoreTotals(const PaymentFilter &filter);

    StatementCache &m_statements;
    PaymentMemo &m_memo;
    const quint64 &m_generation;
    PagePlanner m_planner;
    std::unique_ptr<PaymentDigestLoader> m_digests;   // when setDigestReader() was called
    qint64 m_digestSortLimit;
};

} // namespace dd::cache
