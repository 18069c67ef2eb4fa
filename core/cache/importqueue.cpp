#include "core/cache/importqueue.h"

namespace dd {

ImportQueue::ImportQueue(cache::Database &database, CacheClock clock) : m_db(database), m_clock(std::move(clock)) {}

std::optional<qint64> ImportQueue::enqueue(QueuedCode::Kind kind, const QStringList &codes, const QString &source)
{
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return std::nullopt;
    cache::Statement insert = m_db.prepare(
        "INSERT OR IGNORE INTO import_queue(code_kind, code, source, queued_at) VALUES (?, ?, ?, ?)");
    const qint64 now = m_clock();
    qint64 added = 0;
    for (const QString &code : codes) {
        const QString trimmed = code.trimmed();
        if (trimmed.isEmpty())
            continue;
        insert.bind(1, static_cast<int>(kind)).bind(2, trimmed).bind(3, source).bind(4, now);
        if (!insert.run())
            return std::nullopt;
        added += m_db.changes();
    }
    if (transaction.commit())
        return std::nullopt;
    return added;
}

QList<QueuedCode> ImportQueue::next(int limit)
{
    cache::Statement select = m_db.prepare(
        "SELECT id, code_kind, code, source, queued_at, attempts, last_error FROM import_queue ORDER BY id LIMIT ?");
    select.bind(1, limit);
    QList<QueuedCode> result;
    while (select.step() == cache::Statement::Step::Row) {
        result.append(QueuedCode{select.columnInt(0), static_cast<QueuedCode::Kind>(select.columnInt(1)),
                                 select.columnText(2), select.columnText(3), select.columnInt(4),
                                 static_cast<int>(select.columnInt(5)), select.columnText(6)});
    }
    return result;
}

bool ImportQueue::remove(qint64 id)
{
    cache::Statement erase = m_db.prepare("DELETE FROM import_queue WHERE id = ?");
    erase.bind(1, id);
    return erase.run();
}

bool ImportQueue::recordFailure(qint64 id, const QString &error)
{
    cache::Statement update = m_db.prepare(
        "UPDATE import_queue SET attempts = attempts + 1, last_error = ? WHERE id = ?");
    update.bind(1, error).bind(2, id);
    return update.run();
}

qint64 ImportQueue::size()
{
    cache::Statement select = m_db.prepare("SELECT COUNT(*) FROM import_queue");
    return select.step() == cache::Statement::Step::Row ? select.columnInt(0) : 0;
}

} // namespace dd
