#pragma once

#include "core/domain/result.h"
#include "core/storage/paymentstore.h"

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

// Why a stored setting cannot be used: it could not be read (the server gone, a permission: worth
// reading again, never the default in its place), or what is stored is not a value (reported until
// a good one is stored).
struct StoredSettingProblem
{
    bool unreadable = false;
    QString message;
};

// Named settings kept with the data they configure (not in QSettings).
class SettingsStore
{
public:
    virtual ~SettingsStore() = default;

    // The value of `key`, nothing when it is not set, or why it could not be read (the server gone,
    // a permission): a failed read is never taken for an unset key, so a caller does not silently
    // fall back to a default.
    virtual Result<std::optional<QString>, StoreError> read(const QString &key) = 0;
    // For a caller to whom an unreadable setting is as good as an unset one: a default follows
    // either way and nothing depends on telling them apart.
    std::optional<QString> valueOrUnset(const QString &key)
    {
        const auto found = read(key);
        return found ? *found : std::nullopt;
    }
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
