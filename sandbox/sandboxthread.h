#pragma once

#include "sandbox/sandboxoptions.h"

#include <QString>
#include <QUrl>

#include <memory>

class QThread;

namespace dd::sandbox {

class SandboxServer;

// Runs a SandboxServer in its own worker thread (for the desktop app's built-in sandbox).
// start() blocks until the server listens or fails; the destructor stops it and the thread.
class SandboxThread
{
public:
    explicit SandboxThread(SandboxOptions options);
    ~SandboxThread();

    SandboxThread(const SandboxThread &) = delete;
    SandboxThread &operator=(const SandboxThread &) = delete;

    bool start(QString *error);
    void stop();
    QUrl baseUrl() const { return m_baseUrl; }
    QString integrationKey() const { return m_options.integrationKey; }

private:
    SandboxOptions m_options;
    std::unique_ptr<QThread> m_thread;
    SandboxServer *m_server = nullptr;   // lives in m_thread, deleted there
    QUrl m_baseUrl;
};

} // namespace dd::sandbox
