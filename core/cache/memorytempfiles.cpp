#include "core/cache/memorytempfiles.h"

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <new>
#include <type_traits>
#include <vector>

namespace dd::cache::MemoryTempFiles {

namespace {

constexpr const char *Name = "directdesk-memory-temp";

std::atomic<qint64> s_opened{0};
std::atomic<qint64> s_openNow{0};
sqlite3_vfs *s_system = nullptr;   // the system's VFS, which every named file goes to

// What one temporary file holds. The sorter's worker threads read and write their own files, and a
// run may be read by one thread while another merges: each file has its own lock.
struct FileBytes
{
    std::mutex lock;
    std::vector<char> bytes;
};

// The object SQLite allocates for an open file (szOsFile bytes), which starts with its sqlite3_file.
struct MemoryFile
{
    sqlite3_file base;
    FileBytes *content;
};
static_assert(std::is_standard_layout_v<MemoryFile>, "SQLite reads a MemoryFile as its first member");

FileBytes &fileOf(sqlite3_file *file) { return *reinterpret_cast<MemoryFile *>(file)->content; }

int closeFile(sqlite3_file *file)
{
    delete reinterpret_cast<MemoryFile *>(file)->content;   // freed without wiping, as the page cache's blocks are
    s_openNow.fetch_sub(1, std::memory_order_relaxed);
    return SQLITE_OK;
}

int readFile(sqlite3_file *file, void *out, int amount, sqlite3_int64 offset)
{
    FileBytes &memory = fileOf(file);
    const std::lock_guard<std::mutex> locked(memory.lock);
    const auto size = sqlite3_int64(memory.bytes.size());
    const sqlite3_int64 available = std::clamp<sqlite3_int64>(size - offset, 0, amount);
    if (available > 0)
        std::memcpy(out, memory.bytes.data() + offset, size_t(available));
    if (available == amount)
        return SQLITE_OK;
    // SQLite's contract for a read past the end: the rest zeroed, and a short read reported.
    std::memset(static_cast<char *>(out) + available, 0, size_t(amount - available));
    return SQLITE_IOERR_SHORT_READ;
}

int writeFile(sqlite3_file *file, const void *in, int amount, sqlite3_int64 offset)
{
    FileBytes &memory = fileOf(file);
    const std::lock_guard<std::mutex> locked(memory.lock);
    const auto end = size_t(offset) + size_t(amount);
    try {
        if (end > memory.bytes.size())
            memory.bytes.resize(end);   // grows geometrically: a sorter run is written in small pieces
    } catch (const std::bad_alloc &) {
        return SQLITE_FULL;
    }
    std::memcpy(memory.bytes.data() + offset, in, size_t(amount));
    return SQLITE_OK;
}

int truncateFile(sqlite3_file *file, sqlite3_int64 size)
{
    FileBytes &memory = fileOf(file);
    const std::lock_guard<std::mutex> locked(memory.lock);
    if (size_t(size) < memory.bytes.size())
        memory.bytes.resize(size_t(size));
    return SQLITE_OK;
}

int fileSize(sqlite3_file *file, sqlite3_int64 *size)
{
    FileBytes &memory = fileOf(file);
    const std::lock_guard<std::mutex> locked(memory.lock);
    *size = sqlite3_int64(memory.bytes.size());
    return SQLITE_OK;
}

int syncFile(sqlite3_file *, int) { return SQLITE_OK; }
int lockFile(sqlite3_file *, int) { return SQLITE_OK; }   // private to one connection
int checkReservedLock(sqlite3_file *, int *reserved)
{
    *reserved = 0;
    return SQLITE_OK;
}
int fileControl(sqlite3_file *, int, void *) { return SQLITE_NOTFOUND; }
int sectorSize(sqlite3_file *) { return 0; }   // SQLite's default
int deviceCharacteristics(sqlite3_file *) { return 0; }

// Version 1: no shared memory, and no memory mapping (the sorter then reads its runs with xRead).
const sqlite3_io_methods MemoryFileMethods = {
    1, closeFile, readFile, writeFile, truncateFile, syncFile, fileSize, lockFile, lockFile, checkReservedLock,
    fileControl, sectorSize, deviceCharacteristics, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};

int openFile(sqlite3_vfs *, const char *name, sqlite3_file *file, int flags, int *outFlags)
{
    if (name)
        return s_system->xOpen(s_system, name, file, flags, outFlags);
    // SQLite opens its temporary files without a name, for the VFS to invent one and delete on close.
    auto *content = new (std::nothrow) FileBytes;
    if (!content)
        return SQLITE_NOMEM;
    reinterpret_cast<MemoryFile *>(file)->content = content;
    file->pMethods = &MemoryFileMethods;
    if (outFlags)
        *outFlags = flags;
    s_opened.fetch_add(1, std::memory_order_relaxed);
    s_openNow.fetch_add(1, std::memory_order_relaxed);
    return SQLITE_OK;
}

// Everything but opening goes to the system's VFS, as it was given.
int systemDelete(sqlite3_vfs *, const char *name, int syncDir) { return s_system->xDelete(s_system, name, syncDir); }
int systemAccess(sqlite3_vfs *, const char *name, int flags, int *result)
{
    return s_system->xAccess(s_system, name, flags, result);
}
int systemFullPathname(sqlite3_vfs *, const char *name, int size, char *out)
{
    return s_system->xFullPathname(s_system, name, size, out);
}
void *systemDlOpen(sqlite3_vfs *, const char *name) { return s_system->xDlOpen(s_system, name); }
void systemDlError(sqlite3_vfs *, int size, char *message) { s_system->xDlError(s_system, size, message); }
void (*systemDlSym(sqlite3_vfs *, void *handle, const char *symbol))(void)
{
    return s_system->xDlSym(s_system, handle, symbol);
}
void systemDlClose(sqlite3_vfs *, void *handle) { s_system->xDlClose(s_system, handle); }
int systemRandomness(sqlite3_vfs *, int size, char *out) { return s_system->xRandomness(s_system, size, out); }
int systemSleep(sqlite3_vfs *, int microseconds) { return s_system->xSleep(s_system, microseconds); }
int systemCurrentTime(sqlite3_vfs *, double *now) { return s_system->xCurrentTime(s_system, now); }
int systemLastError(sqlite3_vfs *, int size, char *message) { return s_system->xGetLastError(s_system, size, message); }
int systemCurrentTimeInt64(sqlite3_vfs *, sqlite3_int64 *now) { return s_system->xCurrentTimeInt64(s_system, now); }

const char *registerVfs()
{
    s_system = sqlite3_vfs_find(nullptr);
    // Version 2 adds xCurrentTimeInt64, which SQLite prefers; the system calls of version 3 are the
    // system VFS's own business.
    if (!s_system || s_system->iVersion < 2)
        return nullptr;
    static sqlite3_vfs vfs = {};
    vfs.iVersion = 2;
    vfs.szOsFile = std::max(s_system->szOsFile, int(sizeof(MemoryFile)));
    vfs.mxPathname = s_system->mxPathname;
    vfs.zName = Name;
    vfs.xOpen = openFile;
    vfs.xDelete = systemDelete;
    vfs.xAccess = systemAccess;
    vfs.xFullPathname = systemFullPathname;
    vfs.xDlOpen = systemDlOpen;
    vfs.xDlError = systemDlError;
    vfs.xDlSym = systemDlSym;
    vfs.xDlClose = systemDlClose;
    vfs.xRandomness = systemRandomness;
    vfs.xSleep = systemSleep;
    vfs.xCurrentTime = systemCurrentTime;
    vfs.xGetLastError = systemLastError;
    vfs.xCurrentTimeInt64 = systemCurrentTimeInt64;
    return sqlite3_vfs_register(&vfs, 0) == SQLITE_OK ? Name : nullptr;
}

} // namespace

const char *vfsName()
{
    static const char *const name = registerVfs();
    return name;
}

qint64 opened() { return s_opened.load(std::memory_order_relaxed); }
qint64 openNow() { return s_openNow.load(std::memory_order_relaxed); }

} // namespace dd::cache::MemoryTempFiles
