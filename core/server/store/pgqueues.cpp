// The team store's intents and import queue (pgstores.h).
#include "core/server/store/pgstores.h"

#include "core/storage/secretscrubber.h"

#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::server::store {

using namespace PgValue;

// ---------------------------------------------------------------- intents

namespace {

PendingOperation::Kind kindFromCode(const QString &code)
{
    for (auto kind : {PendingOperation::Kind::CreatePayment, PendingOperation::Kind::Capture,
                      PendingOperation::Kind::Refund, PendingOperation::Kind::CancelRefund,
                      PendingOperation::Kind::CancelPayment}) {
        if (pendingOperationKindCode(kind) == code)
            return kind;
    }
    return PendingOperation::Kind::CreatePayment;
}

// The server's clock, to the millisecond, for the times it records.
constexpr const char *Now = "date_trunc('milliseconds', clock_timestamp())";

} // namespace

QList<PendingOperation> PgIntentLog::select(const char *where, const PgParams &params)
{
    auto found = m_link.exec((QByteArray("SELECT id, kind, merchant_code, payment_hash, parameters, state, "
                                         DD_PG_MS("created_at") ", " DD_PG_MS("updated_at")
                                         " FROM directdesk.pending_operations ") + where + " ORDER BY id"),
                             params);
    QList<PendingOperation> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        PendingOperation operation;
        operation.id = integerAt(*found, row, 0);
        operation.kind = kindFromCode(found->text(row, 1));
        operation.merchantCode = found->text(row, 2);
        operation.paymentHash = found->text(row, 3);
        operation.parameters = QJsonDocument::fromJson(found->bytes(row, 4)).object();
        operation.state = static_cast<PendingOperation::State>(std::clamp<qint64>(integerAt(*found, row, 5), 0, 2));
        operation.createdAtMs = integerAt(*found, row, 6);
        operation.updatedAtMs = integerAt(*found, row, 7);
        result.append(operation);
    }
    return result;
}

std::optional<qint64> PgIntentLog::record(PendingOperation::Kind kind, const QString &merchantCode,
                                          const QString &paymentHash, const QJsonObject &parameters)
{
    // Durable when the server answers: a commit waits for its WAL flush (synchronous_commit).
    const QByteArray sql = QByteArray("INSERT INTO directdesk.pending_operations(kind, merchant_code, payment_hash, "
                                      "parameters, state, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, ")
                           + Now + ", " + Now + ") RETURNING id";
    return m_link.integer(sql.constData(),
                          {text(pendingOperationKindCode(kind)), text(merchantCode), text(paymentHash),
                           QJsonDocument(SecretScrubber::scrub(parameters)).toJson(QJsonDocument::Compact)});
}

bool PgIntentLog::setState(qint64 id, PendingOperation::State state, const QString &paymentHash)
{
    const QByteArray sql = QByteArray("UPDATE directdesk.pending_operations SET state = $1, updated_at = ") + Now
                           + ", payment_hash = COALESCE(NULLIF($2::text, ''), payment_hash) WHERE id = $3 RETURNING id";
    auto changed = m_link.exec(sql.constData(), {integer(int(state)), text(paymentHash), integer(id)});
    return changed && changed->rows() == 1;
}

std::optional<PendingOperation> PgIntentLog::find(qint64 id)
{
    const auto found = select("WHERE id = $1", {integer(id)});
    return found.isEmpty() ? std::nullopt : std::optional<PendingOperation>(found.constFirst());
}

QList<PendingOperation> PgIntentLog::unresolved() { return select("WHERE state <> 1", {}); }

// ---------------------------------------------------------------- import queue

QList<QueuedCode> PgImportQueue::select(const char *rest, const PgParams &params)
{
    auto found = m_link.exec((QByteArray("SELECT id, code_kind, code, source, " DD_PG_MS("queued_at")
                                         ", attempts, last_error, state, " DD_PG_MS("next_attempt_at")
                                         ", not_found FROM directdesk.import_queue ") + rest),
                             params);
    QList<QueuedCode> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        QueuedCode queued;
        queued.id = integerAt(*found, row, 0);
        queued.kind = integerAt(*found, row, 1) == 1 ? QueuedCode::Kind::MerchantCode : QueuedCode::Kind::Hash;
        queued.code = found->text(row, 2);
        queued.source = found->text(row, 3);
        queued.queuedAtMs = integerAt(*found, row, 4);
        queued.attempts = int(integerAt(*found, row, 5));
        queued.lastError = found->text(row, 6);
        queued.state = integerAt(*found, row, 7) == 1 ? QueuedCode::State::UnknownToGateway : QueuedCode::State::Waiting;
        queued.nextAttemptAtMs = integerAt(*found, row, 8);
        queued.notFound = int(integerAt(*found, row, 9));
        result.append(queued);
    }
    return result;
}

std::optional<qint64> PgImportQueue::changed(const char *sql, const PgParams &params)
{
    auto result = m_link.exec(sql, params);
    if (!result)
        return std::nullopt;
    return qint64(result->rows());
}

std::optional<EnqueueOutcome> PgImportQueue::enqueue(QueuedCode::Kind kind, const QStringList &codes,
                                                     const QString &source)
{
    PgTransaction transaction(m_link);
    if (!transaction.isActive())
        return std::nullopt;
    // One enqueue at a time team-wide, so two desks cannot both fill the last free places.
    if (!m_link.run("SELECT pg_advisory_xact_lock(hashtext('directdesk.import_queue'))"))
        return std::nullopt;
    qint64 room = MaxSize - size();
    EnqueueOutcome outcome;
    const QByteArray kindCode = integer(int(kind));
    for (const QString &code : codes) {
        const QString trimmed = code.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (room <= 0) {
            const auto queued = m_link.integer("SELECT count(*) FROM directdesk.import_queue WHERE code_kind = $1 "
                                               "AND code = $2",
                                               {kindCode, text(trimmed)});
            if (!queued)
                return std::nullopt;
            if (*queued > 0)
                ++outcome.alreadyQueued;
            else
                outcome.refused.append(trimmed);
            continue;
        }
        const auto added = changed("INSERT INTO directdesk.import_queue(code_kind, code, source, queued_at) "
                                   "VALUES ($1, $2, $3, date_trunc('milliseconds', clock_timestamp())) "
                                   "ON CONFLICT (code_kind, code) DO NOTHING RETURNING id",
                                   {kindCode, text(trimmed), text(source)});
        if (!added)
            return std::nullopt;
        if (*added == 1) {
            ++outcome.added;
            --room;
        } else {
            ++outcome.alreadyQueued;
        }
    }
    if (!transaction.commit())
        return std::nullopt;
    return outcome;
}

QList<QueuedCode> PgImportQueue::next(int limit) { return select("ORDER BY id LIMIT $1", {integer(limit)}); }

QList<QueuedCode> PgImportQueue::due(int limit)
{
    return select("WHERE state = 0 AND (next_attempt_at IS NULL OR next_attempt_at <= clock_timestamp()) "
                  "ORDER BY next_attempt_at NULLS FIRST, id LIMIT $1",
                  {integer(limit)});
}

std::optional<qint64> PgImportQueue::nextDueInMs()
{
    // Measured on the server, whose clock set the times: the worker's may differ.
    auto next = m_link.exec("SELECT ceil(extract(epoch FROM min(next_attempt_at) - clock_timestamp()) * 1000)::bigint "
                            "FROM directdesk.import_queue WHERE state = 0 AND next_attempt_at > clock_timestamp()");
    if (!next || next->rows() != 1 || next->isNull(0, 0))
        return std::nullopt;
    return std::max<qint64>(0, integerAt(*next, 0, 0));
}

QList<QueuedCode> PgImportQueue::find(QueuedCode::Kind kind, const QStringList &codes)
{
    QList<QueuedCode> result;
    for (const QString &code : codes)
        result.append(select("WHERE code_kind = $1 AND code = $2", {integer(int(kind)), text(code.trimmed())}));
    return result;
}

QList<QueuedCode> PgImportQueue::list(std::optional<QueuedCode::State> state, int limit)
{
    if (!state)
        return next(limit);
    return select("WHERE state = $1 ORDER BY id LIMIT $2",
                  {integer(*state == QueuedCode::State::UnknownToGateway ? 1 : 0), integer(limit)});
}

bool PgImportQueue::remove(qint64 id)
{
    return m_link.run("DELETE FROM directdesk.import_queue WHERE id = $1", {integer(id)});
}

bool PgImportQueue::recordFailure(qint64 id, const QString &error)
{
    return m_link.run("UPDATE directdesk.import_queue SET attempts = attempts + 1, last_error = $1 WHERE id = $2",
                      {text(error), integer(id)});
}

bool PgImportQueue::recordNotFound(qint64 id, const QString &error)
{
    auto stored = m_link.exec("SELECT not_found FROM directdesk.import_queue WHERE id = $1 FOR UPDATE", {integer(id)});
    if (!stored)
        return false;
    if (stored->rows() == 0)
        return true;   // retried away or removed meanwhile: nothing to back off
    const int notFound = int(integerAt(*stored, 0, 0)) + 1;
    return m_link.run("UPDATE directdesk.import_queue SET attempts = attempts + 1, not_found = $1, last_error = $2, "
                      "state = $3, next_attempt_at = clock_timestamp() + $4::bigint * interval '1 millisecond' "
                      "WHERE id = $5",
                      {integer(notFound), text(error), integer(notFound >= MaxNotFound ? 1 : 0),
                       integer(backOffMs(notFound)), integer(id)});
}

std::optional<qint64> PgImportQueue::retry(QueuedCode::Kind kind, const QString &code)
{
    return changed("UPDATE directdesk.import_queue SET state = 0, not_found = 0, next_attempt_at = NULL "
                   "WHERE code_kind = $1 AND code = $2 RETURNING id",
                   {integer(int(kind)), text(code.trimmed())});
}

std::optional<qint64> PgImportQueue::retryAllUnknown()
{
    return changed("UPDATE directdesk.import_queue SET state = 0, not_found = 0, next_attempt_at = NULL "
                   "WHERE state = 1 RETURNING id",
                   {});
}

qint64 PgImportQueue::size() { return m_link.integer("SELECT count(*) FROM directdesk.import_queue").value_or(0); }

qint64 PgImportQueue::count(QueuedCode::State state)
{
    return m_link.integer("SELECT count(*) FROM directdesk.import_queue WHERE state = $1",
                          {integer(state == QueuedCode::State::UnknownToGateway ? 1 : 0)})
        .value_or(0);
}

} // namespace dd::server::store
