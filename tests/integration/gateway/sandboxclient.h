#pragma once

// The Direct API client wired to a fresh directdesk-sandbox process over loopback HTTP.
#include "core/gateway/directapiclient.h"
#include "support/sandboxprocess.h"

#include <QNetworkAccessManager>

namespace dd::test {

class SandboxClient
{
public:
    explicit SandboxClient(const QStringList &sandboxArguments = {}, int transferTimeoutMs = 5000)
        : m_sandbox(sandboxArguments),
          m_client(&m_network, settings(m_sandbox.baseUrl(), transferTimeoutMs),
                   std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_sandbox.integrationKey())))
    {
    }

    bool isReady() const { return m_sandbox.isReady(); }
    QString errorString() const { return m_sandbox.errorString(); }
    DirectApiClient &client() { return m_client; }
    SandboxProcess &sandbox() { return m_sandbox; }
    GatewayResult run(GatewayCall *call) { return DirectApiClient::wait(call); }

    // /sandbox/stats: requests and effects per path, payments and refunds in the ledger.
    QJsonObject stats() const { return m_sandbox.post(QStringLiteral("/sandbox/stats"), {}); }
    qint64 requests(const QString &path) const
    {
        return stats().value(u"requests").toObject().value(path).toInteger();
    }
    qint64 effects(const QString &path) const
    {
        return stats().value(u"effects").toObject().value(path).toInteger();
    }
    qint64 gatewayRequests() const
    {
        qint64 total = 0;
        const QJsonObject all = stats().value(u"requests").toObject();
        for (auto it = all.begin(); it != all.end(); ++it)
            if (it.key().startsWith(u"/ws/"))
                total += it.value().toInteger();
        return total;
    }
    bool addFault(const QJsonObject &rule) const
    {
        return m_sandbox.post(QStringLiteral("/sandbox/faults"), rule).value(u"status").toString() == u"SUCCESS";
    }
    void clearFaults() const { m_sandbox.post(QStringLiteral("/sandbox/faults/clear"), {}); }
    QJsonObject simulate(const QString &path, const QJsonObject &body) const { return m_sandbox.post(path, body); }

    static ConnectionSettings settings(const QUrl &base, int transferTimeoutMs)
    {
        ConnectionSettings s;
        s.baseUrl = base;
        s.transferTimeoutMs = transferTimeoutMs;
        s.retryBaseDelayMs = 20;
        s.retryMaxDelayMs = 100;
        return s;
    }

private:
    SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    DirectApiClient m_client;
};

} // namespace dd::test
