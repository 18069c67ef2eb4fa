#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `team operator add|remove|role --server CONNINFO --login LOGIN …`: a Manager adds, removes and
// moves the team's operators, which are logins of the team server (PostgreSQL), without CREATEROLE.
// `arguments` are those after `team operator`; returns an ExitStatus.
int runTeamOperator(const QStringList &arguments, CliOutput &io);

} // namespace dd::cli
