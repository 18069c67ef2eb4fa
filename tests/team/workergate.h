#pragma once

// A gate for the team reconciliation's worker, for the desktop's tests: the worker waits there once
// its session is open, until the test lets it go, so the test knows where the worker is (no timing)
// and acts on the window meanwhile.

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMutex>
#include <QMutexLocker>
#include <QTest>
#include <QThread>
#include <QWaitCondition>

#include <thread>

namespace dd::test {

class WorkerGate
{
public:
    static constexpr int HangGuardMs = 60'000;   // waits end as soon as the worker is there

    ~WorkerGate()
    {
        open();
        if (m_guard.joinable())
            m_guard.join();
    }
    void close()
    {
        QMutexLocker lock(&m_mutex);
        m_closed = true;
        m_held = false;
    }
    void open()
    {
        QMutexLocker lock(&m_mutex);
        m_closed = false;
        m_changed.wakeAll();
    }
    // On the worker. Never held on the GUI thread: a run there fails the test's checks instead of
    // hanging it.
    void pass()
    {
        if (QThread::currentThread() == QCoreApplication::instance()->thread())
            return;
        QMutexLocker lock(&m_mutex);
        m_held = true;
        m_changed.wakeAll();
        while (m_closed)
            m_changed.wait(&m_mutex);
    }
    // A hang guard for a test whose GUI thread might wait for the held worker: the gate opens by
    // itself after a minute (and openedByGuard() says so) unless the test opened it before.
    void openAfterAMinute()
    {
        m_guard = std::thread([this] {
            QMutexLocker lock(&m_mutex);
            QDeadlineTimer limit(HangGuardMs);
            while (m_closed) {
                if (!m_changed.wait(&m_mutex, limit)) {
                    m_closed = false;
                    m_openedByGuard = true;
                    m_changed.wakeAll();
                }
            }
        });
    }
    bool openedByGuard()
    {
        QMutexLocker lock(&m_mutex);
        return m_openedByGuard;
    }
    // On the GUI thread: false only for a hung test. The window's events go on meanwhile.
    bool waitUntilHeld()
    {
        return QTest::qWaitFor(
            [this] {
                QMutexLocker lock(&m_mutex);
                return m_held;
            },
            HangGuardMs);
    }

private:
    QMutex m_mutex;
    QWaitCondition m_changed;
    bool m_closed = false;
    bool m_held = false;
    bool m_openedByGuard = false;
    std::thread m_guard;
};

} // namespace dd::test
