#include "core/cache/reconcilerunstore.h"

#include "core/cache/database.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace dd::cache {

using reconcile::Difference;
using reconcile::DifferenceKind;
using reconcile::ReconcileRun;
using reconcile::differenceKindFromCode;

namespace {

constexpr const char *Tables = R"sql(
CREATE TABLE IF NOT EXISTS reconcile_run (
    id INTEGER PRIMARY KEY,
    at_ms INTEGER NOT NULL,
    actor TEXT NOT NULL,
    file_name TEXT NOT NULL,
    file_sha256 BLOB NOT NULL,
    mapping TEXT NOT NULL,
    mapping_name TEXT NOT NULL,
    period_from INTEGER,
    period_to INTEGER,
    orders INTEGER NOT NULL,
    matched INTEGER NOT NULL,
    differences INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS reconcile_run_by_file ON reconcile_run(file_name, id);
CREATE TABLE IF NOT EXISTS reconcile_difference (
    run_id INTEGER NOT NULL REFERENCES reconcile_run(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    merchant_code TEXT NOT NULL,
    order_line INTEGER NOT NULL,
    payment_hash TEXT NOT NULL,
    order_amount INTEGER,
    order_currency TEXT NOT NULL,
    order_status TEXT NOT NULL,
    order_refunded INTEGER,
    gateway_amount INTEGER,
    gateway_currency TEXT NOT NULL,
    gateway_status TEXT,
    gateway_refunded INTEGER,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
)sql";

constexpr const char *RunColumns = "SELECT id, at_ms, actor, file_name, file_sha256, mapping, mapping_name, "
                                   "period_from, period_to, orders, matched, differences FROM reconcile_run ";

std::optional<qint64> julianDay(const std::optional<QDate> &date)
{
    return date ? std::optional(date->toJulianDay()) : std::nullopt;
}

std::optional<QDate> dateOf(const std::optional<qint64> &day)
{
    return day ? std::optional(QDate::fromJulianDay(*day)) : std::nullopt;
}

} // namespace

VaultReconcileRunStore::VaultReconcileRunStore(Database &db) : m_db(db)
{
}

bool VaultReconcileRunStore::ensureTables()
{
    if (m_ready)
        return true;
    if (const auto error = m_db.execute(Tables)) {
        m_error = error->message;
        return false;
    }
    m_ready = true;
    return true;
}

std::optional<qint64> VaultReconcileRunStore::save(const ReconcileRun &run, const QList<Difference> &differences)
{
    m_error.clear();
    if (!ensureTables())
        return std::nullopt;
    Transaction transaction(m_db);
    Statement insertRun = m_db.prepare(
        "INSERT INTO reconcile_run (at_ms, actor, file_name, file_sha256, mapping, mapping_name, period_from, "
        "period_to, orders, matched, differences) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    insertRun.bind(1, run.atMs)
        .bind(2, run.actor)
        .bind(3, run.fileName)
        .bindBlob(4, run.sha256)
        .bind(5, run.mapping)
        .bind(6, run.mappingName)
        .bindOptional(7, julianDay(run.periodFrom))
        .bindOptional(8, julianDay(run.periodTo))
        .bind(9, run.orders)
        .bind(10, run.matched)
        .bind(11, qint64(differences.size()));
    if (!transaction.isActive() || !insertRun.run()) {
        m_error = m_db.lastError().message;
        return std::nullopt;
    }
    const qint64 id = m_db.lastInsertRowId();
    Statement insert = m_db.prepare(
        "INSERT INTO reconcile_difference (run_id, seq, kind, merchant_code, order_line, payment_hash, order_amount, "
        "order_currency, order_status, order_refunded, gateway_amount, gateway_currency, gateway_status, "
        "gateway_refunded) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    qint64 seq = 0;
    for (const Difference &difference : differences) {
        insert.reset();
        insert.bind(1, id)
            .bind(2, ++seq)
            .bind(3, differenceKindCode(difference.kind))
            .bind(4, difference.merchantCode)
            .bind(5, difference.orderLine)
            .bind(6, difference.paymentHash)
            .bindOptional(7, difference.orderAmount)
            .bind(8, difference.orderCurrency)
            .bind(9, difference.orderStatus)
            .bindOptional(10, difference.orderRefunded)
            .bindOptional(11, difference.gatewayAmount)
            .bind(12, difference.gatewayCurrency)
            .bindOptional(14, difference.gatewayRefunded);
        if (difference.gatewayStatus)
            insert.bind(13, paymentStatusCode(*difference.gatewayStatus));
        else
            insert.bindNull(13);
        if (!insert.run()) {
            m_error = m_db.lastError().message;
            return std::nullopt;
        }
    }
    if (const auto error = transaction.commit()) {
        m_error = error->message;
        return std::nullopt;
    }
    return id;
}

QList<ReconcileRun> VaultReconcileRunStore::select(const char *sql, const std::function<void(Statement &)> &bind)
{
    QList<ReconcileRun> found;
    if (!ensureTables())
        return found;
    Statement query = m_db.prepare(sql);
    bind(query);
    while (query.step() == Statement::Step::Row) {
        ReconcileRun run;
        run.id = query.columnInt(0);
        run.atMs = query.columnInt(1);
        run.actor = query.columnText(2);
        run.fileName = query.columnText(3);
        run.sha256 = query.columnBlob(4);
        run.mapping = query.columnText(5);
        run.mappingName = query.columnText(6);
        run.periodFrom = dateOf(query.columnOptionalInt(7));
        run.periodTo = dateOf(query.columnOptionalInt(8));
        run.orders = query.columnInt(9);
        run.matched = query.columnInt(10);
        run.differences = query.columnInt(11);
        found.append(run);
    }
    return found;
}

std::optional<ReconcileRun> VaultReconcileRunStore::latest(const QString &fileName, qint64 beforeId)
{
    static const QByteArray sql = QByteArray(RunColumns) + "WHERE file_name = ? AND id < ? ORDER BY id DESC LIMIT 1";
    const QList<ReconcileRun> found = select(sql.constData(), [&](Statement &query) {
        query.bind(1, fileName).bind(2, beforeId > 0 ? beforeId : std::numeric_limits<qint64>::max());
    });
    return found.isEmpty() ? std::nullopt : std::optional(found.constFirst());
}

QList<ReconcileRun> VaultReconcileRunStore::runs(int limit)
{
    static const QByteArray sql = QByteArray(RunColumns) + "ORDER BY id DESC LIMIT ?";
    return select(sql.constData(), [&](Statement &query) { query.bind(1, limit); });
}

bool VaultReconcileRunStore::forEachDifference(qint64 runId, const std::function<bool(const Difference &)> &visit)
{
    if (!ensureTables())
        return false;
    Statement query = m_db.prepare(
        "SELECT kind, merchant_code, order_line, payment_hash, order_amount, order_currency, order_status, "
        "order_refunded, gateway_amount, gateway_currency, gateway_status, gateway_refunded "
        "FROM reconcile_difference WHERE run_id = ? ORDER BY seq");
    query.bind(1, runId);
    Statement::Step step;
    while ((step = query.step()) == Statement::Step::Row) {
        Difference difference;
        difference.kind = differenceKindFromCode(query.columnText(0)).value_or(DifferenceKind::NotVerified);
        difference.merchantCode = query.columnText(1);
        difference.orderLine = query.columnInt(2);
        difference.paymentHash = query.columnText(3);
        difference.orderAmount = query.columnOptionalInt(4);
        difference.orderCurrency = query.columnText(5);
        difference.orderStatus = query.columnText(6);
        difference.orderRefunded = query.columnOptionalInt(7);
        difference.gatewayAmount = query.columnOptionalInt(8);
        difference.gatewayCurrency = query.columnText(9);
        if (!query.columnIsNull(10))
            difference.gatewayStatus = paymentStatusFromCode(query.columnText(10));
        difference.gatewayRefunded = query.columnOptionalInt(11);
        if (!visit(difference))
            return false;
    }
    return step == Statement::Step::Done;
}

} // namespace dd::cache
