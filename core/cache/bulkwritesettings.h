#pragma once

// Internal to core/cache: connection settings for large writes (PaymentStore::upsertMany, PaymentImport).

#include "core/cache/database.h"

#include <optional>

namespace dd::cache {

// A batch of at least this many payments is written with BulkWriteSettings.
constexpr qsizetype BulkBatchFrom = 2'000;

// Sets a larger page cache and checkpoint threshold for its lifetime, and puts the connection's own
// values back after (the checkpoint of a bulk commit runs before: the next bulk batch raises it again).
class BulkWriteSettings
{
public:
    explicit BulkWriteSettings(Database &db);
    ~BulkWriteSettings();
    BulkWriteSettings(const BulkWriteSettings &) = delete;
    BulkWriteSettings &operator=(const BulkWriteSettings &) = delete;

    // Raises the page cache to `kib` KiB when that is more, until destroyed (the connection's own
    // size still comes back then).
    void raisePageCache(qint64 kib);

private:
    static bool set(Database &db, const char *pragma, qint64 value);
    // The previous value when it was smaller and is now raised (cache_size: negative KiB).
    static std::optional<qint64> raise(Database &db, const char *pragma, qint64 value);

    Database &m_db;
    std::optional<qint64> m_cacheSize;
    std::optional<qint64> m_checkpointPages;
};

} // namespace dd::cache
