#include "core/server/pgchangefeed.h"

#include "core/server/teamchangesql.h"

#include <QSocketNotifier>

#include <algorithm>

namespace dd::server {

namespace {

// Both give the newest change number and, second, the tables of the change numbers asked about
// (comma-separated; table names are plain identifiers).
constexpr const char *ListenAndRead = "LISTEN directdesk_changes; "
                                      "SELECT COALESCE(max(id), 0), NULL FROM directdesk.changes";
QByteArray readNewestAnd(const QList<qint64> &numbers)
{
    QByteArray list;
    for (const qint64 number : numbers)
        list += (list.isEmpty() ? "" : ",") + QByteArray::number(number);
    return "SELECT COALESCE(max(id), 0), (SELECT string_agg(DISTINCT table_name, ',') FROM directdesk.changes "
           "WHERE id = ANY('{"
           + list + "}'::bigint[])) FROM directdesk.changes";
}

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
    // Whatever was written before is not known table by table: the first report covers everything.
    m_heard.clear();
    m_heardEverything = false;
    m_askedEverything = true;
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
        for (const PgNotification &notification : m_connection.takeNotifications()) {
            if (notification.channel != QLatin1String(TeamSchema::ChangeChannel))
                continue;
            woken = true;
            bool isNumber = false;
            const qint64 number = notification.payload.toLongLong(&isNumber);
            if (isNumber && m_heard.size() < MostNamedChanges)
                m_heard.append(number);
            else
                m_heardEverything = true;
        }
        if (m_connection.isBroken()) {
            lose();
            return;
        }
        // However many notifications arrived, one read of the table answers them all.
        if (woken && m_reading)
            m_wokenWhileReading = true;
        else if (woken)
            readNewest();
        if (!m_reading || m_connection.isBusy())
            return;
    }
}

void PgChangeFeed::finishRead(const Result<PgResult, PgError> &read)
{
    if (!read || read->rows() != 1 || read->columns() != 2) {
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
    StoreChange change{newest, std::exchange(m_askedEverything, false), {}};
    if (!change.everything && !read->isNull(0, 1)) {
        for (const QByteArray &table : read->bytes(0, 1).split(','))
            change.tables.insert(QString::fromUtf8(table));
    }
    emit changedIn(change);
    if (std::exchange(m_wokenWhileReading, false))
        readNewest();
}

void PgChangeFeed::readNewest()
{
    m_askedEverything = std::exchange(m_heardEverything, false);
    send(readNewestAnd(std::exchange(m_heard, {})).constData());
}

void PgChangeFeed::lose()
{
    m_heard.clear();
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
