#pragma once

#include "core/gateway/replymapper.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace dd {

class GatewayCall;

// One action of PaymentOperations, in flight or finished. finished() is emitted once, always
// from the event loop (never from inside the call that created it); result() is valid after it.
// Deletes itself after finished() unless setAutoDelete(false) was called.
class OperationCall : public QObject
{
    Q_OBJECT
public:
    enum class Action { Capture, Refund, CancelRefund, CancelPayment, LookUp, Resolve, CreatePayment, ResolveCreate };
    // What resolve() learnt about the action whose outcome was unknown.
    enum class Resolution { NotNeeded, Applied, NotApplied, StillUnknown };

    OperationCall(Action action, QString paymentHash, QObject *parent = nullptr);

    Action action() const { return m_action; }
    const QString &paymentHash() const { return m_paymentHash; }
    bool isFinished() const { return m_result.has_value(); }
    const GatewayResult &result() const { return *m_result; }
    bool succeeded() const { return m_result && m_result->hasValue(); }
    bool isOutcomeUnknown() const;
    Resolution resolution() const { return m_resolution; }
    void setAutoDelete(bool autoDelete) { m_autoDelete = autoDelete; }
    // Refused because the operator's role does not allow it (also a validation error, field "access").
    bool isAccessDenied() const { return m_accessDenied; }
    // A refund stored to await a Manager's approval (not sent): the request's number, else 0.
    qint64 awaitingApprovalId() const { return m_awaitingApprovalId; }
    // The gateway answered but the cache could not store the answer: the payment is queued for the
    // next refresh (answerQueuedForRefresh()) or, when even that failed, its action stays marked
    // unknown; the cache may show an older state until then.
    bool answerNotStored() const { return m_answerNotStored; }
    bool answerQueuedForRefresh() const { return m_answerQueued; }
    void setAccessDenied(bool denied) { m_accessDenied = denied; }
    void setAnswerNotStored(bool queuedForRefresh)
    {
        m_answerNotStored = true;
        m_answerQueued = queuedForRefresh;
    }
    void setAwaitingApprovalId(qint64 id) { m_awaitingApprovalId = id; }

    // Stops the gateway call in flight (a write already sent ends as outcome unknown).
    void abort();

    // For PaymentOperations.
    void setGatewayCall(GatewayCall *call);
    void setPaymentHash(const QString &hash) { m_paymentHash = hash; }
    void setResolution(Resolution resolution) { m_resolution = resolution; }
    void finishLater(GatewayResult result);
    void finishNow(GatewayResult result);

signals:
    void finished();

private:
    Action m_action;
    QString m_paymentHash;
    QPointer<QObject> m_gatewayCall;   // the GatewayCall in flight
    std::optional<GatewayResult> m_result;
    Resolution m_resolution = Resolution::NotNeeded;
    bool m_autoDelete = true;
    bool m_accessDenied = false;
    bool m_answerNotStored = false;
    bool m_answerQueued = false;
    qint64 m_awaitingApprovalId = 0;
};

QString operationActionCode(OperationCall::Action action);   // "capture", "refund", … for the audit trail

} // namespace dd
