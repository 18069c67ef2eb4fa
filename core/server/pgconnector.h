#pragma once

#include "core/server/pgconnection.h"

#include <QObject>
#include <QTimer>

#include <memory>

class QSocketNotifier;

namespace dd::server {

// Connects to the team server without blocking the thread it lives on (PQconnectStartParams and
// PQconnectPoll driven by socket notifiers), so the desktop stays responsive while a server is
// slow or unreachable. libpq ignores connect_timeout in this mode, so the connector keeps its own.
class PgConnector : public QObject
{
    Q_OBJECT
public:
    explicit PgConnector(QObject *parent = nullptr);
    ~PgConnector() override;

    void start(const ServerAddress &address, int timeoutMs = 10'000);
    void abort();
    bool isConnecting() const { return m_conn != nullptr; }
    // After connected(): the connection, handed over once.
    PgConnection takeConnection();

signals:
    void connected();
    void failed(const dd::server::PgError &error);

private:
    void poll();
    void watch(bool forWriting);
    void finish(std::optional<PgError> error);

    pg_conn *m_conn = nullptr;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QTimer m_deadline;
    PgConnection m_ready;
};

// Delivers LISTEN notifications of an open connection as signals, reading the socket when the
// server writes (no polling), and says when the connection is lost so the owner can reconnect and
// catch up from the last change it saw.
class PgListener : public QObject
{
    Q_OBJECT
public:
    explicit PgListener(PgConnection &connection, QObject *parent = nullptr);
    ~PgListener() override;

signals:
    void notified(const QString &channel, const QByteArray &payload);
    void lost();

private:
    void readSocket();

    PgConnection &m_connection;
    std::unique_ptr<QSocketNotifier> m_notifier;
};

} // namespace dd::server
