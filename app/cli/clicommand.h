#pragma once

#include "app/cli/clioutput.h"
#include "app/cli/exitstatus.h"

#include <QString>
#include <QStringList>

namespace dd::cli {

// One sub-command of directdesk-cli: `directdesk-cli <name> [arguments]`.
struct CliCommand
{
    QString name;
    QString summary;                                          // one line for `directdesk-cli --help`
    // The arguments after the command name; writes through `io`; returns an ExitStatus.
    int (*run)(const QStringList &arguments, CliOutput &io);
};

} // namespace dd::cli
