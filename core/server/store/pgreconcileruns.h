#pragma once

#include "core/reconcile/runstore.h"
#include "core/server/store/pgstorelink.h"

namespace dd::server {

// The kept reconciliation runs on the team server (the tables of teamreconcilesql.cpp): the same
// interface as the vault's (core/cache/reconcilerunstore.h), on one connection. Who may keep or read
// runs, and whose name a run carries, are the server's rules.
class PgReconcileRunStore final : public reconcile::ReconcileRunStore
{
public:
    explicit PgReconcileRunStore(PgConnection &connection) : m_link(connection) {}

    std::optional<qint64> save(const reconcile::ReconcileRun &run,
                               const QList<reconcile::Difference> &differences) override;
    std::optional<reconcile::ReconcileRun> latest(const QString &fileName, qint64 beforeId = 0) override;
    QList<reconcile::ReconcileRun> runs(int limit) override;
    bool forEachDifference(qint64 runId, const std::function<bool(const reconcile::Difference &)> &visit) override;
    QString lastError() const override { return m_error; }

private:
    QList<reconcile::ReconcileRun> select(const char *where, const PgParams &params);
    void failed();

    store::PgStoreLink m_link;
    QString m_error;
};

} // namespace dd::server
