#pragma once

#include "ui/connectionchoice.h"
#include "ui/connectionform.h"

#include <QString>

#include <functional>
#include <memory>

class QNetworkAccessManager;
class QObject;

namespace dd {

class DirectApiClient;

// The Direct API client for the connection stored in the cache (the built-in sandbox resolves to
// the in-process server's address and key). Kept in its own file: the gateway's and the cache's
// headers both declare a `ConnectionSettings` and must not meet in one translation unit.
class GatewayConnection
{
public:
    GatewayConnection(QNetworkAccessManager *network, ConnectionChoice choice, const BuiltInSandboxAddress &builtIn);
    ~GatewayConnection();
    GatewayConnection(const GatewayConnection &) = delete;
    GatewayConnection &operator=(const GatewayConnection &) = delete;

    DirectApiClient &client() { return *m_client; }
    // "Built-in sandbox · 127.0.0.1:40123" for the status bar (never the key).
    const QString &description() const { return m_description; }
    // Asks the gateway for something harmless (Brazil's e-wallet list) to learn whether it answers
    // and accepts the key; `done` runs on `context`'s thread with a sentence for the status bar.
    void probe(QObject *context, std::function<void(bool reachable, const QString &text)> done);

private:
    std::unique_ptr<DirectApiClient> m_client;
    QString m_description;
};

} // namespace dd
