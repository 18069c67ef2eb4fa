#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace dd {

class StoreSession;

// A change of the gateway connection, from Settings ▸ Connection or `directdesk-cli config`: what
// is set (nothing for what stays).
struct ConnectionChange
{
    std::optional<QString> environment;
    std::optional<QUrl> baseUrl;
    std::optional<QString> integrationKey;
    bool keyChanged = false;   // the key differs from the stored one (it is never recorded itself)
};

// Stores the change through the session's settings and records it as a `connection_change` audit
// row signed by `actor`: the environment and base address set, and whether the key changed, never
// the key. The row is written whether or not the settings were saved (its result says which:
// SUCCESS, or STORAGE_ERROR on the vault and SERVER_ERROR on the team server). Whether they were.
bool changeConnection(StoreSession &session, const QString &actor, const ConnectionChange &change, bool teamServer);

} // namespace dd
