// The Overview tab for the screenshot tour, light and dark (a dark Fusion palette when the
// application has no dark theme of its own).

#include "app/desktopapp.h"
#include "app/screenshottour.h"
#include "models/overviewmodel.h"
#include "ui/mainwindow.h"
#include "ui/overview/overviewtab.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPalette>
#include <QTabWidget>

namespace dd {

namespace {

QPalette darkFusionPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return p;
}

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
    QApplication::setPalette(darkFusionPalette());
    save(&window, QStringLiteral("overview-dark-1366x768"));
    QApplication::setPalette(light);
    window.tabs()->setCurrentIndex(0);
}

} // namespace dd
