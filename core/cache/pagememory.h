#pragma once

// Internal to core/cache: the memory SQLite's page caches live in.
//
// A connection's page cache holds up to 64 MiB of decrypted 4 KiB pages (vault.cpp). Each page the
// cache has not held before was a malloc() of ~4.4 KiB: glibc's bookkeeping for a block that size
// between Qt's small allocations, then a page fault for fresh memory (~3 us in a VM). At a million
// payments a table page reads ~100 rows from ~100 table pages, so that was half the cost of a cold
// page: 100 rows read at random took 3.9 ms, 2.0 ms from the pool below.
//
// SQLite is given an allocator (SQLITE_CONFIG_MALLOC) that serves the page caches' blocks from 2 MiB
// chunks mapped for it (apart from malloc's heap) and asked for as transparent huge pages (one fault
// per chunk where the system has them), and keeps blocks freed by one cache for the next. Every other
// size goes to malloc(). The pool stops growing at 128 MiB, two connections' full caches; beyond that
// pages come from malloc() again. What it holds is not given back to the system (glibc rarely returns
// such blocks either). Like freed heap memory, a block given back is not wiped.

#include <QtGlobal>

namespace dd::cache::PageMemory {

// Installs the allocator, once, before SQLite starts (Database calls it before every open). False
// when SQLite had already started: it then keeps its own allocator, which works the same, slower.
bool install();

struct Figures
{
    qint64 blocksInUse = 0;   // page blocks handed out now
    qint64 inUseBytes = 0;    // their usable bytes, as sqlite3_memory_used() counts them
    qint64 pooledBytes = 0;   // in chunks mapped apart from malloc's heap, at most MostPooledBytes
};
Figures figures();

constexpr qint64 MostPooledBytes = qint64(128) << 20;

} // namespace dd::cache::PageMemory
