#pragma once

#include "core/storage/auditstore.h"

#include <QIODevice>
#include <QList>
#include <QString>

namespace dd {

// The audit trail read page by page (newest first), for the viewer and the CLI.
class AuditQuery
{
public:
    explicit AuditQuery(AuditStore &store);

    qint64 count(const AuditFilter &filter);
    QList<AuditEntry> page(const AuditFilter &filter, qint64 offset, int limit);
    QStringList actors();
    QStringList actions();
    // Every matching row, oldest first, as CSV (id, time UTC ISO 8601, actor, action, parameters,
    // result, chain hash hex); fields quoted when needed and formula-leading cells prefixed with '.
    bool writeCsv(const AuditFilter &filter, QIODevice &out);

private:
    AuditStore &m_store;
};

} // namespace dd
