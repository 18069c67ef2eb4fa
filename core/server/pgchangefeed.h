#pragma once

#include "core/server/pgconnector.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

#include <memory>

class QSocketNotifier;

namespace dd::server {

// What one report of the change feed covers: the tables (of the `directdesk` schema) that the
// statements committed since the previous report wrote to, or every table when that is not known
// (the first report after connecting: what was written while away was not heard).
struct StoreChange
{
    qint64 lastChange = -1;
    bool everything = true;
    QSet<QString> tables;

    bool touches(const QString &table) const { return everything || tables.contains(table); }
};

// Follows the team store's change feed (teamchangesql.cpp) on a connection of its own: LISTENs on
// `directdesk_changes`, and on each wake-up reads the newest change number from the table and
// emits changed() once with it, even when the number did not rise: numbers are taken in the order
// rows are written, so a transaction that commits late brings a smaller number than one already
// reported, and its rows are new to every reader all the same.
// Which tables changed is told by the notifications themselves, not by the numbers above the last
// one seen (a late commit's are below it): each carries a change number of the statement that sent
// it, and the same read looks up those rows' tables (changedIn()).
// After the connection was lost (a server restart, a terminated backend, a network cut) the feed
// reconnects by itself with a growing delay, LISTENs again and reports the newest number, so
// whatever was written while it was away is read again by whoever follows the feed.
// Never blocks the thread it lives on: connecting goes through PgConnector, statements are sent and
// their answers read when the socket says so (a QSocketNotifier on PQsocket).
class PgChangeFeed : public QObject
{
    Q_OBJECT
public:
    static constexpr int FirstRetryMs = 250;
    static constexpr int LongestRetryMs = 8'000;
    // Notifications whose tables one read looks up; beyond it a report covers every table.
    static constexpr int MostNamedChanges = 1'000;

    explicit PgChangeFeed(QObject *parent = nullptr);
    ~PgChangeFeed() override;

    // Starts following the server at `address` (connecting, then reconnecting whenever it is lost).
    void start(const ServerAddress &address);
    void stop();

    bool isConnected() const { return m_connection.isOpen() && !m_listening; }
    // The newest change number reported by changed(); -1 before the first.
    qint64 lastChange() const { return m_lastChange; }

signals:
    // The store changed: read what you show again. `lastChange` is the newest change number (the
    // first report after connecting is the number then); it may repeat the last one reported.
    void changed(qint64 lastChange);
    // The same report, with what it covers; emitted right after changed().
    void changedIn(const dd::server::StoreChange &change);
    void connectionLost();
    void connectionRestored();
    // A connection attempt failed; the feed tries again after a delay.
    void connectFailed(const dd::server::PgError &error);

private:
    void connectNow();
    void onConnected();
    void onConnectFailed(const PgError &error);
    void readSocket();
    void send(const char *sql);
    void readNewest();
    void finishRead(const Result<PgResult, PgError> &read);
    void lose();
    void retryLater();

    ServerAddress m_address;
    PgConnector m_connector;
    PgConnection m_connection;
    std::unique_ptr<QSocketNotifier> m_notifier;
    std::optional<Result<PgResult, PgError>> m_answer;   // of the statement under way, so far
    QTimer m_retry;
    int m_failedAttempts = 0;
    qint64 m_lastChange = -1;
    // The change numbers the notifications carried and no read has asked about yet; whether a
    // notification could not be named (then the next report covers every table), and whether the
    // read under way covers every table.
    QList<qint64> m_heard;
    bool m_heardEverything = false;
    bool m_askedEverything = true;
    bool m_started = false;
    bool m_listening = false;    // the LISTEN and the first read are under way
    bool m_reading = false;      // a statement is under way
    bool m_wokenWhileReading = false;
    bool m_lost = false;         // connectionLost() was emitted and no connectionRestored() since
};

} // namespace dd::server

Q_DECLARE_METATYPE(dd::server::StoreChange)
