#include "core/server/store/pgexportcursor.h"

#include "core/storage/storedpayment.h"
#include "core/server/store/pgpaymentquery.h"

#include <utility>

namespace dd::server::store {

namespace {

// A batch of rows per round trip: large enough that the network is not the limit, small enough
// that memory stays flat.
constexpr const char *FetchSql = "FETCH FORWARD 2000 FROM dd_export";

// Each field's expression: numbers as integers (money in hundredths, instants in epoch ms, 0 for
// none), texts as stored.
const char *columnOf(PaymentExportCursor::Field field)
{
    using F = PaymentExportCursor::Field;
    static const std::pair<F, const char *> columns[] = {
        {F::PaymentRowId, "p.id"}, {F::Hash, "p.hash"}, {F::MerchantCode, "p.merchant_code"},
        {F::OrderNumber, "p.order_number"}, {F::Status, "p.status"}, {F::StatusDate, DD_PG_MS("p.status_date")},
        {F::OpenDate, DD_PG_MS("p.open_date")}, {F::ConfirmDate, DD_PG_MS("p.confirm_date")},
        {F::Amount, "(p.amount_ext * 100)::bigint"}, {F::Currency, "p.currency"},
        {F::Refunded, "(p.refunded * 100)::bigint"}, {F::Method, "p.payment_type_code"}, {F::Country, "p.country"},
        {F::Instalments, "p.instalments"}, {F::CustomerName, "p.customer_name"},
        {F::RefundRowId, "COALESCE(r.id, 0)"}, {F::RefundId, "r.refund_id"},
        {F::MerchantRefundCode, "r.merchant_refund_code"}, {F::RefundStatus, "COALESCE(r.status, 0)"},
        {F::RefundRequestDate, DD_PG_MS("r.request_date")}, {F::RefundConfirmDate, DD_PG_MS("r.confirm_date")},
        {F::RefundAmount, "COALESCE((r.amount * 100)::bigint, 0)"}};
    for (const auto &[known, column] : columns) {
        if (known == field)
            return column;
    }
    return "NULL";
}

} // namespace

QByteArray PgExportCursor::sql(const QByteArray &where, Refunds refunds, const QList<Field> &fields)
{
    QByteArray columns;
    for (Field field : fields) {
        const QByteArray column = columnOf(field);
        // Without the join a refund field is empty: 0 for numbers, NULL ("") for texts.
        const bool refundField = column.contains("r.");
        columns += (columns.isEmpty() ? "" : ", ")
                   + (refunds == Refunds::None && refundField ? QByteArray(column.startsWith("COALESCE") ? "0" : "NULL")
                                                              : column);
    }
    if (columns.isEmpty())
        columns = "p.id";
    const QByteArray opened = " ORDER BY COALESCE(p.open_date, timestamptz 'epoch'), p.id";
    if (refunds == Refunds::None)
        return "SELECT " + columns + " FROM directdesk.payments p" + where + opened;
    const QByteArray join = refunds == Refunds::Only ? " JOIN" : " LEFT JOIN";
    return "SELECT " + columns + " FROM directdesk.payments p" + join + " directdesk.refunds r ON r.payment_id = p.id"
           + where + opened + ", COALESCE(r.request_date, timestamptz 'epoch'), r.id";
}

PgExportCursor::PgExportCursor(PgStoreLink &link, const PaymentFilter &filter, Refunds refunds,
                               const QList<Field> &fields)
    : m_link(link)
{
    PgQuery query;
    PgPaymentQuery::addFilter(query, filter);
    m_ownTransaction = !link.connection().inTransaction();
    if (m_ownTransaction && !link.run("BEGIN READ ONLY")) {
        fail();
        return;
    }
    // A cursor without hold lives until its transaction ends; the server sends it a batch at a time.
    const QByteArray declare = "DECLARE dd_export NO SCROLL CURSOR FOR " + sql(query.whereClause(), refunds, fields);
    if (!link.run(declare.constData(), query.params())) {
        fail();
        return;
    }
    m_open = true;
}

PgExportCursor::~PgExportCursor()
{
    finish();
}

void PgExportCursor::fail()
{
    m_error = m_link.lastMessage();
    finish();
}

void PgExportCursor::finish()
{
    if (m_open)
        m_link.connection().runScript("CLOSE dd_export");
    m_open = false;
    if (m_ownTransaction)
        m_link.connection().runScript("ROLLBACK");   // read only: nothing to keep
    m_ownTransaction = false;
}

PaymentExportCursor::Step PgExportCursor::next()
{
    if (!m_error.isEmpty())
        return Step::Failed;
    if (!m_open)
        return Step::Done;
    if (++m_row >= m_batch.rows()) {
        auto fetched = m_link.exec(FetchSql);
        if (!fetched) {
            fail();
            return Step::Failed;
        }
        m_batch = *fetched;
        m_row = 0;
        if (m_batch.rows() == 0) {
            finish();
            return Step::Done;
        }
    }
    m_values.clear();
    for (int column = 0; column < m_batch.columns(); ++column)
        m_values.append(m_batch.bytes(m_row, column));
    return Step::Row;
}

qint64 PgExportCursor::integer(int index) const { return m_values.value(index).toLongLong(); }

QByteArrayView PgExportCursor::utf8(int index) const
{
    return index >= 0 && index < m_values.size() ? QByteArrayView(m_values.at(index)) : QByteArrayView();
}

PaymentStatus PgExportCursor::paymentStatus(int index) const
{
    return StoredPayment::paymentStatusFromRank(integer(index));
}

RefundStatus PgExportCursor::refundStatus(int index) const
{
    return StoredPayment::refundStatusFromRank(integer(index));
}

} // namespace dd::server::store
