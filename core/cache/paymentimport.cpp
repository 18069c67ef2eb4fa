#include "core/cache/paymentimport.h"

#include <algorithm>

namespace dd {

using cache::Statement;

namespace {

// The one index every write needs (PaymentWriter::write finds the stored payment by its hash).
constexpr const char *KeptIndex = "payments_by_hash";
// While the indexes are built the page cache may grow to the whole database, up to this many KiB:
// every CREATE INDEX reads the whole table, and a table that does not fit is read and decrypted
// again for each of them (at a million payments 28 s of CPU for the fifteen indexes with the bulk
// 256 MiB cache, 22 s with 1 GiB). The connection's own size comes back after the commit.
constexpr qint64 RebuildPageCacheKib = 1024 * 1024;

} // namespace

PaymentImport::PaymentImport(cache::PaymentWriter &writer)
    : m_writer(writer)
    , m_settings(writer.database())
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
        Statement stored = writer.database().prepare("SELECT COALESCE(SUM(count), 0) FROM payment_groups");
        if (stored.step() != Statement::Step::Row)
            return writer.storageError();
        const qint64 storedPayments = stored.columnInt(0);
        stored.reset();   // DROP INDEX fails while a statement of the connection is running
        if (expectedPayments >= storedPayments) {
            if (auto error = import->dropSecondaryIndexes())
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
    std::optional<cache::SqlError> error = rebuildIndexes();
    if (!error && !m_writer.applyGroupChanges())
        error = m_writer.database().lastError();
    if (!error)
        error = m_transaction->commit();
    m_transaction.reset();   // rolls back what is left after a failure
    if (error) {
        m_error = StoreError{StoreError::Kind::Storage, error->message};
        return *m_error;
    }
    m_dropped.clear();
    m_writer.reportWritten();
    return m_applied;
}

std::optional<cache::SqlError> PaymentImport::dropSecondaryIndexes()
{
    cache::Database &db = m_writer.database();
    std::optional<cache::SqlError> error;
    Statement indexes = db.prepare("SELECT m.name, m.sql, COALESCE(s.stat, '') FROM sqlite_master m "
                                   "LEFT JOIN sqlite_stat1 s ON s.tbl = 'payments' AND s.idx = m.name "
                                   "WHERE m.type = 'index' AND m.tbl_name = 'payments' AND m.sql IS NOT NULL "
                                   "AND m.name != ? ORDER BY m.name",
                                   &error);
    if (error)
        return error;
    indexes.bind(1, QString::fromLatin1(KeptIndex));
    Statement::Step step;
    while ((step = indexes.step()) == Statement::Step::Row)
        m_dropped.append({indexes.columnUtf8(0), indexes.columnUtf8(1), indexes.columnUtf8(2)});
    indexes.reset();
    if (step == Statement::Step::Failed)
        return db.lastError();
    for (const DroppedIndex &index : std::as_const(m_dropped)) {
        // Index names come from sqlite_master and are plain identifiers; quoted all the same.
        const QByteArray drop = "DROP INDEX \"" + index.name + '"';
        if (auto failure = db.execute(drop.constData()))
            return failure;
    }
    return std::nullopt;
}

std::optional<cache::SqlError> PaymentImport::rebuildIndexes()
{
    if (m_dropped.isEmpty())
        return std::nullopt;
    cache::Database &db = m_writer.database();
    const qint64 databaseKib = db.queryText("PRAGMA page_count").toLongLong() * 4;   // cipher_page_size 4096
    m_settings.raisePageCache(std::min(databaseKib + databaseKib / 8, RebuildPageCacheKib));
    for (const DroppedIndex &index : std::as_const(m_dropped)) {
        if (auto error = db.execute(index.sql.constData()))
            return error;
    }
    // DROP INDEX deleted the indexes' sqlite_stat1 rows, which the read plans rely on (schema
    // migrations 2 and 6-8): put them back, and have SQLite load them again.
    for (const DroppedIndex &index : std::as_const(m_dropped)) {
        if (index.statistics.isEmpty())
            continue;
        Statement restore = db.prepare("INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES ('payments', ?, ?)");
        restore.bindUtf8(1, index.name).bindUtf8(2, index.statistics);
        if (!restore.run())
            return db.lastError();
    }
    return db.execute("ANALYZE sqlite_master");
}

} // namespace dd
