#include "core/server/store/pgoverview.h"

#include "core/storage/storedpayment.h"
#include "core/domain/method.h"
#include "core/server/store/pgpaymentquery.h"

namespace dd::server::store {

using namespace PgValue;

namespace {

const QDate EpochDay(1970, 1, 1);

void addPeriod(PgQuery &query, const char *column, const OverviewPeriod &period)
{
    if (period.from.isValid())
        query.where(column + QByteArray(" >= ") + query.param(instant(period.from)) + "::timestamptz");
    if (period.to.isValid())
        query.where(column + QByteArray(" < ") + query.param(instant(period.to)) + "::timestamptz");
}

bool isVoucher(QStringView method)
{
    const MethodKind kind = methodKindForCode(method);
    return kind == MethodKind::Voucher || kind == MethodKind::SpeiVoucher || kind == MethodKind::CashVoucher;
}

} // namespace

std::optional<QList<OverviewGroup>> PgOverview::groups(const PaymentFilter &filter, const OverviewPeriod &period)
{
    PgQuery query;
    // The day of the opening date in the period's zone, cut as the vault cuts it (no date: day 0).
    const QByteArray offset = query.param(integer(qint64(period.dayOffsetSeconds) * 1000));
    PgPaymentQuery::addFilter(query, filter);
    addPeriod(query, "p.open_date", period);
    auto found = m_link.exec(("SELECT p.currency, p.status, p.payment_type_code, p.country, (" DD_PG_MS("p.open_date")
                              " + " + offset + "::bigint) / 86400000 AS day, count(*), SUM(p.amount_ext) "
                              "FROM directdesk.payments p" + query.whereClause() + " GROUP BY 1, 2, 3, 4, 5"),
                             query.params());
    if (!found)
        return std::nullopt;
    QList<OverviewGroup> result;
    for (int row = 0; row < found->rows(); ++row) {
        result.append(OverviewGroup{found->text(row, 0), StoredPayment::paymentStatusFromRank(integerAt(*found, row, 1)),
                                    found->text(row, 2), found->text(row, 3), EpochDay.addDays(integerAt(*found, row, 4)),
                                    integerAt(*found, row, 5), hundredthsAt(*found, row, 6)});
    }
    return result;
}

std::optional<QList<OverviewRefundGroup>> PgOverview::refunds(const PaymentFilter &filter, const OverviewPeriod &period)
{
    PgQuery query;
    PgPaymentQuery::addFilter(query, filter);
    QByteArray where = " WHERE EXISTS (SELECT 1 FROM directdesk.payments p WHERE p.id = r.payment_id"
                       + query.andClause() + ')';
    if (period.from.isValid())
        where += " AND r.request_date >= " + query.param(instant(period.from)) + "::timestamptz";
    if (period.to.isValid())
        where += " AND r.request_date < " + query.param(instant(period.to)) + "::timestamptz";
    auto found = m_link.exec(("SELECT r.currency, r.status, count(*), SUM(r.amount) FROM directdesk.refunds r" + where
                              + " GROUP BY r.currency, r.status"),
                             query.params());
    if (!found)
        return std::nullopt;
    QList<OverviewRefundGroup> result;
    for (int row = 0; row < found->rows(); ++row) {
        result.append(OverviewRefundGroup{found->text(row, 0), StoredPayment::refundStatusFromRank(integerAt(*found, row, 1)),
                                          integerAt(*found, row, 2), hundredthsAt(*found, row, 3)});
    }
    return result;
}

std::optional<QList<ExpiringVoucher>> PgOverview::expiring(const PaymentFilter &filter, QDate today, int days,
                                                           int limit, qint64 *total)
{
    PgQuery query;
    PgPaymentQuery::addFilter(query, filter);
    query.where("p.status = " + query.param(integer(StoredPayment::paymentStatusRank(PaymentStatus::Pending))) + "::smallint");
    query.where("p.due_date >= " + query.param(today.toString(Qt::ISODate).toUtf8()) + " AND p.due_date <= "
                + query.param(today.addDays(days).toString(Qt::ISODate).toUtf8()));
    auto found = m_link.exec(("SELECT p.hash, p.merchant_code, p.payment_type_code, p.currency, p.amount_ext, p.due_date, "
                              "p.customer_name FROM directdesk.payments p" + query.whereClause()
                              + " ORDER BY p.due_date COLLATE \"C\", p.id"),
                             query.params());
    if (!found)
        return std::nullopt;
    QList<ExpiringVoucher> result;
    qint64 matching = 0;
    for (int row = 0; row < found->rows(); ++row) {
        const QString method = found->text(row, 2);
        if (!isVoucher(method))
            continue;
        ++matching;
        if (result.size() < limit) {
            result.append(ExpiringVoucher{found->text(row, 0), found->text(row, 1), method, found->text(row, 3),
                                          hundredthsAt(*found, row, 4),
                                          QDate::fromString(found->text(row, 5), Qt::ISODate), found->text(row, 6)});
        }
    }
    if (total)
        *total = matching;
    return result;
}

OverviewData PgOverview::read(const PaymentFilter &filter, const OverviewPeriod &period, QDate today, int expiringDays,
                              int expiringLimit)
{
    OverviewData data;
    data.filter = filter;
    data.period = period;
    // Valid only when all three were read: a chart never shows a part of the figures as the whole.
    const auto groups = this->groups(filter, period);
    const auto refunds = groups ? this->refunds(filter, period) : std::nullopt;
    const auto expiring = refunds ? this->expiring(filter, today, expiringDays, expiringLimit, &data.expiringCount)
                                  : std::nullopt;
    data.valid = expiring.has_value();
    data.groups = data.valid ? *groups : QList<OverviewGroup>();
    data.refunds = data.valid ? *refunds : QList<OverviewRefundGroup>();
    data.expiring = expiring.value_or(QList<ExpiringVoucher>());
    return data;
}

} // namespace dd::server::store
