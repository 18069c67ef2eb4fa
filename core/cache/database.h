#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

#include <optional>
#include <span>

struct sqlite3;
struct sqlite3_stmt;

namespace dd::cache {

// What SQLite said when a call failed: its primary result code and message.
struct SqlError
{
    int code = 0;
    QString message;
};

class Statement;

// One SQLCipher connection (RAII over sqlite3*). Thread-affine: use it on the thread that opened it.
class Database
{
public:
    enum class OpenMode { ExistingOnly, CreateNew };

    Database() = default;
    ~Database();
    Database(Database &&other) noexcept;
    Database &operator=(Database &&other) noexcept;
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens `path` with a raw 256-bit key. Nothing is read yet: call verifyEncrypted() next.
    static std::optional<SqlError> openEncrypted(Database &out, const QString &path, std::span<const unsigned char> rawKey,
                                                 OpenMode mode);

    bool isOpen() const { return m_db != nullptr; }
    sqlite3 *handle() const { return m_db; }
    void close();

    // Runs SQL text without parameters (schema, pragmas). Several statements allowed.
    std::optional<SqlError> execute(const char *sql);
    Statement prepare(const char *sql, std::optional<SqlError> *error = nullptr);
    // The first column of the first row of a one-row query, as text ("" when no row).
    QString queryText(const char *sql);
    qint64 lastInsertRowId() const;
    // Pages this connection has read from the file (its page cache's misses) since it opened.
    qint64 pagesRead() const;
    // Pages this connection has written to the log since it opened: at commits, and spilled from a
    // full page cache in the middle of a transaction.
    qint64 pagesWritten() const;
    int changes() const;
    SqlError lastError() const;

private:
    friend class UnencryptedBenchmarkAccess;
    static std::optional<SqlError> openPlain(Database &out, const QString &path, OpenMode mode);

    sqlite3 *m_db = nullptr;
};

// A prepared statement (RAII over sqlite3_stmt*). Parameters are 1-based, columns 0-based.
class Statement
{
public:
    Statement() = default;
    explicit Statement(sqlite3_stmt *stmt) : m_stmt(stmt) {}
    ~Statement();
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    Statement &bind(int index, qint64 value);
    Statement &bind(int index, int value) { return bind(index, static_cast<qint64>(value)); }
    Statement &bind(int index, QStringView text);
    Statement &bind(int index, const QString &text) { return bind(index, QStringView(text)); }
    Statement &bindUtf8(int index, const QByteArray &utf8);
    Statement &bindBlob(int index, const QByteArray &bytes);
    Statement &bindNull(int index);
    Statement &bindOptional(int index, const std::optional<qint64> &value);

    enum class Step { Row, Done, Failed };
    Step step();
    // Steps a statement that returns no rows; true when it ran to completion.
    bool run();
    void reset();   // also clears bindings

    qint64 columnInt(int column) const;
    std::optional<qint64> columnOptionalInt(int column) const;
    QString columnText(int column) const;
    QByteArray columnUtf8(int column) const;
    // The text without a copy: valid until the next step(), reset() or column read of another type.
    QByteArrayView columnUtf8View(int column) const;
    QByteArray columnBlob(int column) const;
    bool columnIsNull(int column) const;
    int columnCount() const;

private:
    sqlite3_stmt *m_stmt = nullptr;
};

// Limits how much work the statements of one connection may do while it lives: after about
// `operations` virtual-machine steps, or once `milliseconds` have passed (0 = no time limit; steps
// do not count the pages read and decrypted, time does), the running statement fails with
// SQLITE_INTERRUPT.
class StepBudget
{
public:
    StepBudget(Database &db, qint64 operations, qint64 milliseconds = 0);
    ~StepBudget();
    StepBudget(const StepBudget &) = delete;
    StepBudget &operator=(const StepBudget &) = delete;

    bool exhausted() const { return m_left < 0; }

private:
    static int spend(void *budget);

    Database &m_db;
    qint64 m_left;
    qint64 m_deadlineNs;   // steady clock, 0 = none
};

// BEGIN IMMEDIATE … COMMIT; rolls back unless commit() succeeded.
class Transaction
{
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    std::optional<SqlError> commit();

private:
    Database &m_db;
    bool m_active = false;
};

} // namespace dd::cache
