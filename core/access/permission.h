#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dd::access {

// What an operator is. Finance reads and exports; Support also acts on payments; Manager may do
// everything, including settings, operators and approvals.
enum class Role { Finance = 0, Support = 1, Manager = 2 };

enum class Permission {
    Capture,
    Refund,
    CancelRefund,
    CancelPayment,
    CreatePayment,
    Import,           // look payments up by hash or code, import lists of codes
    Export,           // reports, audit export
    Settings,         // connection, schedule, refund thresholds
    ManageOperators,  // add and remove operators, change roles
    Approve,          // approve or reject refunds awaiting approval
};

bool permits(Role role, Permission permission);
QList<Permission> allPermissions();
QList<Role> allRoles();

QString roleCode(Role role);                      // "finance", "support", "manager"
std::optional<Role> roleFromCode(const QString &code);
QString permissionCode(Permission permission);    // "capture", "refund", …

struct Names
{
    Q_DECLARE_TR_FUNCTIONS(dd::access::Names)
public:
    static QString role(Role role);               // translated
    static QString permission(Permission permission);
};

} // namespace dd::access
