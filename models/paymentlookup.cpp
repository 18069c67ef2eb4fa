#include "models/paymentlookup.h"

#include "core/storage/storesession.h"
#include "models/storeworker.h"

#include <optional>

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

void PaymentLookup::forget() { m_latest->fetch_add(1); }

void PaymentLookup::find(const QString &hash)
{
    const quint64 ask = m_latest->fetch_add(1) + 1;
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), latest = m_latest, ask, hash] {
        if (latest->load() != ask)
            return;   // overtaken while waiting
        StoreSession *session = worker->session();
        std::optional<Payment> payment = session ? session->payments().findByHash(hash) : std::nullopt;
        const bool answered = payment || (session && StoreWorker::answers(*session));
        if (session && !answered)
            worker->sessionGone();
        QMetaObject::invokeMethod(
            this,
            [this, latest, ask, answered, hash, payment = std::move(payment)] {
                if (latest->load() != ask)
                    return;
                if (payment)
                    emit found(*payment);
                else if (answered)
                    emit missing(hash);
                else
                    emit readFailed(tr("The payment could not be read: the store did not answer."));
            },
            Qt::QueuedConnection);
    });
}

} // namespace dd
