#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `team worker --server CONNINFO …`: the team's one worker (core/server/worker/teamworker.h),
// active or standing by, until SIGINT or SIGTERM. `arguments` are those after `team worker`;
// returns an ExitStatus.
int runTeamWorker(const QStringList &arguments, CliOutput &io);

} // namespace dd::cli
