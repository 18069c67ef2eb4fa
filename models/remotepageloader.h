#pragma once

// Internal to models/: the page reads of a PaymentTableModel that never reads on the GUI thread.

#include "core/storage/paymentfilter.h"
#include "core/storage/storeopener.h"

#include <QList>
#include <QObject>

#include <map>
#include <memory>

namespace dd {

class PaymentPageCache;
class StoreWorker;

// Reads the pages a view asks for on a worker thread with a session of its own, one read at a time.
// While a read runs, the pages asked for wait; when it lands, only the pages of the latest burst of
// asks (one paint of the view: every ask until the event loop turns) are read, so a fast scroll
// over many pages reads where it stopped, not every page it passed. Each read carries the ticket of
// the filter, sort and refresh it was made for; the answer to an older ticket is dropped. A filter's
// first read asks for its first screen only, then for the rest of its first page.
class RemotePageLoader : public QObject
{
    Q_OBJECT

public:
    // Asks of one burst beyond this are forgotten, oldest first: a screen spans two pages.
    static constexpr int MaxWanted = 4;

    // `window` is the model's: the pages loaded (not read again; the known rows a read starts its
    // keyset walk from) and the row count pages are cut from. `sessions` is called on the worker.
    RemotePageLoader(const PaymentPageCache &window, SessionOpener sessions, QObject *parent = nullptr);
    ~RemotePageLoader() override;

    // A new filter or sort: answers to earlier reads are dropped, and nothing is wanted any more.
    void restart(const PaymentFilter &filter, const PaymentSort &sort);
    // The first `rows` rows (firstScreenRead()), then the rest of the first page (pageRead()).
    void readFirstScreen(int rows);
    // A refresh is on its way: answers to reads already made are dropped and no page is read until
    // resume(); the pages asked for meanwhile are read then.
    void hold();
    void resume();
    // The view asked for a row of `page`, which is not loaded.
    void want(int page);
    // Reads one payment's row again (written at this desk): answered by rowRead() or failed().
    void readRow(qint64 rowId);
    // Reads `pages` without keeping them in the window (a selection over pages not loaded):
    // answered by pagesRead(ask, …) or failed(). A refresh meanwhile reads them again; a new filter
    // or sort forgets the ask.
    void readPages(quint64 ask, const QList<int> &pages);

signals:
    void firstScreenRead(const QList<dd::PaymentRow> &rows);
    void pageRead(int page, const QList<dd::PaymentRow> &rows);
    void pagesRead(quint64 ask, const std::map<int, QList<dd::PaymentRow>> &pages);
    // The page has no rows after all: payments left the filter since it was counted.
    void pageMissing(int page);
    void rowRead(const dd::PaymentRow &row);
    // The store did not answer (no session, or its connection is gone); the next ask reads again.
    void failed();

private:
    struct PageRequest;
    struct PageAnswer;
    void endBurst();
    // Reads the first wanted page that is not loaded, unless a read runs or reads are held.
    void readNext();
    bool needsRead(int page) const;
    void read(int page);
    void land(const PageAnswer &answer);
    void postPages(quint64 ask, const QList<int> &pages);

    const PaymentPageCache &m_window;
    std::unique_ptr<StoreWorker> m_worker;
    PaymentFilter m_filter;
    PaymentSort m_sort;
    quint64 m_ticket = 1;
    QList<int> m_wanted;   // the latest burst's pages, in the order asked
    bool m_burstOpen = false;
    bool m_reading = false;
    bool m_held = false;
    int m_firstScreenRows = 0;        // the next read of page 0 asks for this many rows only
    bool m_restOfFirstPage = false;   // page 0 holds the first screen only
    std::map<quint64, QList<int>> m_pageAsks;   // readPages() not answered yet
};

} // namespace dd
