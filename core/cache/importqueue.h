#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd {

// A payment identifier waiting for a /ws/query (from a CSV import or a notification).
struct QueuedCode
{
    enum class Kind { Hash, MerchantCode };
    qint64 id = 0;
    Kind kind = Kind::Hash;
    QString code;
    QString source;
    qint64 queuedAtMs = 0;
    int attempts = 0;
    QString lastError;
};

class ImportQueue
{
public:
    explicit ImportQueue(cache::Database &database, CacheClock clock = systemCacheClock());

    // Queues the codes not already waiting, in one transaction; the number added.
    std::optional<qint64> enqueue(QueuedCode::Kind kind, const QStringList &codes, const QString &source);
    QList<QueuedCode> next(int limit);
    bool remove(qint64 id);
    bool recordFailure(qint64 id, const QString &error);
    qint64 size();

private:
    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
