#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QHeaderView;
class QSettings;
class QSplitter;
class QWidget;

namespace dd {

// Saves a window's layout soon after it changes (moved, resized, maximized, a splitter dragged, a
// column moved or resized), not only on close: a killed process loses at most DelayMs of it.
class StateSaver : public QObject
{
    Q_OBJECT
public:
    static constexpr int DelayMs = 500;

    StateSaver(QSettings &settings, QWidget &window, std::function<void()> save);

    void watch(QSplitter *splitter);
    void watch(QHeaderView *header);
    void schedule();
    bool isPending() const { return m_timer.isActive(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void saveNow();

    QSettings &m_settings;
    std::function<void()> m_save;
    QTimer m_timer;
};

} // namespace dd
