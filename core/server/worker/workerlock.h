#pragma once

#include "core/server/pgconnector.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QSocketNotifier;

namespace dd::server {

// Decides which of the team's workers is the active one: the one whose own connection holds a
// session-level advisory lock on the team database. The server releases the lock the moment that
// connection ends (the process exited or was killed, its backend was terminated), and notices a
// peer that vanished across a network through TCP keepalives set on both ends (ConnectParameters
// for the client's side, tcp_keepalives_* for the server's). A standby asks again every RetryMs,
// so it takes over within RetryMs plus the time the server needs to see the old connection gone.
// While active the connection's socket is watched: a lost connection means the lock may already
// be someone else's, so the owner stops acting at once (state Lost) and the lock starts over.
class WorkerLock : public QObject
{
    Q_OBJECT
public:
    enum class State { Starting, Standby, Active, Lost };
    static constexpr int RetryMs = 2'000;
    // The lock's key: one for the whole team database, so only one worker acts for it.
    static constexpr const char *LockKeySql = "hashtext('directdesk.team_worker')";

    explicit WorkerLock(QObject *parent = nullptr);
    ~WorkerLock() override;

    void start(const ServerAddress &address);
    // Ends the connection, which releases the lock at once (a clean stop).
    void release();
    State state() const { return m_state; }
    static QString stateName(State state);

signals:
    void stateChanged(dd::server::WorkerLock::State state);
    // Why the server could not be reached or the lock asked for (the lock tries again).
    void problem(const dd::server::PgError &error);

private:
    void onConnected();
    void tryLock();
    void readSocket();
    void lose(const std::optional<PgError> &error);
    void setState(State state);

    ServerAddress m_address;
    PgConnector m_connector;
    PgConnection m_connection;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QTimer m_retry;
    State m_state = State::Starting;
    bool m_started = false;
};

} // namespace dd::server
