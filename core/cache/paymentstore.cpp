#include "core/cache/paymentstore.h"

#include "core/cache/bulkwritesettings.h"
#include "core/cache/exportreader.h"
#include "core/cache/overviewquery.h"
#include "core/cache/paymentcodec.h"
#include "core/cache/paymentquery.h"

namespace dd {

PageKey PaymentStore::keyOf(const PaymentRow &row, const PaymentSort &sort)
{
    return PageKey{cache::PaymentQuery::sortValue(row, sort.column), row.rowId};
}

VaultPaymentStore::VaultPaymentStore(cache::Database &database, CacheClock clock)
    : m_db(database)
    , m_statements(database)
    , m_writer(m_statements, std::move(clock),
               [this](const cache::WriteEffects &effects) {
                   // Every write counts for generation(), so models refresh; only what it changed is forgotten.
                   ++m_generation;
                   m_memo.forget(effects);
               })
    , m_reader(m_statements, m_memo, m_generation)
{
}

Result<PaymentStore::WriteOutcome, StoreError> VaultPaymentStore::upsert(const Payment &payment)
{
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return m_writer.storageError();
    m_writer.begin();
    auto outcome = m_writer.write(cache::PaymentCodec::prepare(payment), m_writer.now());
    if (!outcome)
        return outcome;
    if (!m_writer.applyGroupChanges() || transaction.commit())
        return m_writer.storageError();
    // A failed write reports nothing: no read ran inside its transaction, so nothing kept saw its rows.
    m_writer.reportWritten();
    return outcome;
}

Result<qint64, StoreError> VaultPaymentStore::upsertMany(const QList<Payment> &payments)
{
    std::optional<cache::BulkWriteSettings> bulk;   // outlives the transaction: set back after the commit
    if (payments.size() >= cache::BulkBatchFrom)
        bulk.emplace(m_db);
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return m_writer.storageError();
    m_writer.begin();
    auto applied = m_writer.writeBatch(payments, m_writer.now());
    if (!applied)
        return applied;
    if (!m_writer.applyGroupChanges() || transaction.commit())
        return m_writer.storageError();
    m_writer.reportWritten();
    return applied;
}

std::optional<Payment> VaultPaymentStore::findByHash(const QString &hash) { return m_reader.findByHash(hash); }

std::optional<Payment> VaultPaymentStore::findByMerchantCode(const QString &merchantPaymentCode)
{
    return m_reader.findByMerchantCode(merchantPaymentCode);
}

std::optional<PaymentRow> VaultPaymentStore::rowById(qint64 rowId) { return m_reader.rowById(rowId); }

QList<Refund> VaultPaymentStore::refunds(qint64 rowId) { return m_reader.refunds(rowId); }

qint64 VaultPaymentStore::count(const PaymentFilter &filter) { return m_reader.count(filter); }

bool VaultPaymentStore::countIsQuick(const PaymentFilter &filter) { return m_reader.countIsQuick(filter); }

bool VaultPaymentStore::totalsAreQuick() { return m_reader.totalsAreQuick(); }

QList<PaymentTotal> VaultPaymentStore::totals(const PaymentFilter &filter) { return m_reader.totals(filter); }

QList<PaymentRow> VaultPaymentStore::rows(const PaymentFilter &filter, const PaymentSort &sort,
                                          const std::optional<PageKey> &after, int limit)
{
    return m_reader.rows(filter, sort, after, limit, 0);
}

PageAnchors VaultPaymentStore::anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride)
{
    return m_reader.anchors(filter, sort, stride);
}

QList<PaymentRow> VaultPaymentStore::rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit)
{
    const qint64 block = firstRow / anchors.stride;
    std::optional<PageKey> after;
    if (block > 0) {
        if (block - 1 >= anchors.keys.size())
            return {};
        after = anchors.keys.at(block - 1);
    }
    return m_reader.rows(anchors.filter, anchors.sort, after, limit, firstRow % anchors.stride);
}

OverviewData VaultPaymentStore::overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today)
{
    return OverviewQuery(m_db).read(filter, period, today);
}

std::unique_ptr<PaymentExportCursor> VaultPaymentStore::exportCursor(const PaymentFilter &filter,
                                                                     PaymentExportCursor::Refunds refunds,
                                                                     const QList<PaymentExportCursor::Field> &fields)
{
    return std::make_unique<ExportReader>(m_db, filter, refunds, fields);
}

cache::PagePlan VaultPaymentStore::planPage(const PaymentFilter &filter, const PaymentSort &sort, qint64 offset)
{
    return m_reader.planner().plan(filter, sort, offset);
}

void VaultPaymentStore::setDigestReader(std::function<std::optional<cache::Database>()> openReader)
{
    m_reader.setDigestReader(std::move(openReader));
}

} // namespace dd
