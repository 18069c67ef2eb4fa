#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/cache/paymentfilter.h"
#include "core/cache/paymentidset.h"
#include "core/domain/payment.h"
#include "core/domain/result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <variant>
#include <vector>

namespace dd {

namespace cache::PaymentCodec {
struct PreparedPayment;
}
namespace cache::PaymentQuery {
struct TextAlternative;
}
namespace cache {
struct SqlCondition;
class PaymentDigest;
class PaymentDigestLoader;
}

struct StoreError
{
    enum class Kind { InvalidPayment, Storage };
    Kind kind = Kind::Storage;
    QString message;
};

// Payments and refunds in the cache: writes of gateway answers and the reads every table, total
// and report is built from. Works on one connection; thread-affine like it.
//
// Ordering rule for writes: an answer replaces the stored payment unless it is older, i.e.
//  - the stored status is later in the life cycle (OP < PE < CO < CA; CA is final), or
//  - the status is the same and the answer's status_date is earlier than the stored one.
// Refunds follow the same rule on their own status (RE < PE < CO|CA; CO and CA are final).
// Fields only DirectDesk knows (customer name/e-mail/document, card first six/last four, refund
// bank_info) are kept when an answer does not carry them.
class PaymentStore
{
public:
    explicit PaymentStore(cache::Database &database, CacheClock clock = systemCacheClock());
    ~PaymentStore();
    PaymentStore(const PaymentStore &) = delete;
    PaymentStore &operator=(const PaymentStore &) = delete;

    struct WriteOutcome
    {
        qint64 rowId = 0;
        bool inserted = false;
        bool applied = false;   // false when the stored payment was newer and kept
    };

    // One gateway answer (payment + its refunds) in one transaction.
    Result<WriteOutcome, StoreError> upsert(const Payment &payment);
    // Many answers (imports, refreshes) in one transaction; the number applied. A first import of
    // many more payments than the cache holds is faster through PaymentImport (paymentimport.h).
    Result<qint64, StoreError> upsertMany(const QList<Payment> &payments);

    // Reads.
    std::optional<Payment> findByHash(const QString &hash);
    std::optional<Payment> findByMerchantCode(const QString &merchantPaymentCode);
    std::optional<PaymentRow> rowById(qint64 rowId);
    QList<Refund> refunds(qint64 rowId);
    qint64 count(const PaymentFilter &filter);
    // True when count(filter) answers at once: a filter on statuses, methods, countries and
    // currency only (kept per group on write), a count already made since the last write, or any
    // filter while a payment digest matches the cache.
    bool countIsQuick(const PaymentFilter &filter);
    // True when totals() of any filter answer at once (a few ms at a million payments): while a
    // payment digest matches the cache.
    bool totalsAreQuick();
    // Up to `limit` rows after `after` (from the first row when unset), in `sort` order.
    QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                           int limit);
    static PageKey keyOf(const PaymentRow &row, const PaymentSort &sort);
    QList<PaymentTotal> totals(const PaymentFilter &filter);

    // "Jump to row N": build the sparse anchors once per filter and sort (one pass over the
    // matching rows), then read any row range with at most `stride` rows skipped.
    PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride = 1000);
    QList<PaymentRow> rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit);

    // How much work (SQLite VM steps) a page may spend walking the sort index before the filter is
    // read through its own indexes instead (see readRows); for tests and tuning. 0 = no limit.
    void setSortWalkSteps(qint64 steps) { m_walkSteps = steps; }

    // Lets counts and pages of filters without text search come from a PaymentDigest, read in the
    // background on connections `openReader` opens (Vault does so for the session it unlocks when
    // VaultOptions::paymentDigest is set). Until one is read, and after each write until the next,
    // the SQL plans below answer.
    void setDigestReader(std::function<std::optional<cache::Database>()> openReader);
    // The memory the digest in use holds (0 without one).
    qint64 digestBytes();
    // Up to how many matches a digest page sorts them all once; above, it walks the sort order testing
    // each payment (see DigestSortsUpTo in the .cpp). For tests and tuning.
    void setDigestSortLimit(qint64 matches) { m_digestSortLimit = matches; }
    // Starts reading the digest if the cache has changed since the last, and waits for it; true when
    // reads use one now. For tests and benchmarks: the app lets it come in the background.
    bool waitForDigest();

    // The connection it reads (core/cache's streaming export reader shares it).
    cache::Database &database() { return m_db; }

    // Increases with every write, so models and caches know when what they hold is stale.
    quint64 generation() const { return m_generation; }

private:
    // A payment_groups row: currency × status × method × country (schema migrations 3 and 5).
    struct GroupKey
    {
        QString currency;
        qint64 status = 0;
        QString method;
        QString country;
        friend bool operator<(const GroupKey &a, const GroupKey &b)
        {
            return std::tie(a.status, a.currency, a.method, a.country)
                   < std::tie(b.status, b.currency, b.method, b.country);
        }
    };
    struct GroupChange
    {
        qint64 count = 0;
        qint64 amount = 0;
        qint64 refunded = 0;
    };

    friend class PaymentImport;   // writes its batches through writeBatch() in its own transaction
    friend class SettleBatch;     // writes answers with the queue and intent rows they settle

    Result<WriteOutcome, StoreError> write(const cache::PaymentCodec::PreparedPayment &prepared, qint64 observedAtMs);
    // Writes the answers in order inside the open transaction (group changes gathered); the number applied.
    Result<qint64, StoreError> writeBatch(const QList<Payment> &payments, qint64 observedAtMs);
    bool writeRefunds(qint64 rowId, const Payment &payment, const GroupKey &group, qint64 storedRefunded);
    void changeGroup(const GroupKey &key, qint64 count, qint64 amount, qint64 refunded);
    // Adds what this transaction's writes changed to payment_groups; call before committing.
    bool applyGroupChanges();
    std::optional<Payment> findWhere(const char *column, const QString &value);
    QList<PaymentRow> readRows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                               int limit, qint64 offset);
    // Null when the budget (VM steps, milliseconds; 0 = no limit) ran out first.
    std::optional<QList<PaymentRow>> walkSortIndex(const PaymentFilter &filter, const PaymentSort &sort,
                                                   const std::optional<PageKey> &after, int limit, qint64 offset,
                                                   qint64 steps, qint64 milliseconds);
    QList<PaymentRow> rowsFromSortedIds(const PaymentFilter &filter, const PaymentSort &sort,
                                        const std::optional<PageKey> &after, int limit, qint64 offset);
    const QList<qint64> &sortedIds(const PaymentFilter &filter, const PaymentSort &sort);
    QList<PaymentRow> rowsOfIds(const QList<qint64> &ids);
    // The row ids a filter without text search matches, as a bitmap read from a covering index.
    struct FilterBitmap
    {
        std::optional<QByteArray> key;   // the filter it holds; none once a write made it stale
        std::vector<bool> holds;
        qint64 count = 0;
    };
    const FilterBitmap &filterBitmap(const PaymentFilter &filter);
    QList<PaymentRow> walkSortIndexOnly(const PaymentFilter &filter, const FilterBitmap &bitmap, const PaymentSort &sort,
                                        const std::optional<PageKey> &after, int limit, qint64 offset);
    // walkSortIndexOnly() with the filter's bitmap, unless its matches are too few (BitmapWalkPercent).
    std::optional<QList<PaymentRow>> walkWithBitmap(const PaymentFilter &filter, const PaymentSort &sort,
                                                    const std::optional<PageKey> &after, int limit, qint64 offset);
    // Fill m_sortedIds: a filter without text search, or one with (see the .cpp).
    void readSortedMatches(const PaymentFilter &filter, const PaymentSort &sort);
    void readSortedTextMatches(const PaymentFilter &filter, const PaymentSort &sort);
    // A text search together with other conditions.
    static bool hasTextAndMore(const PaymentFilter &filter);
    // The ascending row ids such a filter (or, with the digest read, any text search) matches, read
    // from indexes only, or with the digest mostly from its sort orders (kept until the next write).
    const QList<qint64> &textMatchIds(const PaymentFilter &filter);
    // Appends the ids of a text alternative's matches, read from its index.
    void readTextCandidates(const cache::PaymentQuery::TextAlternative &alternative, QList<qint64> &ids);
    // The sort keys of `digest` a text alternative's matches hold, on its column: none when the
    // digest cannot tell (e-mail, document, a hash prefix longer than a hash key).
    std::optional<std::pair<qint64, qint64>> digestTextKeys(const cache::PaymentDigest &digest,
                                                            const cache::PaymentQuery::TextAlternative &alternative);
    // Runs "SELECT columns FROM payments WHERE id IN (…) [AND also]" over `ids` in chunks; readChunk
    // steps each.
    void forEachChunkOfIds(const QList<qint64> &ids, const QByteArray &columns,
                           const std::function<void(cache::Statement &)> &readChunk,
                           const cache::SqlCondition &also);
    bool walksSortIndex(const PaymentFilter &filter, const PaymentSort &sort);
    cache::Statement &cached(const QByteArray &sql);
    cache::Statement &cached(const char *sql);
    std::optional<Payment> readFull(cache::Statement &find);
    StoreError storageError() const;
    // After a write (here or by another connection): forgets the counts and every result kept below.
    void dropStaleCounts();
    // The digest of the cache as it is now, if one is read (call dropStaleCounts() first). Held by
    // the caller: a nested read (textMatchIds) may find the cache written meanwhile and drop it.
    std::shared_ptr<const cache::PaymentDigest> currentDigest();
    // The ids of a page from the digest; none without one, or for a page key whose row no longer
    // holds the key's value.
    std::optional<QList<qint64>> digestPage(const PaymentFilter &filter, const QByteArray &filterKey,
                                            const PaymentSort &sort, const std::optional<PageKey> &after, int limit,
                                            qint64 offset);
    std::optional<qint64> digestSortKey(const cache::PaymentDigest &digest, PaymentSort::Column column,
                                        const PageKey &key);
    // A row's stored value of the sort column, as page keys carry it; none without the row.
    std::optional<std::variant<qint64, QString>> storedSortValue(qint64 rowId, PaymentSort::Column column);
    qint64 totalRowCount();
    // Whether fewer than `limit` payments match (reads at most `limit` index entries).
    bool matchesFewerThan(const PaymentFilter &filter, qint64 limit);
    // Rows of `table` (with any INDEXED BY) matching `condition`, counted up to `limit`.
    qint64 countUpTo(const QByteArray &table, const cache::SqlCondition &condition, qint64 limit);
    // The index of the filter's date or amount range when that range holds few payments (NarrowRange
    // in the .cpp), else null; probed once per filter until the next write.
    const char *narrowRangeIndex(const PaymentFilter &filter);
    // A text search that is mostly one stretch of merchant codes, sorted by open date or merchant code
    // (see MerchantCodeStretch in the .cpp).
    bool isMerchantCodeStretch(const PaymentFilter &filter, const PaymentSort &sort);

    cache::Database &m_db;
    CacheClock m_clock;
    std::map<GroupKey, GroupChange> m_groupChanges;   // of the open write transaction
    std::map<QByteArray, cache::Statement> m_statements;
    QHash<QByteArray, qint64> m_counts;   // filter SQL + values → count, while nothing was written
    QSet<QByteArray> m_sparseOrders;      // filter + sort whose walk ran out of budget, same lifetime
    QHash<QByteArray, const char *> m_narrowRanges;   // narrowRangeIndex() per filter, same lifetime
    quint64 m_generation = 0;
    qint64 m_walkSteps;
    quint64 m_countsGeneration = 0;
    qint64 m_countsDataVersion = -1;      // PRAGMA data_version: changes when another connection writes
    // Results kept while nothing is written, each with the key of what it answers; dropStaleCounts()
    // forgets them with the counts. The sorted row ids of the last sparse filter and sort column (in
    // m_sortedIdsOrder):
    std::optional<QByteArray> m_sortedIdsKey;
    QList<qint64> m_sortedIds;
    Qt::SortOrder m_sortedIdsOrder = Qt::AscendingOrder;
    FilterBitmap m_bitmap;   // of the last filter walked with one
    // textMatchIds() of the last text search with more conditions.
    struct TextMatches
    {
        std::optional<QByteArray> key;   // of the filter they answer
        QList<qint64> ids;               // ascending
        // With the digest: the same ids as a set, for walks, and the digest they were found in
        // (only compared).
        cache::PaymentIdSet set;
        const cache::PaymentDigest *of = nullptr;
        // The sort keys the ids span on the column of the last text page walked
        // (PaymentDigest::keySpan), with the filter and column they are for.
        std::optional<QByteArray> spanKey;
        std::pair<qint64, qint64> span;
    };
    TextMatches m_text;
    std::unique_ptr<cache::PaymentDigestLoader> m_digests;   // when setDigestReader() was called
    qint64 m_digestSortLimit;
    // The digest's sorted matches of the last filter with few matches and sort column (the key holds
    // the loader's adoptions(), so a newer digest sorts them again).
    std::optional<QByteArray> m_digestSortedKey;
    std::vector<std::uint32_t> m_digestSorted;
};

} // namespace dd
