#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/overviewdata.h"

namespace dd::server::store {

// The Overview's figures grouped on the server: the vault's OverviewQuery in PostgreSQL.
class PgOverview
{
public:
    explicit PgOverview(PgStoreLink &link) : m_link(link) {}

    OverviewData read(const PaymentFilter &filter, const OverviewPeriod &period, QDate today,
                      int expiringDays = OverviewData::ExpiringDays, int expiringLimit = OverviewData::ExpiringLimit);

private:
    std::optional<QList<OverviewGroup>> groups(const PaymentFilter &filter, const OverviewPeriod &period);
    std::optional<QList<OverviewRefundGroup>> refunds(const PaymentFilter &filter, const OverviewPeriod &period);
    std::optional<QList<ExpiringVoucher>> expiring(const PaymentFilter &filter, QDate today, int days, int limit,
                                                   qint64 *total);

    PgStoreLink &m_link;
};

} // namespace dd::server::store
