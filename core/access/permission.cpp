#include "core/access/permission.h"

using namespace Qt::StringLiterals;

namespace dd::access {

bool permits(Role role, Permission permission)
{
    switch (role) {
    case Role::Manager:
        return true;
    case Role::Support:
        switch (permission) {
        case Permission::Capture:
        case Permission::Refund:
        case Permission::CancelRefund:
        case Permission::CancelPayment:
        case Permission::CreatePayment:
        case Permission::Import:
            return true;
        case Permission::Export:
        case Permission::Settings:
        case Permission::ManageOperators:
        case Permission::Approve:
            return false;
        }
        return false;
    case Role::Finance:
        return permission == Permission::Export;
    }
    return false;
}

QList<Permission> allPermissions()
{
    return {Permission::Capture, Permission::Refund,   Permission::CancelRefund,    Permission::CancelPayment,
            Permission::CreatePayment, Permission::Import, Permission::Export, Permission::Settings,
            Permission::ManageOperators, Permission::Approve};
}

QList<Role> allRoles() { return {Role::Finance, Role::Support, Role::Manager}; }

QString roleCode(Role role)
{
    switch (role) {
    case Role::Finance: return u"finance"_s;
    case Role::Support: return u"support"_s;
    case Role::Manager: return u"manager"_s;
    }
    return {};
}

std::optional<Role> roleFromCode(const QString &code)
{
    for (Role role : allRoles()) {
        if (code.compare(roleCode(role), Qt::CaseInsensitive) == 0)
            return role;
    }
    return std::nullopt;
}

QString permissionCode(Permission permission)
{
    switch (permission) {
    case Permission::Capture: return u"capture"_s;
    case Permission::Refund: return u"refund"_s;
    case Permission::CancelRefund: return u"cancel_refund"_s;
    case Permission::CancelPayment: return u"cancel_payment"_s;
    case Permission::CreatePayment: return u"create_payment"_s;
    case Permission::Import: return u"import"_s;
    case Permission::Export: return u"export"_s;
    case Permission::Settings: return u"settings"_s;
    case Permission::ManageOperators: return u"manage_operators"_s;
    case Permission::Approve: return u"approve"_s;
    }
    return {};
}

QString Names::role(Role role)
{
    switch (role) {
    case Role::Finance: return tr("Finance");
    case Role::Support: return tr("Support");
    case Role::Manager: return tr("Manager");
    }
    return {};
}

QString Names::permission(Permission permission)
{
    switch (permission) {
    case Permission::Capture: return tr("capture a payment");
    case Permission::Refund: return tr("refund a payment");
    case Permission::CancelRefund: return tr("cancel a refund");
    case Permission::CancelPayment: return tr("cancel a payment");
    case Permission::CreatePayment: return tr("create a payment");
    case Permission::Import: return tr("look up or import payments");
    case Permission::Export: return tr("export reports or the audit trail");
    case Permission::Settings: return tr("change settings");
    case Permission::ManageOperators: return tr("manage operators");
    case Permission::Approve: return tr("approve or reject refunds");
    }
    return {};
}

} // namespace dd::access
