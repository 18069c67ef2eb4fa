#pragma once

#include "app/cli/clioutput.h"
#include "app/cli/commandline.h"
#include "core/server/actionrequest.h"
#include "core/server/teamactiondesk.h"
#include "core/sync/operationcall.h"

#include <memory>
#include <optional>

namespace dd::cli {

class CommandStore;

// `capture`, `refund`, `cancel-refund` and `cancel` with --server: the desk holds no integration
// key, so the action is recorded on the team server for the team worker, which sends it; the
// command follows the request through the change feed (no polling) for up to --wait seconds and
// prints how it ended with the statuses the same command has on a vault.
class TeamAction
{
public:
    static constexpr int DefaultWaitSeconds = 60;
    static constexpr int LongestWaitSeconds = 86'400;

    explicit TeamAction(CliOutput &io);
    ~TeamAction();

    // Opens the team store for the operator's login and reads --wait; the exit status (ExitOk when open).
    int open(const CommandLine &parsed);
    // The payment as the team store holds it (the worker keeps it current), or the exit status.
    Result<Payment, int> payment(const QString &hash, bool json);
    // Input refused before anything was recorded: audited like a desk's own refusal.
    void recordRefusal(OperationCall::Action action, const QJsonObject &parameters, const FieldProblems &problems);
    // Records the request, waits for its outcome and prints it; the exit status.
    int ask(const server::ActionRequest &request, const Payment &payment, bool json, const QString &done);
    // Records the request after the desk's checks (role, validator, approval threshold) with its
    // audit row, printing nothing: the worker's request, a refund held for approval, or the refusal.
    Result<server::TeamActionDesk::Asked, server::ActionRequestRefusal> record(const server::ActionRequest &request,
                                                                             const Payment &payment);
    // A Manager approves a refund waiting for approval (TeamActionDesk::approve, as the window's
    // Approvals do): the worker sends it; waits for its outcome and prints it; the exit status.
    int approve(qint64 approvalId, bool json, const QString &done);
    // Follows these requests through the change feed until each has ended (or its outcome is
    // unknown), for at most --wait seconds in all; each as it was last read (none when it could not be).
    QHash<qint64, server::ActionRequest> waitForAll(const QList<qint64> &ids);
    int waitSeconds() const { return m_waitSeconds; }
    // The team store and its signed-in operator, once open.
    CommandStore &store() { return *m_store; }
    server::TeamActionDesk &desk() { return *m_desk; }

private:
    // Waits up to --wait seconds for the worker's outcome of request `id` and prints it.
    int follow(qint64 id, bool json, const QString &done);
    int report(const server::ActionRequest &request, bool json, const QString &done);

    CliOutput &m_io;
    std::unique_ptr<CommandStore> m_store;
    std::unique_ptr<server::TeamActionDesk> m_desk;
    QString m_conninfo;
    int m_waitSeconds = DefaultWaitSeconds;
};

// The options the action commands add for the team server, for their usage texts.
QString teamActionUsage();
// The exit status of a request the team server did not record: 3 held by another action or invalid,
// 11 the login's role, 9 the server failed.
int refusalStatus(server::ActionRequestRefusal::Reason reason);

} // namespace dd::cli
