#include "core/server/pgresult.h"

#include <libpq-fe.h>

namespace dd::server {

void PgResult::Clear::operator()(pg_result *result) const
{
    PQclear(result);
}

PgResult::PgResult(pg_result *result) : m_result(result, Clear{}) {}

int PgResult::rows() const
{
    return m_result ? PQntuples(m_result.get()) : 0;
}

int PgResult::columns() const
{
    return m_result ? PQnfields(m_result.get()) : 0;
}

bool PgResult::isNull(int row, int column) const
{
    return !m_result || PQgetisnull(m_result.get(), row, column) != 0;
}

QByteArray PgResult::bytes(int row, int column) const
{
    if (isNull(row, column))
        return {};
    return QByteArray(PQgetvalue(m_result.get(), row, column), PQgetlength(m_result.get(), row, column));
}

QString PgResult::text(int row, int column) const
{
    return QString::fromUtf8(bytes(row, column));
}

PgError statementError(const pg_result *result, const QByteArray &connectionMessage)
{
    PgError error;
    const char *primary = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const char *state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    error.sqlState = state ? QByteArray(state) : QByteArray();
    error.message = QString::fromUtf8(primary ? QByteArray(primary) : connectionMessage).trimmed();
    // Class 08: the connection broke under the statement; the outcome of a write is then unknown.
    error.kind = (!result || error.sqlState.startsWith("08")) ? PgError::Kind::Connection : PgError::Kind::Statement;
    return error;
}

} // namespace dd::server
