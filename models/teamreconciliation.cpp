#include "models/teamreconciliation.h"

#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"
#include "models/storeworker.h"

#include <QDateTime>
#include <QEventLoop>
#include <QMutexLocker>

namespace dd {

using namespace dd::reconcile;

TeamReconciliation::TeamReconciliation(ReconcileSessionOpener sessions, QObject *parent)
    : QObject(parent), m_sessions(std::move(sessions))
{
    m_thread.setObjectName(QStringLiteral("team reconciliation"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

TeamReconciliation::~TeamReconciliation()
{
    cancel();
    // Ends the run's event loop too: a job still under way is dropped on its thread, and its
    // answer, posted to this object, goes nowhere.
    m_thread.quit();
    m_thread.wait();
}

QString TeamReconciliation::serverGoneMessage(const QString &detail)
{
    const QString text = tr("The team server stopped answering: the reconciliation ended and nothing was kept. "
                            "Run it again once the server is back.");
    return detail.isEmpty() ? text : text + u' ' + tr("(%1)").arg(detail.trimmed());
}

void TeamReconciliation::start(const ReconcileRequest &request, const QString &actor)
{
    if (m_running)
        return;
    m_running = true;
    m_cancelRequested = false;
    QMetaObject::invokeMethod(m_context, [this, request, actor] { runOnWorker(request, actor); });
}

void TeamReconciliation::cancel()
{
    m_cancelRequested = true;
    QMutexLocker lock(&m_jobMutex);
    if (m_job)
        m_job->cancel();
}

void TeamReconciliation::readMappings()
{
    QMetaObject::invokeMethod(m_context, [this] {
        ReconcileSession session = m_sessions ? m_sessions() : ReconcileSession{};
        QMap<QString, ColumnMapping> mappings;
        if (session.store) {
            SettingsStore &settings = session.store->settings();
            for (const QString &name : NamedMappings::names(settings))
                if (const std::optional<ColumnMapping> mapping = NamedMappings::load(settings, name))
                    mappings.insert(name, *mapping);
        }
        // No mapping from a store that does not answer is a failed read, not an empty list.
        const QString problem = session.store && (!mappings.isEmpty() || StoreWorker::answers(*session.store))
                                    ? QString()
                                    : tr("The saved mappings could not be read from the team server.");
        QMetaObject::invokeMethod(
            this, [this, mappings, problem] { emit mappingsRead(mappings, problem); }, Qt::QueuedConnection);
    });
}

void TeamReconciliation::saveMapping(const QString &name, const ColumnMapping &mapping)
{
    QMetaObject::invokeMethod(m_context, [this, name, mapping] {
        ReconcileSession session = m_sessions ? m_sessions() : ReconcileSession{};
        QString problem;
        if (!session.store)
            problem = tr("The team server could not be reached: the mapping was not saved.");
        else if (!NamedMappings::save(session.store->settings(), name, mapping))
            problem = tr("The team server did not keep the mapping: %1").arg(session.store->settings().lastError());
        QMetaObject::invokeMethod(
            this, [this, name, mapping, problem] { emit mappingSaved(name, mapping, problem); },
            Qt::QueuedConnection);
    });
}

void TeamReconciliation::runOnWorker(const ReconcileRequest &request, const QString &actor)
{
    ReconcileSession session = m_sessions ? m_sessions() : ReconcileSession{};
    if (!session.store || !session.runs) {
        ReconcileResult refused;
        refused.outcome = ReconcileResult::Outcome::Failed;
        refused.error = tr("The team server could not be reached: nothing was read or kept.");
        if (!session.problem.isEmpty())
            refused.error += u' ' + tr("(%1)").arg(session.problem.trimmed());
        report(refused, {}, {});
        return;
    }
    // No look-up: the desk holds no key, so codes the team does not know are not asked of the gateway.
    ReconcileJob job(*session.store, request, nullptr);
    QEventLoop loop;
    connect(&job, &ReconcileJob::finished, &loop, &QEventLoop::quit);
    connect(&job, &ReconcileJob::progress, &job, [this](ReconcileJob::Stage stage, qint64 done, qint64 total) {
        QMetaObject::invokeMethod(
            this, [this, stage, done, total] { emit progress(stage, done, total); }, Qt::QueuedConnection);
    });
    {
        QMutexLocker lock(&m_jobMutex);
        m_job = &job;
    }
    job.start();
    if (m_cancelRequested)
        job.cancel();
    loop.exec();
    {
        QMutexLocker lock(&m_jobMutex);
        m_job = nullptr;
    }
    if (job.isRunning())
        return;   // the thread is ending (the window went): nobody waits for the answer
    ReconcileResult result = job.result();
    // A read that failed because the server went away says so in the window's words.
    if (result.outcome == ReconcileResult::Outcome::Failed && !StoreWorker::answers(*session.store))
        result.error = serverGoneMessage(result.error);
    if (result.outcome != ReconcileResult::Outcome::Reconciled) {
        report(result, {}, {});
        return;
    }
    const auto kept = keepRun(*session.runs, session.store->audit(), actor, QDateTime::currentMSecsSinceEpoch(),
                              request, result);
    if (kept) {
        report(result, kept.value(), {});
        return;
    }
    const QString problem = StoreWorker::answers(*session.store)
                                ? tr("The run could not be kept on the team server: %1").arg(kept.error())
                                : serverGoneMessage(kept.error());
    report(result, {}, problem);
}

void TeamReconciliation::report(const ReconcileResult &result, const KeptRun &kept, const QString &keepProblem)
{
    QMetaObject::invokeMethod(
        this,
        [this, result, kept, keepProblem] {
            m_running = false;
            emit finished(result, kept, keepProblem);
        },
        Qt::QueuedConnection);
}

} // namespace dd
