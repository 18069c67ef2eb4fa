#pragma once

#include "core/domain/secrettext.h"
#include "core/server/worker/workergateway.h"
#include "core/server/worker/workerlock.h"
#include "core/sync/notificationlistener.h"
#include "core/sync/refreshworker.h"
#include "core/sync/syncsettings.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>

#include <memory>
#include <optional>

namespace dd {
class RefreshService;
}

namespace dd::server {

class ActionExecutor;
class PgChangeFeed;
class PgStoreOpener;
struct StoreChange;

struct TeamWorkerSettings
{
    QString conninfo;                  // the worker's login (Support or Manager group)
    ServerAddress address;             // the same, as read (and checked) by readServerAddress
    QHostAddress listenAddress = QHostAddress::LocalHost;
    quint16 listenPort = 0;
    std::optional<NotificationSignature> gatewayCertificate;   // none: notifications taken unsigned
    QUrl gatewayUrl;
    SecretText integrationKey;
    TeamGatewayTiming gatewayTiming;   // the team store's, read at start
    // The refresh schedule until the team store's is read (0: none); the worker then follows the
    // store's (sync.schedule_minutes) as a Manager changes it.
    int scheduleMinutes = SyncSettings::DefaultScheduleMinutes;
};

// The team's one worker: while its WorkerLock is active it does for the whole team what each desk
// does for itself in single-user mode (the same classes, on the team store):
//   - receives the gateway's notifications (NotificationListener: same verification and limits as
//     `listen`), queues their codes in the team store's import queue and queries them;
//   - refreshes the payments that are not final on the team's schedule (RefreshService), read from
//     the team store on becoming active and again whenever the change feed reports a settings
//     write, and queries the codes a desk queued (a look-up the team did not have) as soon as the
//     change feed reports them, and a queued code backing off when it comes due (no other write
//     makes it call the gateway);
//   - sends what the desks ask for (ActionExecutor: desks hold no key in team mode), and settles
//     a request an earlier worker left unfinished by one query, never by sending it again;
//   - on becoming active, settles every action whose outcome is unknown by one query.
// An action recorded within the team's live-call window (TeamGatewayTiming: a minute unless the team
// shortened its gateway limit) before the worker became active, and every one recorded since, may
// be a call in flight (the executor's own, or a worker's that just lost the server): the
// refresh queries its payment but leaves the intent to the executor.
// Standing by, or after losing the server, it does nothing and holds no port.
class TeamWorker : public QObject
{
    Q_OBJECT
public:
    explicit TeamWorker(TeamWorkerSettings settings, QObject *parent = nullptr);
    ~TeamWorker() override;

    void start();
    // Stops working and releases the lock at once, so a standby takes over without waiting.
    void stop();
    WorkerLock::State state() const { return m_lock.state(); }
    const NotificationListener &listener() const { return m_listener; }

signals:
    void stateChanged(dd::server::WorkerLock::State state);
    void refreshed(const dd::RefreshSummary &summary);
    // The team's refresh schedule changed and is followed from now on (0: off).
    void scheduleChanged(int minutes);
    // Something to tell the administrator; the worker goes on.
    void problem(const QString &reason);
    // The worker cannot do its job (the notification port cannot be opened): it stopped.
    void fatal(const QString &reason);

private:
    void onStateChanged(WorkerLock::State state);
    void startWork();
    void stopWork();
    void onStoreChanged(const StoreChange &change);

    TeamWorkerSettings m_settings;
    WorkerLock m_lock;
    NotificationListener m_listener;
    std::unique_ptr<PgStoreOpener> m_opener;
    std::unique_ptr<RefreshService> m_refresh;
    std::unique_ptr<ActionExecutor> m_actions;
    std::unique_ptr<PgChangeFeed> m_feed;
};

} // namespace dd::server
