#include "core/cache/indexrebuild.h"

#include <QThread>

#include <algorithm>

namespace dd::cache {

namespace {

// PRAGMA temp_store values.
constexpr int TempStoreFile = 1;
constexpr int TempStoreMemory = 2;

// SQLite's bound on one in-memory run of its sorter (SQLITE_MAX_PMASZ).
constexpr qint64 SorterRunCap = qint64(1) << 29;
// Per record besides the key: the sorter's list entry (a length and a link, 16 bytes on 64-bit
// builds; counted twice for a margin), the record header's size varint, and the 8-byte alignment.
constexpr qint64 SorterEntryBytes = 32;
constexpr qint64 VarintMaxBytes = 9;
constexpr qint64 NumberBytes = 8;
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

qint64 IndexRebuild::sorterBytesBound(qint64 rows, const QList<qint64> &columnBytes)
{
    const qint64 fields = columnBytes.size() + 1;   // the key columns, then the row id
    qint64 record = VarintMaxBytes + fields * VarintMaxBytes + NumberBytes;
    for (const qint64 bytes : columnBytes)
        record += std::max(bytes, NumberBytes);
    const qint64 entry = (record + SorterEntryBytes + 7) / 8 * 8;
    return rows * entry;
}

qint64 IndexRebuild::sorterBufferLimit(qint64 cacheSize, qint64 pageSize)
{
    return std::min(pageCacheBytes(cacheSize, pageSize), SorterRunCap);
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
        found.append({indexes.columnUtf8(0), indexes.columnUtf8(1), indexes.columnUtf8(2), {}});
    indexes.reset();   // DROP INDEX fails while a statement of the connection is running
    if (step == Statement::Step::Failed)
        return m_db.lastError();
    QByteArray rowIdAlias;
    if (auto failure = readRowIdAlias(rowIdAlias))
        return failure;
    for (Index &index : found) {
        if (auto failure = readColumns(index, rowIdAlias))
            return failure;
    }
    m_vouched.reset();
    m_atDrop = {};
    if (auto failure = measure(keyColumns(found), m_atDrop))
        return failure;
    m_pagesWrittenAtDrop = m_db.pagesWritten();
    for (const Index &index : std::as_const(found)) {
        const QByteArray drop = "DROP INDEX " + quoted(index.name);
        if (auto failure = m_db.execute(drop.constData()))
            return failure;
        m_dropped.append(index);
    }
    return std::nullopt;
}

void IndexRebuild::vouchForWrites(qint64 rows, const QHash<QByteArray, qint64> &largestBytes)
{
    m_vouched = KeySizes{rows, largestBytes};
}

void IndexRebuild::forget()
{
    m_dropped.clear();
    m_vouched.reset();
    m_atDrop = {};
}

std::optional<SqlError> IndexRebuild::readRowIdAlias(QByteArray &alias)
{
    // The table's INTEGER PRIMARY KEY column, if it has one: the row id under another name.
    const QByteArray pragma = "PRAGMA table_info(" + quoted(m_table) + ')';
    std::optional<SqlError> error;
    Statement info = m_db.prepare(pragma.constData(), &error);
    if (error)
        return error;
    int keyColumns = 0;
    QByteArray integerKey;
    Statement::Step step;
    while ((step = info.step()) == Statement::Step::Row) {
        if (info.columnInt(5) == 0)
            continue;
        ++keyColumns;
        if (info.columnUtf8(2).toUpper() == "INTEGER")
            integerKey = info.columnUtf8(1);
    }
    if (step == Statement::Step::Failed)
        return m_db.lastError();
    alias = keyColumns == 1 ? integerKey : QByteArray();
    return std::nullopt;
}

std::optional<SqlError> IndexRebuild::readColumns(Index &index, const QByteArray &rowIdAlias)
{
    const QByteArray pragma = "PRAGMA index_info(" + quoted(index.name) + ')';
    std::optional<SqlError> error;
    Statement info = m_db.prepare(pragma.constData(), &error);
    if (error)
        return error;
    Statement::Step step;
    while ((step = info.step()) == Statement::Step::Row) {
        const QByteArray column = info.columnIsNull(2) ? QByteArray() : info.columnUtf8(2);
        index.columns.append(column == rowIdAlias ? QByteArray() : column);
    }
    if (step == Statement::Step::Failed)
        return m_db.lastError();
    return std::nullopt;
}

QList<QByteArray> IndexRebuild::keyColumns(const QList<Index> &indexes)
{
    QList<QByteArray> distinct;
    for (const Index &index : indexes) {
        for (const QByteArray &column : index.columns) {
            if (!column.isEmpty() && !distinct.contains(column))
                distinct.append(column);
        }
    }
    return distinct;
}

std::optional<SqlError> IndexRebuild::measure(const QList<QByteArray> &columns, KeySizes &sizes)
{
    // Only texts and blobs are measured: a number takes at most its stored size, which
    // sorterBytesBound() counts for every column (a number's length as text would be printed first).
    QByteArray sql = "SELECT COUNT(*)";
    for (const QByteArray &column : columns)
        sql += ", MAX(CASE WHEN typeof(" + quoted(column) + ") IN ('text', 'blob') THEN LENGTH(CAST("
               + quoted(column) + " AS BLOB)) ELSE 0 END)";
    sql += " FROM " + quoted(m_table);
    std::optional<SqlError> error;
    Statement read = m_db.prepare(sql.constData(), &error);
    if (error)
        return error;
    if (read.step() != Statement::Step::Row)
        return m_db.lastError();
    sizes.rows = read.columnInt(0);
    for (qsizetype i = 0; i < columns.size(); ++i)
        sizes.largest.insert(columns[i], read.columnOptionalInt(int(i) + 1).value_or(0));
    return std::nullopt;
}

std::optional<SqlError> IndexRebuild::keySizesNow(KeySizes &sizes)
{
    m_measuredAtRebuild.clear();
    const QList<QByteArray> columns = keyColumns(m_dropped);
    if (!m_vouched) {
        m_measuredAtRebuild = columns;
        return measure(columns, sizes);
    }
    sizes.rows = m_atDrop.rows + m_vouched->rows;
    for (const QByteArray &column : columns) {
        if (m_vouched->largest.contains(column))
            sizes.largest.insert(column, std::max(m_atDrop.largest.value(column), m_vouched->largest.value(column)));
        else
            m_measuredAtRebuild.append(column);
    }
    if (m_measuredAtRebuild.isEmpty())
        return std::nullopt;
    KeySizes measured;
    if (auto error = measure(m_measuredAtRebuild, measured))
        return error;
    sizes.rows = measured.rows;
    sizes.largest.insert(measured.largest);
    return std::nullopt;
}

bool IndexRebuild::useTempStore(int mode)
{
    // Refused inside a transaction once the connection has opened its temporary database; then the
    // setting stays as it was.
    if (m_db.queryText("PRAGMA temp_store").toInt() == mode)
        return true;
    const QByteArray sql = "PRAGMA temp_store = " + QByteArray::number(mode);
    return !m_db.execute(sql.constData()) && m_db.queryText("PRAGMA temp_store").toInt() == mode;
}

bool IndexRebuild::tableHeldInCache() const
{
    return m_atDrop.rows == 0 && m_db.pagesWritten() == m_pagesWrittenAtDrop;
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
    KeySizes sizes;
    if (auto error = keySizesNow(sizes))
        return error;
    const qint64 limit = sorterBufferLimit(m_db.queryText("PRAGMA cache_size").toLongLong(),
                                           m_db.queryText("PRAGMA page_size").toLongLong());
    const int previousTempStore = m_db.queryText("PRAGMA temp_store").toInt();
    std::optional<SqlError> error;
    for (qsizetype i = 0; i < m_dropped.size() && !error; ++i) {
        if (tableHeldInCache() && useTempStore(TempStoreFile)) {
            m_keyBuffers.append(KeyBuffer::Runs);
            error = createInRuns(m_dropped[i]);
            continue;
        }
        QList<qint64> columnBytes;
        for (const QByteArray &column : std::as_const(m_dropped[i].columns))
            columnBytes.append(column.isEmpty() ? NumberBytes : sizes.largest.value(column));
        const bool fits = sorterBytesBound(sizes.rows, columnBytes) <= limit / 2;
        const bool packed = fits && useTempStore(TempStoreFile);
        if (!packed && !useTempStore(TempStoreMemory)) {
            // Never sort an index whose keys might not fit the buffer with temporary files allowed.
            error = SqlError{0, QStringLiteral("temporary storage could not be kept in memory")};
            break;
        }
        m_keyBuffers.append(packed ? KeyBuffer::Packed : KeyBuffer::Separate);
        error = m_db.execute(m_dropped[i].sql.constData());
    }
    const QByteArray restore = "PRAGMA temp_store = " + QByteArray::number(previousTempStore);
    const std::optional<SqlError> restored = m_db.execute(restore.constData());
    if (error)
        return error;
    if (restored)
        return restored;
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
