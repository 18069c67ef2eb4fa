#include "ui/sync/synccontroller.h"

#include "core/access/accessguard.h"
#include "core/sync/refreshservice.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/sync/notificationimportdialog.h"
#include "ui/sync/syncsettingsdialog.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTime>

namespace dd {

SyncController::SyncController(MainWindow &window) : QObject(&window), m_window(window)
{
    setObjectName(QStringLiteral("syncController"));
    m_state = new QLabel;
    m_state->setObjectName(QStringLiteral("syncStateLabel"));
    m_listenerState = new QLabel;
    m_listenerState->setObjectName(QStringLiteral("listenerStateLabel"));
    m_window.statusBar()->addPermanentWidget(m_state);
    m_window.statusBar()->addPermanentWidget(m_listenerState);
    buildMenu();
    connect(&m_listener, &NotificationListener::codesReceived, this,
            [this](const NotificationCodes &codes) { importCodes(codes, QStringLiteral("listener")); });
    connect(&m_window, &MainWindow::backgroundCancelRequested, this, [this] {
        if (m_service && m_refreshing)
            m_service->cancel();
    });
    showListenerState();
    updateActions();
}

// Destroyed with the window (its child): the window's members are gone by then, so nothing here
// touches it. SyncWiring::close() detaches while the window is alive.
SyncController::~SyncController() = default;

void SyncController::buildMenu()
{
    m_refreshAll = new QAction(tr("Refresh &all open payments"), this);
    m_refreshAll->setObjectName(QStringLiteral("refreshAllAction"));
    m_refreshAll->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_refreshAll->setStatusTip(tr("Query every payment that may still change, 4 at a time, in the background"));
    m_import = new QAction(tr("&Import notifications…"), this);
    m_import->setObjectName(QStringLiteral("importNotificationsAction"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_listen = new QAction(tr("&Listen for notifications"), this);
    m_listen->setObjectName(QStringLiteral("listenAction"));
    m_listen->setCheckable(true);
    m_settingsAction = new QAction(tr("&Refresh and notifications…"), this);
    m_settingsAction->setObjectName(QStringLiteral("syncSettingsAction"));
    for (QAction *action : {m_refreshAll, m_import, m_listen, m_settingsAction})
        m_window.addAction(action);   // shortcuts work wherever the focus is

    m_menu = new QMenu(tr("S&ync"), &m_window);
    m_menu->setObjectName(QStringLiteral("syncMenu"));
    m_menu->addAction(m_window.actions().refreshFromGateway);
    m_menu->addAction(m_refreshAll);
    m_menu->addSeparator();
    m_menu->addAction(m_import);
    m_menu->addAction(m_listen);
    m_menu->addSeparator();
    m_menu->addAction(m_settingsAction);
    auto *settingsMenu = m_window.findChild<QMenu *>(QStringLiteral("settingsMenu"));
    if (settingsMenu) {
        m_window.menuBar()->insertMenu(settingsMenu->menuAction(), m_menu);
        settingsMenu->addAction(m_settingsAction);
    } else {
        m_window.menuBar()->addMenu(m_menu);
    }

    connect(m_refreshAll, &QAction::triggered, this, &SyncController::refreshAll);
    connect(m_import, &QAction::triggered, this, &SyncController::openImportDialog);
    connect(m_settingsAction, &QAction::triggered, this, &SyncController::openSettingsDialog);
    connect(m_listen, &QAction::triggered, this, [this](bool on) {
        if (!allowed(access::Permission::Settings, QStringLiteral("notification_listener"))) {
            const QSignalBlocker blocker(m_listen);
            m_listen->setChecked(!on);
            return;
        }
        SyncSettings changed = m_settings;
        changed.listen = on;
        applySettings(changed);
    });
}

void SyncController::attach(RefreshService &service, StoreSession &cache, access::AccessGuard *guard)
{
    detach();
    m_service = &service;
    m_cache = &cache;
    m_guard = guard;
    m_settings = SyncSettingsStore::load(cache);
    connect(&service, &RefreshService::progress, this, &SyncController::onProgress);
    connect(&service, &RefreshService::paymentsChanged, &m_window, &MainWindow::paymentsChangedElsewhere);
    connect(&service, &RefreshService::summary, this, &SyncController::onSummary);
    connect(&service, &RefreshService::finished, this, [this] {   // also after failed(), which has no summary
        if (!m_refreshing)
            return;
        m_refreshing = false;
        m_task.clear();
        m_window.hideBackgroundProgress();
    });
    connect(&service, &RefreshService::failed, this, [this](const QString &reason) {
        m_state->setText(reason);
        m_state->setToolTip(reason);
    });
    m_window.setSelectionRefresh([this](const QStringList &hashes) { return refreshSelection(hashes); });
    updateActions();
}

void SyncController::detach()
{
    m_listener.close();
    m_window.setSelectionRefresh({});
    if (m_service)
        disconnect(m_service, nullptr, this, nullptr);
    if (m_refreshing)
        m_window.hideBackgroundProgress();
    m_refreshing = false;
    m_service = nullptr;
    m_cache = nullptr;
    m_guard = nullptr;
    m_state->clear();
    showListenerState();
    updateActions();
}

void SyncController::start()
{
    if (!m_service)
        return;
    // Shown only if there is something to settle (progress with a total above 0): the demo import
    // or an empty cache keep the status bar to themselves.
    m_task = tr("Checking actions with an unknown outcome");
    m_quiet = true;
    m_service->resolveIntents();
    m_service->setSchedule(m_settings.scheduleMinutes);
    applyListener();
}

bool SyncController::applySettings(const SyncSettings &settings)
{
    if (!m_service || !m_cache || !SyncSettingsStore::save(*m_cache, settings)) {
        updateActions();
        return false;
    }
    m_settings = settings;
    m_service->setSchedule(m_settings.scheduleMinutes);
    applyListener();
    updateActions();
    return true;
}

void SyncController::applyListener()
{
    m_listener.close();
    if (!m_service || !m_settings.listen) {
        showListenerState();
        return;
    }
    if (const QString problem = m_listener.useCertificateSetting(m_cache->settings()); !problem.isEmpty()) {
        showListenerState(problem);
        return;
    }
    if (!m_listener.listen(QHostAddress(m_settings.listenAddress), m_settings.listenPort)) {
        showListenerState(m_listener.errorString());
        return;
    }
    showListenerState();
}

void SyncController::showListenerState(const QString &problem)
{
    const QString where = m_settings.listenAddress + u':' + QString::number(m_settings.listenPort);
    if (!problem.isEmpty()) {
        m_listenerState->setText(tr("Notifications: cannot listen on %1").arg(where));
        m_listenerState->setToolTip(problem);
        m_listenerState->setStyleSheet(QStringLiteral("color: palette(link);"));
    } else if (m_listener.isListening()) {
        m_listenerState->setText(tr("Notifications: listening on %1").arg(where));
        m_listenerState->setToolTip(tr("Give the gateway http://%1/ as the notification URL.").arg(where));
        m_listenerState->setStyleSheet({});
    } else {
        m_listenerState->setText(tr("Notifications: off"));
        m_listenerState->setToolTip(tr("Sync ▸ Listen for notifications turns the local listener on."));
        m_listenerState->setStyleSheet({});
    }
    m_listenerState->setVisible(m_service != nullptr);
    const QSignalBlocker blocker(m_listen);
    m_listen->setChecked(m_listener.isListening());
}

void SyncController::updateActions()
{
    const bool attached = m_service != nullptr;
    const auto may = [this](access::Permission permission) { return !m_guard || m_guard->allows(permission); };
    m_refreshAll->setEnabled(attached);
    m_import->setEnabled(attached && may(access::Permission::Import));
    m_listen->setEnabled(attached && may(access::Permission::Settings));
    m_settingsAction->setEnabled(attached && may(access::Permission::Settings));
}

// The actions are disabled for roles without the permission; this also refuses (with an audit row)
// whatever reaches them another way, such as a shortcut that raced the role change.
bool SyncController::allowed(access::Permission permission, const QString &action)
{
    if (!m_guard)
        return true;
    const access::AccessResult result = m_guard->require(permission, action);
    if (!result)
        MessageBox::warning(&m_window, tr("Refresh and notifications"), result.error().message());
    return bool(result);
}

void SyncController::refreshAll()
{
    if (!m_service)
        return;
    if (!m_refreshing)
        startProgress(tr("Refreshing open payments"));
    m_service->refreshAll();
}

bool SyncController::refreshSelection(const QStringList &hashes)
{
    if (!m_service)
        return false;
    if (!m_refreshing)
        startProgress(tr("Refreshing the selected payments"));
    m_service->refreshHashes(hashes);
    return true;
}

void SyncController::importCodes(const NotificationCodes &codes, const QString &source)
{
    if (!m_service || codes.isEmpty())
        return;
    if (!m_refreshing)
        startProgress(tr("Querying notified payments"));
    m_service->queueCodes(codes, source);
}

void SyncController::startProgress(const QString &task)
{
    m_task = task;
    m_quiet = false;
    m_refreshing = true;
    m_window.showBackgroundProgress(m_task, 0, 0);
}

void SyncController::onProgress(int done, int total)
{
    if (!m_refreshing) {   // start-up or a scheduled refresh: shown once there is something to do
        if (total == 0)
            return;
        if (m_task.isEmpty())
            m_task = tr("Refreshing open payments");
        m_refreshing = true;
    }
    m_window.showBackgroundProgress(m_task, done, total);
}

void SyncController::onSummary(const RefreshSummary &summary)
{
    const bool quiet = m_quiet && summary.total == 0;
    if (m_refreshing)
        m_window.hideBackgroundProgress();
    m_refreshing = false;
    m_quiet = false;
    m_task.clear();
    m_window.refreshPayments();
    emit refreshFinished(summary);
    if (quiet)
        return;
    QString text = tr("%1: %Ln payment(s) refreshed", nullptr, summary.refreshed).arg(QTime::currentTime().toString(u"HH:mm"));
    if (summary.failed > 0)
        text += tr(", %n could not be (kept for the next refresh)", nullptr, summary.failed);
    if (summary.resolved > 0)
        text += tr(", %n action(s) with an unknown outcome settled", nullptr, summary.resolved);
    if (summary.cancelled)
        text += tr(", cancelled");
    m_state->setText(text);
    m_state->setToolTip(text);
}

void SyncController::openImportDialog()
{
    if (!m_service || !allowed(access::Permission::Import, QStringLiteral("import_notifications")))
        return;
    auto *dialog = new NotificationImportDialog(&m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { importCodes(dialog->codes(), QStringLiteral("pasted")); });
    connect(&m_window, &MainWindow::locked, dialog, &QDialog::reject);
    dialog->open();
}

void SyncController::openSettingsDialog()
{
    if (!m_service || !allowed(access::Permission::Settings, QStringLiteral("sync_settings")))
        return;
    auto *dialog = new SyncSettingsDialog(m_settings, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!applySettings(dialog->settings()))
            MessageBox::warning(&m_window, tr("Refresh and notifications"),
                                tr("The settings could not be stored in the cache."));
    });
    connect(&m_window, &MainWindow::locked, dialog, &QDialog::reject);
    dialog->open();
}

} // namespace dd
