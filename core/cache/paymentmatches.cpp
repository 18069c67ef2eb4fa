// PaymentReader: the matches of a filter, read through indexes (bitmaps of row ids, sorted ids,
// text matches), and the walks of the sort indexes that pages are read by.
#include "core/cache/paymentreader.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/paymentdigest.h"
#include "core/cache/paymentquery.h"
#include "core/cache/statementcache.h"

#include <algorithm>
#include <array>
#include <limits>
#include <span>
#include <utility>
#include <vector>

namespace dd::cache {

namespace Codec = PaymentCodec;
namespace Query = PaymentQuery;

namespace {

constexpr qint64 FewTextMatches = PagePlanner::FewTextMatches;
// A merchant code prefix with at least FewTextMatches and fewer than this many matches (and few
// matches of the search's other alternatives), sorted by open date or merchant code, is sorted at
// once: codes are usually given in sequence, so its matches are one stretch of either order that a
// walk reaches only after skipping everything before it, while their (open date, id) pairs come from
// the merchant code index alone (migration 8): ~20 ms for 100,000 at 1M payments.
constexpr qint64 MerchantCodeStretch = 200'000;
// A filter whose date or amount range holds fewer payments than this reads the range through its own
// index and sorts the matches at once (a day of confirmations at 1M payments: ~700), instead of a
// walk that runs out of budget and a pass over all of payments_totals (~110 ms cold) to sort them.
constexpr qint64 NarrowRange = 1'000;
// Rows read by id in one statement (rowsOfIds, forEachChunkOfIds).
constexpr int IdsPerRead = 100;

// The ids of a text alternative's matches, through its own index (append ORDER BY and LIMIT as needed).
QByteArray alternativeIdsSql(const Query::TextAlternative &alternative)
{
    return "SELECT id FROM payments INDEXED BY " + QByteArray(alternative.index) + Query::whereClause(alternative.condition);
}

// The index ranges a page of `filter` reads in turn: all of it for a first page, and after a key the
// rest of the key's tie, then what lies beyond (PaymentQuery::restOfTie).
QList<SqlCondition> pageRanges(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after)
{
    const SqlCondition all = Query::condition(filter);
    if (!after)
        return {all};
    return {Query::combined(all, Query::restOfTie(*after, sort)), Query::beyondTie(filter, *after, sort)};
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

bool PaymentReader::matchesFewerThan(const PaymentFilter &filter, qint64 limit)
{
    return countUpTo("payments", Query::condition(filter), limit) < limit;
}

qint64 PaymentReader::countUpTo(const QByteArray &table, const SqlCondition &condition, qint64 limit)
{
    Statement &probe = m_statements("SELECT COUNT(*) FROM (SELECT 1 FROM " + table + Query::whereClause(condition) + " LIMIT ?)");
    Query::bindAll(probe, condition.values);
    probe.bind(int(condition.values.size()) + 1, limit);
    const qint64 counted = probe.step() == Statement::Step::Row ? probe.columnInt(0) : limit;
    probe.reset();
    return counted;
}

const char *PaymentReader::narrowRangeIndex(const PaymentFilter &filter)
{
    refresh();
    const QByteArray key = Query::keyOf(Query::condition(filter));
    const auto known = m_memo.narrowRanges.constFind(key);
    if (known != m_memo.narrowRanges.constEnd())
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
    m_memo.narrowRanges.insert(key, narrow);
    return narrow;
}

bool PaymentReader::isMerchantCodeStretch(const PaymentFilter &filter, const PaymentSort &sort)
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

const PaymentMemo::FilterBitmap &PaymentReader::filterBitmap(const PaymentFilter &filter)
{
    // The filter's row ids from a covering index (its single-column index, else payments_totals):
    // index entries only, ~50 ms for the worst filter at 1M payments, kept until the next write.
    refresh();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = Query::keyOf(condition);
    if (m_memo.bitmap.key == key)
        return m_memo.bitmap;
    Statement &last = m_statements("SELECT MAX(id) FROM payments");
    const qint64 maxId = last.step() == Statement::Step::Row ? std::max<qint64>(0, last.columnInt(0)) : 0;
    last.reset();
    m_memo.bitmap.holds.assign(size_t(maxId) + 1, false);
    m_memo.bitmap.count = 0;
    const char *index = Query::singleIndexFor(filter);
    Statement &select = m_statements(QByteArray("SELECT id FROM payments INDEXED BY ") + (index ? index : "payments_totals")
                               + Query::whereClause(condition));
    Query::bindAll(select, condition.values);
    while (select.step() == Statement::Step::Row) {
        const qint64 id = select.columnInt(0);
        if (id >= 0 && id <= maxId && !m_memo.bitmap.holds[size_t(id)]) {
            m_memo.bitmap.holds[size_t(id)] = true;
            ++m_memo.bitmap.count;
        }
    }
    select.reset();
    m_memo.bitmap.key = key;
    return m_memo.bitmap;
}

QList<PaymentRow> PaymentReader::walkSortIndexOnly(const PaymentFilter &filter, const PaymentSort &sort,
                                                   const std::optional<PageKey> &after, int limit, qint64 offset)
{
    const PaymentMemo::FilterBitmap &bitmap = filterBitmap(filter);
    // Only the sort index's own entries (value, id) are read and each id tested in the bitmap; the
    // table is read for the rows of the page alone.
    QList<qint64> page;
    qint64 skipped = 0;
    for (const SqlCondition &range : pageRanges(Query::splitOnSortColumn(filter, sort.column).onSortColumn, sort, after)) {
        if (page.size() >= limit)
            break;
        Statement &select = m_statements("SELECT id FROM payments INDEXED BY " + QByteArray(Query::sortIndex(sort.column))
                                   + Query::whereClause(range) + Query::orderBy(sort, true));
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

std::optional<QList<PaymentRow>> PaymentReader::walkSortIndex(const PaymentFilter &filter, const PaymentSort &sort,
                                                             const std::optional<PageKey> &after, int limit,
                                                             qint64 offset, qint64 steps, qint64 milliseconds)
{
    std::optional<StepBudget> budget;
    if (steps > 0 || milliseconds > 0)
        budget.emplace(m_statements.database(), steps > 0 ? steps : std::numeric_limits<qint64>::max(), milliseconds);
    const QByteArray source = "payments AS p INDEXED BY " + QByteArray(Query::sortIndexFor(filter, sort.column));
    QList<PaymentRow> result;
    result.reserve(limit);
    qint64 skip = offset;
    const QList<SqlCondition> ranges = pageRanges(filter, sort, after);
    for (qsizetype r = 0; r < ranges.size() && result.size() < limit; ++r) {
        const SqlCondition &range = ranges.at(r);
        Statement &select = m_statements(QByteArray("SELECT ") + Codec::rowColumns() + " FROM " + source
                                   + Query::whereClause(range) + Query::orderBy(sort, true) + " LIMIT ? OFFSET ?");
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

const QList<qint64> &PaymentReader::sortedIds(const PaymentFilter &filter, const PaymentSort &sort)
{
    refresh();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = Query::keyOf(condition) + '\x1e' + QByteArray::number(int(sort.column));
    if (m_memo.sortedIdsKey == key) {
        // Ties are broken by the row id in the sort's direction, so the other direction is the same
        // list reversed.
        if (m_memo.sortedIdsOrder != sort.order) {
            std::reverse(m_memo.sortedIds.begin(), m_memo.sortedIds.end());
            m_memo.sortedIdsOrder = sort.order;
        }
        return m_memo.sortedIds;
    }
    m_memo.sortedIds.clear();
    if (!Query::isCoveredByTotalsIndex(filter))
        readSortedTextMatches(filter, sort);
    else
        readSortedMatches(filter, sort);
    m_memo.sortedIdsKey = key;
    m_memo.sortedIdsOrder = sort.order;
    return m_memo.sortedIds;
}

void PaymentReader::readSortedMatches(const PaymentFilter &filter, const PaymentSort &sort)
{
    const SqlCondition condition = Query::condition(filter);
    // A narrow date or amount range is read through its own index. Otherwise, when the covering totals
    // index holds both the filtered and the sorted column, one pass over it (no table reads) beats
    // whatever single-column index the planner would pick.
    const char *narrow = narrowRangeIndex(filter);
    const QByteArray hint = narrow ? QByteArray(" INDEXED BY ") + narrow
                            : Query::inTotalsIndex(sort.column) ? QByteArray(" INDEXED BY payments_totals")
                                                                : QByteArray();
    Statement &select = m_statements("SELECT id FROM payments" + hint + Query::whereClause(condition) + Query::orderBy(sort, false));
    Query::bindAll(select, condition.values);
    while (select.step() == Statement::Step::Row)
        m_memo.sortedIds.append(select.columnInt(0));
    select.reset();
}

void PaymentReader::readSortedTextMatches(const PaymentFilter &filter, const PaymentSort &sort)
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
                   + alternative.index + Query::whereClause(alternative.condition);
            values += alternative.condition.values;
        }
        Statement &select = m_statements(sql);
        Query::bindAll(select, values);
        if (matchIds)
            collect(select, [matchIds](qint64 id) { return std::binary_search(matchIds->begin(), matchIds->end(), id); });
        else
            collect(select, all);
        select.reset();
    }
    m_memo.sortedIds = text ? orderedIds(textMatches, sort.order) : orderedIds(numberMatches, sort.order);
}

bool PaymentReader::hasTextAndMore(const PaymentFilter &filter)
{
    PaymentFilter rest = filter;
    rest.text.clear();
    return !filter.text.trimmed().isEmpty() && !rest.isEmpty();
}

const QList<qint64> &PaymentReader::textMatchIds(const PaymentFilter &filter)
{
    // Reading each text match's row to test the rest of the filter costs ~8 us a row at 1M payments
    // (its page decrypted): "ana" + cancelled read 83,000 rows, about a second. The text matches'
    // ids come from the alternatives' indexes alone; when there are many, the rest of the filter is
    // read from a covering index into a bitmap of row ids and tested there, so no table row is read;
    // when they are few, their rows are tested (a broad rest would fill a bitmap of a million ids).
    // With the digest read, it tests the rest in memory, and serves text searches alone too.
    refresh();
    const QByteArray key = Query::keyOf(Query::condition(filter));
    if (m_memo.text.key == key)
        return m_memo.text.ids;
    PaymentFilter rest = filter;
    rest.text.clear();
    m_memo.text = {};
    if (const std::shared_ptr<const PaymentDigest> digest = currentDigest()) {
        // The hash, merchant code and name alternatives are stretches of the digest's sort orders;
        // only e-mails, documents and hash prefixes longer than a hash key come from indexes. "ana"
        // read ~83,000 name index entries (891 pages, 16 ms cold at 1M payments); its stretch is
        // two index seeks.
        std::vector<std::span<const PaymentDigest::Id>> stretches;
        QList<qint64> found;
        for (const Query::TextAlternative &alternative : Query::textAlternatives(filter.text)) {
            if (const std::optional<std::pair<qint64, qint64>> keys = digestTextKeys(*digest, alternative))
                stretches.push_back(digest->stretch(alternative.column, keys->first, keys->second));
            else
                readTextCandidates(alternative, found);
        }
        m_memo.text.set = digest->matchesIn(stretches, found, *digest->test(rest));
        m_memo.text.of = digest.get();
        m_memo.text.set.forEach([this](PaymentDigest::Id id) { m_memo.text.ids.append(qint64(id)); });
        m_memo.text.key = key;
        return m_memo.text.ids;
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
                m_memo.text.ids.append(select.columnInt(0));
        }, restCondition);
        std::sort(m_memo.text.ids.begin(), m_memo.text.ids.end());
    } else {
        const PaymentMemo::FilterBitmap &restHolds = filterBitmap(rest);
        for (qint64 id : std::as_const(candidates)) {
            if (id >= 0 && size_t(id) < restHolds.holds.size() && restHolds.holds[size_t(id)])
                m_memo.text.ids.append(id);
        }
    }
    m_memo.text.key = key;
    return m_memo.text.ids;
}

void PaymentReader::readTextCandidates(const Query::TextAlternative &alternative, QList<qint64> &ids)
{
    Statement &select = m_statements(alternativeIdsSql(alternative));
    Query::bindAll(select, alternative.condition.values);
    while (select.step() == Statement::Step::Row)
        ids.append(select.columnInt(0));
    select.reset();
}

std::optional<std::pair<qint64, qint64>> PaymentReader::digestTextKeys(const PaymentDigest &digest,
                                                                     const Query::TextAlternative &alternative)
{
    using Column = PaymentSort::Column;
    if (alternative.column == Column::Hash) {
        // A hash key is the hash's first eight bytes: a prefix of up to eight is exactly a key range.
        if (alternative.prefix.toUtf8().size() > 8)
            return std::nullopt;
        return Codec::prefixKeyRange(alternative.prefix);
    }
    if (!PaymentDigest::ranksText(alternative.column))
        return std::nullopt;
    // Merchant codes and names are ranked in their index's order: the prefix's values are the ranks
    // from its first value's to its last's, found by a seek at each end of its index range.
    std::array<qint64, 2> ranks{};
    const QByteArray column = Query::sortColumn(alternative.column);
    for (size_t end = 0; end < ranks.size(); ++end) {
        Statement &select = m_statements(alternativeIdsSql(alternative) + " ORDER BY " + column
                                   + (end == 0 ? " LIMIT 1" : " DESC LIMIT 1"));
        Query::bindAll(select, alternative.condition.values);
        const bool found = select.step() == Statement::Step::Row;
        const qint64 id = found ? select.columnInt(0) : -1;
        select.reset();
        if (!found)
            return std::pair<qint64, qint64>(1, 0);   // no value starts so: an empty range
        if (!digest.holds(id))
            return std::nullopt;   // not in the digest: the index answers
        ranks[end] = digest.sortKey(alternative.column, PaymentDigest::Id(id));
    }
    return std::pair(ranks[0], ranks[1]);
}

void PaymentReader::forEachChunkOfIds(const QList<qint64> &ids, const QByteArray &columns,
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
        Statement &select = m_statements(sql);
        for (int i = 0; i < IdsPerRead; ++i)
            select.bind(i + 1, start + i < ids.size() ? ids.at(start + i) : qint64(0));
        Query::bindAll(select, also.values, IdsPerRead + 1);
        readChunk(select);
        select.reset();
    }
}

QList<PaymentRow> PaymentReader::rowsFromSortedIds(const PaymentFilter &filter, const PaymentSort &sort,
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

QList<PaymentRow> PaymentReader::rowsOfIds(const QList<qint64> &page)
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

} // namespace dd::cache
