#include "core/reconcile/difference.h"
#include "core/reconcile/reconciletext.h"

#include <map>
#include <tuple>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

QList<DifferenceKind> allDifferenceKinds()
{
    return {DifferenceKind::OrderWithoutPayment, DifferenceKind::PaymentWithoutOrder, DifferenceKind::AmountDiffers,
            DifferenceKind::CurrencyDiffers,     DifferenceKind::ShopPaidGatewayNot,  DifferenceKind::GatewayPaidShopNot,
            DifferenceKind::RefundDiffers,       DifferenceKind::DuplicateOrder,      DifferenceKind::DuplicatePayment,
            DifferenceKind::NotVerified};
}

QString differenceKindCode(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::OrderWithoutPayment: return u"order_without_payment"_s;
    case DifferenceKind::PaymentWithoutOrder: return u"payment_without_order"_s;
    case DifferenceKind::AmountDiffers: return u"amount_differs"_s;
    case DifferenceKind::CurrencyDiffers: return u"currency_differs"_s;
    case DifferenceKind::ShopPaidGatewayNot: return u"shop_paid_gateway_not"_s;
    case DifferenceKind::GatewayPaidShopNot: return u"gateway_paid_shop_not"_s;
    case DifferenceKind::RefundDiffers: return u"refund_differs"_s;
    case DifferenceKind::DuplicateOrder: return u"duplicate_order"_s;
    case DifferenceKind::DuplicatePayment: return u"duplicate_payment"_s;
    case DifferenceKind::NotVerified: return u"not_verified"_s;
    }
    return {};
}

std::optional<DifferenceKind> differenceKindFromCode(QStringView code)
{
    for (const DifferenceKind kind : allDifferenceKinds())
        if (differenceKindCode(kind) == code)
            return kind;
    return std::nullopt;
}

QString differenceKindName(DifferenceKind kind)
{
    switch (kind) {
    case DifferenceKind::OrderWithoutPayment: return ReconcileText::tr("Order without payment");
    case DifferenceKind::PaymentWithoutOrder: return ReconcileText::tr("Payment without order");
    case DifferenceKind::AmountDiffers: return ReconcileText::tr("Amount differs");
    case DifferenceKind::CurrencyDiffers: return ReconcileText::tr("Currency differs");
    case DifferenceKind::ShopPaidGatewayNot: return ReconcileText::tr("Paid in the shop, not at the gateway");
    case DifferenceKind::GatewayPaidShopNot: return ReconcileText::tr("Paid at the gateway, not in the shop");
    case DifferenceKind::RefundDiffers: return ReconcileText::tr("Refunded amount differs");
    case DifferenceKind::DuplicateOrder: return ReconcileText::tr("Duplicate order");
    case DifferenceKind::DuplicatePayment: return ReconcileText::tr("Duplicate payment");
    case DifferenceKind::NotVerified: return ReconcileText::tr("Not verified at the gateway");
    }
    return {};
}

QString Difference::currency() const
{
    return gatewayCurrency.isEmpty() ? orderCurrency : gatewayCurrency;
}

qint64 Difference::amountAtStake() const
{
    switch (kind) {
    case DifferenceKind::AmountDiffers:
        return gatewayAmount.value_or(0) - orderAmount.value_or(0);
    case DifferenceKind::RefundDiffers:
        return gatewayRefunded.value_or(0) - orderRefunded.value_or(0);
    case DifferenceKind::OrderWithoutPayment:
    case DifferenceKind::PaymentWithoutOrder:
    case DifferenceKind::CurrencyDiffers:
    case DifferenceKind::ShopPaidGatewayNot:
    case DifferenceKind::GatewayPaidShopNot:
    case DifferenceKind::DuplicateOrder:
    case DifferenceKind::DuplicatePayment:
    case DifferenceKind::NotVerified:
        break;
    }
    return gatewayAmount ? *gatewayAmount : orderAmount.value_or(0);
}

QString Difference::key() const
{
    // A duplicate order is one per extra line: its line tells two of them apart.
    const QString line = kind == DifferenceKind::DuplicateOrder ? QString::number(orderLine) : QString();
    return differenceKindCode(kind) + u'\x1f' + merchantCode + u'\x1f' + paymentHash + u'\x1f' + line;
}

QList<DifferenceTotal> totalsOf(const QList<Difference> &differences)
{
    std::map<std::pair<int, QString>, DifferenceTotal> totals;
    for (const Difference &difference : differences) {
        DifferenceTotal &total = totals[{int(difference.kind), difference.currency()}];
        total.kind = difference.kind;
        total.currency = difference.currency();
        ++total.count;
        total.amount += difference.amountAtStake();
    }
    QList<DifferenceTotal> list;
    for (const auto &[key, total] : totals)
        list.append(total);
    return list;
}

} // namespace dd::reconcile
