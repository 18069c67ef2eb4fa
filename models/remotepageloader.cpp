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
    bool firstScreen = false;                 // rowCount is the first screen's rows
};

struct RemotePageLoader::PageAnswer
{
    quint64 ticket = 0;
    int page = 0;
    std::optional<QList<PaymentRow>> rows;   // nothing: the store did not answer
    bool firstScreen = false;
    int asked = 0;                           // rows a first screen asked for
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
    if (window.loadPage(request.page)) {
        // A page known short (the first screen) is topped up from its last row.
        if (request.known.count(request.page) > 0)
            window.row(std::min<qint64>(request.rowCount, qint64(request.page + 1) * request.pageSize) - 1);
        rows = *window.pageRows(request.page);
    }
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
    m_firstScreenRows = 0;
    m_restOfFirstPage = false;
    m_pageAsks.clear();
}

void RemotePageLoader::readFirstScreen(int rows)
{
    m_firstScreenRows = rows;
    want(0);
}

void RemotePageLoader::hold()
{
    ++m_ticket;
    m_held = true;
    m_restOfFirstPage = false;   // the refresh reads the loaded pages whole
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
        if (needsRead(page)) {
            read(page);
            return;
        }
    }
}

bool RemotePageLoader::needsRead(int page) const
{
    if (page < 0 || page >= m_window.pageCount())
        return false;
    return !m_window.pageRows(page) || (page == 0 && m_restOfFirstPage);
}

void RemotePageLoader::read(int page)
{
    PageRequest request{m_ticket, m_filter, m_sort, m_window.rowCount(), m_window.pageSize(), page, {}};
    if (page == 0 && m_firstScreenRows > 0) {
        request.rowCount = std::exchange(m_firstScreenRows, 0);   // a window of the first screen's rows
        request.firstScreen = true;
    } else if (page == 0 && m_restOfFirstPage) {
        // The count may not be known yet: the page is whole unless the store has fewer rows.
        request.rowCount = std::max<qint64>(request.rowCount, request.pageSize);
    }
    for (int loaded : m_window.loadedPages())
        request.known.emplace(loaded, *m_window.pageRows(loaded));
    m_reading = true;
    // The worker by its address: while it is being destroyed, m_worker is already empty.
    m_worker->post([this, worker = m_worker.get(), request = std::move(request)] {
        PageAnswer answer{request.ticket, request.page, readPage(*worker, request), request.firstScreen,
                          int(request.rowCount)};
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
    if (answer.firstScreen) {
        if (answer.rows->size() >= answer.asked) {
            m_restOfFirstPage = true;   // there may be more: the rest of the page next
            m_wanted.prepend(0);
        }
        emit firstScreenRead(*answer.rows);
    } else if (answer.rows->isEmpty()) {
        emit pageMissing(answer.page);
    } else {
        if (answer.page == 0)
            m_restOfFirstPage = false;
        emit pageRead(answer.page, *answer.rows);
    }
    readNext();
}

void RemotePageLoader::readPages(quint64 ask, const QList<int> &pages)
{
    m_pageAsks[ask] = pages;
    postPages(ask, pages);
}

void RemotePageLoader::postPages(quint64 ask, const QList<int> &pages)
{
    PageRequest request{m_ticket, m_filter, m_sort, m_window.rowCount(), m_window.pageSize(), 0, {}};
    for (int loaded : m_window.loadedPages())
        request.known.emplace(loaded, *m_window.pageRows(loaded));
    m_worker->post([this, worker = m_worker.get(), ask, pages, request = std::move(request)] {
        std::optional<std::map<int, QList<PaymentRow>>> read = std::map<int, QList<PaymentRow>>{};
        for (int page : pages) {
            PageRequest one = request;
            one.page = page;
            std::optional<QList<PaymentRow>> rows = readPage(*worker, one);
            if (!rows) {
                read.reset();
                break;
            }
            read->emplace(page, std::move(*rows));
        }
        QMetaObject::invokeMethod(
            this,
            [this, ticket = request.ticket, ask, read = std::move(read)] {
                const auto asked = m_pageAsks.find(ask);
                if (asked == m_pageAsks.end())
                    return;   // a new filter or sort forgot it
                if (ticket != m_ticket) {
                    postPages(ask, asked->second);   // a refresh came between: the rows may have moved
                    return;
                }
                m_pageAsks.erase(asked);
                if (read)
                    emit pagesRead(ask, *read);
                else
                    emit failed();
            },
            Qt::QueuedConnection);
    });
}

void RemotePageLoader::readRow(qint64 rowId)
{
    m_worker->post([this, worker = m_worker.get(), rowId] {
        auto row = worker->lookUp<PaymentRow>(
            [rowId](StoreSession &session) { return session.payments().rowById(rowId); });
        QMetaObject::invokeMethod(
            this,
            [this, row = std::move(row)] {
                if (!row.answered)
                    emit failed();
                else if (row.value)
                    emit rowRead(*row.value);
            },
            Qt::QueuedConnection);
    });
}

} // namespace dd
