#pragma once

#include "core/domain/result.h"
#include "core/server/pgresult.h"
#include "core/server/serveraddress.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

struct pg_conn;

namespace dd::server {

// Statement parameters, sent as text ($1, $2, …); std::nullopt is SQL NULL.
using PgParams = QList<std::optional<QByteArray>>;

struct PgNotification
{
    QString channel;
    QByteArray payload;
};

// One libpq connection (RAII over PGconn), with blocking calls: for the command line, the team
// worker and worker threads. Thread-affine like libpq's connection. The desktop's GUI thread never
// calls it directly (PgConnector connects without blocking; see pgconnector.h).
class PgConnection
{
public:
    PgConnection() = default;
    ~PgConnection();
    PgConnection(PgConnection &&other) noexcept;
    PgConnection &operator=(PgConnection &&other) noexcept;
    PgConnection(const PgConnection &) = delete;
    PgConnection &operator=(const PgConnection &) = delete;

    // Connects, waiting for the server. Refuses a server that is not on this computer unless the
    // connection runs over TLS with the certificate and host name verified.
    static Result<PgConnection, PgError> connect(const ServerAddress &address);
    // The same from a connection string as the user gives it: an unreadable or unsafe one is
    // refused (PgError::Kind::Refused) before anything is sent.
    static Result<PgConnection, PgError> connectTo(const QString &conninfo);
    // Takes over a connection PQconnectPoll finished; the same checks as connect().
    static Result<PgConnection, PgError> adopt(pg_conn *connection);

    bool isOpen() const { return m_conn != nullptr; }
    bool isBroken() const;
    // Inside a transaction block (BEGIN … not yet committed or rolled back).
    bool inTransaction() const;
    void close();

    Result<PgResult, PgError> exec(const char *sql, const PgParams &params = {});
    // Runs several statements without parameters (a schema migration); stops at the first error.
    std::optional<PgError> runScript(const char *sql);

    // COPY … FROM STDIN: starts it, sends data (any split into chunks), ends it and reports what
    // the server made of the rows. After a failed copyData() call copyEnd() to leave the COPY state.
    std::optional<PgError> copyBegin(const char *sql);
    std::optional<PgError> copyData(const QByteArray &chunk);
    std::optional<PgError> copyEnd();
    // Without waiting (the change feed): sends statements without parameters; then, each time the
    // socket is readable, readScript() reads what arrived into `answer` (the last statement's
    // result, or the first error) and says whether every statement has been answered.
    std::optional<PgError> sendScript(const char *sql);
    bool readScript(std::optional<Result<PgResult, PgError>> &answer);
    // Whether the statements sent still wait for input from the server (what was read already is
    // looked at; the socket is not read).
    bool isBusy();

    // LISTEN/NOTIFY: reads what the socket has and returns the notifications received so far.
    QList<PgNotification> takeNotifications();
    int socket() const;

    // The SCRAM-SHA-256 verifier of `password` (PQencryptPasswordConn), computed here: a login's
    // password then reaches the server only as a verifier, never in a statement or its log.
    Result<QByteArray, PgError> scramVerifier(const QByteArray &password, const QByteArray &login) const;

    QString user() const;   // the login the server accepted
    int serverVersion() const;

private:
    explicit PgConnection(pg_conn *connection) : m_conn(connection) {}
    static PgError notConnected();
    // The result when the statement succeeded, else the server's error.
    Result<PgResult, PgError> checked(PgResult result) const;
    pg_conn *m_conn = nullptr;
};

// The keyword/value arrays every connection starts from: the user's string (expanded), then what
// DirectDesk requires regardless of it (UTF-8 text).
struct ConnectParameters
{
    explicit ConnectParameters(const ServerAddress &address);
    const char *const *keywords() const { return m_keywords.data(); }
    const char *const *values() const { return m_values.data(); }

private:
    QByteArray m_conninfo;
    QList<const char *> m_keywords;
    QList<const char *> m_values;
};

// Why a connection attempt ended: authentication refused, server unreachable, or an unsafe route.
PgError connectionError(pg_conn *connection);

} // namespace dd::server
