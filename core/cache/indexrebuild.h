#pragma once

#include "core/cache/database.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace dd::cache {

// Builds dropped indexes of one table again by sorting (CREATE INDEX), with their planner statistics
// (sqlite_stat1 rows), inside the caller's transaction.
//
// Where SQLite's sorter keeps an index's keys decides most of the cost. With temporary storage in
// memory every key is a separate allocation, and sorting a million of them chases pointers across
// the heap. With temporary storage set to files (which stay in memory: core/cache/memorytempfiles.h)
// the sorter packs the keys into one buffer as large as the page cache, about a third faster, and
// spills sorted runs of it when they outgrow it. With a small buffer it sorts the keys in runs that
// fit the processor's caches, on a worker thread while the table is still being read, then merges
// them: a third faster again (a million payments: the payments indexes in 9.4 s with one buffer,
// 6.4 s in runs of 2 MiB on two cores).
//
// The sorter's buffer is the page cache's size, so sorting in runs shrinks the page cache while each
// index is built, which would drop every page it holds unchanged: the table would be read and
// decrypted again for each index. Runs are therefore used only while every page of the table is
// held changed (dirty, which the cache keeps): the table held no row when its indexes were dropped,
// and nothing has been written to the log since (a spill from a full cache makes pages clean). The
// pages the indexes add stay in the cache up to its size before the rebuild, as with one buffer.
class IndexRebuild
{
public:
    enum class KeyBuffer {
        Runs,       // temp_store = FILE, a small buffer: runs sorted on worker threads, then merged
        Packed,     // temp_store = FILE, one buffer as large as the page cache
        Separate,   // temp_store = MEMORY, an allocation per key: FILE was refused (the connection's
                    // temporary database is open inside the transaction), or its files would not
                    // stay in memory
    };
    // The sorter's buffer, so the size of each run, when keys are sorted in runs.
    static constexpr qint64 RunKib = 2048;

    IndexRebuild(Database &db, QByteArray table);

    // Drops every index of the table made by CREATE INDEX except `kept`, remembering each one's
    // statement and statistics, and whether the table held any row.
    std::optional<SqlError> dropAllExcept(const QByteArray &kept);
    bool hasDropped() const { return !m_dropped.isEmpty(); }
    // Creates the dropped indexes again, puts their statistics back and has SQLite load them; the
    // transaction stays the caller's, who calls forget() once it is committed.
    std::optional<SqlError> rebuild();
    void forget();
    // How each index of the last rebuild() had its keys sorted, in name order.
    const QList<KeyBuffer> &keyBuffers() const { return m_keyBuffers; }

private:
    struct Index
    {
        QByteArray name;
        QByteArray sql;          // its CREATE INDEX statement, from sqlite_master
        QByteArray statistics;   // its sqlite_stat1 row (empty when it had none)
    };
    bool useTempStore(int mode);
    // Whether every page of the table is still held, changed, in the page cache (see above).
    bool tableHeldInCache() const;
    std::optional<SqlError> createInRuns(const Index &index);
    std::optional<SqlError> putStatisticsBack();

    Database &m_db;
    QByteArray m_table;
    QList<Index> m_dropped;
    bool m_heldRowsAtDrop = false;
    qint64 m_pagesWrittenAtDrop = 0;
    QList<KeyBuffer> m_keyBuffers;
};

} // namespace dd::cache
