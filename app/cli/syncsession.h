#pragma once

#include "app/cli/clicommand.h"
#include "app/cli/commandline.h"
#include "core/gateway/replymapper.h"
#include "core/sync/refreshworker.h"

#include <QHash>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QString>
#include <QStringList>

#include <memory>

namespace dd {
class DirectApiClient;
class OperationCall;
class PaymentOperations;
class StoreSession;
class Vault;
struct Payment;
} // namespace dd

namespace dd::cli {

struct AccessContext;

// The unlocked cache, a client for the stored connection and the operations service. On open,
// every open or outcome-unknown intent is resolved by query before anything else is sent.
class SyncSession
{
public:
    explicit SyncSession(CliOutput &io);
    ~SyncSession();
    // An exit status (ExitOk when open).
    int open(const CommandLine &arguments);
    StoreSession &cache();
    DirectApiClient &client() { return *m_client; }
    PaymentOperations &operations() { return *m_operations; }
    // The operator who unlocked (permissions, approvals).
    AccessContext &access() { return *m_access; }
    Vault &vault() { return *m_vault; }
    // How many intents open() resolved.
    int resolvedOnOpen() const { return m_resolvedOnOpen; }
    // Runs a refresh of these targets to the end.
    RefreshSummary refresh(const QList<RefreshTarget> &targets);
    // Waits for an operation call and hands back its result (the call is deleted). `answerNotStored`:
    // the gateway answered but the cache could not store it (the payment is marked for refresh).
    static GatewayResult wait(OperationCall *call, int *resolution = nullptr, bool *answerNotStored = nullptr);

private:
    CliOutput &m_io;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<AccessContext> m_access;
    QNetworkAccessManager m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<RefreshWorker> m_worker;
    int m_resolvedOnOpen = 0;
};

QJsonObject errorJson(const GatewayError &error);
QJsonObject paymentJson(const Payment &payment);
QJsonObject summaryJson(const RefreshSummary &summary);

} // namespace dd::cli
