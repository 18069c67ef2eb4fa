#pragma once

#include "core/domain/requests.h"
#include "core/gateway/gatewayerror.h"

#include <QDateTime>

namespace dd {

// Checks a request against every rule the contract states (spec 2.3-2.5, 3, 4.3, 8 and
// CONTRACT.md) before anything is sent. Each function returns every problem found, each tied
// to the API path of its field; warnings (Severity::Warning) do not stop the request.
// `now` is injected so that expiry checks are testable.
namespace RequestValidator {
FieldProblems direct(const DirectRequest &request, const QDateTime &now);
FieldProblems query(const QueryRequest &request);
FieldProblems capture(const CaptureRequest &request);
FieldProblems cancel(const CancelRequest &request);
FieldProblems refund(const RefundRequest &request);
FieldProblems refundCancel(const RefundCancelRequest &request);
FieldProblems eWallets(const EWalletListRequest &request);

// The card object alone (the `payment.card.` prefix is included in field names).
FieldProblems card(const CardFields &card, const QString &country, const QDateTime &now);
// Spec 2.3: `currency_code` is three upper-case letters.
bool isCurrencyCode(QStringView code);
// A lowercase two-letter country code.
bool isCountryCode(QStringView code);
} // namespace RequestValidator

} // namespace dd
