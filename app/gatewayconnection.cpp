#include "app/gatewayconnection.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/directapiclient.h"

namespace dd {

GatewayConnection::GatewayConnection(QNetworkAccessManager *network, ConnectionChoice choice,
                                     const BuiltInSandboxAddress &builtIn)
{
    const bool builtInSandbox = choice.isBuiltInSandbox();
    ConnectionSettings settings;
    settings.baseUrl = builtInSandbox ? builtIn.baseUrl : choice.baseUrl;
    const QString &key = builtInSandbox ? builtIn.integrationKey : choice.integrationKey;
    auto authenticator = std::make_shared<IntegrationKeyAuthenticator>(SecretText(key));
    choice.wipeKey();
    m_client = std::make_unique<DirectApiClient>(network, settings, std::move(authenticator));
    const BaseAddressPreset preset = presetForEnvironment(choice.environment);
    const QString host = settings.baseUrl.port() > 0
                             ? settings.baseUrl.host() + u':' + QString::number(settings.baseUrl.port())
                             : settings.baseUrl.host();
    m_description = BaseAddress::presetName(preset) + QStringLiteral(" · ") + host;
}

GatewayConnection::~GatewayConnection() = default;

} // namespace dd
