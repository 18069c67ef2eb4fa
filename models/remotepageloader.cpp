#include "models/remotepageloader.h"

#include "core/storage/storesession.h"
#include "models/paymentpagecache.h"
#include "models/storeworker.h"

#include <map>
#include <optional>

namespace dd {

struct RemotePageLoader::PageRequest
{
    quint64 ticket = 0;
    PaymentFilter filter;
    PaymentSort sort;
    qint64 rowCount = 0;
    int pageSize = 0;
    int page = 0;
    std::map<int, QList<PaymentRow>> known;   // the model's loaded pages (shared, not copied)
};

struct RemotePageLoader::PageAnswer
{
    quint64 ticket = 0;
    int page = 0;
    std::optional<QList<PaymentRow>> rows;   // nothing: the store did not answer
};

namespace {

// On the worker: the page, read from the nearest known row as the model's own window would.
std::optional<QList<PaymentRow>> readPage(StoreWorker &worker, const auto &request)
{
    StoreSession *session = worker.session();
    if (!session)
        return std::nullopt;
    PaymentPageCache window(session->payments(), request.pageSize, int(request.known.size()) + 2);
    window.reset(request.filter, request.sort, request.rowCount);
    for (const auto &[page, rows] : request.known)
        window.installPage(page, rows);
    QList<PaymentRow> rows;
    if (window.loadPage(request.page))
        rows = *window.pageRows(request.page);
    if (rows.isEmpty() && !StoreWorker::answers(*session)) {
        worker.sessionGone();
        return std::nullopt;
    }
    return rows;
}

} // namespace

RemotePageLoader::RemotePageLoader(const PaymentPageCache &window, SessionOpener sessions, QObject *parent)
    : QObject(parent),
      m_window(window),
      m_worker(std::make_unique<StoreWorker>(std::move(sessions), QStringLiteral("payment pages")))
{
}

RemotePageLoader::~RemotePageLoader() { m_worker.reset(); }

void RemotePageLoader::restart(const PaymentFilter &filter, const PaymentSort &sort)
{
    m_filter = filter;
    m_sort = sort;
    ++m_ticket;
    m_wanted.clear();
    m_held = false;
}

void RemotePageLoader::hold()
{
    ++m_ticket;
    m_held = true;
}

void RemotePageLoader::resume()
{
    m_held = false;
    readNext();
}

void RemotePageLoader::want(int page)
{
    if (!m_wanted.isEmpty() && m_wanted.constLast() == page)
        return;   // the same page asked cell after cell
    if (!m_burstOpen) {
        // The first ask since the event loop last turned: a new paint, whose asks replace the last.
        m_burstOpen = true;
        m_wanted.clear();
        QMetaObject::invokeMethod(this, &RemotePageLoader::endBurst, Qt::QueuedConnection);
    }
    m_wanted.removeOne(page);
    m_wanted.append(page);
    while (m_wanted.size() > MaxWanted)
        m_wanted.removeFirst();
}

void RemotePageLoader::endBurst()
{
    m_burstOpen = false;
    readNext();
}

void RemotePageLoader::readNext()
{
    if (m_reading || m_held)
        return;
    while (!m_wanted.isEmpty()) {
        const int page = m_wanted.takeFirst();
        if (page >= 0 && page < m_window.pageCount() && !m_window.pageRows(page)) {
            read(page);
            return;
        }
    }
}

void RemotePageLoader::read(int page)
{
    PageRequest request{m_ticket, m_filter, m_sort, m_window.rowCount(), m_window.pageSize(), page, {}};
    for (int loaded : m_window.loadedPages())
        request.known.emplace(loaded, *m_window.pageRows(loaded));
    m_reading = true;
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), request = std::move(request)] {
        PageAnswer answer{request.ticket, request.page, readPage(*worker, request)};
        QMetaObject::invokeMethod(this, [this, answer = std::move(answer)] { land(answer); }, Qt::QueuedConnection);
    });
}

void RemotePageLoader::land(const PageAnswer &answer)
{
    m_reading = false;
    if (answer.ticket != m_ticket) {
        readNext();   // made for an earlier filter, sort or window: dropped
        return;
    }
    if (!answer.rows) {
        emit failed();   // read again when the view next asks: not now, against a store gone
        return;
    }
    if (answer.rows->isEmpty())
        emit pageMissing(answer.page);
    else
        emit pageRead(answer.page, *answer.rows);
    readNext();
}

void RemotePageLoader::readRow(qint64 rowId)
{
    m_worker->post([this, worker = m_worker.get(), rowId] {
        StoreSession *session = worker->session();
        std::optional<PaymentRow> row = session ? session->payments().rowById(rowId) : std::nullopt;
        const bool answered = row || (session && StoreWorker::answers(*session));
        if (session && !answered)
            worker->sessionGone();
        QMetaObject::invokeMethod(
            this,
            [this, answered, row = std::move(row)] {
                if (!answered)
                    emit failed();
                else if (row)
                    emit rowRead(*row);
            },
            Qt::QueuedConnection);
    });
}

} // namespace dd
