// SQLite's temporary files kept in memory (core/cache/memorytempfiles.h): a connection the cache
// opens writes none into SQLite's directory for them (watched with inotify; the control, a connection
// on the system's VFS doing the same work, shows the watch sees them), and what SQLite wrote there
// reads back whole: sorts merged from spilled runs, on worker threads too, and a statement undone
// from its journal.

#include "core/cache/database.h"
#include "core/cache/memorytempfiles.h"
#include "core/cache/secretkey.h"
#include "temporaryfilewatch.h"

#include <sqlite3.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <array>

using namespace dd;
using namespace dd::cache;
using dd::test::TemporaryFileWatch;

namespace {

constexpr int Rows = 40'000;

// A table whose sort by name cannot fit a page cache of 50 pages: SQLite spills sorted runs into
// temporary files and merges them.
const char *const Fill = "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
                         "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000) "
                         "INSERT INTO customers(name) SELECT 'customer ' || ((i * 7919) % 40009) || ' ' || "
                         "hex(randomblob(8)) FROM n;";
const char *const SmallSorter = "PRAGMA temp_store = FILE; PRAGMA cache_size = 50";
const char *const SortedNames = "SELECT name FROM customers ORDER BY name";

} // namespace

class TestMemoryTempFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tempFiles;   // SQLite's directory for temporary files, watched

    // Reads SortedNames through `db`: the number of rows, and whether each came after the one before.
    static void readSorted(Database &db, int &rows, bool &ordered)
    {
        rows = 0;
        ordered = true;
        QByteArray previous;
        Statement sorted = db.prepare(SortedNames);
        while (sorted.step() == Statement::Step::Row) {
            const QByteArray name = sorted.columnUtf8(0);
            ordered = ordered && previous <= name;
            previous = name;
            ++rows;
        }
    }

    void openFilled(Database &db, const QString &name)
    {
        const std::array<unsigned char, 32> key{3, 1, 4, 1, 5};
        QVERIFY(!Database::openEncrypted(db, m_dir.filePath(name), key, Database::OpenMode::CreateNew));
        QVERIFY(!db.execute("PRAGMA cipher_page_size = 4096"));
        QVERIFY(!db.execute(Fill));
        QVERIFY(!db.execute(SmallSorter));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(ensureSodium());
        m_tempFiles = m_dir.filePath(QStringLiteral("sqlite-temporary"));
        QVERIFY(QDir().mkpath(m_tempFiles));
        // Read by SQLite when it first needs a temporary file, which nothing in this process did yet.
        qputenv("SQLITE_TMPDIR", QFile::encodeName(m_tempFiles));
        QVERIFY(MemoryTempFiles::vfsName() != nullptr);
    }

    void theSystemVfsWritesTemporaryFiles()
    {
        // The control: the same sort on a connection opened with the system's VFS.
        sqlite3 *db = nullptr;
        const QByteArray path = QFile::encodeName(m_dir.filePath(QStringLiteral("control.db")));
        QCOMPARE(sqlite3_open_v2(path.constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, Fill, nullptr, nullptr, nullptr), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, SmallSorter, nullptr, nullptr, nullptr), SQLITE_OK);
        TemporaryFileWatch watch(m_tempFiles);
        QVERIFY(watch.isValid());
        sqlite3_stmt *sorted = nullptr;
        QCOMPARE(sqlite3_prepare_v2(db, SortedNames, -1, &sorted, nullptr), SQLITE_OK);
        int rows = 0;
        while (sqlite3_step(sorted) == SQLITE_ROW)
            ++rows;
        sqlite3_finalize(sorted);
        sqlite3_close_v2(db);
        QCOMPARE(rows, Rows);
        QVERIFY(watch.created() > 0);
    }

    void sortedRunsStayInMemory_data()
    {
        QTest::addColumn<int>("workers");
        QTest::newRow("one thread") << 0;
        QTest::newRow("runs sorted on worker threads") << 2;
    }

    void sortedRunsStayInMemory()
    {
        QFETCH(int, workers);
        Database db;
        openFilled(db, QStringLiteral("sorted-%1.db").arg(workers));
        const QByteArray threads = "PRAGMA threads = " + QByteArray::number(workers);
        QVERIFY(!db.execute(threads.constData()));
        TemporaryFileWatch watch(m_tempFiles);
        QVERIFY(watch.isValid());
        const qint64 openedBefore = MemoryTempFiles::opened();
        const qint64 openBefore = MemoryTempFiles::openNow();
        int rows = 0;
        bool ordered = false;
        readSorted(db, rows, ordered);
        QCOMPARE(rows, Rows);
        QVERIFY(ordered);
        QVERIFY(MemoryTempFiles::opened() > openedBefore);   // the runs went somewhere: into memory
        QCOMPARE(MemoryTempFiles::openNow(), openBefore);     // and were freed with the statement
        QCOMPARE(watch.created(), 0);
    }

    void aStatementIsUndoneFromItsJournal()
    {
        // A statement that fails halfway inside a transaction is undone from its statement journal,
        // which keeps the pages the transaction had changed before it (past 64 KiB, in a temporary
        // file); what the transaction did before it stays.
        Database db;
        openFilled(db, QStringLiteral("journal.db"));
        TemporaryFileWatch watch(m_tempFiles);
        QVERIFY(watch.isValid());
        QVERIFY(!db.execute("CREATE UNIQUE INDEX customers_by_name ON customers(name); BEGIN;"
                            "UPDATE customers SET name = name || ' kept';"
                            "UPDATE customers SET name = 'first' WHERE id = 1"));
        const qint64 openedBefore = MemoryTempFiles::opened();
        // Half the table is changed before the id that would collide with 'first' is reached.
        const auto failed = db.execute("UPDATE customers SET name = CASE WHEN id = 30000 THEN 'first' "
                                       "ELSE name || ' changed' END WHERE id > 1");
        QVERIFY(failed.has_value());
        QVERIFY(MemoryTempFiles::opened() > openedBefore);
        QVERIFY(!db.execute("COMMIT"));
        QCOMPARE(db.queryText("SELECT COUNT(*) FROM customers WHERE name LIKE '% changed'"), QStringLiteral("0"));
        QCOMPARE(db.queryText("SELECT COUNT(*) FROM customers WHERE name LIKE '% kept'"), QString::number(Rows - 1));
        QCOMPARE(db.queryText("SELECT name FROM customers WHERE id = 1"), QStringLiteral("first"));
        QCOMPARE(db.queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(watch.created(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMemoryTempFiles)
#include "tst_memorytempfiles.moc"
