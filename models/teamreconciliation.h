#pragma once

#include "core/reconcile/keptrun.h"
#include "core/reconcile/ordermapping.h"
#include "core/reconcile/reconcilejob.h"
#include "models/reconcilesession.h"

#include <QMap>
#include <QMutex>
#include <QObject>
#include <QThread>

#include <atomic>

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
    // Cancels the run under way and waits for its thread: the job stops at its next page or slice.
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
    // On the worker thread.
    void runOnWorker(const reconcile::ReconcileRequest &request, const QString &actor);
    void report(const reconcile::ReconcileResult &result, const reconcile::KeptRun &kept, const QString &keepProblem);

    ReconcileSessionOpener m_sessions;
    QThread m_thread;
    QObject *m_context = nullptr;   // lives on m_thread
    bool m_running = false;         // GUI thread
    QMutex m_jobMutex;
    reconcile::ReconcileJob *m_job = nullptr;   // the job under way (worker thread), under m_jobMutex
    std::atomic<bool> m_cancelRequested{false};
};

} // namespace dd
