#pragma once

#include "http/request.h"
#include "http/serverlimits.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

#include <functional>
#include <map>

class QSocketNotifier;
class QTcpServer;
class QTcpSocket;

namespace dd::http {

class Connection;

// A hostile peer must not be able to flood the log: a few lines a second, then a count.
class LogAllowance {
public:
    bool allows();

private:
    static constexpr int windowMs = 1000;
    static constexpr int linesPerWindow = 20;
    QElapsedTimer m_window;
    int m_logged = 0;
    qint64 m_suppressed = 0;
};

enum class ConnectionPhase { ReadingHead, ReadingBody, Answering, Idle, Closing };

// A small HTTP/1.1 server transport for servers facing untrusted peers: strict framing
// (RequestFramer), head/body/idle timeouts, bounded buffers and a connection cap that closes the
// oldest connection not being answered to make room. The handler gets each complete request and the
// socket to answer on (raw, so a fault injector can break answers on purpose), then calls answered().
class Server : public QObject {
    Q_OBJECT

public:
    using Handler = std::function<void(const Request &request, QTcpSocket *socket)>;

    explicit Server(ServerLimits limits, QObject *parent = nullptr);
    ~Server() override;

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    bool listen(const QHostAddress &address, quint16 port);
    // Stops listening and aborts every connection.
    void close();
    bool isListening() const;
    quint16 serverPort() const;
    QString errorString() const;

    // The answer to the request on `socket` is written: the connection may read its next request
    // (or closes, when the answer said so). Hung answers are simply never reported.
    void answered(QTcpSocket *socket);

    const ServerLimits &limits() const { return m_limits; }
    int connectionCap() const { return m_cap; }
    const ServerCounters &counters() const { return m_counters; }

Q_SIGNALS:
    // The open connection count changed (tests and benchmarks wait on it).
    void connectionCountChanged(qint64 open);

private:
    void adopt(qintptr descriptor);
    void acceptPending();
    void pauseAccepting();
    void resumeAccepting();
    bool closeOldestNotAnswering();
    void read(Connection *connection);
    void process(Connection *connection);
    void refuse(Connection *connection, int status, const QByteArray &reason);
    void expire(Connection *connection);
    void drop(Connection *connection);
    void enter(Connection *connection, ConnectionPhase phase);

    ServerLimits m_limits;
    Handler m_handler;
    QTcpServer *m_listener = nullptr; // binds and listens; accepting is done here
    QSocketNotifier *m_acceptNotifier = nullptr;
    int m_cap = 0;
    quint64 m_nextOrder = 0;
    std::map<quint64, Connection *> m_connections; // oldest first
    QHash<QTcpSocket *, Connection *> m_bySocket;
    qint64 m_peakSinceTrim = 0;
    QTimer m_acceptRetry;
    bool m_acceptPaused = false;
    ServerCounters m_counters;
    LogAllowance m_refusalLog;

    friend class Connection;
};

} // namespace dd::http
