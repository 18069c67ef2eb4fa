#include "core/cache/indexrebuild.h"

#include "core/cache/memorytempfiles.h"

#include <QThread>

#include <algorithm>

namespace dd::cache {

namespace {

// PRAGMA temp_store values.
constexpr int TempStoreFile = 1;

// Worker threads sorting runs: one where there are two cores or more (on two cores a second worker
// was slower than one: it competes with the thread reading the table).
int runWorkers() { return QThread::idealThreadCount() > 1 ? 1 : 0; }

// PRAGMA cache_size's value in bytes: pages when positive, KiB when negative.
qint64 pageCacheBytes(qint64 cacheSize, qint64 pageSize)
{
    return cacheSize < 0 ? -cacheSize * 1024 : cacheSize * pageSize;
}

QByteArray quoted(const QByteArray &identifier)
{
    QByteArray out = identifier;
    out.replace('"', "\"\"");
    return '"' + out + '"';
}

} // namespace

IndexRebuild::IndexRebuild(Database &db, QByteArray table)
    : m_db(db)
    , m_table(std::move(table))
{
}

std::optional<SqlError> IndexRebuild::dropAllExcept(const QByteArray &kept)
{
    std::optional<SqlError> error;
    Statement indexes = m_db.prepare("SELECT m.name, m.sql, COALESCE(s.stat, '') FROM sqlite_master m "
                                     "LEFT JOIN sqlite_stat1 s ON s.tbl = m.tbl_name AND s.idx = m.name "
                                     "WHERE m.type = 'index' AND m.tbl_name = ? AND m.sql IS NOT NULL "
                                     "AND m.name != ? ORDER BY m.name",
                                     &error);
    if (error)
        return error;
    indexes.bindUtf8(1, m_table).bindUtf8(2, kept);
    QList<Index> found;
    Statement::Step step;
    while ((step = indexes.step()) == Statement::Step::Row)
        found.append({indexes.columnUtf8(0), indexes.columnUtf8(1), indexes.columnUtf8(2)});
    indexes.reset();   // DROP INDEX fails while a statement of the connection is running
    if (step == Statement::Step::Failed)
        return m_db.lastError();
    const QByteArray anyRow = "SELECT EXISTS (SELECT 1 FROM " + quoted(m_table) + ')';
    Statement held = m_db.prepare(anyRow.constData(), &error);
    if (error)
        return error;
    if (held.step() != Statement::Step::Row)
        return m_db.lastError();
    m_heldRowsAtDrop = held.columnInt(0) != 0;
    held.reset();
    m_pagesWrittenAtDrop = m_db.pagesWritten();
    for (const Index &index : std::as_const(found)) {
        const QByteArray drop = "DROP INDEX " + quoted(index.name);
        if (auto failure = m_db.execute(drop.constData()))
            return failure;
        m_dropped.append(index);
    }
    return std::nullopt;
}

void IndexRebuild::forget()
{
    m_dropped.clear();
}

bool IndexRebuild::useTempStore(int mode)
{
    // Temporary files only where they stay in memory (every connection opens through that VFS unless
    // SQLite refused it).
    if (mode == TempStoreFile && !MemoryTempFiles::vfsName())
        return false;
    // Refused inside a transaction once the connection has opened its temporary database; then the
    // setting stays as it was.
    if (m_db.queryText("PRAGMA temp_store").toInt() == mode)
        return true;
    const QByteArray sql = "PRAGMA temp_store = " + QByteArray::number(mode);
    return !m_db.execute(sql.constData()) && m_db.queryText("PRAGMA temp_store").toInt() == mode;
}

bool IndexRebuild::tableHeldInCache() const
{
    return !m_heldRowsAtDrop && m_db.pagesWritten() == m_pagesWrittenAtDrop;
}

std::optional<SqlError> IndexRebuild::createInRuns(const Index &index)
{
    const QByteArray cacheSize = m_db.queryText("PRAGMA cache_size").toUtf8();
    const QByteArray workers = m_db.queryText("PRAGMA threads").toUtf8();
    const qint64 cacheBytes = pageCacheBytes(cacheSize.toLongLong(), m_db.queryText("PRAGMA page_size").toLongLong());
    // Changed pages are spilled only beyond the cache's size before the rebuild, not beyond the
    // sorter's small buffer. In KiB, negative: SQLite 3.15 also reads the number as spilling's on/off
    // switch, from its low byte, and a count of pages that is a multiple of 256 would switch it off.
    const QByteArray sorting = "PRAGMA cache_spill = -" + QByteArray::number(std::max<qint64>(cacheBytes / 1024, 1))
                               + "; PRAGMA threads = " + QByteArray::number(runWorkers())
                               + "; PRAGMA cache_size = -" + QByteArray::number(RunKib);
    std::optional<SqlError> error = m_db.execute(sorting.constData());
    if (!error)
        error = m_db.execute(index.sql.constData());
    // Spilling back to the connection's default (1: whenever the cache is full; nothing else in the
    // app changes it).
    const QByteArray restore = "PRAGMA cache_size = " + cacheSize + "; PRAGMA cache_spill = 1; PRAGMA threads = " + workers;
    const std::optional<SqlError> restored = m_db.execute(restore.constData());
    return error ? error : restored;
}

std::optional<SqlError> IndexRebuild::rebuild()
{
    m_keyBuffers.clear();
    if (m_dropped.isEmpty())
        return std::nullopt;
    const QByteArray previousTempStore = m_db.queryText("PRAGMA temp_store").toUtf8();
    std::optional<SqlError> error;
    for (qsizetype i = 0; i < m_dropped.size() && !error; ++i) {
        if (!useTempStore(TempStoreFile)) {
            m_keyBuffers.append(KeyBuffer::Separate);
            error = m_db.execute(m_dropped[i].sql.constData());
        } else if (tableHeldInCache()) {
            m_keyBuffers.append(KeyBuffer::Runs);
            error = createInRuns(m_dropped[i]);
        } else {
            m_keyBuffers.append(KeyBuffer::Packed);
            error = m_db.execute(m_dropped[i].sql.constData());
        }
    }
    const QByteArray restore = "PRAGMA temp_store = " + previousTempStore;
    const std::optional<SqlError> restored = m_db.execute(restore.constData());
    if (error)
        return error;
    if (restored)
        return restored;
    return putStatisticsBack();
}

std::optional<SqlError> IndexRebuild::putStatisticsBack()
{
    // DROP INDEX deleted the indexes' sqlite_stat1 rows, which the read plans rely on: put them back,
    // and have SQLite load them again.
    for (const Index &index : std::as_const(m_dropped)) {
        if (index.statistics.isEmpty())
            continue;
        Statement put = m_db.prepare("INSERT INTO sqlite_stat1(tbl, idx, stat) VALUES (?, ?, ?)");
        put.bindUtf8(1, m_table).bindUtf8(2, index.name).bindUtf8(3, index.statistics);
        if (!put.run())
            return m_db.lastError();
    }
    return m_db.execute("ANALYZE sqlite_master");
}

} // namespace dd::cache
