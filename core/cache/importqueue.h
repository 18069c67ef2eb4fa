#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/storage/importqueue.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd {

// The import_queue table of the vault.
class VaultImportQueue final : public ImportQueue {
public:
    explicit VaultImportQueue(cache::Database &database, CacheClock clock = systemCacheClock());

    std::optional<EnqueueOutcome> enqueue(QueuedCode::Kind kind, const QStringList &codes,
                                          const QString &source) override;
    QList<QueuedCode> next(int limit) override;
    QList<QueuedCode> due(int limit) override;
    std::optional<qint64> nextDueInMs() override;
    QList<QueuedCode> find(QueuedCode::Kind kind, const QStringList &codes) override;
    QList<QueuedCode> list(std::optional<QueuedCode::State> state, int limit) override;
    bool remove(qint64 id) override;
    bool recordFailure(qint64 id, const QString &error) override;
    bool recordNotFound(qint64 id, const QString &error) override;
    std::optional<qint64> retry(QueuedCode::Kind kind, const QString &code) override;
    std::optional<qint64> retryAllUnknown() override;
    qint64 size() override;
    qint64 count(QueuedCode::State state) override;

private:
    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
