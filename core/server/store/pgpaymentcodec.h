#pragma once

// Internal to core/server/store: how a Payment maps to the team store's payments and refunds
// columns (teamschema.cpp). Status numbers are the vault's life-cycle ranks, money is NUMERIC text,
// instants are timestamptz read back as epoch milliseconds.

#include "core/domain/payment.h"
#include "core/server/pgconnection.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>

namespace dd::server::store::PgPaymentCodec {

// The columns of a table row, in the order readRow() expects (payments aliased `p`).
extern const char *const RowColumns;
// The number of columns RowColumns selects.
inline constexpr int RowColumnCount = 41;
PaymentRow readRow(const PgResult &result, int row);

// The columns INSERT writes ($1 … $39 in this order) and the parameters of a payment for them.
extern const char *const InsertSql;
// The same values over a stored row ($40 = its id): what only DirectDesk knows is kept when the
// answer lacks it (customer fields, card digits, the chargeback).
extern const char *const UpdateSql;
PgParams paymentParams(const Payment &clean, qint64 observedAtMs);

// Refund columns in the order readRefund() expects (refunds aliased `r`).
extern const char *const RefundColumns;
Refund readRefund(const PgResult &result, int row, int firstColumn, const QString &currency);

} // namespace dd::server::store::PgPaymentCodec
