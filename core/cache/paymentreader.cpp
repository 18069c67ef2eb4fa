#include "core/cache/paymentreader.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/paymentdigest.h"
#include "core/cache/paymentdigestloader.h"
#include "core/cache/paymentquery.h"
#include "core/cache/statementcache.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace dd::cache {

namespace Codec = PaymentCodec;
namespace Query = PaymentQuery;

namespace {

// A filter with at most this many matches has them sorted once from the digest (one pass over it,
// ~3 ms at a million payments), and its pages sliced from that order; one with more walks the
// digest's sort order testing each payment (~30 ns each, in random order): a page of a filter with
// 5,000 matches in a million tests ~20,000 where they are spread evenly. Sorting 40,000 matches
// took 7-22 ms a sort column; walking for them, 1-3 ms.
constexpr qint64 DigestSortsUpTo = 5'000;

} // namespace

PaymentReader::PaymentReader(StatementCache &statements, PaymentMemo &memo, const quint64 &generation)
    : m_statements(statements), m_memo(memo), m_generation(generation), m_planner(*this, memo),
      m_digestSortLimit(DigestSortsUpTo)
{
}

PaymentReader::~PaymentReader() = default;

void PaymentReader::refresh()
{
    Statement &version = m_statements("PRAGMA data_version");
    const qint64 dataVersion = version.step() == Statement::Step::Row ? version.columnInt(0) : -1;
    version.reset();
    m_memo.seeDataVersion(dataVersion);
}

bool PaymentReader::hasDigest() { return currentDigest() != nullptr; }

void PaymentReader::setDigestReader(std::function<std::optional<Database>()> openReader)
{
    m_digests = std::make_unique<PaymentDigestLoader>(std::move(openReader));
}

bool PaymentReader::waitForDigest()
{
    if (!m_digests)
        return false;
    refresh();
    return m_digests->readNow({m_generation, m_memo.dataVersion()}) != nullptr;
}

qint64 PaymentReader::digestBytes()
{
    refresh();
    const std::shared_ptr<const PaymentDigest> digest = currentDigest();
    return digest ? digest->bytes() : 0;
}

std::shared_ptr<const PaymentDigest> PaymentReader::currentDigest()
{
    return m_digests ? m_digests->current({m_generation, m_memo.dataVersion()}) : nullptr;
}

std::optional<QList<qint64>> PaymentReader::digestPage(const PaymentFilter &filter, const PaymentSort &sort,
                                                       const std::optional<PageKey> &after, int limit, qint64 offset)
{
    const QByteArray filterKey = Query::keyOf(Query::condition(filter));
    const std::shared_ptr<const PaymentDigest> digest = currentDigest();
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
    const std::optional<PaymentDigest::Test> test = digest->test(filter);
    if (test && count(filter) > m_digestSortLimit)
        return digest->walk(*test, nullptr, sort, key, afterId, limit, offset);
    const QByteArray columnKey = filterKey + '\x1e' + QByteArray::number(int(sort.column));
    if (!test && textMatchIds(filter).size() > m_digestSortLimit && m_memo.text.of == digest.get()) {
        if (m_memo.text.spanKey != columnKey) {
            m_memo.text.span = digest->keySpan(m_memo.text.ids, sort.column);
            m_memo.text.spanKey = columnKey;
        }
        PaymentFilter rest = filter;
        rest.text.clear();
        const PaymentDigest::Among among{&m_memo.text.set, m_memo.text.span};
        return digest->walk(*digest->test(rest), &among, sort, key, afterId, limit, offset);
    }
    const QByteArray sortedKey = columnKey + '\x1e' + QByteArray::number(m_digests->adoptions());
    if (m_memo.digestSortedKey != sortedKey) {
        m_memo.digestSorted = test ? digest->sortedMatches(*test, sort.column) : digest->sorted(textMatchIds(filter), sort.column);
        m_memo.digestSortedKey = sortedKey;
    }
    return digest->slice(m_memo.digestSorted, sort, key, afterId, limit, offset);
}

std::optional<qint64> PaymentReader::digestSortKey(const PaymentDigest &digest, PaymentSort::Column column,
                                                  const PageKey &key)
{
    if (!PaymentDigest::ranksText(column))
        return digest.sortKeyOfValue(column, key.value);
    // Merchant codes and names are ranked, not held: the key's row gives its rank while it still
    // holds the key's value (as it does unless the key comes from before a write).
    if (!std::holds_alternative<QString>(key.value) || !digest.holds(key.rowId)
        || storedSortValue(key.rowId, column) != key.value)
        return std::nullopt;
    return digest.sortKey(column, PaymentDigest::Id(key.rowId));
}

std::optional<SqlValue> PaymentReader::storedSortValue(qint64 rowId, PaymentSort::Column column)
{
    Statement &value = m_statements("SELECT " + QByteArray(Query::sortColumn(column)) + " FROM payments WHERE id = ?");
    value.bind(1, rowId);
    std::optional<SqlValue> stored;
    if (value.step() == Statement::Step::Row)
        stored = Query::sortsAsText(column) ? SqlValue(value.columnText(0)) : SqlValue(value.columnInt(0));
    value.reset();
    return stored;
}

std::optional<Payment> PaymentReader::findByHash(const QString &hash)
{
    Statement &find = m_statements(Codec::rowWithAnswerSql() + "WHERE p.hash_prefix = ? AND p.hash = ?");
    find.bind(1, Codec::prefixKey(hash)).bind(2, hash);
    return readFull(find);
}

std::optional<Payment> PaymentReader::findByMerchantCode(const QString &merchantPaymentCode)
{
    return findWhere("merchant_code", merchantPaymentCode);
}

std::optional<Payment> PaymentReader::findWhere(const char *column, const QString &value)
{
    Statement &find = m_statements(Codec::rowWithAnswerSql() + "WHERE p." + column + " = ? ORDER BY p.id DESC LIMIT 1");
    find.bind(1, value);
    return readFull(find);
}

std::optional<Payment> PaymentReader::readFull(Statement &find)
{
    if (find.step() != Statement::Step::Row)
        return std::nullopt;
    PaymentRow row = Codec::readRowWithAnswer(find);
    find.reset();
    row.payment.refunds = refunds(row.rowId);
    return row.payment;
}

std::optional<PaymentRow> PaymentReader::rowById(qint64 rowId)
{
    Statement &find = m_statements(QByteArray("SELECT ") + Codec::rowColumns() + " FROM payments p WHERE p.id = ?");
    find.bind(1, rowId);
    if (find.step() != Statement::Step::Row)
        return std::nullopt;
    PaymentRow row = Codec::readRow(find);
    // A cached statement left on a row keeps this connection's read transaction open: it would go
    // on seeing the cache as it was, blind to what other sessions (the background refresh) write.
    find.reset();
    return row;
}

QList<Refund> PaymentReader::refunds(qint64 rowId)
{
    Statement &select = m_statements(QByteArray("SELECT ") + Codec::refundColumns() + ", currency FROM refunds "
                               "WHERE payment_id = ? ORDER BY request_date, id");
    select.bind(1, rowId);
    QList<Refund> result;
    while (select.step() == Statement::Step::Row)
        result.append(Codec::readRefund(select, select.columnText(10)));
    return result;
}

qint64 PaymentReader::count(const PaymentFilter &filter)
{
    refresh();
    const SqlCondition condition = Query::condition(filter);
    const QByteArray key = Query::keyOf(condition);
    const auto found = m_memo.counts.constFind(key);
    if (found != m_memo.counts.constEnd())
        return *found;
    if (Query::isCoveredByGroups(filter)) {
        Statement &groups = m_statements("SELECT COALESCE(SUM(count), 0) FROM payment_groups" + Query::whereClause(condition));
        Query::bindAll(groups, condition.values);
        const qint64 result = groups.step() == Statement::Step::Row ? groups.columnInt(0) : 0;
        groups.reset();
        m_memo.counts.insert(key, result);
        return result;
    }
    const std::shared_ptr<const PaymentDigest> digest = currentDigest();
    if (hasTextAndMore(filter) || (digest && !filter.text.trimmed().isEmpty())) {
        const qint64 result = textMatchIds(filter).size();
        m_memo.counts.insert(key, result);
        return result;
    }
    if (const std::optional<PaymentDigest::Test> test = digest ? digest->test(filter) : std::nullopt) {
        const qint64 result = digest->count(*test);
        m_memo.counts.insert(key, result);
        return result;
    }
    QByteArray hint;
    if (!condition.text.isEmpty()) {
        if (const char *index = Query::singleIndexFor(filter))
            hint = QByteArray(" INDEXED BY ") + index;
        else if (Query::isCoveredByTotalsIndex(filter))
            hint = " INDEXED BY payments_totals";
    }
    Statement &select = m_statements("SELECT COUNT(*) FROM payments" + hint + Query::whereClause(condition));
    Query::bindAll(select, condition.values);
    const qint64 result = select.step() == Statement::Step::Row ? select.columnInt(0) : 0;
    select.reset();
    m_memo.counts.insert(key, result);
    return result;
}

bool PaymentReader::countIsQuick(const PaymentFilter &filter)
{
    if (Query::isCoveredByGroups(filter))
        return true;
    refresh();
    return m_memo.counts.contains(Query::keyOf(Query::condition(filter))) || currentDigest() != nullptr;
}

bool PaymentReader::totalsAreQuick()
{
    refresh();
    return currentDigest() != nullptr;
}

qint64 PaymentReader::totalRowCount() { return count(PaymentFilter()); }

QList<PaymentTotal> PaymentReader::totals(const PaymentFilter &filter)
{
    refresh();
    if (const std::shared_ptr<const PaymentDigest> digest =
            Query::isCoveredByGroups(filter) ? nullptr : currentDigest()) {
        const std::optional<PaymentDigest::Test> test = digest->test(filter);
        return test ? digest->totals(*test) : digest->totals(textMatchIds(filter));
    }
    if (hasTextAndMore(filter))
        return textAndMoreTotals(filter);
    const SqlCondition condition = Query::condition(filter);
    const QByteArray hint = Query::isCoveredByTotalsIndex(filter) ? " INDEXED BY payments_totals" : "";
    // Filters on grouped columns only add up the groups kept on write; others read the rows.
    Statement &select = Query::isCoveredByGroups(filter)
        ? m_statements("SELECT currency, status, payment_type_code, SUM(count), SUM(amount), SUM(refunded) "
                 "FROM payment_groups" + Query::whereClause(Query::combined(condition, SqlCondition{"(count > 0)", {}}))
                 + " GROUP BY currency, status, payment_type_code HAVING SUM(count) > 0")
        : m_statements("SELECT currency, status, payment_type_code, COUNT(*), SUM(amount_ext), SUM(refunded) "
                 "FROM payments" + hint + Query::whereClause(condition) + " GROUP BY currency, status, payment_type_code");
    Query::bindAll(select, condition.values);
    QList<PaymentTotal> result;
    while (select.step() == Statement::Step::Row) {
        result.append(PaymentTotal{select.columnText(0), StoredPayment::paymentStatusFromRank(select.columnInt(1)),
                                   select.columnText(2), select.columnInt(3), select.columnInt(4),
                                   select.columnInt(5)});
    }
    select.reset();
    return result;
}

QList<PaymentTotal> PaymentReader::textAndMoreTotals(const PaymentFilter &filter)
{
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
        total.status = StoredPayment::paymentStatusFromRank(std::get<1>(group));
        total.method = std::get<2>(group);
        result.append(total);
    }
    return result;
}

PageAnchors PaymentReader::anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride)
{
    PageAnchors result{filter, sort, std::max(1, stride), 0, {}};
    if (!m_planner.walksSortIndex(filter, sort)) {
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
    Statement &select = m_statements("SELECT " + column + ", id FROM payments INDEXED BY " + Query::sortIndexFor(filter, sort.column)
                               + Query::whereClause(condition) + Query::orderBy(sort, true));
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

QList<PaymentRow> PaymentReader::rows(const PaymentFilter &filter, const PaymentSort &sort,
                                      const std::optional<PageKey> &after, int limit, qint64 offset)
{
    bool digest = true;
    for (;;) {
        const PagePlan plan = m_planner.plan(filter, sort, offset, digest);
        switch (plan.strategy) {
        case PageStrategy::Digest:
            if (std::optional<QList<qint64>> ids = digestPage(filter, sort, after, limit, offset))
                return rowsOfIds(*ids);
            digest = false;
            continue;
        case PageStrategy::SortIndex:
            return *walkSortIndex(filter, sort, after, limit, offset, 0, 0);
        case PageStrategy::BudgetedWalk:
            if (std::optional<QList<PaymentRow>> walked =
                    walkSortIndex(filter, sort, after, limit, offset, plan.steps, plan.milliseconds))
                return *walked;
            m_memo.sparseOrders.insert(PagePlanner::orderKey(filter, sort));
            continue;
        case PageStrategy::BitmapWalk:
            return walkSortIndexOnly(filter, sort, after, limit, offset);
        case PageStrategy::SortedMatches:
            return rowsFromSortedIds(filter, sort, after, limit, offset);
        }
        return {};
    }
}

} // namespace dd::cache
