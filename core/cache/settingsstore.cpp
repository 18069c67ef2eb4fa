#include "core/cache/settingsstore.h"

using namespace Qt::StringLiterals;

namespace dd {

namespace {
const QString EnvironmentKey = u"connection.environment"_s;
const QString BaseUrlKey = u"connection.base_url"_s;
const QString IntegrationKeyKey = u"connection.integration_key"_s;
} // namespace

VaultSettingsStore::VaultSettingsStore(cache::Database &database) : m_db(database) {}

Result<std::optional<QString>, StoreError> VaultSettingsStore::read(const QString &key)
{
    cache::Statement select = m_db.prepare("SELECT value FROM settings WHERE key = ?");
    select.bind(1, key);
    switch (select.step()) {
    case cache::Statement::Step::Row:
        return std::optional<QString>(select.columnText(0));
    case cache::Statement::Step::Done:
        return std::optional<QString>();
    case cache::Statement::Step::Failed:
        break;
    }
    return StoreError{StoreError::Kind::Storage, m_db.lastError().message};
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
    // An unreadable connection shows as none: nothing is sent without an address and a key.
    settings.environment = valueOrUnset(EnvironmentKey).value_or(QString());
    settings.baseUrl = QUrl(valueOrUnset(BaseUrlKey).value_or(QString()));
    settings.integrationKey = valueOrUnset(IntegrationKeyKey).value_or(QString());
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
