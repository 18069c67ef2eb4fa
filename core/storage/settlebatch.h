#pragma once

#include "core/domain/payment.h"
#include "core/domain/result.h"
#include "core/storage/paymentstore.h"

#include <QList>
#include <QString>

namespace dd {

class StoreSession;

// Answers of a refresh and what they settle, written in ONE transaction (StoreSession::settle): the
// payments, the import queue rows they answer (removed, or backed off when the gateway does not know
// the code) and the create intents they complete. A queued code therefore leaves the queue, and an
// intent is marked done, only together with the payment that answers it: a crash or a failed write
// at any point leaves the code queued and the intent open, to be queried again.
class SettleBatch {
public:
    struct QueueNote {
        qint64 id = 0;
        QString error;
        bool notFound = false;
    };
    struct IntentDone {
        qint64 id = 0;
        QString hash;
    };

    // An answer to store; `importId` (0: none) leaves the queue with it.
    void addPayment(const Payment &payment, qint64 importId);
    // A create intent the stored answers complete.
    void settleIntent(qint64 intentId, const QString &paymentHash);
    // A queue row answered by a write made elsewhere (PaymentOperations::resolve wrote it).
    void removeQueued(qint64 importId);
    // The gateway does not know the code: the row backs off (ImportQueue::recordNotFound).
    void recordNotFound(qint64 importId, const QString &error);
    // The query failed for another reason: the row stays due.
    void recordFailure(qint64 importId, const QString &error);

    bool isEmpty() const;
    const QList<Payment> &payments() const { return m_payments; }
    const QList<qint64> &removedFromQueue() const { return m_removed; }
    const QList<QueueNote> &queueNotes() const { return m_notes; }
    const QList<IntentDone> &intentsDone() const { return m_intents; }

    // Writes everything or nothing through `session`; the number of payments applied. The batch is
    // emptied either way.
    Result<qint64, StoreError> commit(StoreSession &session);

private:
    QList<Payment> m_payments;
    QList<qint64> m_removed;
    QList<QueueNote> m_notes;
    QList<IntentDone> m_intents;
};

} // namespace dd
