#include "core/access/accessguard.h"

#include "core/storage/auditstore.h"

using namespace Qt::StringLiterals;

namespace dd::access {

QString AccessError::message() const
{
    switch (code) {
    case Code::Forbidden:
        return permission ? tr("Your role does not allow you to %1.").arg(Names::permission(*permission))
                          : tr("Your role does not allow this.");
    case Code::NotSignedIn: return tr("No operator is signed in.");
    case Code::UnknownOperator:
        return tr("This passphrase opens a key slot that belongs to no operator. A Manager adds operators "
                  "(Tools ▸ Operators or directdesk-cli operators add).");
    case Code::SelfApproval: return tr("Nobody may approve or reject their own request; another Manager must.");
    case Code::ReasonRequired: return tr("Give the reason for the rejection.");
    case Code::NoSuchRequest: return tr("There is no request with this number.");
    case Code::NotAwaiting: return tr("This request was decided already.");
    case Code::AlreadyAwaiting:
        return tr("Refund request %1 for this payment already waits for a Manager's approval. A Manager approves "
                  "or rejects it (Tools ▸ Approvals) before another refund is asked for; nothing was stored or sent.")
            .arg(detail);
    case Code::NameTaken: return tr("An operator with this name exists already.");
    case Code::NoSuchOperator: return tr("There is no operator with this name.");
    case Code::LastManager: return tr("The last Manager cannot be removed or given another role.");
    case Code::InvalidName: return tr("An operator's name needs 1 to 64 characters.");
    case Code::Vault: return detail;
    case Code::Storage: return tr("The cache could not be written: %1").arg(detail);
    }
    return detail;
}

AccessGuard::AccessGuard(AuditStore &audit) : m_audit(audit) {}

QString AccessGuard::actor(const QString &fallback) const { return m_operator ? m_operator->name : fallback; }

bool AccessGuard::allows(Permission permission) const { return m_operator && permits(m_operator->role, permission); }

AccessResult AccessGuard::require(Permission permission, const QString &action, const QJsonObject &parameters)
{
    if (allows(permission))
        return std::monostate();
    AccessError error{m_operator ? AccessError::Code::Forbidden : AccessError::Code::NotSignedIn, permission, {}};
    AuditEntry entry;
    entry.actor = actor(u"(nobody)"_s);
    entry.action = u"access_denied"_s;
    entry.parameters = parameters;
    entry.parameters.insert(u"attempted"_s, action);
    entry.parameters.insert(u"permission"_s, permissionCode(permission));
    if (m_operator)
        entry.parameters.insert(u"role"_s, roleCode(m_operator->role));
    entry.result = m_operator ? u"FORBIDDEN"_s : u"NOT_SIGNED_IN"_s;
    (void)m_audit.append(entry);
    return error;
}

} // namespace dd::access
