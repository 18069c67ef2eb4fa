#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"

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

// The pending-operations table. Records are written with synchronous=FULL: an intent must be
// on disk before the request leaves.
class IntentLog
{
public:
    explicit IntentLog(cache::Database &database, CacheClock clock = systemCacheClock());

    // The new record's id, or nothing when it could not be written (then do not send).
    std::optional<qint64> record(PendingOperation::Kind kind, const QString &merchantCode, const QString &paymentHash,
                                 const QJsonObject &parameters);
    bool setState(qint64 id, PendingOperation::State state, const QString &paymentHash = {});
    // setState(Done) as one statement of the caller's open transaction (SettleBatch), which makes
    // the commit durable: SQLite refuses to change the sync level inside a transaction.
    bool markDoneInTransaction(qint64 id, const QString &paymentHash);
    std::optional<PendingOperation> find(qint64 id);
    // Open and unknown operations, oldest first: what must be reconciled before anything else.
    QList<PendingOperation> unresolved();

private:
    bool runDurably(cache::Statement &statement);
    cache::Statement prepareSetState(qint64 id, PendingOperation::State state, const QString &paymentHash);

    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
