#include "app/cli/teamstore.h"

#include "app/cli/commandline.h"
#include "app/cli/exitstatus.h"
#include "app/cli/vaultcommand.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/domain/printable.h"
#include "core/gateway/directapiclient.h"
#include "core/storage/settingsstore.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamimportaudit.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::CommandStore)
};

} // namespace

CommandStore::CommandStore() = default;

CommandStore::~CommandStore()
{
    // The guard writes to the session's audit trail: it goes first.
    m_access.reset();
    m_team.reset();
    if (m_vault)
        m_vault->lock();
}

StoreSession &CommandStore::session()
{
    if (m_team)
        return *m_team;
    return *m_vault->session();
}

int CommandStore::open(CliOutput &io, const QString &vaultPath, const QString &slot, const QString &server)
{
    if (!server.isEmpty())
        return openTeam(io, server);
    m_vault = std::make_unique<Vault>(vaultPath);
    if (!unlockForCommand(io, *m_vault, slot))
        return ExitVault;
    m_access = signInForCommand(io, *m_vault);
    return m_access ? int(ExitOk) : int(ExitForbidden);
}

ImportedAuditCheck CommandStore::checkImportedAudit()
{
    ImportedAuditCheck check;
    if (!m_team)
        return check;
    const auto verified = server::ImportedSegments::verify(m_team->connection());
    if (!verified) {
        check.readProblem = printable(verified.error().message);
        return check;
    }
    check.segments = verified->segments;
    check.rowsChecked = verified->rowsChecked;
    for (const server::ImportedSegmentProblem &problem : verified->problems)
        check.problems.append(problem.message());
    return check;
}

int CommandStore::openTeam(CliOutput &io, const QString &conninfo)
{
    auto opened = server::PgStoreSession::open(conninfo);
    if (!opened) {
        io.problem(printable(opened.error().message));
        // A login that may not look into the team's schema is no operator of it; an unsafe or
        // unreadable address is refused before anything is sent.
        if (opened.error().sqlState == server::PgStoreSession::notAnOperator({}).sqlState)
            return ExitForbidden;
        return opened.error().kind == server::PgError::Kind::Refused ? ExitValidation : ExitVault;
    }
    m_team = std::move(opened).value();
    const std::optional<access::Role> role = m_team->role();
    const QString login = m_team->login();
    if (!role) {
        io.problem(printable(server::PgStoreSession::notAnOperator(login).message));
        return ExitForbidden;
    }
    const std::optional<access::Operator> recorded = m_team->operators().bySlotId(login);
    m_access = std::make_unique<AccessContext>();
    m_access->guard = std::make_unique<access::AccessGuard>(m_team->audit());
    m_access->guard->signIn(access::Operator{login, recorded ? recorded->name : login, *role,
                                             recorded ? recorded->createdAtMs : 0});
    return ExitOk;
}

Result<server::WorkerGateway, QString> gatewayOnThisComputer(const CommandLine &parsed)
{
    return server::WorkerGateway::read(parsed.value(QStringLiteral("--gateway-config")),
                                       QProcessEnvironment::systemEnvironment());
}

Result<std::unique_ptr<DirectApiClient>, QString> teamGatewayClient(QNetworkAccessManager *network, StoreSession &team,
                                                                    const server::WorkerGateway &gateway,
                                                                    const server::TeamGatewayTiming &timing)
{
    const Result<QUrl, QString> address = gateway.address(team.settings().connection().baseUrl);
    if (!address)
        return address.error();
    return server::workerGatewayClient(network, *address, gateway.integrationKey, timing);
}

QString gatewayConfigUsage()
{
    return Text::tr("  --gateway-config FILE  with --server, the gateway's key on this computer, as the team worker\n"
                    "                         takes it: {\"base_url\": \"https://…\", \"integration_key\": \"…\"};\n"
                    "                         without it DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL). The team\n"
                    "                         server never holds the key.\n");
}

} // namespace dd::cli
