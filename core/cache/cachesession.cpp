#include "core/cache/cachesession.h"

#include "core/cache/schema.h"
#include "core/storage/settlebatch.h"

#include <QScopeGuard>

using namespace Qt::StringLiterals;

namespace dd {

CacheSession::CacheSession(cache::Database database, const CacheClock &clock)
    : m_database(std::move(database))
    , m_payments(m_database, clock)
    , m_intents(m_database, clock)
    , m_settings(m_database)
    , m_audit(m_database, clock)
    , m_importQueue(m_database, clock)
    , m_operators(m_database)
    , m_approvals(m_database)
{
}

Result<qint64, StoreError> CacheSession::settle(const SettleBatch &batch)
{
    if (batch.isEmpty())
        return qint64(0);
    cache::PaymentWriter &store = m_payments.writer();
    // An intent is recorded with synchronous=FULL; its settlement is made as durable. The level
    // cannot change inside a transaction, so it is set around it.
    const bool durable = !batch.intentsDone().isEmpty();
    if (durable)
        m_database.execute("PRAGMA synchronous = FULL");
    const auto normal = qScopeGuard([this, durable] {
        if (durable)
            m_database.execute("PRAGMA synchronous = NORMAL");
    });
    cache::Transaction transaction(m_database);
    if (!transaction.isActive())
        return store.storageError();
    store.begin();
    // Committed or rolled back, reads forget what the written rows may have changed.
    const auto reported = qScopeGuard([&store] { store.reportWritten(); });
    qint64 applied = 0;
    if (!batch.payments().isEmpty()) {
        auto written = store.writeBatch(batch.payments(), store.now());
        if (!written)
            return written;
        applied = written.value();
        if (!store.applyGroupChanges())
            return store.storageError();
    }
    for (qint64 id : batch.removedFromQueue()) {
        if (!m_importQueue.remove(id))
            return store.storageError();
    }
    for (const SettleBatch::QueueNote &note : batch.queueNotes()) {
        if (!(note.notFound ? m_importQueue.recordNotFound(note.id, note.error)
                            : m_importQueue.recordFailure(note.id, note.error)))
            return store.storageError();
    }
    for (const SettleBatch::IntentDone &intent : batch.intentsDone()) {
        if (!m_intents.markDoneInTransaction(intent.id, intent.hash))
            return store.storageError();
    }
    if (transaction.commit())
        return store.storageError();
    return applied;
}

StoreFacts CacheSession::facts()
{
    return {u"SQLCipher"_s, m_database.queryText("PRAGMA cipher_version"), cache::Schema::version(m_database),
            cache::Schema::CurrentVersion};
}

} // namespace dd
