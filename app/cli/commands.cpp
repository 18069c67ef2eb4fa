#include "app/cli/commands.h"

#include "app/cli/accesscommands.h"
#include "app/cli/apicommand.h"
#include "app/cli/configcommand.h"
#include "app/cli/exportcommand.h"
#include "app/cli/synccommands.h"
#include "app/cli/vaultcommand.h"

namespace dd::cli {

// Each command file defines one `CliCommand xxxCommand();` declared here and listed below.

QList<CliCommand> allCommands()
{
    return {apiCommand(), vaultCommand(), configCommand(), exportCommand(),
            syncCommand(), importCommand(), queryCommand(), captureCommand(), cancelCommand(), refundCommand(), refundsCommand(),
            cancelRefundCommand(), listenCommand(), queueCommand(), operatorsCommand(), approvalsCommand(), auditCommand()};
}

} // namespace dd::cli
