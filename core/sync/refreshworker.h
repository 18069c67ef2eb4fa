#pragma once

#include "core/storage/settlebatch.h"
#include "core/sync/refreshplan.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>

namespace dd {

class DirectApiClient;
class PaymentOperations;
class StoreSession;

struct RefreshSummary
{
    int total = 0;
    int refreshed = 0;   // answers written (or kept as older than the cache)
    int failed = 0;      // no usable answer (kept for the next run)
    int resolved = 0;    // intents settled by query
    int notFound = 0;    // of the failed, codes the gateway does not know (they back off in the queue)
    int notStored = 0;   // answers the cache could not write (their codes stay queued)
    bool cancelled = false;
};

// Queries a list of payments with at most `concurrency` calls in flight (each read retried with
// backoff by GatewayCall) and writes the answers to the cache in batches (SettleBatch: one
// transaction per batch holds the payments, the queue rows they answer and the create intents they
// complete; PaymentStore keeps a newer status when an older answer arrives). A payment with an open
// or outcome-unknown intent is queried through PaymentOperations::resolve, which settles the
// intent. Lives on one thread with the cache session and the client it is given.
class RefreshWorker : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultConcurrency = 4;
    // Answers written together (one SettleBatch), or fewer once a second has passed.
    static constexpr int BatchSize = 1000;

    RefreshWorker(StoreSession &cache, DirectApiClient &client, QObject *parent = nullptr);
    ~RefreshWorker() override;

    void setConcurrency(int concurrency) { m_concurrency = qMax(1, concurrency); }
    // See PaymentOperations::setLiveIntentsSince: Open intents recorded since then are another
    // caller's live calls; they are queried like any payment but not settled.
    void setLiveIntentsSince(qint64 msSinceEpoch);
    bool isRunning() const { return m_running; }

    // Starts (or, while running, appends to) a refresh of these targets.
    void start(const QList<RefreshTarget> &targets);
    // Stops starting calls; those in flight are aborted, what was answered is written.
    void cancel();

signals:
    void progress(int done, int total);
    void paymentsChanged(const QStringList &hashes);
    void finished(const dd::RefreshSummary &summary);

private:
    void startMore();
    void startOne(const RefreshTarget &target);
    void startQuery(const RefreshTarget &target);
    void startResolve(const RefreshTarget &target);
    enum class Failure { None, NotFound, Other };
    // `payment`: the answer to write (nullptr when the call failed or the answer was written already).
    void settle(QObject *call, const RefreshTarget &target, const Payment *payment, const QString &error,
                Failure failure);
    void settleCreateIntent(const QString &merchantCode, const QString &hash);
    void flush();
    void finishIfDone();

    StoreSession &m_cache;
    DirectApiClient &m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    QSet<QString> m_intentHashes;
    QList<RefreshTarget> m_waiting;
    QList<QObject *> m_inFlight;
    SettleBatch m_batch;
    QSet<qint64> m_settlingIntents;   // in m_batch, not yet committed
    QStringList m_changed;
    QElapsedTimer m_sinceFlush;
    QElapsedTimer m_sinceProgress;
    RefreshSummary m_summary;
    int m_done = 0;
    int m_concurrency = DefaultConcurrency;
    bool m_running = false;
};

} // namespace dd

Q_DECLARE_METATYPE(dd::RefreshSummary)
