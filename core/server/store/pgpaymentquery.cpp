#include "core/server/store/pgpaymentquery.h"

#include "core/storage/storedpayment.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/server/store/pgstorelink.h"

using namespace Qt::StringLiterals;

namespace dd::server::store {


QByteArray PgQuery::param(const std::optional<QByteArray> &value)
{
    m_params.append(value);
    return '$' + QByteArray::number(m_params.size());
}

QByteArray PgQuery::list(const QList<QByteArray> &values)
{
    QByteArray text = "(";
    for (const QByteArray &value : values)
        text += (text.size() > 1 ? ", " : "") + param(value);
    return text + ')';
}

void PgQuery::where(const QByteArray &clause) { m_conditions.append('(' + clause + ')'); }

QList<QByteArray> PgQuery::takeConditionsFrom(qsizetype first)
{
    const QList<QByteArray> taken = m_conditions.mid(first);
    m_conditions.resize(first);
    return taken;
}

QByteArray PgQuery::whereClause() const
{
    return m_conditions.isEmpty() ? QByteArray() : " WHERE " + m_conditions.join(" AND ");
}

QByteArray PgQuery::andClause() const
{
    return m_conditions.isEmpty() ? QByteArray() : " AND " + m_conditions.join(" AND ");
}

namespace PgPaymentQuery {

namespace {

QList<QByteArray> utf8(const QStringList &texts)
{
    QList<QByteArray> values;
    for (const QString &text : texts)
        values.append(text.toUtf8());
    return values;
}

// A LIKE pattern of every text starting with `prefix`.
QByteArray startsWith(const QString &prefix)
{
    QString escaped = prefix;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'%', u"\\%"_s).replace(u'_', u"\\_"_s);
    return (escaped + u'%').toUtf8();
}

// The condition that `expression` (compared as bytes) starts with `prefix`: a range from the prefix
// to the prefix with its last character one code point higher. A range rather than LIKE: an index
// gives it exactly, whereas a LIKE found through an index is tested again on every row it finds
// (and a count then reads every row, where it could count from the index's bitmap).
QByteArray startsWithRange(PgQuery &q, const QByteArray &expression, const QString &prefix)
{
    QList<uint> codePoints = prefix.toUcs4();
    const QByteArray from = expression + " >= " + q.param(prefix.toUtf8());
    while (!codePoints.isEmpty()) {
        uint next = codePoints.takeLast() + 1;
        if (next >= 0xD800 && next <= 0xDFFF)
            next = 0xE000;   // no text holds a surrogate: the next character is past them
        if (next > 0x10FFFF)
            continue;        // nothing sorts after the last character: bound by the one before it
        codePoints.append(next);
        const QString beyond = QString::fromUcs4(reinterpret_cast<const char32_t *>(codePoints.constData()),
                                                 codePoints.size());
        return '(' + from + " AND " + expression + " < " + q.param(beyond.toUtf8()) + ')';
    }
    return '(' + from + ')';
}

// The 8 bytes a vault prefix key stands for (core/cache/paymentcodec.cpp keyFromBytes), without
// the zero padding.
QByteArray prefixBytes(qint64 key)
{
    const quint64 bits = quint64(key) ^ (quint64(1) << 63);
    QByteArray bytes;
    for (int shift = 56; shift >= 0; shift -= 8)
        bytes.append(char((bits >> shift) & 0xff));
    while (bytes.endsWith('\0'))
        bytes.chop(1);
    return bytes;
}

// The characters of a hash the Hash sort compares (PaymentSort).
constexpr qsizetype HashPrefixLength = 8;

bool isDate(PaymentSort::Column column)
{
    return column == PaymentSort::Column::OpenDate || column == PaymentSort::Column::ConfirmDate
           || column == PaymentSort::Column::StatusDate;
}

} // namespace

namespace {

// Every condition of the filter but its text search.
void addColumnFilters(PgQuery &q, const PaymentFilter &filter)
{
    if (!filter.statuses.isEmpty()) {
        QList<QByteArray> ranks;
        for (PaymentStatus status : filter.statuses)
            ranks.append(QByteArray::number(StoredPayment::paymentStatusRank(status)));
        q.where("p.status IN " + q.list(ranks));
    }
    // Compared as bytes, as they sort: a filter on the sort column is then a range of its index.
    if (!filter.methods.isEmpty())
        q.where(sortExpression(PaymentSort::Column::Method) + " IN " + q.list(utf8(filter.methods)));
    if (!filter.countries.isEmpty())
        q.where(sortExpression(PaymentSort::Column::Country) + " IN " + q.list(utf8(filter.countries)));
    if (!filter.currency.isEmpty())
        q.where(sortExpression(PaymentSort::Column::Currency) + " = " + q.param(filter.currency.toUtf8()));
    if (filter.from.isValid() || filter.to.isValid()) {
        // Bounds on the date's sort expression, so that its index gives the range; a payment
        // without the date (sorted as the epoch) is outside every period.
        const bool opened = filter.dateField == PaymentFilter::DateField::OpenDate;
        const QByteArray date = sortExpression(opened ? PaymentSort::Column::OpenDate : PaymentSort::Column::ConfirmDate);
        q.where(opened ? "p.open_date IS NOT NULL" : "p.confirm_date IS NOT NULL");
        if (filter.from.isValid())
            q.where(date + " >= " + q.param(PgValue::instant(filter.from)) + "::timestamptz");
        if (filter.to.isValid())
            q.where(date + " < " + q.param(PgValue::instant(filter.to)) + "::timestamptz");
    }
    if (filter.minAmount)
        q.where("p.amount_ext >= " + q.param(PgValue::money(*filter.minAmount)) + "::numeric");
    if (filter.maxAmount)
        q.where("p.amount_ext <= " + q.param(PgValue::money(*filter.maxAmount)) + "::numeric");
}

// One way a text search matches: a range of one index, and the sort column that index orders
// (Count for the e-mail and document, which no sort uses).
struct SearchAlternative
{
    QByteArray range;
    PaymentSort::Column column;
};

// A text search: a payment matches when one alternative does and it passes `check`, the test of a
// term longer than a hash prefix against the whole hash (nothing for a shorter term).
struct TextSearch
{
    QList<SearchAlternative> alternatives;
    QByteArray check;
};

// Each alternative is a range of bytes (COLLATE "C") of its own index, whatever the database's
// collation. The hash is compared through its sort prefix; a longer term is checked against the whole
// hash in a second condition, which the rows matching no prefix pass at its first test, so that the
// alternatives themselves stay exact index ranges (see startsWithRange).
TextSearch textSearch(PgQuery &q, const QString &term)
{
    using Column = PaymentSort::Column;
    qsizetype head = 0;   // the term's first HashPrefixLength characters (left() counts code points)
    for (qsizetype n = 0; n < HashPrefixLength && head < term.size(); ++n)
        head += term.at(head).isHighSurrogate() && head + 1 < term.size() ? 2 : 1;
    TextSearch search;
    search.alternatives.append({startsWithRange(q, sortExpression(Column::Hash), term.left(head)), Column::Hash});
    search.alternatives.append({startsWithRange(q, sortExpression(Column::MerchantCode), term), Column::MerchantCode});
    const QString name = StoredPayment::foldForSearch(term);
    if (!name.isEmpty()) {
        search.alternatives.append({startsWithRange(q, sortExpression(Column::CustomerName), name), Column::CustomerName});
        search.alternatives.append({startsWithRange(q, "p.email_folded COLLATE \"C\"", name), Column::Count});
    }
    const QString document = StoredPayment::foldDocument(term);
    if (!document.isEmpty())
        search.alternatives.append({startsWithRange(q, "p.document_folded COLLATE \"C\"", document), Column::Count});
    if (head < term.size()) {
        search.check = "NOT " + search.alternatives.first().range + " OR p.hash LIKE " + q.param(startsWith(term));
        for (qsizetype i = 1; i < search.alternatives.size(); ++i)
            search.check += " OR " + search.alternatives.at(i).range;
    }
    return search;
}

QByteArray anyOf(const QList<SearchAlternative> &alternatives)
{
    QByteArray any;
    for (const SearchAlternative &alternative : alternatives)
        any += (any.isEmpty() ? "" : " OR ") + alternative.range;
    return any;
}

} // namespace

void addFilter(PgQuery &q, const PaymentFilter &filter)
{
    addColumnFilters(q, filter);
    const QString term = filter.text.trimmed();
    if (term.isEmpty())
        return;
    const TextSearch search = textSearch(q, term);
    q.where(anyOf(search.alternatives));
    if (!search.check.isEmpty())
        q.where(search.check);
}

QByteArray sortExpression(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate: return "COALESCE(p.open_date, timestamptz 'epoch')";
    case PaymentSort::Column::ConfirmDate: return "COALESCE(p.confirm_date, timestamptz 'epoch')";
    case PaymentSort::Column::StatusDate: return "COALESCE(p.status_date, timestamptz 'epoch')";
    case PaymentSort::Column::Status: return "p.status";
    case PaymentSort::Column::Amount: return "p.amount_ext";
    case PaymentSort::Column::Currency: return "p.currency COLLATE \"C\"";
    case PaymentSort::Column::Method: return "p.payment_type_code COLLATE \"C\"";
    case PaymentSort::Column::Country: return "p.country COLLATE \"C\"";
    case PaymentSort::Column::Hash: return "left(p.hash, 8) COLLATE \"C\"";
    case PaymentSort::Column::MerchantCode: return "p.merchant_code COLLATE \"C\"";
    case PaymentSort::Column::CustomerName: return "p.name_folded COLLATE \"C\"";
    case PaymentSort::Column::Count: break;
    }
    return "COALESCE(p.open_date, timestamptz 'epoch')";
}

QByteArray orderBy(const PaymentSort &sort)
{
    const QByteArray direction = sort.order == Qt::AscendingOrder ? " ASC" : " DESC";
    return " ORDER BY " + sortExpression(sort.column) + direction + ", p.id" + direction;
}

namespace {

// "$n::type" of a key's sort value.
QByteArray keyValue(PgQuery &q, const PaymentSort &sort, const PageKey &key)
{
    QByteArray value;
    if (const auto *number = std::get_if<qint64>(&key.value)) {
        if (isDate(sort.column))
            value = q.param(PgValue::instant(QDateTime::fromMSecsSinceEpoch(*number, Qt::UTC))) + "::timestamptz";
        else if (sort.column == PaymentSort::Column::Amount)
            value = q.param(PgValue::money(*number)) + "::numeric";
        else if (sort.column == PaymentSort::Column::Hash)
            value = q.param(prefixBytes(*number)) + "::text COLLATE \"C\"";
        else
            value = q.param(QByteArray::number(*number)) + "::smallint";
    } else {
        value = q.param(std::get<QString>(key.value).toUtf8()) + "::text COLLATE \"C\"";
    }
    return value;
}

const char *beyond(const PaymentSort &sort) { return sort.order == Qt::AscendingOrder ? " > " : " < "; }

} // namespace

void addAfter(PgQuery &q, const PaymentSort &sort, const PageKey &key)
{
    const QByteArray value = keyValue(q, sort, key);
    const QByteArray id = q.param(QByteArray::number(key.rowId)) + "::bigint";
    // A row comparison: the sort index's start (or end) position, even inside a run of equal values.
    q.where("(" + sortExpression(sort.column) + ", p.id)" + beyond(sort) + "(" + value + ", " + id + ')');
}

PagePlan planPage(const PaymentFilter &filter, const PaymentSort &sort,
                  const std::function<std::optional<qint64>()> &fewMatches)
{
    if (filter.statuses.size() > 1
        && (sort.column == PaymentSort::Column::ConfirmDate || sort.column == PaymentSort::Column::StatusDate
            || sort.column == PaymentSort::Column::Status))
        return PagePlan::StatusArms;
    if (!filter.isEmpty() && fewMatches())
        return PagePlan::SortedMatches;
    if (sort.column == PaymentSort::Column::CustomerName && !StoredPayment::foldForSearch(filter.text.trimmed()).isEmpty())
        return PagePlan::SearchArms;
    return PagePlan::SortIndexWalk;
}

namespace {

// The start of an arm: every column of the payments and the sort key, which the arms merge on.
QByteArray armHead(const PaymentSort &sort)
{
    return "SELECT p.*, " + sortExpression(sort.column) + " AS sort_key FROM directdesk.payments p WHERE ";
}

// The page of the arms' rows (each arm at most `skip + limit` rows long in sort order).
PgStatement mergedArms(PgQuery &query, const QByteArray &arms, const PaymentSort &sort, qint64 skip, int limit)
{
    const QByteArray direction = sort.order == Qt::AscendingOrder ? " ASC" : " DESC";
    const QByteArray limits = " LIMIT " + query.param(PgValue::integer(limit)) + " OFFSET " + query.param(PgValue::integer(skip));
    return {QByteArray("SELECT ") + PgPaymentCodec::RowColumns + " FROM (" + arms + ") p ORDER BY p.sort_key"
                + direction + ", p.id" + direction + limits,
            query.params()};
}

// One arm per status, each a walk of the (status, date, id) index (for the status sort, of the
// (status, id) index) from the key, at most `skip + limit` rows long; the arms' few rows are then
// sorted together. A date's key is compared with the status in front, as that index holds it: the
// date's own index cannot start at such a key, so the planner never prefers it for a later page
// (from a key among the unconfirmed payments, it would pass every one of them to reach the first
// confirmed).
PgStatement statusArms(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                       qint64 skip, int limit)
{
    QList<int> ranks;
    for (PaymentStatus status : filter.statuses) {
        if (!ranks.contains(StoredPayment::paymentStatusRank(status)))
            ranks.append(StoredPayment::paymentStatusRank(status));
    }
    PaymentFilter others = filter;
    others.statuses.clear();
    PgQuery query;
    addFilter(query, others);
    const QByteArray conditions = query.andClause();
    const bool byStatus = sort.column == PaymentSort::Column::Status;
    const QByteArray value = after && !byStatus ? keyValue(query, sort, *after) : QByteArray();
    const QByteArray id = after ? query.param(PgValue::integer(after->rowId)) + "::bigint" : QByteArray();
    const QByteArray armLimit = query.param(PgValue::integer(skip + limit));
    const int sign = sort.order == Qt::AscendingOrder ? 1 : -1;
    const qint64 *keyRanked = after && byStatus ? std::get_if<qint64>(&after->value) : nullptr;
    const qint64 keyRank = keyRanked ? *keyRanked : 0;   // keyOf() gives a status sort's rank
    QByteArray arms;
    for (int rank : std::as_const(ranks)) {
        // By status, an arm before the key's status has nothing after the key, the key's own
        // continues after its row id, and those beyond it start at their first payment.
        if (after && byStatus && sign * (rank - keyRank) < 0)
            continue;
        const QByteArray status = query.param(QByteArray::number(rank)) + "::smallint";
        QByteArray arm = armHead(sort) + "p.status = " + status + conditions;
        if (after && byStatus && rank == keyRank)
            arm += " AND p.id" + QByteArray(beyond(sort)) + id;
        else if (after && !byStatus)
            arm += " AND (p.status, " + sortExpression(sort.column) + ", p.id)" + beyond(sort) + '(' + status + ", "
                   + value + ", " + id + ')';
        arms += QByteArray(arms.isEmpty() ? "(" : " UNION ALL (") + arm + orderBy(sort) + " LIMIT " + armLimit + ')';
    }
    if (arms.isEmpty())   // past the last listed status: nothing after the key
        arms = armHead(sort) + "false";
    return mergedArms(query, arms, sort, skip, limit);
}

// Two arms: the matches of the search alternative whose index is the sort's (the name's), a walk of
// its range in order; and the others' matches (but for those), found through their indexes and
// sorted; their first rows merged.
PgStatement searchArms(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                       qint64 skip, int limit)
{
    PgQuery query;
    addColumnFilters(query, filter);
    if (after)
        addAfter(query, sort, *after);
    const TextSearch search = textSearch(query, filter.text.trimmed());
    QByteArray walked;
    QList<SearchAlternative> others;
    for (const SearchAlternative &alternative : search.alternatives) {
        if (alternative.column == sort.column)
            walked = alternative.range;
        else
            others.append(alternative);
    }
    QByteArray shared = query.andClause();
    if (!search.check.isEmpty())
        shared += " AND (" + search.check + ')';
    const QByteArray armLimit = query.param(PgValue::integer(skip + limit));
    const QByteArray arm = armHead(sort);
    const QByteArray arms = '(' + arm + walked + shared + orderBy(sort) + " LIMIT " + armLimit + ") UNION ALL (" + arm
                            + '(' + anyOf(others) + ") AND " + walked + " IS NOT TRUE" + shared + orderBy(sort)
                            + " LIMIT " + armLimit + ')';
    return mergedArms(query, arms, sort, skip, limit);
}

// The filter's matches, read once through whichever of their own indexes the server chooses (the
// statement has no order for a sort index to give), then sorted by their keys alone; only the
// page's rows are read whole.
PgStatement sortedMatches(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                          qint64 skip, int limit)
{
    PgQuery query;
    addFilter(query, filter);
    QByteArray keys = "WITH matches AS MATERIALIZED (SELECT p.id, " + sortExpression(sort.column)
                      + " AS sort_key FROM directdesk.payments p" + query.whereClause() + ") SELECT m.id, m.sort_key FROM matches m";
    if (after) {
        keys += " WHERE (m.sort_key, m.id)" + QByteArray(beyond(sort)) + '(' + keyValue(query, sort, *after) + ", "
                + query.param(PgValue::integer(after->rowId)) + "::bigint)";
    }
    const QByteArray direction = sort.order == Qt::AscendingOrder ? " ASC" : " DESC";
    const QByteArray order = " ORDER BY m.sort_key" + direction + ", m.id" + direction;
    keys += order + " LIMIT " + query.param(PgValue::integer(limit)) + " OFFSET " + query.param(PgValue::integer(skip));
    return {QByteArray("SELECT ") + PgPaymentCodec::RowColumns + " FROM (" + keys
                + ") m JOIN directdesk.payments p ON p.id = m.id" + order,
            query.params()};
}

} // namespace

PgStatement matchesUpTo(const PaymentFilter &filter, qint64 bound)
{
    PgQuery query;
    addFilter(query, filter);
    return {"SELECT count(*) FROM (SELECT FROM directdesk.payments p" + query.whereClause() + " LIMIT "
                + query.param(PgValue::integer(bound + 1)) + ") s",
            query.params()};
}

PgStatement estimate(const PaymentFilter &filter)
{
    PgQuery query;
    addFilter(query, filter);
    return {"EXPLAIN (FORMAT JSON) SELECT FROM directdesk.payments p" + query.whereClause(), query.params()};
}

std::optional<PgStatement> groupRange(const PaymentFilter &filter, const PaymentSort &sort)
{
    using Column = PaymentSort::Column;
    const bool groupedSort = sort.column == Column::Currency || sort.column == Column::Method || sort.column == Column::Country;
    PaymentFilter grouped;
    grouped.statuses = filter.statuses;
    grouped.methods = filter.methods;
    grouped.countries = filter.countries;
    grouped.currency = filter.currency;
    if (!groupedSort || grouped.isEmpty())
        return std::nullopt;
    // payment_groups has the payments' column names: the filter and the sort expression read the same on it.
    PgQuery query;
    addColumnFilters(query, grouped);
    const QByteArray value = sortExpression(sort.column);
    return PgStatement{"SELECT min(" + value + "), max(" + value + ") FROM directdesk.payment_groups p WHERE p.count > 0"
                           + query.andClause(),
                       query.params()};
}

PgStatement page(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                 qint64 skip, int limit, PagePlan plan, const std::optional<SortRange> &range)
{
    if (plan == PagePlan::StatusArms)
        return statusArms(filter, sort, after, skip, limit);
    if (plan == PagePlan::SortedMatches)
        return sortedMatches(filter, sort, after, skip, limit);
    if (plan == PagePlan::SearchArms)
        return searchArms(filter, sort, after, skip, limit);
    PgQuery query;
    addFilter(query, filter);
    if (range) {
        query.where(sortExpression(sort.column) + " >= " + query.param(range->least) + "::text COLLATE \"C\"");
        query.where(sortExpression(sort.column) + " <= " + query.param(range->greatest) + "::text COLLATE \"C\"");
    }
    if (after)
        addAfter(query, sort, *after);
    const QByteArray limits = " LIMIT " + query.param(PgValue::integer(limit)) + " OFFSET " + query.param(PgValue::integer(skip));
    return {QByteArray("SELECT ") + PgPaymentCodec::RowColumns + " FROM directdesk.payments p" + query.whereClause()
                + orderBy(sort) + limits,
            query.params()};
}

PgStatement count(const PaymentFilter &filter)
{
    PgQuery query;
    addFilter(query, filter);
    const QByteArray counted = filter.constrainsGroupsOnly()
        ? "SELECT COALESCE(SUM(p.count), 0) FROM directdesk.payment_groups p"
        : "SELECT count(*) FROM directdesk.payments p";
    return {counted + query.whereClause(), query.params()};
}

std::optional<PgStatement> countLessOutside(const PaymentFilter &filter, int outsideLimit)
{
    PaymentFilter rest = filter;
    rest.minAmount.reset();
    rest.maxAmount.reset();
    if ((!filter.minAmount && !filter.maxAmount) || !rest.constrainsGroupsOnly())
        return std::nullopt;
    PgQuery query;
    addFilter(query, rest);
    const QByteArray limit = query.param(PgValue::integer(outsideLimit));
    // Each side's payments up to the limit, counted in the same statement (one snapshot) as the groups.
    const auto side = [&](const std::optional<qint64> &bound, const char *beyond) -> QByteArray {
        if (!bound)
            return "0";
        return "(SELECT count(*) FROM (SELECT FROM directdesk.payments p WHERE p.amount_ext " + QByteArray(beyond)
               + query.param(PgValue::money(*bound)) + "::numeric" + query.andClause() + " LIMIT " + limit + ") s)";
    };
    const QByteArray below = side(filter.minAmount, " < ");
    const QByteArray above = side(filter.maxAmount, " > ");
    return PgStatement{"SELECT CASE WHEN b < l AND a < l THEN g - b - a ELSE 0 END, (b < l AND a < l)::integer FROM "
                       "(SELECT (SELECT COALESCE(SUM(p.count), 0) FROM directdesk.payment_groups p" + query.whereClause()
                           + ") AS g, " + below + " AS b, " + above + " AS a, " + limit + "::bigint AS l) c",
                       query.params()};
}

PgStatement totals(const PaymentFilter &filter)
{
    PgQuery query;
    addFilter(query, filter);
    if (filter.constrainsGroupsOnly()) {
        return {"SELECT p.currency, p.status, p.payment_type_code, SUM(p.count), SUM(p.amount), SUM(p.refunded) "
                "FROM directdesk.payment_groups p" + query.whereClause() + " GROUP BY 1, 2, 3 HAVING SUM(p.count) > 0",
                query.params()};
    }
    return {"SELECT p.currency, p.status, p.payment_type_code, count(*), SUM(p.amount_ext), SUM(p.refunded) "
            "FROM directdesk.payments p" + query.whereClause() + " GROUP BY 1, 2, 3",
            query.params()};
}

} // namespace PgPaymentQuery

} // namespace dd::server::store
