#include "core/cache/settlebatch.h"

#include "core/cache/cachesession.h"

#include <QScopeGuard>

namespace dd {

void SettleBatch::addPayment(const Payment &payment, qint64 importId)
{
    m_payments.append(payment);
    if (importId != 0)
        m_removed.append(importId);
}

void SettleBatch::settleIntent(qint64 intentId, const QString &paymentHash)
{
    m_intents.append(IntentDone { intentId, paymentHash });
}

void SettleBatch::removeQueued(qint64 importId)
{
    if (importId != 0)
        m_removed.append(importId);
}

void SettleBatch::recordNotFound(qint64 importId, const QString &error)
{
    if (importId != 0)
        m_notes.append(QueueNote { importId, error, true });
}

void SettleBatch::recordFailure(qint64 importId, const QString &error)
{
    if (importId != 0)
        m_notes.append(QueueNote { importId, error, false });
}

bool SettleBatch::isEmpty() const
{
    return m_payments.isEmpty() && m_removed.isEmpty() && m_notes.isEmpty() && m_intents.isEmpty();
}

Result<qint64, StoreError> SettleBatch::commit(CacheSession &cache)
{
    const auto empty = qScopeGuard([this] {
        m_payments.clear();
        m_removed.clear();
        m_notes.clear();
        m_intents.clear();
    });
    if (isEmpty())
        return qint64(0);
    cache::Database &db = cache.database();
    cache::PaymentWriter &store = cache.payments().writer();
    // An intent is recorded with synchronous=FULL; its settlement is made as durable. The level
    // cannot change inside a transaction, so it is set around it.
    const bool durable = !m_intents.isEmpty();
    if (durable)
        db.execute("PRAGMA synchronous = FULL");
    const auto normal = qScopeGuard([&db, durable] {
        if (durable)
            db.execute("PRAGMA synchronous = NORMAL");
    });
    cache::Transaction transaction(db);
    if (!transaction.isActive())
        return store.storageError();
    store.begin();
    // Committed or rolled back, reads forget what the written rows may have changed.
    const auto reported = qScopeGuard([&store] { store.reportWritten(); });
    qint64 applied = 0;
    if (!m_payments.isEmpty()) {
        auto written = store.writeBatch(m_payments, store.now());
        if (!written)
            return written;
        applied = written.value();
        if (!store.applyGroupChanges())
            return store.storageError();
    }
    ImportQueue &queue = cache.importQueue();
    for (qint64 id : std::as_const(m_removed)) {
        if (!queue.remove(id))
            return store.storageError();
    }
    for (const QueueNote &note : std::as_const(m_notes)) {
        if (!(note.notFound ? queue.recordNotFound(note.id, note.error) : queue.recordFailure(note.id, note.error)))
            return store.storageError();
    }
    for (const IntentDone &intent : std::as_const(m_intents)) {
        if (!cache.intents().markDoneInTransaction(intent.id, intent.hash))
            return store.storageError();
    }
    if (transaction.commit())
        return store.storageError();
    return applied;
}

} // namespace dd
