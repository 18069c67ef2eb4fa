#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// A non-idempotent call recorded before it is sent (create, capture, refund, cancel), so that
// after a crash or an unknown outcome DirectDesk knows what to reconcile by query.
struct PendingOperation
{
    enum class Kind { CreatePayment, Capture, Refund, CancelRefund, CancelPayment };
    enum class State { Open, Done, Unknown };

    qint64 id = 0;
    Kind kind = Kind::CreatePayment;
    QString merchantCode;        // merchant_payment_code (or merchant_refund_code for refunds)
    QString paymentHash;
    QJsonObject parameters;      // the request without secrets
    State state = State::Open;
    qint64 createdAtMs = 0;
    qint64 updatedAtMs = 0;
};

QString pendingOperationKindCode(PendingOperation::Kind kind);

// The pending operations. A record is durable when record() returns: it must be stored before the
// request leaves.
class IntentLog
{
public:
    virtual ~IntentLog() = default;

    // The new record's id, or nothing when it could not be written (then do not send).
    virtual std::optional<qint64> record(PendingOperation::Kind kind, const QString &merchantCode,
                                         const QString &paymentHash, const QJsonObject &parameters) = 0;
    virtual bool setState(qint64 id, PendingOperation::State state, const QString &paymentHash = {}) = 0;
    virtual std::optional<PendingOperation> find(qint64 id) = 0;
    // Open and unknown operations, oldest first: what must be reconciled before anything else.
    virtual QList<PendingOperation> unresolved() = 0;

protected:
    IntentLog() = default;
    IntentLog(const IntentLog &) = delete;
    IntentLog &operator=(const IntentLog &) = delete;
};

} // namespace dd
