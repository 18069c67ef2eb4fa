#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `listen [--address IP] [--port N]`: the optional local notification endpoint.
CliCommand listenCommand();

} // namespace dd::cli
