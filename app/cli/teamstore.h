#pragma once

#include "app/cli/accesscontext.h"
#include "app/cli/clioutput.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace dd {
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
    // The team store's imported audit segments, each verified; a vault has none.
    ImportedAuditCheck checkImportedAudit();

private:
    int openTeam(CliOutput &io, const QString &conninfo);

    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<server::PgStoreSession> m_team;
    std::unique_ptr<AccessContext> m_access;
};

} // namespace dd::cli
