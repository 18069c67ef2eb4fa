#include "app/teamactionrelay.h"

#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "core/sync/operationcall.h"

using namespace Qt::StringLiterals;

namespace dd {

using server::ActionRequest;
using server::ActionRequestRefusal;

TeamActionRelay::TeamActionRelay(server::TeamActionDesk &desk, server::PgStoreSession &session, QObject *parent)
    : QObject(parent), m_desk(desk), m_session(session)
{
}

void TeamActionRelay::relay(OperationCall *call, const Write &write)
{
    const auto submitted = m_desk.submit(
        write.create ? ActionRequest::create(*write.create)
                     : ActionRequest::relayed(write.kind, write.payment, write.merchantCode, write.parameters,
                                              write.bankInfo));
    if (!submitted) {
        const ActionRequestRefusal &refusal = submitted.error();
        const bool forbidden = refusal.reason == ActionRequestRefusal::Reason::Forbidden;
        const QString field = forbidden ? u"access"_s
                              : write.create ? u"payment.merchant_payment_code"_s
                                             : u"payment.hash"_s;
        call->setAccessDenied(forbidden);
        call->finishLater(
            GatewayResult(GatewayError::validation({FieldProblem{field, refusal.message, FieldProblem::Severity::Error}})));
        return;
    }
    m_waiting.insert(submitted.value(), call);
    emit statusMessage(tr("Sent to the team worker as request %1…").arg(submitted.value()));
    storeChanged();
}

void TeamActionRelay::storeChanged()
{
    for (auto it = m_waiting.begin(); it != m_waiting.end();) {
        const std::optional<ActionRequest> request = m_desk.requests().find(it.key());
        if (!it.value() || it.value()->isFinished()) {
            it = m_waiting.erase(it);
            continue;
        }
        if (!request || !(request->isFinished() || request->state == ActionRequest::State::Unknown)) {
            ++it;
            continue;
        }
        OperationCall *call = it.value();
        it = m_waiting.erase(it);
        if (request->state != ActionRequest::State::Done) {
            const GatewayError error = request->failure();
            emit statusMessage(tr("Request %1 ended: %2").arg(request->id).arg(error.message()));
            call->finishLater(GatewayResult(error));
            continue;
        }
        GatewayAnswer answer;
        // A create's payment is known by its merchant code: the worker stored it before it said done.
        answer.payment = request->isCreate() ? m_session.payments().findByMerchantCode(request->merchantCode)
                                             : m_session.payments().findByHash(request->paymentHash);
        if (request->isCreate() && answer.payment)
            call->setPaymentHash(answer.payment->hash);
        if (answer.payment && (request->kind == PendingOperation::Kind::Refund
                               || request->kind == PendingOperation::Kind::CancelRefund)) {
            if (const Refund *refund = answer.payment->findRefund(request->merchantCode))
                answer.refund = *refund;
        }
        emit statusMessage(tr("Request %1 done by the team worker.").arg(request->id));
        call->finishLater(GatewayResult(std::move(answer)));
    }
}

} // namespace dd
