#include "app/gatewayconnection.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/directapiclient.h"

#include <QCoreApplication>

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

void GatewayConnection::probe(QObject *context, std::function<void(bool, const QString &)> done)
{
    GatewayCall *call = m_client->availableEWallets(EWalletListRequest{QStringLiteral("br")});
    QObject::connect(call, &GatewayCall::finished, context, [call, done = std::move(done), name = m_description] {
        const GatewayResult &result = call->result();
        if (result) {
            done(true, name);
            return;
        }
        const GatewayError &error = result.error();
        const QString code = error.code.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(error.code);
        done(false, QCoreApplication::translate("dd::GatewayConnection", "%1: %2%3").arg(name, error.message(), code));
    });
}

} // namespace dd
