#pragma once

#include "core/cache/bulkwritesettings.h"
#include "core/cache/indexrebuild.h"
#include "core/cache/paymentstore.h"

#include <QByteArray>
#include <QList>

#include <memory>
#include <optional>

namespace dd {

// A bulk import of gateway answers (a merchant's history, the demo data) added batch by batch and
// committed as ONE transaction: other connections see all of it after commit() or none of it (a
// crash, a refused batch or an import destroyed without commit() rolls everything back). Answers
// follow PaymentStore's ordering rule, within the import too. While it is open, other connections
// read their snapshot (WAL) but their writes wait for it: keep it for loads, not for refreshes that
// run beside the user's actions (those use PaymentStore::upsertMany, one transaction a batch).
//
// An import that expects at least as many payments as the cache holds drops the secondary indexes
// of payments when it begins and builds them again by sorting when it commits, with their planner
// statistics (sqlite_stat1): at a million payments, inserting into sixteen indexes row by row costs
// far more than building them afterwards. payments_by_hash stays: every write looks its payment up.
class PaymentImport
{
public:
    // Below this many expected payments the indexes are kept (their upkeep is cheap in small tables).
    static constexpr qint64 RebuildIndexesFrom = 10'000;
    // An import of that many payments lets the page cache grow to this many KiB (paymentimport.cpp).
    static constexpr qint64 ImportPageCacheKib = 1024 * 1024;

    static Result<std::unique_ptr<PaymentImport>, StoreError> begin(VaultPaymentStore &store, qint64 expectedPayments);
    ~PaymentImport();   // rolls back unless committed
    PaymentImport(const PaymentImport &) = delete;
    PaymentImport &operator=(const PaymentImport &) = delete;

    // Writes these answers in order; the number applied (an answer older than the stored one is not).
    // After a failure every later call answers the same error and the import rolls back.
    Result<qint64, StoreError> add(const QList<Payment> &payments);
    // Builds the dropped indexes again, updates the payment groups and commits; the number applied.
    Result<qint64, StoreError> commit();

    bool rebuildsIndexes() const { return m_indexes.hasDropped(); }
    // How the commit sorted each dropped index's keys (IndexRebuild), in name order.
    const QList<cache::IndexRebuild::KeyBuffer> &keyBuffersAtCommit() const { return m_indexes.keyBuffers(); }

private:
    explicit PaymentImport(cache::PaymentWriter &writer);

    cache::PaymentWriter &m_writer;   // writes its batches in this import's transaction
    cache::BulkWriteSettings m_settings;   // outlives the transaction: set back after the commit
    std::unique_ptr<cache::Transaction> m_transaction;
    cache::IndexRebuild m_indexes;   // the secondary indexes dropped for the import, built at commit
    qint64 m_applied = 0;
    std::optional<StoreError> m_error;   // of a failed batch or commit: only rolling back is left
};

} // namespace dd
