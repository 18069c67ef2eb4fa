#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/auditstore.h"

namespace dd::server::store {

// The team's audit trail. Appended only through the server's chained function: the server takes
// the row's time and actor (the session's login, never a name the client sends), links the row
// under a lock so the chain stays one line with many writers, and moves the head, all in the
// caller's transaction. The head carries no MAC (no key is shared by the team's desks): `audit
// verify` checks the chain's links and the head's count and hash.
class PgAuditStore final : public AuditStore
{
public:
    explicit PgAuditStore(PgStoreLink &link) : m_link(link) {}

    std::optional<qint64> append(const AuditEntry &entry) override;
    QList<AuditEntry> entries(qint64 afterId = 0, int limit = 1000) override;
    std::optional<AuditEntry> last() override;
    std::optional<AuditHead> head() override;
    QByteArray headKey() const override { return {}; }
    bool forEachLink(const std::function<bool(const AuditLink &)> &visit) override;

    qint64 count(const AuditFilter &filter) override;
    QList<AuditEntry> page(const AuditFilter &filter, qint64 offset, int limit) override;
    bool forEachOldestFirst(const AuditFilter &filter, const std::function<bool(const AuditEntry &)> &visit) override;
    QStringList actors() override;
    QStringList actions() override;

private:
    QList<AuditEntry> select(const QByteArray &rest, const PgParams &params);
    QStringList distinct(const char *column);

    PgStoreLink &m_link;
};

} // namespace dd::server::store
