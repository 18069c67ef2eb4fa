#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `team init|migrate|status --server CONNINFO`: sets up and upgrades the team server's tables, as
// the database's owner.
CliCommand teamCommand();

} // namespace dd::cli
