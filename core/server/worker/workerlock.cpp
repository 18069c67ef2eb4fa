#include "core/server/worker/workerlock.h"

#include <QSocketNotifier>

namespace dd::server {

namespace {

const QByteArray TryLock = QByteArray("SELECT pg_try_advisory_lock(") + WorkerLock::LockKeySql + ")";
// The server's side of the keepalives (the client's is in ConnectParameters): a worker whose
// machine vanished is noticed within about half a minute and its lock released, instead of after
// the system default of two hours. Ignored on a local socket, where the kernel says at once.
constexpr const char *ServerKeepalives = "SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; "
                                         "SET tcp_keepalives_count = 3";

} // namespace

WorkerLock::WorkerLock(QObject *parent) : QObject(parent)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        if (m_connection.isOpen())
            tryLock();
        else
            m_connector.start(m_address);
    });
    connect(&m_connector, &PgConnector::connected, this, &WorkerLock::onConnected);
    connect(&m_connector, &PgConnector::failed, this, [this](const PgError &error) { lose(error); });
}

WorkerLock::~WorkerLock()
{
    release();
}

QString WorkerLock::stateName(State state)
{
    switch (state) {
    case State::Starting:
        return QStringLiteral("starting");
    case State::Standby:
        return QStringLiteral("standby");
    case State::Active:
        return QStringLiteral("active");
    case State::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

void WorkerLock::start(const ServerAddress &address)
{
    m_address = address;
    m_started = true;
    m_connector.start(m_address);
}

void WorkerLock::release()
{
    m_started = false;
    m_retry.stop();
    m_connector.abort();
    m_notifier.reset();
    m_connection.close();
}

void WorkerLock::onConnected()
{
    m_connection = m_connector.takeConnection();
    if (auto refused = m_connection.runScript(ServerKeepalives)) {
        lose(refused);
        return;
    }
    tryLock();
}

void WorkerLock::tryLock()
{
    const auto locked = m_connection.exec(TryLock.constData());
    if (!locked || locked->rows() != 1) {
        lose(locked ? std::nullopt : std::optional<PgError>(locked.error()));
        return;
    }
    if (locked->bytes(0, 0) != "t") {
        setState(State::Standby);
        m_retry.start(RetryMs);
        return;
    }
    // Held until this connection ends: watch it, so that losing it stops the work at once.
    m_notifier = std::make_unique<QSocketNotifier>(m_connection.socket(), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &WorkerLock::readSocket);
    setState(State::Active);
}

void WorkerLock::readSocket()
{
    m_connection.takeNotifications();
    if (m_connection.isBroken())
        lose(std::nullopt);
}

void WorkerLock::lose(const std::optional<PgError> &error)
{
    m_notifier.reset();
    m_connection.close();
    if (error)
        emit problem(*error);
    if (!m_started)
        return;
    setState(State::Lost);
    m_retry.start(RetryMs);
}

void WorkerLock::setState(State state)
{
    if (std::exchange(m_state, state) != state)
        emit stateChanged(state);
}

} // namespace dd::server
