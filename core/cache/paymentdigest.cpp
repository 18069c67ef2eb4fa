#include "core/cache/paymentdigest.h"

#include "core/cache/database.h"
#include "core/cache/paymentcodec.h"
#include "core/cache/paymentquery.h"

#include <algorithm>
#include <numeric>
#include <limits>
#include <tuple>
#include <utility>

namespace dd::cache {

namespace {

using Column = PaymentSort::Column;

// How many rows a read steps between looks at its cancel flag.
constexpr qint64 CancelCheckRows = 8192;
// Places 0..253 name values; Absent (0xff) marks an id without a payment.
constexpr size_t MaxDistinctValues = 254;
constexpr qint64 Lowest = std::numeric_limits<qint64>::min();
constexpr qint64 Highest = std::numeric_limits<qint64>::max();

bool isSmallText(Column column)
{
    return column == Column::Currency || column == Column::Method || column == Column::Country;
}

// Where `value` is, or would be, in `dictionary` (ascending bytes): 2 × its place + 1 when there,
// else 2 × the place of the first value after it.
qint64 placeKey(const std::vector<QByteArray> &dictionary, const QByteArray &value)
{
    const auto at = std::lower_bound(dictionary.cbegin(), dictionary.cend(), value);
    const qint64 place = qint64(at - dictionary.cbegin());
    return at != dictionary.cend() && *at == value ? 2 * place + 1 : 2 * place;
}

void allow(std::array<bool, 256> &allowed, const std::vector<QByteArray> &dictionary, const QStringList &values)
{
    for (const QString &value : values) {
        const qint64 key = placeKey(dictionary, value.toUtf8());
        if (key % 2 == 1)
            allowed[size_t(key / 2)] = true;
    }
}

} // namespace

std::unique_ptr<PaymentDigest> PaymentDigest::read(Database &db, const std::atomic<bool> &cancelled)
{
    std::unique_ptr<PaymentDigest> digest(new PaymentDigest);
    if (db.execute("BEGIN"))
        return nullptr;
    bool complete = false;
    {
        Statement last = db.prepare("SELECT MAX(id) FROM payments");
        const bool read = last.step() == Statement::Step::Row;
        const qint64 maxId = read ? std::max<qint64>(0, last.columnInt(0)) : -1;
        last.reset();
        if (read && maxId < qint64(std::numeric_limits<Id>::max())) {
            const size_t size = size_t(maxId) + 1;
            digest->m_status.assign(size, Absent);
            for (auto *small : {&digest->m_method, &digest->m_country, &digest->m_currency})
                small->assign(size, 0);
            for (auto *wide : {&digest->m_open, &digest->m_confirm, &digest->m_statusDate, &digest->m_amount,
                               &digest->m_hash, &digest->m_refunded})
                wide->assign(size, 0);
            digest->m_merchantRank.assign(size, 0);
            digest->m_nameRank.assign(size, 0);
            complete = digest->readGroups(db, cancelled);
            for (int column = 0; complete && column < int(Column::Count); ++column) {
                if (Column(column) != Column::Status && !isSmallText(Column(column)))
                    complete = digest->readOrder(db, Column(column), cancelled);
            }
            for (const Order &order : digest->m_order)
                complete = complete && order.size() == digest->m_order[0].size();
        }
    }
    db.execute("ROLLBACK");   // a read transaction: nothing to keep
    return complete ? std::move(digest) : nullptr;
}

bool PaymentDigest::readOrder(Database &db, Column column, const std::atomic<bool> &cancelled)
{
    // The sort index in its own order (the column, then the row id: SQLite appends the rowid to
    // every index entry, and the merchant code and name indexes hold the id second): the sort order
    // comes as read, and with it each payment's value, or its rank among the names or codes.
    const QByteArray name = PaymentQuery::sortColumn(column);
    const QByteArray sql = "SELECT id, " + name + " FROM payments INDEXED BY " + PaymentQuery::sortIndex(column)
                           + " ORDER BY " + name + ", id";
    std::optional<SqlError> error;
    Statement select = db.prepare(sql.constData(), &error);
    if (error)
        return false;
    Order &order = m_order[size_t(column)];
    order.reserve(m_status.size());
    std::vector<std::uint32_t> &ranks = column == Column::MerchantCode ? m_merchantRank : m_nameRank;
    std::vector<qint64> *values = nullptr;
    switch (column) {
    case Column::OpenDate: values = &m_open; break;
    case Column::ConfirmDate: values = &m_confirm; break;
    case Column::StatusDate: values = &m_statusDate; break;
    case Column::Amount: values = &m_amount; break;
    case Column::Hash: values = &m_hash; break;
    default: break;
    }
    QByteArray previous;
    std::uint32_t rank = 0;
    Statement::Step step;
    while ((step = select.step()) == Statement::Step::Row) {
        const qint64 id = select.columnInt(0);
        if (!holds(id) || (order.size() % CancelCheckRows == 0 && cancelled.load(std::memory_order_relaxed)))
            return false;
        order.push_back(Id(id));
        if (values) {
            (*values)[size_t(id)] = select.columnInt(1);
            continue;
        }
        const QByteArrayView text = select.columnUtf8View(1);
        if (order.size() > 1 && text != QByteArrayView(previous))
            ++rank;
        if (order.size() == 1 || text != QByteArrayView(previous))
            previous = text.toByteArray();
        ranks[size_t(id)] = rank;
    }
    return step == Statement::Step::Done;
}

bool PaymentDigest::readGroups(Database &db, const std::atomic<bool> &cancelled)
{
    // One pass over the totals index, which covers them all: walking the status, currency, method
    // and country indexes took 100-110 ms each at a million payments. Text values get places in the
    // order they are met, sorted and renumbered after the pass.
    Statement select = db.prepare("SELECT id, status, currency, payment_type_code, country, refunded "
                                  "FROM payments INDEXED BY payments_totals");
    struct Dictionary
    {
        std::vector<QByteArray> *values;
        std::vector<std::uint8_t> *places;
        int column;
        std::uint8_t lastPlace = 0;
    };
    std::array<Dictionary, 3> dictionaries{{{&m_currencies, &m_currency, 2}, {&m_methods, &m_method, 3},
                                            {&m_countries, &m_country, 4}}};
    qint64 rows = 0;
    Statement::Step step;
    while ((step = select.step()) == Statement::Step::Row) {
        const qint64 id = select.columnInt(0);
        const qint64 status = select.columnInt(1);
        if (id < 0 || size_t(id) >= m_status.size() || m_status[size_t(id)] != Absent || status < 0
            || status >= qint64(Absent) || (++rows % CancelCheckRows == 0 && cancelled.load(std::memory_order_relaxed)))
            return false;
        m_status[size_t(id)] = std::uint8_t(status);
        m_highestStatus = std::max(m_highestStatus, std::uint8_t(status));
        m_refunded[size_t(id)] = select.columnInt(5);
        for (Dictionary &dictionary : dictionaries) {
            const QByteArrayView text = select.columnUtf8View(dictionary.column);
            std::vector<QByteArray> &values = *dictionary.values;
            if (values.empty() || text != QByteArrayView(values[dictionary.lastPlace])) {
                const size_t known = size_t(std::find_if(values.cbegin(), values.cend(), [&text](const QByteArray &value) {
                                                return text == QByteArrayView(value);
                                            }) - values.cbegin());
                if (known == values.size()) {
                    if (values.size() >= MaxDistinctValues)
                        return false;
                    values.push_back(text.toByteArray());
                }
                dictionary.lastPlace = std::uint8_t(known);
            }
            (*dictionary.places)[size_t(id)] = dictionary.lastPlace;
        }
    }
    if (step != Statement::Step::Done)
        return false;
    for (Dictionary &dictionary : dictionaries) {
        std::vector<QByteArray> &values = *dictionary.values;
        std::vector<std::uint8_t> met(values.size());
        std::iota(met.begin(), met.end(), std::uint8_t(0));
        std::sort(met.begin(), met.end(), [&values](std::uint8_t a, std::uint8_t b) { return values[a] < values[b]; });
        std::array<std::uint8_t, 256> renumbered{};
        std::vector<QByteArray> sorted;
        for (size_t place = 0; place < met.size(); ++place) {
            renumbered[met[place]] = std::uint8_t(place);
            sorted.push_back(values[met[place]]);
        }
        values = std::move(sorted);
        for (std::uint8_t &place : *dictionary.places)
            place = renumbered[place];
    }
    // Each of the four orders by a counting sort: ids ascending within each value, as SQL's tie-break.
    for (Column column : {Column::Status, Column::Currency, Column::Method, Column::Country}) {
        const std::vector<std::uint8_t> &keys = column == Column::Status     ? m_status
                                                : column == Column::Currency ? m_currency
                                                : column == Column::Method   ? m_method
                                                                             : m_country;
        std::array<size_t, 257> starts{};
        for (size_t id = 0; id < keys.size(); ++id) {
            if (m_status[id] != Absent)
                ++starts[size_t(keys[id]) + 1];
        }
        std::partial_sum(starts.begin(), starts.end(), starts.begin());
        Order &order = m_order[size_t(column)];
        order.assign(size_t(rows), 0);
        for (size_t id = 0; id < keys.size(); ++id) {
            if (m_status[id] != Absent)
                order[starts[keys[id]]++] = Id(id);
        }
    }
    return true;
}

QList<PaymentTotal> PaymentDigest::totals(const Test &test) const
{
    return addUp([this, &test](const std::function<void(Id)> &add) {
        for (size_t id = 0; id < m_status.size(); ++id) {
            if (test.matches(Id(id)))
                add(Id(id));
        }
    });
}

QList<PaymentTotal> PaymentDigest::totals(const QList<qint64> &ids) const
{
    return addUp([this, &ids](const std::function<void(Id)> &add) {
        for (qint64 id : ids) {
            if (holds(id))
                add(Id(id));
        }
    });
}

QList<PaymentTotal> PaymentDigest::addUp(const std::function<void(const std::function<void(Id)> &)> &forEach) const
{
    // One cell per currency × status × method, in that order: places follow the values' order.
    struct Sums
    {
        qint64 count = 0, amount = 0, refunded = 0;
    };
    const size_t statuses = size_t(m_highestStatus) + 1;
    const size_t methods = std::max<size_t>(1, m_methods.size());
    std::vector<Sums> cells(std::max<size_t>(1, m_currencies.size()) * statuses * methods);
    forEach([&](Id id) {
        Sums &cell = cells[(size_t(m_currency[id]) * statuses + m_status[id]) * methods + m_method[id]];
        cell.count += 1;
        cell.amount += m_amount[id];
        cell.refunded += m_refunded[id];
    });
    QList<PaymentTotal> result;
    for (size_t at = 0; at < cells.size(); ++at) {
        const Sums &cell = cells[at];
        if (cell.count > 0) {
            result.append({QString::fromUtf8(m_currencies[at / (statuses * methods)]),
                           StoredPayment::paymentStatusFromRank(qint64(at / methods % statuses)),
                           QString::fromUtf8(m_methods[at % methods]), cell.count, cell.amount, cell.refunded});
        }
    }
    return result;
}

const std::vector<QByteArray> *PaymentDigest::dictionary(Column column) const
{
    switch (column) {
    case Column::Currency: return &m_currencies;
    case Column::Method: return &m_methods;
    case Column::Country: return &m_countries;
    default: return nullptr;
    }
}

std::optional<PaymentDigest::Test> PaymentDigest::test(const PaymentFilter &filter) const
{
    // The same conditions as PaymentQuery::condition(), on the values held here.
    if (!filter.text.trimmed().isEmpty())
        return std::nullopt;
    Test test;
    test.m_digest = this;
    const auto allowAll = [](std::array<bool, 256> &allowed) { std::fill(allowed.begin(), allowed.begin() + Absent, true); };
    if (filter.statuses.isEmpty())
        allowAll(test.m_status);
    for (PaymentStatus status : filter.statuses) {
        const int rank = StoredPayment::paymentStatusRank(status);
        if (rank >= 0 && rank < int(Absent))
            test.m_status[size_t(rank)] = true;
    }
    // Method, country and currency are 0 for an id without a payment; its status fails it.
    for (auto [values, allowed, dictionary] :
         {std::tuple(filter.methods, &test.m_method, &m_methods), std::tuple(filter.countries, &test.m_country, &m_countries),
          std::tuple(filter.currency.isEmpty() ? QStringList() : QStringList{filter.currency}, &test.m_currency,
                     &m_currencies)}) {
        if (values.isEmpty())
            allowAll(*allowed);
        allow(*allowed, *dictionary, values);
    }
    test.m_dates = filter.dateField == PaymentFilter::DateField::OpenDate ? &m_open : &m_confirm;
    if (filter.from.isValid())
        test.m_firstDate = StoredPayment::toMs(filter.from);
    else if (filter.to.isValid())
        test.m_firstDate = 1;   // 0 means "no date": not before any bound
    if (filter.to.isValid())
        test.m_lastDate = StoredPayment::toMs(filter.to) - 1;   // the bound is exclusive
    test.m_minAmount = filter.minAmount.value_or(test.m_minAmount);
    test.m_maxAmount = filter.maxAmount.value_or(test.m_maxAmount);
    return test;
}

qint64 PaymentDigest::count(const Test &test) const
{
    qint64 matches = 0;
    for (size_t id = 0; id < m_status.size(); ++id)
        matches += test.matches(Id(id)) ? 1 : 0;
    return matches;
}

std::vector<PaymentDigest::Id> PaymentDigest::sortedMatches(const Test &test, Column column) const
{
    std::vector<std::pair<qint64, Id>> keyed;
    for (size_t id = 0; id < m_status.size(); ++id) {
        if (test.matches(Id(id)))
            keyed.emplace_back(sortKey(column, Id(id)), Id(id));
    }
    return sortedByKey(std::move(keyed));
}

std::vector<PaymentDigest::Id> PaymentDigest::sorted(const QList<qint64> &ids, Column column) const
{
    std::vector<std::pair<qint64, Id>> keyed;
    keyed.reserve(size_t(ids.size()));
    for (qint64 id : ids) {
        if (holds(id))
            keyed.emplace_back(sortKey(column, Id(id)), Id(id));
    }
    return sortedByKey(std::move(keyed));
}

std::vector<PaymentDigest::Id> PaymentDigest::sortedByKey(std::vector<std::pair<qint64, Id>> keyed) const
{
    std::sort(keyed.begin(), keyed.end());
    std::vector<Id> ids;
    ids.reserve(keyed.size());
    for (const auto &[key, id] : keyed)
        ids.push_back(id);
    return ids;
}

qsizetype PaymentDigest::positionAfter(const std::vector<Id> &ordered, Column column, qint64 key, qint64 afterId) const
{
    const auto past = std::upper_bound(ordered.cbegin(), ordered.cend(), std::pair(key, afterId),
                                       [this, column](const std::pair<qint64, qint64> &bound, Id id) {
                                           return bound < std::pair(sortKey(column, id), qint64(id));
                                       });
    return qsizetype(past - ordered.cbegin());
}

qsizetype PaymentDigest::pageStart(const std::vector<Id> &ordered, const PaymentSort &sort, std::optional<qint64> key,
                                   qint64 afterId) const
{
    if (sort.order == Qt::AscendingOrder)
        return key ? positionAfter(ordered, sort.column, *key, afterId) : 0;
    // Descending is the ascending order read backwards: before (key, afterId) is everything under
    // the first position at or past it.
    return key ? positionAfter(ordered, sort.column, *key, afterId - 1) : qsizetype(ordered.size());
}

QList<qint64> PaymentDigest::slice(const std::vector<Id> &ordered, const PaymentSort &sort, std::optional<qint64> key,
                                   qint64 afterId, int limit, qint64 offset) const
{
    QList<qint64> ids;
    const qsizetype start = pageStart(ordered, sort, key, afterId);
    if (sort.order == Qt::AscendingOrder) {
        for (qsizetype at = start + qsizetype(offset); at < qsizetype(ordered.size()) && ids.size() < limit; ++at)
            ids.append(ordered[size_t(at)]);
    } else {
        for (qsizetype at = start - qsizetype(offset) - 1; at >= 0 && ids.size() < limit; --at)
            ids.append(ordered[size_t(at)]);
    }
    return ids;
}

std::pair<qint64, qint64> PaymentDigest::keySpan(const QList<qint64> &ids, Column column) const
{
    std::pair<qint64, qint64> span{Highest, Lowest};
    for (qint64 id : ids) {
        if (!holds(id))
            continue;
        const qint64 key = sortKey(column, Id(id));
        span = {std::min(span.first, key), std::max(span.second, key)};
    }
    return span;
}

QList<qint64> PaymentDigest::walk(const Test &test, const Among *among, const PaymentSort &sort,
                                  std::optional<qint64> key, qint64 afterId, int limit, qint64 offset) const
{
    const Order &order = m_order[size_t(sort.column)];
    auto [lowest, highest] = keyRange(test, sort.column);
    if (among) {
        lowest = std::max(lowest, among->keys.first);
        highest = std::min(highest, among->keys.second);
    }
    // The stretch of the order whose keys the filter allows.
    const auto [first, end] = stretchBounds(sort.column, lowest, highest);
    const qsizetype start = pageStart(order, sort, key, afterId);
    QList<qint64> ids;
    qint64 skip = offset;
    const auto take = [&](Id id) {
        if (!test.matches(id) || (among && !among->ids->contains(id)))
            return;
        if (skip > 0)
            --skip;
        else
            ids.append(id);
    };
    if (sort.order == Qt::AscendingOrder) {
        for (qsizetype at = std::max(first, start); at < end && ids.size() < limit; ++at)
            take(order[size_t(at)]);
    } else {
        for (qsizetype at = std::min(end, start) - 1; at >= first && ids.size() < limit; --at)
            take(order[size_t(at)]);
    }
    return ids;
}

std::pair<qsizetype, qsizetype> PaymentDigest::stretchBounds(Column column, qint64 lowest, qint64 highest) const
{
    const Order &order = m_order[size_t(column)];
    if (lowest > highest)
        return {0, 0};
    const qsizetype first = lowest == Lowest ? 0 : positionAfter(order, column, lowest - 1, Highest);
    const qsizetype end = highest == Highest ? qsizetype(order.size()) : positionAfter(order, column, highest, Highest);
    return {first, std::max(first, end)};
}

std::span<const PaymentDigest::Id> PaymentDigest::stretch(Column column, qint64 lowest, qint64 highest) const
{
    const auto [first, end] = stretchBounds(column, lowest, highest);
    return std::span<const Id>(m_order[size_t(column)]).subspan(size_t(first), size_t(end - first));
}

PaymentDigest::IdSet PaymentDigest::matchesIn(const std::vector<std::span<const Id>> &stretches,
                                              const QList<qint64> &ids, const Test &test) const
{
    IdSet marked(m_status.size());
    for (const std::span<const Id> &ordered : stretches) {
        for (Id id : ordered)
            marked.insert(id);
    }
    for (qint64 id : ids) {
        if (holds(id))
            marked.insert(Id(id));
    }
    IdSet matches(m_status.size());
    marked.forEach([&](Id id) {
        if (test.matches(id))
            matches.insert(id);
    });
    return matches;
}

std::pair<qint64, qint64> PaymentDigest::keyRange(const Test &test, Column column) const
{
    // The allowed places of a small column: keys 2 × place + 1 from the first to the last allowed
    // (none allowed: an empty range).
    const auto places = [](const std::array<bool, 256> &allowed, qint64 (*key)(size_t)) {
        const auto firstAllowed = std::find(allowed.cbegin(), allowed.cbegin() + Absent, true);
        if (firstAllowed == allowed.cbegin() + Absent)
            return std::pair(Highest, Lowest);
        const auto lastAllowed = std::find(std::make_reverse_iterator(allowed.cbegin() + Absent), allowed.crend(), true);
        return std::pair(key(size_t(firstAllowed - allowed.cbegin())), key(size_t(allowed.crend() - lastAllowed - 1)));
    };
    const auto placeKey = [](size_t place) { return 2 * qint64(place) + 1; };
    const auto rank = [](size_t place) { return qint64(place); };
    switch (column) {
    case Column::Amount: return {test.m_minAmount, test.m_maxAmount};
    case Column::OpenDate:
        return test.m_dates == &m_open ? std::pair(test.m_firstDate, test.m_lastDate) : std::pair(Lowest, Highest);
    case Column::ConfirmDate:
        return test.m_dates == &m_confirm ? std::pair(test.m_firstDate, test.m_lastDate) : std::pair(Lowest, Highest);
    case Column::Status: return places(test.m_status, rank);
    case Column::Currency: return places(test.m_currency, placeKey);
    case Column::Method: return places(test.m_method, placeKey);
    case Column::Country: return places(test.m_country, placeKey);
    default: return {Lowest, Highest};
    }
}

bool PaymentDigest::holds(qint64 id) const
{
    return id >= 0 && size_t(id) < m_status.size() && m_status[size_t(id)] != Absent;
}

qint64 PaymentDigest::sortKey(Column column, Id id) const
{
    switch (column) {
    case Column::OpenDate: return m_open[id];
    case Column::ConfirmDate: return m_confirm[id];
    case Column::StatusDate: return m_statusDate[id];
    case Column::Status: return m_status[id];
    case Column::Amount: return m_amount[id];
    case Column::Currency: return 2 * qint64(m_currency[id]) + 1;
    case Column::Method: return 2 * qint64(m_method[id]) + 1;
    case Column::Country: return 2 * qint64(m_country[id]) + 1;
    case Column::Hash: return m_hash[id];
    case Column::MerchantCode: return m_merchantRank[id];
    case Column::CustomerName: return m_nameRank[id];
    case Column::Count: break;
    }
    return 0;
}

std::optional<qint64> PaymentDigest::sortKeyOfValue(Column column, const std::variant<qint64, QString> &value) const
{
    if (ranksText(column))
        return std::nullopt;
    if (isSmallText(column)) {
        const QString *text = std::get_if<QString>(&value);
        return text ? std::optional<qint64>(placeKey(*dictionary(column), text->toUtf8())) : std::nullopt;
    }
    const qint64 *number = std::get_if<qint64>(&value);
    return number ? std::optional<qint64>(*number) : std::nullopt;
}

bool PaymentDigest::ranksText(Column column)
{
    return column == Column::MerchantCode || column == Column::CustomerName;
}

qint64 PaymentDigest::bytes() const
{
    qint64 total = 0;
    for (const auto *small : {&m_status, &m_method, &m_country, &m_currency})
        total += qint64(small->capacity());
    for (const auto *wide : {&m_open, &m_confirm, &m_statusDate, &m_amount, &m_hash, &m_refunded})
        total += qint64(wide->capacity() * sizeof(qint64));
    total += qint64((m_merchantRank.capacity() + m_nameRank.capacity()) * sizeof(std::uint32_t));
    for (const Order &order : m_order)
        total += qint64(order.capacity() * sizeof(Id));
    return total;
}

} // namespace dd::cache
