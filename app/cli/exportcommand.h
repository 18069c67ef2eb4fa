#pragma once

#include "app/cli/clicommand.h"
#include "core/reports/reportrequest.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace dd::cli {

// `directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --what payments|refunds|both
// [--from DATE] [--to DATE] [--status …] [--method …] [--country …] [--currency …] [--columns …]
// [--tz ZONE] [--separator , | ;] [--decimal-mark . | ,] [--bom] --out FILE`: a report from the
// encrypted cache for scheduled jobs; prints one summary line on success.
CliCommand exportCommand();

struct ExportInvocation
{
    QString vaultPath;
    QString server;      // --server CONNINFO: the team server instead of the vault
    QString slot;
    ExportRequest request;
    bool help = false;
};

// The command line as a request, or why it is not one (translated).
std::optional<ExportInvocation> parseExportArguments(const QStringList &arguments, QString *problem);

} // namespace dd::cli
