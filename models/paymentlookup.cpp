#include "models/paymentlookup.h"

#include "core/storage/storesession.h"
#include "models/storeworker.h"

namespace dd {

PaymentLookup::PaymentLookup(SessionOpener sessions, QObject *parent)
    : QObject(parent), m_worker(std::make_unique<StoreWorker>(std::move(sessions), QStringLiteral("payment lookup")))
{
}

PaymentLookup::~PaymentLookup()
{
    m_latest->store(~quint64(0));   // skip whatever is still queued
    m_worker.reset();
}

void PaymentLookup::find(const QString &hash)
{
    const quint64 ask = m_latest->fetch_add(1) + 1;
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), latest = m_latest, ask, hash] {
        if (latest->load() != ask)
            return;   // overtaken while waiting
        auto payment = worker->lookUp<Payment>(
            [&hash](StoreSession &session) { return session.payments().findByHash(hash); });
        QMetaObject::invokeMethod(
            this,
            [this, latest, ask, hash, payment = std::move(payment)] {
                if (latest->load() != ask)
                    return;
                if (payment.value)
                    emit found(*payment.value);
                else if (payment.answered)
                    emit missing(hash);
                else
                    emit readFailed(tr("The payment could not be read: the store did not answer."));
            },
            Qt::QueuedConnection);
    });
}

} // namespace dd
