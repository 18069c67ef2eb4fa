#pragma once

#include "core/server/pgconnection.h"
#include "core/storage/paymentfilter.h"

#include <QByteArray>

#include <optional>

namespace dd::server::store {

// A statement's conditions and their parameters, numbered in the order they are added.
class PgQuery
{
public:
    // "$n" of a new parameter.
    QByteArray param(const std::optional<QByteArray> &value);
    // "($a, $b, …)" of new parameters.
    QByteArray list(const QList<QByteArray> &values);
    void where(const QByteArray &clause);

    // " WHERE …" (or nothing) of every condition added.
    QByteArray whereClause() const;
    // " AND …" of every condition (nothing when none): for a statement with a WHERE of its own.
    QByteArray andClause() const;
    const PgParams &params() const { return m_params; }

private:
    QList<QByteArray> m_conditions;
    PgParams m_params;
};

// The payments a PaymentFilter matches, on `directdesk.payments p`: the vault's rules (paymentquery.cpp)
// in PostgreSQL. A text search matches the start of the hash or merchant code, or of the customer's
// name, e-mail or document compared the way foldForSearch() compares them.
namespace PgPaymentQuery {

void addFilter(PgQuery &query, const PaymentFilter &filter);

// The expression a column sorts by; texts compare as bytes (COLLATE "C"), as the vault's do.
QByteArray sortExpression(PaymentSort::Column column);
// " ORDER BY expression dir, p.id dir".
QByteArray orderBy(const PaymentSort &sort);
// The condition of the rows after `key` (a key made by PaymentStore::keyOf) in `sort` order.
void addAfter(PgQuery &query, const PaymentSort &sort, const PageKey &key);

// An expression folded like StoredPayment::foldForSearch (lower case, the accents of the
// team's languages removed, spaces collapsed).
QByteArray folded(const char *column);

} // namespace PgPaymentQuery

} // namespace dd::server::store
