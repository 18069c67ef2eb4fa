#pragma once

#include "core/sync/notificationimport.h"
#include "core/sync/refreshplan.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace dd {

class StoreSession;

// Codes handed in by one notification or one import: queued in the cache (bounded by
// ImportQueue::MaxSize) and targeted by themselves, so that the work a notification causes is the
// codes it names, never the whole queue. A code the full queue refused is still queried once
// (importId 0): the notification that names it is real work, only its retry is not kept.
struct CodeIntake {
    QList<RefreshTarget> targets;
    qint64 added = 0;
    QStringList refused; // not queued: the queue is full
    QStringList invalid; // neither queued nor queried: the client refuses to send them (queryRefusal)
    bool stored = true; // false when the cache could not queue them at all
};

CodeIntake takeInCodes(StoreSession &cache, const NotificationCodes &codes, const QString &source);

// Why the gateway client would refuse to query this code (RequestValidator::query: control
// characters, an over-long merchant code), or empty when it may be queried.
QString queryRefusal(bool isHash, const QString &code);

} // namespace dd
