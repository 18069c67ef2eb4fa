#include "core/cache/exportreader.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/paymentquery.h"

namespace dd {

namespace {

const char *columnOf(ExportReader::Field field)
{
    using F = ExportReader::Field;
    switch (field) {
    case F::PaymentRowId: return "p.id";
    case F::Hash: return "p.hash";
    case F::MerchantCode: return "p.merchant_code";
    case F::OrderNumber: return "p.order_number";
    case F::Status: return "p.status";
    case F::StatusDate: return "p.status_date";
    case F::OpenDate: return "p.open_date";
    case F::ConfirmDate: return "p.confirm_date";
    case F::Amount: return "p.amount_ext";
    case F::Currency: return "p.currency";
    case F::Refunded: return "p.refunded";
    case F::Method: return "p.payment_type_code";
    case F::Country: return "p.country";
    case F::Instalments: return "p.instalments";
    case F::CustomerName: return "p.customer_name";
    case F::RefundRowId: return "IFNULL(r.id, 0)";
    case F::RefundId: return "r.refund_id";
    case F::MerchantRefundCode: return "r.merchant_refund_code";
    case F::RefundStatus: return "IFNULL(r.status, 0)";
    case F::RefundRequestDate: return "IFNULL(r.request_date, 0)";
    case F::RefundConfirmDate: return "IFNULL(r.confirm_date, 0)";
    case F::RefundAmount: return "IFNULL(r.amount, 0)";
    }
    return "NULL";
}

} // namespace

QByteArray ExportReader::sql(const PaymentFilter &filter, Refunds refunds, const QList<Field> &fields)
{
    QByteArray columns;
    for (Field field : fields) {
        if (!columns.isEmpty())
            columns += ", ";
        const QByteArray column = columnOf(field);
        // Without the join a refund field is empty: 0 for numbers, NULL ("") for texts.
        if (refunds == Refunds::None && column.contains("r."))
            columns += column.startsWith("IFNULL") ? "0" : "NULL";
        else
            columns += column;
    }
    if (columns.isEmpty())
        columns = "p.id";
    const cache::SqlCondition condition = cache::PaymentQuery::condition(filter);
    const QByteArray where = condition.text.isEmpty() ? QByteArray() : " WHERE " + condition.text;
    // Walking the open-date index streams the rows in report order with no sort, so memory stays
    // flat whatever the filter matches; only a text search (a handful of rows found through their
    // own indexes) or a confirm-date range is left to the planner.
    const bool walk = filter.text.trimmed().isEmpty()
                      && (filter.dateField == PaymentFilter::DateField::OpenDate
                          || (!filter.from.isValid() && !filter.to.isValid()));
    const QByteArray hint = walk ? " INDEXED BY payments_by_open_date" : "";
    if (refunds == Refunds::None)
        return "SELECT " + columns + " FROM payments AS p" + hint + where + " ORDER BY p.open_date, p.id";
    // The filter names payment columns without a table (refunds share some names): it filters a
    // subquery, which SQLite flattens into the join.
    const QByteArray join = refunds == Refunds::Only ? " JOIN" : " LEFT JOIN";
    return "SELECT " + columns + " FROM (SELECT * FROM payments" + hint + where + ") AS p" + join
           + " refunds AS r ON r.payment_id = p.id ORDER BY p.open_date, p.id, r.request_date, r.id";
}

ExportReader::ExportReader(cache::Database &database, const PaymentFilter &filter, Refunds refunds,
                           QList<Field> fields)
    : m_database(database)
{
    const QByteArray text = sql(filter, refunds, fields);
    std::optional<cache::SqlError> error;
    m_statement = m_database.prepare(text.constData(), &error);
    if (!m_statement.isValid()) {
        m_error = error ? error->message : QStringLiteral("cannot prepare the export query");
        return;
    }
    cache::PaymentQuery::bindAll(m_statement, cache::PaymentQuery::condition(filter).values);
}

ExportReader::Step ExportReader::next()
{
    if (!m_statement.isValid())
        return Step::Failed;
    switch (m_statement.step()) {
    case cache::Statement::Step::Row: return Step::Row;
    case cache::Statement::Step::Done: return Step::Done;
    case cache::Statement::Step::Failed: break;
    }
    m_error = m_database.lastError().message;
    return Step::Failed;
}

PaymentStatus ExportReader::paymentStatus(int index) const
{
    return StoredPayment::paymentStatusFromRank(integer(index));
}

RefundStatus ExportReader::refundStatus(int index) const
{
    return StoredPayment::refundStatusFromRank(integer(index));
}

} // namespace dd
