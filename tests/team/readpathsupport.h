#pragma once

// What the team store's read-path tests share: a team database with a Manager signed in, payments
// enough for the planner to weigh indexes, each sort column with the index its pages walk, and a
// plan as text.

#include "teamdatabase.h"

#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/storage/paymentfilter.h"

#include <memory>

#include <QString>
#include <QStringList>

#include <iterator>

namespace dd::test::readpath {

using namespace Qt::StringLiterals;

// The team database on `cluster` (`owner`, its owner's connection) and the Manager "mara" signed in
// with `password` (`manager`); a reason when any of it fails.
inline QString openAsManager(const PgCluster &cluster, const QString &password, server::PgConnection &owner,
                             std::unique_ptr<server::PgStoreSession> &manager)
{
    auto created = createTeamDatabase(cluster);
    if (!created)
        return created.error();
    owner = std::move(created).value();
    const QByteArray login = "CREATE ROLE mara LOGIN PASSWORD '" + password.toUtf8() + "' IN ROLE "
                             + server::TeamSchema::ManagerRole;
    if (auto made = owner.exec(login.constData()); !made)
        return made.error().message;
    auto opened = server::PgStoreSession::open(cluster.conninfo(u"mara"_s, password, u"team"_s));
    if (!opened)
        return opened.error().message;
    manager = std::move(opened).value();
    return {};
}

// Each sort column and the index its pages walk.
struct SortIndex
{
    PaymentSort::Column column;
    const char *index;
};

inline const SortIndex SortIndexes[] = {
    {PaymentSort::Column::OpenDate, "payments_by_open_date"},
    {PaymentSort::Column::ConfirmDate, "payments_by_confirm_date"},
    {PaymentSort::Column::StatusDate, "payments_by_status_date"},
    {PaymentSort::Column::Status, "payments_by_status"},
    {PaymentSort::Column::Amount, "payments_by_amount"},
    {PaymentSort::Column::Currency, "payments_by_currency"},
    {PaymentSort::Column::Method, "payments_by_method"},
    {PaymentSort::Column::Country, "payments_by_country"},
    {PaymentSort::Column::Hash, "payments_by_hash_prefix"},
    {PaymentSort::Column::MerchantCode, "payments_by_merchant_code"},
    {PaymentSort::Column::CustomerName, "payments_by_name"},
};
static_assert(std::size(SortIndexes) == std::size_t(PaymentSort::Column::Count), "a sort column without its index");

// Payments enough for the planner to weigh an index against reading the table (40,000, one a
// minute), spread over the groups, names, e-mails and documents as a merchant's are.
inline constexpr const char *ManyPayments = R"sql(
INSERT INTO directdesk.payments(hash, merchant_code, country, status, status_date, open_date, confirm_date, currency,
    amount_ext, payment_type_code, customer_name, customer_email, customer_document)
SELECT md5('plan' || g), 'plan-' || lpad(g::text, 9, '0'), (ARRAY['br', 'mx', 'cl', 'co', 'ar'])[1 + g % 5],
       1 + g % 4, CASE WHEN g % 4 <> 1 THEN od + interval '1 hour' END, od,
       CASE WHEN g % 4 = 2 THEN od + interval '1 hour' END, (ARRAY['BRL', 'MXN', 'CLP', 'COP', 'USD'])[1 + g % 5],
       (g * 7919 % 5000000) / 100.0, (ARRAY['visa', 'mastercard', 'boleto', 'spei', 'oxxo', 'pix'])[1 + g % 6],
       (ARRAY['José', 'Maria', 'Ana', 'Luis', 'Sofía', 'Pedro'])[1 + g % 6] || ' '
           || (ARRAY['Silva', 'Pérez', 'Díaz', 'Costa', 'Gómez', 'Souza', 'Álvarez'])[1 + g / 6 % 7],
       'c' || (g::bigint * 104729 % 10000000) || '@example.com', (10000000000 + g::bigint * 15485863 % 1000000000)::text
FROM generate_series(1, 40000) g, LATERAL (SELECT timestamptz '2024-01-01 00:00:00+00' + g * interval '1 minute' AS od) t
)sql";

inline QString planText(const Result<server::PgResult, server::PgError> &explained)
{
    if (!explained)
        return u"error: "_s + explained.error().message;
    QStringList lines;
    for (int row = 0; row < explained->rows(); ++row)
        lines.append(explained->text(row, 0));
    return lines.join(u'\n');
}

} // namespace dd::test::readpath
