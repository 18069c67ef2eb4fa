// The Overview tab for the screenshot tour, light and dark (a dark Fusion palette when the
// application has no dark theme of its own).

#include "app/desktopapp.h"
#include "app/screenshottour.h"
#include "models/overviewmodel.h"
#include "ui/mainwindow.h"
#include "ui/desktop/theme.h"
#include "ui/overview/overviewtab.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPalette>
#include <QTabWidget>

namespace dd {

namespace {

void waitForFigures(MainWindow &window)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10'000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        const OverviewModel *model = window.overviewModel();
        if (model && !model->isBusy() && model->data().valid)
            return;
    }
}

} // namespace

void shootOverview(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save)
{
    MainWindow &window = *desktop.window();
    window.showNormal();
    window.resize(1366, 768);
    window.tabs()->setCurrentWidget(window.overviewTab());
    waitForFigures(window);
    save(&window, QStringLiteral("overview-light-1366x768"));
    const QPalette light = QApplication::palette();
    QApplication::setPalette(dd::theme::darkPalette());
    save(&window, QStringLiteral("overview-dark-1366x768"));
    QApplication::setPalette(light);
    window.tabs()->setCurrentIndex(0);
}

} // namespace dd
