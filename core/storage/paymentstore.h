#pragma once

#include "core/domain/payment.h"
#include "core/domain/result.h"
#include "core/storage/overviewdata.h"
#include "core/storage/paymentexport.h"
#include "core/storage/paymentfilter.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace dd {

struct StoreError
{
    enum class Kind { InvalidPayment, Storage };
    Kind kind = Kind::Storage;
    QString message;
};

// Payments and refunds as stored: writes of gateway answers and the reads every table, total and
// report is built from. The vault (core/cache, SQLCipher) is one implementation; the layers above
// see only this. Thread-affine like the connection behind it.
//
// Ordering rule for writes: an answer replaces the stored payment unless it is older, i.e.
//  - the stored status is later in the life cycle (lifeCycleRank in core/domain/status.h; a final
//    status is never left), or
//  - the status is the same and the answer's status_date is earlier than the stored one.
// Refunds follow the same rule on their own status (a final refund status is never left).
// Fields only DirectDesk knows (customer name/e-mail/document, card first six/last four, refund
// bank_info) are kept when an answer does not carry them.
class PaymentStore
{
public:
    struct WriteOutcome
    {
        qint64 rowId = 0;
        bool inserted = false;
        bool applied = false;   // false when the stored payment was newer and kept
    };

    virtual ~PaymentStore() = default;

    // One gateway answer (payment + its refunds) in one transaction.
    virtual Result<WriteOutcome, StoreError> upsert(const Payment &payment) = 0;
    // Many answers (imports, refreshes) in one transaction; the number applied.
    virtual Result<qint64, StoreError> upsertMany(const QList<Payment> &payments) = 0;

    virtual std::optional<Payment> findByHash(const QString &hash) = 0;
    virtual std::optional<Payment> findByMerchantCode(const QString &merchantPaymentCode) = 0;
    virtual std::optional<PaymentRow> rowById(qint64 rowId) = 0;
    virtual QList<Refund> refunds(qint64 rowId) = 0;

    virtual qint64 count(const PaymentFilter &filter) = 0;
    // True when count(filter) answers at once (without a pass over the payments).
    virtual bool countIsQuick(const PaymentFilter &filter) = 0;
    // True when totals() of any filter answer at once.
    virtual bool totalsAreQuick() = 0;
    virtual QList<PaymentTotal> totals(const PaymentFilter &filter) = 0;

    // Up to `limit` rows after `after` (from the first row when unset), in `sort` order.
    virtual QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort,
                                   const std::optional<PageKey> &after, int limit) = 0;
    // The key a page following `row` starts after.
    static PageKey keyOf(const PaymentRow &row, const PaymentSort &sort);
    // "Jump to row N": sparse anchors built once per filter and sort, then any row range read with
    // at most `stride` rows skipped.
    virtual PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride = 1000) = 0;
    virtual QList<PaymentRow> rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit) = 0;

    // The dashboard's figures for a filter and period.
    virtual OverviewData overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today) = 0;
    // The records of an export, streamed (only `fields`, no Payment decoded).
    virtual std::unique_ptr<PaymentExportCursor> exportCursor(const PaymentFilter &filter,
                                                              PaymentExportCursor::Refunds refunds,
                                                              const QList<PaymentExportCursor::Field> &fields) = 0;

    // Increases with every write, so models and caches know when what they hold is stale.
    virtual quint64 generation() const = 0;

protected:
    PaymentStore() = default;
    PaymentStore(const PaymentStore &) = delete;
    PaymentStore &operator=(const PaymentStore &) = delete;
};

} // namespace dd
