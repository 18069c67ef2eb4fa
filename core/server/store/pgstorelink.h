#pragma once

#include "core/domain/result.h"
#include "core/server/pgconnection.h"
#include "core/storage/paymentstore.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

namespace dd::server::store {

// What every store of one PgStoreSession shares: the session's connection, the last error, and the
// generation that tells readers when what they hold is stale. Thread-affine like the connection.
class PgStoreLink
{
public:
    explicit PgStoreLink(PgConnection &connection) : m_connection(connection) {}

    // Runs one statement; on failure keeps the error (lastError) and returns it.
    Result<PgResult, PgError> exec(const char *sql, const PgParams &params = {});
    // The first column of the first row as an integer, or nothing (no row, NULL or a failure).
    std::optional<qint64> integer(const char *sql, const PgParams &params = {});
    // Runs a statement that must succeed; false (and lastError) when it did not.
    bool run(const char *sql, const PgParams &params = {});
    // The same for a statement put together from parts (its values are still parameters).
    Result<PgResult, PgError> exec(const QByteArray &sql, const PgParams &params = {})
    {
        return exec(sql.constData(), params);
    }
    std::optional<qint64> integer(const QByteArray &sql, const PgParams &params = {})
    {
        return integer(sql.constData(), params);
    }
    bool run(const QByteArray &sql, const PgParams &params = {}) { return run(sql.constData(), params); }

    const PgError &lastError() const { return m_lastError; }
    // Keeps the error of what failed outside exec() (a COPY) as the last one.
    void failed(const PgError &error) { m_lastError = error; }
    QString lastMessage() const { return m_lastError.message; }
    StoreError storeError() const;
    void clearError() { m_lastError = {}; }

    quint64 generation() const { return m_generation; }
    void wrote() { ++m_generation; }
    PgConnection &connection() { return m_connection; }

private:
    PgConnection &m_connection;
    PgError m_lastError;
    quint64 m_generation = 0;
};

// One transaction on the link, rolled back unless committed. A transaction opened while another is
// open (a store's write called from settle()) joins the outer one: only the outermost commits.
class PgTransaction
{
public:
    explicit PgTransaction(PgStoreLink &link);
    ~PgTransaction();
    PgTransaction(const PgTransaction &) = delete;
    PgTransaction &operator=(const PgTransaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit();

private:
    PgStoreLink &m_link;
    bool m_active = false;
    bool m_outer = false;
};

// Values as libpq text parameters and back. Money travels as its exact decimal text (NUMERIC),
// instants as ISO 8601 UTC with milliseconds (timestamptz); "none" is NULL on the server.
namespace PgValue {
QByteArray text(const QString &value);
QByteArray integer(qint64 value);
QByteArray money(qint64 hundredths);
QByteArray rate(qint64 tenThousandths);
std::optional<QByteArray> instant(const QDateTime &when);   // NULL when invalid
std::optional<QByteArray> instantMs(qint64 ms);             // NULL for 0
std::optional<QByteArray> optionalText(const QByteArray &utf8);   // NULL when empty

qint64 integerAt(const PgResult &result, int row, int column);
qint64 hundredthsAt(const PgResult &result, int row, int column);
qint64 tenThousandthsAt(const PgResult &result, int row, int column);
bool booleanAt(const PgResult &result, int row, int column);
QDateTime instantAt(const PgResult &result, int row, int column);   // from a column read with msOf()
} // namespace PgValue

// The SQL expression of an instant column as epoch milliseconds, 0 when NULL (the vault's "none").
#define DD_PG_MS(column) "COALESCE((extract(epoch FROM " column ") * 1000)::bigint, 0)"

} // namespace dd::server::store
