#pragma once

#include "core/storage/paymentfilter.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storeopener.h"

#include <QAbstractTableModel>
#include <QPalette>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace dd {

class PaymentCells;
class PaymentCounter;
class PaymentPageCache;
class RemotePageLoader;
struct PaymentRefresh;

// All payments matching a filter, in the cache's order, without a copy of the table: rowCount() is
// the filter's exact count and rows are read by keyset pages into a small window on demand (in
// data()), so a million payments open, sort, filter and scroll in milliseconds. Lives on the GUI
// thread and reads through that thread's StoreSession.
//
// With background counting on (setBackgroundSessions), a filter whose count the cache cannot give
// at once (text search, date or amount ranges) reads only its first screen (FirstScreenRows) with a
// provisional row count (the rows read so far); a worker thread counts and reads the rest of the
// first page, and the remaining rows are appended (rowsInserted) when they land; isCounting() is
// true meanwhile. refresh() of such a filter likewise reads on the worker and only signals here.
//
// Built from a SessionOpener instead of a store (a store across the network), it never reads on
// the GUI thread: the count and the first page are read at once on two workers (rowCount() is 0
// until either lands, isCounting() true until the count does; the first read is the first screen,
// FirstScreenRows, then the rest of the first page); a row whose page has not arrived is
// empty with a "Loading…" tooltip, its page is read on the worker (one read at a time; a burst of
// asks while one runs reads only the latest screen's pages) and dataChanged() signals it when it
// lands. rowAt(), hashAt() and rowOfHash() answer from the loaded pages only; readRows() reads the
// rows of a selection that are not loaded, without a wait and without evicting. A filter, sort or
// refresh drops the answers of reads made before it. A read that fails leaves the rows as they
// were and signals readFailed(); the next ask (or refresh) reads again.
class PaymentTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        OpenDate,
        Hash,
        MerchantCode,
        Customer,
        Country,
        Method,
        Status,
        Amount,
        Currency,
        Refunded,
        RemainingRefundable,
        ConfirmDate,
        // Optional columns (the rest of spec 2.1), hidden by default in the view.
        StatusDate,
        TransferDate,
        DueDate,
        Pin,
        OrderNumber,
        AmountBr,
        AmountIof,
        AmountExtRequested,
        CurrencyRate,
        Instalments,
        BillingDescriptor,
        TransactionStatus,
        PreApproved,
        CaptureAvailable,
        RedirectUrl,
        SpeiUrl,
        ClabeAccount,
        ClabeReference,
        CustomerEmail,
        CustomerDocument,
        Card,
        Count
    };

    enum Role {
        TypedValueRole = Qt::UserRole + 1,   // qint64 hundredths, QDateTime, PaymentStatus, bool, int, QString
        RowIdRole,                           // qint64: the cache's row id (stable identity)
        HashRole,                            // QString
        StatusRole,                          // dd::PaymentStatus
        CurrencyRole,                        // QString ISO 4217
        AmountHundredthsRole,                // qint64 amount_ext
    };

    static constexpr int PageSize = 200;
    // Rows read first for a filter whose count is not quick: a full screen of a tall window.
    static constexpr int FirstScreenRows = 50;
    static constexpr int WindowPages = 6;

    explicit PaymentTableModel(PaymentStore &store, QObject *parent = nullptr);
    // Every read on worker threads, each with its own session from `sessions` (called there, once
    // while the store answers): see the class comment.
    explicit PaymentTableModel(SessionOpener sessions, QObject *parent = nullptr);
    ~PaymentTableModel() override;
    bool readsInBackground() const { return m_loader != nullptr; }

    void setFilter(const PaymentFilter &filter);   // one reset; nothing when the filter is unchanged
    const PaymentFilter &filter() const;
    // Opens the worker thread's own session for counts that may be slow (see the class comment).
    // Called on the worker thread; e.g. sessionsOf(vault). Nothing when readsInBackground() (its
    // counts already are).
    void setBackgroundSessions(SessionOpener sessions);
    // True while rowCount() is provisional and the exact count is being computed.
    bool isCounting() const { return m_counting; }
    void sort(int column, Qt::SortOrder order) override;   // PaymentSort underneath
    const PaymentSort &paymentSort() const;
    // The column sort() maps to the cache's ORDER BY; nothing for columns that cannot be sorted.
    static std::optional<PaymentSort::Column> sortColumnFor(Column column);
    static std::optional<Column> columnForSort(PaymentSort::Column column);

    // Re-reads after writes; keeps the rows the view shows (persistent indexes follow their
    // payment), no reset: dataChanged when the count is unchanged, inserts/removals at the end
    // plus a layout change otherwise. With background counting on and a count that is not quick,
    // the count and the loaded pages are read on the worker (isCounting() meanwhile, the rows shown
    // stay) and the changes are signalled when they land; a newer refresh, filter or sort wins.
    void refresh();
    // One payment was written: dataChanged for its row only (if loaded). Its place in the sort
    // order is corrected by the next refresh().
    void paymentChanged(const QString &hash);

    // Reading the page if needed; in background reads, a loaded row only ("" and nothing otherwise,
    // never a wait: the row the view shows as current is loaded, or on its way).
    QString hashAt(int row) const;                  // "" if out of range
    std::optional<PaymentRow> rowAt(int row) const;
    int rowOfHash(const QString &hash) const;       // -1 when not in the loaded window
    // The rows at `rows` (view rows, e.g. a selection), those not loaded read on the page worker:
    // answered once by rowsRead(ask, rows in the order asked; rows gone meanwhile left out) or by
    // readFailed(). A new filter or sort forgets the ask (no answer).
    quint64 readRows(const QList<int> &rows);
    static bool isOptionalColumn(Column c);         // hidden by default in the view

    // Colours of the status badges follow this palette (the application's by default).
    void setPalette(const QPalette &palette);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // Rows held in memory now (for tests and the benchmark: never the whole table).
    int loadedRowCount() const;

signals:
    void countingChanged(bool counting);
    // Background reads only: the store did not answer (the rows shown stay as they were).
    void readFailed(const QString &message);
    void rowsRead(quint64 ask, const QList<dd::PaymentRow> &rows);

private:
    void reload();
    void reloadInBackground();
    void applyCount(qint64 count);
    void countFailed(quint64 ticket);
    void showFirstScreen(const QList<PaymentRow> &rows);
    void showPage(int page, const QList<PaymentRow> &rows);
    void answerRows(quint64 ask, const std::map<int, QList<PaymentRow>> &pages);
    void pageMissing(int page);
    void showRow(const PaymentRow &row);
    // For hashAt() and rowAt(): read now from the store of this thread; in background reads a loaded
    // row only (the GUI thread never waits).
    const PaymentRow *rowWithoutWaiting(int row) const;
    void signalReadFailed();
    void askAgainForMissedRows();
    QVariant placeholder(int row, int role) const;
    void refreshHere();
    void applyRefresh(quint64 ticket, const PaymentRefresh &refresh);
    void showRefreshedWindow(const std::map<qint64, PaymentRow> &before, int newCount);
    void resizeAtTheEnd(int newCount);
    void setCounting(bool counting);
    void emitChangedRows(const std::map<qint64, PaymentRow> &before);
    void moveRows(const std::map<qint64, PaymentRow> &before, int newCount);
    QModelIndex movedIndex(const QModelIndex &old, const std::map<qint64, PaymentRow> &before, int newCount);

    PaymentStore *m_store = nullptr;   // nullptr: every read in the background
    PaymentFilter m_filter;
    PaymentSort m_sort;
    int m_count = 0;
    QPalette m_palette;
    std::unique_ptr<PaymentPageCache> m_pages;
    std::unique_ptr<PaymentCells> m_cells;
    std::unique_ptr<PaymentCounter> m_counter;
    std::unique_ptr<RemotePageLoader> m_loader;   // background reads only
    quint64 m_countTicket = 0;   // the request whose answer rowCount() waits for
    bool m_countOnly = false;    // that request is a new filter's count, not a refresh of the window
    bool m_countUnknown = false; // background reads: no count has landed since the filter was set
    bool m_missedReads = false;  // background reads: one failed since the last count landed
    bool m_counting = false;
    std::map<quint64, QList<int>> m_rowAsks;   // readRows() not answered yet
    quint64 m_nextRowAsk = 0;
};

} // namespace dd
