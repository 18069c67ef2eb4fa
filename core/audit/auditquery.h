#pragma once

#include "core/cache/auditstore.h"

#include <QIODevice>
#include <QList>
#include <QString>

namespace dd {

// Which audit rows to show: every field optional (empty / 0 = any).
struct AuditFilter
{
    QString actor;      // exact operator name
    QString action;     // exact action code ("refund", "access_denied", …)
    qint64 fromMs = 0;  // inclusive
    qint64 toMs = 0;    // exclusive
    QString text;       // contained in the parameters or the result (case-insensitive)
};

// The audit trail read page by page from SQL (newest first), for the viewer and the CLI.
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
