#include "ui/batchlookup.h"

#include "core/sync/paymentoperations.h"

namespace dd {

BatchLookUp::BatchLookUp(PaymentOperations &operations, QStringList codes, QObject *parent)
    : QObject(parent), m_operations(operations), m_queue(std::move(codes)), m_total(static_cast<int>(m_queue.size()))
{
}

BatchLookUp::~BatchLookUp()
{
    for (const QPointer<OperationCall> &call : std::as_const(m_inFlight))
        if (call)
            call->abort();
}

void BatchLookUp::start()
{
    for (int i = 0; i < Parallel; ++i)
        startNext();
    if (m_inFlight.isEmpty() && !m_finished) {
        m_finished = true;
        emit finished();
    }
}

void BatchLookUp::cancel()
{
    m_cancelled = true;
    m_queue.clear();
    for (const QPointer<OperationCall> &call : std::as_const(m_inFlight))
        if (call)
            call->abort();
}

void BatchLookUp::startNext()
{
    if (m_queue.isEmpty() || m_cancelled)
        return;
    OperationCall *call = m_operations.lookUp(m_queue.takeFirst());
    m_inFlight.append(call);
    connect(call, &OperationCall::finished, this, [this, call] { onCallFinished(call); });
}

void BatchLookUp::onCallFinished(OperationCall *call)
{
    m_inFlight.removeAll(call);
    ++m_done;
    if (!call->succeeded())
        ++m_failed;
    emit progress(m_done, m_total);
    startNext();
    if (m_inFlight.isEmpty() && (m_queue.isEmpty() || m_cancelled) && !m_finished) {
        m_finished = true;
        emit finished();
    }
}

} // namespace dd
