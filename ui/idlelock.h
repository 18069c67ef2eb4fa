#pragma once

#include <QObject>
#include <QTimer>

#include <chrono>

namespace dd {

// Fires idleTimeout() when no keyboard or mouse input reached the application for the interval.
// Install it on the QApplication (installEventFilter); the interval is injectable so a test runs
// in milliseconds. An interval of zero turns auto-lock off.
class IdleLock : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultMinutes = 15;

    explicit IdleLock(QObject *parent = nullptr);

    void setInterval(std::chrono::milliseconds interval);
    std::chrono::milliseconds interval() const { return m_interval; }
    // Starts (or restarts) watching; stop() while the session is locked.
    void start();
    void stop();
    bool isWatching() const { return m_timer.isActive(); }
    // Time left before idleTimeout(); every user input sets it back to interval().
    std::chrono::milliseconds remaining() const { return m_timer.remainingTimeAsDuration(); }

    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void idleTimeout();

private:
    std::chrono::milliseconds m_interval;
    QTimer m_timer;
};

} // namespace dd
