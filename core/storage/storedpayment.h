#pragma once

// How every store keeps a payment, whatever its backend: statuses as life-cycle ranks, instants
// as milliseconds, the folded forms text search compares, what is cleaned before anything is
// stored, and bank details as JSON text. The vault (core/cache) and the team server
// (core/server/store) both write and read through these, so a payment moved from one to the
// other means the same thing.

#include "core/domain/payment.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringView>

#include <optional>

namespace dd::StoredPayment {

// Stored status numbers are ranks in the life cycle (Unknown 0, OP 1, PE 2, CO 3, CA 4), so a
// higher number is a later state and sorting by status follows the life cycle.
int paymentStatusRank(PaymentStatus status);
PaymentStatus paymentStatusFromRank(qint64 rank);
int refundStatusRank(RefundStatus status);
RefundStatus refundStatusFromRank(qint64 rank);

qint64 toMs(const QDateTime &when);      // 0 for an invalid date-time
QDateTime fromMs(qint64 ms);             // invalid for 0

// Case-, accent- and space-insensitive form used for name and e-mail prefix search and sorting.
QString foldForSearch(QStringView text);
// Letters and digits only, folded: "123.456.789-0" and "1234567890" find each other.
QString foldDocument(QStringView text);

// The payment with every field that may not be stored cleaned: card numbers masked anywhere,
// card digits cut to first six / last four, the raw answer scrubbed.
Payment sanitized(const Payment &payment);

// The currency a payment is stored (and grouped) under: currency_ext, else the amount's.
QString storedCurrency(const Payment &payment);

// Bank details as compact JSON with the gateway's field names; empty for none. Reading also takes
// the holder fields as "holder_document" / "holder_name", the names approvals were once kept under.
QByteArray bankInfoText(const std::optional<BankInfo> &bankInfo);
std::optional<BankInfo> bankInfoFromText(const QByteArray &json);   // none for empty or blank details

} // namespace dd::StoredPayment
