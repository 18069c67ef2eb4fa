#include "core/sync/storedclient.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QCoreApplication>

namespace dd {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::StoredClient)
};
} // namespace

StoredClient clientFromCache(QNetworkAccessManager *network, StoreSession &cache, ConnectionSettings timing)
{
    StoredClient made;
    StoredConnection stored = cache.settings().connection();
    if (!stored.baseUrl.isValid() || stored.baseUrl.isEmpty()) {
        made.problem = Text::tr("The cache holds no gateway address: set it with `directdesk-cli config`.");
        return made;
    }
    if (stored.integrationKey.isEmpty()) {
        made.problem = Text::tr("The cache holds no integration key: set it with `directdesk-cli config`.");
        return made;
    }
    timing.baseUrl = stored.baseUrl;
    made.client = std::make_unique<DirectApiClient>(
        network, timing, std::make_shared<IntegrationKeyAuthenticator>(SecretText(stored.integrationKey)));
    stored.integrationKey.fill(u'\0');
    return made;
}

} // namespace dd
