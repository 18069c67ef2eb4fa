#pragma once

#include "core/domain/requests.h"
#include "core/gateway/outgoingbody.h"

#include <QJsonObject>

namespace dd {

// The JSON bodies of the Direct API, without authentication (RequestAuthenticator adds it).
// Call only with validated requests. Secrets go into `secrets`, the JSON holds placeholders.
namespace RequestBody {
// The name of the card object inside `payment`. The service document says `card`; public
// SDKs say `creditcard`. Kept in this one constant.
inline constexpr QStringView CardObjectKey = u"card";

QJsonObject direct(const DirectRequest &request, OutgoingBody &secrets);
QJsonObject query(const QueryRequest &request);
QJsonObject capture(const CaptureRequest &request);
QJsonObject cancel(const CancelRequest &request);
QJsonObject refund(const RefundRequest &request);
QJsonObject refundCancel(const RefundCancelRequest &request);
QJsonObject eWallets(const EWalletListRequest &request);

QJsonObject card(const CardFields &card, OutgoingBody &secrets);
QJsonObject bankInfo(const BankInfo &info);
} // namespace RequestBody

} // namespace dd
