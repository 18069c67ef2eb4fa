#pragma once

#include <QString>
#include <QStringView>

namespace dd {

// Payment states of spec section 3.1, plus Unknown for a code the contract does not name.
enum class PaymentStatus { Open, Pending, Confirmed, Cancelled, Unknown };
// Refund states of spec section 3.2 (a confirmed refund's code is CO, see CONTRACT.md).
enum class RefundStatus { Requested, Pending, Confirmed, Cancelled, Unknown };

PaymentStatus paymentStatusFromCode(QStringView code);
QString paymentStatusCode(PaymentStatus status);        // "OP", "PE", "CO", "CA", "" for Unknown
QString paymentStatusName(PaymentStatus status);        // translated word: "Confirmed"

RefundStatus refundStatusFromCode(QStringView code);
QString refundStatusCode(RefundStatus status);          // "RE", "PE", "CO", "CA", "" for Unknown
QString refundStatusName(RefundStatus status);

// "Pendente (PE)": the translated word with the gateway's code beside it, so staff can match what
// the gateway and its reports say; the word alone when the code is unknown.
QString paymentStatusLabel(PaymentStatus status);
QString refundStatusLabel(RefundStatus status);

// Spec 3.2: a refund can be cancelled while it is requested or pending.
constexpr bool isRefundCancellable(RefundStatus s) { return s == RefundStatus::Requested || s == RefundStatus::Pending; }
constexpr bool isRefundFinal(RefundStatus s) { return s == RefundStatus::Confirmed || s == RefundStatus::Cancelled; }
constexpr bool isPaymentFinal(PaymentStatus s) { return s == PaymentStatus::Cancelled; }

} // namespace dd
