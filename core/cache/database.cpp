#include "core/cache/database.h"

#include "core/cache/memorytempfiles.h"
#include "core/cache/pagememory.h"

#include <sqlite3.h>
#include <sodium.h>

#include <QFile>

#include <chrono>

namespace dd::cache {

namespace {

SqlError errorOf(sqlite3 *db, int code)
{
    const char *text = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    return SqlError{code, QString::fromUtf8(text)};
}

// One of the connection's counters (sqlite3_db_status), 0 when SQLite has none.
qint64 statusCount(sqlite3 *db, int counter)
{
    int current = 0;
    int highest = 0;
    return sqlite3_db_status(db, counter, &current, &highest, 0) == SQLITE_OK ? current : 0;
}

int openFlags(Database::OpenMode mode)
{
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_PRIVATECACHE;
    if (mode == Database::OpenMode::CreateNew)
        flags |= SQLITE_OPEN_CREATE;
    return flags;
}

} // namespace

Database::~Database() { close(); }

Database::Database(Database &&other) noexcept : m_db(other.m_db) { other.m_db = nullptr; }

Database &Database::operator=(Database &&other) noexcept
{
    if (this != &other) {
        close();
        m_db = other.m_db;
        other.m_db = nullptr;
    }
    return *this;
}

void Database::close()
{
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

std::optional<SqlError> Database::openPlain(Database &out, const QString &path, OpenMode mode)
{
    out.close();
    PageMemory::install();
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &db, openFlags(mode),
                                   MemoryTempFiles::vfsName());
    if (rc != SQLITE_OK) {
        SqlError error = errorOf(db, rc);
        sqlite3_close_v2(db);
        return error;
    }
    sqlite3_extended_result_codes(db, 1);
    out.m_db = db;
    return std::nullopt;
}

std::optional<SqlError> Database::openEncrypted(Database &out, const QString &path, std::span<const unsigned char> rawKey,
                                                OpenMode mode)
{
    if (auto error = openPlain(out, path, mode))
        return error;
    // SQLCipher takes a raw key as the text x'<64 hex digits>'; build it in guarded memory.
    const size_t hexSize = rawKey.size() * 2 + 1;
    const size_t textSize = hexSize + 3;
    auto *text = static_cast<char *>(sodium_malloc(textSize));
    if (!text) {
        out.close();
        return SqlError{SQLITE_NOMEM, QStringLiteral("out of locked memory")};
    }
    text[0] = 'x';
    text[1] = '\'';
    sodium_bin2hex(text + 2, hexSize, rawKey.data(), rawKey.size());
    text[textSize - 2] = '\'';
    text[textSize - 1] = '\0';
    const int rc = sqlite3_key(out.m_db, text, static_cast<int>(textSize - 1));
    sodium_free(text);
    if (rc != SQLITE_OK) {
        SqlError error = errorOf(out.m_db, rc);
        out.close();
        return error;
    }
    return std::nullopt;
}

std::optional<SqlError> Database::execute(const char *sql)
{
    char *message = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &message);
    if (rc == SQLITE_OK)
        return std::nullopt;
    SqlError error{rc, QString::fromUtf8(message ? message : sqlite3_errstr(rc))};
    sqlite3_free(message);
    return error;
}

Statement Database::prepare(const char *sql, std::optional<SqlError> *error)
{
    sqlite3_stmt *stmt = nullptr;
    const int rc = sqlite3_prepare_v2(m_db, sql, -1, &stmt, nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = errorOf(m_db, rc);
        sqlite3_finalize(stmt);
        return Statement();
    }
    return Statement(stmt);
}

QString Database::queryText(const char *sql)
{
    Statement statement = prepare(sql);
    if (statement.isValid() && statement.step() == Statement::Step::Row)
        return statement.columnText(0);
    return {};
}

qint64 Database::lastInsertRowId() const { return sqlite3_last_insert_rowid(m_db); }

qint64 Database::pagesRead() const { return statusCount(m_db, SQLITE_DBSTATUS_CACHE_MISS); }
qint64 Database::pagesWritten() const { return statusCount(m_db, SQLITE_DBSTATUS_CACHE_WRITE); }

int Database::changes() const { return sqlite3_changes(m_db); }
SqlError Database::lastError() const { return errorOf(m_db, sqlite3_extended_errcode(m_db)); }

Statement::~Statement() { sqlite3_finalize(m_stmt); }

Statement::Statement(Statement &&other) noexcept : m_stmt(other.m_stmt) { other.m_stmt = nullptr; }

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_stmt = other.m_stmt;
        other.m_stmt = nullptr;
    }
    return *this;
}

Statement &Statement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index, value);
    return *this;
}

Statement &Statement::bind(int index, QStringView text)
{
    if (text.isNull())
        text = u"";
    sqlite3_bind_text16(m_stmt, index, text.utf16(), static_cast<int>(text.size() * 2), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindUtf8(int index, const QByteArray &utf8)
{
    sqlite3_bind_text(m_stmt, index, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindBlob(int index, const QByteArray &bytes)
{
    sqlite3_bind_blob(m_stmt, index, bytes.constData(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
    return *this;
}

Statement &Statement::bindOptional(int index, const std::optional<qint64> &value)
{
    return value ? bind(index, *value) : bindNull(index);
}

Statement::Step Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return Step::Row;
    if (rc == SQLITE_DONE)
        return Step::Done;
    return Step::Failed;
}

bool Statement::run()
{
    const Step result = step();
    sqlite3_reset(m_stmt);
    return result == Step::Done;
}

void Statement::reset()
{
    if (!m_stmt)   // a statement that failed to prepare: nothing to reset (clear_bindings would crash)
        return;
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

qint64 Statement::columnInt(int column) const { return sqlite3_column_int64(m_stmt, column); }

std::optional<qint64> Statement::columnOptionalInt(int column) const
{
    if (columnIsNull(column))
        return std::nullopt;
    return sqlite3_column_int64(m_stmt, column);
}

QString Statement::columnText(int column) const
{
    const void *data = sqlite3_column_text16(m_stmt, column);
    const int bytes = sqlite3_column_bytes16(m_stmt, column);
    if (!data)
        return {};
    return QString(static_cast<const QChar *>(data), bytes / 2);
}

QByteArray Statement::columnUtf8(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return data ? QByteArray(data, bytes) : QByteArray();
}

QByteArrayView Statement::columnUtf8View(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return data ? QByteArrayView(data, sqlite3_column_bytes(m_stmt, column)) : QByteArrayView();
}

QByteArray Statement::columnBlob(int column) const
{
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    const int bytes = sqlite3_column_bytes(m_stmt, column);
    return data ? QByteArray(data, bytes) : QByteArray();
}

bool Statement::columnIsNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }
int Statement::columnCount() const { return sqlite3_column_count(m_stmt); }

namespace {
constexpr int StepsPerCheck = 1000;
}

namespace {
qint64 steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

StepBudget::StepBudget(Database &db, qint64 operations, qint64 milliseconds)
    : m_db(db), m_left(operations), m_deadlineNs(milliseconds > 0 ? steadyNs() + milliseconds * 1'000'000 : 0)
{
    sqlite3_progress_handler(m_db.handle(), StepsPerCheck, &StepBudget::spend, this);
}

StepBudget::~StepBudget() { sqlite3_progress_handler(m_db.handle(), 0, nullptr, nullptr); }

int StepBudget::spend(void *budget)
{
    auto *self = static_cast<StepBudget *>(budget);
    self->m_left -= StepsPerCheck;
    if (self->m_deadlineNs != 0 && self->m_left >= 0 && steadyNs() > self->m_deadlineNs)
        self->m_left = -1;
    return self->m_left < 0 ? 1 : 0;
}

Transaction::Transaction(Database &db) : m_db(db) { m_active = !m_db.execute("BEGIN IMMEDIATE").has_value(); }

Transaction::~Transaction()
{
    if (m_active)
        m_db.execute("ROLLBACK");
}

std::optional<SqlError> Transaction::commit()
{
    if (!m_active)
        return SqlError{1, QStringLiteral("no transaction")};
    if (auto error = m_db.execute("COMMIT"))
        return error;
    m_active = false;
    return std::nullopt;
}

} // namespace dd::cache
