#include "core/server/store/pgpaymentstore.h"

#include "core/storage/storedpayment.h"
#include "core/server/store/pgexportcursor.h"
#include "core/server/store/pgoverview.h"
#include "core/server/store/pgpaymentcodec.h"
#include "core/server/store/pgpaymentquery.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace dd::server::store {

using namespace PgValue;

PgPaymentStore::PgPaymentStore(PgStoreLink &link) : m_link(link), m_writer(link) {}

namespace {

// `write` in one transaction of its own: committed when it succeeded, else rolled back.
template<typename Write>
auto inTransaction(PgStoreLink &link, Write write) -> decltype(write())
{
    PgTransaction transaction(link);
    if (!transaction.isActive())
        return link.storeError();
    auto written = write();
    if (written && !transaction.commit())
        return link.storeError();
    return written;
}

} // namespace

Result<PaymentStore::WriteOutcome, StoreError> PgPaymentStore::upsert(const Payment &payment)
{
    return inTransaction(m_link, [&] { return m_writer.write(payment, QDateTime::currentMSecsSinceEpoch()); });
}

Result<qint64, StoreError> PgPaymentStore::upsertMany(const QList<Payment> &payments)
{
    return inTransaction(m_link, [&] { return m_writer.writeBatch(payments, QDateTime::currentMSecsSinceEpoch()); });
}

std::optional<Payment> PgPaymentStore::findWhere(const char *condition, const QString &value)
{
    auto found = m_link.exec(QByteArray(QByteArray("SELECT ") + PgPaymentCodec::RowColumns
                                        + ", a.answer FROM directdesk.payments p LEFT JOIN directdesk.payment_answers a "
                                          "ON a.payment_id = p.id WHERE " + condition + " ORDER BY p.id DESC LIMIT 1"),
                             {text(value)});
    if (!found || found->rows() == 0)
        return std::nullopt;
    PaymentRow row = PgPaymentCodec::readRow(*found, 0);
    row.payment.rawAnswer = QJsonDocument::fromJson(found->bytes(0, PgPaymentCodec::RowColumnCount)).object();
    row.payment.refunds = refunds(row.rowId);
    return row.payment;
}

std::optional<Payment> PgPaymentStore::findByHash(const QString &hash) { return findWhere("p.hash = $1", hash); }

std::optional<Payment> PgPaymentStore::findByMerchantCode(const QString &merchantPaymentCode)
{
    // Compared as bytes: the merchant code's index (its sort order) is in the "C" collation.
    return findWhere("p.merchant_code COLLATE \"C\" = $1", merchantPaymentCode);
}

std::optional<PaymentRow> PgPaymentStore::rowById(qint64 rowId)
{
    auto found = m_link.exec(
        QByteArray(QByteArray("SELECT ") + PgPaymentCodec::RowColumns + " FROM directdesk.payments p WHERE p.id = $1"),
        {integer(rowId)});
    if (!found || found->rows() == 0)
        return std::nullopt;
    return PgPaymentCodec::readRow(*found, 0);
}

QList<Refund> PgPaymentStore::refunds(qint64 rowId)
{
    auto found = m_link.exec(QByteArray(QByteArray("SELECT ") + PgPaymentCodec::RefundColumns
                                        + ", r.currency FROM directdesk.refunds r WHERE r.payment_id = $1 "
                                          "ORDER BY r.request_date NULLS FIRST, r.id"),
                             {integer(rowId)});
    QList<Refund> result;
    for (int row = 0; found && row < found->rows(); ++row)
        result.append(PgPaymentCodec::readRefund(*found, row, 0, found->text(row, 10)));
    return result;
}

qint64 PgPaymentStore::count(const PaymentFilter &filter)
{
    // An amount range on grouped columns most often leaves few payments out (a bound past every
    // amount leaves none): the groups less those is read from the amount index alone.
    constexpr int OutsideLimit = 10'000;
    if (const auto lessOutside = PgPaymentQuery::countLessOutside(filter, OutsideLimit)) {
        auto found = m_link.exec(lessOutside->sql, lessOutside->params);
        if (found && found->rows() == 1 && integerAt(*found, 0, 1) == 1)
            return integerAt(*found, 0, 0);
    }
    const PgStatement counted = PgPaymentQuery::count(filter);
    return m_link.integer(counted.sql, counted.params).value_or(0);
}

// A filter on the grouped columns is counted from the groups at once; others read the matching rows.
bool PgPaymentStore::countIsQuick(const PaymentFilter &filter) { return filter.constrainsGroupsOnly(); }

bool PgPaymentStore::totalsAreQuick() { return false; }

QList<PaymentTotal> PgPaymentStore::totals(const PaymentFilter &filter)
{
    const PgStatement statement = PgPaymentQuery::totals(filter);
    auto found = m_link.exec(statement.sql, statement.params);
    QList<PaymentTotal> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        result.append(PaymentTotal{found->text(row, 0), StoredPayment::paymentStatusFromRank(integerAt(*found, row, 1)),
                                   found->text(row, 2), integerAt(*found, row, 3), hundredthsAt(*found, row, 4),
                                   hundredthsAt(*found, row, 5)});
    }
    return result;
}

std::optional<qint64> PgPaymentStore::fewMatches(const PaymentFilter &filter)
{
    using PgPaymentQuery::FewMatches;
    if (filter.isEmpty())
        return std::nullopt;
    if (filter.constrainsGroupsOnly()) {
        const qint64 counted = count(filter);
        return counted <= FewMatches ? std::optional<qint64>(counted) : std::nullopt;
    }
    // The count only chooses how pages are read, never what they hold: another desk's writes may
    // leave it behind for a while, this desk's own make it count again.
    constexpr qint64 KeptMs = 30'000;
    const PgStatement counting = PgPaymentQuery::matchesUpTo(filter, FewMatches);
    QByteArray key = counting.sql;
    for (const std::optional<QByteArray> &param : counting.params)
        key += '\0' + param.value_or("\1null");
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto kept = m_matchCounts.constFind(key);
    if (kept != m_matchCounts.cend() && kept->generation == m_link.generation() && now - kept->countedAtMs < KeptMs)
        return kept->few;
    // Counting even up to a bound can cost a second when the matches are many and the server walks
    // an index testing each row; its estimate (planning only, nothing read) rules most of those out.
    // Estimates err by a few times where columns go together (a country and its currency), so only
    // one far above the bound is trusted.
    std::optional<qint64> counted;
    const PgStatement estimating = PgPaymentQuery::estimate(filter);
    const auto estimated = m_link.exec(estimating.sql, estimating.params);
    if (!estimated)
        return std::nullopt;   // the store's error is kept on the link; the page then reports it
    const QJsonValue planned = QJsonDocument::fromJson(estimated->bytes(0, 0)).array().at(0)[u"Plan"][u"Plan Rows"];
    if (planned.toDouble() > 10.0 * double(FewMatches))
        counted = FewMatches + 1;
    else if (!(counted = m_link.integer(counting.sql, counting.params)))
        return std::nullopt;
    if (m_matchCounts.size() >= 64)
        m_matchCounts.clear();
    const MatchCount fresh{*counted <= FewMatches ? counted : std::nullopt, m_link.generation(), now};
    m_matchCounts.insert(key, fresh);
    return fresh.few;
}

QList<PaymentRow> PgPaymentStore::rowsFrom(const PaymentFilter &filter, const PaymentSort &sort,
                                           const std::optional<PageKey> &after, qint64 skip, int limit)
{
    const PgPaymentQuery::PagePlan plan = PgPaymentQuery::planPage(filter, sort, [&] { return fewMatches(filter); });
    std::optional<PgPaymentQuery::SortRange> range;
    if (const auto grouped = PgPaymentQuery::groupRange(filter, sort); grouped && plan == PgPaymentQuery::PagePlan::SortIndexWalk) {
        const auto found = m_link.exec(grouped->sql, grouped->params);
        if (!found || found->isNull(0, 0))
            return {};   // the store's error is kept on the link; or no group holds a payment of the filter
        range = PgPaymentQuery::SortRange{found->bytes(0, 0), found->bytes(0, 1)};
    }
    const PgStatement page = PgPaymentQuery::page(filter, sort, after, skip, limit, plan, range);
    auto found = m_link.exec(page.sql, page.params);
    QList<PaymentRow> result;
    for (int row = 0; found && row < found->rows(); ++row)
        result.append(PgPaymentCodec::readRow(*found, row));
    return result;
}

QList<PaymentRow> PgPaymentStore::rows(const PaymentFilter &filter, const PaymentSort &sort,
                                       const std::optional<PageKey> &after, int limit)
{
    return rowsFrom(filter, sort, after, 0, limit);
}

PageAnchors PgPaymentStore::anchors(const PaymentFilter &filter, const PaymentSort &sort, int stride)
{
    PageAnchors result{filter, sort, std::max(1, stride), 0, {}};
    result.rowCount = count(filter);
    PgQuery query;
    PgPaymentQuery::addFilter(query, filter);
    const QByteArray strideParam = query.param(integer(result.stride));
    // Every stride-th row in sort order, numbered on the server; its key is made by keyOf() as for
    // any page, so rows() and rowsAt() take it the same way.
    auto found = m_link.exec((QByteArray("SELECT ") + PgPaymentCodec::RowColumns + " FROM (SELECT p.*, row_number() OVER ("
                              + PgPaymentQuery::orderBy(sort).mid(1) + ") AS position FROM directdesk.payments p"
                              + query.whereClause() + ") p WHERE p.position % " + strideParam + " = 0 ORDER BY p.position"),
                             query.params());
    for (int row = 0; found && row < found->rows(); ++row)
        result.keys.append(PaymentStore::keyOf(PgPaymentCodec::readRow(*found, row), sort));
    return result;
}

QList<PaymentRow> PgPaymentStore::rowsAt(const PageAnchors &anchors, qint64 firstRow, int limit)
{
    // Row N is read after the anchor of the block before it, with N % stride rows skipped.
    const qint64 block = firstRow / anchors.stride;
    if (block > anchors.keys.size())
        return {};
    const auto after = block == 0 ? std::optional<PageKey>() : std::optional<PageKey>(anchors.keys.at(block - 1));
    return rowsFrom(anchors.filter, anchors.sort, after, firstRow % anchors.stride, limit);
}

OverviewData PgPaymentStore::overview(const PaymentFilter &filter, const OverviewPeriod &period, QDate today)
{
    return PgOverview(m_link).read(filter, period, today);
}

std::unique_ptr<PaymentExportCursor> PgPaymentStore::exportCursor(const PaymentFilter &filter,
                                                                  PaymentExportCursor::Refunds refunds,
                                                                  const QList<PaymentExportCursor::Field> &fields)
{
    return std::make_unique<PgExportCursor>(m_link, filter, refunds, fields);
}

} // namespace dd::server::store
