#pragma once

#include "core/reconcile/runstore.h"

namespace dd::cache {

class Database;
class Statement;

// The runs in the encrypted vault, in two tables this class creates on first use (no other code
// reads them, so the vault's schema version is left alone).
class VaultReconcileRunStore final : public reconcile::ReconcileRunStore
{
public:
    explicit VaultReconcileRunStore(Database &db);
    std::optional<qint64> save(const reconcile::ReconcileRun &run,
                                const QList<reconcile::Difference> &differences) override;
    std::optional<reconcile::ReconcileRun> latest(const QString &fileName, qint64 beforeId = 0) override;
    QList<reconcile::ReconcileRun> runs(int limit) override;
    bool forEachDifference(qint64 runId, const std::function<bool(const reconcile::Difference &)> &visit) override;
    QString lastError() const override { return m_error; }

private:
    bool ensureTables();
    QList<reconcile::ReconcileRun> select(const char *sql, const std::function<void(Statement &)> &bind);

    Database &m_db;
    bool m_ready = false;
    QString m_error;
};

} // namespace dd::cache
