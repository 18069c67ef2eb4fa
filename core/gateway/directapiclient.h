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
// sent: the call finishes with a Validation error), fills in a generated merchant payment or
// capture code where the caller gave none (a merchant refund code is the caller's:
// PaymentOperations::withMerchantRefundCode), then sends through the injected
// QNetworkAccessManager. Nothing blocks; wait() is a convenience for command-line tools.
//
// Qt 6.4 may silently send a POST again after a connection reset and offers no switch to stop
// it. Every create, capture and refund therefore carries a merchant code (a refund's from its
// caller), so the gateway refuses a duplicate, and a reset on a write is reported as
// OutcomeUnknown. When the gateway refuses a write in a way a duplicate would cause (BP-DR-0 or
// BP-REF-9 on a code marked fresh, BP-CAP-4, a refused cancel), the client reads the payment
// back and reports success if the operation had in fact taken effect.
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
    GatewayCall *capture(const CaptureRequest &request);
    GatewayCall *cancel(const CancelRequest &request);
    GatewayCall *refund(RefundRequest request);
    GatewayCall *cancelRefund(const RefundCancelRequest &request);
    GatewayCall *availableEWallets(const EWalletListRequest &request);
    // After OutcomeUnknown: reads the payment back by the merchant code (or hash) the error
    // carries, so the caller learns whether the write took effect before sending anything else.
    GatewayCall *reconcile(const GatewayError &unknown);

    // Runs a local event loop until the call finishes and returns its result (CLI only: the
    // UI connects to GatewayCall::finished instead).
    static GatewayResult wait(GatewayCall *call);

    // The QNetworkRequest for one operation: URL, JSON content type, transfer timeout, no
    // HTTP/2, no redirects, TLS errors never ignored.
    QNetworkRequest networkRequest(GatewayOperation operation) const;

private:
    GatewayCall *send(GatewayOperation operation, QJsonObject body, OutgoingBody &secrets, GatewayCall::Setup setup);
    GatewayCall *refuse(GatewayOperation operation, GatewayError error);
    // After a gateway refusal that a duplicate send would also cause, read the payment back and
    // answer success when it shows the operation took effect; otherwise keep the refusal.
    GatewayCall::FollowUp readBack(const QueryRequest &query);
    std::function<GatewayCall::FollowUp(const GatewayResult &)>
    readBackOn(QueryRequest query, std::function<bool(const GatewayError &)> when,
               std::function<bool(const GatewayAnswer &)> accept, QString operation = {});
    std::function<GatewayCall::FollowUp(const GatewayResult &)>
    readBackRefund(QueryRequest query, AnswerParser::RefundHint refund, std::function<bool(const GatewayError &)> when,
                   std::function<bool(const Refund &)> accept);
    std::optional<GatewayError> connectionProblem() const;

    QNetworkAccessManager *m_network;
    ConnectionSettings m_settings;
    std::shared_ptr<const RequestAuthenticator> m_authenticator;
    GatewayCall::Clock m_clock;
};

} // namespace dd
