#pragma once

#include "sandbox/outcome.h"
#include "sandbox/records.h"

#include <QByteArray>
#include <QJsonObject>

namespace dd::sandbox {

// A creation request that passed every rule; `record.merchantCode` views `merchantCode`.
struct PaymentDraft
{
    PaymentRecord record;
    QByteArray merchantCode;
};

// Validates `payment` of a /ws/direct request (spec 2.3, 2.4 and the method rules) and decides
// the initial state. Secrets in it (card number, CVV, cryptogram) are read, never kept.
Outcome<PaymentDraft> validatePaymentRequest(const QJsonObject &payment, qint64 now);

} // namespace dd::sandbox
