#include "core/server/pgconnector.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <libpq-fe.h>

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PgConnector)
};

} // namespace

PgConnector::PgConnector(QObject *parent) : QObject(parent)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        finish(PgError{PgError::Kind::Connection,
                       Text::tr("Cannot connect to the team server: no answer within %1 s.")
                           .arg(m_deadline.interval() / 1000),
                       {}});
    });
}

PgConnector::~PgConnector()
{
    abort();
}

void PgConnector::start(const ServerAddress &address, int timeoutMs)
{
    abort();
    const ConnectParameters parameters(address);
    m_conn = PQconnectStartParams(parameters.keywords(), parameters.values(), 1);
    if (!m_conn || PQstatus(m_conn) == CONNECTION_BAD) {
        // Report from the event loop, as every other outcome is: callers connect first, then start.
        QMetaObject::invokeMethod(this, [this] { finish(connectionError(m_conn)); }, Qt::QueuedConnection);
        return;
    }
    m_deadline.start(timeoutMs);
    // libpq's first step is always to wait until the socket is writable.
    watch(true);
}

void PgConnector::abort()
{
    m_notifier.reset();
    m_deadline.stop();
    if (m_conn)
        PQfinish(std::exchange(m_conn, nullptr));
}

PgConnection PgConnector::takeConnection()
{
    return std::move(m_ready);
}

void PgConnector::watch(bool forWriting)
{
    const int socket = PQsocket(m_conn);
    if (socket < 0) {
        finish(connectionError(m_conn));
        return;
    }
    // The socket can change between polls (a multi-host string tries the next server).
    m_notifier = std::make_unique<QSocketNotifier>(socket, forWriting ? QSocketNotifier::Write : QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &PgConnector::poll);
}

void PgConnector::poll()
{
    if (!m_conn)
        return;
    m_notifier.reset();
    switch (PQconnectPoll(m_conn)) {
    case PGRES_POLLING_READING:
        watch(false);
        return;
    case PGRES_POLLING_WRITING:
        watch(true);
        return;
    case PGRES_POLLING_OK: {
        auto adopted = PgConnection::adopt(std::exchange(m_conn, nullptr));
        if (!adopted) {
            finish(adopted.error());
            return;
        }
        m_ready = std::move(adopted).value();
        finish(std::nullopt);
        return;
    }
    default:
        finish(connectionError(m_conn));
        return;
    }
}

void PgConnector::finish(std::optional<PgError> error)
{
    abort();
    if (error)
        emit failed(*error);
    else
        emit connected();
}

PgListener::PgListener(PgConnection &connection, QObject *parent) : QObject(parent), m_connection(connection)
{
    m_notifier = std::make_unique<QSocketNotifier>(connection.socket(), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &PgListener::readSocket);
}

PgListener::~PgListener() = default;

void PgListener::readSocket()
{
    const QList<PgNotification> received = m_connection.takeNotifications();
    for (const PgNotification &notification : received)
        emit notified(notification.channel, notification.payload);
    if (m_connection.isBroken()) {
        m_notifier.reset();
        emit lost();
    }
}

} // namespace dd::server
