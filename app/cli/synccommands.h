#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `sync [--all]`, `import --codes FILE | --notifications FILE`, `query --hash H | --merchant-code C`:
// bring the encrypted cache up to date with the gateway (see the README's "Keeping payments current").
CliCommand syncCommand();
CliCommand importCommand();
CliCommand queryCommand();
// `capture`, `cancel`, `refund`, `cancel-refund`: each recorded as an intent before it is sent.
CliCommand captureCommand();
CliCommand cancelCommand();
CliCommand refundCommand();
CliCommand cancelRefundCommand();
// `refunds --from-csv FILE [--result FILE]`: bulk refunds, every row validated before any is sent.
CliCommand refundsCommand();
// `listen [--address IP] [--port N]`: the optional local notification endpoint.
CliCommand listenCommand();
// `queue list [--unknown] | queue retry (CODE | --all-unknown)`: the import queue and the codes the
// gateway does not know.
CliCommand queueCommand();

} // namespace dd::cli
