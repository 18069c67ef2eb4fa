#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/paymentstore.h"

#include <QList>

namespace dd::server::store {

// The many-payments path of PgPaymentWriter::writeBatch(): the payments of a batch that the team
// store does not hold yet are sent by COPY into staging tables of the session and written by one
// INSERT … SELECT each for payments, answers and refunds, instead of several statements a payment.
// Every other payment of the batch is left to the row-by-row writer, which applies the ordering
// rule to what is stored: one already stored (or stored by another desk meanwhile: the INSERT
// skips a hash taken since), one whose hash is in the batch more than once (its answers are
// applied in order), and one with two refunds of the same refund id or merchant refund code.
// What a new payment stores is what the row path would store: the payment cleaned the same way,
// its raw answer, its refunds in their order, and its refunded total (every refund not cancelled).
// Runs inside the caller's transaction.
namespace PgPaymentBulk {

// Below this many payments a batch is written row by row: staging costs more than it saves.
inline constexpr qsizetype FromPayments = 256;

struct Outcome
{
    qint64 inserted = 0;
    QList<qsizetype> left;   // positions in the batch for the row-by-row writer, in the batch's order
};

// `clean` holds the batch's payments cleaned for storing (StoredPayment::sanitized), in order.
Result<Outcome, StoreError> insertNew(PgStoreLink &link, const QList<Payment> &clean, qint64 observedAtMs);

} // namespace PgPaymentBulk

} // namespace dd::server::store
