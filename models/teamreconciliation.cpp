#include "models/teamreconciliation.h"

#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"
#include "models/storeworker.h"

#include <QDateTime>
#include <QEventLoop>
#include <QMutex>
#include <QMutexLocker>
#include <QThread>

#include <atomic>

using namespace Qt::StringLiterals;

namespace dd {

using namespace dd::reconcile;

struct TeamReconciliation::Shared
{
    ReconcileSessionOpener sessions;
    std::atomic<bool> cancelRequested{false};
    QMutex mutex;                          // guards job and owner
    ReconcileJob *job = nullptr;           // the run under way, on the worker
    TeamReconciliation *owner = nullptr;   // null once the window went: answers go nowhere

    ReconcileSession open() { return sessions ? sessions() : ReconcileSession{}; }

    // On the worker: `deliver` runs on the owner's thread, unless the owner has gone by then (its
    // destructor clears `owner` under the mutex, and a QObject drops the events posted to it).
    void answer(std::function<void(TeamReconciliation &)> deliver)
    {
        QMutexLocker lock(&mutex);
        if (owner)
            QMetaObject::invokeMethod(
                owner, [to = owner, deliver = std::move(deliver)] { deliver(*to); }, Qt::QueuedConnection);
    }
};

TeamReconciliation::TeamReconciliation(ReconcileSessionOpener sessions, QObject *parent)
    : QObject(parent), m_shared(std::make_shared<Shared>()), m_thread(new QThread)
{
    m_shared->sessions = std::move(sessions);
    m_shared->owner = this;
    m_thread->setObjectName(QStringLiteral("team reconciliation"));
    m_context = new QObject;
    m_context->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    m_thread->start();
}

TeamReconciliation::~TeamReconciliation()
{
    cancel();
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->owner = nullptr;
    }
    // Ends the worker's event loops, a run's too: a job still reading ends at its next answer from
    // the server, on its own thread, and nothing here waits for it.
    m_thread->quit();
}

QString TeamReconciliation::serverGoneMessage(const QString &detail)
{
    const QString text = tr("The team server stopped answering: the reconciliation ended and nothing was kept. "
                            "Run it again once the server is back.");
    return detail.isEmpty() ? text : text + u" ("_s + detail.trimmed() + u')';
}

void TeamReconciliation::start(const ReconcileRequest &request, const QString &actor)
{
    if (m_running)
        return;
    m_running = true;
    m_shared->cancelRequested = false;
    QMetaObject::invokeMethod(m_context,
                              [shared = m_shared, request, actor] { runOnWorker(*shared, request, actor); });
}

void TeamReconciliation::cancel()
{
    m_shared->cancelRequested = true;
    QMutexLocker lock(&m_shared->mutex);
    if (m_shared->job)
        m_shared->job->cancel();
}

void TeamReconciliation::readMappings()
{
    QMetaObject::invokeMethod(m_context, [shared = m_shared] { readMappingsOnWorker(*shared); });
}

void TeamReconciliation::saveMapping(const QString &name, const ColumnMapping &mapping)
{
    QMetaObject::invokeMethod(m_context,
                              [shared = m_shared, name, mapping] { saveMappingOnWorker(*shared, name, mapping); });
}

void TeamReconciliation::readMappingsOnWorker(Shared &shared)
{
    ReconcileSession session = shared.open();
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
    shared.answer([mappings, problem](TeamReconciliation &owner) { emit owner.mappingsRead(mappings, problem); });
}

void TeamReconciliation::saveMappingOnWorker(Shared &shared, const QString &name, const ColumnMapping &mapping)
{
    ReconcileSession session = shared.open();
    QString problem;
    if (!session.store)
        problem = tr("The team server could not be reached: the mapping was not saved.");
    else if (!NamedMappings::save(session.store->settings(), name, mapping))
        problem = tr("The team server did not keep the mapping: %1").arg(session.store->settings().lastError());
    shared.answer([name, mapping, problem](TeamReconciliation &owner) {
        emit owner.mappingSaved(name, mapping, problem);
    });
}

void TeamReconciliation::runOnWorker(Shared &shared, const ReconcileRequest &request, const QString &actor)
{
    const auto report = [&shared](const ReconcileResult &result, const KeptRun &kept, const QString &keepProblem) {
        shared.answer([result, kept, keepProblem](TeamReconciliation &owner) {
            owner.m_running = false;
            emit owner.finished(result, kept, keepProblem);
        });
    };
    ReconcileSession session = shared.open();
    if (!session.store || !session.runs) {
        ReconcileResult refused;
        refused.outcome = ReconcileResult::Outcome::Failed;
        refused.error = tr("The team server could not be reached: nothing was read or kept.");
        if (!session.problem.isEmpty())
            refused.error += u" ("_s + session.problem.trimmed() + u')';
        report(refused, {}, {});
        return;
    }
    // No look-up: the desk holds no key, so codes the team does not know are not asked of the gateway.
    ReconcileJob job(*session.store, request, nullptr);
    QEventLoop loop;
    connect(&job, &ReconcileJob::finished, &loop, &QEventLoop::quit);
    connect(&job, &ReconcileJob::progress, &job, [&shared](ReconcileJob::Stage stage, qint64 done, qint64 total) {
        shared.answer([stage, done, total](TeamReconciliation &owner) { emit owner.progress(stage, done, total); });
    });
    {
        QMutexLocker lock(&shared.mutex);
        shared.job = &job;
    }
    job.start();
    if (shared.cancelRequested)
        job.cancel();
    loop.exec();
    {
        QMutexLocker lock(&shared.mutex);
        shared.job = nullptr;
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

} // namespace dd
