#include "core/cache/bulkwritesettings.h"

#include <QByteArray>

namespace dd::cache {

namespace {

// While a large batch is written, the connection's page cache is raised to this many KiB. The batch
// touches pages all over the indexes with random keys (hash, e-mail, document, name, amount);
// at a million payments those no longer fit a 64 MiB cache, and every miss reads and decrypts a
// page that the commit then encrypts and writes again.
constexpr qint64 BulkPageCacheKib = 256 * 1024;
// And the WAL is checkpointed only once it holds this many pages (the default is 1,000): a bulk
// commit at a million payments writes ~25,000 pages, mostly the same index pages as the one before,
// so checkpointing after every batch copied the same pages into the database file again and again.
constexpr qint64 BulkCheckpointPages = 131'072;

} // namespace

BulkWriteSettings::BulkWriteSettings(Database &db)
    : m_db(db)
    , m_cacheSize(raise(db, "cache_size", -BulkPageCacheKib))
    , m_checkpointPages(raise(db, "wal_autocheckpoint", BulkCheckpointPages))
{
}

BulkWriteSettings::~BulkWriteSettings()
{
    if (m_cacheSize)
        set(m_db, "cache_size", *m_cacheSize);
    if (m_checkpointPages)
        set(m_db, "wal_autocheckpoint", *m_checkpointPages);
}

void BulkWriteSettings::raisePageCache(qint64 kib)
{
    const std::optional<qint64> previous = raise(m_db, "cache_size", -kib);
    if (!m_cacheSize)
        m_cacheSize = previous;   // else the connection's own size is already kept
}

bool BulkWriteSettings::set(Database &db, const char *pragma, qint64 value)
{
    const QByteArray sql = "PRAGMA " + QByteArray(pragma) + " = " + QByteArray::number(value);
    return !db.execute(sql.constData());
}

std::optional<qint64> BulkWriteSettings::raise(Database &db, const char *pragma, qint64 value)
{
    bool ok = false;
    const QByteArray query = "PRAGMA " + QByteArray(pragma);
    const qint64 previous = db.queryText(query.constData()).toLongLong(&ok);
    const bool smaller = value < 0 ? previous < 0 && previous > value : previous >= 0 && previous < value;
    if (!ok || !smaller || !set(db, pragma, value))
        return std::nullopt;
    return previous;
}

} // namespace dd::cache
