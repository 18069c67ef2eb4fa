#include "sandbox/sandboxthread.h"

#include "sandbox/sandboxserver.h"

#include <QThread>

namespace dd::sandbox {

SandboxThread::SandboxThread(SandboxOptions options) : m_options(std::move(options)) {}

SandboxThread::~SandboxThread()
{
    stop();
}

bool SandboxThread::start(QString *error)
{
    if (m_server)
        return true;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("directdesk-sandbox"));
    m_server = new SandboxServer(m_options);
    m_server->moveToThread(m_thread.get());
    m_thread->start();
    bool listening = false;
    QString problem;
    QUrl url;
    // Listen inside the worker so the TCP server and every socket belong to that thread.
    SandboxServer *server = m_server;
    QMetaObject::invokeMethod(
        server,
        [server, &listening, &problem, &url] {
            listening = server->listen(&problem);
            url = server->baseUrl();
        },
        Qt::BlockingQueuedConnection);
    if (!listening) {
        stop();
        if (error)
            *error = problem;
        return false;
    }
    m_baseUrl = url;
    return true;
}

void SandboxThread::stop()
{
    if (!m_thread)
        return;
    if (m_server) {
        SandboxServer *server = m_server;
        QMetaObject::invokeMethod(
            server, [server] { server->close(); server->deleteLater(); }, Qt::BlockingQueuedConnection);
        m_server = nullptr;
    }
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
}

} // namespace dd::sandbox
