#include "core/storage/settlebatch.h"

#include "core/storage/storesession.h"

#include <QScopeGuard>

namespace dd {

void SettleBatch::addPayment(const Payment &payment, qint64 importId)
{
    m_payments.append(payment);
    if (importId != 0)
        m_removed.append(importId);
}

void SettleBatch::settleIntent(qint64 intentId, const QString &paymentHash)
{
    m_intents.append(IntentDone { intentId, paymentHash });
}

void SettleBatch::removeQueued(qint64 importId)
{
    if (importId != 0)
        m_removed.append(importId);
}

void SettleBatch::recordNotFound(qint64 importId, const QString &error)
{
    if (importId != 0)
        m_notes.append(QueueNote { importId, error, true });
}

void SettleBatch::recordFailure(qint64 importId, const QString &error)
{
    if (importId != 0)
        m_notes.append(QueueNote { importId, error, false });
}

bool SettleBatch::isEmpty() const
{
    return m_payments.isEmpty() && m_removed.isEmpty() && m_notes.isEmpty() && m_intents.isEmpty();
}

Result<qint64, StoreError> SettleBatch::commit(StoreSession &session)
{
    const auto empty = qScopeGuard([this] {
        m_payments.clear();
        m_removed.clear();
        m_notes.clear();
        m_intents.clear();
    });
    if (isEmpty())
        return qint64(0);
    return session.settle(*this);
}

} // namespace dd
