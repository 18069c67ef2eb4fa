#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `sync [--all]`, `import --codes FILE | --notifications FILE`, `query --hash H | --merchant-code C`:
// bring the encrypted cache up to date with the gateway (see the README's "Keeping payments current").
CliCommand syncCommand();
CliCommand importCommand();
CliCommand queryCommand();
} // namespace dd::cli
