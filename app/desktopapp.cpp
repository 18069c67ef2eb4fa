#include "app/desktopapp.h"

#include "app/demoimport.h"
#include "app/gatewayconnection.h"
#include "app/syncwiring.h"
#include "app/teamworkspace.h"
#include "core/access/accessguard.h"
#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/cache/reconcilerunstore.h"
#include "core/storage/connectionchange.h"
#include "core/sync/paymentoperations.h"
#include "sandbox/sandboxthread.h"
#include "ui/access/approvalsdialog.h"
#include "ui/access/audittraildialog.h"
#include "ui/access/operatorsdialog.h"
#include "ui/connectiondialog.h"
#include "ui/desktop/diagnostics.h"
#include "ui/firststartdialog.h"
#include "ui/idlelock.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/team/teamserversettings.h"
#include "ui/unlockdialog.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace dd {

namespace {
constexpr int DemoPaymentCount = 2000;
constexpr quint64 DemoSeed = 20'261'122;
// Demo payments the built-in sandbox creates the first time it starts with empty books.
constexpr int BuiltInDemoCount = 200;
const QString AutoLockKey = QStringLiteral("security/autoLockMinutes");

QString randomPassphrase()
{
    static const QString alphabet = QStringLiteral("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789");
    QString text;
    for (int i = 0; i < 24; ++i)
        text += alphabet.at(QRandomGenerator::system()->bounded(static_cast<int>(alphabet.size())));
    return text + QStringLiteral("7a");
}

QString operatorName()
{
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QDir::home().dirName() : user;
}
} // namespace

DesktopApp::DesktopApp(DesktopOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options))
{
    if (!m_options.screenshotDir.isEmpty())
        m_options.demo = true;
}

DesktopApp::~DesktopApp()
{
    if (m_window)
        m_window->detach();
    delete m_demoImport;
    closeWorkspace();
    if (m_vault)
        m_vault->lock();
    if (m_sandbox)
        m_sandbox->stop();
}

bool DesktopApp::start()
{
    const auto storage = chooseStorage();
    if (!storage)
        return false;
    const bool team = *storage == StorageChoiceDialog::Storage::TeamServer;
    // The built-in sandbox is a gateway for this desk's cache; on the team server the team worker
    // talks to the gateway.
    if (!team && !startSandbox())
        return false;
    m_window = std::make_unique<MainWindow>(m_settings);
    connect(m_window.get(), &MainWindow::locked, this, &DesktopApp::onLocked);
    connect(m_window.get(), &MainWindow::unlockRequested, this, &DesktopApp::showUnlock);
    connect(m_window.get(), &MainWindow::connectionSettingsRequested, this, &DesktopApp::editConnection);
    connect(m_window.get(), &MainWindow::operatorsRequested, this, &DesktopApp::showOperators);
    connect(m_window.get(), &MainWindow::approvalsRequested, this, &DesktopApp::showApprovals);
    connect(m_window.get(), &MainWindow::auditTrailRequested, this, &DesktopApp::showAuditTrail);
    m_window->setThemeController(m_options.theme);
    m_window->setDiagnosticsSource([this] { return diagnostics(); });
    if (team) {
        m_team = std::make_unique<TeamWorkspace>(*m_window, m_settings);
        if (!m_team->signIn())
            return false;
        m_window->setAutoLockInterval(std::chrono::minutes(autoLockMinutes()));
        m_window->show();
        return true;
    }
    m_sync = std::make_unique<SyncWiring>(*m_window, m_builtIn);
    if (m_options.demo ? !createDemoCache() : !openCache())
        return false;
    if (!openWorkspace())
        return false;
    m_window->show();
    if (m_options.demo)
        startDemoImport();
    return true;
}

std::optional<StorageChoiceDialog::Storage> DesktopApp::chooseStorage()
{
    using Storage = StorageChoiceDialog::Storage;
    // --demo and --vault name a cache; a desk that chose the team server goes on working there.
    if (m_options.demo || !m_options.vaultPath.isEmpty())
        return Storage::ThisComputer;
    if (TeamServerSettings::chosen(m_settings))
        return Storage::TeamServer;
    if (QFileInfo::exists(defaultVaultPath()))
        return Storage::ThisComputer;
    StorageChoiceDialog dialog;
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.storage();
}

bool DesktopApp::startSandbox()
{
    sandbox::SandboxOptions options;
    if (m_options.demo) {
        options.seedDemo = DemoPaymentCount;
        options.seed = DemoSeed;
    } else {
        // The built-in sandbox keeps its books beside the cache, so payments stay findable.
        const QString vaultPath = m_options.vaultPath.isEmpty() ? defaultVaultPath() : m_options.vaultPath;
        options.stateFile = QFileInfo(vaultPath).absolutePath() + QStringLiteral("/builtin-sandbox.state");
        options.seedDemo = BuiltInDemoCount;
    }
    m_sandbox = std::make_unique<sandbox::SandboxThread>(options);
    QString error;
    if (!m_sandbox->start(&error)) {
        MessageBox::critical(nullptr, tr("DirectDesk"), tr("The built-in sandbox did not start: %1").arg(error));
        m_exitCode = 1;
        return false;
    }
    m_builtIn = {m_sandbox->baseUrl(), m_sandbox->integrationKey()};
    return true;
}

QString DesktopApp::vaultPath() const
{
    if (m_vault)
        return m_vault->databasePath();
    return m_options.vaultPath.isEmpty() ? defaultVaultPath() : m_options.vaultPath;
}

void DesktopApp::activate()
{
    // A dialog in front (unlock, first start, an action) is what the user has to see first.
    QWidget *target = QApplication::activeModalWidget();
    if (!target)
        target = m_window.get();
    if (!target)
        return;
    target->setWindowState((target->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    target->show();
    target->raise();
    target->activateWindow();
}

DiagnosticsInfo DesktopApp::diagnostics()
{
    DiagnosticsInfo info;
    if (m_team) {
        info.cachePath = m_team->serverName();   // payments are on the team server, none on this desk
        return info;
    }
    info.cachePath = vaultPath();
    if (m_session)
        Diagnostics::addCache(info, *m_session, info.cachePath);
    if (m_gateway) {
        info.environment = m_gateway->description();
    }
    if (m_session) {
        const auto stored = m_session->settings().connection();
        if (!stored.environment.isEmpty())
            info.environment = stored.environment;
        info.baseUrl = stored.baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    }
    if (info.baseUrl.isEmpty() && m_builtIn.baseUrl.isValid())
        info.baseUrl = m_builtIn.baseUrl.toString();
    return info;
}

QString DesktopApp::defaultVaultPath() const
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/cache.db");
}

bool DesktopApp::createDemoCache()
{
    m_demoDir = std::make_unique<QTemporaryDir>();
    if (!m_demoDir->isValid()) {
        m_exitCode = 1;
        return false;
    }
    VaultOptions options;
    // A throw-away cache of demo data: cheap key derivation keeps the start instant.
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_demoDir->filePath(QStringLiteral("cache.db")), options);
    m_demoPassphrase = randomPassphrase();
    const VaultResult created = m_vault->create(m_demoPassphrase, m_demoPassphrase);
    if (!created) {
        MessageBox::critical(nullptr, tr("DirectDesk"), created.error().message());
        m_exitCode = 1;
        return false;
    }
    return true;
}

bool DesktopApp::openCache()
{
    const QString path = m_options.vaultPath.isEmpty() ? defaultVaultPath() : m_options.vaultPath;
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_vault = std::make_unique<Vault>(path);
    if (QFileInfo::exists(path)) {
        UnlockDialog unlock(*m_vault);
        return unlock.exec() == QDialog::Accepted;
    }
    FirstStartDialog firstStart(*m_vault, &m_network, m_builtIn);
    if (firstStart.exec() != QDialog::Accepted)
        return false;
    ConnectionChoice choice = firstStart.connectionChoice();
    auto session = m_vault->openSession();
    if (!session) {
        MessageBox::critical(nullptr, tr("DirectDesk"), session.error().message());
        return false;
    }
    session.value()->settings().updateConnection(choice.environment, choice.baseUrl, choice.integrationKey);
    choice.wipeKey();
    return true;
}

ConnectionChoice DesktopApp::storedConnection()
{
    const auto stored = m_session->settings().connection();
    ConnectionChoice choice;
    choice.environment = stored.environment.isEmpty() ? environmentCode(presetForEnvironment({})) : stored.environment;
    choice.baseUrl = stored.baseUrl;
    choice.integrationKey = stored.integrationKey;
    return choice;
}

bool DesktopApp::openWorkspace()
{
    // The window's lists filter a large cache from memory (PaymentDigest); workers open plain sessions.
    auto session = m_vault->openWindowSession();
    if (!session) {
        MessageBox::critical(m_window.get(), tr("DirectDesk"), session.error().message());
        m_exitCode = 1;
        return false;
    }
    m_session = std::move(session).value();
    ConnectionChoice choice = storedConnection();
    m_gateway = std::make_unique<GatewayConnection>(&m_network, choice, m_builtIn);
    choice.wipeKey();
    if (!signIn()) {
        closeWorkspace();
        m_vault->lock();
        return false;
    }
    // Audit rows, intents and receipts name the operator the passphrase signed in.
    const QString signedIn = m_guard->actor(operatorName());
    m_operations = std::make_unique<PaymentOperations>(m_gateway->client(), *m_session, signedIn);
    m_operations->setAccess(m_guard.get(), m_approvals.get());
    const SessionOpener openSession = sessionsOf(*m_vault);
    m_window->setBackgroundSessions(openSession);
    Workspace workspace{&m_session->payments(), m_operations.get(), &m_gateway->client(), m_guard.get()};
    workspace.audit = &m_session->audit();
    workspace.openSession = openSession;   // exports on a worker thread
    workspace.operatorName = signedIn;
    workspace.store = m_session.get();
    workspace.reconcileRuns = [session = m_session.get()] {
        return std::make_unique<cache::VaultReconcileRunStore>(session->database());
    };
    m_window->attach(workspace);
    m_window->setConnectionState(tr("%1: connecting…").arg(m_gateway->description()), true);
    m_gateway->probe(m_window.get(), [window = m_window.get()](bool reachable, const QString &text) {
        window->setConnectionState(text, reachable);
    });
    m_window->setAutoLockInterval(std::chrono::minutes(autoLockMinutes()));
    // Background refresh and notifications; open intents are settled first, as on the command line.
    m_sync->open(*m_vault, *m_session, m_guard.get());
    return true;
}

// The passphrase that unlocked names the operator (roles live inside the encrypted cache).
bool DesktopApp::signIn()
{
    m_guard = std::make_unique<access::AccessGuard>(m_session->audit());
    m_operators = std::make_unique<access::OperatorDirectory>(*m_vault, *m_session, *m_guard);
    m_approvals = std::make_unique<access::RefundApprovals>(*m_session, *m_guard);
    auto who = m_operators->signIn(operatorName());
    if (!who) {
        MessageBox::critical(m_window.get(), tr("DirectDesk"), who.error().message());
        return false;
    }
    m_window->setWindowTitle(tr("DirectDesk — %1 (%2)").arg(who->name, access::Names::role(who->role)));
    if (m_operators->lockoutCounterTampered())
        MessageBox::warning(m_window.get(), tr("DirectDesk"),
                            tr("The key file's failed-unlock counter was reset by hand since the last unlock. "
                               "This was recorded in the audit trail."));
    return true;
}

void DesktopApp::showOperators()
{
    if (m_team) {
        m_team->showOperators();
        return;
    }
    if (!m_operators)
        return;
    OperatorsDialog dialog(*m_operators, *m_guard, m_window.get());
    connect(m_window.get(), &MainWindow::locked, &dialog, &QDialog::reject);
    dialog.exec();
    m_window->refreshPayments();   // a changed role enables other actions
}

void DesktopApp::showApprovals()
{
    if (m_team) {
        m_team->showApprovals();
        return;
    }
    if (!m_approvals || !m_operations)
        return;
    ApprovalsDialog dialog(*m_approvals, *m_operators, *m_operations, *m_guard, m_window.get());
    connect(m_window.get(), &MainWindow::locked, &dialog, &QDialog::reject);
    dialog.exec();
}

void DesktopApp::showAuditTrail()
{
    if (m_team) {
        m_team->showAuditTrail();
        return;
    }
    if (!m_session || !m_guard)
        return;
    AuditTrailDialog dialog(m_session->audit(), *m_guard, m_window.get());
    connect(m_window.get(), &MainWindow::locked, &dialog, &QDialog::reject);
    dialog.exec();
}

void DesktopApp::closeWorkspace()
{
    if (m_sync)
        m_sync->close();
    m_operations.reset();
    m_approvals.reset();
    m_operators.reset();
    m_guard.reset();
    m_gateway.reset();
    m_session.reset();
}

int DesktopApp::autoLockMinutes() const
{
    return m_settings.value(AutoLockKey, IdleLock::DefaultMinutes).toInt();
}

void DesktopApp::onLocked()
{
    if (m_team) {
        m_team->close();
        showUnlock();
        return;
    }
    if (m_demoImport)
        m_demoImport->cancel();
    closeWorkspace();
    m_vault->lock();
    showUnlock();
}

void DesktopApp::showUnlock()
{
    if (!m_window->isLocked())
        return;
    if (m_team) {
        m_team->signIn();   // the saved server again; the password when libpq has none
        return;
    }
    auto *dialog = new UnlockDialog(*m_vault, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_options.demo)
        dialog->setHint(tr("Demo cache: its passphrase is %1").arg(m_demoPassphrase));
    connect(dialog, &QDialog::accepted, this, [this] { openWorkspace(); });
    dialog->open();
}

void DesktopApp::editConnection()
{
    if (m_team) {
        m_team->editConnection();
        return;
    }
    if (!m_session)
        return;
    if (m_guard) {
        if (auto allowed = m_guard->require(access::Permission::Settings, QStringLiteral("settings")); !allowed) {
            MessageBox::warning(m_window.get(), tr("DirectDesk"), allowed.error().message());
            return;
        }
    }
    ConnectionChoice current = storedConnection();
    ConnectionDialog dialog(&m_network, m_builtIn, current, autoLockMinutes(), m_window.get());
    if (dialog.exec() != QDialog::Accepted || !m_session) {
        current.wipeKey();
        return;
    }
    ConnectionChoice choice = dialog.connectionChoice();
    m_settings.setValue(AutoLockKey, dialog.autoLockMinutes());
    // The same audit row as `directdesk-cli config`: a gateway key or address changed at a desk is
    // on the trail too. Unsaved, the row says so, and the window reopens on the connection kept.
    const QString actor = m_guard ? m_guard->actor(operatorName()) : operatorName();
    changeConnection(*m_session, actor,
                     ConnectionChange{choice.environment, choice.baseUrl, choice.integrationKey,
                                      choice.integrationKey != current.integrationKey},
                     false);
    current.wipeKey();
    choice.wipeKey();
    m_window->detach();
    closeWorkspace();
    openWorkspace();
}

void DesktopApp::startDemoImport()
{
    m_demoImport = new DemoImport(&m_network, m_builtIn.baseUrl, *m_vault, this);
    MainWindow *window = m_window.get();
    window->showBackgroundProgress(tr("Loading demo payments"), 0, DemoPaymentCount);
    connect(m_demoImport, &DemoImport::progress, window, [window](qint64 done, qint64 total) {
        window->showBackgroundProgress(tr("Loading demo payments"), done, total);
    });
    connect(m_demoImport, &DemoImport::pageStored, window, &MainWindow::refreshPayments);
    connect(window, &MainWindow::backgroundCancelRequested, m_demoImport, &DemoImport::cancel);
    connect(m_demoImport, &DemoImport::finished, this, [this, window](const QString &error) {
        window->hideBackgroundProgress();
        window->refreshPayments();
        if (!error.isEmpty())
            window->setConnectionState(error, false);
        m_demoImport->deleteLater();
        emit demoLoaded();
    });
    m_demoImport->start();
}

} // namespace dd
