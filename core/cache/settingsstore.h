#pragma once

#include "core/cache/database.h"
#include "core/storage/settingsstore.h"

namespace dd {

// The settings table of the vault.
class VaultSettingsStore final : public SettingsStore
{
public:
    explicit VaultSettingsStore(cache::Database &database);

    Result<std::optional<QString>, StoreError> read(const QString &key) override;
    QList<std::pair<QString, QString>> valuesStartingWith(const QString &prefix) override;
    bool setValue(const QString &key, const QString &value) override;
    bool remove(const QString &key) override;
    QString lastError() const override;

    StoredConnection connection() override;
    bool updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                          const std::optional<QString> &integrationKey) override;

private:
    cache::Database &m_db;
};

} // namespace dd
