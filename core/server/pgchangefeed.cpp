#include "core/server/pgchangefeed.h"

#include "core/server/teamchangesql.h"

#include <QSocketNotifier>

#include <algorithm>

namespace dd::server {

namespace {

constexpr const char *ListenAndRead = "LISTEN directdesk_changes; "
                                      "SELECT COALESCE(max(id), 0) FROM directdesk.changes";
constexpr const char *ReadNewest = "SELECT COALESCE(max(id), 0) FROM directdesk.changes";

} // namespace

PgChangeFeed::PgChangeFeed(QObject *parent) : QObject(parent)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &PgChangeFeed::connectNow);
    connect(&m_connector, &PgConnector::connected, this, &PgChangeFeed::onConnected);
    connect(&m_connector, &PgConnector::failed, this, &PgChangeFeed::onConnectFailed);
}

PgChangeFeed::~PgChangeFeed()
{
    stop();
}

void PgChangeFeed::start(const ServerAddress &address)
{
    stop();
    m_address = address;
    m_started = true;
    connectNow();
}

void PgChangeFeed::stop()
{
    m_started = false;
    m_retry.stop();
    m_connector.abort();
    m_notifier.reset();
    m_connection.close();
    m_listening = m_reading = m_wokenWhileReading = false;
}

void PgChangeFeed::connectNow()
{
    if (m_started)
        m_connector.start(m_address);
}

void PgChangeFeed::onConnected()
{
    m_connection = m_connector.takeConnection();
    m_failedAttempts = 0;
    m_notifier = std::make_unique<QSocketNotifier>(m_connection.socket(), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &PgChangeFeed::readSocket);
    m_listening = true;
    send(ListenAndRead);
}

void PgChangeFeed::onConnectFailed(const PgError &error)
{
    emit connectFailed(error);
    retryLater();
}

void PgChangeFeed::send(const char *sql)
{
    if (!m_connection.isOpen())
        return;
    if (m_connection.sendScript(sql)) {
        lose();
        return;
    }
    m_answer.reset();
    m_reading = true;
    m_wokenWhileReading = false;
}

void PgChangeFeed::readSocket()
{
    // Reading an answer and reading notifications each read the socket, and one can take in what
    // completes the other: go on until nothing complete is left in libpq's buffer, since the socket
    // will not say so again.
    for (;;) {
        if (m_reading && m_connection.readScript(m_answer)) {
            m_reading = false;
            const Result<PgResult, PgError> read = *std::exchange(m_answer, std::nullopt);
            finishRead(read);
            if (!m_connection.isOpen())
                return;
        }
        bool woken = false;
        for (const PgNotification &notification : m_connection.takeNotifications())
            woken = woken || notification.channel == QLatin1String(TeamSchema::ChangeChannel);
        if (m_connection.isBroken()) {
            lose();
            return;
        }
        // However many notifications arrived, one read of the table answers them all.
        if (woken && m_reading)
            m_wokenWhileReading = true;
        else if (woken)
            send(ReadNewest);
        if (!m_reading || m_connection.isBusy())
            return;
    }
}

void PgChangeFeed::finishRead(const Result<PgResult, PgError> &read)
{
    if (!read || read->rows() != 1) {
        // The table is gone or unreadable (a schema being restored, a revoked grant): start over.
        lose();
        return;
    }
    const qint64 newest = read->bytes(0, 0).toLongLong();
    if (std::exchange(m_listening, false) && std::exchange(m_lost, false))
        emit connectionRestored();
    // Reported even when it did not rise: the wake-up may come from a transaction that took its
    // numbers before the newest one but committed after it (and a reconnect may have missed one).
    m_lastChange = newest;
    emit changed(newest);
    if (std::exchange(m_wokenWhileReading, false))
        send(ReadNewest);
}

void PgChangeFeed::lose()
{
    m_notifier.reset();
    m_connection.close();
    m_listening = m_reading = m_wokenWhileReading = false;
    if (!m_lost) {
        m_lost = true;
        emit connectionLost();
    }
    retryLater();
}

void PgChangeFeed::retryLater()
{
    if (!m_started)
        return;
    const int shift = std::min(m_failedAttempts, 6);
    ++m_failedAttempts;
    m_retry.start(std::min(LongestRetryMs, FirstRetryMs << shift));
}

} // namespace dd::server
