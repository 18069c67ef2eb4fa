#pragma once

#include "core/server/pgconnection.h"

#include <QByteArray>

#include <optional>

namespace dd::server::store {

// Rows for COPY … FROM STDIN in its text format: tab-separated fields, one row a line, \N for
// NULL, backslash escapes. Sent to the server in chunks as they fill, so a table of any size is
// never held whole; the COPY itself is started and ended by the caller (PgConnection::copyBegin,
// copyEnd), and flush() sends what is left before it ends.
class PgCopyRows
{
public:
    explicit PgCopyRows(PgConnection &connection) : m_connection(connection) {}

    std::optional<PgError> row(const PgParams &values);
    std::optional<PgError> flush();
    qint64 rows() const { return m_rows; }

private:
    static constexpr qsizetype FlushAt = 256 * 1024;
    PgConnection &m_connection;
    QByteArray m_buffer;
    qint64 m_rows = 0;
};

} // namespace dd::server::store
