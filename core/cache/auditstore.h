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
// ended. `chainHash` = SHA-256(previous row's chainHash ‖ this row's canonical fields), so editing
// or deleting a row breaks every later link (see auditChainHash and core/audit/auditverifier.h).
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

// The canonical bytes a row's hash covers (length-prefixed UTF-8 of each field, the parameters as
// stored: compact JSON after scrubbing) and the link itself.
QByteArray auditCanonicalFields(qint64 id, qint64 atMs, const QString &actor, const QString &action,
                                const QByteArray &storedParameters, const QString &storedResult);
QByteArray auditChainHash(const QByteArray &previousHash, const QByteArray &canonicalFields);
QByteArray auditHeadMac(const AuditHead &head, const QByteArray &key);

// The audit trail records refused input too, and refused input may be of any size: every text
// value of a row's parameters is stored at most MaxText characters long (the longest text any
// accepted request carries: a refund's description, spec 4.3), and a row's result at most
// MaxResult. A cut value ends with "… [cut: N characters]", N being its full length.
namespace AuditBound {
inline constexpr qsizetype MaxText = 1500;
inline constexpr qsizetype MaxResult = 2000;
QString text(const QString &value, qsizetype maxLength = MaxText);
QJsonObject parameters(const QJsonObject &parameters);
} // namespace AuditBound

// Storage of the audit trail: insert and read only (triggers refuse UPDATE and DELETE). Each append
// links the row into the chain and moves the head in the same transaction.
class AuditStore
{
public:
    explicit AuditStore(cache::Database &database, CacheClock clock = systemCacheClock());

    // The key the head's MAC uses (set by the Vault for each session; empty = head not authenticated).
    void setHeadKey(QByteArray key) { m_headKey = std::move(key); }
    const QByteArray &headKey() const { return m_headKey; }

    // Stores `entry` (its id, hash and, when unset, its time are filled in); the new id.
    std::optional<qint64> append(const AuditEntry &entry);
    // Entries with id > afterId, oldest first.
    QList<AuditEntry> entries(qint64 afterId = 0, int limit = 1000);
    std::optional<AuditEntry> last();
    std::optional<AuditHead> head();
    // The exact stored text of a row's parameters (for verification), by id.
    cache::Database &database() { return m_db; }

private:
    std::optional<qint64> appendLinked(const AuditEntry &entry);

    cache::Database &m_db;
    CacheClock m_clock;
    QByteArray m_headKey;
};

} // namespace dd
