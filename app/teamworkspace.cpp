#include "app/teamworkspace.h"

#include "app/teamactionrelay.h"
#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/server/store/pgreconcileruns.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamactiondesk.h"
#include "core/storage/auditstore.h"
#include "core/sync/paymentoperations.h"
#include "ui/access/audittraildialog.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/team/storagechoicedialog.h"
#include "ui/team/teamapprovalsdialog.h"
#include "ui/team/teamserverdialog.h"
#include "ui/team/teamserversettings.h"

#include <QSettings>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace dd {

namespace {
// How long "Sent to the team worker…" and the outcome stay in the status bar.
constexpr int StatusMessageMs = 15'000;

// "directdesk@db.example.com:5432", as a connection change's audit row names a server.
QString serverAddress(const server::TeamServerFields &fields)
{
    return fields.serverName() + u':' + fields.port;
}

// The audit row of Settings ▸ Connection in team mode: where the desk worked and where it works
// from now on (`to` empty: this computer's encrypted cache). Never a password: the dialog's
// caller has none.
AuditEntry deskConnectionChange(const QString &actor, const server::TeamServerFields &from,
                                const std::optional<server::TeamServerFields> &to)
{
    AuditEntry entry;
    entry.actor = actor;
    entry.action = u"desk_connection_change"_s;
    entry.parameters.insert(u"previous_server"_s, serverAddress(from));
    entry.parameters.insert(u"previous_login"_s, from.user);
    entry.parameters.insert(u"storage"_s, to ? u"team_server"_s : u"this_computer"_s);
    if (to) {
        entry.parameters.insert(u"server"_s, serverAddress(*to));
        entry.parameters.insert(u"login"_s, to->user);
        if (!to->caFile.isEmpty())
            entry.parameters.insert(u"ca_file"_s, to->caFile);
    }
    entry.result = u"SUCCESS"_s;
    return entry;
}
// A reconciliation's session on the team server, opened on its worker thread: a connection of its
// own, signed in as the desk's login, whose runs are kept on that connection.
ReconcileSession reconcileSessionOn(const QString &conninfo)
{
    auto opened = server::PgStoreSession::open(conninfo);
    if (!opened)
        return {nullptr, nullptr, opened.error().message};
    std::unique_ptr<server::PgStoreSession> session = std::move(opened).value();
    auto runs = std::make_unique<server::PgReconcileRunStore>(session->connection());
    return {std::move(session), std::move(runs), {}};
}
} // namespace

TeamWorkspace::TeamWorkspace(MainWindow &window, QSettings &settings, QObject *parent)
    : QObject(parent), m_window(window), m_settings(settings)
{
    connect(&m_feed, &server::PgChangeFeed::changed, this, &TeamWorkspace::onStoreChanged);
    connect(&m_feed, &server::PgChangeFeed::connectionLost, this, &TeamWorkspace::onConnectionLost);
    connect(&m_feed, &server::PgChangeFeed::connectionRestored, this, &TeamWorkspace::onConnectionRestored);
    connect(&m_reopener, &server::TeamSessionOpener::opened, this, &TeamWorkspace::onReopened);
    connect(&m_reopener, &server::TeamSessionOpener::failed, this, &TeamWorkspace::onReopenFailed);
    // The window's background readers failing (table, totals, overview, the selected payment) is
    // the server going away as the window's session does.
    connect(&m_window, &MainWindow::storeReadFailed, this, [this] {
        if (m_session)
            onWindowSessionLost();
    });
    m_retryReopen.setSingleShot(true);
    connect(&m_retryReopen, &QTimer::timeout, this, &TeamWorkspace::reopenWhileFeedLives);
}

TeamWorkspace::~TeamWorkspace()
{
    close();
}

bool TeamWorkspace::signIn()
{
    const server::TeamServerFields saved = TeamServerSettings::load(m_settings);
    const auto purpose = TeamServerSettings::chosen(m_settings) ? TeamServerDialog::Purpose::SignIn
                                                                 : TeamServerDialog::Purpose::Setup;
    TeamServerDialog dialog(saved, purpose, m_window.isVisible() ? &m_window : nullptr);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const server::TeamServerFields fields = dialog.fields();
    TeamServerSettings::save(m_settings, fields);
    return open(dialog.takeSignIn(), fields);
}

bool TeamWorkspace::open(server::TeamSignIn signIn, const server::TeamServerFields &fields)
{
    close();
    m_fields = fields;
    m_conninfo = signIn.conninfo;
    if (!attachSession(std::move(signIn))) {
        m_conninfo.clear();
        return false;
    }
    // The feed's own connection: the window re-reads when anyone writes, and catches up by change
    // number after the connection was lost.
    if (const auto address = server::readServerAddress(m_conninfo))
        m_feed.start(*address);
    return true;
}

bool TeamWorkspace::attachSession(server::TeamSignIn signIn)
{
    detachSession();
    // TeamSessionOpener hands over no session without a role (a login of none of the groups).
    if (!signIn.session || !signIn.role)
        return false;
    m_session = std::move(signIn.session);
    // The window's connection ending (its backend ended, the server gone) shows on its socket.
    m_sessionWatch = std::make_unique<server::PgListener>(m_session->connection());
    connect(m_sessionWatch.get(), &server::PgListener::lost, this, &TeamWorkspace::onWindowSessionLost);
    // Background readers (page counts, totals, the overview, exports) each open their own session.
    m_opener = std::make_unique<server::PgStoreOpener>(m_conninfo);
    const SessionOpener openSession = sessionsOf(*m_opener);
    m_guard = std::make_unique<access::AccessGuard>(m_session->audit());
    const std::optional<access::Operator> recorded = m_session->operators().bySlotId(signIn.login);
    m_guard->signIn(access::Operator{signIn.login, recorded ? recorded->name : signIn.login, *signIn.role,
                                     recorded ? recorded->createdAtMs : 0});
    m_window.setBackgroundSessions(openSession);
    // The team worker talks to the gateway for the team: this client has no address and no key, and
    // every write of the operations goes to the relay.
    m_client = std::make_unique<DirectApiClient>(&m_network, ConnectionSettings{},
                                                 std::make_shared<IntegrationKeyAuthenticator>(SecretText()));
    m_approvals = std::make_unique<access::RefundApprovals>(*m_session, *m_guard);
    m_desk = std::make_unique<server::TeamActionDesk>(*m_session, *m_guard);
    m_operations = std::make_unique<PaymentOperations>(*m_client, *m_session, signIn.login);
    m_operations->setAccess(m_guard.get(), m_approvals.get());
    m_relay = std::make_unique<TeamActionRelay>(*m_desk, *m_session);
    m_operations->setRelay(m_relay.get());
    connect(m_relay.get(), &TeamActionRelay::statusMessage, this,
            [this](const QString &text) { m_window.statusBar()->showMessage(text, StatusMessageMs); });
    Workspace workspace{&m_session->payments(), m_operations.get(), m_client.get(), m_guard.get()};
    workspace.audit = &m_session->audit();
    workspace.openSession = openSession;
    workspace.operatorName = signIn.login;
    workspace.store = m_session.get();
    workspace.teamReconcileSessions = [conninfo = m_conninfo] { return reconcileSessionOn(conninfo); };
    workspace.remote = true;
    m_window.attach(workspace);
    m_window.setWindowTitle(tr("DirectDesk — %1 (%2)").arg(signIn.login, access::Names::role(*signIn.role)));
    showConnection(tr("Team server %1: connected (%2)").arg(m_fields.serverName(), signIn.login), true);
    return true;
}

void TeamWorkspace::detachSession()
{
    if (!m_session)
        return;
    emit sessionEnding();
    // The window's models and background readers use the session and the opener: they go first.
    m_window.detach();
    m_window.setBackgroundSessions({});
    m_relay.reset();
    m_operations.reset();
    m_desk.reset();
    m_approvals.reset();
    m_client.reset();
    m_guard.reset();
    m_opener.reset();
    m_sessionWatch.reset();
    m_session.reset();
}

void TeamWorkspace::close()
{
    m_feed.stop();
    m_reopener.abort();
    m_retryReopen.stop();
    detachSession();
    m_conninfo.clear();
}

void TeamWorkspace::onStoreChanged(qint64 change)
{
    // While a fresh session is on its way the old one may be dead: the new one reads everything.
    if (!m_session || m_reopener.isOpening())
        return;
    m_relay->storeChanged();
    m_window.refreshPayments();
    emit storeChanged(change);
}

void TeamWorkspace::onConnectionLost()
{
    // The window keeps what it read; its session is likely gone too and is replaced once the
    // server answers again.
    showConnection(tr("Team server %1: unreachable — reconnecting…").arg(m_fields.serverName()), false);
}

void TeamWorkspace::onConnectionRestored()
{
    m_retryReopen.stop();
    if (!m_conninfo.isEmpty())
        m_reopener.start(m_conninfo);
}

void TeamWorkspace::onWindowSessionLost()
{
    onConnectionLost();
    // When the whole server went, the feed notices too and its return brings the new session;
    // when only the window's connection ended, the feed lives on and will not say so.
    m_retryReopen.start(server::PgChangeFeed::FirstRetryMs);
}

void TeamWorkspace::reopenWhileFeedLives()
{
    if (m_feed.isConnected())
        onConnectionRestored();
}

void TeamWorkspace::onReopened()
{
    if (attachSession(m_reopener.take()))
        emit storeChanged(m_feed.lastChange());
}

void TeamWorkspace::onReopenFailed(const server::PgError &error)
{
    showConnection(tr("Team server %1: %2").arg(m_fields.serverName(), error.message), false);
    // The feed is back, so it will not say so again: try again on its longest delay.
    m_retryReopen.start(server::PgChangeFeed::LongestRetryMs);
}

void TeamWorkspace::showConnection(const QString &text, bool reachable)
{
    m_window.setConnectionState(text, reachable);
    m_window.setStoreReachable(reachable);
    if (std::exchange(m_reachable, reachable) != reachable)
        emit reachabilityChanged(reachable);
}

void TeamWorkspace::editConnection()
{
    StorageChoiceDialog choice(StorageChoiceDialog::Storage::TeamServer, &m_window);
    if (choice.exec() != QDialog::Accepted)
        return;
    if (choice.storage() == StorageChoiceDialog::Storage::ThisComputer) {
        TeamServerSettings::forgetChoice(m_settings);
        // On the trail of the server the desk leaves: the encrypted cache opens only at the next start.
        recordConnectionChange(deskConnectionChange(m_fields.user, m_fields, std::nullopt));
        MessageBox::information(&m_window, tr("DirectDesk"),
                                tr("DirectDesk opens this computer's encrypted cache the next time it starts."));
        return;
    }
    TeamServerDialog dialog(m_fields, TeamServerDialog::Purpose::Setup, &m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const server::TeamServerFields fields = dialog.fields();
    TeamServerSettings::save(m_settings, fields);
    // The row goes on the trail of the server the desk leaves, signed by the login that made the
    // change; when that server does not take it (often why its address changes: it is gone), on
    // the trail of the server the desk moves to, so no change goes unrecorded.
    const AuditEntry change = deskConnectionChange(m_fields.user, m_fields, fields);
    const bool recorded = recordConnectionChange(change);
    open(dialog.takeSignIn(), fields);
    if (!recorded)
        recordConnectionChange(change);
}

bool TeamWorkspace::recordConnectionChange(const AuditEntry &change)
{
    return m_session && m_session->audit().append(change).has_value();
}

void TeamWorkspace::showOperators()
{
    MessageBox::information(&m_window, tr("Operators"),
                            tr("On the team server the operators are the server's logins: a Manager adds, "
                               "removes and changes them with \"directdesk-cli team operator\"."));
}

void TeamWorkspace::showApprovals()
{
    if (!m_session || !m_guard->allows(access::Permission::Approve)) {
        MessageBox::information(&m_window, tr("Approvals"),
                                tr("In team mode a Manager's login approves or rejects the refunds that wait for "
                                   "approval."));
        return;
    }
    TeamApprovalsDialog dialog(*m_desk, *m_approvals, &m_window);
    // Live: a request another desk makes appears as the change feed reports it.
    connect(this, &TeamWorkspace::storeChanged, &dialog, &TeamApprovalsDialog::reload);
    connect(this, &TeamWorkspace::sessionEnding, &dialog, &QDialog::reject);
    connect(&m_window, &MainWindow::locked, &dialog, &QDialog::reject);
    dialog.exec();
}

void TeamWorkspace::showAuditTrail()
{
    if (!m_session || !m_guard)
        return;
    AuditTrailDialog dialog(m_session->audit(), *m_guard, &m_window);
    connect(&m_window, &MainWindow::locked, &dialog, &QDialog::reject);
    dialog.exec();
}

} // namespace dd
