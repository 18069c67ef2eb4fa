#include "core/cache/pagememory.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>

#include <sys/mman.h>

namespace dd::cache::PageMemory {

namespace {

// Every block starts with a header: its usable size, shifted left, and whether it is a pool block.
// 16 bytes keep the pointers SQLite gets 16-byte aligned, as malloc()'s are.
constexpr size_t HeaderBytes = 16;
constexpr size_t ChunkBytes = size_t(2) << 20;   // one transparent huge page
constexpr size_t CachePageSize = 4096;            // cipher_page_size (vault.cpp)

struct FreeBlock
{
    FreeBlock *next;
};

struct Pool
{
    std::mutex mutex;
    size_t blockBytes = 0;     // header + the largest page cache request (page + SQLite's page header)
    FreeBlock *freeBlocks = nullptr;
    char *unused = nullptr;    // the rest of the newest chunk
    char *unusedEnd = nullptr;
    qint64 pooledBytes = 0;
    qint64 blocksInUse = 0;
};

// Never destroyed: SQLite may free blocks while the process exits.
Pool &pool()
{
    static Pool *const instance = new Pool;
    return *instance;
}

size_t roundUp(size_t bytes, size_t to) { return (bytes + to - 1) / to * to; }

// A chunk aligned to its size, mapped apart from malloc's heap, and asked for as one huge page.
char *mapChunk()
{
    const size_t span = 2 * ChunkBytes;
    void *mapped = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED)
        return nullptr;
    const auto start = reinterpret_cast<uintptr_t>(mapped);
    const uintptr_t chunk = roundUp(start, ChunkBytes);
    if (chunk > start)
        munmap(mapped, chunk - start);
    if (start + span > chunk + ChunkBytes)
        munmap(reinterpret_cast<void *>(chunk + ChunkBytes), start + span - (chunk + ChunkBytes));
    madvise(reinterpret_cast<void *>(chunk), ChunkBytes, MADV_HUGEPAGE);   // a hint: it works the same without
    return reinterpret_cast<char *>(chunk);
}

void writeHeader(char *block, size_t usable, bool pooled)
{
    const size_t header = usable << 1 | (pooled ? 1 : 0);
    std::memcpy(block, &header, sizeof header);
}

size_t headerOf(const void *memory)
{
    size_t header = 0;
    std::memcpy(&header, static_cast<const char *>(memory) - HeaderBytes, sizeof header);
    return header;
}

bool isPageRequest(const Pool &p, size_t bytes) { return bytes > CachePageSize && bytes + HeaderBytes <= p.blockBytes; }

// A pool block, or null when the pool is full (or the system has no chunk to give).
char *takeBlock(Pool &p)
{
    const std::lock_guard lock(p.mutex);
    char *block = nullptr;
    if (p.freeBlocks) {
        block = reinterpret_cast<char *>(p.freeBlocks);
        p.freeBlocks = p.freeBlocks->next;
    } else {
        if (size_t(p.unusedEnd - p.unused) < p.blockBytes) {
            if (p.pooledBytes + qint64(ChunkBytes) > MostPooledBytes)
                return nullptr;
            char *chunk = mapChunk();
            if (!chunk)
                return nullptr;
            p.unused = chunk;
            p.unusedEnd = chunk + ChunkBytes;
            p.pooledBytes += qint64(ChunkBytes);
        }
        block = p.unused;
        p.unused += p.blockBytes;
    }
    ++p.blocksInUse;
    return block;
}

void giveBack(Pool &p, char *block)
{
    const std::lock_guard lock(p.mutex);
    auto *free = reinterpret_cast<FreeBlock *>(block);
    free->next = p.freeBlocks;
    p.freeBlocks = free;
    --p.blocksInUse;
}

void *allocate(int requested)
{
    const size_t bytes = size_t(std::max(requested, 1));
    Pool &p = pool();
    if (isPageRequest(p, bytes)) {
        if (char *block = takeBlock(p)) {
            writeHeader(block, p.blockBytes - HeaderBytes, true);
            return block + HeaderBytes;
        }
    }
    auto *block = static_cast<char *>(std::malloc(bytes + HeaderBytes));
    if (!block)
        return nullptr;
    writeHeader(block, bytes, false);
    return block + HeaderBytes;
}

void release(void *memory)
{
    if (!memory)
        return;
    char *block = static_cast<char *>(memory) - HeaderBytes;
    if (headerOf(memory) & 1)
        giveBack(pool(), block);
    else
        std::free(block);
}

int usableSize(void *memory) { return memory ? int(headerOf(memory) >> 1) : 0; }

void *reallocate(void *memory, int requested)
{
    if (!memory)
        return allocate(requested);
    const size_t bytes = size_t(std::max(requested, 1));
    const size_t header = headerOf(memory);
    const size_t usable = header >> 1;
    if (header & 1) {
        if (bytes <= usable)
            return memory;
        void *larger = allocate(int(bytes));
        if (larger) {
            std::memcpy(larger, memory, usable);
            release(memory);
        }
        return larger;
    }
    auto *block = static_cast<char *>(std::realloc(static_cast<char *>(memory) - HeaderBytes, bytes + HeaderBytes));
    if (!block)
        return nullptr;
    writeHeader(block, bytes, false);
    return block + HeaderBytes;
}

int roundedSize(int bytes) { return int(roundUp(size_t(std::max(bytes, 1)), 8)); }
int start(void *) { return SQLITE_OK; }
void stop(void *) {}

} // namespace

bool install()
{
    static const bool installed = [] {
        int pageHeader = 0;
        if (sqlite3_config(SQLITE_CONFIG_PCACHE_HDRSZ, &pageHeader) != SQLITE_OK)
            return false;
        pool().blockBytes = HeaderBytes + roundUp(CachePageSize + size_t(pageHeader), HeaderBytes);
        static const sqlite3_mem_methods methods{allocate, release,   reallocate, usableSize,
                                                 roundedSize, start, stop,      nullptr};
        return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods) == SQLITE_OK;
    }();
    return installed;
}

Figures figures()
{
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    return Figures{p.blocksInUse, p.blocksInUse * qint64(p.blockBytes - HeaderBytes), p.pooledBytes};
}

} // namespace dd::cache::PageMemory
