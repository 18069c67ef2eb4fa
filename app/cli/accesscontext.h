#pragma once

#include "app/cli/clioutput.h"
#include "core/access/accessguard.h"
#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"

#include <memory>

namespace dd {
class Vault;
}

namespace dd::cli {

// Who unlocked the cache for this command: the operator whose passphrase opened it, signed in to
// the guard every core service asks.
struct AccessContext
{
    std::unique_ptr<access::AccessGuard> guard;
    std::unique_ptr<access::OperatorDirectory> directory;
    std::unique_ptr<access::RefundApprovals> approvals;
};

// After unlockForCommand: signs the operator in; prints the error and returns nothing on failure.
std::unique_ptr<AccessContext> signInForCommand(CliOutput &io, Vault &vault);
// Prints the refusal and returns ExitForbidden when the operator may not do this.
int requireForCommand(CliOutput &io, AccessContext &access, access::Permission permission, const QString &action);
QString osUserName();

} // namespace dd::cli
