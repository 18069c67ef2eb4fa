#pragma once

#include "core/domain/status.h"

#include <QtGlobal>

namespace dd {

// The write-ordering rule of PaymentStore (paymentstore.h), in one place for every backend: the
// vault's writer and the team server's writer both decide with these, so the two stores can never
// disagree about which of two answers is the newer one.

// Whether an answer (`incoming`, its status_date in epoch ms, 0 = none) replaces the stored payment.
constexpr bool paymentAnswerIsCurrent(PaymentStatus stored, qint64 storedDateMs, PaymentStatus incoming,
                                      qint64 incomingDateMs)
{
    if (isPaymentFinal(stored) && !isPaymentFinal(incoming))
        return false;
    if (lifeCycleRank(incoming) != lifeCycleRank(stored))
        return lifeCycleRank(incoming) > lifeCycleRank(stored);
    return !(incomingDateMs != 0 && storedDateMs != 0 && incomingDateMs < storedDateMs);
}

// Whether a refund's answer replaces the stored refund: a final refund status is never left.
constexpr bool refundAnswerIsCurrent(RefundStatus stored, RefundStatus incoming)
{
    if (isRefundFinal(stored) && incoming != stored)
        return false;
    return lifeCycleRank(incoming) >= lifeCycleRank(stored);
}

} // namespace dd
