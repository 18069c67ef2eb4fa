#pragma once

#include "core/domain/status.h"

#include <QList>
#include <QString>

#include <optional>

namespace dd::reconcile {

// What does not agree between the shop's orders and the payments the gateway confirmed.
enum class DifferenceKind {
    OrderWithoutPayment,   // the gateway does not know the order's code
    PaymentWithoutOrder,   // a payment of the period that no order names
    AmountDiffers,
    CurrencyDiffers,
    ShopPaidGatewayNot,    // the shop says paid; the gateway says open, pending or cancelled
    GatewayPaidShopNot,    // the gateway confirmed it; the shop says pending or cancelled
    RefundDiffers,         // refunded amounts differ
    DuplicateOrder,        // a second order line with the same code
    DuplicatePayment,      // a second payment at the gateway with the same code
    NotVerified,           // the gateway could not be asked (a fault, a cancel, no permission)
};

QList<DifferenceKind> allDifferenceKinds();
QString differenceKindCode(DifferenceKind kind);   // "amount_differs": files and JSON
std::optional<DifferenceKind> differenceKindFromCode(QStringView code);
QString differenceKindName(DifferenceKind kind);   // translated

// One row of the differences: the order's side and the gateway's side as each one says.
struct Difference
{
    DifferenceKind kind = DifferenceKind::OrderWithoutPayment;
    QString merchantCode;
    qint64 orderLine = 0;                  // 0: no order
    QString paymentHash;                   // empty: no payment
    std::optional<qint64> orderAmount;     // hundredths
    QString orderCurrency;
    QString orderStatus;                   // as the shop wrote it
    std::optional<qint64> orderRefunded;
    std::optional<qint64> gatewayAmount;
    QString gatewayCurrency;
    std::optional<PaymentStatus> gatewayStatus;
    std::optional<qint64> gatewayRefunded;

    // The currency the row counts in, and its amount in the totals: the gap for amount and refund
    // differences (gateway minus shop), the whole amount otherwise.
    QString currency() const;
    qint64 amountAtStake() const;
    // The same difference in two runs has the same key (line numbers move when a file is re-exported).
    QString key() const;
    friend bool operator==(const Difference &, const Difference &) = default;
};

// Counts and totals per kind and currency, never mixing currencies.
struct DifferenceTotal
{
    DifferenceKind kind = DifferenceKind::OrderWithoutPayment;
    QString currency;
    qint64 count = 0;
    qint64 amount = 0;
    friend bool operator==(const DifferenceTotal &, const DifferenceTotal &) = default;
};

QList<DifferenceTotal> totalsOf(const QList<Difference> &differences);

} // namespace dd::reconcile
