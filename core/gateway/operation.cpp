#include "core/gateway/operation.h"

namespace dd::Operation {

QString path(GatewayOperation op)
{
    switch (op) {
    case GatewayOperation::Create: return QStringLiteral("/ws/direct");
    case GatewayOperation::Query: return QStringLiteral("/ws/query");
    case GatewayOperation::Capture: return QStringLiteral("/ws/capture");
    case GatewayOperation::Cancel: return QStringLiteral("/ws/cancel");
    case GatewayOperation::Refund:
    case GatewayOperation::RefundCancel: return QStringLiteral("/ws/refund");
    case GatewayOperation::EWallets: return QStringLiteral("/ws/ewallet-availableEWallets");
    }
    return {};
}

bool isRead(GatewayOperation op)
{
    return op == GatewayOperation::Query || op == GatewayOperation::EWallets;
}

QString name(GatewayOperation op)
{
    switch (op) {
    case GatewayOperation::Create: return QStringLiteral("direct");
    case GatewayOperation::Query: return QStringLiteral("query");
    case GatewayOperation::Capture: return QStringLiteral("capture");
    case GatewayOperation::Cancel: return QStringLiteral("cancel");
    case GatewayOperation::Refund: return QStringLiteral("refund");
    case GatewayOperation::RefundCancel: return QStringLiteral("refund-cancel");
    case GatewayOperation::EWallets: return QStringLiteral("ewallets");
    }
    return {};
}

} // namespace dd::Operation
