#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/cache/pageplanner.h"
#include "core/cache/paymentmemo.h"
#include "core/cache/paymentreader.h"
#include "core/cache/paymentwriter.h"
#include "core/cache/statementcache.h"
#include "core/storage/paymentstore.h"

#include <functional>
#include <optional>

namespace dd {

// The vault's PaymentStore: a front over one connection's writer (PaymentWriter), reader
// (PaymentReader, pages as PagePlanner plans them) and the results they keep (PaymentMemo), which
// each write tells what it made stale. Thread-affine like the connection.
class VaultPaymentStore final : public PaymentStore
{
public:
    explicit VaultPaymentStore(cache::Database &database, CacheClock clock = systemCacheClock());

    Result<WriteOutcome, StoreError> upsert(const Payment &payment) override;
    // A first import of many more payments than the cache holds is faster through PaymentImport.
    Result<qint64, StoreError> upsertMany(const QList<Payment> &payments) override;

    std::optional<Payment> findByHash(const QString &hash) override;
    std::optional<Payment> findByMerchantCode(const QString &merchantPaymentCode) override;
    std::optional<PaymentRow> rowById(qint64 rowId) override;
    QList<Refund> refunds(qint64 rowId) override;
    qint64 count(const PaymentFilter &filter) override;
    // Quick: a filter on statuses, methods, countries and currency only (kept per group on write), a
    // count already made since the last write, or any filter while a payment digest matches the cache.
    bool countIsQuick(const PaymentFilter &filter) override;
    // Quick (a few ms at a million payments) while a payment digest matches the cache.
    bool totalsAreQuick() override;
    QList<PaymentTotal> totals(const PaymentFilter &filter) override;
    QList<PaymentRow> rows(const PaymentFilter &filter, const PaymentSort &sort, const std::optional<PageKey> &after,
                           int limit) override;
    PageAnchors anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride = 1000) override;
    QList<PaymentRow> rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit) override;
    OverviewData overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today) override;
    std::unique_ptr<PaymentExportCursor> exportCursor(const PaymentFilter &filter, PaymentExportCursor::Refunds refunds,
                                                      const QList<PaymentExportCursor::Field> &fields) override;
    quint64 generation() const override { return m_generation; }

    // How the next page of this filter and sort would be read (tests check the plans).
    cache::PagePlan planPage(const PaymentFilter &filter, const PaymentSort &sort, qint64 offset = 0);
    // How much work (SQLite VM steps) a page may spend walking the sort index before the filter is
    // read through its own indexes instead; for tests and tuning. 0 = no limit.
    void setSortWalkSteps(qint64 steps) { m_reader.planner().setWalkSteps(steps); }

    // Lets counts and pages of filters without text search come from a PaymentDigest, read in the
    // background on connections `openReader` opens (Vault does so for the session it unlocks when
    // VaultOptions::paymentDigest is set). Until one is read, and after each write until the next,
    // the SQL plans answer.
    void setDigestReader(std::function<std::optional<cache::Database>()> openReader);
    // The memory the digest in use holds (0 without one).
    qint64 digestBytes() { return m_reader.digestBytes(); }
    // Up to how many matches a digest page sorts them all once; above, it walks the sort order testing
    // each payment. For tests and tuning.
    void setDigestSortLimit(qint64 matches) { m_reader.setDigestSortLimit(matches); }
    // Starts reading the digest if the cache has changed since the last, and waits for it; true when
    // reads use one now. For tests and benchmarks: the app lets it come in the background.
    bool waitForDigest() { return m_reader.waitForDigest(); }

    // The connection it reads and writes (tests read plans and rows through it).
    cache::Database &database() { return m_db; }
    // The writes, for those that write payments in their own transaction (PaymentImport, SettleBatch).
    cache::PaymentWriter &writer() { return m_writer; }

private:
    cache::Database &m_db;
    cache::StatementCache m_statements;
    cache::PaymentMemo m_memo;
    quint64 m_generation = 0;
    cache::PaymentWriter m_writer;
    cache::PaymentReader m_reader;
};

} // namespace dd
