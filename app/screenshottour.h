#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace dd {

class DesktopApp;
class MainWindow;

// Hidden `directdesk --screenshots DIR` mode (scripts/screenshots.sh): once the demo cache is
// loaded, saves the main window at 1024×700, 1366×768 and 1920×1080 and every dialog, each built with a
// demo payment in the state it needs, as PNGs, then quits.
class ScreenshotTour : public QObject
{
    Q_OBJECT
public:
    ScreenshotTour(DesktopApp &desktop, QString directory, QObject *parent = nullptr);

private:
    void run();
    void mainWindow();
    void desktopShots(MainWindow &window);
    void ownDialogs();
    void actionDialogs();
    bool save(QWidget *widget, const QString &name);
    static void settle(int milliseconds = 150);

    DesktopApp &m_desktop;
    QString m_directory;
    int m_failures = 0;
};

// The first-start, unlock and connection dialogs (kept apart: they need the cache's headers).
void shootOwnDialogs(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save);
// The Overview tab at 1366×768 in the light palette and in a dark Fusion palette.
void shootOverview(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save);
// File ▸ Reconcile orders… after two runs of an order file written from the demo data.
void shootReconciliation(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save);

} // namespace dd
