#pragma once

#include "app/cli/clicommand.h"
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
class Vault;
struct Payment;
} // namespace dd

namespace dd::cli {

struct AccessContext;

// Options every sync command takes: --vault PATH [--slot NAME] [--json]; the rest is the
// command's own `--name value` pairs and bare flags.
struct SyncArguments
{
    QString vault;
    QString slot;
    bool json = false;
    bool help = false;
    QHash<QString, QString> values;   // "--hash" → "…"
    QStringList flags;                // "--all"
    QString problem;
};
SyncArguments parseSyncArguments(const QStringList &arguments, const QStringList &valueOptions,
                                 const QStringList &flagOptions);

// The unlocked cache, a client for the stored connection and the operations service. On open,
// every open or outcome-unknown intent is resolved by query before anything else is sent.
class SyncSession
{
public:
    SyncSession();
    ~SyncSession();
    // An exit status (ExitOk when open).
    int open(const SyncArguments &arguments);
    CacheSession &cache();
    DirectApiClient &client() { return *m_client; }
    PaymentOperations &operations() { return *m_operations; }
    // The operator who unlocked (permissions, approvals).
    AccessContext &access() { return *m_access; }
    Vault &vault() { return *m_vault; }
    // How many intents open() resolved.
    int resolvedOnOpen() const { return m_resolvedOnOpen; }
    // Runs a refresh of these targets to the end.
    RefreshSummary refresh(const QList<RefreshTarget> &targets);
    // Waits for an operation call and hands back its result (the call is deleted).
    static GatewayResult wait(OperationCall *call, int *resolution = nullptr);

private:
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<AccessContext> m_access;
    QNetworkAccessManager m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<RefreshWorker> m_worker;
    int m_resolvedOnOpen = 0;
};

int exitStatusFor(const GatewayError &error);
QJsonObject errorJson(const GatewayError &error);
QJsonObject paymentJson(const Payment &payment);
QJsonObject summaryJson(const RefreshSummary &summary);
// Prints `object` as one JSON line (with --json) or `text`.
void report(bool json, const QJsonObject &object, const QString &text);
int usageError(const QString &problem, const QString &usage);

} // namespace dd::cli
