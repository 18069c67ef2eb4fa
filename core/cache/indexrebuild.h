#pragma once

#include "core/cache/database.h"

#include <QByteArray>
#include <QHash>
#include <QList>

#include <optional>

namespace dd::cache {

// Builds dropped indexes of one table again by sorting (CREATE INDEX), with their planner statistics
// (sqlite_stat1 rows), inside the caller's transaction.
//
// Where SQLite's sorter keeps an index's keys decides most of the cost. With temporary storage in
// memory every key is a separate allocation, and sorting a million of them chases pointers across
// the heap. With temporary storage set to files (which stay in memory: core/cache/memorytempfiles.h)
// the sorter packs the keys into one buffer as large as the page cache, about a third faster; and
// with a small buffer it sorts the keys in runs that fit the processor's caches, on worker threads
// while the table is still being read, then merges them: a third faster again (a million payments:
// the payments indexes in 9.4 s with one buffer, 6.4 s in runs of 2 MiB on two cores).
//
// The sorter's buffer is the page cache's size, so sorting in runs shrinks the page cache while each
// index is built, which would drop every page it holds unchanged: the table would be read and
// decrypted again for each index. Runs are therefore used only while every page of the table is
// held changed (dirty, which the cache keeps): the table held no row when its indexes were dropped,
// and nothing has been written to the log since (a spill from a full cache makes pages clean). The
// pages the indexes add stay in the cache up to its size before the rebuild, as with one buffer.
//
// With one buffer, an index is built packed only when an upper bound of its keys' size stays within
// half of the buffer; any other keeps temporary storage in memory. The bound needs the largest text
// of every key column. The rows the table holds when the indexes are dropped are measured then (one
// pass, nothing when it is empty); for the rows written after, the caller may vouch for what it
// wrote (vouchForWrites); a key column nobody vouched for is measured again over the whole table
// before the indexes are built.
class IndexRebuild
{
public:
    enum class KeyBuffer {
        Runs,       // temp_store = FILE, a small buffer: runs sorted on worker threads, then merged
        Packed,     // temp_store = FILE, one buffer as large as the page cache
        Separate,   // temp_store = MEMORY: an allocation per key
    };
    // The sorter's buffer, so the size of each run, when keys are sorted in runs.
    static constexpr qint64 RunKib = 2048;

    IndexRebuild(Database &db, QByteArray table);

    // Drops every index of the table made by CREATE INDEX except `kept`, remembering each one's
    // statement, statistics and key columns, and measuring the rows the table holds.
    std::optional<SqlError> dropAllExcept(const QByteArray &kept);
    // Every row written since dropAllExcept() (at most `rows` of them added) holds in each column
    // named here a text or blob of at most that many bytes, or a number.
    void vouchForWrites(qint64 rows, const QHash<QByteArray, qint64> &largestBytes);
    bool hasDropped() const { return !m_dropped.isEmpty(); }
    // Creates the dropped indexes again, puts their statistics back and has SQLite load them; the
    // transaction stays the caller's, who calls forget() once it is committed.
    std::optional<SqlError> rebuild();
    void forget();
    // How each index of the last rebuild() had its keys sorted, in name order.
    const QList<KeyBuffer> &keyBuffers() const { return m_keyBuffers; }
    // The key columns the last rebuild() read over the whole table to size its sort buffers.
    const QList<QByteArray> &measuredAtRebuild() const { return m_measuredAtRebuild; }

    // An upper bound of the bytes the sorter holds for `rows` index records whose key columns hold at
    // most `columnBytes` bytes each (8 for numbers), the row id that ends each record included.
    static qint64 sorterBytesBound(qint64 rows, const QList<qint64> &columnBytes);
    // The largest buffer the sorter keeps before it writes a temporary file, for this page cache
    // setting (PRAGMA cache_size: pages when positive, KiB when negative) and page size.
    static qint64 sorterBufferLimit(qint64 cacheSize, qint64 pageSize);

private:
    struct Index
    {
        QByteArray name;
        QByteArray sql;                // its CREATE INDEX statement, from sqlite_master
        QByteArray statistics;         // its sqlite_stat1 row (empty when it had none)
        QList<QByteArray> columns;     // its key columns; empty for the row id (or its alias)
    };
    // The table's rows and the largest text or blob of each key column they hold (0: numbers only).
    struct KeySizes
    {
        qint64 rows = 0;
        QHash<QByteArray, qint64> largest;
    };
    std::optional<SqlError> readRowIdAlias(QByteArray &alias);
    std::optional<SqlError> readColumns(Index &index, const QByteArray &rowIdAlias);
    static QList<QByteArray> keyColumns(const QList<Index> &indexes);
    // One pass over the table measuring these columns.
    std::optional<SqlError> measure(const QList<QByteArray> &columns, KeySizes &sizes);
    // The sizes of the keys to sort now: what was measured at the drop and vouched for since, the
    // rest measured again.
    std::optional<SqlError> keySizesNow(KeySizes &sizes);
    bool useTempStore(int mode);
    // Whether every page of the table is still held, changed, in the page cache (see above).
    bool tableHeldInCache() const;
    std::optional<SqlError> createInRuns(const Index &index);

    Database &m_db;
    QByteArray m_table;
    QList<Index> m_dropped;
    KeySizes m_atDrop;
    qint64 m_pagesWrittenAtDrop = 0;
    std::optional<KeySizes> m_vouched;   // for the rows written since the drop
    QList<KeyBuffer> m_keyBuffers;
    QList<QByteArray> m_measuredAtRebuild;
};

} // namespace dd::cache
