#include "core/sync/codeintake.h"

#include "core/cache/cachesession.h"

#include <QHash>

namespace dd {

namespace {

void takeIn(CacheSession &cache, QueuedCode::Kind kind, const QStringList &codes, const QString &source,
            CodeIntake &intake)
{
    if (codes.isEmpty())
        return;
    ImportQueue &queue = cache.importQueue();
    const std::optional<EnqueueOutcome> outcome = queue.enqueue(kind, codes, source);
    if (outcome) {
        intake.added += outcome->added;
        intake.refused += outcome->refused;
    } else {
        intake.stored = false;
    }
    QHash<QString, qint64> ids;
    for (const QueuedCode &queued : queue.find(kind, codes))
        ids.insert(queued.code, queued.id);
    for (const QString &code : codes) {
        const QString trimmed = code.trimmed();
        if (!trimmed.isEmpty())
            intake.targets.append(RefreshTarget { trimmed, kind == QueuedCode::Kind::Hash, ids.value(trimmed) });
    }
}

} // namespace

CodeIntake takeInCodes(CacheSession &cache, const NotificationCodes &codes, const QString &source)
{
    CodeIntake intake;
    takeIn(cache, QueuedCode::Kind::Hash, codes.hashes, source, intake);
    takeIn(cache, QueuedCode::Kind::MerchantCode, codes.merchantCodes, source, intake);
    return intake;
}

} // namespace dd
