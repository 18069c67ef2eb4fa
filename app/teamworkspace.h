#pragma once

#include "core/server/pgchangefeed.h"
#include "core/server/teamconninfo.h"
#include "core/server/teamsessionopener.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QSettings;

namespace dd {

class DirectApiClient;
struct AuditEntry;
class MainWindow;
class PaymentOperations;
class TeamActionRelay;

namespace access {
class AccessGuard;
class RefundApprovals;
} // namespace access
namespace server {
class PgStoreOpener;
class PgStoreSession;
class TeamActionDesk;
} // namespace server

// The desktop on the team server: the window's session (a PgStoreSession signed in as the
// operator's login), the sessions of its background readers (a PgStoreOpener), the access guard
// with the role the server gives the login, and the change feed that re-reads the window when
// anyone writes. Nothing of the vault: the desk keeps no payment on disk, and the team worker (not
// the window) takes the gateway's notifications and refreshes for everyone. The window's captures,
// refunds and cancels go through the same dialogs and PaymentOperations as on this computer, which
// hand them to the team worker as action requests (TeamActionRelay): the desk holds no key, and its
// gateway client has no address, so nothing leaves the desk for the gateway.
//
// When the server goes away the window keeps what it shows and says so; the feed reconnects by
// itself, and once it is back the window gets a fresh session and catches up by change number.
class TeamWorkspace : public QObject
{
    Q_OBJECT
public:
    TeamWorkspace(MainWindow &window, QSettings &settings, QObject *parent = nullptr);
    ~TeamWorkspace() override;

    // The connection dialog over the window: the saved server tried at once (without a password,
    // which libpq may find itself), or empty fields at the first start. False when the user gave up.
    bool signIn();
    // Shows the window on a session already signed in to the server described by `fields`, and
    // follows the server's changes. False when `signIn` holds no session.
    bool open(server::TeamSignIn signIn, const server::TeamServerFields &fields);
    void close();

    bool isOpen() const { return m_session != nullptr; }
    bool isReachable() const { return m_reachable; }
    server::PgStoreSession *session() const { return m_session.get(); }
    access::AccessGuard *guard() const { return m_guard.get(); }
    const server::PgChangeFeed &changeFeed() const { return m_feed; }
    // "directdesk@db.example.com"
    QString serverName() const { return m_fields.serverName(); }

    // Settings ▸ Connection: edit the server, or go back to this computer's encrypted cache.
    void editConnection();
    // The window's menu items that are the vault's in single-user mode.
    void showOperators();
    void showApprovals();
    void showAuditTrail();

signals:
    // The window has re-read the store up to `change` (the change feed's number).
    void storeChanged(qint64 change);
    void reachabilityChanged(bool reachable);
    // The window's session is about to go (a lock, a reconnect): what works on it closes.
    void sessionEnding();

private:
    bool attachSession(server::TeamSignIn signIn);
    void detachSession();
    void onStoreChanged(qint64 change);
    void onConnectionLost();
    void onConnectionRestored();
    void onWindowSessionLost();
    void reopenWhileFeedLives();
    void onReopened();
    void onReopenFailed(const server::PgError &error);
    void showConnection(const QString &text, bool reachable);
    // Appends `change` to the audit trail of the window's session; false when there is none or the
    // server did not take it.
    bool recordConnectionChange(const AuditEntry &change);

    MainWindow &m_window;
    QSettings &m_settings;
    server::TeamServerFields m_fields;
    QString m_conninfo;
    std::unique_ptr<server::PgStoreSession> m_session;
    std::unique_ptr<server::PgListener> m_sessionWatch;   // on the session's connection
    std::unique_ptr<server::PgStoreOpener> m_opener;
    std::unique_ptr<access::AccessGuard> m_guard;
    // The window's actions, relayed to the team worker; in this order, the relay going first.
    QNetworkAccessManager m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<access::RefundApprovals> m_approvals;
    std::unique_ptr<server::TeamActionDesk> m_desk;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<TeamActionRelay> m_relay;
    server::PgChangeFeed m_feed;
    server::TeamSessionOpener m_reopener;   // a fresh window session after the server came back
    QTimer m_retryReopen;   // a new window session while the feed lives on
    bool m_reachable = false;
};

} // namespace dd
