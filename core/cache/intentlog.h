#pragma once

#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/storage/intentlog.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// The pending-operations table. Records are written with synchronous=FULL: an intent must be
// on disk before the request leaves.
class VaultIntentLog final : public IntentLog
{
public:
    explicit VaultIntentLog(cache::Database &database, CacheClock clock = systemCacheClock());

    std::optional<qint64> record(PendingOperation::Kind kind, const QString &merchantCode, const QString &paymentHash,
                                 const QJsonObject &parameters) override;
    bool setState(qint64 id, PendingOperation::State state, const QString &paymentHash = {}) override;
    // setState(Done) as one statement of the caller's open transaction (SettleBatch), which makes
    // the commit durable: SQLite refuses to change the sync level inside a transaction.
    bool markDoneInTransaction(qint64 id, const QString &paymentHash);
    std::optional<PendingOperation> find(qint64 id) override;
    QList<PendingOperation> unresolved() override;

private:
    bool runDurably(cache::Statement &statement);
    cache::Statement prepareSetState(qint64 id, PendingOperation::State state, const QString &paymentHash);

    cache::Database &m_db;
    CacheClock m_clock;
};

} // namespace dd
