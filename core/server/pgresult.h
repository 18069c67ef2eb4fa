#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <memory>

struct pg_result;

namespace dd::server {

// Why the server refused or failed a statement, or a connection failed.
struct PgError
{
    enum class Kind {
        Connection,       // could not reach or keep the server
        Authentication,   // the server refused the login or its password
        Statement,        // the server refused a statement (see sqlState)
        Refused,          // DirectDesk refused before sending (unsafe address, unreadable string)
    };
    Kind kind = Kind::Statement;
    QString message;
    QByteArray sqlState;   // five characters from the server ("23505" unique violation, …), or empty
};

// One result of libpq (RAII over PGresult). Values are read as text, as the server sent them:
// NUMERIC arrives as its exact decimal digits, never through a double.
class PgResult
{
public:
    PgResult() = default;
    explicit PgResult(pg_result *result);

    int rows() const;
    int columns() const;
    bool isNull(int row, int column) const;
    QByteArray bytes(int row, int column) const;
    QString text(int row, int column) const;

    pg_result *handle() const { return m_result.get(); }

private:
    struct Clear
    {
        void operator()(pg_result *result) const;
    };
    std::shared_ptr<pg_result> m_result;
};

// The error a failed result carries (its primary message and SQLSTATE).
PgError statementError(const pg_result *result, const QByteArray &connectionMessage);

} // namespace dd::server

Q_DECLARE_METATYPE(dd::server::PgError)
