#include "app/cli/commands.h"

#include "app/cli/apicommand.h"

namespace dd::cli {

// Each command file defines one `CliCommand xxxCommand();` declared here and listed below.

QList<CliCommand> allCommands()
{
    return {apiCommand()};
}

} // namespace dd::cli
