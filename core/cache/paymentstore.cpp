#include "core/cache/paymentstore.h"

#include "core/cache/bulkwritesettings.h"
#include "core/cache/paymentcodec.h"
#include "core/cache/paymentdigest.h"
#include "core/cache/paymentdigestloader.h"
#include "core/cache/paymentquery.h"
#include "core/cache/secretscrubber.h"

#include <QCoreApplication>
#include <QScopeGuard>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

namespace dd {

using cache::Statement;
using cache::SqlCondition;
using cache::SqlValue;
namespace Codec = cache::PaymentCodec;
namespace Query = cache::PaymentQuery;

namespace {

constexpr int CancelledRank = 4;
// A filter matching at least this share of all payments walks the sort index (see anchors).
constexpr qint64 DenseFilterPercent = 10;
// How much a walk of the sort index may do before the filter counts as sparse for that sort (see
// readRows): a few thousand rows tested, or 10 ms (rows read from disk cost time, not steps).
constexpr qint64 WalkSteps = 100'000;
constexpr qint64 WalkMilliseconds = 10;
constexpr qint64 WalkStepsPerSkippedRow = 60;
// A text search with fewer matches than this is read through its own indexes and sorted at once:
// its matches cluster along the sort order (merchant codes, names), so a walk may test most rows
// before it finds a page. Counting up to this many through the prefix indexes takes a few ms.
constexpr qint64 FewTextMatches = 5'000;
// A merchant code prefix with at least FewTextMatches and fewer than this many matches (and few
// matches of the search's other alternatives), sorted by open date or merchant code, is sorted at
// once: codes are usually given in sequence, so its matches are one stretch of either order that a
// walk reaches only after skipping everything before it, while their (open date, id) pairs come from
// the merchant code index alone (migration 8): ~20 ms for 100,000 at 1M payments.
constexpr qint64 MerchantCodeStretch = 200'000;
// A text search with more conditions whose matches (textMatchIds) are fewer than this is sorted at
// once: reading their sort values costs ~8 us a row, so at most ~0.4 s once per filter and sort.
constexpr qsizetype TextAndMoreSortedAtOnce = 50'000;
// A filter without text search, sorted by a column outside the totals index, that matches at least
// this share of all payments walks the sort index testing ids in a bitmap (walkSortIndexOnly): a page
// then reads at most ~100 × 100 index entries; sparser filters are sorted at once.
constexpr qint64 BitmapWalkPercent = 1;
// A filter whose date or amount range holds fewer payments than this reads the range through its own
// index and sorts the matches at once (a day of confirmations at 1M payments: ~700), instead of a
// walk that runs out of budget and a pass over all of payments_totals (~110 ms cold) to sort them.
constexpr qint64 NarrowRange = 1'000;
// A page that skips more matches than this first (a jump: the scroll bar dragged down a filtered
// list) skips them in the filter's bitmap, reading sort index entries only, instead of walking and
// testing a table row per row skipped: the middle of confirmed BRL payments by amount (110,000 of
// 1,000,000) took 5.5 s that way.
constexpr qint64 LongSkip = 1'000;
// Rows read by id in one statement (rowsOfIds, forEachChunkOfIds).
constexpr int IdsPerRead = 100;
// A filter with at most this many matches has them sorted once from the digest (one pass over it,
// ~3 ms at a million payments), and its pages sliced from that order; one with more walks the
// digest's sort order testing each payment (~30 ns each, in random order): a page of a filter with
// 5,000 matches in a million tests ~20,000 where they are spread evenly. Sorting 40,000 matches
// took 7-22 ms a sort column; walking for them, 1-3 ms.
constexpr qint64 DigestSortsUpTo = 5'000;

// The ordering rule documented in paymentstore.h.
bool paymentAnswerIsCurrent(qint64 storedRank, qint64 storedDateMs, qint64 incomingRank, qint64 incomingDateMs)
{
    if (storedRank == CancelledRank && incomingRank != CancelledRank)
        return false;
    if (incomingRank != storedRank)
        return incomingRank > storedRank;
    return !(incomingDateMs != 0 && storedDateMs != 0 && incomingDateMs < storedDateMs);
}

bool refundAnswerIsCurrent(qint64 storedRank, qint64 incomingRank)
{
    const bool storedFinal = storedRank >= 3;
    if (storedFinal && incomingRank != storedRank)
        return false;
    return incomingRank >= storedRank;
}

QByteArray cacheKey(const SqlCondition &condition)
{
    QByteArray key = condition.text;
    for (const SqlValue &value : condition.values) {
        key += '\x1f';
        if (const auto *number = std::get_if<qint64>(&value))
            key += QByteArray::number(*number);
        else
            key += std::get<QString>(value).toUtf8();
    }
    return key;
}

SqlCondition combined(SqlCondition left, const SqlCondition &right)
{
    if (!right.text.isEmpty())
        left.add(right.text, right.values);
    return left;
}

QByteArray whereClause(const SqlCondition &condition)
{
    return condition.text.isEmpty() ? QByteArray() : " WHERE " + condition.text;
}

// The ids of a text alternative's matches, through its own index (append ORDER BY and LIMIT as needed).
QByteArray alternativeIdsSql(const Query::TextAlternative &alternative)
{
    return "SELECT id FROM payments INDEXED BY " + QByteArray(alternative.index) + whereClause(alternative.condition);
}

// The index ranges a page of `filter` reads in turn: all of it for a first page, and after a key the
// rest of the key's tie, then what lies beyond (PaymentQuery::restOfTie).
QList<SqlCondition> pageRanges(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after)
{
    const SqlCondition all = Query::condition(filter);
    if (!after)
        return {all};
    return {combined(all, Query::restOfTie(*after, sort)), Query::beyondTie(filter, *after, sort)};
}

// (sort value, id) pairs to ids in (value, id) order, each id once. Text values are compared as
// UTF-8 bytes, as SQLite's BINARY collation does.
template<typename Value>
QList<qint64> orderedIds(std::vector<std::pair<Value, qint64>> &matches, Qt::SortOrder order)
{
    std::sort(matches.begin(), matches.end());
    if (order == Qt::DescendingOrder)
        std::reverse(matches.begin(), matches.end());
    QList<qint64> ids;
    ids.reserve(qsizetype(matches.size()));
    for (const auto &match : matches) {
        if (ids.isEmpty() || ids.constLast() != match.second)
            ids.append(match.second);
    }
    return ids;
}

// Collects the (value, id) rows of a statement whose first column is a sort value and second the id,
// those whose id `keep` accepts.
template<typename Value, typename ReadValue, typename Keep>
void collectMatches(Statement &select, std::vector<std::pair<Value, qint64>> &matches, ReadValue readValue, Keep keep)
{
    while (select.step() == Statement::Step::Row) {
        const qint64 id = select.columnInt(1);
        if (keep(id))
            matches.emplace_back(readValue(), id);
    }
}

} // namespace

PaymentStore::PaymentStore(cache::Database &database, CacheClock clock)
    : m_db(database), m_clock(std::move(clock)), m_walkSteps(WalkSteps), m_digestSortLimit(DigestSortsUpTo)
{
}

PaymentStore::~PaymentStore() = default;

void PaymentStore::setDigestReader(std::function<std::optional<cache::Database>()> openReader)
{
    m_digests = std::make_unique<cache::PaymentDigestLoader>(std::move(openReader));
}

bool PaymentStore::waitForDigest()
{
    if (!m_digests)
        return false;
    dropStaleCounts();
    return m_digests->readNow({m_countsGeneration, m_countsDataVersion}) != nullptr;
}

qint64 PaymentStore::digestBytes()
{
    dropStaleCounts();
    const std::shared_ptr<const cache::PaymentDigest> digest = currentDigest();
    return digest ? digest->bytes() : 0;
}

std::shared_ptr<const cache::PaymentDigest> PaymentStore::currentDigest()
{
    return m_digests ? m_digests->current({m_countsGeneration, m_countsDataVersion}) : nullptr;
}

std::optional<QList<qint64>> PaymentStore::digestPage(const PaymentFilter &filter, const QByteArray &filterKey,
                                                      const PaymentSort &sort, const std::optional<PageKey> &after,
                                                      int limit, qint64 offset)
{
    const std::shared_ptr<const cache::PaymentDigest> digest = currentDigest();
    if (!digest)
        return std::nullopt;
    std::optional<qint64> key;
    if (after) {
        key = digestSortKey(*digest, sort.column, *after);
        if (!key)
            return std::nullopt;
    }
    const qint64 afterId = after ? after->rowId : 0;
    // Many matches walk the digest's sort order; few are sorted once. A text search's matches
    // (textMatchIds) are a set of ids to walk with the rest of the filter, or to sort.
    const std::optional<cache::PaymentDigest::Test> test = digest->test(filter);
    if (test && count(filter) > m_digestSortLimit)
        return digest->walk(*test, nullptr, sort, key, afterId, limit, offset);
    const QByteArray columnKey = filterKey + '\x1e' + QByteArray::number(int(sort.column));
    if (!test && textMatchIds(filter).size() > m_digestSortLimit && m_text.of == digest.get()) {
        if (m_text.spanKey != columnKey) {
            m_text.span = digest->keySpan(m_text.ids, sort.column);
            m_text.spanKey = columnKey;
        }
        PaymentFilter rest = filter;
        rest.text.clear();
        const cache::PaymentDigest::Among among{&m_text.set, m_text.span};
        return digest->walk(*digest->test(rest), &among, sort, key, afterId, limit, offset);
    }
    const QByteArray sortedKey = columnKey + '\x1e' + QByteArray::number(m_digests->adoptions());
    if (m_digestSortedKey != sortedKey) {
        m_digestSorted = test ? digest->sortedMatches(*test, sort.column) : digest->sorted(textMatchIds(filter), sort.column);
        m_digestSortedKey = sortedKey;
    }
    return digest->slice(m_digestSorted, sort, key, afterId, limit, offset);
}

std::optional<qint64> PaymentStore::digestSortKey(const cache::PaymentDigest &digest, PaymentSort::Column column,
                                                  const PageKey &key)
{
    if (!cache::PaymentDigest::ranksText(column))
        return digest.sortKeyOfValue(column, key.value);
    // Merchant codes and names are ranked, not held: the key's row gives its rank while it still
    // holds the key's value (as it does unless the key comes from before a write).
    if (!std::holds_alternative<QString>(key.value) || !digest.holds(key.rowId)
        || storedSortValue(key.rowId, column) != key.value)
        return std::nullopt;
    return digest.sortKey(column, cache::PaymentDigest::Id(key.rowId));
}

std::optional<SqlValue> PaymentStore::storedSortValue(qint64 rowId, PaymentSort::Column column)
{
    Statement &value = cached("SELECT " + QByteArray(Query::sortColumn(column)) + " FROM payments WHERE id = ?");
    value.bind(1, rowId);
    std::optional<SqlValue> stored;
    if (value.step() == Statement::Step::Row)
        stored = Query::sortsAsText(column) ? SqlValue(value.columnText(0)) : SqlValue(value.columnInt(0));
    value.reset();
    return stored;
}

Statement &PaymentStore::cached(const char *sql)
{
    // Fixed statements are looked up by their text without copying it.
    auto found = m_statements.find(QByteArray::fromRawData(sql, qsizetype(qstrlen(sql))));
    if (found != m_statements.end()) {
        found->second.reset();
        return found->second;
    }
    return cached(QByteArray(sql));
}

Statement &PaymentStore::cached(const QByteArray &sql)
{
    auto found = m_statements.find(sql);
    if (found != m_statements.end()) {
        found->second.reset();
        return found->second;
    }
    if (m_statements.size() > 96)   // filters vary; keep the cache bounded
        m_statements.clear();
    return m_statements.emplace(sql, m_db.prepare(sql.constData())).first->second;
}

StoreError PaymentStore::storageError() const
{
    return StoreError{StoreError::Kind::Storage, m_db.lastError().message};
}

Result<PaymentStore::WriteOutcome, StoreError> PaymentStore::upsert(const Payment &payment)
{
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return storageError();
    m_groupChanges.clear();
    auto outcome = write(Codec::prepare(payment), m_clock());
    if (!outcome)
        return outcome;
    if (!applyGroupChanges() || transaction.commit())
        return storageError();
    ++m_generation;
    return outcome;
}

Result<qint64, StoreError> PaymentStore::upsertMany(const QList<Payment> &payments)
{
    std::optional<cache::BulkWriteSettings> bulk;   // outlives the transaction: set back after the commit
    if (payments.size() >= cache::BulkBatchFrom)
        bulk.emplace(m_db);
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return storageError();
    m_groupChanges.clear();
    auto applied = writeBatch(payments, m_clock());
    if (!applied)
        return applied;
    if (!applyGroupChanges() || transaction.commit())
        return storageError();
    ++m_generation;
    return applied;
}

Result<qint64, StoreError> PaymentStore::writeBatch(const QList<Payment> &payments, qint64 observedAtMs)
{
    qint64 applied = 0;
    constexpr qsizetype ParallelFrom = 256;
    if (payments.size() < ParallelFrom) {
        for (const Payment &payment : payments) {
            auto outcome = write(Codec::prepare(payment), observedAtMs);
            if (!outcome)
                return outcome.error();
            applied += outcome->applied ? 1 : 0;
        }
        return applied;
    }
    // Cleaning and serialising run on the thread pool while this thread writes what is ready, in
    // order: the two overlap instead of the writer waiting for the whole batch to be prepared.
    QFuture<Codec::PreparedPayment> prepared = QtConcurrent::mapped(payments, &Codec::prepare);
    const auto stopPreparing = qScopeGuard([&prepared] {
        prepared.cancel();
        prepared.waitForFinished();
    });
    for (const Codec::PreparedPayment &payment : prepared) {
        auto outcome = write(payment, observedAtMs);
        if (!outcome)
            return outcome.error();
        applied += outcome->applied ? 1 : 0;
    }
    return applied;
}

Result<PaymentStore::WriteOutcome, StoreError> PaymentStore::write(const cache::PaymentCodec::PreparedPayment &prepared,
                                                                  qint64 observedAtMs)
{
    const Payment &payment = prepared.payment;
    if (payment.hash.trimmed().isEmpty()) {
        return StoreError{StoreError::Kind::InvalidPayment,
                          QCoreApplication::translate("dd::PaymentStore", "A payment without a hash cannot be stored.")};
    }
    // Every UPDATE here is "OR FAIL" and changes one row: SQLite checks its constraints before it
    // writes, and any failure rolls the whole transaction back. With the default ABORT, SQLite
    // opens a statement journal for each UPDATE, and SQLCipher encrypts every page it journals
    // (about 33 page encryptions per payment updated by a refresh).
    WriteOutcome outcome;
    const qint64 hashPrefix = Codec::prefixKey(payment.hash);
    const GroupKey incoming{Codec::storedCurrency(payment), Codec::paymentStatusRank(payment.status),
                            payment.paymentTypeCode, payment.country};
    GroupKey group = incoming;     // the payment's group once written
    qint64 refunded = 0;           // its stored refunded total
    Statement &find = cached("SELECT id, status, status_date, currency, payment_type_code, country, amount_ext, "
                             "refunded FROM payments WHERE hash_prefix = ? AND hash = ?");
    find.bind(1, hashPrefix).bind(2, payment.hash);
    const Statement::Step found = find.step();
    if (found == Statement::Step::Failed)
        return storageError();
    if (found == Statement::Step::Row) {
        outcome.rowId = find.columnInt(0);
        outcome.applied = paymentAnswerIsCurrent(find.columnInt(1), find.columnInt(2),
                                                 Codec::paymentStatusRank(payment.status),
                                                 Codec::toMs(payment.statusDate));
        const GroupKey stored{find.columnText(3), find.columnInt(1), find.columnText(4), find.columnText(5)};
        const qint64 storedAmount = find.columnInt(6);
        refunded = find.columnInt(7);
        find.reset();
        group = stored;
        if (outcome.applied) {
            Statement &update = cached(Codec::updateSql());
            Codec::bindPayment(update, prepared, observedAtMs);
            update.bind(46, outcome.rowId);
            if (!update.run())
                return storageError();
            changeGroup(stored, -1, -storedAmount, -refunded);
            changeGroup(incoming, 1, payment.amountExt.hundredths(), refunded);
            group = incoming;
        }
    } else {
        find.reset();
        Statement &insert = cached(Codec::insertSql());
        Codec::bindPayment(insert, prepared, observedAtMs);
        if (!insert.run())
            return storageError();
        outcome.rowId = m_db.lastInsertRowId();
        outcome.inserted = outcome.applied = true;
        changeGroup(incoming, 1, payment.amountExt.hundredths(), 0);
    }
    if (outcome.applied) {
        Statement &answer = cached("INSERT OR REPLACE INTO payment_answers(payment_id, answer) VALUES (?, ?)");
        answer.bind(1, outcome.rowId).bindBlob(2, prepared.answer);
        if (!answer.run())
            return storageError();
    }
    if (!payment.refunds.isEmpty() && !writeRefunds(outcome.rowId, payment, group, refunded))
        return storageError();
    return outcome;
}

void PaymentStore::changeGroup(const GroupKey &key, qint64 count, qint64 amount, qint64 refunded)
{
    GroupChange &change = m_groupChanges[key];
    change.count += count;
    change.amount += amount;
    change.refunded += refunded;
}

bool PaymentStore::applyGroupChanges()
{
    // The same rows the triggers of migration 3 kept: a group once written keeps its row, at zero.
    for (const auto &[key, change] : m_groupChanges) {
        Statement &create = cached("INSERT OR IGNORE INTO payment_groups(currency, status, payment_type_code, country) "
                                   "VALUES (?, ?, ?, ?)");
        create.bind(1, key.currency).bind(2, key.status).bind(3, key.method).bind(4, key.country);
        if (!create.run())
            return false;
        if (change.count == 0 && change.amount == 0 && change.refunded == 0)
            continue;
        Statement &add = cached("UPDATE OR FAIL payment_groups SET count = count + ?5, amount = amount + ?6, "
                                "refunded = refunded + ?7 WHERE currency = ?1 AND status = ?2 "
                                "AND payment_type_code = ?3 AND country = ?4");
        add.bind(1, key.currency).bind(2, key.status).bind(3, key.method).bind(4, key.country);
        add.bind(5, change.count).bind(6, change.amount).bind(7, change.refunded);
        if (!add.run())
            return false;
    }
    m_groupChanges.clear();
    return true;
}

bool PaymentStore::writeRefunds(qint64 rowId, const Payment &payment, const GroupKey &group, qint64 storedRefunded)
{
    const QString currency = payment.currencyExt.isEmpty() ? payment.amountExt.currency() : payment.currencyExt;
    for (const Refund &refund : payment.refunds) {
        Statement &find = refund.id.isEmpty()
                              ? cached("SELECT id, status FROM refunds WHERE payment_id = ? AND merchant_refund_code = ? "
                                       "AND merchant_refund_code != ''")
                              : cached("SELECT id, status FROM refunds WHERE payment_id = ? AND refund_id = ?");
        find.bind(1, rowId).bind(2, refund.id.isEmpty() ? refund.merchantRefundCode : refund.id);
        const bool exists = find.step() == Statement::Step::Row;
        const qint64 existingId = exists ? find.columnInt(0) : 0;
        const qint64 storedRank = exists ? find.columnInt(1) : 0;
        find.reset();
        const qint64 incomingRank = Codec::refundStatusRank(refund.status);
        if (exists && !refundAnswerIsCurrent(storedRank, incomingRank))
            continue;
        Statement &save = exists
            ? cached("UPDATE OR FAIL refunds SET refund_id = CASE WHEN ?2 = '' THEN refund_id ELSE ?2 END, "
                     "merchant_refund_code = CASE WHEN ?3 = '' THEN merchant_refund_code ELSE ?3 END, status = ?4, "
                     "request_date = ?5, pending_date = ?6, confirm_date = ?7, cancel_date = ?8, amount = ?9, "
                     "currency = ?10, description = ?11, bank_info = COALESCE(?12, bank_info) WHERE id = ?1")
            : cached("INSERT INTO refunds(payment_id, refund_id, merchant_refund_code, status, request_date, "
                     "pending_date, confirm_date, cancel_date, amount, currency, description, bank_info) "
                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
        save.bind(1, exists ? existingId : rowId).bind(2, refund.id).bind(3, refund.merchantRefundCode);
        save.bind(4, incomingRank).bind(5, Codec::toMs(refund.requestDate)).bind(6, Codec::toMs(refund.pendingDate));
        save.bind(7, Codec::toMs(refund.confirmDate)).bind(8, Codec::toMs(refund.cancelDate));
        save.bind(9, refund.amount.hundredths()).bind(10, currency);
        save.bind(11, cache::SecretScrubber::maskCardNumbers(refund.description));
        const QByteArray bankInfo = Codec::bankInfoText(refund.bankInfo);
        if (bankInfo.isEmpty())
            save.bindNull(12);
        else
            save.bindUtf8(12, bankInfo);
        if (!save.run())
            return false;
    }
    Statement &sum = cached("SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = ? AND status != 4");
    sum.bind(1, rowId);
    if (sum.step() != Statement::Step::Row)
        return false;
    const qint64 refunded = sum.columnInt(0);
    sum.reset();
    if (refunded == storedRefunded)
        return true;
    Statement &total = cached("UPDATE OR FAIL payments SET refunded = ? WHERE id = ?");
    total.bind(1, refunded).bind(2, rowId);
    if (!total.run())
        return false;
    changeGroup(group, 0, 0, refunded - storedRefunded);
    return true;
}

std::optional<Payment> PaymentStore::findByHash(const QString &hash)
{
    Statement &find = cached(QByteArray("SELECT ") + Codec::rowColumns() + ", a.answer FROM payments p "
                             "LEFT JOIN payment_answers a ON a.payment_id = p.id "
                             "WHERE p.hash_prefix = ? AND p.hash = ?");
    find.bind(1, Codec::prefixKey(hash)).bind(2, hash);
    return readFull(find);
}

std::optional<Payment> PaymentStore::findByMerchantCode(const QString &merchantPaymentCode)
{
    return findWhere("merchant_code", merchantPaymentCode);
}

std::optional<Payment> PaymentStore::findWhere(const char *column, const QString &value)
{
    Statement &find = cached(QByteArray("SELECT ") + Codec::rowColumns() + ", a.answer FROM payments p "
                             "LEFT JOIN payment_answers a ON a.payment_id = p.id WHERE p." + column
                             + " = ? ORDER BY p.id DESC LIMIT 1");
    find.bind(1, value);
    return readFull(find);
}

std::optional<Payment> PaymentStore::readFull(Statement &find)
{
    if (find.step() != Statement::Step::Row)
        return std::nullopt;
    PaymentRow row = Codec::readRow(find);
    row.payment.rawAnswer = Codec::answerFromText(find.columnBlob(41));
    find.reset();
    row.payment.refunds = refunds(row.rowId);
    return row.payment;
}

std::optional<PaymentRow> PaymentStore::rowById(qint64 rowId)
{
    Statement &find = cached(QByteArray("SELECT ") + Codec::rowColumns() + " FROM payments p WHERE p.id = ?");
    find.bind(1, rowId);
    if (find.step() != Statement::Step::Row)
        return std::nullopt;
    PaymentRow row = Codec::readRow(find);
    // A cached statement left on a row keeps this connection's read transaction open: it would go
    // on seeing the cache as it was, blind to what other sessions (the background refresh) write.
    find.reset();
    return row;
}

QList<Refund> PaymentStore::refunds(qint64 rowId)
{
    Statement &select = cached(QByteArray("SELECT ") + Codec::refundColumns() + ", currency FROM refunds "
                               "WHERE payment_id = ? ORDER BY request_date, id");
    select.bind(1, rowId);
    QList<Refund> result;
    while (select.step() == Statement::Step::Row)
        result.append(Codec::readRefund(select, select.columnText(10)));
    return result;
}

void PaymentStore::dropStaleCounts()
{
    Statement &version = cached("PRAGMA data_version");
    const qint64 dataVersion = version.step() == Statement::Step::Row ? version.columnInt(0) : -1;
    version.reset();
    if (m_countsGeneration != m_generation || m_countsDataVersion != dataVersion) {
        m_counts.clear();
        m_sparseOrders.clear();
        m_narrowRanges.clear();
        m_sortedIdsKey.reset();
        m_sortedIds.clear();
        m_bitmap = FilterBitmap();
        m_text = {};
        m_digestSortedKey.reset();
        m_digestSorted = {};
        m_countsGeneration = m_generation;
        m_countsDataVersion = dataVersion;
    }
}

qint64 PaymentStore::count(const PaymentFilter &filter)
{
    dropStaleCounts();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = cacheKey(condition);
    const auto found = m_counts.constFind(key);
    if (found != m_counts.constEnd())
        return *found;
    if (Query::isCoveredByGroups(filter)) {
        Statement &groups = cached("SELECT COALESCE(SUM(count), 0) FROM payment_groups" + whereClause(condition));
        Query::bindAll(groups, condition.values);
        const qint64 result = groups.step() == Statement::Step::Row ? groups.columnInt(0) : 0;
        groups.reset();
        m_counts.insert(key, result);
        return result;
    }
    const std::shared_ptr<const cache::PaymentDigest> digest = currentDigest();
    if (hasTextAndMore(filter) || (digest && !filter.text.trimmed().isEmpty())) {
        const qint64 result = textMatchIds(filter).size();
        m_counts.insert(key, result);
        return result;
    }
    if (const std::optional<cache::PaymentDigest::Test> test = digest ? digest->test(filter) : std::nullopt) {
        const qint64 result = digest->count(*test);
        m_counts.insert(key, result);
        return result;
    }
    QByteArray hint;
    if (!condition.text.isEmpty()) {
        if (const char *index = Query::singleIndexFor(filter))
            hint = QByteArray(" INDEXED BY ") + index;
        else if (Query::isCoveredByTotalsIndex(filter))
            hint = " INDEXED BY payments_totals";
    }
    Statement &select = cached("SELECT COUNT(*) FROM payments" + hint + whereClause(condition));
    Query::bindAll(select, condition.values);
    const qint64 result = select.step() == Statement::Step::Row ? select.columnInt(0) : 0;
    select.reset();
    m_counts.insert(key, result);
    return result;
}

bool PaymentStore::countIsQuick(const PaymentFilter &filter)
{
    if (Query::isCoveredByGroups(filter))
        return true;
    dropStaleCounts();
    return m_counts.contains(cacheKey(Query::condition(filter))) || currentDigest() != nullptr;
}

bool PaymentStore::totalsAreQuick()
{
    dropStaleCounts();
    return currentDigest() != nullptr;
}

qint64 PaymentStore::totalRowCount() { return count(PaymentFilter()); }

bool PaymentStore::matchesFewerThan(const PaymentFilter &filter, qint64 limit)
{
    return countUpTo("payments", Query::condition(filter), limit) < limit;
}

qint64 PaymentStore::countUpTo(const QByteArray &table, const SqlCondition &condition, qint64 limit)
{
    Statement &probe = cached("SELECT COUNT(*) FROM (SELECT 1 FROM " + table + whereClause(condition) + " LIMIT ?)");
    Query::bindAll(probe, condition.values);
    probe.bind(int(condition.values.size()) + 1, limit);
    const qint64 counted = probe.step() == Statement::Step::Row ? probe.columnInt(0) : limit;
    probe.reset();
    return counted;
}

const char *PaymentStore::narrowRangeIndex(const PaymentFilter &filter)
{
    dropStaleCounts();
    const QByteArray key = cacheKey(Query::condition(filter));
    const auto known = m_narrowRanges.constFind(key);
    if (known != m_narrowRanges.constEnd())
        return *known;
    const char *narrow = nullptr;
    PaymentFilter dates;
    dates.dateField = filter.dateField;
    dates.from = filter.from;
    dates.to = filter.to;
    PaymentFilter amounts;
    amounts.minAmount = filter.minAmount;
    amounts.maxAmount = filter.maxAmount;
    for (const PaymentFilter &range : {dates, amounts}) {
        if (!range.from.isValid() && !range.to.isValid() && !range.minAmount && !range.maxAmount)
            continue;
        const char *index = Query::singleIndexFor(range);
        if (countUpTo(QByteArray("payments INDEXED BY ") + index, Query::condition(range), NarrowRange) < NarrowRange) {
            narrow = index;
            break;
        }
    }
    m_narrowRanges.insert(key, narrow);
    return narrow;
}

bool PaymentStore::isMerchantCodeStretch(const PaymentFilter &filter, const PaymentSort &sort)
{
    PaymentFilter rest = filter;
    rest.text.clear();
    if (!rest.isEmpty() || (sort.column != PaymentSort::Column::OpenDate && sort.column != PaymentSort::Column::MerchantCode))
        return false;
    const QList<Query::TextAlternative> alternatives = Query::textAlternatives(filter.text);
    SqlCondition merchantCodes;
    QByteArray others;
    QList<SqlValue> otherValues;
    for (const Query::TextAlternative &alternative : alternatives) {
        if (qstrcmp(alternative.index, "payments_by_merchant_code") == 0) {
            merchantCodes = alternative.condition;
        } else {
            others += (others.isEmpty() ? "" : " OR ") + alternative.condition.text;
            otherValues += alternative.condition.values;
        }
    }
    if (merchantCodes.text.isEmpty())
        return false;
    const qint64 codes = countUpTo("payments INDEXED BY payments_by_merchant_code", merchantCodes, MerchantCodeStretch);
    if (codes < FewTextMatches || codes >= MerchantCodeStretch)
        return false;
    SqlCondition otherMatches;
    if (!others.isEmpty())
        otherMatches.add(others, otherValues);
    return others.isEmpty() || countUpTo("payments", otherMatches, FewTextMatches) < FewTextMatches;
}

QList<PaymentRow> PaymentStore::rows(const PaymentFilter &filter, const PaymentSort &sort,
                                     const std::optional<PageKey> &after, int limit)
{
    return readRows(filter, sort, after, limit, 0);
}

QList<PaymentRow> PaymentStore::readRows(const PaymentFilter &filter, const PaymentSort &sort,
                                         const std::optional<PageKey> &after, int limit, qint64 offset)
{
    // Every filter first walks the sort index and tests each row, within a budget of work: a page of
    // a filter whose matches are spread along the sort order costs about page ÷ density rows. When
    // the budget runs out (a sparse filter, or matches far along the sort order), a filter without
    // text search reads its matches' ids into a bitmap once and walks the sort index's entries
    // against it, for every sort; one with text, or with under 1% of the payments, or a narrow
    // range, has its matches found through their own indexes once and sorted. The bitmap and the
    // sorted row ids are kept until the next write, so further pages need no such read again.
    dropStaleCounts();
    const QByteArray filterKey = cacheKey(Query::condition(filter));
    const QByteArray key = filterKey + '\x1e' + QByteArray::number(int(sort.column))
                           + (sort.order == Qt::AscendingOrder ? "a" : "d");
    // Once the digest is read, it answers every filter (see paymentdigest.h and digestPage()).
    if (std::optional<QList<qint64>> ids = digestPage(filter, filterKey, sort, after, limit, offset))
        return rowsOfIds(*ids);
    if (filter.isEmpty() || Query::sortIndexHoldsOnlyMatches(filter, sort.column))
        return *walkSortIndex(filter, sort, after, limit, offset, 0, 0);
    // Sorted by a column the totals index lacks (hash, name, merchant code, status date), a filter
    // without text search would read a table row per row tested, walked or sorted (~8 us each at 1M
    // payments; a 4% filter sorted by hash took seconds). Its ids in a bitmap, the sort index is
    // walked reading index entries only: a page costs page ÷ density entries.
    if (m_walkSteps > 0 && Query::isCoveredByTotalsIndex(filter) && !Query::inTotalsIndex(sort.column)) {
        if (std::optional<QList<PaymentRow>> walked = walkWithBitmap(filter, sort, after, limit, offset))
            return *walked;
    }
    // The filter's bitmap read already (for another sort, or because a walk of this one ran out):
    // walking the sort index's entries against it costs a few ms a page, and no pass over the totals
    // index to sort the matches for this column. A long skip (LongSkip) reads the bitmap for it.
    if (m_walkSteps > 0 && Query::isCoveredByTotalsIndex(filter) && (m_bitmap.key == filterKey || offset > LongSkip)
        && !narrowRangeIndex(filter)) {
        if (std::optional<QList<PaymentRow>> walked = walkWithBitmap(filter, sort, after, limit, offset))
            return *walked;
    }
    // A status/method/country/currency filter (counted per group at once) that matches under a tenth
    // of the rows goes straight to its own indexes: walking would test about ten rows per row shown.
    if (!m_sparseOrders.contains(key) && Query::isCoveredByGroups(filter)
        && count(filter) * 100 < std::max<qint64>(1, totalRowCount()) * DenseFilterPercent)
        m_sparseOrders.insert(key);
    if (!m_sparseOrders.contains(key) && m_walkSteps > 0 && Query::isCoveredByTotalsIndex(filter)
        && narrowRangeIndex(filter))
        m_sparseOrders.insert(key);
    if (!m_sparseOrders.contains(key) && m_walkSteps > 0 && hasTextAndMore(filter)
        && textMatchIds(filter).size() < TextAndMoreSortedAtOnce)
        m_sparseOrders.insert(key);
    if (!m_sparseOrders.contains(key) && m_walkSteps > 0 && !Query::isCoveredByTotalsIndex(filter)
        && !hasTextAndMore(filter) && (matchesFewerThan(filter, FewTextMatches) || isMerchantCodeStretch(filter, sort)))
        m_sparseOrders.insert(key);
    if (!m_sparseOrders.contains(key)) {
        const qint64 steps = m_walkSteps <= 0 ? 0 : m_walkSteps + WalkStepsPerSkippedRow * offset;
        // Dense status/method/country/currency filters give up by steps only: a busy machine must not
        // send them to sorting hundreds of thousands of ids.
        const qint64 ms = m_walkSteps <= 0 || Query::isCoveredByGroups(filter) ? 0 : WalkMilliseconds + offset / 500;
        if (std::optional<QList<PaymentRow>> walked = walkSortIndex(filter, sort, after, limit, offset, steps, ms))
            return *walked;
        m_sparseOrders.insert(key);
    }
    // Sparse, or a walk that ran out: a filter without text search whose matches are not too few
    // reads its bitmap (one pass over the totals index, as sorting its matches would) and walks the
    // sort index against it, for this sort and every other one until the next write.
    if (m_walkSteps > 0 && Query::isCoveredByTotalsIndex(filter) && !narrowRangeIndex(filter)) {
        if (std::optional<QList<PaymentRow>> walked = walkWithBitmap(filter, sort, after, limit, offset))
            return *walked;
    }
    return rowsFromSortedIds(filter, sort, after, limit, offset);
}

std::optional<QList<PaymentRow>> PaymentStore::walkWithBitmap(const PaymentFilter &filter, const PaymentSort &sort,
                                                               const std::optional<PageKey> &after, int limit,
                                                               qint64 offset)
{
    const FilterBitmap &bitmap = filterBitmap(filter);
    if (bitmap.count * 100 < std::max<qint64>(1, totalRowCount()) * BitmapWalkPercent)
        return std::nullopt;
    return walkSortIndexOnly(filter, bitmap, sort, after, limit, offset);
}

const PaymentStore::FilterBitmap &PaymentStore::filterBitmap(const PaymentFilter &filter)
{
    // The filter's row ids from a covering index (its single-column index, else payments_totals):
    // index entries only, ~50 ms for the worst filter at 1M payments, kept until the next write.
    dropStaleCounts();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = cacheKey(condition);
    if (m_bitmap.key == key)
        return m_bitmap;
    Statement &last = cached("SELECT MAX(id) FROM payments");
    const qint64 maxId = last.step() == Statement::Step::Row ? std::max<qint64>(0, last.columnInt(0)) : 0;
    last.reset();
    m_bitmap.holds.assign(size_t(maxId) + 1, false);
    m_bitmap.count = 0;
    const char *index = Query::singleIndexFor(filter);
    Statement &select = cached(QByteArray("SELECT id FROM payments INDEXED BY ") + (index ? index : "payments_totals")
                               + whereClause(condition));
    Query::bindAll(select, condition.values);
    while (select.step() == Statement::Step::Row) {
        const qint64 id = select.columnInt(0);
        if (id >= 0 && id <= maxId && !m_bitmap.holds[size_t(id)]) {
            m_bitmap.holds[size_t(id)] = true;
            ++m_bitmap.count;
        }
    }
    select.reset();
    m_bitmap.key = key;
    return m_bitmap;
}

QList<PaymentRow> PaymentStore::walkSortIndexOnly(const PaymentFilter &filter, const FilterBitmap &bitmap,
                                                  const PaymentSort &sort,
                                                  const std::optional<PageKey> &after, int limit, qint64 offset)
{
    // Only the sort index's own entries (value, id) are read and each id tested in the bitmap; the
    // table is read for the rows of the page alone.
    QList<qint64> page;
    qint64 skipped = 0;
    for (const SqlCondition &range : pageRanges(Query::splitOnSortColumn(filter, sort.column).onSortColumn, sort, after)) {
        if (page.size() >= limit)
            break;
        Statement &select = cached("SELECT id FROM payments INDEXED BY " + QByteArray(Query::sortIndex(sort.column))
                                   + whereClause(range) + Query::orderBy(sort, true));
        Query::bindAll(select, range.values);
        while (page.size() < limit && select.step() == Statement::Step::Row) {
            const qint64 id = select.columnInt(0);
            if (id < 0 || size_t(id) >= bitmap.holds.size() || !bitmap.holds[size_t(id)])
                continue;
            if (skipped < offset)
                ++skipped;
            else
                page.append(id);
        }
        select.reset();
    }
    return rowsOfIds(page);
}

std::optional<QList<PaymentRow>> PaymentStore::walkSortIndex(const PaymentFilter &filter, const PaymentSort &sort,
                                                             const std::optional<PageKey> &after, int limit,
                                                             qint64 offset, qint64 steps, qint64 milliseconds)
{
    std::optional<cache::StepBudget> budget;
    if (steps > 0 || milliseconds > 0)
        budget.emplace(m_db, steps > 0 ? steps : std::numeric_limits<qint64>::max(), milliseconds);
    const QByteArray source = "payments AS p INDEXED BY " + QByteArray(Query::sortIndexFor(filter, sort.column));
    QList<PaymentRow> result;
    result.reserve(limit);
    qint64 skip = offset;
    const QList<SqlCondition> ranges = pageRanges(filter, sort, after);
    for (qsizetype r = 0; r < ranges.size() && result.size() < limit; ++r) {
        const SqlCondition &range = ranges.at(r);
        Statement &select = cached(QByteArray("SELECT ") + Codec::rowColumns() + " FROM " + source
                                   + whereClause(range) + Query::orderBy(sort, true) + " LIMIT ? OFFSET ?");
        Query::bindAll(select, range.values);
        select.bind(int(range.values.size()) + 1, qint64(limit - result.size()))
            .bind(int(range.values.size()) + 2, skip);
        const qsizetype before = result.size();
        Statement::Step step = Statement::Step::Done;
        while ((step = select.step()) == Statement::Step::Row)
            result.append(Codec::readRow(select));
        select.reset();
        if (step == Statement::Step::Failed && budget && budget->exhausted())
            return std::nullopt;
        // A range that gave rows used the whole offset; one that gave none held at most `skip`
        // matches, and only the rest is skipped in the next.
        if (result.size() > before || skip == 0)
            skip = 0;
        else if (r + 1 < ranges.size())
            skip -= countUpTo(source, range, skip);
        if (budget && budget->exhausted())
            return std::nullopt;
    }
    return result;
}

bool PaymentStore::walksSortIndex(const PaymentFilter &filter, const PaymentSort &sort)
{
    if (filter.isEmpty() || Query::sortIndexHoldsOnlyMatches(filter, sort.column))
        return true;
    if (!Query::isCoveredByTotalsIndex(filter))
        return false;   // text search: its matches cluster along the sort order, walking could read all rows
    const qint64 all = std::max<qint64>(1, totalRowCount());
    return count(filter) * 100 >= all * DenseFilterPercent;
}

const QList<qint64> &PaymentStore::sortedIds(const PaymentFilter &filter, const PaymentSort &sort)
{
    dropStaleCounts();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = cacheKey(condition) + '\x1e' + QByteArray::number(int(sort.column));
    if (m_sortedIdsKey == key) {
        // Ties are broken by the row id in the sort's direction, so the other direction is the same
        // list reversed.
        if (m_sortedIdsOrder != sort.order) {
            std::reverse(m_sortedIds.begin(), m_sortedIds.end());
            m_sortedIdsOrder = sort.order;
        }
        return m_sortedIds;
    }
    m_sortedIds.clear();
    if (!Query::isCoveredByTotalsIndex(filter))
        readSortedTextMatches(filter, sort);
    else
        readSortedMatches(filter, sort);
    m_sortedIdsKey = key;
    m_sortedIdsOrder = sort.order;
    return m_sortedIds;
}

void PaymentStore::readSortedMatches(const PaymentFilter &filter, const PaymentSort &sort)
{
    const SqlCondition condition = Query::condition(filter);
    // A narrow date or amount range is read through its own index. Otherwise, when the covering totals
    // index holds both the filtered and the sorted column, one pass over it (no table reads) beats
    // whatever single-column index the planner would pick.
    const char *narrow = narrowRangeIndex(filter);
    const QByteArray hint = narrow ? QByteArray(" INDEXED BY ") + narrow
                            : Query::inTotalsIndex(sort.column) ? QByteArray(" INDEXED BY payments_totals")
                                                                : QByteArray();
    Statement &select = cached("SELECT id FROM payments" + hint + whereClause(condition) + Query::orderBy(sort, false));
    Query::bindAll(select, condition.values);
    while (select.step() == Statement::Step::Row)
        m_sortedIds.append(select.columnInt(0));
    select.reset();
}

void PaymentStore::readSortedTextMatches(const PaymentFilter &filter, const PaymentSort &sort)
{
    // Text only: each alternative of the search through its own index (UNION ALL), rather than one
    // OR that reads every match's table row; an index that also holds the sort column (the open date
    // in the merchant code and name indexes, migrations 8 and 9) then answers alone. Text and more:
    // the same when its matches (textMatchIds) are many and their indexes hold the sort column,
    // keeping the ids that match; else the sort values of those ids, read from their rows. Sorted
    // here, not by SQLite's sorter (about three times as slow for a hundred thousand matches); a row
    // matching two alternatives comes twice.
    const QByteArray column = Query::sortColumn(sort.column);
    const bool text = Query::sortsAsText(sort.column);
    std::vector<std::pair<QByteArray, qint64>> textMatches;
    std::vector<std::pair<qint64, qint64>> numberMatches;
    const auto collect = [&](Statement &select, auto keep) {
        if (text)
            collectMatches(select, textMatches, [&select] { return select.columnUtf8(0); }, keep);
        else
            collectMatches(select, numberMatches, [&select] { return select.columnInt(0); }, keep);
    };
    const auto all = [](qint64) { return true; };
    const QList<qint64> *matchIds = hasTextAndMore(filter) ? &textMatchIds(filter) : nullptr;
    if (matchIds && (matchIds->size() < FewTextMatches || !Query::textIndexesHold(sort.column))) {
        forEachChunkOfIds(*matchIds, column + ", id", [&](Statement &select) { collect(select, all); }, SqlCondition());
    } else {
        QByteArray sql;
        QList<SqlValue> values;
        for (const Query::TextAlternative &alternative : Query::textAlternatives(filter.text)) {
            sql += (sql.isEmpty() ? "SELECT " : " UNION ALL SELECT ") + column + ", id FROM payments INDEXED BY "
                   + alternative.index + whereClause(alternative.condition);
            values += alternative.condition.values;
        }
        Statement &select = cached(sql);
        Query::bindAll(select, values);
        if (matchIds)
            collect(select, [matchIds](qint64 id) { return std::binary_search(matchIds->begin(), matchIds->end(), id); });
        else
            collect(select, all);
        select.reset();
    }
    m_sortedIds = text ? orderedIds(textMatches, sort.order) : orderedIds(numberMatches, sort.order);
}

bool PaymentStore::hasTextAndMore(const PaymentFilter &filter)
{
    PaymentFilter rest = filter;
    rest.text.clear();
    return !filter.text.trimmed().isEmpty() && !rest.isEmpty();
}

const QList<qint64> &PaymentStore::textMatchIds(const PaymentFilter &filter)
{
    // Reading each text match's row to test the rest of the filter costs ~8 us a row at 1M payments
    // (its page decrypted): "ana" + cancelled read 83,000 rows, about a second. The text matches'
    // ids come from the alternatives' indexes alone; when there are many, the rest of the filter is
    // read from a covering index into a bitmap of row ids and tested there, so no table row is read;
    // when they are few, their rows are tested (a broad rest would fill a bitmap of a million ids).
    // With the digest read, it tests the rest in memory, and serves text searches alone too.
    dropStaleCounts();
    const QByteArray key = cacheKey(Query::condition(filter));
    if (m_text.key == key)
        return m_text.ids;
    PaymentFilter rest = filter;
    rest.text.clear();
    m_text = {};
    if (const std::shared_ptr<const cache::PaymentDigest> digest = currentDigest()) {
        // The hash, merchant code and name alternatives are stretches of the digest's sort orders;
        // only e-mails, documents and hash prefixes longer than a hash key come from indexes. "ana"
        // read ~83,000 name index entries (891 pages, 16 ms cold at 1M payments); its stretch is
        // two index seeks.
        std::vector<std::span<const cache::PaymentDigest::Id>> stretches;
        QList<qint64> found;
        for (const Query::TextAlternative &alternative : Query::textAlternatives(filter.text)) {
            if (const std::optional<std::pair<qint64, qint64>> keys = digestTextKeys(*digest, alternative))
                stretches.push_back(digest->stretch(alternative.column, keys->first, keys->second));
            else
                readTextCandidates(alternative, found);
        }
        m_text.set = digest->matchesIn(stretches, found, *digest->test(rest));
        m_text.of = digest.get();
        m_text.set.forEach([this](cache::PaymentDigest::Id id) { m_text.ids.append(qint64(id)); });
        m_text.key = key;
        return m_text.ids;
    }
    QList<qint64> candidates;
    for (const Query::TextAlternative &alternative : Query::textAlternatives(filter.text))
        readTextCandidates(alternative, candidates);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    const SqlCondition restCondition = Query::condition(rest);
    if (candidates.size() < FewTextMatches) {
        forEachChunkOfIds(candidates, "id", [this](Statement &select) {
            while (select.step() == Statement::Step::Row)
                m_text.ids.append(select.columnInt(0));
        }, restCondition);
        std::sort(m_text.ids.begin(), m_text.ids.end());
    } else {
        const FilterBitmap &restHolds = filterBitmap(rest);
        for (qint64 id : std::as_const(candidates)) {
            if (id >= 0 && size_t(id) < restHolds.holds.size() && restHolds.holds[size_t(id)])
                m_text.ids.append(id);
        }
    }
    m_text.key = key;
    return m_text.ids;
}

void PaymentStore::readTextCandidates(const Query::TextAlternative &alternative, QList<qint64> &ids)
{
    Statement &select = cached(alternativeIdsSql(alternative));
    Query::bindAll(select, alternative.condition.values);
    while (select.step() == Statement::Step::Row)
        ids.append(select.columnInt(0));
    select.reset();
}

std::optional<std::pair<qint64, qint64>> PaymentStore::digestTextKeys(const cache::PaymentDigest &digest,
                                                                     const Query::TextAlternative &alternative)
{
    using Column = PaymentSort::Column;
    if (alternative.column == Column::Hash) {
        // A hash key is the hash's first eight bytes: a prefix of up to eight is exactly a key range.
        if (alternative.prefix.toUtf8().size() > 8)
            return std::nullopt;
        return Codec::prefixKeyRange(alternative.prefix);
    }
    if (!cache::PaymentDigest::ranksText(alternative.column))
        return std::nullopt;
    // Merchant codes and names are ranked in their index's order: the prefix's values are the ranks
    // from its first value's to its last's, found by a seek at each end of its index range.
    std::array<qint64, 2> ranks{};
    const QByteArray column = Query::sortColumn(alternative.column);
    for (size_t end = 0; end < ranks.size(); ++end) {
        Statement &select = cached(alternativeIdsSql(alternative) + " ORDER BY " + column
                                   + (end == 0 ? " LIMIT 1" : " DESC LIMIT 1"));
        Query::bindAll(select, alternative.condition.values);
        const bool found = select.step() == Statement::Step::Row;
        const qint64 id = found ? select.columnInt(0) : -1;
        select.reset();
        if (!found)
            return std::pair<qint64, qint64>(1, 0);   // no value starts so: an empty range
        if (!digest.holds(id))
            return std::nullopt;   // not in the digest: the index answers
        ranks[end] = digest.sortKey(alternative.column, cache::PaymentDigest::Id(id));
    }
    return std::pair(ranks[0], ranks[1]);
}

void PaymentStore::forEachChunkOfIds(const QList<qint64> &ids, const QByteArray &columns,
                                     const std::function<void(Statement &)> &readChunk, const SqlCondition &also)
{
    // One statement of a fixed number of ids per chunk (the last one padded with id 0, which no row
    // has), so one prepared statement serves any number of ids within SQLite's 999 variables.
    QByteArray placeholders = "?";
    for (int i = 1; i < IdsPerRead; ++i)
        placeholders += ",?";
    const QByteArray sql = "SELECT " + columns + " FROM payments AS p WHERE p.id IN (" + placeholders + ')'
                           + (also.text.isEmpty() ? QByteArray() : " AND " + also.text);
    for (qsizetype start = 0; start < ids.size(); start += IdsPerRead) {
        Statement &select = cached(sql);
        for (int i = 0; i < IdsPerRead; ++i)
            select.bind(i + 1, start + i < ids.size() ? ids.at(start + i) : qint64(0));
        Query::bindAll(select, also.values, IdsPerRead + 1);
        readChunk(select);
        select.reset();
    }
}

QList<PaymentRow> PaymentStore::rowsFromSortedIds(const PaymentFilter &filter, const PaymentSort &sort,
                                                  const std::optional<PageKey> &after, int limit, qint64 offset)
{
    const QList<qint64> &ids = sortedIds(filter, sort);
    qsizetype first = 0;
    if (after) {
        const qsizetype at = ids.indexOf(after->rowId);
        if (at < 0)
            return {};
        first = at + 1;
    }
    first += qsizetype(offset);
    if (first >= ids.size() || limit <= 0)
        return {};
    return rowsOfIds(ids.mid(first, limit));
}

QList<PaymentRow> PaymentStore::rowsOfIds(const QList<qint64> &page)
{
    QHash<qint64, PaymentRow> byId;
    byId.reserve(page.size());
    bool failed = false;
    forEachChunkOfIds(page, Codec::rowColumns(), [&byId, &failed](Statement &select) {
        Statement::Step step = Statement::Step::Done;
        while ((step = select.step()) == Statement::Step::Row) {
            PaymentRow row = Codec::readRow(select);
            byId.insert(row.rowId, std::move(row));
        }
        failed = failed || step == Statement::Step::Failed;
    }, SqlCondition());
    if (failed)
        return {};
    QList<PaymentRow> result;
    result.reserve(page.size());
    for (qint64 id : page) {
        if (byId.contains(id))
            result.append(byId.take(id));
    }
    return result;
}

PageKey PaymentStore::keyOf(const PaymentRow &row, const PaymentSort &sort)
{
    return PageKey{Query::sortValue(row, sort.column), row.rowId};
}

QList<PaymentTotal> PaymentStore::totals(const PaymentFilter &filter)
{
    dropStaleCounts();
    if (const std::shared_ptr<const cache::PaymentDigest> digest =
            Query::isCoveredByGroups(filter) ? nullptr : currentDigest()) {
        const std::optional<cache::PaymentDigest::Test> test = digest->test(filter);
        return test ? digest->totals(*test) : digest->totals(textMatchIds(filter));
    }
    if (hasTextAndMore(filter)) {
        // The rows of the few ids textMatchIds() leaves, added up here.
        std::map<std::tuple<QString, qint64, QString>, PaymentTotal> groups;
        forEachChunkOfIds(textMatchIds(filter), "currency, status, payment_type_code, amount_ext, refunded",
                          [&groups](Statement &select) {
                              while (select.step() == Statement::Step::Row) {
                                  PaymentTotal &total = groups[{select.columnText(0), select.columnInt(1),
                                                                select.columnText(2)}];
                                  total.count += 1;
                                  total.amountHundredths += select.columnInt(3);
                                  total.refundedHundredths += select.columnInt(4);
                              }
                          },
                          SqlCondition());
        QList<PaymentTotal> result;
        for (auto &[group, total] : groups) {
            total.currency = std::get<0>(group);
            total.status = Codec::paymentStatusFromRank(std::get<1>(group));
            total.method = std::get<2>(group);
            result.append(total);
        }
        return result;
    }
    const SqlCondition condition = Query::condition(filter);
    const QByteArray hint = Query::isCoveredByTotalsIndex(filter) ? " INDEXED BY payments_totals" : "";
    // Filters on grouped columns only add up the groups kept on write; others read the rows.
    Statement &select = Query::isCoveredByGroups(filter)
        ? cached("SELECT currency, status, payment_type_code, SUM(count), SUM(amount), SUM(refunded) "
                 "FROM payment_groups" + whereClause(combined(condition, SqlCondition{"(count > 0)", {}}))
                 + " GROUP BY currency, status, payment_type_code HAVING SUM(count) > 0")
        : cached("SELECT currency, status, payment_type_code, COUNT(*), SUM(amount_ext), SUM(refunded) "
                 "FROM payments" + hint + whereClause(condition) + " GROUP BY currency, status, payment_type_code");
    Query::bindAll(select, condition.values);
    QList<PaymentTotal> result;
    while (select.step() == Statement::Step::Row) {
        result.append(PaymentTotal{select.columnText(0), Codec::paymentStatusFromRank(select.columnInt(1)),
                                   select.columnText(2), select.columnInt(3), select.columnInt(4),
                                   select.columnInt(5)});
    }
    select.reset();
    return result;
}

PageAnchors PaymentStore::anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride)
{
    PageAnchors result{filter, sort, std::max(1, stride), 0, {}};
    if (!walksSortIndex(filter, sort)) {
        // Sparse filters page through their sorted ids, where only the row id of a key matters.
        // Their keys carry the real sort value too, so any way of reading a page can start there.
        const QList<qint64> &ids = sortedIds(filter, sort);
        result.rowCount = ids.size();
        for (qsizetype i = result.stride - 1; i < ids.size(); i += result.stride) {
            const std::optional<SqlValue> value = storedSortValue(ids.at(i), sort.column);
            if (!value)
                return result;
            result.keys.append(PageKey{*value, ids.at(i)});
        }
        return result;
    }
    const SqlCondition condition = Query::condition(filter);
    const QByteArray column = Query::sortColumn(sort.column);
    Statement &select = cached("SELECT " + column + ", id FROM payments INDEXED BY " + Query::sortIndexFor(filter, sort.column)
                               + whereClause(condition) + Query::orderBy(sort, true));
    Query::bindAll(select, condition.values);
    const bool text = Query::sortsAsText(sort.column);
    while (select.step() == Statement::Step::Row) {
        if (++result.rowCount % result.stride == 0) {
            SqlValue value = text ? SqlValue(select.columnText(0)) : SqlValue(select.columnInt(0));
            result.keys.append(PageKey{std::move(value), select.columnInt(1)});
        }
    }
    select.reset();
    return result;
}

QList<PaymentRow> PaymentStore::rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit)
{
    const qint64 block = firstRow / anchors.stride;
    std::optional<PageKey> after;
    if (block > 0) {
        if (block - 1 >= anchors.keys.size())
            return {};
        after = anchors.keys.at(block - 1);
    }
    return readRows(anchors.filter, anchors.sort, after, limit, firstRow % anchors.stride);
}

} // namespace dd
