#pragma once

#include "core/cache/database.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace dd {

// How DirectDesk reaches the gateway, as stored. Lives only inside the encrypted cache: the
// integration key never goes to QSettings or any other file. (Named apart from the gateway's
// ConnectionSettings, which also carries timeouts, so both headers may meet in one file.)
struct StoredConnection
{
    QString environment;      // "sandbox", "production", "builtin" …
    QUrl baseUrl;
    QString integrationKey;
    friend bool operator==(const StoredConnection &, const StoredConnection &) = default;
};

class SettingsStore
{
public:
    explicit SettingsStore(cache::Database &database);

    std::optional<QString> value(const QString &key);
    bool setValue(const QString &key, const QString &value);
    bool remove(const QString &key);

    StoredConnection connection();
    // Changes only the fields given, in one transaction.
    bool updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                          const std::optional<QString> &integrationKey);

private:
    cache::Database &m_db;
};

} // namespace dd
