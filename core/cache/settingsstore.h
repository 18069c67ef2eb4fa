#pragma once

#include "core/cache/database.h"

#include <QString>
#include <QUrl>

#include <optional>

namespace dd {

// How DirectDesk reaches the gateway. Lives only inside the encrypted cache: the integration key
// never goes to QSettings or any other file.
struct ConnectionSettings
{
    QString environment;      // "sandbox", "production", "builtin" …
    QUrl baseUrl;
    QString integrationKey;
    friend bool operator==(const ConnectionSettings &, const ConnectionSettings &) = default;
};

class SettingsStore
{
public:
    explicit SettingsStore(cache::Database &database);

    std::optional<QString> value(const QString &key);
    bool setValue(const QString &key, const QString &value);
    bool remove(const QString &key);

    ConnectionSettings connection();
    // Changes only the fields given, in one transaction.
    bool updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                          const std::optional<QString> &integrationKey);

private:
    cache::Database &m_db;
};

} // namespace dd
