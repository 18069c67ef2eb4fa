#include "ui/idlelock.h"

#include <QEvent>

namespace dd {

namespace {
bool isUserInput(QEvent::Type type)
{
    switch (type) {
    case QEvent::KeyPress:
    case QEvent::MouseButtonPress:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
    case QEvent::Shortcut:
        return true;
    default:
        return false;
    }
}
} // namespace

IdleLock::IdleLock(QObject *parent)
    : QObject(parent), m_interval(std::chrono::minutes(DefaultMinutes))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        emit idleTimeout();
    });
}

void IdleLock::setInterval(std::chrono::milliseconds interval)
{
    m_interval = interval;
    if (m_timer.isActive())
        start();
}

void IdleLock::start()
{
    if (m_interval.count() <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(m_interval);
}

void IdleLock::stop()
{
    m_timer.stop();
}

bool IdleLock::eventFilter(QObject *watched, QEvent *event)
{
    if (m_timer.isActive() && isUserInput(event->type()))
        m_timer.start(m_interval);
    return QObject::eventFilter(watched, event);
}

} // namespace dd
