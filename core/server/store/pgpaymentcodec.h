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

// The payments columns a payment's parameters are for, in their order (paymentParams()).
#define DD_PG_PAYMENT_COLUMNS                                                                                \
    "hash, merchant_code, pin, country, order_number, status, status_date, open_date, confirm_date, "         \
    "transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof, amount_ext_requested, "         \
    "currency_rate, due_date, instalments, payment_type_code, billing_descriptor, ts_acquirer, ts_code, "     \
    "ts_description, pre_approved, capture_available, redirect_url, spei_url, clabe_account, clabe_reference, " \
    "boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email, customer_document, card_first_six, " \
    "card_last_four, chargeback"

// INSERT of those columns ($1 … $39 in this order) and the parameters of a payment for them.
extern const char *const InsertSql;
// The same values over a stored row ($40 = its id): what only DirectDesk knows is kept when the
// answer lacks it (customer fields, card digits, the chargeback).
extern const char *const UpdateSql;
PgParams paymentParams(const Payment &clean, qint64 observedAtMs);

// A refund's values for the refunds columns after payment_id (refund_id, merchant_refund_code, status,
// request, pending, confirm and cancel dates, amount, currency, description, bank_info), with the
// description's card numbers masked as every stored text.
PgParams refundParams(const Refund &refund, const QString &currency);

// Refund columns in the order readRefund() expects (refunds aliased `r`).
extern const char *const RefundColumns;
Refund readRefund(const PgResult &result, int row, int firstColumn, const QString &currency);

} // namespace dd::server::store::PgPaymentCodec
