#pragma once

// Internal to models/: the window of keyset pages PaymentTableModel holds in memory.

#include "core/storage/paymentfilter.h"
#include "core/storage/paymentstore.h"

#include <QHash>
#include <QList>

#include <map>
#include <optional>

namespace dd {

// Rows [page × PageSize, …) of one filter and sort, read on demand and evicted least recently used.
// A page is read from the nearest row whose key is known (a loaded neighbour, either end of the
// list): keyset reads next to loaded pages, an offset walk of the sort index for a far jump.
class PaymentPageCache
{
public:
    PaymentPageCache(PaymentStore &store, int pageSize, int windowPages);
    // A window that never reads: it holds only the pages read elsewhere (installPage), for a model
    // whose reads all run on a worker thread.
    PaymentPageCache(int pageSize, int windowPages);

    void reset(const PaymentFilter &filter, const PaymentSort &sort, qint64 rowCount);
    qint64 rowCount() const { return m_rowCount; }
    // The exact count arrived after the first pages were read: keeps them, drops any beyond it.
    void setRowCount(qint64 rowCount);
    int pageSize() const { return m_pageSize; }

    // The row, reading its page when it is not loaded; nullptr out of range or when the read fails.
    const PaymentRow *row(qint64 row);
    // The row only when its page is loaded.
    const PaymentRow *loadedRow(qint64 row) const;
    // The same, and its page counts as just used (evicted last): what a view shows now.
    const PaymentRow *usedRow(qint64 row);
    bool replaceLoadedRow(qint64 row, const PaymentRow &replacement);
    int rowOfHash(const QString &hash) const;     // -1 when not loaded
    int rowOfRowId(qint64 rowId) const;           // -1 when not loaded

    QList<int> loadedPages() const;
    int loadedRowCount() const;
    // Row → row id and content of everything loaded (what a refresh compares against).
    std::map<qint64, PaymentRow> loadedRows() const;
    bool loadPage(int page);
    int pageCount() const;
    // The rows of a loaded page (nullptr when it is not loaded).
    const QList<PaymentRow> *pageRows(int page) const;
    // Takes a page read elsewhere (a worker's refresh) as if it had been loaded here.
    void installPage(int page, QList<PaymentRow> rows);

private:
    struct Page
    {
        QList<PaymentRow> rows;
        quint64 lastUse = 0;
    };

    QList<PaymentRow> readPage(int page);
    // A page read short (a filter's first screen, before its count) gets the rest of its rows.
    bool topUp(int page);
    QList<PaymentRow> readForward(const std::optional<PageKey> &after, qint64 skip, int limit);
    QList<PaymentRow> readBackward(const std::optional<PageKey> &after, qint64 skip, int limit);
    QList<PaymentRow> readFrom(const PaymentSort &sort, const std::optional<PageKey> &after, qint64 skip, int limit);
    void evict(int keep);
    void index(int page);
    void unindex(int page);

    PaymentStore *m_store = nullptr;   // nullptr: never reads
    const int m_pageSize;
    const int m_windowPages;
    PaymentFilter m_filter;
    PaymentSort m_sort;
    qint64 m_rowCount = 0;
    std::map<int, Page> m_pages;
    QHash<QString, int> m_rowByHash;
    QHash<qint64, int> m_rowByRowId;
    quint64 m_useClock = 0;
};

} // namespace dd
