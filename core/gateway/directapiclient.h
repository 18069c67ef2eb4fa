#pragma once

#include "core/domain/requests.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/gatewaycall.h"

#include <QObject>

#include <memory>

class QNetworkAccessManager;

namespace dd {

// The Direct API client. Every method validates first (a request with a problem is never
// sent: the call finishes with a Validation error), fills in a generated merchant code where
// the caller gave none, then sends through the injected QNetworkAccessManager. Nothing blocks;
// wait() is a convenience for command-line tools.
//
// Qt 6.4 may silently send a POST again after a connection reset and offers no switch to stop
// it. Every create, capture and refund therefore carries a merchant code, so the gateway
// refuses a duplicate, and a reset on a write is reported as OutcomeUnknown.
class DirectApiClient : public QObject
{
    Q_OBJECT
public:
    DirectApiClient(QNetworkAccessManager *network, ConnectionSettings settings,
                    std::shared_ptr<const RequestAuthenticator> authenticator, GatewayCall::Clock clock = {},
                    QObject *parent = nullptr);

    const ConnectionSettings &settings() const { return m_settings; }
    void setSettings(const ConnectionSettings &settings) { m_settings = settings; }

    GatewayCall *createPayment(DirectRequest request);
    GatewayCall *query(const QueryRequest &request);
    GatewayCall *capture(CaptureRequest request);
    GatewayCall *cancel(const CancelRequest &request);
    GatewayCall *refund(RefundRequest request);
    GatewayCall *cancelRefund(const RefundCancelRequest &request);
    GatewayCall *availableEWallets(const EWalletListRequest &request);

    // Runs a local event loop until the call finishes and returns its result (CLI only: the
    // UI connects to GatewayCall::finished instead).
    static GatewayResult wait(GatewayCall *call);

    // The QNetworkRequest for one operation: URL, JSON content type, transfer timeout, no
    // HTTP/2, no redirects, TLS errors never ignored.
    QNetworkRequest networkRequest(GatewayOperation operation) const;

private:
    GatewayCall *send(GatewayOperation operation, QJsonObject body, OutgoingBody &secrets, GatewayCall::Setup setup);
    GatewayCall *refuse(GatewayOperation operation, GatewayError error);
    std::optional<GatewayError> connectionProblem() const;

    QNetworkAccessManager *m_network;
    ConnectionSettings m_settings;
    std::shared_ptr<const RequestAuthenticator> m_authenticator;
    GatewayCall::Clock m_clock;
};

} // namespace dd
