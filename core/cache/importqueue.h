#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd {

// A payment identifier waiting for a /ws/query (from a CSV import or a notification).
struct QueuedCode {
    enum class Kind { Hash, MerchantCode };
    // Waiting: queried when due. UnknownToGateway: the gateway answered "not found" MaxNotFound
    // times; kept and listed, queried again only when someone retries it.
    enum class State { Waiting, UnknownToGateway };
    qint64 id = 0;
    Kind kind = Kind::Hash;
    QString code;
    QString source;
    qint64 queuedAtMs = 0;
    int attempts = 0; // queries that failed, for any reason
    int notFound = 0; // of which the gateway answered "not found"
    QString lastError;
    State state = State::Waiting;
    qint64 nextAttemptAtMs = 0;
};

// What an enqueue did with the codes it was given.
struct EnqueueOutcome {
    qint64 added = 0;
    qint64 alreadyQueued = 0;
    QStringList refused; // not queued: the queue holds MaxSize codes
};

class ImportQueue {
public:
    // The queue holds at most this many codes; beyond it an enqueue refuses (and reports) the rest,
    // so a flood of notifications cannot grow the cache or the refresh work without bound.
    static constexpr qint64 MaxSize = 100'000;
    // "Not found" answers before a code is set aside as unknown to the gateway.
    static constexpr int MaxNotFound = 8;
    // Wait after the first "not found", doubled after each next one, capped.
    static constexpr qint64 FirstBackOffMs = 60'000;
    static constexpr qint64 MaxBackOffMs = 6 * 60 * 60 * 1000;

    explicit ImportQueue(cache::Database &database, CacheClock clock = systemCacheClock());

    // Queues the codes not already waiting, in one transaction; nothing when it could not be written.
    std::optional<EnqueueOutcome> enqueue(QueuedCode::Kind kind, const QStringList &codes, const QString &source);
    // Every row, waiting or not, oldest first.
    QList<QueuedCode> next(int limit);
    // Waiting rows whose next attempt is due now, soonest first.
    QList<QueuedCode> due(int limit);
    // The rows of these codes (any state), in the order given.
    QList<QueuedCode> find(QueuedCode::Kind kind, const QStringList &codes);
    QList<QueuedCode> list(std::optional<QueuedCode::State> state, int limit);
    bool remove(qint64 id);
    // A failure that says nothing about the code (transport, HTTP, unreadable): due again at once.
    bool recordFailure(qint64 id, const QString &error);
    // The gateway does not know the code: back off, or set it aside after MaxNotFound answers.
    bool recordNotFound(qint64 id, const QString &error);
    // Makes codes set aside (or backing off) due now with a fresh count; the number changed.
    std::optional<qint64> retry(QueuedCode::Kind kind, const QString &code);
    std::optional<qint64> retryAllUnknown();
    qint64 size();
    qint64 count(QueuedCode::State state);

    // The wait after the `notFoundSoFar`-th "not found" answer (1-based).
    static qint64 backOffMs(int notFoundSoFar);

private:
    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
