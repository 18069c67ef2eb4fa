#include "core/cache/paymentimport.h"

#include "core/cache/indexrebuild.h"
#include "core/cache/paymentwriter.h"

namespace dd {

using cache::Statement;

namespace {

// The one index every write needs (PaymentWriter::write finds the stored payment by its hash).
constexpr const char *KeptIndex = "payments_by_hash";

} // namespace

PaymentImport::PaymentImport(cache::PaymentWriter &writer)
    : m_writer(writer)
    , m_settings(writer.database())
    , m_indexes(writer.database(), "payments")
{
}

PaymentImport::~PaymentImport() = default;

Result<std::unique_ptr<PaymentImport>, StoreError> PaymentImport::begin(VaultPaymentStore &store,
                                                                        qint64 expectedPayments)
{
    cache::PaymentWriter &writer = store.writer();
    std::unique_ptr<PaymentImport> import(new PaymentImport(writer));
    import->m_transaction = std::make_unique<cache::Transaction>(writer.database());
    if (!import->m_transaction->isActive())
        return writer.storageError();
    writer.begin();
    if (expectedPayments >= RebuildIndexesFrom) {
        // The rebuild reads the whole table once per index: a table the page cache does not hold is
        // read and decrypted again for each (at a million payments 28 s of CPU for the fifteen
        // indexes with the bulk 256 MiB cache, 22 s with 1 GiB). So the cache may grow to the cap
        // from the first row: the rows stay in memory, dirty, instead of being spilled into the log
        // and read back for the first index (at a million payments 0.35 reads per page of the file at
        // the commit with the cache raised only for the rebuild, none now), and a table held dirty
        // lets the rebuild sort in runs (IndexRebuild). The indexes' pages stay in the cache too until
        // the commit (a million payments: 510 MiB of rows, 820 MiB with the indexes). Pages are
        // allocated as they are touched, never more than the cap; a larger import spills as any
        // transaction does. The connection's own size comes back after the commit.
        import->m_settings.raisePageCache(ImportPageCacheKib);
        Statement stored = writer.database().prepare("SELECT COALESCE(SUM(count), 0) FROM payment_groups");
        if (stored.step() != Statement::Step::Row)
            return writer.storageError();
        const qint64 storedPayments = stored.columnInt(0);
        stored.reset();   // DROP INDEX fails while a statement of the connection is running
        if (expectedPayments >= storedPayments) {
            if (auto error = import->m_indexes.dropAllExcept(KeptIndex))
                return StoreError{StoreError::Kind::Storage, error->message};
        }
    }
    return import;
}

Result<qint64, StoreError> PaymentImport::add(const QList<Payment> &payments)
{
    if (m_error)
        return *m_error;
    auto applied = m_writer.writeBatch(payments, m_writer.now());
    // Reads on this connection see the import's rows at once: nothing kept from before may answer.
    m_writer.reportWritten();
    if (!applied) {
        m_error = applied.error();
        return applied;
    }
    m_applied += applied.value();
    return applied;
}

Result<qint64, StoreError> PaymentImport::commit()
{
    if (m_error)
        return *m_error;
    std::optional<cache::SqlError> error = m_indexes.rebuild();
    if (!error && !m_writer.applyGroupChanges())
        error = m_writer.database().lastError();
    if (!error)
        error = m_transaction->commit();
    m_transaction.reset();   // rolls back what is left after a failure
    if (error) {
        m_error = StoreError{StoreError::Kind::Storage, error->message};
        return *m_error;
    }
    m_indexes.forget();
    m_writer.reportWritten();
    return m_applied;
}

} // namespace dd
