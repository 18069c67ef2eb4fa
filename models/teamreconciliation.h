#pragma once

#include "core/reconcile/keptrun.h"
#include "core/reconcile/ordermapping.h"
#include "core/reconcile/reconcilejob.h"
#include "models/reconcilesession.h"

#include <QMap>
#include <QObject>

#include <memory>

class QThread;

namespace dd {

// A reconciliation of the team server, whose every read is a network round trip: the job reads the
// orders and the team's payments, and the run is kept (with its audit row), on a worker thread with
// a session of its own, opened for the run and closed after it. The GUI thread only hears progress
// and the outcome: it never waits on the server. Codes the team does not know are not asked of the
// gateway (the desk holds no key): they are listed as not verified, as `reconcile --server` lists
// them without the key. The column mappings kept by name (the team's settings) are read and saved
// on the same worker.
class TeamReconciliation : public QObject
{
    Q_OBJECT
public:
    explicit TeamReconciliation(ReconcileSessionOpener sessions, QObject *parent = nullptr);
    // Cancels the run under way without waiting for it (the job stops at its next page or slice, or
    // when the server answers): its answer goes nowhere, and its thread ends by itself.
    ~TeamReconciliation() override;

    // Answered by finished(), once. `actor` names the run and its audit row where the store does
    // not (the team server signs them with the login).
    void start(const reconcile::ReconcileRequest &request, const QString &actor);
    void cancel();
    bool isRunning() const { return m_running; }

    // Answered by mappingsRead(), then mappingSaved() for each save, in the order asked.
    void readMappings();
    void saveMapping(const QString &name, const reconcile::ColumnMapping &mapping);

    // The store stopped answering during a run: what the window says (never a hang).
    static QString serverGoneMessage(const QString &detail);

signals:
    void progress(dd::reconcile::ReconcileJob::Stage stage, qint64 done, qint64 total);
    // `kept` holds the run's id and what changed since the last run of the file when it was kept;
    // `keepProblem` says why a reconciled run was not kept (empty otherwise).
    void finished(const dd::reconcile::ReconcileResult &result, const dd::reconcile::KeptRun &kept,
                  const QString &keepProblem);
    // `problem` says why the mappings could not be read (then `mappings` is empty).
    void mappingsRead(const QMap<QString, dd::reconcile::ColumnMapping> &mappings, const QString &problem);
    // `problem` empty: kept.
    void mappingSaved(const QString &name, const dd::reconcile::ColumnMapping &mapping, const QString &problem);

private:
    struct Shared;
    // On the worker thread.
    static void runOnWorker(Shared &shared, const reconcile::ReconcileRequest &request, const QString &actor);
    static void readMappingsOnWorker(Shared &shared);
    static void saveMappingOnWorker(Shared &shared, const QString &name, const reconcile::ColumnMapping &mapping);

    // What the worker uses: it outlives this object when the window goes during a run.
    std::shared_ptr<Shared> m_shared;
    QThread *m_thread;              // deletes itself once finished
    QObject *m_context = nullptr;   // lives on m_thread
    bool m_running = false;
};

} // namespace dd
