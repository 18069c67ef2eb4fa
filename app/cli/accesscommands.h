#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// directdesk-cli operators list|add|remove|role|passwd --vault PATH …
CliCommand operatorsCommand();
// directdesk-cli approvals list|approve|reject|threshold --vault PATH …
CliCommand approvalsCommand();
// directdesk-cli audit verify|list|export --vault PATH …
CliCommand auditCommand();

} // namespace dd::cli
