#pragma once

#include "core/domain/requests.h"
#include "core/gateway/gatewayerror.h"

#include <QJsonObject>

namespace dd {

// A request read from JSON in the API's own field names (a --body file, command-line fields),
// plus what could not be read (bad amounts, non-numeric instalments). The validator's rules
// still apply afterwards.
template<typename T>
struct ReadRequest
{
    T request;
    FieldProblems problems;
};

// Strings or numbers are accepted for amounts, instalments and flags. Amounts of capture and
// refund take `currency_code` when given, else the currency stays empty for the caller to set
// from the payment (see withCurrency()).
namespace RequestReader {
// Either a whole /ws/direct body ({"payment": {...}}) or the payment object alone. The card may
// sit under `card` or `creditcard`.
ReadRequest<DirectRequest> direct(const QJsonObject &body);
ReadRequest<QueryRequest> query(const QJsonObject &body);
ReadRequest<CaptureRequest> capture(const QJsonObject &body);
ReadRequest<CancelRequest> cancel(const QJsonObject &body);
ReadRequest<RefundRequest> refund(const QJsonObject &body);
ReadRequest<RefundCancelRequest> refundCancel(const QJsonObject &body);
ReadRequest<EWalletListRequest> eWallets(const QJsonObject &body);
CardFields card(const QJsonObject &object, FieldProblems &problems);
// `bank_info` (spec 2.5): nothing when absent or null; every field must be a string (or null), and
// a wrong type or an unknown field is a problem naming the field.
std::optional<BankInfo> bankInfo(const QJsonValue &value, FieldProblems &problems);
// The same amount in another currency when it has none yet.
Money withCurrency(const Money &amount, const QString &currency);
} // namespace RequestReader

} // namespace dd
