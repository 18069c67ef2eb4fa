#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// One row of the append-only audit trail: who did what, when, with which parameters, and how it
// ended. `chainHash` is reserved for a hash chain over the rows (written by core/audit later).
struct AuditEntry
{
    qint64 id = 0;
    qint64 atMs = 0;
    QString actor;
    QString action;
    QJsonObject parameters;   // secrets are removed before storing
    QString result;
    QByteArray chainHash;
};

// Storage of the audit trail: insert and read only (triggers refuse UPDATE and DELETE).
class AuditStore
{
public:
    explicit AuditStore(cache::Database &database, CacheClock clock = systemCacheClock());

    // Stores `entry` (its id and, when unset, its time are filled in); the new id.
    std::optional<qint64> append(const AuditEntry &entry);
    // Entries with id > afterId, oldest first.
    QList<AuditEntry> entries(qint64 afterId = 0, int limit = 1000);
    std::optional<AuditEntry> last();

private:
    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
