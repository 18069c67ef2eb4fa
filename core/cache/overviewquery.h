#pragma once

#include "core/storage/overviewdata.h"

#include <QList>
#include <QString>

#include <optional>

namespace dd {

namespace cache {
class Database;
}

// The Overview's aggregate queries (SQL GROUP BY over the cache; never reads rows one by one).
// Works on one connection; thread-affine like it. The filter becomes SQL exactly as for the table
// (PaymentQuery::condition) and the period is added on the opening date.
class OverviewQuery
{
public:
    explicit OverviewQuery(cache::Database &database);

    std::optional<QList<OverviewGroup>> groups(const PaymentFilter &filter, const OverviewPeriod &period);
    std::optional<QList<OverviewRefundGroup>> refunds(const PaymentFilter &filter, const OverviewPeriod &period);
    // Pending voucher payments (boleto, OXXO, SPEI, cash vouchers) due from `today` to
    // `today + days` (inclusive); at most `limit`, soonest first. `total` gets how many match.
    std::optional<QList<ExpiringVoucher>> expiringVouchers(const PaymentFilter &filter, QDate today, int days,
                                                           int limit, qint64 *total = nullptr);

    // All of the above; `valid` false when a query failed.
    OverviewData read(const PaymentFilter &filter, const OverviewPeriod &period, QDate today,
                      int expiringDays = OverviewData::ExpiringDays, int expiringLimit = OverviewData::ExpiringLimit);

private:
    cache::Database &m_db;
};

} // namespace dd
