#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `listen [--address IP] [--port N] [--gateway-certificate PEM [--remember-certificate]]`: the
// optional local notification endpoint, verifying the gateway's signature when given its certificate.
CliCommand listenCommand();

} // namespace dd::cli
