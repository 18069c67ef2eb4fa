#pragma once

#include "ui/connectionchoice.h"
#include "ui/connectionform.h"
#include "ui/team/storagechoicedialog.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QString>

#include <memory>
#include <optional>

class QTemporaryDir;

namespace dd {

namespace sandbox {
class SandboxThread;
}
namespace access {
class AccessGuard;
class OperatorDirectory;
class RefundApprovals;
} // namespace access
class CacheSession;
class DemoImport;
class GatewayConnection;
class MainWindow;
class PaymentOperations;
class SyncWiring;
class TeamWorkspace;
class ThemeController;
class Vault;
struct DiagnosticsInfo;

struct DesktopOptions
{
    bool demo = false;
    QString vaultPath;        // empty: AppDataLocation/cache.db
    QString screenshotDir;    // hidden: write screenshots there and quit (implies demo)
    ThemeController *theme = nullptr;   // View ▸ Theme applies through it (owned by main)
};

// The GUI's composition root: the built-in sandbox in its worker thread, the vault and the GUI
// thread's cache session, the gateway client, PaymentOperations and the main window; first start,
// unlock, lock and connection changes rebuild what depends on the session. On a desk that works on
// the team server, TeamWorkspace takes the vault's place (and no sandbox runs).
class DesktopApp : public QObject
{
    Q_OBJECT
public:
    explicit DesktopApp(DesktopOptions options, QObject *parent = nullptr);
    ~DesktopApp() override;

    // Everything up to the main window shown; false when the user quit or something failed
    // (a message was shown). Then run QApplication::exec().
    bool start();
    int exitCode() const { return m_exitCode; }
    MainWindow *window() const { return m_window.get(); }
    PaymentOperations *operations() const { return m_operations.get(); }
    GatewayConnection *gateway() const { return m_gateway.get(); }
    const BuiltInSandboxAddress &builtInSandbox() const { return m_builtIn; }
    QNetworkAccessManager *network() { return &m_network; }
    ThemeController *theme() const { return m_options.theme; }
    // The cache this process works on (the demo's throw-away one with --demo).
    QString vaultPath() const;
    // Another `directdesk` on the same cache asked us to come forward.
    void activate();

signals:
    void demoLoaded();

private:
    // Where this desk keeps payments; nothing when the user quit at the first start's choice.
    std::optional<StorageChoiceDialog::Storage> chooseStorage();
    bool startSandbox();
    bool openCache();
    bool createDemoCache();
    bool openWorkspace();
    void closeWorkspace();
    void onLocked();
    void showUnlock();
    void editConnection();
    void startDemoImport();
    bool signIn();
    void showOperators();
    void showApprovals();
    void showAuditTrail();
    ConnectionChoice storedConnection();
    QString defaultVaultPath() const;
    int autoLockMinutes() const;
    DiagnosticsInfo diagnostics();

    DesktopOptions m_options;
    QSettings m_settings;
    QNetworkAccessManager m_network;
    std::unique_ptr<QTemporaryDir> m_demoDir;
    QString m_demoPassphrase;
    std::unique_ptr<sandbox::SandboxThread> m_sandbox;
    BuiltInSandboxAddress m_builtIn;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<CacheSession> m_session;
    std::unique_ptr<GatewayConnection> m_gateway;
    std::unique_ptr<access::AccessGuard> m_guard;
    std::unique_ptr<access::OperatorDirectory> m_operators;
    std::unique_ptr<access::RefundApprovals> m_approvals;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<SyncWiring> m_sync;   // after m_window: its controller lives in the window
    std::unique_ptr<TeamWorkspace> m_team;   // team mode only; after m_window, which it works on
    QPointer<DemoImport> m_demoImport;
    int m_exitCode = 0;
};

} // namespace dd
