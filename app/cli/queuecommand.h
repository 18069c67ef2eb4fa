#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `queue list [--unknown] | queue retry (--code C | --all-unknown)`: the import queue and the codes
// the gateway does not know.
CliCommand queueCommand();

} // namespace dd::cli
