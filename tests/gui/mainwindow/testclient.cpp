#include "testclient.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"

namespace dd::test {

DirectApiClient *makeClient(QNetworkAccessManager *network, const QUrl &baseUrl, const QString &key, QObject *parent)
{
    ConnectionSettings settings;
    settings.baseUrl = baseUrl;
    settings.transferTimeoutMs = 5'000;
    return new DirectApiClient(network, settings, std::make_shared<IntegrationKeyAuthenticator>(SecretText(key)), {},
                               parent);
}

} // namespace dd::test
