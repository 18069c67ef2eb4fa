#pragma once

#include "core/access/accesserror.h"
#include "core/storage/operatorstore.h"
#include "core/domain/result.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <variant>

namespace dd {
class AuditStore;
}

namespace dd::access {

using AccessResult = Result<std::monostate, AccessError>;

// Who is working now, and the one place that says whether they may do something. Every service
// that writes (payment operations, imports, exports, settings, operators, approvals) asks it, so
// the GUI and the CLI obey the same rules; a refusal is an AccessError and an audit row.
class AccessGuard
{
public:
    explicit AccessGuard(AuditStore &audit);

    void signIn(Operator op) { m_operator = std::move(op); }
    void signOut() { m_operator.reset(); }
    const std::optional<Operator> &current() const { return m_operator; }
    // The audit trail's actor: the operator's name, or `fallback` when nobody is signed in.
    QString actor(const QString &fallback = {}) const;

    bool allows(Permission permission) const;
    // Refuses (typed error + audit row "access_denied") when nobody is signed in or the role does
    // not allow it. `action` names what was attempted ("refund", "export", …).
    AccessResult require(Permission permission, const QString &action, const QJsonObject &parameters = {});

    AuditStore &audit() { return m_audit; }

private:
    AuditStore &m_audit;
    std::optional<Operator> m_operator;
};

} // namespace dd::access
