#include "core/storage/connectionchange.h"

#include "core/storage/auditstore.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

using namespace Qt::StringLiterals;

namespace dd {

bool changeConnection(StoreSession &session, const QString &actor, const ConnectionChange &change, bool teamServer)
{
    const bool saved = session.settings().updateConnection(change.environment, change.baseUrl, change.integrationKey);
    AuditEntry entry;
    entry.actor = actor;
    entry.action = u"connection_change"_s;
    if (change.environment)
        entry.parameters.insert(u"environment"_s, *change.environment);
    if (change.baseUrl)
        entry.parameters.insert(u"base_url"_s, change.baseUrl->toString());
    if (change.keyChanged)
        entry.parameters.insert(u"integration_key_changed"_s, true);
    entry.result = saved ? u"SUCCESS"_s : teamServer ? u"SERVER_ERROR"_s : u"STORAGE_ERROR"_s;
    (void)session.audit().append(entry);
    return saved;
}

} // namespace dd
