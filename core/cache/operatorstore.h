#pragma once

#include "core/cache/database.h"
#include "core/storage/operatorstore.h"

namespace dd::access {

// The operators table of the vault (inside the encryption, unlike the key-slot file).
class VaultOperatorStore final : public OperatorStore
{
public:
    explicit VaultOperatorStore(cache::Database &database);

    QList<Operator> all() override;
    std::optional<Operator> bySlotId(const QString &slotId) override;
    std::optional<Operator> byName(const QString &name) override;
    bool add(const Operator &op) override;
    bool addAll(const QList<Operator> &operators) override;
    bool remove(const QString &slotId) override;
    bool setRole(const QString &slotId, Role role) override;
    int count(std::optional<Role> role = std::nullopt) override;
    QString lastError() const override;

private:
    // The operator of the one row `sql` selects by its one parameter, `value`.
    std::optional<Operator> findOne(const char *sql, const QString &value);
    // Keeps why a write failed (or forgets it when it did not); `written` as given.
    bool noted(bool written);

    cache::Database &m_db;
    QString m_lastError;
};

} // namespace dd::access
