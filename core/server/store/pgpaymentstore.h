#pragma once

#include "core/server/store/pgpaymentwriter.h"
#include "core/server/store/pgstorelink.h"
#include "core/storage/paymentstore.h"

#include <QHash>

namespace dd::server::store {

// The team store's payments: writes through PgPaymentWriter (one transaction per call), reads by SQL
// on the server (filters, keyset pages, anchors, totals and the overview grouped there, exports
// streamed through a server-side cursor).
class PgPaymentStore final : public PaymentStore
{
public:
    explicit PgPaymentStore(PgStoreLink &link);

    PgPaymentWriter &writer() { return m_writer; }

    Result<WriteOutcome, StoreError> upsert(const Payment &payment) override;
    Result<qint64, StoreError> upsertMany(const QList<Payment> &payments) override;

    std::optional<Payment> findByHash(const QString &hash) override;
    std::optional<Payment> findByMerchantCode(const QString &merchantPaymentCode) override;
    std::optional<PaymentRow> rowById(qint64 rowId) override;
    QList<Refund> refunds(qint64 rowId) override;

    qint64 count(const PaymentFilter &filter) override;
    bool countIsQuick(const PaymentFilter &filter) override;
    bool totalsAreQuick() override;
    QList<PaymentTotal> totals(const PaymentFilter &filter) override;

    QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                           int limit) override;
    PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride = 1000) override;
    QList<PaymentRow> rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit) override;

    OverviewData overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today) override;
    std::unique_ptr<PaymentExportCursor> exportCursor(const PaymentFilter &filter, PaymentExportCursor::Refunds refunds,
                                                      const QList<PaymentExportCursor::Field> &fields) override;

    quint64 generation() const override { return m_link.generation(); }

private:
    // What a filter matched when last counted for a page plan, and when.
    struct MatchCount
    {
        std::optional<qint64> few;   // the matches, when at most PgPaymentQuery::FewMatches
        quint64 generation = 0;
        qint64 countedAtMs = 0;
    };

    std::optional<Payment> findWhere(const char *condition, const QString &value);
    std::optional<qint64> fewMatches(const PaymentFilter &filter);
    QList<PaymentRow> rowsFrom(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                               qint64 skip, int limit);

    PgStoreLink &m_link;
    PgPaymentWriter m_writer;
    QHash<QByteArray, MatchCount> m_matchCounts;   // by the counting statement and its parameters
};

} // namespace dd::server::store
