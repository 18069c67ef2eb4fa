#pragma once

#include "core/access/permission.h"
#include "core/sync/notificationlistener.h"
#include "core/sync/refreshworker.h"
#include "core/sync/syncsettings.h"

#include <QObject>

class QAction;
class QLabel;
class QMenu;

namespace dd {

class MainWindow;
class RefreshService;
class StoreSession;

namespace access {
class AccessGuard;
}

// Keeping payments current from the window: the Sync menu (refresh the selection or every open
// payment, import notifications, the listener on/off, the schedule and listener settings), the
// refresh's progress with Cancel in the status bar, the listener's state beside it, and the table
// re-read (selection kept) as each batch of answers lands. The refresh itself runs in
// RefreshService's worker thread; nothing here waits on the network or writes payments.
class SyncController : public QObject
{
    Q_OBJECT
public:
    explicit SyncController(MainWindow &window);
    ~SyncController() override;

    // While the cache is unlocked. `cache` is the GUI thread's session (settings only). With a
    // guard, importing notifications needs the Import permission and the listener and schedule
    // need Settings (refresh is open to every role: it only reads the gateway's answers).
    void attach(RefreshService &service, StoreSession &cache, access::AccessGuard *guard = nullptr);
    void detach();
    // Start-up: every open intent is settled by query first; then the schedule and, when turned
    // on, the listener start as the settings say.
    void start();

    // Saves the settings in the cache and applies them (schedule, listener). False when they
    // are invalid or could not be stored.
    bool applySettings(const SyncSettings &settings);
    const SyncSettings &settings() const { return m_settings; }
    NotificationListener &listener() { return m_listener; }
    bool isRefreshing() const { return m_refreshing; }
    // Queues the codes and queries them in the background.
    void importCodes(const NotificationCodes &codes, const QString &source);

    QMenu *menu() const { return m_menu; }
    QAction *refreshAllAction() const { return m_refreshAll; }
    QAction *importAction() const { return m_import; }
    QAction *listenAction() const { return m_listen; }
    QAction *settingsAction() const { return m_settingsAction; }
    QLabel *stateLabel() const { return m_state; }
    QLabel *listenerLabel() const { return m_listenerState; }

signals:
    void refreshFinished(const dd::RefreshSummary &summary);

private:
    void buildMenu();
    void refreshAll();
    bool refreshSelection(const QStringList &hashes);
    void startProgress(const QString &task);
    void onProgress(int done, int total);
    void onSummary(const dd::RefreshSummary &summary);
    void openImportDialog();
    void openSettingsDialog();
    void applyListener();
    void showListenerState(const QString &problem = {});
    void updateActions();
    bool allowed(access::Permission permission, const QString &action);

    MainWindow &m_window;
    RefreshService *m_service = nullptr;   // set between attach() and detach()
    StoreSession *m_cache = nullptr;
    access::AccessGuard *m_guard = nullptr;
    SyncSettings m_settings;
    NotificationListener m_listener;
    QString m_task;
    bool m_refreshing = false;   // our progress is in the status bar
    bool m_quiet = false;        // start-up: say nothing when there was nothing to settle
    QMenu *m_menu = nullptr;
    QAction *m_refreshAll = nullptr;
    QAction *m_import = nullptr;
    QAction *m_listen = nullptr;
    QAction *m_settingsAction = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_listenerState = nullptr;
};

} // namespace dd
