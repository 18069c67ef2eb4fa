#include "core/domain/payment.h"

namespace dd {

Money Payment::refundedTotal() const
{
    qint64 total = 0;
    for (const Refund &refund : refunds)
        if (refund.countsAgainstPayment())
            total += refund.amount.hundredths();
    return Money(total, currencyExt);
}

Money Payment::remainingRefundable() const
{
    return Money(amountExt.hundredths() - refundedTotal().hundredths(), currencyExt);
}

const Refund *Payment::findRefund(QStringView idOrMerchantCode) const
{
    for (const Refund &refund : refunds)
        if (refund.id == idOrMerchantCode || (!refund.merchantRefundCode.isEmpty() && refund.merchantRefundCode == idOrMerchantCode))
            return &refund;
    return nullptr;
}

} // namespace dd
