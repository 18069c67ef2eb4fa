#include "core/access/operatordirectory.h"

#include "core/cache/vault.h"
#include "core/storage/auditstore.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QDateTime>
#include <QSet>

using namespace Qt::StringLiterals;

namespace dd::access {

namespace {

constexpr auto FailuresSeenKey = "access.failed_unlocks_seen"_L1;

AccessError vaultError(const VaultError &error) { return {AccessError::Code::Vault, std::nullopt, error.message()}; }

AccessError storageError(const OperatorStore &store)
{
    return {AccessError::Code::Storage, std::nullopt, store.lastError()};
}

// `wanted`, or with "-2", "-3" … when one of `taken` has it.
QString uniqueName(const QSet<QString> &taken, const QString &wanted)
{
    QString name = wanted.trimmed().isEmpty() ? u"manager"_s : wanted.trimmed().left(64);
    for (int n = 2; taken.contains(name); ++n)
        name = wanted.trimmed().left(60) + u"-"_s + QString::number(n);
    return name;
}

} // namespace

OperatorDirectory::OperatorDirectory(Vault &vault, StoreSession &session, AccessGuard &guard)
    : m_vault(vault), m_session(session), m_store(session.operators()), m_guard(guard)
{
}

void OperatorDirectory::audit(const QString &action, const QJsonObject &parameters, const QString &result)
{
    AuditEntry entry;
    entry.actor = m_guard.actor(u"(nobody)"_s);
    entry.action = action;
    entry.parameters = parameters;
    entry.result = result;
    (void)m_session.audit().append(entry);
}

Result<Operator, AccessError> OperatorDirectory::signIn(const QString &osUser)
{
    m_guard.signOut();
    const QString slotId = m_vault.unlockedSlotId();
    if (slotId.isEmpty())
        return AccessError{AccessError::Code::NotSignedIn, std::nullopt, {}};
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_store.count() == 0) {
        auto slotList = m_vault.keySlots();
        if (!slotList)
            return vaultError(slotList.error());
        // The store has no operator yet: the names to keep apart are those of this batch.
        QList<Operator> first;
        QSet<QString> names;
        for (const KeySlotInfo &slot : slotList.value()) {
            const bool opened = slot.id == slotId;
            const Operator op{slot.id, uniqueName(names, opened ? osUser : slot.name), Role::Manager, now};
            names.insert(op.name);
            first.append(op);
        }
        if (!m_store.addAll(first))
            return storageError(m_store);
        audit(u"operators_migrated"_s, {{u"operators"_s, static_cast<qint64>(slotList->size())}}, u"SUCCESS"_s);
    }
    std::optional<Operator> op = m_store.bySlotId(slotId);
    if (!op) {
        audit(u"sign_in"_s, {{u"slot"_s, m_vault.unlockedSlotName()}}, u"UNKNOWN_OPERATOR"_s);
        return AccessError{AccessError::Code::UnknownOperator, std::nullopt, {}};
    }
    m_guard.signIn(*op);

    // The failure counter in the key-slot file cannot be authenticated; its monotonic total can be
    // compared with what this database saw last time.
    const qint64 total = m_vault.failedAttemptsTotal();
    // Unreadable counts as none seen: the failures are then reported again, never hidden.
    const qint64 seen = m_session.settings().valueOrUnset(FailuresSeenKey).value_or(u"0"_s).toLongLong();
    m_counterTampered = total < seen;
    m_failedSinceLast = m_counterTampered ? 0 : total - seen;
    if (m_counterTampered)
        audit(u"key_file_tampered"_s, {{u"failed_unlocks_total"_s, total}, {u"last_seen"_s, seen}}, u"DETECTED"_s);
    else if (m_failedSinceLast > 0)
        audit(u"failed_unlocks"_s, {{u"count"_s, m_failedSinceLast}}, u"SEEN"_s);
    m_session.settings().setValue(FailuresSeenKey, QString::number(total));
    audit(u"sign_in"_s, {{u"role"_s, roleCode(op->role)}}, u"SUCCESS"_s);
    return *op;
}

QList<Operator> OperatorDirectory::operators() { return m_store.all(); }

Result<Operator, AccessError> OperatorDirectory::addOperator(const QString &name, Role role, const QString &passphrase,
                                                             const QString &confirmation)
{
    const QJsonObject parameters{{u"name"_s, name}, {u"role"_s, roleCode(role)}};
    if (auto allowed = m_guard.require(Permission::ManageOperators, u"operator_add"_s, parameters); !allowed)
        return allowed.error();
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 64)
        return AccessError{AccessError::Code::InvalidName, std::nullopt, {}};
    if (m_store.byName(trimmed))
        return AccessError{AccessError::Code::NameTaken, std::nullopt, {}};
    // The slot's name is the operator's id-free label; the id binds it to the operators row.
    QString slotName = trimmed;
    auto existing = m_vault.keySlotNames();
    if (!existing)
        return vaultError(existing.error());
    for (int n = 2; existing->contains(slotName); ++n)
        slotName = trimmed + u"-"_s + QString::number(n);
    if (auto added = m_vault.addKeySlot(slotName, passphrase, confirmation); !added) {
        // A passphrase refused (too weak, or typed differently twice) is no failure of the key file.
        const VaultError::Code code = added.error().code;
        const bool refused = code == VaultError::Code::WeakPassphrase || code == VaultError::Code::PassphraseMismatch;
        audit(u"operator_add"_s, parameters, refused ? u"REFUSED"_s : u"VAULT_ERROR"_s);
        return vaultError(added.error());
    }
    QString slotId;
    if (auto slotList = m_vault.keySlots()) {
        for (const KeySlotInfo &slot : slotList.value()) {
            if (slot.name == slotName)
                slotId = slot.id;
        }
    }
    const Operator op{slotId, trimmed, role, QDateTime::currentMSecsSinceEpoch()};
    if (slotId.isEmpty() || !m_store.add(op)) {
        (void)m_vault.removeKeySlot(slotName);
        audit(u"operator_add"_s, parameters, u"STORAGE_ERROR"_s);
        return storageError(m_store);
    }
    audit(u"operator_add"_s, parameters, u"SUCCESS"_s);
    return op;
}

AccessResult OperatorDirectory::demotionAllowed(const Operator &op, std::optional<Role> newRole)
{
    if (op.role == Role::Manager && newRole != Role::Manager && m_store.count(Role::Manager) <= 1)
        return AccessError{AccessError::Code::LastManager, std::nullopt, {}};
    return std::monostate();
}

AccessResult OperatorDirectory::removeOperator(const QString &name)
{
    const QJsonObject parameters{{u"name"_s, name}};
    if (auto allowed = m_guard.require(Permission::ManageOperators, u"operator_remove"_s, parameters); !allowed)
        return allowed;
    std::optional<Operator> op = m_store.byName(name.trimmed());
    if (!op)
        return AccessError{AccessError::Code::NoSuchOperator, std::nullopt, {}};
    if (auto allowed = demotionAllowed(*op, std::nullopt); !allowed)
        return allowed;
    // The row first: a slot without a row opens nothing (UnknownOperator), a row without a slot is harmless.
    if (!m_store.remove(op->slotId))
        return storageError(m_store);
    if (auto removed = m_vault.removeKeySlotById(op->slotId); !removed && removed.error().code != VaultError::Code::NoSuchSlot) {
        audit(u"operator_remove"_s, parameters, u"VAULT_ERROR"_s);
        return vaultError(removed.error());
    }
    audit(u"operator_remove"_s, parameters, u"SUCCESS"_s);
    return std::monostate();
}

AccessResult OperatorDirectory::changeRole(const QString &name, Role role)
{
    const QJsonObject parameters{{u"name"_s, name}, {u"role"_s, roleCode(role)}};
    if (auto allowed = m_guard.require(Permission::ManageOperators, u"operator_role"_s, parameters); !allowed)
        return allowed;
    std::optional<Operator> op = m_store.byName(name.trimmed());
    if (!op)
        return AccessError{AccessError::Code::NoSuchOperator, std::nullopt, {}};
    if (auto allowed = demotionAllowed(*op, role); !allowed)
        return allowed;
    if (!m_store.setRole(op->slotId, role))
        return storageError(m_store);
    if (m_guard.current() && m_guard.current()->slotId == op->slotId) {
        op->role = role;
        m_guard.signIn(*op);
    }
    audit(u"operator_role"_s, parameters, u"SUCCESS"_s);
    return std::monostate();
}

AccessResult OperatorDirectory::changeOwnPassphrase(const QString &oldPassphrase, const QString &newPassphrase,
                                                    const QString &confirmation)
{
    if (!m_guard.current())
        return AccessError{AccessError::Code::NotSignedIn, std::nullopt, {}};
    auto slotList = m_vault.keySlots();
    if (!slotList)
        return vaultError(slotList.error());
    QString slotName;
    for (const KeySlotInfo &slot : slotList.value()) {
        if (slot.id == m_guard.current()->slotId)
            slotName = slot.name;
    }
    if (slotName.isEmpty())
        return AccessError{AccessError::Code::UnknownOperator, std::nullopt, {}};
    if (auto changed = m_vault.changePassphrase(oldPassphrase, newPassphrase, confirmation, slotName); !changed) {
        audit(u"passphrase_change"_s, {}, u"REFUSED"_s);
        return vaultError(changed.error());
    }
    audit(u"passphrase_change"_s, {}, u"SUCCESS"_s);
    return std::monostate();
}

Result<Operator, AccessError> OperatorDirectory::operatorForPassphrase(const QString &passphrase)
{
    auto slotId = m_vault.slotIdForPassphrase(passphrase);
    if (!slotId)
        return vaultError(slotId.error());
    std::optional<Operator> op = m_store.bySlotId(slotId.value());
    if (!op)
        return AccessError{AccessError::Code::UnknownOperator, std::nullopt, {}};
    return *op;
}

} // namespace dd::access
