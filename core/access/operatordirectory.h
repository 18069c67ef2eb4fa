#pragma once

#include "core/access/accessguard.h"
#include "core/storage/operatorstore.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace dd {
class StoreSession;
class Vault;
} // namespace dd

namespace dd::access {

// Operators as key slots of the vault plus rows of the operators table. Every change is checked
// against the guard (ManageOperators, except changing one's own passphrase) and audited.
class OperatorDirectory
{
    Q_DECLARE_TR_FUNCTIONS(dd::access::OperatorDirectory)
public:
    OperatorDirectory(Vault &vault, StoreSession &session, AccessGuard &guard);

    // After Vault::unlock()/create(): who opened it. A cache without operators (created before
    // operators existed, or just now) makes the slot that opened a Manager named `osUser` and every
    // other existing slot a Manager named after the slot. Signs the operator in to the guard and
    // audits "sign_in"; compares the key-slot file's failed-attempt total with the last one seen.
    Result<Operator, AccessError> signIn(const QString &osUser);
    // Set by signIn() when the key-slot file's failure counter went backwards (it was edited).
    bool lockoutCounterTampered() const { return m_counterTampered; }
    qint64 failedUnlocksSinceLastSignIn() const { return m_failedSinceLast; }

    QList<Operator> operators();
    Result<Operator, AccessError> addOperator(const QString &name, Role role, const QString &passphrase,
                                              const QString &confirmation);
    AccessResult removeOperator(const QString &name);
    AccessResult changeRole(const QString &name, Role role);
    // Anyone, for themselves.
    AccessResult changeOwnPassphrase(const QString &oldPassphrase, const QString &newPassphrase,
                                     const QString &confirmation);
    // The operator a re-entered passphrase belongs to (approvals); a wrong one counts towards the lockout.
    Result<Operator, AccessError> operatorForPassphrase(const QString &passphrase);

private:
    void audit(const QString &action, const QJsonObject &parameters, const QString &result);
    AccessResult demotionAllowed(const Operator &op, std::optional<Role> newRole);

    Vault &m_vault;
    StoreSession &m_session;
    OperatorStore &m_store;
    AccessGuard &m_guard;
    bool m_counterTampered = false;
    qint64 m_failedSinceLast = 0;
};

} // namespace dd::access
