#include "app/screenshottour.h"

#include "app/desktopapp.h"
#include "app/gatewayconnection.h"
#include "core/storage/paymentstore.h"
#include "core/sync/paymentoperations.h"
#include "models/paymenttablemodel.h"
#include "ui/desktop/aboutdialog.h"
#include "ui/desktop/shortcutswindow.h"
#include "ui/desktop/theme.h"
#include "ui/mainwindow.h"
#include "ui/paymentstableview.h"

#include "ui/dialogs/cancelpaymentdialog.h"
#include "ui/dialogs/cancelrefunddialog.h"
#include "ui/dialogs/capturedialog.h"
#include "ui/dialogs/ewalletsdialog.h"
#include "ui/dialogs/lookupdialog.h"
#include "ui/dialogs/refunddialog.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <functional>

namespace dd {

namespace {
// The first payment of the table that passes `wanted`, read in full from the cache.
std::optional<Payment> findPayment(MainWindow &window, const std::function<bool(const Payment &)> &wanted)
{
    PaymentTableModel *model = window.paymentModel();
    if (!model)
        return std::nullopt;
    for (int row = 0; row < model->rowCount(); ++row) {
        const std::optional<PaymentRow> candidate = model->rowAt(row);
        if (!candidate)
            continue;
        // Refunds are not part of a row: ask the cache for the whole payment.
        const QString hash = candidate->payment.hash;
        window.paymentsView()->selectRow(row);
        const std::optional<Payment> full = window.currentPayment();
        if (full && full->hash == hash && wanted(*full))
            return full;
    }
    return std::nullopt;
}
} // namespace

ScreenshotTour::ScreenshotTour(DesktopApp &desktop, QString directory, QObject *parent)
    : QObject(parent), m_desktop(desktop), m_directory(std::move(directory))
{
    connect(&m_desktop, &DesktopApp::demoLoaded, this, [this] { QTimer::singleShot(200, this, &ScreenshotTour::run); });
}

void ScreenshotTour::settle(int milliseconds)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < milliseconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

bool ScreenshotTour::save(QWidget *widget, const QString &name)
{
    settle();
    const QString path = QDir(m_directory).filePath(name + QStringLiteral(".png"));
    // No alpha channel and the strongest PNG compression keep the committed images small.
    const QImage image = widget->grab().toImage().convertToFormat(QImage::Format_RGB888);
    const bool saved = image.save(path, "PNG", 0);
    std::fprintf(stdout, "%s %s\n", saved ? "wrote" : "FAILED", qPrintable(path));
    if (!saved)
        ++m_failures;
    return saved;
}

void ScreenshotTour::run()
{
    QDir().mkpath(m_directory);
    mainWindow();
    shootOverview(m_desktop, [this](QWidget *widget, const QString &name) { return save(widget, name); });
    ownDialogs();
    actionDialogs();
    shootReconciliation(m_desktop, [this](QWidget *widget, const QString &name) { return save(widget, name); });
    QCoreApplication::exit(m_failures == 0 ? 0 : 1);
}

void ScreenshotTour::mainWindow()
{
    MainWindow &window = *m_desktop.window();
    window.resetLayout();
    findPayment(window, [](const Payment &p) {
        return p.status == PaymentStatus::Confirmed && !p.refunds.isEmpty() && p.methodKind() == MethodKind::Card;
    });
    for (const QSize size : {QSize(1024, 700), QSize(1366, 768), QSize(1920, 1080)}) {
        window.showNormal();
        window.resetLayout();   // the default size, then the one of the shot
        window.resize(size);
        settle(300);
        save(&window, QStringLiteral("main-window-%1x%2").arg(size.width()).arg(size.height()));
    }
    findPayment(window, [](const Payment &p) { return p.methodKind() == MethodKind::SpeiVoucher; });
    save(&window, QStringLiteral("main-window-spei-1920x1080"));
    desktopShots(window);
}

void ScreenshotTour::desktopShots(MainWindow &window)
{
    // The main window in both themes, then About and Keyboard shortcuts.
    if (ThemeController *theme = m_desktop.theme()) {
        const ThemeMode before = theme->mode();
        findPayment(window, [](const Payment &p) { return !p.refunds.isEmpty(); });
        for (const auto &[mode, name] : {std::pair(ThemeMode::Light, QStringLiteral("light")),
                                         std::pair(ThemeMode::Dark, QStringLiteral("dark"))}) {
            theme->apply(mode);
            window.showNormal();
            window.resetLayout();
            window.resize(1366, 768);
            settle(300);
            save(&window, QStringLiteral("main-window-%1-1366x768").arg(name));
        }
        theme->apply(before);
    }
    AboutDialog about([] { return DiagnosticsInfo(); }, &window);
    about.show();
    save(&about, QStringLiteral("about-dialog"));
    about.close();
    ShortcutsWindow shortcuts(window, &window);
    shortcuts.show();
    save(&shortcuts, QStringLiteral("keyboard-shortcuts"));
    shortcuts.close();
}

void ScreenshotTour::ownDialogs()
{
    shootOwnDialogs(m_desktop, [this](QWidget *widget, const QString &name) { return save(widget, name); });
}

void ScreenshotTour::actionDialogs()
{
    MainWindow &window = *m_desktop.window();
    PaymentOperations &operations = *m_desktop.operations();
    auto shoot = [this](QWidget &dialog, const QString &name) {
        dialog.show();
        save(&dialog, name);
        dialog.close();
    };
    if (auto p = findPayment(window, [](const Payment &c) { return c.canCapture(); })) {
        CaptureDialog dialog(operations, *p, &window);
        shoot(dialog, QStringLiteral("capture-dialog"));
    }
    if (auto p = findPayment(window, [](const Payment &c) { return c.canRefund() && c.country == u"br"; })) {
        RefundDialog dialog(operations, *p, &window);
        shoot(dialog, QStringLiteral("refund-dialog"));
    }
    if (auto p = findPayment(window, [](const Payment &c) {
            return std::any_of(c.refunds.cbegin(), c.refunds.cend(), [](const Refund &r) { return r.isCancellable(); });
        })) {
        const auto refund = std::find_if(p->refunds.cbegin(), p->refunds.cend(),
                                         [](const Refund &r) { return r.isCancellable(); });
        CancelRefundDialog dialog(operations, *p, *refund, &window);
        shoot(dialog, QStringLiteral("cancel-refund-dialog"));
    }
    if (auto p = findPayment(window, [](const Payment &c) { return c.canCancel(); })) {
        CancelPaymentDialog dialog(operations, *p, &window);
        shoot(dialog, QStringLiteral("cancel-payment-dialog"));
    }
    {
        LookupDialog dialog(operations, &window);
        shoot(dialog, QStringLiteral("lookup-dialog"));
    }
    // File → Export report… (the dialog deletes itself when closed).
    if (auto *exportReport = window.findChild<QAction *>(QStringLiteral("exportReportAction"))) {
        exportReport->trigger();
        if (auto *dialog = window.findChild<QWidget *>(QStringLiteral("exportDialog"))) {
            save(dialog, QStringLiteral("export-dialog"));
            dialog->close();
        }
    }
    {
        EWalletsDialog dialog(m_desktop.gateway()->client(), &window);
        dialog.show();
        settle(1500);
        shoot(dialog, QStringLiteral("ewallets-dialog"));
    }
}

} // namespace dd
