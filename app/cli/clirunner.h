#pragma once

#include <QStringList>
#include <QTextStream>

namespace dd::cli {

// directdesk-cli as a call: `arguments` are those after the program name (--lang already taken
// out), the answer goes to `out`, problems and prompts to `err`. Returns the exit status
// (app/cli/exitstatus.h). The program passes stdout and stderr; tests pass strings.
int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace dd::cli
