#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace dd {

// One row of the append-only audit trail: who did what, when, with which parameters, and how it
// ended. `chainHash` = SHA-256(previous row's chainHash ‖ this row's canonical fields), so editing
// or deleting a row breaks every later link (see core/audit/auditchain.h and auditverifier.h).
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

// The chain's authenticated head: where it starts, its last row, how many rows, its last hash.
// `mac` = HMAC-SHA-512/256 (crypto_auth) over the other fields with a key derived from the data key.
struct AuditHead
{
    qint64 firstChainedId = 0;
    qint64 lastId = 0;
    qint64 rowCount = 0;
    QByteArray hash;
    QByteArray mac;
};

// A stored row as its chain hash covers it: the canonical bytes of its fields as stored
// (auditCanonicalFields) and the hash stored with it (empty on rows from before the chain).
struct AuditLink
{
    qint64 id = 0;
    QByteArray canonicalFields;
    QByteArray chainHash;
};

// Which audit rows to read: every field optional (empty / 0 = any).
struct AuditFilter
{
    QString actor;      // exact operator name
    QString action;     // exact action code ("refund", "access_denied", …)
    qint64 fromMs = 0;  // inclusive
    qint64 toMs = 0;    // exclusive
    QString text;       // contained in the parameters, the result or the actor (case-insensitive)
};

// The audit trail: appended to and read, never changed. Each append links the row into the chain
// and moves the head in the same transaction.
class AuditStore
{
public:
    virtual ~AuditStore() = default;

    // Stores `entry` (its id, hash and, when unset, its time are filled in); the new id.
    virtual std::optional<qint64> append(const AuditEntry &entry) = 0;
    // Entries with id > afterId, oldest first.
    virtual QList<AuditEntry> entries(qint64 afterId = 0, int limit = 1000) = 0;
    virtual std::optional<AuditEntry> last() = 0;
    virtual std::optional<AuditHead> head() = 0;
    // The key the head's MAC is checked with (empty: the head cannot be authenticated here).
    virtual QByteArray headKey() const = 0;
    // Every row as stored, oldest first, for verifying the chain (until `visit` returns false).
    virtual bool forEachLink(const std::function<bool(const AuditLink &)> &visit) = 0;

    // The rows `filter` matches: how many, a page of them newest first, or each of them oldest first
    // (until `visit` returns false; false when reading failed or `visit` stopped).
    virtual qint64 count(const AuditFilter &filter) = 0;
    virtual QList<AuditEntry> page(const AuditFilter &filter, qint64 offset, int limit) = 0;
    virtual bool forEachOldestFirst(const AuditFilter &filter, const std::function<bool(const AuditEntry &)> &visit) = 0;
    // The distinct actors and actions of the whole trail, sorted.
    virtual QStringList actors() = 0;
    virtual QStringList actions() = 0;

protected:
    AuditStore() = default;
    AuditStore(const AuditStore &) = delete;
    AuditStore &operator=(const AuditStore &) = delete;
};

} // namespace dd
