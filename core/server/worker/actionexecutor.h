#pragma once

#include "core/domain/secrettext.h"
#include "core/server/actionrequest.h"
#include "core/server/pgchangefeed.h"
#include "core/server/worker/workergateway.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace dd {
class DirectApiClient;
class PaymentOperations;
} // namespace dd

namespace dd::server {

class PgActionRequests;
class PgStoreSession;

// The team worker's sending of what the desks ask (directdesk.action_requests), while its lock is
// active. One request at a time: it claims a requested one (one statement, so two workers never
// both take it), sends it through PaymentOperations on the team store (the intent is recorded
// before the call leaves, the answer stored, the audit row appended, as at a desk) and writes how
// it ended on the request. It wakes up on the change feed and on becoming active.
//
// A request left sending (its worker died or lost the server) or with an unknown outcome is never
// sent again: it is settled by one query, and only once its call can no longer be under way at the
// gateway (the team's live-call window, TeamGatewayTiming, after it was claimed or last changed): a
// gateway applies a request it received even after the caller stopped waiting, and a query before
// then could miss it.
class ActionExecutor : public QObject
{
    Q_OBJECT
public:
    ActionExecutor(QString conninfo, QUrl gatewayUrl, SecretText integrationKey, TeamGatewayTiming timing,
                   QObject *parent = nullptr);
    ~ActionExecutor() override;

    // Opens its session and starts following the feed at `address`; false (and problem()) when the
    // store cannot be opened.
    bool start(const ServerAddress &address);

signals:
    void problem(const QString &reason);
    void requestFinished(qint64 id, dd::server::ActionRequest::State state);

private:
    void poll();
    bool settleNext();
    bool sendNext();
    void settle(const ActionRequest &request);
    void settleCreate(const ActionRequest &request);
    void send(const ActionRequest &request);
    // Refused before sending: nothing went on the wire.
    void refuse(const ActionRequest &request, const QString &reason);
    void finish(const ActionRequest &request, ActionRequest::State state, const QString &outcome,
                const QString &message);
    // A Support login's refund above the threshold must have waited for a Manager's approval.
    QString approvalProblem(const ActionRequest &request);
    void done();

    QString m_conninfo;
    QUrl m_gatewayUrl;
    SecretText m_key;
    TeamGatewayTiming m_timing;
    // Destroyed in reverse: the operations and their calls first, the session last.
    std::unique_ptr<PgStoreSession> m_session;
    std::unique_ptr<PgActionRequests> m_requests;
    QNetworkAccessManager m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    PgChangeFeed m_feed;
    QTimer m_retry;          // settles what was too young to settle, and polls when no wake-up came
    QSet<qint64> m_settleTried;   // unknown outcomes asked once per round (m_retry starts a round)
    bool m_busy = false;
    bool m_pollAgain = false;
};

} // namespace dd::server
