#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `team import --vault PATH --server CONNINFO [--json]`: a Manager moves a single-user cache into
// the team store (core/teamimport/teamimport.h). `arguments` are those after `team import`; returns an
// ExitStatus.
int runTeamImport(const QStringList &arguments, CliOutput &io);

} // namespace dd::cli
