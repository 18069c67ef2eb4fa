#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `refunds --from-csv FILE [--result FILE]`: bulk refunds, every row validated before any is sent.
CliCommand refundsCommand();

} // namespace dd::cli
