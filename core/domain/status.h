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

// Where a status lies in its life cycle (spec 3.1, 3.2): a later answer never moves a payment or a
// refund back to an earlier rank. Unknown ranks first. A refund's two final statuses share a rank:
// neither follows the other.
constexpr int lifeCycleRank(PaymentStatus s)
{
    switch (s) {
    case PaymentStatus::Unknown: return 0;
    case PaymentStatus::Open: return 1;
    case PaymentStatus::Pending: return 2;
    case PaymentStatus::Confirmed: return 3;
    case PaymentStatus::Cancelled: return 4;
    }
    return 0;
}
constexpr int lifeCycleRank(RefundStatus s)
{
    switch (s) {
    case RefundStatus::Unknown: return 0;
    case RefundStatus::Requested: return 1;
    case RefundStatus::Pending: return 2;
    case RefundStatus::Confirmed:
    case RefundStatus::Cancelled: return 3;
    }
    return 0;
}

} // namespace dd
