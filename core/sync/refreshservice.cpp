#include "core/sync/refreshservice.h"

#include "core/gateway/directapiclient.h"
#include "core/storage/importqueue.h"
#include "core/storage/storesession.h"
#include "core/sync/codeintake.h"
#include "core/sync/storedclient.h"
#include "core/sync/syncsettings.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>

#include <algorithm>

namespace dd {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::RefreshService)
};

// How soon a schedule that could not be read is read again (the server back, a grant restored).
constexpr int RereadScheduleMs = 30'000;
} // namespace

// Everything that lives on the worker thread.
struct RefreshService::Worker
{
    std::unique_ptr<StoreSession> session;
    std::unique_ptr<QNetworkAccessManager> network;
    std::unique_ptr<DirectApiClient> client;
    std::unique_ptr<RefreshWorker> refresh;
    bool queryWhenDue = false;
};

RefreshService::RefreshService(SessionOpener sessions, ClientFactory clients, QObject *parent)
    : QObject(parent), m_sessions(std::move(sessions)), m_clients(std::move(clients))
{
    qRegisterMetaType<dd::RefreshSummary>();
    m_thread.setObjectName(QStringLiteral("refresh"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
    connect(&m_schedule, &QTimer::timeout, this, &RefreshService::refreshAll);
    m_queueDue.setSingleShot(true);
    m_queueDue.setTimerType(Qt::PreciseTimer);
    connect(&m_queueDue, &QTimer::timeout, this, &RefreshService::refreshQueued);
    m_rereadSchedule.setSingleShot(true);
    m_rereadSchedule.setInterval(RereadScheduleMs);
    connect(&m_rereadSchedule, &QTimer::timeout, this, &RefreshService::followStoredSchedule);
}

RefreshService::~RefreshService()
{
    m_schedule.stop();
    m_queueDue.stop();
    QMetaObject::invokeMethod(
        m_context,
        [this] {
            if (m_worker && m_worker->refresh)
                m_worker->refresh->disconnect();
            m_worker.reset();
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

RefreshService::ClientFactory RefreshService::clientsFromCache()
{
    return [](QNetworkAccessManager *network, StoreSession &cache) {
        return clientFromCache(network, cache).client;
    };
}

void RefreshService::setConcurrency(int concurrency)
{
    m_concurrency = qMax(1, concurrency);
}

void RefreshService::setLiveIntentsSince(qint64 msSinceEpoch)
{
    m_liveSince = msSinceEpoch;
}

void RefreshService::setQueryQueuedCodesWhenDue(bool enabled)
{
    m_queryWhenDue = enabled;
    if (!enabled)
        m_queueDue.stop();
}

void RefreshService::followQueue(Worker &worker)
{
    const std::optional<qint64> next = worker.session->importQueue().nextDueInMs();
    QMetaObject::invokeMethod(this, [this, next] { queryQueuedCodesIn(next); });
}

void RefreshService::queryQueuedCodesIn(std::optional<qint64> ms)
{
    if (!m_queryWhenDue || !ms) {
        m_queueDue.stop();
        return;
    }
    // The longest back-off (ImportQueue::MaxBackOffMs) fits a timer's int.
    m_queueDue.start(int(std::clamp<qint64>(*ms, 0, ImportQueue::MaxBackOffMs)));
}

void RefreshService::post(std::function<void(Worker &)> job)
{
    const int concurrency = m_concurrency;
    const qint64 liveSince = m_liveSince;
    const bool queryWhenDue = m_queryWhenDue;
    QMetaObject::invokeMethod(m_context, [this, job = std::move(job), concurrency, liveSince, queryWhenDue] {
        if (!m_worker) {
            auto worker = std::make_unique<Worker>();
            worker->session = m_sessions();
            if (!worker->session) {
                QMetaObject::invokeMethod(this, [this] {
                    m_running = false;
                    emit failed(Text::tr("The cache could not be opened for the refresh."));
                    emit finished();
                });
                return;
            }
            worker->network = std::make_unique<QNetworkAccessManager>();
            worker->client = m_clients(worker->network.get(), *worker->session);
            if (!worker->client) {
                QMetaObject::invokeMethod(this, [this] {
                    m_running = false;
                    emit failed(Text::tr("No gateway connection is set up."));
                    emit finished();
                });
                return;
            }
            worker->refresh = std::make_unique<RefreshWorker>(*worker->session, *worker->client);
            RefreshWorker *refresh = worker->refresh.get();
            connect(refresh, &RefreshWorker::progress, this, &RefreshService::progress);
            connect(refresh, &RefreshWorker::paymentsChanged, this, &RefreshService::paymentsChanged);
            connect(refresh, &RefreshWorker::finished, this, [this](const dd::RefreshSummary &done) {
                m_running = false;
                emit summary(done);
                emit finished();
            });
            // On this thread, once the answers (and the queue's back-offs) are written.
            connect(refresh, &RefreshWorker::finished, m_context, [this] {
                if (m_worker->queryWhenDue)
                    followQueue(*m_worker);
            });
            m_worker = std::move(worker);
        }
        m_worker->refresh->setConcurrency(concurrency);
        m_worker->queryWhenDue = queryWhenDue;
        if (liveSince >= 0)
            m_worker->refresh->setLiveIntentsSince(liveSince);
        job(*m_worker);
    });
}

void RefreshService::refreshAll()
{
    if (m_running)
        return;   // a scheduled tick or a second click while a refresh runs would only query everything twice
    m_running = true;
    post([](Worker &worker) { worker.refresh->start(RefreshPlan::targets(*worker.session, false)); });
}

void RefreshService::refreshHashes(const QStringList &hashes)
{
    m_running = true;
    post([hashes](Worker &worker) { worker.refresh->start(RefreshPlan::targetsFor(*worker.session, hashes)); });
}

void RefreshService::resolveIntents()
{
    m_running = true;
    post([](Worker &worker) { worker.refresh->start(RefreshPlan::intentTargets(*worker.session)); });
}

void RefreshService::queueCodes(const NotificationCodes &codes, const QString &source)
{
    if (codes.isEmpty())
        return;
    m_running = true;
    post([this, codes, source](Worker &worker) {
        // Only the codes this notification names: the rest of the queue waits for its due time.
        const CodeIntake intake = takeInCodes(*worker.session, codes, source);
        if (!intake.refused.isEmpty()) {
            const qsizetype refused = intake.refused.size();
            QMetaObject::invokeMethod(this, [this, refused] {
                emit failed(Text::tr("The import queue is full (%1 codes): %2 notified code(s) were queried once "
                                     "but not queued for retry.")
                                .arg(ImportQueue::MaxSize)
                                .arg(refused));
            });
        }
        if (!intake.invalid.isEmpty()) {
            const qsizetype invalid = intake.invalid.size();
            QMetaObject::invokeMethod(this, [this, invalid] {
                emit failed(Text::tr("%1 notified code(s) can never be queried (control characters or too long) and "
                                     "were dropped.")
                                .arg(invalid));
            });
        }
        worker.refresh->start(intake.targets);
    });
}

void RefreshService::refreshQueued()
{
    post([this](Worker &worker) {
        const QList<RefreshTarget> targets = RefreshPlan::queuedTargets(*worker.session);
        if (targets.isEmpty()) {
            // Woken a little before the code was due (two clocks, a timer's slack): wait again.
            if (worker.queryWhenDue && !worker.refresh->isRunning())
                followQueue(worker);
            return;
        }
        // Posted before the refresh can finish, so it arrives before its finished().
        QMetaObject::invokeMethod(this, [this] { m_running = true; });
        worker.refresh->start(targets);
    });
}

void RefreshService::setSchedule(int minutes)
{
    m_scheduleMinutes = qMax(0, minutes);
    if (m_scheduleMinutes == 0) {
        m_schedule.stop();
        return;
    }
    m_schedule.start(m_scheduleMinutes * 60 * 1000);
}

void RefreshService::followStoredSchedule()
{
    post([this](Worker &worker) {
        const Result<int, StoredSettingProblem> stored = SyncSettingsStore::schedule(*worker.session);
        QMetaObject::invokeMethod(this, [this, stored] {
            if (!stored) {
                emit failed(m_scheduleMinutes == 0
                                ? Text::tr("%1 The scheduled refresh stays off.").arg(stored.error().message)
                                : Text::tr("%1 The refresh stays every %2 minute(s).")
                                      .arg(stored.error().message)
                                      .arg(m_scheduleMinutes));
                if (stored.error().unreadable)
                    m_rereadSchedule.start();
                return;
            }
            // Set again only when it changed: another write of the settings must not put the next
            // refresh off.
            if (*stored == m_scheduleMinutes)
                return;
            setSchedule(*stored);
            emit scheduleChanged(m_scheduleMinutes);
        });
    });
}

void RefreshService::cancel()
{
    QMetaObject::invokeMethod(m_context, [this] {
        if (m_worker && m_worker->refresh)
            m_worker->refresh->cancel();
    });
}

} // namespace dd
