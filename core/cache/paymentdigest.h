#pragma once

#include "core/cache/paymentidset.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace dd::cache {

class Database;

// What every filter without text search tests and every sort orders by, for every payment, in
// memory: status, method, country, currency, open, confirm and status dates, amount, refunded
// total, hash key, and each payment's place in every sort order. About 100 bytes a payment.
//
// A filter's count is one pass over memory (~2 ms at a million payments, where an index pass takes
// 40-120 ms); a page walks the sort order testing payments in memory, or, for a filter with few
// matches, sorts them once (sortedMatches). Read in one read transaction, it shows the cache as it
// was then: PaymentStore only asks it while nothing was written since (paymentdigestloader.h).
//
// Sort keys are integers in the sort column's order: the column itself for dates, amounts, status
// and hash keys; for text columns with few values (currency, method, country) 2 × the value's place
// among the stored values + 1, so a value no payment holds falls between them; for merchant codes
// and customer names, the value's rank (equal values, equal ranks).
class PaymentDigest
{
public:
    using Id = PaymentIdSet::Id;

    // Reads every payment's values from the sort indexes, in one read transaction of `db`. None on a
    // read failure, when `cancelled` turns true, when row ids do not fit 32 bits, or when status,
    // method, country or currency holds more than 254 distinct values (the SQL plans serve those).
    static std::unique_ptr<PaymentDigest> read(Database &db, const std::atomic<bool> &cancelled);

    // A filter without text search, compiled against the stored values. Every criterion is tested
    // for every payment, without branches (one not set allows everything): a branch per criterion
    // mispredicted on every other payment of a filter matching half of them (~10 ns a payment).
    class Test
    {
    public:
        bool matches(Id id) const
        {
            const PaymentDigest &d = *m_digest;
            const qint64 date = (*m_dates)[id], amount = d.m_amount[id];
            return m_status[d.m_status[id]] & m_method[d.m_method[id]] & m_country[d.m_country[id]]
                   & m_currency[d.m_currency[id]] & (date >= m_firstDate) & (date <= m_lastDate)
                   & (amount >= m_minAmount) & (amount <= m_maxAmount);
        }

    private:
        friend class PaymentDigest;
        const PaymentDigest *m_digest = nullptr;
        std::array<bool, 256> m_status{}, m_method{}, m_country{}, m_currency{};
        const std::vector<qint64> *m_dates = nullptr;   // open or confirm dates
        qint64 m_firstDate = std::numeric_limits<qint64>::min(), m_lastDate = std::numeric_limits<qint64>::max();
        qint64 m_minAmount = std::numeric_limits<qint64>::min(), m_maxAmount = std::numeric_limits<qint64>::max();
    };
    // None for a text search: the digest holds no text.
    std::optional<Test> test(const PaymentFilter &filter) const;

    // A text search's matches.
    using IdSet = PaymentIdSet;

    qint64 count(const Test &test) const;
    // Totals per currency, status and method (in that order, as SQL's GROUP BY gives them) of the
    // matches, or of `ids` (a text search's matches, each held here).
    QList<PaymentTotal> totals(const Test &test) const;
    QList<PaymentTotal> totals(const QList<qint64> &ids) const;
    // Every match, ascending by (sort key, id): a filter with few matches sorts them once.
    std::vector<Id> sortedMatches(const Test &test, PaymentSort::Column column) const;
    // The same for ids found elsewhere (a text search's matches), each held here (holds()).
    std::vector<Id> sorted(const QList<qint64> &ids, PaymentSort::Column column) const;
    // Up to `limit` ids from `ordered` (ascending by (key, id)) in `order`, after the row with sort key
    // `key` and id `afterId` when `key` is set, past `offset` more.
    QList<qint64> slice(const std::vector<Id> &ordered, const PaymentSort &sort, std::optional<qint64> key,
                        qint64 afterId, int limit, qint64 offset) const;
    // A text search's matches, for walk(): the set, and the sort keys they span on the column walked
    // (keySpan()), so that the walk skips the stretches of the order that hold none of them: "ana"
    // sorted by name descending walked past every later name first (33-37 ms at 1M payments).
    struct Among
    {
        const IdSet *ids = nullptr;
        std::pair<qint64, qint64> keys{std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max()};
    };
    // The lowest and highest sort key of `ids` (each held here) on `column`; an empty range for none.
    std::pair<qint64, qint64> keySpan(const QList<qint64> &ids, PaymentSort::Column column) const;
    // Like slice(), from the sort's whole order, testing each payment: for filters with many matches.
    // With `among`, only its payments match (a text search's, `test` then testing the rest of the filter).
    QList<qint64> walk(const Test &test, const Among *among, const PaymentSort &sort, std::optional<qint64> key,
                       qint64 afterId, int limit, qint64 offset) const;

    // The sort keys a filter allows on a column, inclusive: a walk of that column's order goes
    // through this stretch only (the payments of an amount range sorted by amount, for one).
    std::pair<qint64, qint64> keyRange(const Test &test, PaymentSort::Column column) const;
    // The payments whose sort key on `column` lies in [lowest, highest], ascending by (key, id): one
    // stretch of the column's order. A text search's prefix of hash keys, merchant codes or names
    // is one (for the two ranked columns, from the ranks of its first and last value).
    std::span<const Id> stretch(PaymentSort::Column column, qint64 lowest, qint64 highest) const;
    // The payments in any of `stretches` or among `ids` that pass `test`.
    IdSet matchesIn(const std::vector<std::span<const Id>> &stretches, const QList<qint64> &ids, const Test &test) const;
    bool holds(qint64 id) const;
    qint64 sortKey(PaymentSort::Column column, Id id) const;
    // The sort key of a page key's value, for columns whose values the digest holds (not merchant
    // codes and names: those take sortKey() of the page key's row, once its value is checked).
    std::optional<qint64> sortKeyOfValue(PaymentSort::Column column, const std::variant<qint64, QString> &value) const;
    static bool ranksText(PaymentSort::Column column);

    qint64 payments() const { return qint64(m_order[0].size()); }
    qint64 bytes() const;

private:
    PaymentDigest() = default;
    using Order = std::vector<Id>;   // ids ascending by (sort key, id)
    bool readOrder(Database &db, PaymentSort::Column column, const std::atomic<bool> &cancelled);
    const std::vector<QByteArray> *dictionary(PaymentSort::Column column) const;
    std::vector<Id> sortedByKey(std::vector<std::pair<qint64, Id>> keyed) const;
    bool readGroups(Database &db, const std::atomic<bool> &cancelled);
    // Adds up the payments `forEach` gives (it calls its argument with each id).
    QList<PaymentTotal> addUp(const std::function<void(const std::function<void(Id)> &)> &forEach) const;
    // Where a page after (key, afterId) starts in `ordered` read in the sort's direction: ascending,
    // the first position past it; descending, one past the last position before it. Without a key,
    // the start of that direction.
    qsizetype pageStart(const std::vector<Id> &ordered, const PaymentSort &sort, std::optional<qint64> key,
                        qint64 afterId) const;
    // The positions [first, end) of `column`'s order whose keys lie in [lowest, highest].
    std::pair<qsizetype, qsizetype> stretchBounds(PaymentSort::Column column, qint64 lowest, qint64 highest) const;
    // Where (key, afterId) falls in `ordered`: the first position past it in ascending order.
    qsizetype positionAfter(const std::vector<Id> &ordered, PaymentSort::Column column, qint64 key, qint64 afterId) const;

    static constexpr std::uint8_t Absent = 0xff;   // no payment has this id
    std::vector<std::uint8_t> m_status, m_method, m_country, m_currency;   // status rank; dictionary places
    std::uint8_t m_highestStatus = 0;
    std::vector<qint64> m_open, m_confirm, m_statusDate, m_amount, m_hash, m_refunded;
    std::vector<std::uint32_t> m_merchantRank, m_nameRank;
    std::vector<QByteArray> m_methods, m_countries, m_currencies;   // UTF-8, ascending as SQLite's BINARY
    std::array<Order, size_t(PaymentSort::Column::Count)> m_order;
};

} // namespace dd::cache
