#include "core/cache/paymentquery.h"

#include "core/cache/paymentcodec.h"

#include <utility>

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
    alternatives.append({keyedPrefix("hash_prefix", "hash", term), "payments_by_hash", PaymentSort::Column::Hash, term});
    alternatives.append({prefixRange("merchant_code", term), "payments_by_merchant_code",
                         PaymentSort::Column::MerchantCode, term});
    const QString folded = StoredPayment::foldForSearch(term);
    if (!folded.isEmpty()) {
        alternatives.append({prefixRange("name_key", folded), "payments_by_name", PaymentSort::Column::CustomerName,
                             folded});
        alternatives.append(
            {keyedPrefix("email_prefix", "email_key", folded), "payments_by_email", PaymentSort::Column::Count, {}});
    }
    const QString document = StoredPayment::foldDocument(term);
    if (!document.isEmpty())
        alternatives.append({keyedPrefix("document_prefix", "document_key", document), "payments_by_document",
                             PaymentSort::Column::Count, {}});
    return alternatives;
}

bool textIndexesHold(PaymentSort::Column column) { return column == PaymentSort::Column::OpenDate; }

SqlCondition condition(const PaymentFilter &filter)
{
    SqlCondition result;
    QList<SqlValue> statuses;
    for (PaymentStatus status : filter.statuses)
        statuses.append(qint64(StoredPayment::paymentStatusRank(status)));
    addIn(result, "status", statuses);
    addIn(result, "payment_type_code", textValues(filter.methods));
    addIn(result, "country", textValues(filter.countries));
    if (!filter.currency.isEmpty())
        result.add("currency = ?", {filter.currency});
    const char *dateColumn = filter.dateField == PaymentFilter::DateField::OpenDate ? "open_date" : "confirm_date";
    if (filter.from.isValid())
        result.add(QByteArray(dateColumn) + " >= ?", {StoredPayment::toMs(filter.from)});
    else if (filter.to.isValid())
        result.add(QByteArray(dateColumn) + " > 0");   // 0 means "no date": not before any bound
    if (filter.to.isValid())
        result.add(QByteArray(dateColumn) + " < ?", {StoredPayment::toMs(filter.to)});
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
    return filter.constrainsGroupsOnly();
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
    case PaymentSort::Column::Status:
    case PaymentSort::Column::Amount:
    case PaymentSort::Column::Currency:
    case PaymentSort::Column::Method:
    case PaymentSort::Column::Country:
        return true;
    case PaymentSort::Column::StatusDate:
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

SqlValue sortValue(const PaymentRow &row, PaymentSort::Column column)
{
    const Payment &p = row.payment;
    switch (column) {
    case PaymentSort::Column::OpenDate: return StoredPayment::toMs(p.openDate);
    case PaymentSort::Column::ConfirmDate: return StoredPayment::toMs(p.confirmDate);
    case PaymentSort::Column::StatusDate: return StoredPayment::toMs(p.statusDate);
    case PaymentSort::Column::Status: return qint64(StoredPayment::paymentStatusRank(p.status));
    case PaymentSort::Column::Amount: return p.amountExt.hundredths();
    case PaymentSort::Column::Currency: return p.currencyExt;
    case PaymentSort::Column::Method: return p.paymentTypeCode;
    case PaymentSort::Column::Country: return p.country;
    case PaymentSort::Column::Hash: return PaymentCodec::prefixKey(p.hash);
    case PaymentSort::Column::MerchantCode: return p.merchantPaymentCode;
    case PaymentSort::Column::CustomerName: return StoredPayment::foldForSearch(p.customerName);
    case PaymentSort::Column::Count: break;
    }
    return qint64(0);
}

namespace {

// The values `filter` holds `column` to (statuses, methods, countries, a currency); none when it does not.
std::optional<QList<SqlValue>> valueSet(const PaymentFilter &filter, PaymentSort::Column column)
{
    QList<SqlValue> values;
    switch (column) {
    case PaymentSort::Column::Status:
        for (PaymentStatus status : filter.statuses)
            values.append(qint64(StoredPayment::paymentStatusRank(status)));
        break;
    case PaymentSort::Column::Method: values = textValues(filter.methods); break;
    case PaymentSort::Column::Country: values = textValues(filter.countries); break;
    case PaymentSort::Column::Currency:
        if (!filter.currency.isEmpty())
            values.append(filter.currency);
        break;
    default: break;
    }
    return values.isEmpty() ? std::nullopt : std::optional<QList<SqlValue>>(values);
}

// Whether `value` comes after `key` in the sort's direction (text in byte order, as SQLite's BINARY).
bool isBeyond(const SqlValue &value, const SqlValue &key, Qt::SortOrder order)
{
    int comparison = 0;
    if (std::holds_alternative<qint64>(value) && std::holds_alternative<qint64>(key)) {
        const qint64 a = std::get<qint64>(value), b = std::get<qint64>(key);
        comparison = a < b ? -1 : a > b ? 1 : 0;
    } else if (std::holds_alternative<QString>(value) && std::holds_alternative<QString>(key)) {
        const QByteArray a = std::get<QString>(value).toUtf8(), b = std::get<QString>(key).toUtf8();
        comparison = a < b ? -1 : a > b ? 1 : 0;
    }
    return order == Qt::AscendingOrder ? comparison > 0 : comparison < 0;
}

} // namespace

SplitFilter splitOnSortColumn(const PaymentFilter &filter, PaymentSort::Column column)
{
    SplitFilter split{{}, filter};
    PaymentFilter &own = split.onSortColumn;
    PaymentFilter &rest = split.rest;
    switch (column) {
    case PaymentSort::Column::Status: own.statuses = std::exchange(rest.statuses, {}); break;
    case PaymentSort::Column::Method: own.methods = std::exchange(rest.methods, {}); break;
    case PaymentSort::Column::Country: own.countries = std::exchange(rest.countries, {}); break;
    case PaymentSort::Column::Currency: own.currency = std::exchange(rest.currency, {}); break;
    case PaymentSort::Column::Amount:
        own.minAmount = std::exchange(rest.minAmount, std::nullopt);
        own.maxAmount = std::exchange(rest.maxAmount, std::nullopt);
        break;
    case PaymentSort::Column::OpenDate:
    case PaymentSort::Column::ConfirmDate:
        if ((column == PaymentSort::Column::ConfirmDate) == (filter.dateField == PaymentFilter::DateField::ConfirmDate)) {
            own.dateField = filter.dateField;
            own.from = std::exchange(rest.from, {});
            own.to = std::exchange(rest.to, {});
        }
        break;
    default: break;
    }
    return split;
}

SqlCondition restOfTie(const PageKey &key, const PaymentSort &sort)
{
    SqlCondition result;
    result.add(sortColumn(sort.column) + QByteArray(" = ?"), {key.value});
    result.add(sort.order == Qt::AscendingOrder ? "id > ?" : "id < ?", {key.rowId});
    return result;
}

SqlCondition beyondTie(const PaymentFilter &filter, const PageKey &key, const PaymentSort &sort)
{
    const std::optional<QList<SqlValue>> set = valueSet(filter, sort.column);
    if (!set) {
        SqlCondition result = condition(filter);
        result.add(sortColumn(sort.column) + QByteArray(sort.order == Qt::AscendingOrder ? " > ?" : " < ?"), {key.value});
        return result;
    }
    SqlCondition result = condition(splitOnSortColumn(filter, sort.column).rest);
    QList<SqlValue> beyond;
    for (const SqlValue &value : *set) {
        if (isBeyond(value, key.value, sort.order))
            beyond.append(value);
    }
    if (beyond.isEmpty())
        result.add("0");   // the key's value was the last of the set
    else
        addIn(result, sortColumn(sort.column), beyond);
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

QByteArray keyOf(const SqlCondition &condition)
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

} // namespace PaymentQuery

} // namespace dd::cache
