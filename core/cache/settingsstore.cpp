#include "core/cache/settingsstore.h"

using namespace Qt::StringLiterals;

namespace dd {

namespace {
const QString EnvironmentKey = u"connection.environment"_s;
const QString BaseUrlKey = u"connection.base_url"_s;
const QString IntegrationKeyKey = u"connection.integration_key"_s;
} // namespace

VaultSettingsStore::VaultSettingsStore(cache::Database &database) : m_db(database) {}

std::optional<QString> VaultSettingsStore::value(const QString &key)
{
    cache::Statement select = m_db.prepare("SELECT value FROM settings WHERE key = ?");
    select.bind(1, key);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return select.columnText(0);
}

QList<std::pair<QString, QString>> VaultSettingsStore::valuesStartingWith(const QString &prefix)
{
    // substr(), not LIKE: a prefix may hold '%' or '_', and LIKE ignores case.
    cache::Statement select =
        m_db.prepare("SELECT key, value FROM settings WHERE substr(key, 1, length(?1)) = ?1 ORDER BY key");
    select.bind(1, prefix);
    QList<std::pair<QString, QString>> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append({select.columnText(0), select.columnText(1)});
    return result;
}

QString VaultSettingsStore::lastError() const { return m_db.lastError().message; }

bool VaultSettingsStore::setValue(const QString &key, const QString &value)
{
    cache::Statement upsert = m_db.prepare("INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)");
    upsert.bind(1, key).bind(2, value);
    return upsert.run();
}

bool VaultSettingsStore::remove(const QString &key)
{
    cache::Statement erase = m_db.prepare("DELETE FROM settings WHERE key = ?");
    erase.bind(1, key);
    return erase.run();
}

StoredConnection VaultSettingsStore::connection()
{
    StoredConnection settings;
    settings.environment = value(EnvironmentKey).value_or(QString());
    settings.baseUrl = QUrl(value(BaseUrlKey).value_or(QString()));
    settings.integrationKey = value(IntegrationKeyKey).value_or(QString());
    return settings;
}

bool VaultSettingsStore::updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                                     const std::optional<QString> &integrationKey)
{
    cache::Transaction transaction(m_db);
    if (!transaction.isActive())
        return false;
    if (environment && !setValue(EnvironmentKey, *environment))
        return false;
    if (baseUrl && !setValue(BaseUrlKey, baseUrl->toString()))
        return false;
    if (integrationKey && !setValue(IntegrationKeyKey, *integrationKey))
        return false;
    return !transaction.commit().has_value();
}

} // namespace dd
