#include "app/cli/commands.h"

namespace dd::cli {

// Each command file defines one `CliCommand xxxCommand();` declared here and listed below.

QList<CliCommand> allCommands()
{
    return {};
}

} // namespace dd::cli
