#pragma once

#include "core/access/permission.h"
#include "core/cache/database.h"

#include <QList>
#include <QString>

#include <optional>

namespace dd::access {

// A person who unlocks the cache with their own passphrase (a key slot, identified by its id).
struct Operator
{
    QString slotId;
    QString name;
    Role role = Role::Finance;
    qint64 createdAtMs = 0;
    friend bool operator==(const Operator &, const Operator &) = default;
};

// The operators table inside the encrypted database: the only place a role is read from, so an
// edit of the unencrypted key-slot file cannot change who is who.
class OperatorStore
{
public:
    explicit OperatorStore(cache::Database &database);

    QList<Operator> all();
    std::optional<Operator> bySlotId(const QString &slotId);
    std::optional<Operator> byName(const QString &name);
    bool add(const Operator &op);
    bool remove(const QString &slotId);
    bool setRole(const QString &slotId, Role role);
    int count(std::optional<Role> role = std::nullopt);

private:
    cache::Database &m_db;
};

} // namespace dd::access
