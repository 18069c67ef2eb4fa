#pragma once

// Internal to core/cache: how a Payment maps to the columns of the payments and refunds tables.
// The rules every backend shares (ranks, instants, folding, cleaning) are core/storage/storedpayment.h.

#include "core/cache/database.h"
#include "core/domain/payment.h"
#include "core/storage/storedpayment.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>

namespace dd::cache::PaymentCodec {

// Order-preserving integer of the first eight UTF-8 bytes of a text (zero-padded): comparing two
// keys compares the texts' first eight bytes.
qint64 prefixKey(QStringView text);
// The inclusive key range of every text that starts with `prefix`; exact when the prefix has at
// most eight bytes, else the caller also compares the text.
std::pair<qint64, qint64> prefixKeyRange(QStringView prefix);

// A payment made ready to store (may be built on any thread): cleaned, with its answer text and
// search keys computed.
struct PreparedPayment
{
    Payment payment;          // sanitized, refunds kept for writing
    QByteArray answer;        // the scrubbed raw answer, packed (packAnswer)
    QString nameKey;
    QString emailKey;
    QString documentKey;
    QString currency;         // as stored (StoredPayment::storedCurrency)
    QString dueDate;          // ISO date, empty without one
};
PreparedPayment prepare(const Payment &payment);

// INSERT (numbered parameters ?1..?45) and the matching UPDATE (… WHERE id = ?46).
const char *insertSql();
const char *updateSql();
void bindPayment(Statement &statement, const PreparedPayment &prepared, qint64 observedAtMs);

// Columns read for a table row, in the order readRow() expects; prefix with "p." where needed.
const char *rowColumns();
PaymentRow readRow(const Statement &statement);
// The row with its raw answer, from a statement that selects rowColumns() (as "p.") and then
// answers.answer: rowWithAnswerSql() and a WHERE or ORDER BY. Refunds are read on their own.
QByteArray rowWithAnswerSql();
PaymentRow readRowWithAnswer(const Statement &statement);

// payment_answers.answer: the compact JSON of a raw answer, stored deflated (raw deflate with a
// fixed dictionary of a typical answer, about a sixth of the text) behind a format byte. Rows
// written before schema 5 hold the JSON text itself; both read back.
QByteArray packAnswer(const QByteArray &json);
QByteArray unpackAnswer(const QByteArray &stored);   // the JSON text; empty when damaged
QJsonObject answerFromText(const QByteArray &stored);

const char *refundColumns();
Refund readRefund(const Statement &statement, const QString &currency);

} // namespace dd::cache::PaymentCodec
