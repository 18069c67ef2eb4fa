#include "core/cache/importqueue.h"

namespace dd {

namespace {

constexpr const char *Columns
    = "SELECT id, code_kind, code, source, queued_at, attempts, last_error, state, next_attempt_at, not_found "
      "FROM import_queue ";

QList<QueuedCode> readAll(cache::Statement &select)
{
    QList<QueuedCode> result;
    while (select.step() == cache::Statement::Step::Row) {
        QueuedCode queued;
        queued.id = select.columnInt(0);
        queued.kind = static_cast<QueuedCode::Kind>(select.columnInt(1));
        queued.code = select.columnText(2);
        queued.source = select.columnText(3);
        queued.queuedAtMs = select.columnInt(4);
        queued.attempts = static_cast<int>(select.columnInt(5));
        queued.lastError = select.columnText(6);
        queued.state = select.columnInt(7) == 1 ? QueuedCode::State::UnknownToGateway : QueuedCode::State::Waiting;
        queued.nextAttemptAtMs = select.columnInt(8);
        queued.notFound = static_cast<int>(select.columnInt(9));
        result.append(queued);
    }
    return result;
}

cache::Statement prepareSelect(cache::Database &db, const char *rest)
{
    return db.prepare(QByteArray(QByteArray(Columns) + rest).constData());
}

} // namespace

VaultImportQueue::VaultImportQueue(cache::Database &database, CacheClock clock)
    : m_db(database)
    , m_clock(std::move(clock))
{
}

qint64 ImportQueue::backOffMs(int notFoundSoFar)
{
    qint64 wait = FirstBackOffMs;
    for (int i = 1; i < notFoundSoFar && wait < MaxBackOffMs; ++i)
        wait *= 2;
    return qMin(wait, MaxBackOffMs);
}

std::optional<EnqueueOutcome> VaultImportQueue::enqueue(QueuedCode::Kind kind, const QStringList &codes,
                                                   const QString &source)
{
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return std::nullopt;
    cache::Statement insert
        = m_db.prepare("INSERT OR IGNORE INTO import_queue(code_kind, code, source, queued_at) VALUES (?, ?, ?, ?)");
    cache::Statement exists = m_db.prepare("SELECT 1 FROM import_queue WHERE code_kind = ? AND code = ?");
    const qint64 now = m_clock();
    qint64 room = MaxSize - size();
    EnqueueOutcome outcome;
    for (const QString &code : codes) {
        const QString trimmed = code.trimmed();
        if (trimmed.isEmpty())
            continue;
        if (room <= 0) {
            exists.bind(1, static_cast<int>(kind)).bind(2, trimmed);
            const bool queued = exists.step() == cache::Statement::Step::Row;
            exists.reset();
            if (queued)
                ++outcome.alreadyQueued;
            else
                outcome.refused.append(trimmed);
            continue;
        }
        insert.bind(1, static_cast<int>(kind)).bind(2, trimmed).bind(3, source).bind(4, now);
        if (!insert.run())
            return std::nullopt;
        if (m_db.changes() == 1) {
            ++outcome.added;
            --room;
        } else {
            ++outcome.alreadyQueued;
        }
    }
    if (transaction.commit())
        return std::nullopt;
    return outcome;
}

QList<QueuedCode> VaultImportQueue::next(int limit)
{
    cache::Statement select = prepareSelect(m_db, "ORDER BY id LIMIT ?");
    select.bind(1, limit);
    return readAll(select);
}

QList<QueuedCode> VaultImportQueue::due(int limit)
{
    cache::Statement select = prepareSelect(m_db,
                                            "WHERE state = 0 AND next_attempt_at <= ? "
                                            "ORDER BY next_attempt_at, id LIMIT ?");
    select.bind(1, m_clock()).bind(2, limit);
    return readAll(select);
}

std::optional<qint64> VaultImportQueue::nextDueInMs()
{
    const qint64 now = m_clock();
    cache::Statement select
        = m_db.prepare("SELECT min(next_attempt_at) FROM import_queue WHERE state = 0 AND next_attempt_at > ?");
    select.bind(1, now);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    const std::optional<qint64> next = select.columnOptionalInt(0);
    return next ? std::optional<qint64>(*next - now) : std::nullopt;
}

QList<QueuedCode> VaultImportQueue::find(QueuedCode::Kind kind, const QStringList &codes)
{
    cache::Statement select = prepareSelect(m_db, "WHERE code_kind = ? AND code = ?");
    QList<QueuedCode> result;
    for (const QString &code : codes) {
        select.bind(1, static_cast<int>(kind)).bind(2, code.trimmed());
        result.append(readAll(select));
        select.reset();
    }
    return result;
}

QList<QueuedCode> VaultImportQueue::list(std::optional<QueuedCode::State> state, int limit)
{
    if (!state) {
        return next(limit);
    }
    cache::Statement select = prepareSelect(m_db, "WHERE state = ? ORDER BY id LIMIT ?");
    select.bind(1, *state == QueuedCode::State::UnknownToGateway ? 1 : 0).bind(2, limit);
    return readAll(select);
}

bool VaultImportQueue::remove(qint64 id)
{
    cache::Statement erase = m_db.prepare("DELETE FROM import_queue WHERE id = ?");
    erase.bind(1, id);
    return erase.run();
}

bool VaultImportQueue::recordFailure(qint64 id, const QString &error)
{
    cache::Statement update
        = m_db.prepare("UPDATE import_queue SET attempts = attempts + 1, last_error = ? WHERE id = ?");
    update.bind(1, error).bind(2, id);
    return update.run();
}

bool VaultImportQueue::recordNotFound(qint64 id, const QString &error)
{
    cache::Statement read = m_db.prepare("SELECT not_found FROM import_queue WHERE id = ?");
    read.bind(1, id);
    if (read.step() != cache::Statement::Step::Row)
        return true; // retried away or removed meanwhile: nothing to back off
    const int notFound = static_cast<int>(read.columnInt(0)) + 1;
    read.reset();
    const bool giveUp = notFound >= MaxNotFound;
    cache::Statement update
        = m_db.prepare("UPDATE import_queue SET attempts = attempts + 1, not_found = ?, last_error = ?, state = ?, "
                       "next_attempt_at = ? WHERE id = ?");
    update.bind(1, notFound)
        .bind(2, error)
        .bind(3, giveUp ? 1 : 0)
        .bind(4, m_clock() + backOffMs(notFound))
        .bind(5, id);
    return update.run();
}

std::optional<qint64> VaultImportQueue::retry(QueuedCode::Kind kind, const QString &code)
{
    cache::Statement update = m_db.prepare(
        "UPDATE import_queue SET state = 0, not_found = 0, next_attempt_at = 0 WHERE code_kind = ? AND code = ?");
    update.bind(1, static_cast<int>(kind)).bind(2, code.trimmed());
    if (!update.run())
        return std::nullopt;
    return m_db.changes();
}

std::optional<qint64> VaultImportQueue::retryAllUnknown()
{
    cache::Statement update
        = m_db.prepare("UPDATE import_queue SET state = 0, not_found = 0, next_attempt_at = 0 WHERE state = 1");
    if (!update.run())
        return std::nullopt;
    return m_db.changes();
}

qint64 VaultImportQueue::size()
{
    cache::Statement select = m_db.prepare("SELECT COUNT(*) FROM import_queue");
    return select.step() == cache::Statement::Step::Row ? select.columnInt(0) : 0;
}

qint64 VaultImportQueue::count(QueuedCode::State state)
{
    cache::Statement select = m_db.prepare("SELECT COUNT(*) FROM import_queue WHERE state = ?");
    select.bind(1, state == QueuedCode::State::UnknownToGateway ? 1 : 0);
    return select.step() == cache::Statement::Step::Row ? select.columnInt(0) : 0;
}

} // namespace dd
