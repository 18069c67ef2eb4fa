#pragma once

#include "core/domain/requests.h"

#include <QJsonObject>
#include <QString>

namespace dd {

// What an action sends, as JSON fields with personal data masked: kept in the intent log and the
// audit trail, and shown in the confirmation step before sending. Never holds the integration key.
namespace OperationParameters {
QJsonObject capture(const CaptureRequest &request);
QJsonObject refund(const RefundRequest &request);
QJsonObject cancelRefund(const Payment &payment, const Refund &refund, const QString &reason);
QJsonObject cancelPayment(const Payment &payment);
QJsonObject lookUp(const QString &hashOrMerchantCode);
// A creation request: the card only as its form and first six / last four, never a secret.
QJsonObject createPayment(const DirectRequest &request);
// The customer's name a creation request's parameters hold (empty: none was given).
QString customerName(const QJsonObject &createParameters);

// "•••• 1234": all but the last `keep` characters hidden.
QString maskTail(const QString &text, int keep = 4);
// One "field: value" line per field, nested objects indented: for a confirmation dialog.
QString describe(const QJsonObject &parameters);
} // namespace OperationParameters

} // namespace dd
