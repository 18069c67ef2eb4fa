#pragma once

#include <QString>

namespace dd {

// The calls of the Direct API this client makes.
enum class GatewayOperation { Create, Query, Capture, Cancel, Refund, RefundCancel, EWallets };

namespace Operation {
// "/ws/direct", "/ws/query", ...
QString path(GatewayOperation op);
// Reads may be retried; writes (create, capture, cancel, refund, refund cancel) never blindly.
bool isRead(GatewayOperation op);
// "direct", "query", "capture", "cancel", "refund", "refund-cancel", "ewallets" (CLI names).
QString name(GatewayOperation op);
} // namespace Operation

} // namespace dd
