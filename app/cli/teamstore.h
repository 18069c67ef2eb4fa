#pragma once

#include "app/cli/accesscontext.h"
#include "app/cli/clioutput.h"
#include "core/domain/result.h"
#include "core/server/worker/workergateway.h"

#include <QString>
#include <QStringList>

#include <memory>

class QNetworkAccessManager;

namespace dd {
class DirectApiClient;
class StoreSession;
class Vault;
namespace server {
class PgStoreSession;
}
} // namespace dd

namespace dd::cli {

// What `audit verify` found in the audit segments imported into a team store (`team import`).
struct ImportedAuditCheck
{
    qint64 segments = 0;
    qint64 rowsChecked = 0;
    QStringList problems;   // translated, each naming its segment
    QString readProblem;    // the segments could not be read
};

// The store a command reads and writes: this computer's vault (--vault PATH, unlocked with the
// operator's passphrase) or the team server (--server CONNINFO, where the operator is the login
// and the server's group role gives the permissions). Either way the operator is signed in to the
// access guard every core service asks.
class CommandStore
{
public:
    CommandStore();
    ~CommandStore();
    CommandStore(const CommandStore &) = delete;
    CommandStore &operator=(const CommandStore &) = delete;

    // Opens the one given (exactly one of vaultPath and server is set) and signs the operator in;
    // prints why not and returns the exit status when it cannot (ExitOk when open).
    int open(CliOutput &io, const QString &vaultPath, const QString &slot, const QString &server);

    StoreSession &session();
    AccessContext &access() { return *m_access; }
    bool isTeam() const { return m_team != nullptr; }
    // The team store's own session (nothing on a vault).
    server::PgStoreSession *teamSession() { return m_team.get(); }
    // The unlocked vault (nothing on the team server).
    Vault *vault() { return m_vault.get(); }
    // The team store's imported audit segments, each verified; a vault has none.
    ImportedAuditCheck checkImportedAudit();

private:
    int openTeam(CliOutput &io, const QString &conninfo);

    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<server::PgStoreSession> m_team;
    std::unique_ptr<AccessContext> m_access;
};

struct CommandLine;

// A command that asks the gateway itself while working on the team server (`query`, `sync`,
// `reconcile` with --server) takes the integration key the way the team worker does, from this
// computer: --gateway-config FILE, else DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL). The
// team server never holds the key. The translated reason when there is none (or it is unusable).
Result<server::WorkerGateway, QString> gatewayOnThisComputer(const CommandLine &parsed);
// The client of that gateway, at its address or else the team store's, with the team's gateway limit
// (TeamGatewayTiming::load, read by the caller); the reason when neither address is usable.
Result<std::unique_ptr<DirectApiClient>, QString> teamGatewayClient(QNetworkAccessManager *network, StoreSession &team,
                                                                    const server::WorkerGateway &gateway,
                                                                    const server::TeamGatewayTiming &timing);
// The option's line for usage texts.
QString gatewayConfigUsage();

} // namespace dd::cli
