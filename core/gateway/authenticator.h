#pragma once

#include "core/domain/secrettext.h"
#include "core/gateway/outgoingbody.h"

#include <QByteArrayView>
#include <QJsonObject>
#include <QNetworkRequest>

namespace dd {

// How a request proves who the merchant is. Today: `integration_key` in the body. A signed
// header (a detached JWS in `X-JWS-Signature`) can be added as a second implementation.
class RequestAuthenticator
{
public:
    virtual ~RequestAuthenticator() = default;
    // Adds what belongs in the body, before it is serialized.
    virtual void addToBody(QJsonObject &body, OutgoingBody &secrets) const = 0;
    // Adds headers that depend on the serialized body (signatures).
    virtual void signRequest(QNetworkRequest &request, QByteArrayView body) const = 0;
    // For logs and the UI: never the secret itself.
    virtual QString maskedIdentity() const = 0;
};

class IntegrationKeyAuthenticator final : public RequestAuthenticator
{
public:
    explicit IntegrationKeyAuthenticator(SecretText integrationKey) : m_key(std::move(integrationKey)) {}
    void addToBody(QJsonObject &body, OutgoingBody &secrets) const override;
    void signRequest(QNetworkRequest &, QByteArrayView) const override {}
    QString maskedIdentity() const override;
    bool isEmpty() const { return m_key.isEmpty(); }

private:
    SecretText m_key;
};

// "***1234": the integration key as its last four characters.
QString maskedIntegrationKey(QStringView key);

} // namespace dd
