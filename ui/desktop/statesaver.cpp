#include "ui/desktop/statesaver.h"

#include <QEvent>
#include <QHeaderView>
#include <QSettings>
#include <QSplitter>
#include <QWidget>

namespace dd {

StateSaver::StateSaver(QSettings &settings, QWidget &window, std::function<void()> save)
    : QObject(&window), m_settings(settings), m_save(std::move(save))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(DelayMs);
    connect(&m_timer, &QTimer::timeout, this, &StateSaver::saveNow);
    window.installEventFilter(this);
}

void StateSaver::watch(QSplitter *splitter)
{
    connect(splitter, &QSplitter::splitterMoved, this, &StateSaver::schedule);
}

void StateSaver::watch(QHeaderView *header)
{
    connect(header, &QHeaderView::sectionMoved, this, &StateSaver::schedule);
    connect(header, &QHeaderView::sectionResized, this, &StateSaver::schedule);
    connect(header, &QHeaderView::sortIndicatorChanged, this, &StateSaver::schedule);
}

void StateSaver::schedule() { m_timer.start(); }

bool StateSaver::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::WindowStateChange:
        if (static_cast<QWidget *>(watched)->isVisible())
            schedule();
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

void StateSaver::saveNow()
{
    m_timer.stop();
    if (m_save)
        m_save();
    m_settings.sync();
}

} // namespace dd
