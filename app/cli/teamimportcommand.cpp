// `team import`: moving a vault into the team store.
#include "app/cli/teamimportcommand.h"

#include "app/cli/commandline.h"
#include "app/cli/exitstatus.h"
#include "app/cli/vaultcommand.h"
#include "core/cache/vault.h"
#include "core/domain/printable.h"
#include "core/server/pgconnection.h"
#include "core/teamimport/teamimport.h"
#include "core/server/teamschema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dd::cli {

namespace {

using server::PgError;
using server::VaultImportError;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::TeamCommand)
};

const QString Server = u"--server"_s;

QString usage()
{
    return Text::tr(
        "Usage: directdesk-cli team import --vault PATH --server CONNINFO [--slot NAME] [--json]\n"
        "Copies this computer's cache into the team store: payments with their answers and refunds,\n"
        "refund approvals, intents, the import queue, and the audit trail as a verifiable imported\n"
        "segment, all in one transaction. Running it again adds nothing twice. Run it as a Manager:\n"
        "--server signs in with the Manager's own login; the vault's passphrase comes from\n"
        "DIRECTDESK_PASSPHRASE or is asked without echo.\n"
        "  --json  one JSON object on standard output");
}

// The server's refusal of a login that is not a Manager is the role's (exit 11); an unsafe address
// is refused before sending (3); everything else is the server's or the way to it (9).
int exitStatusFor(const VaultImportError &error)
{
    switch (error.kind) {
    case VaultImportError::Kind::VaultTampered:
        return ExitTampered;
    case VaultImportError::Kind::VaultUnreadable:
        return ExitVault;
    case VaultImportError::Kind::Server:
        break;
    }
    if (error.server.kind == PgError::Kind::Statement && error.server.sqlState == "42501")
        return ExitForbidden;
    return error.server.kind == PgError::Kind::Refused ? ExitValidation : ExitVault;
}

void report(CliOutput &io, bool json, const server::VaultImportCounts &counts)
{
    const QJsonObject object{{u"payments_new"_s, counts.paymentsNew},     {u"payments_updated"_s, counts.paymentsUpdated},
                             {u"refunds_new"_s, counts.refundsNew},       {u"refunds_updated"_s, counts.refundsUpdated},
                             {u"approvals_new"_s, counts.approvalsNew},   {u"intents_new"_s, counts.intentsNew},
                             {u"queued_codes_new"_s, counts.codesNew},    {u"audit_rows_new"_s, counts.auditRowsNew},
                             {u"audit_segment"_s, counts.segmentId},      {u"audit_segment_rows"_s, counts.segmentRows},
                             {u"team_audit_row"_s, counts.teamAuditId}};
    const QString text =
        Text::tr("Imported %1 new and %2 updated payments, %3 new and %4 updated refunds, %5 refund approvals, "
                 "%6 intents and %7 queued codes. The vault's audit trail (%8 chained rows) is imported segment %9 "
                 "(%10 rows new); the team's audit row %11 records the import.")
            .arg(counts.paymentsNew)
            .arg(counts.paymentsUpdated)
            .arg(counts.refundsNew)
            .arg(counts.refundsUpdated)
            .arg(counts.approvalsNew)
            .arg(counts.intentsNew)
            .arg(counts.codesNew)
            .arg(counts.segmentRows)
            .arg(counts.segmentId)
            .arg(counts.auditRowsNew)
            .arg(counts.teamAuditId);
    io.report(json, object, text);
}

} // namespace

int runTeamImport(const QStringList &arguments, CliOutput &io)
{
    const CommandLine parsed = parseCommandLine(arguments, CommandLineRules{{Server}, {}, false, true, true, false});
    if (parsed.help)
        return io.help(usage());
    if (!parsed.problem.isEmpty())
        return io.usageError(parsed.problem, usage());
    if (parsed.value(Server).isEmpty())
        return io.usageError(Text::tr("Give the team server with --server."), usage());
    // The address before the passphrase: an unsafe one is refused without asking for anything.
    const auto address = server::readServerAddress(parsed.value(Server));
    if (!address) {
        io.problem(printable(address.error().message));
        return ExitValidation;
    }
    Vault vault(parsed.vault);
    if (!unlockForCommand(io, vault, parsed.slot))
        return ExitVault;
    auto connected = server::PgConnection::connect(*address);
    if (!connected) {
        io.problem(printable(connected.error().message));
        return connected.error().kind == PgError::Kind::Refused ? ExitValidation : ExitVault;
    }
    server::PgConnection connection = std::move(connected).value();
    const auto inspection = server::TeamSchema::inspect(connection);
    const QString versionProblem = inspection ? server::TeamSchema::versionProblem(*inspection) : inspection.error().message;
    if (!versionProblem.isEmpty()) {
        io.problem(printable(versionProblem));
        return ExitVault;
    }
    const auto imported = server::importVault(*vault.session(), QFileInfo(parsed.vault).fileName(), connection);
    vault.lock();
    if (!imported) {
        const int status = exitStatusFor(imported.error());
        if (status == ExitForbidden)
            io.problem(Text::tr("Only a Manager of the team may import a vault, and nothing was written (the server "
                                "said: %1).")
                           .arg(printable(imported.error().server.message)));
        else
            io.problem(printable(imported.error().message));
        return status;
    }
    report(io, parsed.json, *imported);
    return ExitOk;
}

} // namespace dd::cli
