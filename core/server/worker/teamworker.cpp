#include "core/server/worker/teamworker.h"

#include "core/gateway/directapiclient.h"
#include "core/server/pgchangefeed.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/worker/actionexecutor.h"
#include "core/server/worker/workergateway.h"
#include "core/sync/refreshservice.h"

#include <QCoreApplication>
#include <QDateTime>

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::TeamWorker)
};

// The team store's tables the worker follows on the change feed.
const QString SettingsTable = QStringLiteral("settings");
const QString ImportQueueTable = QStringLiteral("import_queue");

} // namespace

TeamWorker::TeamWorker(TeamWorkerSettings settings, QObject *parent)
    : QObject(parent), m_settings(std::move(settings))
{
    m_listener.setGatewayCertificate(m_settings.gatewayCertificate);
    connect(&m_lock, &WorkerLock::stateChanged, this, &TeamWorker::onStateChanged);
    connect(&m_lock, &WorkerLock::problem, this, [this](const PgError &error) { emit problem(error.message); });
    connect(&m_listener, &NotificationListener::rejected, this, &TeamWorker::problem);
    connect(&m_listener, &NotificationListener::codesReceived, this, [this](const NotificationCodes &codes) {
        if (m_refresh)
            m_refresh->queueCodes(codes, QStringLiteral("worker"));
    });
}

TeamWorker::~TeamWorker()
{
    stop();
}

void TeamWorker::start()
{
    m_lock.start(m_settings.address);
}

void TeamWorker::stop()
{
    stopWork();
    m_lock.release();
}

void TeamWorker::onStateChanged(WorkerLock::State state)
{
    if (state == WorkerLock::State::Active)
        startWork();
    else
        stopWork();
    emit stateChanged(state);
}

void TeamWorker::startWork()
{
    if (!m_listener.listen(m_settings.listenAddress, m_settings.listenPort)) {
        const QString reason = Text::tr("Cannot listen on %1:%2: %3")
                                   .arg(m_settings.listenAddress.toString())
                                   .arg(m_settings.listenPort)
                                   .arg(m_listener.errorString());
        stop();
        emit fatal(reason);
        return;
    }
    m_opener = std::make_unique<PgStoreOpener>(m_settings.conninfo);
    // Made on the refresh thread, with the key from this host: the team store never sees it.
    const QUrl baseUrl = m_settings.gatewayUrl;
    const SecretText key = m_settings.integrationKey;
    const TeamGatewayTiming timing = m_settings.gatewayTiming;
    auto clients = [baseUrl, key, timing](QNetworkAccessManager *network, StoreSession &) {
        return workerGatewayClient(network, baseUrl, key, timing);
    };
    m_refresh = std::make_unique<RefreshService>(sessionsOf(*m_opener), clients);
    m_refresh->setLiveIntentsSince(QDateTime::currentMSecsSinceEpoch() - timing.liveCallWindowMs());
    connect(m_refresh.get(), &RefreshService::summary, this, &TeamWorker::refreshed);
    connect(m_refresh.get(), &RefreshService::failed, this, &TeamWorker::problem);
    connect(m_refresh.get(), &RefreshService::scheduleChanged, this, &TeamWorker::scheduleChanged);
    m_refresh->setSchedule(m_settings.scheduleMinutes);
    // A code backing off after "not found" is queried when it comes due, not at the next schedule.
    m_refresh->setQueryQueuedCodesWhenDue(true);
    m_refresh->resolveIntents();
    m_actions = std::make_unique<ActionExecutor>(m_settings.conninfo, baseUrl, key, timing);
    connect(m_actions.get(), &ActionExecutor::problem, this, &TeamWorker::problem);
    // Without its session the worker still refreshes; the requests wait for the next activation.
    m_actions->start(m_settings.address);
    // The feed's first report (on connecting) covers every table: the schedule is read then.
    m_feed = std::make_unique<PgChangeFeed>();
    connect(m_feed.get(), &PgChangeFeed::changedIn, this, &TeamWorker::onStoreChanged);
    m_feed->start(m_settings.address);
}

void TeamWorker::onStoreChanged(const StoreChange &change)
{
    if (!m_refresh)
        return;
    // A desk queued a code it looked up and the team did not have (only those inserts are on the
    // feed): what is due is queried now rather than at the next scheduled refresh. Any other write
    // (a payment a desk stored, an approval, the worker's own answers) asks nothing of the gateway.
    if (change.touches(ImportQueueTable))
        m_refresh->refreshQueued();
    // A Manager changed a setting (the desk's settings, `sync --server --schedule`, psql): the
    // schedule is followed without a restart.
    if (change.touches(SettingsTable))
        m_refresh->followStoredSchedule();
}

void TeamWorker::stopWork()
{
    m_listener.close();
    m_feed.reset();
    m_actions.reset();
    // The service's destructor cancels what runs and waits for its thread, before the opener goes.
    m_refresh.reset();
    m_opener.reset();
}

} // namespace dd::server
