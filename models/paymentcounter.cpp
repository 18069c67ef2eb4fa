#include "models/paymentcounter.h"

#include "core/storage/storesession.h"
#include "models/paymentpagecache.h"

#include <limits>

namespace dd {

struct PaymentCounter::Worker
{
    SessionOpener sessions;
    std::unique_ptr<StoreSession> session;
    bool opened = false;

    StoreSession *open()
    {
        if (!opened) {
            opened = true;
            session = sessions();
        }
        return session.get();
    }
};

PaymentCounter::PaymentCounter(SessionOpener sessions, QObject *parent)
    : QObject(parent), m_worker(std::make_shared<Worker>())
{
    m_worker->sessions = std::move(sessions);
    m_thread.setObjectName(QStringLiteral("payment counter"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

PaymentCounter::~PaymentCounter()
{
    m_latestCount->store(std::numeric_limits<quint64>::max());   // whatever is still queued is skipped
    m_latestTotals->store(std::numeric_limits<quint64>::max());
    // The session is closed on the thread that opened it.
    QMetaObject::invokeMethod(m_context, [worker = m_worker] { worker->session.reset(); },
                              Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

quint64 PaymentCounter::post(const Latest &latest, std::function<void(quint64, StoreSession &)> job)
{
    // Tickets are unique across the queues, so failed() names one request.
    const quint64 ticket = m_nextTicket.fetch_add(1) + 1;
    latest->store(ticket);
    QMetaObject::invokeMethod(m_context, [this, worker = m_worker, latest, ticket, job = std::move(job)] {
        if (latest->load() != ticket)
            return;   // superseded while waiting
        StoreSession *session = worker->open();
        if (!session) {
            QMetaObject::invokeMethod(this, [this, ticket] { emit failed(ticket); }, Qt::QueuedConnection);
            return;
        }
        job(ticket, *session);
    });
    return ticket;
}

quint64 PaymentCounter::requestRefresh(const PaymentFilter &filter, const PaymentSort &sort, int pageSize,
                                       const QList<int> &pages)
{
    return post(m_latestCount, [this, filter, sort, pageSize, pages](quint64 ticket, StoreSession &session) {
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
        QMetaObject::invokeMethod(this, [this, ticket, refresh = std::move(refresh)] { emit refreshed(ticket, refresh); },
                                  Qt::QueuedConnection);
    });
}

quint64 PaymentCounter::requestTotals(const PaymentFilter &filter)
{
    return post(m_latestTotals, [this, filter](quint64 ticket, StoreSession &session) {
        QList<PaymentTotal> totals = session.payments().totals(filter);
        QMetaObject::invokeMethod(this, [this, ticket, totals = std::move(totals)] { emit totalled(ticket, totals); },
                                  Qt::QueuedConnection);
    });
}

} // namespace dd
