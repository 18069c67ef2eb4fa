#pragma once

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

// Codes waiting to be queried, with their back-off after "not found" answers.
class ImportQueue {
public:
    // The queue holds at most this many codes; beyond it an enqueue refuses (and reports) the rest,
    // so a flood of notifications cannot grow the store or the refresh work without bound.
    static constexpr qint64 MaxSize = 100'000;
    // "Not found" answers before a code is set aside as unknown to the gateway.
    static constexpr int MaxNotFound = 8;
    // Wait after the first "not found", doubled after each next one, capped.
    static constexpr qint64 FirstBackOffMs = 60'000;
    static constexpr qint64 MaxBackOffMs = 6 * 60 * 60 * 1000;

    virtual ~ImportQueue() = default;

    // Queues the codes not already waiting, in one transaction; nothing when it could not be written.
    virtual std::optional<EnqueueOutcome> enqueue(QueuedCode::Kind kind, const QStringList &codes,
                                                  const QString &source) = 0;
    // Every row, waiting or not, oldest first.
    virtual QList<QueuedCode> next(int limit) = 0;
    // Waiting rows whose next attempt is due now, soonest first.
    virtual QList<QueuedCode> due(int limit) = 0;
    // How long until the first waiting row that is backing off (after a "not found") comes due,
    // measured by the store's own clock; none when no row is backing off.
    virtual std::optional<qint64> nextDueInMs() = 0;
    // The rows of these codes (any state), in the order given.
    virtual QList<QueuedCode> find(QueuedCode::Kind kind, const QStringList &codes) = 0;
    virtual QList<QueuedCode> list(std::optional<QueuedCode::State> state, int limit) = 0;
    virtual bool remove(qint64 id) = 0;
    // A failure that says nothing about the code (transport, HTTP, unreadable): due again at once.
    virtual bool recordFailure(qint64 id, const QString &error) = 0;
    // The gateway does not know the code: back off, or set it aside after MaxNotFound answers.
    virtual bool recordNotFound(qint64 id, const QString &error) = 0;
    // Makes codes set aside (or backing off) due now with a fresh count; the number changed.
    virtual std::optional<qint64> retry(QueuedCode::Kind kind, const QString &code) = 0;
    virtual std::optional<qint64> retryAllUnknown() = 0;
    virtual qint64 size() = 0;
    virtual qint64 count(QueuedCode::State state) = 0;

    // The wait after the `notFoundSoFar`-th "not found" answer (1-based).
    static qint64 backOffMs(int notFoundSoFar);

protected:
    ImportQueue() = default;
    ImportQueue(const ImportQueue &) = delete;
    ImportQueue &operator=(const ImportQueue &) = delete;
};

} // namespace dd
