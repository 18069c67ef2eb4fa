#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `reconcile --orders FILE (--mapping NAME | --column FIELD=HEADER …)`: the shop's orders against
// the cached payments and the gateway; exit 0 when everything matches, 13 when something differs.
CliCommand reconcileCommand();

} // namespace dd::cli
