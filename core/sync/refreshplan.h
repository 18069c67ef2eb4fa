#pragma once

#include "core/domain/payment.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace dd {

class StoreSession;

// One payment to query: by hash, or by merchant payment code (queued imports, creates whose
// hash was never learnt). importId links it to its ImportQueue row (0: not queued).
struct RefreshTarget
{
    QString code;
    bool isHash = true;
    qint64 importId = 0;
    friend bool operator==(const RefreshTarget &, const RefreshTarget &) = default;
};

namespace RefreshPlan {

// Whether the gateway may still change this payment: OP, PE, or CO with a refund not final.
bool needsRefresh(const Payment &payment);

// What a refresh queries, in order, without duplicates: first every payment with an open or
// outcome-unknown intent (they are resolved before anything else), then the import queue's codes
// that are due (ImportQueue::due), then
// every cached payment that is not final (or every cached payment when `all`).
QList<RefreshTarget> targets(StoreSession &cache, bool all);

// Only the payments with an open or outcome-unknown intent (start-up: settled before anything else).
QList<RefreshTarget> intentTargets(StoreSession &cache);

// Only the import queue's codes that are due (pasted, read from a file or received by the listener).
QList<RefreshTarget> queuedTargets(StoreSession &cache);

// Only the given hashes ("refresh now" for the selection), intents first as above.
QList<RefreshTarget> targetsFor(StoreSession &cache, const QStringList &hashes);

} // namespace RefreshPlan

// The refresh schedule kept in the cache's settings: minutes between background refreshes, 0 = off.
namespace RefreshSchedule {
inline constexpr int MaxMinutes = 24 * 60;
QString settingKey();   // "sync.schedule_minutes"
int minutes(StoreSession &cache);   // 0 when unset or unreadable
bool setMinutes(StoreSession &cache, int minutes);   // false when out of 0..MaxMinutes or not stored
} // namespace RefreshSchedule

} // namespace dd
