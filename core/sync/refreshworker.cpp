#include "core/sync/refreshworker.h"

#include "core/gateway/directapiclient.h"
#include "core/storage/intentlog.h"
#include "core/storage/storesession.h"
#include "core/sync/paymentoperations.h"

namespace dd {

namespace {

// Answers that arrive within this time are written in one transaction. Every commit encrypts and
// writes each page its batch touched (payments rows and a dozen indexes, spread by hash), so fewer
// and larger batches cost less per payment; the table still sees changes every second.
constexpr qint64 FlushIntervalMs = 1000;
// Progress is reported at most this often (and at the end): one queued signal per answer kept the
// GUI thread waking up thousands of times a second for a count the status bar shows.
constexpr qint64 ProgressIntervalMs = 100;

// The gateway answered the query with an error about the code itself ("Payment not found"): not an
// error of the connection or of the integration key, which says nothing about the code.
bool isUnknownToGateway(const GatewayResult &result)
{
    if (result.hasValue())
        return false;
    const GatewayError &error = result.error();
    return error.kind == GatewayError::Kind::Gateway && !error.code.startsWith(u"DA-")
           && !error.code.startsWith(u"BP-SA-");
}

QString errorText(const GatewayResult &result)
{
    if (result.hasValue())
        return QStringLiteral("no payment with a hash in the answer");
    const GatewayError &error = result.error();
    return error.code.isEmpty() ? error.kindName() : error.kindName() + u' ' + error.code;
}

} // namespace

RefreshWorker::RefreshWorker(StoreSession &cache, DirectApiClient &client, QObject *parent)
    : QObject(parent), m_cache(cache), m_client(client),
      m_operations(std::make_unique<PaymentOperations>(client, cache, QStringLiteral("refresh")))
{
    connect(m_operations.get(), &PaymentOperations::paymentChanged, this,
            [this](const QString &hash) { m_changed.append(hash); });
}

RefreshWorker::~RefreshWorker()
{
    m_waiting.clear();
    for (QObject *call : std::as_const(m_inFlight))
        call->disconnect(this);
}

void RefreshWorker::setLiveIntentsSince(qint64 msSinceEpoch)
{
    m_operations->setLiveIntentsSince(msSinceEpoch);
}

void RefreshWorker::start(const QList<RefreshTarget> &targets)
{
    if (!m_running) {
        m_summary = {};
        m_done = 0;
        m_running = true;
        m_sinceFlush.start();
        m_sinceProgress.start();
    }
    m_intentHashes.clear();
    for (const PendingOperation &intent : m_cache.intents().unresolved())
        if (!m_operations->isLiveElsewhere(intent))
            m_intentHashes.insert(intent.paymentHash);
    m_waiting.append(targets);
    m_summary.total += int(targets.size());
    emit progress(m_done, m_summary.total);
    startMore();
    finishIfDone();
}

void RefreshWorker::cancel()
{
    if (!m_running)
        return;
    m_summary.cancelled = true;
    m_summary.total -= int(m_waiting.size());
    m_waiting.clear();
    const QList<QObject *> inFlight = m_inFlight;
    for (QObject *call : inFlight) {
        if (auto *gatewayCall = qobject_cast<GatewayCall *>(call))
            gatewayCall->abort();
        else if (auto *operationCall = qobject_cast<OperationCall *>(call))
            operationCall->abort();
    }
    finishIfDone();
}

void RefreshWorker::startMore()
{
    while (m_inFlight.size() < m_concurrency && !m_waiting.isEmpty())
        startOne(m_waiting.takeFirst());
}

void RefreshWorker::startOne(const RefreshTarget &target)
{
    if (target.isHash && m_intentHashes.contains(target.code))
        startResolve(target);
    else
        startQuery(target);
}

void RefreshWorker::startQuery(const RefreshTarget &target)
{
    QueryRequest request;
    if (target.isHash)
        request.hash = target.code;
    else
        request.merchantPaymentCode = target.code;
    GatewayCall *call = m_client.query(request);
    m_inFlight.append(call);
    connect(call, &GatewayCall::finished, this, [this, call, target] {
        const GatewayResult &result = call->result();
        // An answer without a hash cannot be stored; in a batch it would make the whole batch fail.
        if (result.hasValue() && result->payment && !result->payment->hash.trimmed().isEmpty())
            settle(call, target, &*result->payment, {}, Failure::None);
        else
            settle(call, target, nullptr, errorText(result),
                   isUnknownToGateway(result) ? Failure::NotFound : Failure::Other);
    });
}

void RefreshWorker::startResolve(const RefreshTarget &target)
{
    OperationCall *call = m_operations->resolve(target.code);
    m_inFlight.append(call);
    connect(call, &OperationCall::finished, this, [this, call, target] {
        const bool settled = call->resolution() == OperationCall::Resolution::Applied
                             || call->resolution() == OperationCall::Resolution::NotApplied;
        if (settled)
            ++m_summary.resolved;
        // PaymentOperations has written the answer itself, unless the cache refused it.
        if (call->answerNotStored()) {
            ++m_summary.notStored;
            settle(call, target, nullptr, QStringLiteral("the answer could not be stored"), Failure::Other);
        } else {
            settle(call, target, nullptr, call->succeeded() ? QString() : errorText(call->result()),
                   call->succeeded() ? Failure::None : Failure::Other);
        }
    });
}

void RefreshWorker::settle(QObject *call, const RefreshTarget &target, const Payment *payment, const QString &error,
                           Failure failure)
{
    m_inFlight.removeOne(call);
    ++m_done;
    if (failure == Failure::None) {
        ++m_summary.refreshed;
        if (payment) {
            // Found by merchant code: maybe the payment of a create whose answer was lost.
            m_batch.addPayment(target.isHash ? *payment : m_operations->withCreatedCustomer(*payment),
                               target.importId);
            if (!target.isHash)
                settleCreateIntent(target.code, payment->hash);
        } else {
            m_batch.removeQueued(target.importId);
        }
    } else {
        ++m_summary.failed;
        if (failure == Failure::NotFound) {
            ++m_summary.notFound;
            m_batch.recordNotFound(target.importId, error);
        } else {
            m_batch.recordFailure(target.importId, error);
        }
    }
    if (m_batch.payments().size() >= BatchSize || m_sinceFlush.elapsed() >= FlushIntervalMs)
        flush();
    startMore();
    const bool more = !m_inFlight.isEmpty() || !m_waiting.isEmpty();   // else finishIfDone reports
    if (more && m_sinceProgress.elapsed() >= ProgressIntervalMs) {
        m_sinceProgress.restart();
        emit progress(m_done, m_summary.total);
    }
    finishIfDone();
}

void RefreshWorker::settleCreateIntent(const QString &merchantCode, const QString &hash)
{
    for (const PendingOperation &intent : m_cache.intents().unresolved()) {
        if (intent.kind == PendingOperation::Kind::CreatePayment && intent.paymentHash.isEmpty()
            && intent.merchantCode == merchantCode && !m_operations->isLiveElsewhere(intent)
            && !m_settlingIntents.contains(intent.id)) {
            m_batch.settleIntent(intent.id, hash);
            m_settlingIntents.insert(intent.id);
            ++m_summary.resolved;
        }
    }
}

void RefreshWorker::flush()
{
    m_sinceFlush.restart();
    if (!m_batch.isEmpty()) {
        const int payments = int(m_batch.payments().size());
        const int intents = int(m_batch.intentsDone().size());
        for (const Payment &payment : m_batch.payments())
            m_changed.append(payment.hash);
        if (!m_batch.commit(m_cache)) {
            // Nothing of the batch was written: its codes stay queued and its intents open.
            m_summary.refreshed -= payments;
            m_summary.failed += payments;
            m_summary.notStored += payments;
            m_summary.resolved -= intents;
        }
        m_settlingIntents.clear();
    }
    if (!m_changed.isEmpty()) {
        m_changed.removeDuplicates();
        emit paymentsChanged(m_changed);
        m_changed.clear();
    }
}

void RefreshWorker::finishIfDone()
{
    if (!m_running || !m_inFlight.isEmpty() || !m_waiting.isEmpty())
        return;
    flush();
    m_running = false;
    emit progress(m_done, m_summary.total);
    emit finished(m_summary);
}

} // namespace dd
