#pragma once

#include "app/cli/clicommand.h"

namespace dd::cli {

// `team operator add|remove|role --server CONNINFO --login LOGIN …`: a Manager adds, removes and
// moves the team's operators, which are logins of the team server (PostgreSQL), without CREATEROLE.
// `arguments` are those after `team operator`; returns an ExitStatus.
// `list --json` prints {"operators": [{login, name, role, can_sign_in}, …]} for `team operator`,
// and the bare array for `operators list --server`, the shape `operators list --vault` prints
// (each row's name and role, and the team's login and can_sign_in beside them).
enum class OperatorListJson { Object, Array };
int runTeamOperator(const QStringList &arguments, CliOutput &io, OperatorListJson shape = OperatorListJson::Object);

struct CommandLine;

// `operators passwd --server CONNINFO`: the login of the connection changes its own password (the
// new one from DIRECTDESK_NEW_PASSPHRASE or asked twice), which reaches the server only as a
// SCRAM-SHA-256 verifier. `usage` is the calling command's; returns an ExitStatus.
int runTeamOwnPassword(const CommandLine &parsed, CliOutput &io, const QString &usage);

} // namespace dd::cli
