#pragma once

#include "core/sync/notificationimport.h"
#include "core/sync/refreshplan.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace dd {

class CacheSession;

// Codes handed in by one notification or one import: queued in the cache (bounded by
// ImportQueue::MaxSize) and targeted by themselves, so that the work a notification causes is the
// codes it names, never the whole queue. A code the full queue refused is still queried once
// (importId 0): the notification that names it is real work, only its retry is not kept.
struct CodeIntake {
    QList<RefreshTarget> targets;
    qint64 added = 0;
    QStringList refused; // not queued: the queue is full
    bool stored = true; // false when the cache could not queue them at all
};

CodeIntake takeInCodes(CacheSession &cache, const NotificationCodes &codes, const QString &source);

} // namespace dd
