#include "core/sync/operationcall.h"

#include "core/gateway/gatewaycall.h"

#include <QTimer>

namespace dd {

OperationCall::OperationCall(Action action, QString paymentHash, QObject *parent)
    : QObject(parent), m_action(action), m_paymentHash(std::move(paymentHash))
{
}

bool OperationCall::isOutcomeUnknown() const
{
    return m_result && !m_result->hasValue() && m_result->error().kind == GatewayError::Kind::OutcomeUnknown;
}

void OperationCall::setGatewayCall(GatewayCall *call)
{
    m_gatewayCall = call;
}

void OperationCall::abort()
{
    if (auto *call = qobject_cast<GatewayCall *>(m_gatewayCall.data()))
        call->abort();
}

void OperationCall::finishLater(GatewayResult result)
{
    QTimer::singleShot(0, this, [this, result = std::move(result)]() mutable { finishNow(std::move(result)); });
}

void OperationCall::finishNow(GatewayResult result)
{
    if (m_result)
        return;
    m_result = std::move(result);
    m_gatewayCall = nullptr;
    emit finished();
    if (m_autoDelete)
        deleteLater();
}

QString operationActionCode(OperationCall::Action action)
{
    switch (action) {
    case OperationCall::Action::Capture: return QStringLiteral("capture");
    case OperationCall::Action::Refund: return QStringLiteral("refund");
    case OperationCall::Action::CancelRefund: return QStringLiteral("cancel_refund");
    case OperationCall::Action::CancelPayment: return QStringLiteral("cancel_payment");
    case OperationCall::Action::LookUp: return QStringLiteral("look_up");
    case OperationCall::Action::Resolve: return QStringLiteral("resolve");
    case OperationCall::Action::CreatePayment: return QStringLiteral("create_payment");
    case OperationCall::Action::ResolveCreate: return QStringLiteral("resolve_create");
    }
    return {};
}

} // namespace dd
