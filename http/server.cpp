#include "http/server.h"

#include "http/logtext.h"
#include "http/requestframer.h"

#include <QLoggingCategory>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>

#include <cerrno>
#include <cstring>
#include <malloc.h>
#include <sys/socket.h>
#include <unistd.h>

namespace dd::http {

Q_LOGGING_CATEGORY(lcHttp, "dd.http", QtInfoMsg)

namespace {
// Returning freed heap to the system costs a little; only worth it after a crowd of connections.
constexpr qint64 trimAfterPeak = 64;
constexpr qint64 readChunkBytes = 64 * 1024;
constexpr int trimDelayMs = 100;
} // namespace

bool LogAllowance::allows()
{
    if (!m_window.isValid() || m_window.hasExpired(windowMs)) {
        if (m_suppressed > 0)
            qCInfo(lcHttp, "%lld more refusals not logged", static_cast<long long>(m_suppressed));
        m_window.start();
        m_logged = 0;
        m_suppressed = 0;
    }
    if (m_logged < linesPerWindow) {
        ++m_logged;
        return true;
    }
    ++m_suppressed;
    return false;
}

// One accepted connection; a child of its socket, so both go together.
class Connection : public QObject {
public:
    Connection(QTcpSocket *socket, quint64 order, const ServerLimits &limits)
        : QObject(socket)
        , socket(socket)
        , order(order)
        , framer(limits.maxHeadBytes, limits.maxBodyBytes)
    {
        timer.setSingleShot(true);
    }

    QTcpSocket *socket;
    quint64 order;
    RequestFramer framer;
    QByteArray buffer;
    ConnectionPhase phase = ConnectionPhase::ReadingHead;
    QTimer timer;
    bool dropped = false;
    bool shutdownWhenFlushed = false;
};

Server::Server(ServerLimits limits, QObject *parent)
    : QObject(parent)
    , m_limits(limits)
    , m_listener(new QTcpServer(this))
{
    m_acceptRetry.setSingleShot(true);
    connect(&m_acceptRetry, &QTimer::timeout, this, &Server::resumeAccepting);
}

Server::~Server()
{
    close();
}

bool Server::listen(const QHostAddress &address, quint16 port)
{
    if (m_limits.raiseOpenFileLimit)
        raiseOpenFileLimit();
    m_cap = http::connectionCap(m_limits);
    if (!m_listener->listen(address, port))
        return false;
    // Qt 6.4's QTcpServer treats EMFILE as a temporary accept error: it neither pauses nor reports
    // it, and its notifier fires again at once (a busy loop). So the server accepts itself, on the
    // listening descriptor, and pauses on its own when out of descriptors.
    m_listener->pauseAccepting();
    m_acceptNotifier = new QSocketNotifier(m_listener->socketDescriptor(), QSocketNotifier::Read, this);
    connect(m_acceptNotifier, &QSocketNotifier::activated, this, &Server::acceptPending);
    return true;
}

void Server::close()
{
    m_acceptRetry.stop();
    m_acceptPaused = false;
    delete m_acceptNotifier;
    m_acceptNotifier = nullptr;
    m_listener->close();
    while (!m_connections.empty())
        drop(m_connections.begin()->second);
}

bool Server::isListening() const
{
    return m_listener->isListening();
}

quint16 Server::serverPort() const
{
    return m_listener->serverPort();
}

QString Server::errorString() const
{
    return m_listener->errorString();
}

void Server::adopt(qintptr descriptor)
{
    if (static_cast<qint64>(m_connections.size()) >= m_cap && !closeOldestNotAnswering()) {
        ++m_counters.droppedAtCap;
        ::close(static_cast<int>(descriptor));
        return;
    }
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        ::close(static_cast<int>(descriptor));
        return;
    }
    // Qt stops reading from the kernel once this much waits unread, so a peer cannot grow it.
    socket->setReadBufferSize(m_limits.socketReadBufferBytes);
    auto *connection = new Connection(socket, m_nextOrder++, m_limits);
    m_connections.emplace(connection->order, connection);
    m_bySocket.insert(socket, connection);
    ++m_counters.accepted;
    m_counters.open = static_cast<qint64>(m_connections.size());
    m_counters.peakOpen = qMax(m_counters.peakOpen, m_counters.open);
    m_peakSinceTrim = qMax(m_peakSinceTrim, m_counters.open);

    connect(socket, &QTcpSocket::readyRead, connection, [this, connection] { read(connection); });
    connect(socket, &QTcpSocket::bytesWritten, connection, [this, connection] {
        if (connection->shutdownWhenFlushed && connection->socket->bytesToWrite() == 0) {
            connection->shutdownWhenFlushed = false;
            ::shutdown(static_cast<int>(connection->socket->socketDescriptor()), SHUT_WR);
        } else if (connection->phase == ConnectionPhase::Idle) {
            read(connection); // it may have been waiting for its answers to drain
        }
    });
    connect(socket, &QTcpSocket::disconnected, connection, [this, connection] { drop(connection); });
    connect(&connection->timer, &QTimer::timeout, connection, [this, connection] { expire(connection); });
    enter(connection, ConnectionPhase::ReadingHead);
    emit connectionCountChanged(m_counters.open);
}

bool Server::closeOldestNotAnswering()
{
    for (const auto &[order, connection] : m_connections) {
        if (connection->phase != ConnectionPhase::Answering) {
            ++m_counters.closedForRoom;
            drop(connection);
            return true;
        }
    }
    return false;
}

void Server::acceptPending()
{
    // A bounded batch per wake-up, so a connect storm cannot starve the connections being served.
    constexpr int batch = 64;
    const int listening = static_cast<int>(m_listener->socketDescriptor());
    for (int i = 0; i < batch && m_acceptNotifier && !m_acceptPaused; ++i) {
        const int descriptor = ::accept4(listening, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
        if (descriptor >= 0) {
            adopt(descriptor);
            continue;
        }
        if (errno == EINTR)
            continue;
        if (errno == EAGAIN || errno == EWOULDBLOCK || errno == ECONNABORTED || errno == EPROTO)
            return;
        // Out of descriptors or memory (EMFILE, ENFILE, ENOBUFS, ENOMEM): pause, make room if a
        // connection can go, and try again when one closes or after a short delay, never in a loop.
        ++m_counters.acceptFailures;
        qCWarning(lcHttp, "accept failed (%s); pausing", std::strerror(errno));
        pauseAccepting();
        if (!closeOldestNotAnswering())
            m_acceptRetry.start(m_limits.acceptRetryMs);
        return;
    }
}

void Server::pauseAccepting()
{
    m_acceptPaused = true;
    if (m_acceptNotifier)
        m_acceptNotifier->setEnabled(false);
}

void Server::resumeAccepting()
{
    if (!m_acceptPaused || !m_acceptNotifier)
        return;
    m_acceptPaused = false;
    m_acceptRetry.stop();
    ++m_counters.acceptResumes;
    m_acceptNotifier->setEnabled(true);
}

void Server::enter(Connection *connection, ConnectionPhase phase)
{
    connection->phase = phase;
    switch (phase) {
    case ConnectionPhase::ReadingHead:
        connection->timer.start(m_limits.headTimeoutMs);
        break;
    case ConnectionPhase::ReadingBody:
        connection->timer.start(m_limits.bodyTimeoutMs);
        break;
    case ConnectionPhase::Answering:
        connection->timer.stop();
        break;
    case ConnectionPhase::Idle:
        connection->timer.start(m_limits.idleTimeoutMs);
        break;
    case ConnectionPhase::Closing:
        connection->timer.start(m_limits.closeLingerMs);
        break;
    }
}

void Server::read(Connection *connection)
{
    if (connection->dropped)
        return;
    QTcpSocket *socket = connection->socket;
    switch (connection->phase) {
    case ConnectionPhase::Closing:
        socket->skip(socket->bytesAvailable()); // a refused body is read and dropped while lingering
        return;
    case ConnectionPhase::Answering:
        return; // a pipelined request waits in the bounded socket buffer
    case ConnectionPhase::Idle:
        if (socket->bytesToWrite() > m_limits.maxUnsentAnswerBytes)
            return; // resumed by bytesWritten once the peer reads its answers
        if (connection->buffer.isEmpty() && socket->bytesAvailable() == 0)
            return;
        enter(connection, ConnectionPhase::ReadingHead);
        break;
    case ConnectionPhase::ReadingHead:
    case ConnectionPhase::ReadingBody:
        break;
    }
    connection->buffer += socket->read(readChunkBytes);
    process(connection);
    // More than one chunk may be waiting (Qt emits readyRead once per arrival).
    if (!connection->dropped && socket->bytesAvailable() > 0
        && (connection->phase == ConnectionPhase::ReadingHead || connection->phase == ConnectionPhase::ReadingBody))
        QMetaObject::invokeMethod(
            connection, [this, connection] { read(connection); }, Qt::QueuedConnection);
}

void Server::process(Connection *connection)
{
    const RequestFramer::Step step = connection->framer.feed(connection->buffer);
    if (step == RequestFramer::Step::Refused) {
        refuse(connection, connection->framer.refusalStatus(), connection->framer.refusalReason());
        return;
    }
    if (step == RequestFramer::Step::NeedMore) {
        if (connection->framer.headComplete() && connection->phase == ConnectionPhase::ReadingHead) {
            enter(connection, ConnectionPhase::ReadingBody);
            if (connection->framer.expectsContinue())
                connection->socket->write("HTTP/1.1 100 Continue\r\n\r\n");
        }
        return;
    }
    const Request request = connection->framer.takeRequest();
    enter(connection, ConnectionPhase::Answering);
    ++m_counters.requests;
    if (m_handler)
        m_handler(request, connection->socket);
    else
        answered(connection->socket);
}

void Server::answered(QTcpSocket *socket)
{
    Connection *connection = m_bySocket.value(socket);
    if (!connection || connection->dropped || connection->phase != ConnectionPhase::Answering)
        return;
    if (socket->state() != QAbstractSocket::ConnectedState) {
        enter(connection, ConnectionPhase::Closing); // the answer said "Connection: close"
        return;
    }
    enter(connection, ConnectionPhase::Idle);
    // A pipelined request is read on the next turn of the event loop, never inside the handler.
    QMetaObject::invokeMethod(
        connection, [this, connection] { read(connection); }, Qt::QueuedConnection);
}

void Server::refuse(Connection *connection, int status, const QByteArray &reason)
{
    ++m_counters.refused;
    QTcpSocket *socket = connection->socket;
    if (m_refusalLog.allows()) {
        qCInfo(lcHttp, "refused %s with %d: %s; request line: %s", qPrintable(socket->peerAddress().toString()), status,
               reason.constData(), qPrintable(escapedForLog(connection->framer.refusedLine())));
    }
    socket->write(plainAnswer(status, "text/plain", QByteArray(reason + '\n'), false));
    connection->buffer.clear();
    connection->buffer.squeeze();
    enter(connection, ConnectionPhase::Closing);
    // Half-close once the answer is out and keep discarding input while lingering, so the peer reads
    // the refusal instead of a reset; the linger timer ends it.
    connection->shutdownWhenFlushed = true;
    socket->flush();
    if (connection->shutdownWhenFlushed && socket->bytesToWrite() == 0) {
        connection->shutdownWhenFlushed = false;
        ::shutdown(static_cast<int>(socket->socketDescriptor()), SHUT_WR);
    }
    socket->skip(socket->bytesAvailable());
}

void Server::expire(Connection *connection)
{
    switch (connection->phase) {
    case ConnectionPhase::ReadingHead:
        ++m_counters.closedHeadTimeout;
        break;
    case ConnectionPhase::ReadingBody:
        ++m_counters.closedBodyTimeout;
        break;
    case ConnectionPhase::Idle:
        // A graceful close (FIN, not a reset): a client that reuses the connection at this very
        // moment sees it closed before any answer and may resend safely.
        ++m_counters.closedIdle;
        enter(connection, ConnectionPhase::Closing);
        connection->socket->disconnectFromHost();
        return;
    case ConnectionPhase::Answering:
    case ConnectionPhase::Closing:
        break;
    }
    drop(connection);
}

void Server::drop(Connection *connection)
{
    if (connection->dropped)
        return;
    connection->dropped = true;
    connection->timer.stop();
    m_connections.erase(connection->order);
    m_bySocket.remove(connection->socket);
    QTcpSocket *socket = connection->socket;
    QObject::disconnect(socket, nullptr, connection, nullptr);
    if (socket->state() != QAbstractSocket::UnconnectedState)
        socket->abort(); // closes the descriptor now, so it is free for the next accept
    socket->deleteLater();
    m_counters.open = static_cast<qint64>(m_connections.size());
    emit connectionCountChanged(m_counters.open);
    if (m_acceptPaused)
        resumeAccepting();
    if (m_connections.empty() && m_peakSinceTrim >= trimAfterPeak) {
        // glibc keeps freed heap for reuse; after a flood, give it back so memory returns to its
        // baseline instead of staying at the flood's peak.
        // The sockets are deleted later in this turn of the event loop: trim once they are.
        m_peakSinceTrim = 0;
        QTimer::singleShot(trimDelayMs, this, [] { ::malloc_trim(0); });
    }
}

} // namespace dd::http
