#include "models/storeworker.h"

#include "core/storage/storesession.h"

namespace dd {

StoreWorker::StoreWorker(SessionOpener sessions, const QString &name) : m_sessions(std::move(sessions))
{
    m_thread.setObjectName(name);
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    QObject::connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

StoreWorker::~StoreWorker()
{
    // Jobs still queued behind this one are skipped; the session is closed on the thread that
    // opened it (a connection is thread-affine).
    m_stopping = true;
    QMetaObject::invokeMethod(m_context, [this] { m_session.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void StoreWorker::post(std::function<void()> job)
{
    QMetaObject::invokeMethod(m_context, [this, job = std::move(job)] {
        if (!m_stopping)
            job();
    });
}

StoreSession *StoreWorker::session()
{
    if (!m_session && m_sessions)
        m_session = m_sessions();
    return m_session.get();
}

void StoreWorker::sessionGone() { m_session.reset(); }

bool StoreWorker::answers(StoreSession &session) { return session.facts().schemaVersion >= 0; }

} // namespace dd
