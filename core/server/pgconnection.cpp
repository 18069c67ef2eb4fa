#include "core/server/pgconnection.h"

#include <QCoreApplication>

#include <libpq-fe.h>

#include <utility>

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PgConnection)
};

} // namespace

ConnectParameters::ConnectParameters(const ServerAddress &address) : m_conninfo(address.conninfo)
{
    // Later entries win over what the expanded string sets: DirectDesk reads and writes UTF-8, and
    // names itself to the server's activity views unless the string names the application.
    // TCP keepalives (unless the string sets its own) notice within about half a minute a server
    // that vanished without closing the connection: a listener waiting on its socket, or the team
    // worker holding the active lock, would otherwise wait for the system's default of two hours.
    m_keywords = {"connect_timeout", "fallback_application_name", "keepalives", "keepalives_idle",
                  "keepalives_interval", "keepalives_count", "dbname", "client_encoding", nullptr};
    m_values = {"10", "directdesk", "1", "10", "5", "3",
                m_conninfo.isEmpty() ? nullptr : m_conninfo.constData(), "UTF8", nullptr};
}

PgError connectionError(pg_conn *connection)
{
    const QString said = connection ? QString::fromUtf8(PQerrorMessage(connection)).trimmed() : QString();
    if (connection && PQconnectionNeedsPassword(connection)) {
        return {PgError::Kind::Authentication,
                Text::tr("The team server asks for a password: give it in the connection string, in PGPASSWORD "
                         "or in ~/.pgpass."),
                {}};
    }
    if (connection && PQconnectionUsedPassword(connection))
        return {PgError::Kind::Authentication, Text::tr("The team server refused the login: %1").arg(said), {}};
    return {PgError::Kind::Connection, Text::tr("Cannot connect to the team server: %1").arg(said), {}};
}

PgConnection::~PgConnection()
{
    close();
}

PgConnection::PgConnection(PgConnection &&other) noexcept : m_conn(std::exchange(other.m_conn, nullptr)) {}

PgConnection &PgConnection::operator=(PgConnection &&other) noexcept
{
    if (this != &other) {
        close();
        m_conn = std::exchange(other.m_conn, nullptr);
    }
    return *this;
}

Result<PgConnection, PgError> PgConnection::connectTo(const QString &conninfo)
{
    const auto address = readServerAddress(conninfo);
    if (!address)
        return PgError{PgError::Kind::Refused, address.error().message, {}};
    return connect(*address);
}

Result<PgConnection, PgError> PgConnection::connect(const ServerAddress &address)
{
    const ConnectParameters parameters(address);
    return adopt(PQconnectdbParams(parameters.keywords(), parameters.values(), 1));
}

Result<PgConnection, PgError> PgConnection::adopt(pg_conn *connection)
{
    PgConnection owned(connection);
    if (!connection)
        return PgError{PgError::Kind::Connection, Text::tr("Cannot connect to the team server: out of memory"), {}};
    if (PQstatus(connection) != CONNECTION_OK)
        return connectionError(connection);
    if (auto unsafe = refusedConnection(connection))
        return PgError{PgError::Kind::Refused, unsafe->message, {}};
    return owned;
}

bool PgConnection::isBroken() const
{
    return !m_conn || PQstatus(m_conn) != CONNECTION_OK;
}

bool PgConnection::inTransaction() const
{
    if (!m_conn)
        return false;
    const PGTransactionStatusType status = PQtransactionStatus(m_conn);
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
}

void PgConnection::close()
{
    if (m_conn)
        PQfinish(std::exchange(m_conn, nullptr));
}

Result<PgResult, PgError> PgConnection::exec(const char *sql, const PgParams &params)
{
    if (!m_conn)
        return notConnected();
    QList<const char *> values;
    values.reserve(params.size());
    for (const std::optional<QByteArray> &param : params)
        values.append(param ? param->constData() : nullptr);
    return checked(PgResult(PQexecParams(m_conn, sql, int(values.size()), nullptr, values.constData(), nullptr, nullptr, 0)));
}

std::optional<PgError> PgConnection::runScript(const char *sql)
{
    if (!m_conn)
        return notConnected();
    // The simple query protocol: the only one that takes several statements in one string.
    auto result = checked(PgResult(PQexec(m_conn, sql)));
    return result ? std::nullopt : std::optional<PgError>(result.error());
}

std::optional<PgError> PgConnection::copyBegin(const char *sql)
{
    if (!m_conn)
        return notConnected();
    PgResult started(PQexec(m_conn, sql));
    if (started.handle() && PQresultStatus(started.handle()) == PGRES_COPY_IN)
        return std::nullopt;
    auto result = checked(std::move(started));
    return result ? PgError{PgError::Kind::Statement, Text::tr("The team server did not start the copy."), {}}
                  : result.error();
}

std::optional<PgError> PgConnection::copyData(const QByteArray &chunk)
{
    if (!m_conn)
        return notConnected();
    if (PQputCopyData(m_conn, chunk.constData(), int(chunk.size())) == 1)
        return std::nullopt;
    return PgError{PgError::Kind::Connection, QString::fromUtf8(PQerrorMessage(m_conn)).trimmed(), {}};
}

std::optional<PgError> PgConnection::copyEnd()
{
    if (!m_conn)
        return notConnected();
    if (PQputCopyEnd(m_conn, nullptr) != 1)
        return PgError{PgError::Kind::Connection, QString::fromUtf8(PQerrorMessage(m_conn)).trimmed(), {}};
    // The COPY's own result, then the null that ends the command.
    std::optional<PgError> problem;
    while (PGresult *raw = PQgetResult(m_conn)) {
        auto result = checked(PgResult(raw));
        if (!result && !problem)
            problem = result.error();
    }
    return problem;
}

std::optional<PgError> PgConnection::sendScript(const char *sql)
{
    if (!m_conn)
        return notConnected();
    if (PQsendQuery(m_conn, sql) == 1)
        return std::nullopt;
    auto refused = checked(PgResult());
    return refused ? std::nullopt : std::optional<PgError>(refused.error());
}

bool PgConnection::readScript(std::optional<Result<PgResult, PgError>> &answer)
{
    if (!m_conn || PQconsumeInput(m_conn) == 0) {
        answer = m_conn ? checked(PgResult()) : Result<PgResult, PgError>(notConnected());
        return true;
    }
    // PQgetResult waits when the server has not answered everything yet: ask only when it will not.
    while (!PQisBusy(m_conn)) {
        PGresult *next = PQgetResult(m_conn);
        if (!next) {
            if (!answer)
                answer = checked(PgResult());
            return true;
        }
        auto result = checked(PgResult(next));
        if (!answer || *answer)
            answer = std::move(result);
    }
    return false;
}

bool PgConnection::isBusy()
{
    return m_conn && PQisBusy(m_conn) == 1;
}

PgError PgConnection::notConnected()
{
    return PgError{PgError::Kind::Connection, Text::tr("Not connected to the team server."), {}};
}

Result<PgResult, PgError> PgConnection::checked(PgResult result) const
{
    const ExecStatusType status = result.handle() ? PQresultStatus(result.handle()) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
        return result;
    PgError error = statementError(result.handle(), PQerrorMessage(m_conn));
    if (PQstatus(m_conn) != CONNECTION_OK)
        error.kind = PgError::Kind::Connection;
    return error;
}

QList<PgNotification> PgConnection::takeNotifications()
{
    QList<PgNotification> received;
    if (!m_conn || PQconsumeInput(m_conn) == 0)
        return received;
    while (PGnotify *notify = PQnotifies(m_conn)) {
        received.append({QString::fromUtf8(notify->relname), QByteArray(notify->extra)});
        PQfreemem(notify);
    }
    return received;
}

int PgConnection::socket() const
{
    return m_conn ? PQsocket(m_conn) : -1;
}

Result<QByteArray, PgError> PgConnection::scramVerifier(const QByteArray &password, const QByteArray &login) const
{
    if (!m_conn)
        return notConnected();
    char *verifier = PQencryptPasswordConn(m_conn, password.constData(), login.constData(), "scram-sha-256");
    if (!verifier) {
        return PgError{PgError::Kind::Refused,
                       Text::tr("Cannot compute the password's SCRAM-SHA-256 verifier: %1")
                           .arg(QString::fromUtf8(PQerrorMessage(m_conn)).trimmed()),
                       {}};
    }
    QByteArray computed(verifier);
    PQfreemem(verifier);
    return computed;
}

QString PgConnection::user() const
{
    return m_conn ? QString::fromUtf8(PQuser(m_conn)) : QString();
}

int PgConnection::serverVersion() const
{
    return m_conn ? PQserverVersion(m_conn) : 0;
}

} // namespace dd::server
