#include "core/server/store/pgreconcileruns.h"

#include "core/server/store/pgcopyrows.h"

#include <limits>

namespace dd::server {

using namespace store::PgValue;
using reconcile::Difference;
using reconcile::DifferenceKind;
using reconcile::ReconcileRun;

namespace {

// Days as ISO text both ways: PostgreSQL reads it whatever the session's DateStyle, and to_char
// writes it the same way whatever that style is.
constexpr const char *RunColumns =
    "SELECT id, " DD_PG_MS("at_ms") ", actor, file_name, file_sha256, mapping, mapping_name, "
    "to_char(period_from, 'YYYY-MM-DD'), to_char(period_to, 'YYYY-MM-DD'), orders, matched, differences "
    "FROM directdesk.reconcile_run ";

std::optional<QByteArray> day(const std::optional<QDate> &date)
{
    return date ? std::optional(date->toString(Qt::ISODate).toLatin1()) : std::nullopt;
}

std::optional<QDate> dayAt(const PgResult &result, int row, int column)
{
    if (result.isNull(row, column))
        return std::nullopt;
    return QDate::fromString(result.text(row, column), Qt::ISODate);
}

std::optional<QByteArray> optionalMoney(const std::optional<qint64> &hundredths)
{
    return hundredths ? std::optional(money(*hundredths)) : std::nullopt;
}

std::optional<qint64> optionalHundredthsAt(const PgResult &result, int row, int column)
{
    return result.isNull(row, column) ? std::nullopt : std::optional(hundredthsAt(result, row, column));
}

// bytea travels in hex ("\x…") both ways.
QByteArray bytes(const QByteArray &raw) { return "\\x" + raw.toHex(); }
QByteArray bytesAt(const PgResult &result, int row, int column)
{
    return QByteArray::fromHex(result.bytes(row, column).mid(2));
}

} // namespace

void PgReconcileRunStore::failed()
{
    m_error = m_link.storeError().message;
}

std::optional<qint64> PgReconcileRunStore::save(const ReconcileRun &run, const QList<Difference> &differences)
{
    m_error.clear();
    store::PgTransaction transaction(m_link);
    const auto id = transaction.isActive()
        ? m_link.integer("INSERT INTO directdesk.reconcile_run(at_ms, file_name, file_sha256, mapping, mapping_name, "
                         "period_from, period_to, orders, matched, differences) VALUES ($1::timestamptz, $2, "
                         "$3::bytea, $4, $5, $6::date, $7::date, $8, $9, $10) RETURNING id",
                         {instantMs(run.atMs), text(run.fileName), bytes(run.sha256), text(run.mapping),
                          text(run.mappingName), day(run.periodFrom), day(run.periodTo), integer(run.orders),
                          integer(run.matched), integer(differences.size())})
        : std::nullopt;
    if (!id) {
        failed();
        return std::nullopt;
    }
    // A run may have as many differences as the file has orders: they go in one COPY.
    PgConnection &connection = m_link.connection();
    std::optional<PgError> problem = connection.copyBegin(
        "COPY directdesk.reconcile_difference(run_id, seq, kind, merchant_code, order_line, payment_hash, "
        "order_amount, order_currency, order_status, order_refunded, gateway_amount, gateway_currency, "
        "gateway_status, gateway_refunded) FROM STDIN");
    if (!problem) {
        store::PgCopyRows rows(connection);
        qint64 seq = 0;
        for (const Difference &difference : differences) {
            const std::optional<QByteArray> status = difference.gatewayStatus
                ? std::optional(text(paymentStatusCode(*difference.gatewayStatus)))
                : std::nullopt;
            problem = rows.row({integer(*id), integer(++seq), text(differenceKindCode(difference.kind)),
                                text(difference.merchantCode), integer(difference.orderLine),
                                text(difference.paymentHash), optionalMoney(difference.orderAmount),
                                text(difference.orderCurrency), text(difference.orderStatus),
                                optionalMoney(difference.orderRefunded), optionalMoney(difference.gatewayAmount),
                                text(difference.gatewayCurrency), status, optionalMoney(difference.gatewayRefunded)});
            if (problem)
                break;
        }
        if (!problem)
            problem = rows.flush();
        auto ended = connection.copyEnd();
        if (!problem)
            problem = ended;
    }
    if (problem) {
        m_link.failed(*problem);
        failed();
        return std::nullopt;
    }
    if (!transaction.commit()) {
        failed();
        return std::nullopt;
    }
    return id;
}

QList<ReconcileRun> PgReconcileRunStore::select(const char *where, const PgParams &params)
{
    m_error.clear();
    QList<ReconcileRun> found;
    auto result = m_link.exec(QByteArray(RunColumns) + where, params);
    if (!result) {
        failed();
        return found;
    }
    for (int row = 0; row < result->rows(); ++row) {
        ReconcileRun run;
        run.id = integerAt(*result, row, 0);
        run.atMs = integerAt(*result, row, 1);
        run.actor = result->text(row, 2);
        run.fileName = result->text(row, 3);
        run.sha256 = bytesAt(*result, row, 4);
        run.mapping = result->text(row, 5);
        run.mappingName = result->text(row, 6);
        run.periodFrom = dayAt(*result, row, 7);
        run.periodTo = dayAt(*result, row, 8);
        run.orders = integerAt(*result, row, 9);
        run.matched = integerAt(*result, row, 10);
        run.differences = integerAt(*result, row, 11);
        found.append(run);
    }
    return found;
}

std::optional<ReconcileRun> PgReconcileRunStore::latest(const QString &fileName, qint64 beforeId)
{
    const QList<ReconcileRun> found
        = select("WHERE file_name = $1 AND id < $2 ORDER BY id DESC LIMIT 1",
                 {text(fileName), integer(beforeId > 0 ? beforeId : std::numeric_limits<qint64>::max())});
    return found.isEmpty() ? std::nullopt : std::optional(found.constFirst());
}

QList<ReconcileRun> PgReconcileRunStore::runs(int limit)
{
    return select("ORDER BY id DESC LIMIT $1", {integer(limit)});
}

bool PgReconcileRunStore::forEachDifference(qint64 runId, const std::function<bool(const Difference &)> &visit)
{
    m_error.clear();
    // Read whole: a run has at most one difference per order of its file and payment of its period.
    auto result = m_link.exec(
        "SELECT kind, merchant_code, order_line, payment_hash, order_amount, order_currency, order_status, "
        "order_refunded, gateway_amount, gateway_currency, gateway_status, gateway_refunded "
        "FROM directdesk.reconcile_difference WHERE run_id = $1 ORDER BY seq",
        {integer(runId)});
    if (!result) {
        failed();
        return false;
    }
    for (int row = 0; row < result->rows(); ++row) {
        Difference difference;
        difference.kind = reconcile::differenceKindFromCode(result->text(row, 0)).value_or(DifferenceKind::NotVerified);
        difference.merchantCode = result->text(row, 1);
        difference.orderLine = integerAt(*result, row, 2);
        difference.paymentHash = result->text(row, 3);
        difference.orderAmount = optionalHundredthsAt(*result, row, 4);
        difference.orderCurrency = result->text(row, 5);
        difference.orderStatus = result->text(row, 6);
        difference.orderRefunded = optionalHundredthsAt(*result, row, 7);
        difference.gatewayAmount = optionalHundredthsAt(*result, row, 8);
        difference.gatewayCurrency = result->text(row, 9);
        if (!result->isNull(row, 10))
            difference.gatewayStatus = paymentStatusFromCode(result->text(row, 10));
        difference.gatewayRefunded = optionalHundredthsAt(*result, row, 11);
        if (!visit(difference))
            return false;
    }
    return true;
}

} // namespace dd::server
