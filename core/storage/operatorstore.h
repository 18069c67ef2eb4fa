#pragma once

#include "core/access/permission.h"

#include <QList>
#include <QString>

#include <optional>

namespace dd::access {

// A person who unlocks the store with their own passphrase (a key slot, identified by its id).
struct Operator
{
    QString slotId;
    QString name;
    Role role = Role::Finance;
    qint64 createdAtMs = 0;
    friend bool operator==(const Operator &, const Operator &) = default;
};

// The operators and their roles: the only place a role is read from, so an edit of the
// unencrypted key-slot file cannot change who is who.
class OperatorStore
{
public:
    virtual ~OperatorStore() = default;

    virtual QList<Operator> all() = 0;
    virtual std::optional<Operator> bySlotId(const QString &slotId) = 0;
    virtual std::optional<Operator> byName(const QString &name) = 0;
    virtual bool add(const Operator &op) = 0;
    // Every one of `operators` or none (one transaction): the first operators of an older store.
    virtual bool addAll(const QList<Operator> &operators) = 0;
    virtual bool remove(const QString &slotId) = 0;
    virtual bool setRole(const QString &slotId, Role role) = 0;
    virtual int count(std::optional<Role> role = std::nullopt) = 0;
    // Why the last write failed (empty when it did not).
    virtual QString lastError() const = 0;

protected:
    OperatorStore() = default;
    OperatorStore(const OperatorStore &) = delete;
    OperatorStore &operator=(const OperatorStore &) = delete;
};

} // namespace dd::access
