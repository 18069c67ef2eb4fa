#pragma once

#include <QList>
#include <QString>
#include <QUrl>

#include <optional>
#include <utility>

namespace dd {

// How DirectDesk reaches the gateway, as stored. Lives only inside the store: the integration key
// never goes to QSettings or any other file. (Named apart from the gateway's ConnectionSettings,
// which also carries timeouts, so both headers may meet in one file.)
struct StoredConnection
{
    QString environment;      // "sandbox", "production", "builtin" …
    QUrl baseUrl;
    QString integrationKey;
    friend bool operator==(const StoredConnection &, const StoredConnection &) = default;
};

// Named settings kept with the data they configure (not in QSettings).
class SettingsStore
{
public:
    virtual ~SettingsStore() = default;

    virtual std::optional<QString> value(const QString &key) = 0;
    // Every (key, value) whose key starts with `prefix`, by key.
    virtual QList<std::pair<QString, QString>> valuesStartingWith(const QString &prefix) = 0;
    virtual bool setValue(const QString &key, const QString &value) = 0;
    virtual bool remove(const QString &key) = 0;
    // Why the last write failed (empty when it did not).
    virtual QString lastError() const = 0;

    virtual StoredConnection connection() = 0;
    // Changes only the fields given, in one transaction.
    virtual bool updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                                  const std::optional<QString> &integrationKey) = 0;

protected:
    SettingsStore() = default;
    SettingsStore(const SettingsStore &) = delete;
    SettingsStore &operator=(const SettingsStore &) = delete;
};

} // namespace dd
