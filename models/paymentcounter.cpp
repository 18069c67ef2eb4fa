#include "models/paymentcounter.h"

#include "core/cache/cachesession.h"

namespace dd {

struct PaymentCounter::Worker
{
    SessionFactory sessions;
    std::unique_ptr<CacheSession> session;
    bool opened = false;

    CacheSession *open()
    {
        if (!opened) {
            opened = true;
            session = sessions();
        }
        return session.get();
    }
};

PaymentCounter::PaymentCounter(SessionFactory sessions, QObject *parent)
    : QObject(parent), m_worker(std::make_shared<Worker>())
{
    m_worker->sessions = std::move(sessions);
    m_thread.setObjectName(QStringLiteral("payment counter"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

PaymentCounter::~PaymentCounter()
{
    m_latest->store(~quint64(0));   // whatever is still queued is skipped
    // The session is closed on the thread that opened it.
    QMetaObject::invokeMethod(m_context, [worker = m_worker] { worker->session.reset(); },
                              Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

quint64 PaymentCounter::request(const PaymentFilter &filter)
{
    const quint64 ticket = m_latest->fetch_add(1) + 1;
    QMetaObject::invokeMethod(m_context, [this, worker = m_worker, latest = m_latest, filter, ticket] {
        if (latest->load() != ticket)
            return;   // superseded while waiting
        CacheSession *session = worker->open();
        if (!session) {
            QMetaObject::invokeMethod(this, [this, ticket] { emit failed(ticket); }, Qt::QueuedConnection);
            return;
        }
        const qint64 count = session->payments().count(filter);
        QMetaObject::invokeMethod(this, [this, ticket, count] { emit counted(ticket, count); }, Qt::QueuedConnection);
    });
    return ticket;
}

} // namespace dd
