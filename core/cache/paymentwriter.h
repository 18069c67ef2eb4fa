#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/cache/paymentcodec.h"
#include "core/storage/paymentstore.h"

#include <QList>
#include <QString>

#include <functional>
#include <map>
#include <tuple>

namespace dd::cache {

class StatementCache;

// What a write changed, for the reads that keep results of earlier reads (PaymentMemo).
struct WriteEffects
{
    bool payments = false;        // a payment row inserted or replaced: matches, counts and orders may differ
    bool refundTotals = false;    // only a payment's refunded total (no filter or sort reads it)

    bool any() const { return payments || refundTotals; }
};

// Writes gateway answers into the payments, refunds, payment_answers and payment_groups tables,
// inside a transaction its caller opened: the ordering rule (PaymentStore) and the per-group
// totals. The narrow interface of VaultPaymentStore's writes: PaymentImport and SettleBatch write
// through it in their own transactions. begin(), any number of writes, applyGroupChanges() before
// the commit, then reportWritten() (also after a rollback) so that reads forget what is stale.
class PaymentWriter
{
public:
    // Called by reportWritten() with what the writes since begin() changed.
    using WrittenCallback = std::function<void(const WriteEffects &)>;

    PaymentWriter(StatementCache &statements, CacheClock clock, WrittenCallback written);
    PaymentWriter(const PaymentWriter &) = delete;
    PaymentWriter &operator=(const PaymentWriter &) = delete;

    void begin();
    Result<PaymentStore::WriteOutcome, StoreError> write(const PaymentCodec::PreparedPayment &prepared,
                                                        qint64 observedAtMs);
    // Writes the answers in order; the number applied.
    Result<qint64, StoreError> writeBatch(const QList<Payment> &payments, qint64 observedAtMs);
    // Adds what the writes since begin() changed to payment_groups; call before committing.
    bool applyGroupChanges();
    void reportWritten();

    qint64 now() const { return m_clock(); }
    StoreError storageError() const;
    Database &database();

private:
    // A payment_groups row: currency × status × method × country (schema migrations 3 and 5).
    struct GroupKey
    {
        QString currency;
        qint64 status = 0;
        QString method;
        QString country;
        friend bool operator<(const GroupKey &a, const GroupKey &b)
        {
            return std::tie(a.status, a.currency, a.method, a.country)
                   < std::tie(b.status, b.currency, b.method, b.country);
        }
    };
    struct GroupChange
    {
        qint64 count = 0;
        qint64 amount = 0;
        qint64 refunded = 0;
    };

    // False when a statement failed. A changed refunded total moves the group's refunded sum.
    bool writeRefunds(qint64 rowId, const Payment &payment, const GroupKey &group, qint64 storedRefunded);
    void changeGroup(const GroupKey &key, qint64 count, qint64 amount, qint64 refunded);

    StatementCache &m_statements;
    CacheClock m_clock;
    WrittenCallback m_written;
    std::map<GroupKey, GroupChange> m_groupChanges;   // of the open write transaction
    WriteEffects m_effects;                           // since begin()
};

} // namespace dd::cache
