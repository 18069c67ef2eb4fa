#include "core/sync/refreshplan.h"

#include "core/storage/importqueue.h"
#include "core/storage/intentlog.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"

#include <QSet>

namespace dd::RefreshPlan {

namespace {

constexpr int PageSize = 2000;

class TargetList
{
public:
    void addHash(const QString &hash, qint64 importId = 0)
    {
        if (!hash.isEmpty() && !m_seen.contains(hash)) {
            m_seen.insert(hash);
            m_targets.append(RefreshTarget{hash, true, importId});
        }
    }
    void addMerchantCode(const QString &code, qint64 importId = 0)
    {
        const QString key = u"m:" + code;
        if (!code.isEmpty() && !m_seen.contains(key)) {
            m_seen.insert(key);
            m_targets.append(RefreshTarget{code, false, importId});
        }
    }
    QList<RefreshTarget> take() { return std::move(m_targets); }

private:
    QSet<QString> m_seen;
    QList<RefreshTarget> m_targets;
};

void addIntents(StoreSession &cache, TargetList &list, const QSet<QString> *only)
{
    for (const PendingOperation &intent : cache.intents().unresolved()) {
        if (!intent.paymentHash.isEmpty()) {
            if (!only || only->contains(intent.paymentHash))
                list.addHash(intent.paymentHash);
        } else if (!only && intent.kind == PendingOperation::Kind::CreatePayment) {
            list.addMerchantCode(intent.merchantCode);
        }
    }
}

bool hasOpenRefund(StoreSession &cache, qint64 rowId)
{
    for (const Refund &refund : cache.payments().refunds(rowId)) {
        if (refund.status != RefundStatus::Confirmed && refund.status != RefundStatus::Cancelled)
            return true;
    }
    return false;
}

void addCached(StoreSession &cache, TargetList &list, bool all)
{
    PaymentFilter filter;
    if (!all)
        filter.statuses = {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                           PaymentStatus::Unknown};
    const PaymentSort sort{PaymentSort::Column::OpenDate, Qt::AscendingOrder};
    std::optional<PageKey> after;
    for (;;) {
        const QList<PaymentRow> page = cache.payments().rows(filter, sort, after, PageSize);
        for (const PaymentRow &row : page) {
            const bool confirmed = row.payment.status == PaymentStatus::Confirmed;
            if (all || !confirmed || (row.refundedHundredths > 0 && hasOpenRefund(cache, row.rowId)))
                list.addHash(row.payment.hash);
        }
        if (page.size() < PageSize)
            break;
        after = PaymentStore::keyOf(page.last(), sort);
    }
}

void addQueued(StoreSession &cache, TargetList &list)
{
    // Only codes that are due: those the gateway answered "not found" wait out their back-off, and
    // those set aside as unknown to the gateway wait for someone to retry them.
    for (const QueuedCode &queued : cache.importQueue().due(int(ImportQueue::MaxSize))) {
        if (queued.kind == QueuedCode::Kind::Hash)
            list.addHash(queued.code, queued.id);
        else
            list.addMerchantCode(queued.code, queued.id);
    }
}

} // namespace

bool needsRefresh(const Payment &payment)
{
    if (payment.status == PaymentStatus::Open || payment.status == PaymentStatus::Pending
        || payment.status == PaymentStatus::Unknown)
        return true;
    if (payment.status != PaymentStatus::Confirmed)
        return false;
    for (const Refund &refund : payment.refunds) {
        if (refund.status != RefundStatus::Confirmed && refund.status != RefundStatus::Cancelled)
            return true;
    }
    return false;
}

QList<RefreshTarget> targets(StoreSession &cache, bool all)
{
    TargetList list;
    addIntents(cache, list, nullptr);
    addQueued(cache, list);
    addCached(cache, list, all);
    return list.take();
}

QList<RefreshTarget> intentTargets(StoreSession &cache)
{
    TargetList list;
    addIntents(cache, list, nullptr);
    return list.take();
}

QList<RefreshTarget> queuedTargets(StoreSession &cache)
{
    TargetList list;
    addQueued(cache, list);
    return list.take();
}

QList<RefreshTarget> targetsFor(StoreSession &cache, const QStringList &hashes)
{
    const QSet<QString> only(hashes.cbegin(), hashes.cend());
    TargetList list;
    addIntents(cache, list, &only);
    for (const QString &hash : hashes)
        list.addHash(hash);
    return list.take();
}

} // namespace dd::RefreshPlan

namespace dd::RefreshSchedule {

QString settingKey()
{
    return QStringLiteral("sync.schedule_minutes");
}

int minutes(StoreSession &cache)
{
    bool ok = false;
    // Unreadable is off, as a bad value is: the desk's settings dialog shows what it reads.
    const int stored = cache.settings().valueOrUnset(settingKey()).value_or(QString()).toInt(&ok);
    return ok && stored > 0 && stored <= MaxMinutes ? stored : 0;
}

bool setMinutes(StoreSession &cache, int minutes)
{
    if (minutes < 0 || minutes > MaxMinutes)
        return false;
    return cache.settings().setValue(settingKey(), QString::number(minutes));
}

} // namespace dd::RefreshSchedule
