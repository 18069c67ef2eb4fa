#include "app/syncwiring.h"

#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storeopener.h"
#include "core/sync/refreshservice.h"
#include "core/sync/storedclient.h"
#include "ui/connectionchoice.h"
#include "ui/mainwindow.h"
#include "ui/sync/synccontroller.h"

#include <QDateTime>

namespace dd {

namespace {

// Called on the refresh thread with its own session: the connection stored in the cache, the
// built-in sandbox resolved to the in-process server (as GatewayConnection does for the window).
RefreshService::ClientFactory clientsFor(const BuiltInSandboxAddress &builtIn)
{
    return [builtIn](QNetworkAccessManager *network, StoreSession &cache) -> std::unique_ptr<DirectApiClient> {
        StoredConnection stored = cache.settings().connection();
        stored.integrationKey.fill(u'\0');
        ConnectionChoice choice;
        choice.environment = stored.environment;
        if (!choice.isBuiltInSandbox())
            return clientFromCache(network, cache).client;
        ConnectionSettings settings;
        settings.baseUrl = builtIn.baseUrl;
        return std::make_unique<DirectApiClient>(
            network, settings, std::make_shared<IntegrationKeyAuthenticator>(SecretText(builtIn.integrationKey)));
    };
}

} // namespace

SyncWiring::SyncWiring(MainWindow &window, BuiltInSandboxAddress builtIn)
    : m_builtIn(std::move(builtIn)), m_controller(new SyncController(window))
{
}

SyncWiring::~SyncWiring()
{
    close();
}

void SyncWiring::open(StoreOpener &opener, StoreSession &session, access::AccessGuard *guard)
{
    close();
    m_service = std::make_unique<RefreshService>(sessionsOf(opener), clientsFor(m_builtIn));
    // Intents the window records from now on are its own calls in flight, never a crash's leftovers.
    m_service->setLiveIntentsSince(QDateTime::currentMSecsSinceEpoch());
    m_controller->attach(*m_service, session, guard);
    m_controller->start();
}

void SyncWiring::close()
{
    if (!m_service)
        return;
    m_controller->detach();
    m_service.reset();
}

} // namespace dd
