#pragma once

#include "core/storage/paymentfilter.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storeopener.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <map>
#include <memory>

namespace dd {

class StoreSession;
class StoreWorker;

// What a table refresh needs from the cache: the filter's exact count and the pages the view had
// loaded, read again (page number → its rows).
struct PaymentRefresh
{
    qint64 count = 0;
    std::map<int, QList<PaymentRow>> pages;
};

// Counts and totals the payments of a filter on a worker thread with its own cache session, so that
// a slow count or sum (a text search or a fine date or amount range over a million rows) never
// blocks the GUI thread. Each kind of request (counts with pages; totals) is its own queue where
// the latest request wins: older ones still waiting are skipped. Answers arrive on the thread that
// owns the counter, with the ticket request…() returned; a caller drops answers to older tickets.
// A refresh that finds the store gone (no session, or reads that stop answering) is answered by
// failed(), never by a count of zero; the next request opens a new session.
class PaymentCounter : public QObject
{
    Q_OBJECT

public:
    // `sessions` is called on the worker thread, once while it answers; may return nullptr (then
    // requests fail until it opens one).
    explicit PaymentCounter(SessionOpener sessions, QObject *parent = nullptr);
    ~PaymentCounter() override;

    // The filter's exact count plus `pages` (of `pageSize` rows in `sort` order) read on the worker:
    // a filter's first page after its first screen, or a refresh; answered by refreshed() or failed().
    quint64 requestRefresh(const PaymentFilter &filter, const PaymentSort &sort, int pageSize, const QList<int> &pages);
    // Answered by totalled(), or failed() when the store did not answer.
    quint64 requestTotals(const PaymentFilter &filter);

signals:
    void refreshed(quint64 ticket, const dd::PaymentRefresh &refresh);
    void totalled(quint64 ticket, const QList<dd::PaymentTotal> &totals);
    void failed(quint64 ticket);

private:
    using Latest = std::shared_ptr<std::atomic<quint64>>;
    // Runs `job` on the worker unless a newer request of the same queue came first.
    quint64 post(const Latest &latest, std::function<void(quint64 ticket, StoreSession &session)> job);
    // On the worker: answers failed(ticket) here.
    void fail(quint64 ticket);
    static PaymentRefresh readRefresh(StoreSession &session, const PaymentFilter &filter, const PaymentSort &sort,
                                      int pageSize, const QList<int> &pages);

    std::unique_ptr<StoreWorker> m_worker;
    std::atomic<quint64> m_nextTicket{0};
    Latest m_latestCount = std::make_shared<std::atomic<quint64>>(0);
    Latest m_latestTotals = std::make_shared<std::atomic<quint64>>(0);
};

} // namespace dd
