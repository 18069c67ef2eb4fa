#include "unencryptedsession.h"

#include "core/cache/schema.h"

namespace dd::cache {

std::unique_ptr<CacheSession> UnencryptedBenchmarkAccess::create(const QString &path, const CacheClock &clock)
{
    Database db;
    if (Database::openPlain(db, path, Database::OpenMode::CreateNew))
        return nullptr;
    // The same settings as an encrypted connection, minus the key.
    if (db.execute("PRAGMA page_size = 4096; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;"
                   "PRAGMA synchronous = NORMAL")
        || Schema::migrate(db) || db.queryText("PRAGMA journal_mode = WAL") != u"wal")
        return nullptr;
    return std::make_unique<CacheSession>(std::move(db), clock);
}

} // namespace dd::cache
