#include "core/cache/overviewquery.h"

#include "core/cache/database.h"
#include "core/cache/paymentcodec.h"
#include "core/cache/paymentquery.h"
#include "core/domain/method.h"

#include <QTimeZone>

namespace dd {

using cache::SqlCondition;
using cache::Statement;
namespace Codec = cache::PaymentCodec;
namespace Query = cache::PaymentQuery;

namespace {

constexpr qint64 MsPerDay = 86'400'000;
const QDate EpochDay(1970, 1, 1);

QByteArray whereClause(const SqlCondition &condition)
{
    return condition.text.isEmpty() ? QByteArray() : " WHERE " + condition.text;
}

// The filter's condition plus the period on the opening date.
SqlCondition periodCondition(const PaymentFilter &filter, const OverviewPeriod &period)
{
    SqlCondition condition = Query::condition(filter);
    if (period.from.isValid())
        condition.add("open_date >= ?", {StoredPayment::toMs(period.from)});
    if (period.to.isValid())
        condition.add("open_date < ?", {StoredPayment::toMs(period.to)});
    return condition;
}

bool isVoucher(QStringView method)
{
    const MethodKind kind = methodKindForCode(method);
    return kind == MethodKind::Voucher || kind == MethodKind::SpeiVoucher || kind == MethodKind::CashVoucher;
}

} // namespace

OverviewQuery::OverviewQuery(cache::Database &database) : m_db(database) {}

std::optional<QList<OverviewGroup>> OverviewQuery::groups(const PaymentFilter &filter, const OverviewPeriod &period)
{
    const SqlCondition condition = periodCondition(filter, period);
    // Day of the opening date in the period's zone; open_date 0 (unknown) falls on 1970-01-01.
    const QByteArray sql = "SELECT currency, status, payment_type_code, country, (open_date + ?) / " + QByteArray::number(MsPerDay)
                           + " AS day, COUNT(*), SUM(amount_ext) FROM payments" + whereClause(condition)
                           + " GROUP BY currency, status, payment_type_code, country, day";
    Statement select = m_db.prepare(sql.constData());
    if (!select.isValid())
        return std::nullopt;
    select.bind(1, qint64(period.dayOffsetSeconds) * 1000);
    Query::bindAll(select, condition.values, 2);
    QList<OverviewGroup> result;
    Statement::Step step;
    while ((step = select.step()) == Statement::Step::Row) {
        result.append(OverviewGroup{select.columnText(0), StoredPayment::paymentStatusFromRank(select.columnInt(1)),
                                    select.columnText(2), select.columnText(3),
                                    EpochDay.addDays(select.columnInt(4)), select.columnInt(5), select.columnInt(6)});
    }
    if (step == Statement::Step::Failed)
        return std::nullopt;
    return result;
}

std::optional<QList<OverviewRefundGroup>> OverviewQuery::refunds(const PaymentFilter &filter,
                                                                 const OverviewPeriod &period)
{
    SqlCondition condition;
    if (period.from.isValid())
        condition.add("r.request_date >= ?", {StoredPayment::toMs(period.from)});
    if (period.to.isValid())
        condition.add("r.request_date < ?", {StoredPayment::toMs(period.to)});
    const SqlCondition paymentCondition = Query::condition(filter);
    if (!paymentCondition.text.isEmpty()) {
        // Unqualified names in the payment condition resolve to the inner payments table.
        condition.add("EXISTS (SELECT 1 FROM payments WHERE payments.id = r.payment_id AND " + paymentCondition.text
                          + ')',
                      paymentCondition.values);
    }
    const QByteArray sql = "SELECT r.currency, r.status, COUNT(*), SUM(r.amount) FROM refunds r"
                           + whereClause(condition) + " GROUP BY r.currency, r.status";
    Statement select = m_db.prepare(sql.constData());
    if (!select.isValid())
        return std::nullopt;
    Query::bindAll(select, condition.values);
    QList<OverviewRefundGroup> result;
    Statement::Step step;
    while ((step = select.step()) == Statement::Step::Row) {
        result.append(OverviewRefundGroup{select.columnText(0), StoredPayment::refundStatusFromRank(select.columnInt(1)),
                                          select.columnInt(2), select.columnInt(3)});
    }
    if (step == Statement::Step::Failed)
        return std::nullopt;
    return result;
}

std::optional<QList<ExpiringVoucher>> OverviewQuery::expiringVouchers(const PaymentFilter &filter, QDate today,
                                                                      int days, int limit, qint64 *total)
{
    SqlCondition condition = Query::condition(filter);
    condition.add("status = ?", {qint64(StoredPayment::paymentStatusRank(PaymentStatus::Pending))});
    condition.add("due_date >= ? AND due_date <= ?",
                  {today.toString(Qt::ISODate), today.addDays(days).toString(Qt::ISODate)});
    const QByteArray sql = "SELECT hash, merchant_code, payment_type_code, currency, amount_ext, due_date, "
                           "customer_name FROM payments"
                           + whereClause(condition) + " ORDER BY due_date, id";
    Statement select = m_db.prepare(sql.constData());
    if (!select.isValid())
        return std::nullopt;
    Query::bindAll(select, condition.values);
    QList<ExpiringVoucher> result;
    qint64 matching = 0;
    Statement::Step step;
    while ((step = select.step()) == Statement::Step::Row) {
        const QString method = select.columnText(2);
        if (!isVoucher(method))
            continue;
        ++matching;
        if (result.size() < limit) {
            result.append(ExpiringVoucher{select.columnText(0), select.columnText(1), method, select.columnText(3),
                                          select.columnInt(4), QDate::fromString(select.columnText(5), Qt::ISODate),
                                          select.columnText(6)});
        }
    }
    if (step == Statement::Step::Failed)
        return std::nullopt;
    if (total)
        *total = matching;
    return result;
}

OverviewData OverviewQuery::read(const PaymentFilter &filter, const OverviewPeriod &period, QDate today,
                                 int expiringDays, int expiringLimit)
{
    OverviewData data;
    data.filter = filter;
    data.period = period;
    auto groups = this->groups(filter, period);
    auto refunds = this->refunds(filter, period);
    auto expiring = expiringVouchers(filter, today, expiringDays, expiringLimit, &data.expiringCount);
    data.valid = groups && refunds && expiring;
    if (data.valid) {
        data.groups = std::move(*groups);
        data.refunds = std::move(*refunds);
        data.expiring = std::move(*expiring);
    }
    return data;
}

} // namespace dd
