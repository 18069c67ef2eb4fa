#include "app/cli/commands.h"

#include "app/cli/accesscommands.h"
#include "app/cli/actioncommands.h"
#include "app/cli/apicommand.h"
#include "app/cli/configcommand.h"
#include "app/cli/bulkrefundcommand.h"
#include "app/cli/exportcommand.h"
#include "app/cli/listencommand.h"
#include "app/cli/queuecommand.h"
#include "app/cli/reconcilecommand.h"
#include "app/cli/synccommands.h"
#include "app/cli/teamcommand.h"
#include "app/cli/vaultcommand.h"

namespace dd::cli {

// Every command, in the order `directdesk-cli --help` lists them; each is declared in the header of
// the file that defines it.

QList<CliCommand> allCommands()
{
    return {apiCommand(), vaultCommand(), configCommand(), exportCommand(),
            syncCommand(), importCommand(), queryCommand(), captureCommand(), cancelCommand(), refundCommand(), refundsCommand(),
            cancelRefundCommand(), listenCommand(), queueCommand(), reconcileCommand(), operatorsCommand(), approvalsCommand(),
            auditCommand(), teamCommand()};
}

} // namespace dd::cli
