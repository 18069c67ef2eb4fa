#pragma once

#include "app/cli/clicommand.h"

#include <QList>

namespace dd::cli {

// Each command lives in its own file under app/cli/ and is listed in commands.cpp.
QList<CliCommand> allCommands();

} // namespace dd::cli
