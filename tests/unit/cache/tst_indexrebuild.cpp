// Indexes dropped for a bulk write and built again (core/cache/indexrebuild.h): the same indexes and
// planner statistics come back, temporary storage is set back, keys are sorted in runs only while
// the table is held changed in the page cache, in one buffer otherwise, and no temporary file is
// written either way (watched with inotify in the directory SQLite would use; tst_memorytempfiles
// proves the watch sees a spill).

#include "core/cache/database.h"
#include "core/cache/indexrebuild.h"
#include "core/cache/memorytempfiles.h"
#include "core/cache/secretkey.h"
#include "temporaryfilewatch.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <array>

using namespace dd;
using namespace dd::cache;
using dd::test::TemporaryFileWatch;

namespace {

constexpr int Rows = 60'000;
const QByteArray Kept = "ledger_by_code";

QByteArray indexStatements(Database &db)
{
    Statement rows = db.prepare("SELECT name || ':' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
                                "ORDER BY name");
    QByteArray out;
    while (rows.step() == Statement::Step::Row)
        out += rows.columnUtf8(0) + '\n';
    return out;
}

} // namespace

class TestIndexRebuild : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tempFiles;   // SQLite's directory for temporary files, watched
    Database m_db;

    // The ledger with its indexes, holding `rows` rows.
    void open(const QString &name, int rows = Rows)
    {
        m_db.close();
        const std::array<unsigned char, 32> key{7, 1, 9, 3};
        QVERIFY(!Database::openEncrypted(m_db, m_dir.filePath(name), key, Database::OpenMode::CreateNew));
        QVERIFY(!m_db.execute("PRAGMA cipher_page_size = 4096; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -65536"));
        // A table like payments: a rowid, random and repeated keys, text and numbers.
        QVERIFY(!m_db.execute("CREATE TABLE ledger(id INTEGER PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, "
                              "currency TEXT NOT NULL, amount INTEGER NOT NULL, at INTEGER NOT NULL);"
                              "CREATE INDEX ledger_by_code ON ledger(code);"
                              "CREATE INDEX ledger_by_name ON ledger(name, id, at);"
                              "CREATE INDEX ledger_by_currency ON ledger(currency);"
                              "CREATE INDEX ledger_totals ON ledger(currency, amount, at);"
                              "BEGIN"));
        insertRows(rows);
        QVERIFY(!m_db.execute("ANALYZE; COMMIT"));
    }

    // `rows` rows; each name ends with `nameTail`.
    void insertRows(int rows, const QString &nameTail = {})
    {
        Statement insert = m_db.prepare("INSERT INTO ledger(code, name, currency, amount, at) VALUES (?, ?, ?, ?, ?)");
        for (int n = 0; n < rows; ++n) {
            insert.bind(1, QStringLiteral("code-%1").arg(n));
            insert.bind(2, QStringLiteral("customer %1").arg((n * 7919) % 4099) + nameTail);
            insert.bind(3, QString::fromLatin1(n % 3 ? "BRL" : "CLP")).bind(4, qint64(n) * 104729 % 1000003);
            insert.bind(5, qint64(1'780'000'000'000) + n);
            QVERIFY(insert.run());
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(ensureSodium());   // the connection keeps its key in libsodium's guarded memory
        m_tempFiles = m_dir.filePath(QStringLiteral("sqlite-temporary"));
        QVERIFY(QDir().mkpath(m_tempFiles));
        // Read by SQLite when it first needs a temporary file, which nothing in this process did yet.
        qputenv("SQLITE_TMPDIR", QFile::encodeName(m_tempFiles));
    }

    // The rows of an import into an empty table are all in the page cache, changed, when the indexes
    // are built: keys are sorted in runs (into temporary files kept in memory) unless a full cache
    // spilled pages since the drop. The connection's settings come back either way.
    void anEmptyTableSortsInRuns_data()
    {
        QTest::addColumn<qint64>("cacheKib");
        QTest::addColumn<QByteArray>("buffers");   // currency, name, totals: R(uns), P(acked), S(eparate)
        QTest::newRow("rows held in the cache") << qint64(65536) << QByteArray("RRR");
        // 60,000 rows do not fit 256 KiB: pages were spilled, and reading them back for every index
        // with the sorter's small buffer as the cache would cost more than runs save.
        QTest::newRow("pages spilled since the drop") << qint64(256) << QByteArray("PPP");
    }

    void anEmptyTableSortsInRuns()
    {
        QFETCH(qint64, cacheKib);
        QFETCH(QByteArray, buffers);
        open(QStringLiteral("empty-%1.db").arg(cacheKib), 0);
        const QByteArray before = indexStatements(m_db);
        const QByteArray cache = "PRAGMA cache_size = -" + QByteArray::number(cacheKib);
        QVERIFY(!m_db.execute(cache.constData()));
        const QString spill = m_db.queryText("PRAGMA cache_spill");
        TemporaryFileWatch watch(m_tempFiles);
        QVERIFY(watch.isValid());
        const qint64 memoryFiles = MemoryTempFiles::opened();

        QVERIFY(!m_db.execute("BEGIN"));
        IndexRebuild rebuild(m_db, "ledger");
        QVERIFY(!rebuild.dropAllExcept(Kept));
        // Names long enough that their keys outgrow one run of IndexRebuild::RunKib.
        insertRows(Rows, QString(40, u'x'));
        QVERIFY(!rebuild.rebuild());
        QVERIFY(!m_db.execute("COMMIT"));
        rebuild.forget();

        QByteArray sorted;
        for (const IndexRebuild::KeyBuffer buffer : rebuild.keyBuffers())
            sorted += buffer == IndexRebuild::KeyBuffer::Runs ? 'R' : buffer == IndexRebuild::KeyBuffer::Packed ? 'P' : 'S';
        QCOMPARE(sorted, buffers);
        if (buffers.startsWith('R'))
            QVERIFY(MemoryTempFiles::opened() > memoryFiles);   // the runs were written, into memory
        QCOMPARE(watch.created(), 0);
        QCOMPARE(indexStatements(m_db), before);
        QCOMPARE(m_db.queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(m_db.queryText("SELECT COUNT(*) FROM ledger INDEXED BY ledger_totals WHERE currency = 'CLP'"),
                 QString::number((Rows + 2) / 3));
        QCOMPARE(m_db.queryText("PRAGMA cache_size"), QStringLiteral("-%1").arg(cacheKib));
        QCOMPARE(m_db.queryText("PRAGMA cache_spill"), spill);
        QCOMPARE(m_db.queryText("PRAGMA threads"), QStringLiteral("0"));
        QCOMPARE(m_db.queryText("PRAGMA temp_store"), QStringLiteral("2"));
    }

    void indexesComeBackWithTheirStatistics_data()
    {
        QTest::addColumn<qint64>("cacheKib");
        QTest::addColumn<bool>("spills");   // runs of the buffer spilled, into memory
        // The table held rows at the drop: one buffer. 60,000 keys of ~30 bytes fit 64 MiB, not 1 MiB.
        QTest::newRow("keys fit the buffer") << qint64(65536) << false;
        QTest::newRow("keys outgrow the buffer") << qint64(1024) << true;
    }

    void indexesComeBackWithTheirStatistics()
    {
        QFETCH(qint64, cacheKib);
        QFETCH(bool, spills);
        open(QStringLiteral("ledger-%1.db").arg(cacheKib));
        const QByteArray before = indexStatements(m_db);
        const QString statistics = m_db.queryText("SELECT group_concat(idx || '=' || stat, ';') FROM "
                                                  "(SELECT idx, stat FROM sqlite_stat1 ORDER BY idx)");
        QVERIFY(statistics.contains(u"ledger_by_name="));
        const QByteArray cache = "PRAGMA cache_size = -" + QByteArray::number(cacheKib);
        QVERIFY(!m_db.execute(cache.constData()));
        TemporaryFileWatch watch(m_tempFiles);
        QVERIFY(watch.isValid());
        const qint64 memoryFiles = MemoryTempFiles::opened();

        QVERIFY(!m_db.execute("BEGIN"));
        IndexRebuild rebuild(m_db, "ledger");
        QVERIFY(!rebuild.dropAllExcept(Kept));
        QVERIFY(rebuild.hasDropped());
        QCOMPARE(m_db.queryText("SELECT group_concat(name) FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"),
                 QString::fromLatin1(Kept));
        QVERIFY(!m_db.execute("INSERT INTO ledger(code, name, currency, amount, at) VALUES ('late', 'late', 'USD', 1, 2)"));
        QVERIFY(!rebuild.rebuild());
        QVERIFY(!m_db.execute("COMMIT"));
        rebuild.forget();

        QCOMPARE(indexStatements(m_db), before);
        QCOMPARE(m_db.queryText("SELECT group_concat(idx || '=' || stat, ';') FROM "
                                "(SELECT idx, stat FROM sqlite_stat1 ORDER BY idx)"), statistics);
        QCOMPARE(rebuild.keyBuffers().size(), 3);
        for (const IndexRebuild::KeyBuffer buffer : rebuild.keyBuffers())
            QCOMPARE(buffer, IndexRebuild::KeyBuffer::Packed);
        QCOMPARE(MemoryTempFiles::opened() > memoryFiles, spills);
        QCOMPARE(m_db.queryText("PRAGMA temp_store"), QStringLiteral("2"));   // MEMORY, as before
        QCOMPARE(watch.created(), 0);
        QCOMPARE(m_db.queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
        // The rebuilt indexes hold the row written while they were gone.
        QCOMPARE(m_db.queryText("SELECT COUNT(*) FROM ledger INDEXED BY ledger_by_currency WHERE currency = 'USD'"),
                 QStringLiteral("1"));
    }

    // Inside a transaction that opened the connection's temporary database, temporary storage stays
    // in memory (SQLite refuses the change): keys are sorted one allocation each, and the indexes
    // come back all the same.
    void anOpenTemporaryDatabaseKeepsKeysApart()
    {
        open(QStringLiteral("temporary.db"));
        const QByteArray before = indexStatements(m_db);
        QVERIFY(!m_db.execute("BEGIN; CREATE TEMP TABLE scratch(x); INSERT INTO scratch VALUES (1)"));
        IndexRebuild rebuild(m_db, "ledger");
        QVERIFY(!rebuild.dropAllExcept(Kept));
        QVERIFY(!rebuild.rebuild());
        QVERIFY(!m_db.execute("COMMIT"));
        rebuild.forget();
        QCOMPARE(rebuild.keyBuffers(), QList<IndexRebuild::KeyBuffer>(3, IndexRebuild::KeyBuffer::Separate));
        QCOMPARE(indexStatements(m_db), before);
        QCOMPARE(m_db.queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
    }

    void aFailedRebuildLeavesTemporaryStorageInMemory()
    {
        open(QStringLiteral("failing.db"));
        QVERIFY(!m_db.execute("BEGIN"));
        IndexRebuild rebuild(m_db, "ledger");
        QVERIFY(!rebuild.dropAllExcept(Kept));
        // Another object took one index's name meanwhile: that CREATE INDEX fails.
        QVERIFY(!m_db.execute("CREATE TABLE blocker(x); CREATE INDEX ledger_totals ON blocker(x)"));
        QVERIFY(rebuild.rebuild().has_value());   // the name ledger_totals is taken
        QCOMPARE(m_db.queryText("PRAGMA temp_store"), QStringLiteral("2"));
        QVERIFY(!m_db.execute("ROLLBACK"));
        QCOMPARE(m_db.queryText("SELECT COUNT(*) FROM sqlite_master WHERE tbl_name = 'ledger' AND type = 'index' "
                                "AND sql IS NOT NULL"),
                 QStringLiteral("4"));
    }
};

QTEST_GUILESS_MAIN(TestIndexRebuild)
#include "tst_indexrebuild.moc"
