#include "core/cache/auditstore.h"

#include "core/storage/secretscrubber.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <variant>

#include <sodium.h>
#include <sqlite3.h>

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

// A transaction of its own, or a savepoint inside the caller's.
class AppendScope
{
public:
    explicit AppendScope(cache::Database &db) : m_db(db)
    {
        m_nested = sqlite3_get_autocommit(db.handle()) == 0;
        m_active = !m_db.execute(m_nested ? "SAVEPOINT audit_append" : "BEGIN IMMEDIATE").has_value();
    }
    ~AppendScope()
    {
        if (!m_active)
            return;
        if (m_nested)
            m_db.execute("ROLLBACK TO audit_append; RELEASE audit_append");
        else
            m_db.execute("ROLLBACK");
    }
    AppendScope(const AppendScope &) = delete;
    AppendScope &operator=(const AppendScope &) = delete;
    bool isActive() const { return m_active; }
    bool commit()
    {
        if (!m_active || m_db.execute(m_nested ? "RELEASE audit_append" : "COMMIT"))
            return false;
        m_active = false;
        return true;
    }

private:
    cache::Database &m_db;
    bool m_nested = false;
    bool m_active = false;
};


// The WHERE clause of an AuditFilter and the values it binds, in order.
struct AuditWhere
{
    QByteArray sql;
    QList<std::variant<qint64, QString>> values;

    explicit AuditWhere(const AuditFilter &filter)
    {
        QList<QByteArray> parts;
        if (!filter.actor.isEmpty()) {
            parts.append("actor = ?");
            values.append(filter.actor);
        }
        if (!filter.action.isEmpty()) {
            parts.append("action = ?");
            values.append(filter.action);
        }
        if (filter.fromMs != 0) {
            parts.append("at >= ?");
            values.append(filter.fromMs);
        }
        if (filter.toMs != 0) {
            parts.append("at < ?");
            values.append(filter.toMs);
        }
        if (!filter.text.trimmed().isEmpty()) {
            parts.append("(instr(lower(parameters), lower(?)) > 0 OR instr(lower(result), lower(?)) > 0 "
                         "OR instr(lower(actor), lower(?)) > 0)");
            for (int i = 0; i < 3; ++i)
                values.append(filter.text.trimmed());
        }
        if (!parts.isEmpty())
            sql = " WHERE " + parts.join(" AND ");
    }

    // The next free parameter index.
    int bindAll(cache::Statement &statement) const
    {
        int index = 1;
        for (const auto &value : values) {
            if (const auto *number = std::get_if<qint64>(&value))
                statement.bind(index++, *number);
            else
                statement.bind(index++, std::get<QString>(value));
        }
        return index;
    }
};

} // namespace

VaultAuditStore::VaultAuditStore(cache::Database &database, CacheClock clock) : m_db(database), m_clock(std::move(clock)) {}

std::optional<qint64> VaultAuditStore::append(const AuditEntry &entry)
{
    AppendScope scope(m_db);
    if (!scope.isActive())
        return std::nullopt;
    const std::optional<qint64> id = appendLinked(entry);
    if (!id || !scope.commit())
        return std::nullopt;
    return id;
}

std::optional<qint64> VaultAuditStore::appendLinked(const AuditEntry &entry)
{
    std::optional<AuditHead> current = head();
    qint64 nextId = 1;
    {
        cache::Statement maxId = m_db.prepare("SELECT COALESCE(MAX(id), 0) FROM audit_trail");
        if (maxId.step() != cache::Statement::Step::Row)
            return std::nullopt;
        nextId = maxId.columnInt(0) + 1;
    }
    // The id is chosen here (not by SQLite) because it is part of the hashed fields.
    const qint64 at = entry.atMs != 0 ? entry.atMs : m_clock();
    // Scrubbed whole first (a card number cut in two would escape the scrubber), then bounded.
    const QByteArray parameters =
        QJsonDocument(AuditBound::parameters(SecretScrubber::scrub(entry.parameters))).toJson(QJsonDocument::Compact);
    const QString result = AuditBound::text(SecretScrubber::maskCardNumbers(entry.result), AuditBound::MaxResult);
    const QByteArray previous = current ? current->hash : QByteArray();
    const QByteArray hash =
        auditChainHash(previous, auditCanonicalFields(nextId, at, entry.actor, entry.action, parameters, result));

    cache::Statement insert = m_db.prepare(
        "INSERT INTO audit_trail(id, at, actor, action, parameters, result, chain_hash) VALUES (?, ?, ?, ?, ?, ?, ?)");
    insert.bind(1, nextId).bind(2, at).bind(3, entry.actor).bind(4, entry.action);
    insert.bindUtf8(5, parameters);
    insert.bind(6, result);
    insert.bindBlob(7, hash);
    if (!insert.run())
        return std::nullopt;

    AuditHead next;
    next.firstChainedId = current ? current->firstChainedId : nextId;
    next.lastId = nextId;
    next.rowCount = (current ? current->rowCount : 0) + 1;
    next.hash = hash;
    next.mac = auditHeadMac(next, m_headKey);
    cache::Statement store = m_db.prepare(
        "INSERT OR REPLACE INTO audit_head(id, first_chained_id, last_id, row_count, hash, mac) VALUES (1, ?, ?, ?, ?, ?)");
    store.bind(1, next.firstChainedId).bind(2, next.lastId).bind(3, next.rowCount).bindBlob(4, next.hash);
    if (next.mac.isEmpty())
        store.bindNull(5);
    else
        store.bindBlob(5, next.mac);
    if (!store.run())
        return std::nullopt;
    return nextId;
}

std::optional<AuditHead> VaultAuditStore::head()
{
    cache::Statement select =
        m_db.prepare("SELECT first_chained_id, last_id, row_count, hash, mac FROM audit_head WHERE id = 1");
    if (!select.isValid() || select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return AuditHead{select.columnInt(0), select.columnInt(1), select.columnInt(2), select.columnBlob(3),
                     select.columnBlob(4)};
}

QList<AuditEntry> VaultAuditStore::entries(qint64 afterId, int limit)
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail WHERE id > ? ORDER BY id LIMIT ?").constData());
    select.bind(1, afterId).bind(2, limit);
    QList<AuditEntry> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readEntry(select));
    return result;
}

std::optional<AuditEntry> VaultAuditStore::last()
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail ORDER BY id DESC LIMIT 1").constData());
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readEntry(select);
}

qint64 VaultAuditStore::count(const AuditFilter &filter)
{
    const AuditWhere where(filter);
    cache::Statement select = m_db.prepare(QByteArray("SELECT COUNT(*) FROM audit_trail" + where.sql).constData());
    where.bindAll(select);
    return select.step() == cache::Statement::Step::Row ? select.columnInt(0) : 0;
}

QList<AuditEntry> VaultAuditStore::page(const AuditFilter &filter, qint64 offset, int limit)
{
    const AuditWhere where(filter);
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail" + where.sql + " ORDER BY id DESC LIMIT ? OFFSET ?")
            .constData());
    const int next = where.bindAll(select);
    select.bind(next, static_cast<qint64>(limit)).bind(next + 1, offset);
    QList<AuditEntry> rows;
    while (select.step() == cache::Statement::Step::Row)
        rows.append(readEntry(select));
    return rows;
}

bool VaultAuditStore::forEachOldestFirst(const AuditFilter &filter,
                                         const std::function<bool(const AuditEntry &)> &visit)
{
    const AuditWhere where(filter);
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM audit_trail" + where.sql + " ORDER BY id").constData());
    where.bindAll(select);
    cache::Statement::Step step = cache::Statement::Step::Done;
    while ((step = select.step()) == cache::Statement::Step::Row) {
        if (!visit(readEntry(select)))
            return false;
    }
    return step == cache::Statement::Step::Done;
}

QStringList VaultAuditStore::distinct(const char *sql)
{
    cache::Statement select = m_db.prepare(sql);
    QStringList values;
    while (select.step() == cache::Statement::Step::Row)
        values.append(select.columnText(0));
    return values;
}

QStringList VaultAuditStore::actors() { return distinct("SELECT DISTINCT actor FROM audit_trail ORDER BY actor"); }

QStringList VaultAuditStore::actions() { return distinct("SELECT DISTINCT action FROM audit_trail ORDER BY action"); }

bool VaultAuditStore::forEachLink(const std::function<bool(const AuditLink &)> &visit)
{
    cache::Statement select = m_db.prepare(
        "SELECT id, at, actor, action, parameters, result, chain_hash FROM audit_trail ORDER BY id");
    cache::Statement::Step step = cache::Statement::Step::Done;
    while ((step = select.step()) == cache::Statement::Step::Row) {
        const qint64 id = select.columnInt(0);
        // The exact stored text: a row read back as an AuditEntry and encoded again could differ.
        const AuditLink link{id,
                             auditCanonicalFields(id, select.columnInt(1), select.columnText(2), select.columnText(3),
                                                  select.columnUtf8(4), select.columnText(5)),
                             select.columnBlob(6)};
        if (!visit(link))
            return false;
    }
    return step == cache::Statement::Step::Done;
}

} // namespace dd
