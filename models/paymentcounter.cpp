#include "models/paymentcounter.h"

#include "core/storage/storesession.h"
#include "models/paymentpagecache.h"
#include "models/storeworker.h"

#include <algorithm>
#include <limits>

namespace dd {

namespace {

// The pages of `requested` that a filter of `count` rows has (the others are rightly not read).
qsizetype pagesWithin(const QList<int> &requested, qint64 count, int pageSize)
{
    return std::count_if(requested.cbegin(), requested.cend(),
                         [&](int page) { return page >= 0 && qint64(page) * pageSize < count; });
}

} // namespace

PaymentCounter::PaymentCounter(SessionOpener sessions, QObject *parent)
    : QObject(parent), m_worker(std::make_unique<StoreWorker>(std::move(sessions), QStringLiteral("payment counter")))
{
}

PaymentCounter::~PaymentCounter()
{
    m_latestCount->store(std::numeric_limits<quint64>::max());   // whatever is still queued is skipped
    m_latestTotals->store(std::numeric_limits<quint64>::max());
    m_worker.reset();   // waits for the job running, closes the session on its thread
}

void PaymentCounter::fail(quint64 ticket)
{
    QMetaObject::invokeMethod(this, [this, ticket] { emit failed(ticket); }, Qt::QueuedConnection);
}

quint64 PaymentCounter::post(const Latest &latest, std::function<void(quint64, StoreSession &)> job)
{
    // Tickets are unique across the queues, so failed() names one request.
    const quint64 ticket = m_nextTicket.fetch_add(1) + 1;
    latest->store(ticket);
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), latest, ticket, job = std::move(job)] {
        if (latest->load() != ticket)
            return;   // superseded while waiting
        StoreSession *session = worker->session();
        if (!session) {
            fail(ticket);
            return;
        }
        job(ticket, *session);
    });
    return ticket;
}

PaymentRefresh PaymentCounter::readRefresh(StoreSession &session, const PaymentFilter &filter, const PaymentSort &sort,
                                           int pageSize, const QList<int> &pages)
{
    PaymentRefresh refresh;
    refresh.count = session.payments().count(filter);
    // A window as large as the request, so reading one page never evicts another; pages in
    // ascending order so each is a keyset read after its loaded neighbour where it can be.
    PaymentPageCache window(session.payments(), pageSize, int(pages.size()) + 1);
    window.reset(filter, sort, refresh.count);
    for (int page : pages) {
        if (window.loadPage(page))
            refresh.pages.emplace(page, *window.pageRows(page));
    }
    return refresh;
}

quint64 PaymentCounter::requestRefresh(const PaymentFilter &filter, const PaymentSort &sort, int pageSize,
                                       const QList<int> &pages)
{
    return post(m_latestCount, [this, worker = m_worker.get(), filter, sort, pageSize,
                                pages](quint64 ticket, StoreSession &session) {
        PaymentRefresh refresh = readRefresh(session, filter, sort, pageSize, pages);
        // Nothing counted, or a page that should have rows came back empty: the store may be gone,
        // and a count of zero would empty the table the user is looking at.
        const bool looksEmpty = refresh.count == 0
                                || qsizetype(refresh.pages.size()) < pagesWithin(pages, refresh.count, pageSize);
        if (looksEmpty && !StoreWorker::answers(session)) {
            worker->sessionGone();
            fail(ticket);
            return;
        }
        QMetaObject::invokeMethod(this, [this, ticket, refresh = std::move(refresh)] { emit refreshed(ticket, refresh); },
                                  Qt::QueuedConnection);
    });
}

quint64 PaymentCounter::requestTotals(const PaymentFilter &filter)
{
    return post(m_latestTotals, [this, worker = m_worker.get(), filter](quint64 ticket, StoreSession &session) {
        QList<PaymentTotal> totals = session.payments().totals(filter);
        // No group at all: nothing matches, or the store is gone (then no figures, not zeros).
        if (totals.isEmpty() && !StoreWorker::answers(session)) {
            worker->sessionGone();
            fail(ticket);
            return;
        }
        QMetaObject::invokeMethod(this, [this, ticket, totals = std::move(totals)] { emit totalled(ticket, totals); },
                                  Qt::QueuedConnection);
    });
}

} // namespace dd
