#pragma once

#include "core/domain/result.h"
#include "core/domain/secrettext.h"
#include "core/gateway/connection.h"
#include "core/storage/settingsstore.h"

#include <QProcessEnvironment>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace dd {
class DirectApiClient;
class StoreSession;
} // namespace dd

namespace dd::server {

// How the team worker reaches the gateway: its base address and the integration key. The key never
// comes from the team store (which does not hold it in plaintext) but from the worker's own host:
//   - a file (--gateway-config FILE; the systemd unit hands it over with LoadCredential=, so it sits
//     in no world-readable file), a JSON object
//         {"base_url": "https://api.example", "integration_key": "…"}
//     where base_url may be left out (the team store's connection setting is used);
//   - else the environment: DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL, optional).
// The key is held as SecretText (wiped when dropped) and is never printed.
struct WorkerGateway
{
    QUrl baseUrl;   // empty: take the team store's
    SecretText integrationKey;

    static constexpr const char *KeyVariable = "DIRECTDESK_INTEGRATION_KEY";
    static constexpr const char *BaseUrlVariable = "DIRECTDESK_BASE_URL";

    // `file` empty: the environment. A translated reason when there is no usable key or the address
    // is refused (https:// only, except on loopback).
    static Result<WorkerGateway, QString> read(const QString &file, const QProcessEnvironment &environment);
    // The address to use given the team store's setting; a translated reason when none is usable.
    Result<QUrl, QString> address(const QUrl &stored) const;
};

// How long one gateway call of the team may take: the transfer timeout of every client the team's
// worker and command lines make (the team store's setting SettingKey, a Manager's; 30 s when unset),
// and from it the window in which a call sent by any of them may still be under way at the gateway
// (twice the limit: a gateway applies a request it received even after its caller stopped waiting).
// Nobody settles an action by query before its window has passed. Read once, when each starts.
struct TeamGatewayTiming
{
    static constexpr const char *SettingKey = "gateway.transfer_timeout_ms";
    static constexpr int ShortestMs = 1'000;
    static constexpr int LongestMs = 300'000;

    int transferTimeoutMs = ConnectionSettings::DefaultTransferTimeoutMs;

    int liveCallWindowMs() const { return 2 * transferTimeoutMs; }
    // A translated reason naming the stored value when it is not ShortestMs to LongestMs, or saying
    // why it could not be read (never the default in its place).
    static Result<TeamGatewayTiming, StoredSettingProblem> load(StoreSession &team);
};

// The worker's client of the gateway at `baseUrl`, signing with the key from this host. Made
// wherever the worker sends or queries (its refresh thread, its action executor).
std::unique_ptr<DirectApiClient> workerGatewayClient(QNetworkAccessManager *network, const QUrl &baseUrl,
                                                     const SecretText &integrationKey, const TeamGatewayTiming &timing);

} // namespace dd::server
