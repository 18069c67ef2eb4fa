#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/audit/auditchain.h"
#include "core/storage/auditstore.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// The audit_trail and audit_head tables of the vault: insert and read only (triggers refuse UPDATE
// and DELETE).
class VaultAuditStore final : public AuditStore
{
public:
    explicit VaultAuditStore(cache::Database &database, CacheClock clock = systemCacheClock());

    // The key the head's MAC uses (set by the Vault for each session; empty = head not authenticated).
    void setHeadKey(QByteArray key) { m_headKey = std::move(key); }
    QByteArray headKey() const override { return m_headKey; }

    std::optional<qint64> append(const AuditEntry &entry) override;
    QList<AuditEntry> entries(qint64 afterId = 0, int limit = 1000) override;
    std::optional<AuditEntry> last() override;
    std::optional<AuditHead> head() override;
    bool forEachLink(const std::function<bool(const AuditLink &)> &visit) override;
    qint64 count(const AuditFilter &filter) override;
    QList<AuditEntry> page(const AuditFilter &filter, qint64 offset, int limit) override;
    bool forEachOldestFirst(const AuditFilter &filter, const std::function<bool(const AuditEntry &)> &visit) override;
    QStringList actors() override;
    QStringList actions() override;

private:
    std::optional<qint64> appendLinked(const AuditEntry &entry);
    QStringList distinct(const char *sql);

    cache::Database &m_db;
    CacheClock m_clock;
    QByteArray m_headKey;
};

} // namespace dd
