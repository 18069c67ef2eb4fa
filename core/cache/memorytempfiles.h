#pragma once

// Internal to core/cache: SQLite's temporary files kept in memory.
//
// SQLite writes some work to temporary files of its own: the runs its sorter spills when a sort
// outgrows its buffer (CREATE INDEX, ORDER BY), statement journals, the temporary database. The page
// cipher encrypts the database file and its log only; those files would hold index keys (names,
// e-mails, documents) and row images in plaintext. Every connection is therefore opened through a
// VFS that passes named files (the database, its log and shared memory) to the system's VFS and
// keeps every unnamed one, SQLite's temporary files, in this process's memory, freed on close.
//
// So temporary storage may be set to files (PRAGMA temp_store = FILE) without anything reaching the
// disk, which lets the sorter pack its keys into one buffer and hand runs of them to worker threads
// (PRAGMA threads): neither works with temp_store = MEMORY.

#include <QtGlobal>

namespace dd::cache::MemoryTempFiles {

// The VFS's name for sqlite3_open_v2(), registered with SQLite on the first call (thread-safe).
// Null when SQLite refused it: the connection then opens with the system's VFS.
const char *vfsName();

// Temporary files the VFS has held in memory since the process started, and those open now.
qint64 opened();
qint64 openNow();

} // namespace dd::cache::MemoryTempFiles
