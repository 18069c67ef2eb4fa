#pragma once

#include "app/cli/clicommand.h"
#include "app/cli/commandline.h"
#include "core/gateway/replymapper.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/refreshworker.h"

#include <QHash>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace dd {
class DirectApiClient;
class OperationCall;
class PaymentOperations;
class StoreSession;
class Vault;
namespace server {
class PgStoreSession;
}
struct Payment;
} // namespace dd

namespace dd::cli {

struct AccessContext;

class CommandStore;

// The store (the unlocked vault, or the team server with --server), a client of the gateway and the
// operations service. On a vault the client is the stored connection's; on the team server it is
// made from the key on this computer, as the team worker's (gatewayOnThisComputer): without one the
// command stops before connecting, unless the gateway is optional for it. On open, every open or
// outcome-unknown intent is resolved by query before anything else is sent (on the team server,
// not those recorded in the last minute: they may be the team worker's calls under way).
class SyncSession
{
public:
    enum class Gateway { Required, Optional };

    explicit SyncSession(CliOutput &io);
    ~SyncSession();
    // An exit status (ExitOk when open).
    int open(const CommandLine &arguments, Gateway gateway = Gateway::Required);
    StoreSession &cache();
    bool isTeam() const;
    // Only with Gateway::Optional can there be none; then `gatewayProblem` says why.
    bool hasClient() const { return m_client != nullptr; }
    QString gatewayProblem() const { return m_gatewayProblem; }
    DirectApiClient &client() { return *m_client; }
    PaymentOperations &operations() { return *m_operations; }
    // The operator who unlocked or signed in (permissions, approvals).
    AccessContext &access();
    // The unlocked vault; nothing on the team server.
    Vault *vault();
    // The team store's session with --server; nothing on a vault.
    server::PgStoreSession *teamSession();
    // How many intents open() resolved.
    int resolvedOnOpen() const { return m_resolvedOnOpen; }
    // Runs a refresh of these targets to the end.
    RefreshSummary refresh(const QList<RefreshTarget> &targets);
    // Waits for an operation call and hands back its result (the call is deleted). `answerNotStored`:
    // the gateway answered but the cache could not store it (the payment is marked for refresh).
    static GatewayResult wait(OperationCall *call, int *resolution = nullptr, bool *answerNotStored = nullptr);

private:
    int openClient(Gateway gateway, const std::optional<server::WorkerGateway> &key);
    void resolveIntents();

    CliOutput &m_io;
    std::unique_ptr<CommandStore> m_store;
    QNetworkAccessManager m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<RefreshWorker> m_worker;
    QString m_gatewayProblem;
    server::TeamGatewayTiming m_timing;   // the team store's; unused on a vault
    int m_resolvedOnOpen = 0;
};

QJsonObject errorJson(const GatewayError &error);
QJsonObject paymentJson(const Payment &payment);
QJsonObject summaryJson(const RefreshSummary &summary);

} // namespace dd::cli
