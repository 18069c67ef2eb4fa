#include "core/server/store/pgstorelink.h"

#include "core/domain/money.h"

#include <QCoreApplication>

namespace dd::server::store {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::PgStoreSession)
};

qint64 decimalAt(const PgResult &result, int row, int column, int scale)
{
    if (result.isNull(row, column))
        return 0;
    // NUMERIC arrives as its exact digits, with the column's scale or fewer (sums, "0").
    const auto parsed = Decimal::parse(result.text(row, column), scale, Sign::Any);
    return parsed ? parsed.value() : 0;
}

} // namespace

Result<PgResult, PgError> PgStoreLink::exec(const char *sql, const PgParams &params)
{
    auto result = m_connection.exec(sql, params);
    if (!result)
        m_lastError = result.error();
    return result;
}

std::optional<qint64> PgStoreLink::integer(const char *sql, const PgParams &params)
{
    auto result = exec(sql, params);
    if (!result || result->rows() == 0 || result->isNull(0, 0))
        return std::nullopt;
    return PgValue::integerAt(*result, 0, 0);
}

bool PgStoreLink::run(const char *sql, const PgParams &params)
{
    return exec(sql, params).hasValue();
}

StoreError PgStoreLink::storeError() const
{
    // 42501: the server's own check of the login's group refused the write, whatever the client let through.
    if (m_lastError.sqlState == "42501") {
        return StoreError{StoreError::Kind::Storage,
                          Text::tr("The team server refused this for your login (%1): ask a Manager for a role "
                                   "that may do it.")
                              .arg(m_lastError.message)};
    }
    return StoreError{StoreError::Kind::Storage, Text::tr("The team server failed: %1").arg(m_lastError.message)};
}

PgTransaction::PgTransaction(PgStoreLink &link) : m_link(link)
{
    m_outer = !link.connection().inTransaction();
    m_active = !m_outer || link.run("BEGIN");
}

PgTransaction::~PgTransaction()
{
    if (m_active && m_outer)
        m_link.connection().runScript("ROLLBACK");
}

bool PgTransaction::commit()
{
    if (!m_active)
        return false;
    m_active = false;
    if (!m_outer)
        return true;
    return m_link.run("COMMIT");
}

namespace PgValue {

QByteArray text(const QString &value) { return value.toUtf8(); }
QByteArray integer(qint64 value) { return QByteArray::number(value); }
QByteArray money(qint64 hundredths) { return Decimal::format(hundredths, Money::Scale).toLatin1(); }
QByteArray rate(qint64 tenThousandths) { return Decimal::format(tenThousandths, CurrencyRate::Scale).toLatin1(); }

std::optional<QByteArray> instant(const QDateTime &when)
{
    if (!when.isValid())
        return std::nullopt;
    return when.toUTC().toString(Qt::ISODateWithMs).toLatin1();
}

std::optional<QByteArray> instantMs(qint64 ms)
{
    if (ms == 0)
        return std::nullopt;
    return instant(QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC));
}

std::optional<QByteArray> optionalText(const QByteArray &utf8)
{
    if (utf8.isEmpty())
        return std::nullopt;
    return utf8;
}

qint64 integerAt(const PgResult &result, int row, int column) { return result.bytes(row, column).toLongLong(); }
qint64 hundredthsAt(const PgResult &result, int row, int column) { return decimalAt(result, row, column, Money::Scale); }
qint64 tenThousandthsAt(const PgResult &result, int row, int column)
{
    return decimalAt(result, row, column, CurrencyRate::Scale);
}
bool booleanAt(const PgResult &result, int row, int column) { return result.bytes(row, column) == "t"; }

QDateTime instantAt(const PgResult &result, int row, int column)
{
    const qint64 ms = integerAt(result, row, column);
    return ms == 0 ? QDateTime() : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

} // namespace PgValue

} // namespace dd::server::store
