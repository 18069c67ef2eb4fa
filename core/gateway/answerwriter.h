#pragma once

#include "core/domain/payment.h"

#include <QJsonObject>

namespace dd {

// Writes payments and refunds back as the API names them (for the CLI's --json output and
// the raw-answer view): amounts as decimal strings with two decimals, dates as the API gives
// them, unknown fields of the original answer kept, never a secret.
namespace AnswerWriter {
QJsonObject payment(const Payment &payment);
QJsonObject refund(const Refund &refund);
QJsonObject eWallet(const EWallet &wallet);
} // namespace AnswerWriter

} // namespace dd
