#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/paymentstore.h"

#include <QList>

namespace dd::server::store {

// Writes gateway answers into the team store's payments, refunds and payment_answers, inside a
// transaction its caller opened, under the write-ordering rule every backend shares
// (core/storage/answerorder.h). What may not be stored is cleaned first, exactly as the vault
// cleans it (card numbers masked, card digits cut, the raw answer scrubbed).
class PgPaymentWriter
{
public:
    explicit PgPaymentWriter(PgStoreLink &link) : m_link(link) {}

    Result<PaymentStore::WriteOutcome, StoreError> write(const Payment &payment, qint64 observedAtMs);
    // Writes the answers in order; the number applied. A batch of many payments sends those the store
    // does not hold yet by COPY (pgpaymentbulk.h) and writes the others one by one.
    Result<qint64, StoreError> writeBatch(const QList<Payment> &payments, qint64 observedAtMs);

private:
    // The stored row of `hash`, locked until the transaction ends; nothing when there is none.
    struct Stored
    {
        qint64 id = 0;
        PaymentStatus status = PaymentStatus::Unknown;
        qint64 statusDateMs = 0;
    };
    Result<std::optional<Stored>, StoreError> lockStored(const QString &hash);
    bool writeRefunds(qint64 rowId, const Payment &payment);

    PgStoreLink &m_link;
};

} // namespace dd::server::store
