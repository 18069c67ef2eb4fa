#include "core/cache/paymentquery.h"

#include "core/cache/paymentcodec.h"

#include <algorithm>
#include <array>

namespace dd::cache {

void SqlCondition::add(const QByteArray &clause, const QList<SqlValue> &clauseValues)
{
    text += text.isEmpty() ? QByteArray("(") : QByteArray(" AND (");
    text += clause;
    text += ')';
    values += clauseValues;
}

namespace PaymentQuery {

namespace {

QByteArray placeholders(qsizetype count)
{
    QByteArray text;
    for (qsizetype i = 0; i < count; ++i)
        text += i == 0 ? "?" : ", ?";
    return text;
}

void addIn(SqlCondition &condition, const char *column, const QList<SqlValue> &values)
{
    if (!values.isEmpty())
        condition.add(QByteArray(column) + " IN (" + placeholders(values.size()) + ')', values);
}

QList<SqlValue> textValues(const QStringList &texts)
{
    QList<SqlValue> values;
    for (const QString &text : texts)
        values.append(text);
    return values;
}

// A prefix as a half-open range, so the column's ordinary index serves it.
QString prefixEnd(const QString &prefix) { return prefix + QChar(0xDBFF) + QChar(0xDFFF); }

SqlCondition prefixRange(const char *column, const QString &prefix)
{
    SqlCondition range{'(' + QByteArray(column) + " >= ? AND " + column + " < ?)", {}};
    range.values << prefix << prefixEnd(prefix);
    return range;
}

// Integer prefix key range plus the exact text test (cheap: only on the rows the range finds).
SqlCondition keyedPrefix(const char *keyColumn, const char *textColumn, const QString &prefix)
{
    const auto [low, high] = PaymentCodec::prefixKeyRange(prefix);
    SqlCondition range{'(' + QByteArray(keyColumn) + " BETWEEN ? AND ? AND " + textColumn + " >= ? AND " + textColumn
                           + " < ?)",
                       {}};
    range.values << low << high << prefix << prefixEnd(prefix);
    return range;
}

void addTextSearch(SqlCondition &condition, const QString &rawText)
{
    const QList<TextAlternative> alternatives = textAlternatives(rawText);
    if (alternatives.isEmpty())
        return;
    QByteArray text;
    QList<SqlValue> values;
    for (const TextAlternative &alternative : alternatives) {
        text += (text.isEmpty() ? "" : " OR ") + alternative.condition.text;
        values += alternative.condition.values;
    }
    condition.add(text, values);
}

} // namespace

QList<TextAlternative> textAlternatives(const QString &rawText)
{
    const QString term = rawText.trimmed();
    QList<TextAlternative> alternatives;
    if (term.isEmpty())
        return alternatives;
    alternatives.append({keyedPrefix("hash_prefix", "hash", term), "payments_by_hash"});
    alternatives.append({prefixRange("merchant_code", term), "payments_by_merchant_code"});
    const QString folded = PaymentCodec::foldForSearch(term);
    if (!folded.isEmpty()) {
        alternatives.append({prefixRange("name_key", folded), "payments_by_name"});
        alternatives.append({keyedPrefix("email_prefix", "email_key", folded), "payments_by_email"});
    }
    const QString document = PaymentCodec::foldDocument(term);
    if (!document.isEmpty())
        alternatives.append({keyedPrefix("document_prefix", "document_key", document), "payments_by_document"});
    return alternatives;
}

bool indexHolds(const char *index, PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::Hash: return qstrcmp(index, "payments_by_hash") == 0;
    case PaymentSort::Column::CustomerName: return qstrcmp(index, "payments_by_name") == 0;
    case PaymentSort::Column::MerchantCode:
    case PaymentSort::Column::OpenDate:   // migration 8
        return qstrcmp(index, "payments_by_merchant_code") == 0;
    case PaymentSort::Column::ConfirmDate:
    case PaymentSort::Column::StatusDate:
    case PaymentSort::Column::Status:
    case PaymentSort::Column::Amount:
    case PaymentSort::Column::Currency:
    case PaymentSort::Column::Method:
    case PaymentSort::Column::Country:
    case PaymentSort::Column::Count:
        return false;
    }
    return false;
}

SqlCondition condition(const PaymentFilter &filter)
{
    SqlCondition result;
    QList<SqlValue> statuses;
    for (PaymentStatus status : filter.statuses)
        statuses.append(qint64(PaymentCodec::paymentStatusRank(status)));
    addIn(result, "status", statuses);
    addIn(result, "payment_type_code", textValues(filter.methods));
    addIn(result, "country", textValues(filter.countries));
    if (!filter.currency.isEmpty())
        result.add("currency = ?", {filter.currency});
    const char *dateColumn = filter.dateField == PaymentFilter::DateField::OpenDate ? "open_date" : "confirm_date";
    if (filter.from.isValid())
        result.add(QByteArray(dateColumn) + " >= ?", {PaymentCodec::toMs(filter.from)});
    else if (filter.to.isValid())
        result.add(QByteArray(dateColumn) + " > 0");   // 0 means "no date": not before any bound
    if (filter.to.isValid())
        result.add(QByteArray(dateColumn) + " < ?", {PaymentCodec::toMs(filter.to)});
    if (filter.minAmount)
        result.add("amount_ext >= ?", {*filter.minAmount});
    if (filter.maxAmount)
        result.add("amount_ext <= ?", {*filter.maxAmount});
    addTextSearch(result, filter.text);
    return result;
}

bool isCoveredByTotalsIndex(const PaymentFilter &filter) { return filter.text.trimmed().isEmpty(); }

bool isCoveredByGroups(const PaymentFilter &filter)
{
    return filter.text.trimmed().isEmpty() && !filter.from.isValid() && !filter.to.isValid() && !filter.minAmount
           && !filter.maxAmount;
}

const char *singleIndexFor(const PaymentFilter &filter)
{
    if (!filter.text.trimmed().isEmpty())
        return nullptr;
    const bool dates = filter.from.isValid() || filter.to.isValid();
    const bool amounts = filter.minAmount || filter.maxAmount;
    const int used = int(!filter.statuses.isEmpty()) + int(!filter.methods.isEmpty()) + int(!filter.countries.isEmpty())
                     + int(!filter.currency.isEmpty()) + int(dates) + int(amounts);
    if (used != 1)
        return nullptr;
    if (!filter.statuses.isEmpty())
        return "payments_by_status";
    if (!filter.methods.isEmpty())
        return "payments_by_method";
    if (!filter.countries.isEmpty())
        return "payments_by_country";
    if (!filter.currency.isEmpty())
        return "payments_by_currency";
    if (amounts)
        return "payments_by_amount";
    return filter.dateField == PaymentFilter::DateField::OpenDate ? "payments_by_open_date" : "payments_by_confirm_date";
}

const char *sortColumn(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate: return "open_date";
    case PaymentSort::Column::ConfirmDate: return "confirm_date";
    case PaymentSort::Column::StatusDate: return "status_date";
    case PaymentSort::Column::Status: return "status";
    case PaymentSort::Column::Amount: return "amount_ext";
    case PaymentSort::Column::Currency: return "currency";
    case PaymentSort::Column::Method: return "payment_type_code";
    case PaymentSort::Column::Country: return "country";
    case PaymentSort::Column::Hash: return "hash_prefix";
    case PaymentSort::Column::MerchantCode: return "merchant_code";
    case PaymentSort::Column::CustomerName: return "name_key";
    case PaymentSort::Column::Count: break;
    }
    return "open_date";
}

bool inTotalsIndex(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate:
    case PaymentSort::Column::ConfirmDate:
    case PaymentSort::Column::StatusDate:   // schema migration 9
    case PaymentSort::Column::Status:
    case PaymentSort::Column::Amount:
    case PaymentSort::Column::Currency:
    case PaymentSort::Column::Method:
    case PaymentSort::Column::Country:
        return true;
    case PaymentSort::Column::Hash:
    case PaymentSort::Column::MerchantCode:
    case PaymentSort::Column::CustomerName:
    case PaymentSort::Column::Count:
        return false;
    }
    return false;
}

const char *sortIndex(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate: return "payments_by_open_date";
    case PaymentSort::Column::ConfirmDate: return "payments_by_confirm_date";
    case PaymentSort::Column::StatusDate: return "payments_by_status_date";
    case PaymentSort::Column::Status: return "payments_by_status";
    case PaymentSort::Column::Amount: return "payments_by_amount";
    case PaymentSort::Column::Currency: return "payments_by_currency";
    case PaymentSort::Column::Method: return "payments_by_method";
    case PaymentSort::Column::Country: return "payments_by_country";
    case PaymentSort::Column::Hash: return "payments_by_hash";
    case PaymentSort::Column::MerchantCode: return "payments_by_merchant_code";
    case PaymentSort::Column::CustomerName: return "payments_by_name";
    case PaymentSort::Column::Count: break;
    }
    return "payments_by_open_date";
}

namespace {

const char *statusDateIndex(const PaymentFilter &filter, PaymentSort::Column column)
{
    if (filter.statuses.size() != 1)
        return nullptr;
    if (column == PaymentSort::Column::StatusDate)
        return "payments_by_status_status_date";
    if (column == PaymentSort::Column::ConfirmDate)
        return "payments_by_status_confirm_date";
    return nullptr;
}

} // namespace

const char *sortIndexFor(const PaymentFilter &filter, PaymentSort::Column column)
{
    const char *composite = statusDateIndex(filter, column);
    return composite ? composite : sortIndex(column);
}

bool sortIndexHoldsOnlyMatches(const PaymentFilter &filter, PaymentSort::Column column)
{
    if (!statusDateIndex(filter, column))
        return false;
    PaymentFilter rest = filter;
    rest.statuses.clear();
    rest.dateField = PaymentFilter::DateField::OpenDate;
    return rest.isEmpty();
}

SqlCondition boundsOnSortColumn(const PaymentFilter &filter, PaymentSort::Column column, Bounds side)
{
    const bool lower = side != Bounds::Upper;
    const bool upper = side != Bounds::Lower;
    // A list of several values becomes its smallest to largest value: an IN list would make SQLite
    // sort the walk instead of following the index.
    PaymentFilter bounds;
    SqlCondition result;
    const auto dates = [&filter, &result, lower, upper](PaymentFilter::DateField field, const char *name) {
        if (filter.dateField != field || !(filter.from.isValid() || filter.to.isValid()))
            return;
        if (lower && filter.from.isValid())
            result.add(QByteArray(name) + " >= ?", {PaymentCodec::toMs(filter.from)});
        else if (lower)
            result.add(QByteArray(name) + " > 0");   // as condition(): no date is before no bound
        if (upper && filter.to.isValid())
            result.add(QByteArray(name) + " < ?", {PaymentCodec::toMs(filter.to)});
    };
    // Compared as SQLite's BINARY collation does: integers, or text as UTF-8 bytes.
    const auto between = [&result, lower, upper](const char *name, const QList<SqlValue> &values) {
        if (values.isEmpty())
            return;
        const auto [low, high] = std::minmax_element(values.cbegin(), values.cend(), [](const SqlValue &a, const SqlValue &b) {
            if (a.index() != b.index())
                return a.index() < b.index();
            if (const auto *number = std::get_if<qint64>(&a))
                return *number < std::get<qint64>(b);
            return std::get<QString>(a).toUtf8() < std::get<QString>(b).toUtf8();
        });
        if (lower)
            result.add(QByteArray(name) + " >= ?", {*low});
        if (upper)
            result.add(QByteArray(name) + " <= ?", {*high});
    };
    switch (column) {
    case PaymentSort::Column::OpenDate: dates(PaymentFilter::DateField::OpenDate, "open_date"); break;
    case PaymentSort::Column::ConfirmDate: dates(PaymentFilter::DateField::ConfirmDate, "confirm_date"); break;
    case PaymentSort::Column::Amount:
        if (lower)
            bounds.minAmount = filter.minAmount;
        if (upper)
            bounds.maxAmount = filter.maxAmount;
        break;
    case PaymentSort::Column::Status: {
        QList<SqlValue> ranks;
        for (PaymentStatus status : filter.statuses)
            ranks.append(qint64(PaymentCodec::paymentStatusRank(status)));
        between("status", ranks);
        break;
    }
    case PaymentSort::Column::Currency:
        if (!filter.currency.isEmpty())
            between("currency", {filter.currency});
        break;
    case PaymentSort::Column::Method: between("payment_type_code", textValues(filter.methods)); break;
    case PaymentSort::Column::Country: between("country", textValues(filter.countries)); break;
    case PaymentSort::Column::StatusDate:
    case PaymentSort::Column::Hash:
    case PaymentSort::Column::MerchantCode:
    case PaymentSort::Column::CustomerName:
    case PaymentSort::Column::Count:
        break;
    }
    const SqlCondition own = condition(bounds);
    if (!own.text.isEmpty())
        result.add(own.text, own.values);
    return result;
}

SqlCondition totalsIndexCondition(const PaymentFilter &filter)
{
    // payments_totals starts with currency, status, method, country, open date: SQLite seeks it only
    // on a leading run of constrained columns. The grouped columns the filter leaves free before its
    // last constrained one are bounded by the values payment_groups holds (in the same statement, so
    // the same snapshot): a few hundred seeks that read only the matching entries, instead of the
    // whole index (status and country at 1M payments: ~75 ms to ~10 ms).
    const bool openDates = filter.dateField == PaymentFilter::DateField::OpenDate
                           && (filter.from.isValid() || filter.to.isValid());
    const std::array<bool, 5> constrained = {!filter.currency.isEmpty(), !filter.statuses.isEmpty(),
                                             !filter.methods.isEmpty(), !filter.countries.isEmpty(), openDates};
    const std::array<const char *, 4> grouped = {"currency", "status", "payment_type_code", "country"};
    const auto last = std::find(constrained.crbegin(), constrained.crend(), true);
    const qsizetype deepest = last == constrained.crend() ? -1 : qsizetype(constrained.crend() - last) - 1;
    SqlCondition result;
    for (qsizetype i = 0; i < deepest && i < qsizetype(grouped.size()); ++i) {
        if (!constrained.at(size_t(i)))
            result.add(QByteArray(grouped.at(size_t(i))) + " IN (SELECT " + grouped.at(size_t(i)) + " FROM payment_groups)");
    }
    const SqlCondition own = condition(filter);
    if (!own.text.isEmpty())
        result.add(own.text, own.values);
    return result;
}

bool sortsAsText(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate:
    case PaymentSort::Column::ConfirmDate:
    case PaymentSort::Column::StatusDate:
    case PaymentSort::Column::Status:
    case PaymentSort::Column::Amount:
    case PaymentSort::Column::Count:
        return false;
    case PaymentSort::Column::Hash:
        return false;   // sorted by its integer prefix key
    case PaymentSort::Column::Currency:
    case PaymentSort::Column::Method:
    case PaymentSort::Column::Country:
    case PaymentSort::Column::MerchantCode:
    case PaymentSort::Column::CustomerName:
        return true;
    }
    return false;
}

bool isGroupedColumn(PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::Status:
    case PaymentSort::Column::Currency:
    case PaymentSort::Column::Method:
    case PaymentSort::Column::Country:
        return true;
    case PaymentSort::Column::OpenDate:
    case PaymentSort::Column::ConfirmDate:
    case PaymentSort::Column::StatusDate:
    case PaymentSort::Column::Amount:
    case PaymentSort::Column::Hash:
    case PaymentSort::Column::MerchantCode:
    case PaymentSort::Column::CustomerName:
    case PaymentSort::Column::Count:
        return false;
    }
    return false;
}

SqlValue sortValue(const PaymentRow &row, PaymentSort::Column column)
{
    const Payment &p = row.payment;
    switch (column) {
    case PaymentSort::Column::OpenDate: return PaymentCodec::toMs(p.openDate);
    case PaymentSort::Column::ConfirmDate: return PaymentCodec::toMs(p.confirmDate);
    case PaymentSort::Column::StatusDate: return PaymentCodec::toMs(p.statusDate);
    case PaymentSort::Column::Status: return qint64(PaymentCodec::paymentStatusRank(p.status));
    case PaymentSort::Column::Amount: return p.amountExt.hundredths();
    case PaymentSort::Column::Currency: return p.currencyExt;
    case PaymentSort::Column::Method: return p.paymentTypeCode;
    case PaymentSort::Column::Country: return p.country;
    case PaymentSort::Column::Hash: return PaymentCodec::prefixKey(p.hash);
    case PaymentSort::Column::MerchantCode: return p.merchantPaymentCode;
    case PaymentSort::Column::CustomerName: return PaymentCodec::foldForSearch(p.customerName);
    case PaymentSort::Column::Count: break;
    }
    return qint64(0);
}

SqlCondition after(const PageKey &key, const PaymentSort &sort)
{
    const QByteArray column = sortColumn(sort.column);
    const bool ascending = sort.order == Qt::AscendingOrder;
    const SqlValue value = key.value;
    SqlCondition result;
    result.add(column + (ascending ? " >= ?" : " <= ?"), {value});
    result.add(column + (ascending ? " > ? OR id > ?" : " < ? OR id < ?"), {value, key.rowId});
    return result;
}

QByteArray orderBy(const PaymentSort &sort, bool useIndexOrder)
{
    const char *direction = sort.order == Qt::AscendingOrder ? " ASC" : " DESC";
    // A unary + keeps SQLite from walking the sort index when a selective filter index is better.
    return QByteArray(" ORDER BY ") + (useIndexOrder ? "" : "+") + sortColumn(sort.column) + direction + ", id"
           + direction;
}

void bindAll(Statement &statement, const QList<SqlValue> &values, int firstIndex)
{
    int index = firstIndex;
    for (const SqlValue &value : values) {
        if (const auto *number = std::get_if<qint64>(&value))
            statement.bind(index++, *number);
        else
            statement.bind(index++, std::get<QString>(value));
    }
}

} // namespace PaymentQuery

} // namespace dd::cache
