#include "core/sync/codeintake.h"

#include "core/gateway/requestvalidator.h"
#include "core/storage/importqueue.h"
#include "core/storage/storesession.h"

#include <QHash>

namespace dd {

namespace {

void takeIn(StoreSession &cache, QueuedCode::Kind kind, const QStringList &given, const QString &source,
            CodeIntake &intake)
{
    // A code that can never be sent would wait in the queue for ever: it is reported instead.
    QStringList codes;
    for (const QString &code : given) {
        if (queryRefusal(kind == QueuedCode::Kind::Hash, code.trimmed()).isEmpty())
            codes.append(code);
        else
            intake.invalid.append(code);
    }
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

QString queryRefusal(bool isHash, const QString &code)
{
    QueryRequest request;
    (isHash ? request.hash : request.merchantPaymentCode) = code;
    for (const FieldProblem &problem : RequestValidator::query(request)) {
        if (problem.isError())
            return problem.message;
    }
    return {};
}

CodeIntake takeInCodes(StoreSession &cache, const NotificationCodes &codes, const QString &source)
{
    CodeIntake intake;
    takeIn(cache, QueuedCode::Kind::Hash, codes.hashes, source, intake);
    takeIn(cache, QueuedCode::Kind::MerchantCode, codes.merchantCodes, source, intake);
    return intake;
}

} // namespace dd
