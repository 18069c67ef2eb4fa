#include "core/cache/auditstore.h"

#include "core/cache/secretscrubber.h"

#include <QJsonDocument>

namespace dd {

namespace {

AuditEntry readEntry(const cache::Statement &s)
{
    AuditEntry entry;
    entry.id = s.columnInt(0);
    entry.atMs = s.columnInt(1);
    entry.actor = s.columnText(2);
    entry.action = s.columnText(3);
    entry.parameters = QJsonDocument::fromJson(s.columnUtf8(4)).object();
    entry.result = s.columnText(5);
    entry.chainHash = s.columnBlob(6);
    return entry;
}

constexpr const char *Columns = "id, at, actor, action, parameters, result, chain_hash";

} // namespace

AuditStore::AuditStore(cache::Database &database, CacheClock clock) : m_db(database), m_clock(std::move(clock)) {}

std::optional<qint64> AuditStore::append(const AuditEntry &entry)
{
    cache::Statement insert = m_db.prepare(
        "INSERT INTO audit_trail(at, actor, action, parameters, result, chain_hash) VALUES (?, ?, ?, ?, ?, ?)");
    insert.bind(1, entry.atMs != 0 ? entry.atMs : m_clock()).bind(2, entry.actor).bind(3, entry.action);
    insert.bindUtf8(4, QJsonDocument(cache::SecretScrubber::scrub(entry.parameters)).toJson(QJsonDocument::Compact));
    insert.bind(5, cache::SecretScrubber::maskCardNumbers(entry.result));
    if (entry.chainHash.isEmpty())
        insert.bindNull(6);
    else
        insert.bindBlob(6, entry.chainHash);
    if (!insert.run())
        return std::nullopt;
    return m_db.lastInsertRowId();
}

QList<AuditEntry> AuditStore::entries(qint64 afterId, int limit)
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail WHERE id > ? ORDER BY id LIMIT ?").constData());
    select.bind(1, afterId).bind(2, limit);
    QList<AuditEntry> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readEntry(select));
    return result;
}

std::optional<AuditEntry> AuditStore::last()
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail ORDER BY id DESC LIMIT 1").constData());
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readEntry(select);
}

} // namespace dd
