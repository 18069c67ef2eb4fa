#pragma once

#include "core/storage/storeopener.h"
#include "core/sync/notificationimport.h"
#include "core/sync/refreshworker.h"

#include <QObject>
#include <QStringList>
#include <QThread>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace dd {

class DirectApiClient;

// The GUI's handle on background refreshes. The work runs in a worker QThread with its own cache
// session and its own QNetworkAccessManager (both made there by the factories), so the GUI thread
// never waits on the network or the database. Signals arrive on the thread that owns the service.
class RefreshService : public QObject
{
    Q_OBJECT
public:
    // Called on the worker thread. The session opener may return nullptr (then failed() is emitted).
    using ClientFactory = std::function<std::unique_ptr<DirectApiClient>(QNetworkAccessManager *, StoreSession &)>;

    RefreshService(SessionOpener sessions, ClientFactory clients, QObject *parent = nullptr);
    ~RefreshService() override;

    // Clients from the stored connection.
    static ClientFactory clientsFromCache();

    void setConcurrency(int concurrency);   // default 4, applies to the next refresh
    // Open intents recorded since then belong to the window's own calls in flight: refreshes query
    // those payments but never settle those intents (see PaymentOperations::setLiveIntentsSince).
    void setLiveIntentsSince(qint64 msSinceEpoch);
    // After each refresh, reads when the first queued code that is backing off comes due and runs
    // refreshQueued() then, rather than leaving it to the next scheduled refresh. Off by default.
    void setQueryQueuedCodesWhenDue(bool enabled);
    int scheduleMinutes() const { return m_scheduleMinutes; }

public slots:
    // Every payment that is not final (open intents first, then queued imports). Ignored while one runs.
    void refreshAll();
    // "Refresh now" for the selection.
    void refreshHashes(const QStringList &hashes);
    // Start-up: only the payments with an open or outcome-unknown intent, settled by query.
    void resolveIntents();
    // Queues the codes in the cache's import queue (they survive a failed query) and queries those
    // codes only (not the rest of the queue: a notification costs the queries it names).
    void queueCodes(const dd::NotificationCodes &codes, const QString &source);
    // The import queue's codes that are due now (what someone queued since), joined to a refresh
    // that runs; nothing at all, not even a summary, when none is due.
    void refreshQueued();
    // 0: off; otherwise refreshAll() every `minutes` minutes.
    void setSchedule(int minutes);
    // Reads the schedule the store holds (SyncSettingsStore::schedule) and follows it from now on
    // (scheduleChanged() when it differs); a stored value that cannot be used keeps the schedule
    // followed so far and says so (failed()). One that cannot be read is read again a little later.
    void followStoredSchedule();
    void cancel();

signals:
    void progress(int done, int total);
    void paymentsChanged(const QStringList &hashes);
    void finished();
    void summary(const dd::RefreshSummary &summary);
    void failed(const QString &reason);
    void scheduleChanged(int minutes);

private:
    struct Worker;
    void post(std::function<void(Worker &)> job);
    // Reads when the queue's next code comes due (on the worker thread) and arms the timer for it.
    void followQueue(Worker &worker);
    void queryQueuedCodesIn(std::optional<qint64> ms);

    QThread m_thread;
    QObject *m_context = nullptr;   // lives on m_thread
    std::unique_ptr<Worker> m_worker;   // touched only on m_thread
    SessionOpener m_sessions;
    ClientFactory m_clients;
    QTimer m_schedule;
    QTimer m_queueDue;
    QTimer m_rereadSchedule;   // after a failed read of the stored schedule
    int m_scheduleMinutes = 0;
    int m_concurrency = RefreshWorker::DefaultConcurrency;
    qint64 m_liveSince = -1;
    bool m_queryWhenDue = false;
    bool m_running = false;
};

} // namespace dd
