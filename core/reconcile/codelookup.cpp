#include "core/reconcile/codelookup.h"
#include "core/reconcile/reconciletext.h"

#include "core/sync/codeintake.h"
#include "core/sync/refreshworker.h"

using namespace Qt::StringLiterals;

namespace dd::reconcile {

RefreshCodeLookup::RefreshCodeLookup(StoreSession &cache, DirectApiClient &client, QObject *parent)
    : CodeLookup(parent)
    , m_cache(cache)
    , m_worker(std::make_unique<RefreshWorker>(cache, client))
{
    connect(m_worker.get(), &RefreshWorker::progress, this,
            [this](int done, int total) { emit progress(done, total); });
    connect(m_worker.get(), &RefreshWorker::finished, this, [this](const RefreshSummary &summary) {
        finish(LookupOutcome{summary.total, summary.refreshed, summary.failed - summary.notFound, summary.notFound,
                             summary.cancelled, {}});
    });
}

RefreshCodeLookup::~RefreshCodeLookup() = default;

void RefreshCodeLookup::start(const QStringList &merchantCodes)
{
    const CodeIntake intake = takeInCodes(m_cache, NotificationCodes{{}, merchantCodes}, u"reconcile"_s);
    if (!intake.stored) {
        finish(LookupOutcome{qint64(merchantCodes.size()), 0, qint64(merchantCodes.size()), 0, false,
                             ReconcileText::tr("the unknown codes could not be queued in the cache")});
        return;
    }
    if (intake.targets.isEmpty()) {
        finish(LookupOutcome{});
        return;
    }
    m_worker->start(intake.targets);
}

void RefreshCodeLookup::cancel()
{
    m_worker->cancel();
}

void RefreshCodeLookup::finish(const LookupOutcome &outcome)
{
    QMetaObject::invokeMethod(this, [this, outcome] { emit finished(outcome); }, Qt::QueuedConnection);
}

} // namespace dd::reconcile
