#include "models/paymenttablemodel.h"

#include "models/format.h"
#include "models/paymentcells.h"
#include "models/paymentcounter.h"
#include "models/paymentpagecache.h"
#include "models/remotepageloader.h"

#include <QGuiApplication>

#include <limits>
#include <set>

namespace dd {

namespace {

QList<int> changedRoles() { return {}; }   // every role may change with the payment

int clampedCount(qint64 count) { return int(std::min<qint64>(count, std::numeric_limits<int>::max())); }

} // namespace

PaymentTableModel::PaymentTableModel(PaymentStore &store, QObject *parent)
    : QAbstractTableModel(parent),
      m_store(&store),
      m_palette(QGuiApplication::palette()),
      m_pages(std::make_unique<PaymentPageCache>(store, PageSize, WindowPages)),
      m_cells(std::make_unique<PaymentCells>(m_palette))
{
    reload();
}

PaymentTableModel::PaymentTableModel(SessionOpener sessions, QObject *parent)
    : QAbstractTableModel(parent),
      m_palette(QGuiApplication::palette()),
      m_pages(std::make_unique<PaymentPageCache>(PageSize, WindowPages)),
      m_cells(std::make_unique<PaymentCells>(m_palette))
{
    // Pages and counts on two workers, so a slow count never holds the first screen back.
    setBackgroundSessions(sessions);
    m_loader = std::make_unique<RemotePageLoader>(*m_pages, std::move(sessions));
    connect(m_loader.get(), &RemotePageLoader::firstScreenRead, this, &PaymentTableModel::showFirstScreen);
    connect(m_loader.get(), &RemotePageLoader::pageRead, this, &PaymentTableModel::showPage);
    connect(m_loader.get(), &RemotePageLoader::pagesRead, this, &PaymentTableModel::answerRows);
    connect(m_loader.get(), &RemotePageLoader::pageMissing, this, &PaymentTableModel::pageMissing);
    connect(m_loader.get(), &RemotePageLoader::rowRead, this, &PaymentTableModel::showRow);
    connect(m_loader.get(), &RemotePageLoader::failed, this, &PaymentTableModel::signalReadFailed);
    reload();
}

PaymentTableModel::~PaymentTableModel() = default;

void PaymentTableModel::setBackgroundSessions(SessionOpener sessions)
{
    if (m_loader)
        return;
    m_counter = std::make_unique<PaymentCounter>(std::move(sessions));
    connect(m_counter.get(), &PaymentCounter::refreshed, this, &PaymentTableModel::applyRefresh);
    connect(m_counter.get(), &PaymentCounter::failed, this, &PaymentTableModel::countFailed);
}

void PaymentTableModel::countFailed(quint64 ticket)
{
    if (ticket != m_countTicket)
        return;
    if (!m_loader) {
        refreshHere();   // no worker session: count here after all
        return;
    }
    m_countTicket = 0;
    setCounting(false);
    m_loader->resume();
    signalReadFailed();
}

void PaymentTableModel::signalReadFailed()
{
    m_missedReads = true;
    emit readFailed(tr("The payments could not be read: the store did not answer."));
}

void PaymentTableModel::askAgainForMissedRows()
{
    // The store answers again: the view repaints, and asks for the rows it shows that a failed read
    // left empty (a failed page is not read again by itself, so a gone store is not hammered).
    if (!m_missedReads)
        return;
    m_missedReads = false;
    if (m_count > 0)
        emit dataChanged(index(0, 0), index(m_count - 1, int(Column::Count) - 1), changedRoles());
}

void PaymentTableModel::reload()
{
    m_countTicket = 0;
    if (m_loader) {
        reloadInBackground();
        return;
    }
    if (!m_counter || m_store->countIsQuick(m_filter)) {
        m_count = clampedCount(m_store->count(m_filter));
        m_pages->reset(m_filter, m_sort, m_count);
        setCounting(false);
        return;
    }
    // The first screen now; the rest of the first page and the count from the worker, which
    // appends the other rows when it lands.
    m_pages->reset(m_filter, m_sort, FirstScreenRows);
    m_pages->loadPage(0);
    m_count = m_pages->loadedRowCount();
    m_pages->setRowCount(m_count);
    if (m_count < FirstScreenRows) {
        setCounting(false);
        return;
    }
    m_countTicket = m_counter->requestRefresh(m_filter, m_sort, PageSize, {0});
    setCounting(true);
}

void PaymentTableModel::reloadInBackground()
{
    // Nothing to show until the first page or the count lands; the window holds the first page's
    // rows at most until the count is known.
    m_loader->restart(m_filter, m_sort);
    m_rowAsks.clear();
    m_pages->reset(m_filter, m_sort, PageSize);
    m_count = 0;
    m_countOnly = true;
    m_countUnknown = true;
    m_countTicket = m_counter->requestRefresh(m_filter, m_sort, PageSize, {});
    m_loader->readFirstScreen(FirstScreenRows);
    setCounting(true);
}

void PaymentTableModel::applyCount(qint64 count)
{
    const int newCount = clampedCount(count);
    m_countUnknown = false;
    m_pages->setRowCount(newCount);   // keeps the first page when it landed first
    resizeAtTheEnd(newCount);
    setCounting(false);
    askAgainForMissedRows();
}

void PaymentTableModel::showFirstScreen(const QList<PaymentRow> &rows)
{
    if (!m_countUnknown) {
        showPage(0, rows);   // the count came first: the rows it made room for
        return;
    }
    m_pages->installPage(0, rows);
    if (rows.size() < FirstScreenRows) {   // all there is
        if (m_countOnly)
            m_countTicket = 0;
        applyCount(rows.size());
        return;
    }
    m_pages->setRowCount(rows.size());
    resizeAtTheEnd(int(rows.size()));
}

void PaymentTableModel::showPage(int page, const QList<PaymentRow> &rows)
{
    if (m_countUnknown) {
        // The first page before the count: its rows are all that is known so far, and all there
        // is when the page is not full.
        m_pages->installPage(page, rows);
        const int known = int(qint64(page) * PageSize + rows.size());
        if (known < PageSize * (page + 1)) {
            if (m_countOnly)
                m_countTicket = 0;   // the count's answer is no longer needed
            applyCount(known);
            return;
        }
        m_pages->setRowCount(known);
        resizeAtTheEnd(known);
        return;
    }
    m_pages->installPage(page, rows);
    const int first = page * PageSize;
    const int last = std::min(first + int(rows.size()), m_count) - 1;
    if (last >= first)
        emit dataChanged(index(first, 0), index(last, int(Column::Count) - 1), changedRoles());
}

void PaymentTableModel::pageMissing(int page)
{
    // Payments left the filter since it was counted (a count still on its way will tell).
    if (!m_counting && page < m_pages->pageCount())
        refresh();
}

void PaymentTableModel::showRow(const PaymentRow &row)
{
    const int at = m_pages->rowOfRowId(row.rowId);
    if (at >= 0 && m_pages->replaceLoadedRow(at, row))
        emit dataChanged(index(at, 0), index(at, int(Column::Count) - 1), changedRoles());
}

void PaymentTableModel::setCounting(bool counting)
{
    if (counting == m_counting)
        return;
    m_counting = counting;
    emit countingChanged(counting);
}

void PaymentTableModel::setFilter(const PaymentFilter &filter)
{
    if (filter == m_filter)
        return;
    beginResetModel();
    m_filter = filter;
    reload();
    endResetModel();
}

const PaymentFilter &PaymentTableModel::filter() const { return m_filter; }

const PaymentSort &PaymentTableModel::paymentSort() const { return m_sort; }

void PaymentTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= int(Column::Count))
        return;
    const std::optional<PaymentSort::Column> sortColumn = sortColumnFor(Column(column));
    if (!sortColumn)
        return;
    const PaymentSort sort{*sortColumn, order};
    if (sort == m_sort)
        return;
    beginResetModel();
    m_sort = sort;
    reload();
    endResetModel();
}

std::optional<PaymentSort::Column> PaymentTableModel::sortColumnFor(Column column)
{
    using S = PaymentSort::Column;
    switch (column) {
    case Column::OpenDate: return S::OpenDate;
    case Column::Hash: return S::Hash;
    case Column::MerchantCode: return S::MerchantCode;
    case Column::Customer: return S::CustomerName;
    case Column::Country: return S::Country;
    case Column::Method: return S::Method;
    case Column::Status: return S::Status;
    case Column::Amount: return S::Amount;
    case Column::Currency: return S::Currency;
    case Column::ConfirmDate: return S::ConfirmDate;
    case Column::StatusDate: return S::StatusDate;
    case Column::Refunded:
    case Column::RemainingRefundable:
    case Column::TransferDate:
    case Column::DueDate:
    case Column::Pin:
    case Column::OrderNumber:
    case Column::AmountBr:
    case Column::AmountIof:
    case Column::AmountExtRequested:
    case Column::CurrencyRate:
    case Column::Instalments:
    case Column::BillingDescriptor:
    case Column::TransactionStatus:
    case Column::PreApproved:
    case Column::CaptureAvailable:
    case Column::RedirectUrl:
    case Column::SpeiUrl:
    case Column::ClabeAccount:
    case Column::ClabeReference:
    case Column::CustomerEmail:
    case Column::CustomerDocument:
    case Column::Card:
    case Column::Count:
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<PaymentTableModel::Column> PaymentTableModel::columnForSort(PaymentSort::Column column)
{
    for (int c = 0; c < int(Column::Count); ++c) {
        if (sortColumnFor(Column(c)) == column)
            return Column(c);
    }
    return std::nullopt;
}

bool PaymentTableModel::isOptionalColumn(Column c) { return int(c) > int(Column::ConfirmDate) && c != Column::Count; }

void PaymentTableModel::setPalette(const QPalette &palette)
{
    m_palette = palette;
    m_cells = std::make_unique<PaymentCells>(m_palette);
    if (m_count > 0) {
        const int status = int(Column::Status);
        emit dataChanged(index(0, status), index(m_count - 1, status),
                         {Qt::DecorationRole, Qt::BackgroundRole, Qt::ForegroundRole});
    }
}

int PaymentTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_count; }

int PaymentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(Column::Count);
}

Qt::ItemFlags PaymentTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant PaymentTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PaymentRow *row = m_loader ? m_pages->usedRow(index.row()) : m_pages->row(index.row());
    if (!row)
        return m_loader ? placeholder(index.row(), role) : QVariant();
    return m_cells->data(*row, Column(index.column()), role);
}

QVariant PaymentTableModel::placeholder(int row, int role) const
{
    m_loader->want(row / PageSize);
    return role == Qt::ToolTipRole ? QVariant(tr("Loading…")) : QVariant();
}

QVariant PaymentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= int(Column::Count))
        return QAbstractTableModel::headerData(section, orientation, role);
    return PaymentCells::header(Column(section), role);
}

const PaymentRow *PaymentTableModel::rowWithoutWaiting(int row) const
{
    return m_loader ? m_pages->loadedRow(row) : m_pages->row(row);
}

QString PaymentTableModel::hashAt(int row) const
{
    const PaymentRow *found = rowWithoutWaiting(row);
    return found ? found->payment.hash : QString();
}

std::optional<PaymentRow> PaymentTableModel::rowAt(int row) const
{
    const PaymentRow *found = rowWithoutWaiting(row);
    if (!found)
        return std::nullopt;
    return *found;
}

int PaymentTableModel::rowOfHash(const QString &hash) const { return m_pages->rowOfHash(hash); }

quint64 PaymentTableModel::readRows(const QList<int> &rows)
{
    const quint64 ask = ++m_nextRowAsk;
    m_rowAsks.emplace(ask, rows);
    std::set<int> missing;
    if (m_loader) {
        for (int row : rows) {
            if (row >= 0 && row < m_count && !m_pages->loadedRow(row))
                missing.insert(row / PageSize);
        }
    }
    if (missing.empty())
        QMetaObject::invokeMethod(this, [this, ask] { answerRows(ask, {}); }, Qt::QueuedConnection);
    else
        m_loader->readPages(ask, QList<int>(missing.begin(), missing.end()));
    return ask;
}

void PaymentTableModel::answerRows(quint64 ask, const std::map<int, QList<PaymentRow>> &pages)
{
    const auto asked = m_rowAsks.find(ask);
    if (asked == m_rowAsks.end())
        return;   // a new filter or sort forgot it
    QList<PaymentRow> found;
    found.reserve(asked->second.size());
    for (int row : std::as_const(asked->second)) {
        if (const PaymentRow *loaded = rowWithoutWaiting(row)) {
            found.append(*loaded);
            continue;
        }
        const auto page = pages.find(row / PageSize);
        if (page != pages.end() && row % PageSize < page->second.size())
            found.append(page->second.at(row % PageSize));
    }
    m_rowAsks.erase(asked);
    emit rowsRead(ask, found);
}

int PaymentTableModel::loadedRowCount() const { return m_pages->loadedRowCount(); }

void PaymentTableModel::paymentChanged(const QString &hash)
{
    const int row = m_pages->rowOfHash(hash);
    if (row < 0)
        return;
    const PaymentRow *loaded = m_pages->loadedRow(row);
    if (loaded && m_loader) {
        m_loader->readRow(loaded->rowId);   // its dataChanged when it lands (showRow)
        return;
    }
    if (const std::optional<PaymentRow> fresh = loaded ? m_store->rowById(loaded->rowId) : std::nullopt)
        showRow(*fresh);
}

void PaymentTableModel::refresh()
{
    if (m_loader) {
        // The count and the window's pages on the worker; no page is read until they land.
        m_loader->hold();
        m_countOnly = false;
        m_countTicket = m_counter->requestRefresh(m_filter, m_sort, PageSize, m_pages->loadedPages());
        setCounting(true);
        return;
    }
    if (m_counter && !m_store->countIsQuick(m_filter)) {
        // The count and the window's pages are read on the worker; the rows shown stay until then.
        m_countTicket = m_counter->requestRefresh(m_filter, m_sort, PageSize, m_pages->loadedPages());
        setCounting(true);
        return;
    }
    refreshHere();
}

void PaymentTableModel::refreshHere()
{
    m_countTicket = 0;   // this exact count replaces one still on its way
    const int newCount = clampedCount(m_store->count(m_filter));
    const std::map<qint64, PaymentRow> before = m_pages->loadedRows();
    const QList<int> pages = m_pages->loadedPages();
    m_pages->reset(m_filter, m_sort, newCount);
    for (int page : pages)
        m_pages->loadPage(page);
    showRefreshedWindow(before, newCount);
    setCounting(false);
}

void PaymentTableModel::applyRefresh(quint64 ticket, const PaymentRefresh &refresh)
{
    if (ticket == 0 || ticket != m_countTicket)
        return;   // an answer overtaken by a newer refresh, filter or sort
    m_countTicket = 0;
    if (m_loader && m_countOnly) {
        applyCount(refresh.count);
        return;
    }
    m_countUnknown = false;
    const int newCount = clampedCount(refresh.count);
    const std::map<qint64, PaymentRow> before = m_pages->loadedRows();
    const QList<int> shown = m_pages->loadedPages();
    m_pages->reset(m_filter, m_sort, newCount);
    for (const auto &[page, rows] : refresh.pages)
        m_pages->installPage(page, rows);
    for (int page : shown)
        m_pages->loadPage(page);   // scrolled to since the request (nothing when the worker read it)
    showRefreshedWindow(before, newCount);
    setCounting(false);
    if (m_loader) {
        m_loader->resume();   // pages asked for meanwhile; the view asks again for those it shows
        askAgainForMissedRows();
    }
}

void PaymentTableModel::showRefreshedWindow(const std::map<qint64, PaymentRow> &before, int newCount)
{
    bool samePlaces = true;   // every row that was loaded is still in its place
    for (auto it = before.begin(); samePlaces && it != before.end(); ++it) {
        const PaymentRow *now = m_pages->loadedRow(it->first);
        samePlaces = now && now->rowId == it->second.rowId;
    }
    if (!samePlaces) {
        moveRows(before, newCount);
        return;
    }
    resizeAtTheEnd(newCount);   // rows added or gone after everything loaded: no layout change
    emitChangedRows(before);
}

void PaymentTableModel::resizeAtTheEnd(int newCount)
{
    if (newCount > m_count) {
        beginInsertRows(QModelIndex(), m_count, newCount - 1);
        m_count = newCount;
        endInsertRows();
    } else if (newCount < m_count) {
        beginRemoveRows(QModelIndex(), newCount, m_count - 1);
        m_count = newCount;
        endRemoveRows();
    }
}

void PaymentTableModel::emitChangedRows(const std::map<qint64, PaymentRow> &before)
{
    // One dataChanged per run of consecutive changed rows.
    qint64 runStart = -1;
    qint64 runEnd = -1;
    const auto flush = [&] {
        if (runStart >= 0)
            emit dataChanged(index(int(runStart), 0), index(int(runEnd), int(Column::Count) - 1), changedRoles());
        runStart = runEnd = -1;
    };
    for (const auto &[row, old] : before) {
        const PaymentRow *now = m_pages->loadedRow(row);
        const bool changed = !now || now->payment != old.payment || now->refundedHundredths != old.refundedHundredths;
        if (!changed)
            continue;
        if (runStart >= 0 && row != runEnd + 1)
            flush();
        if (runStart < 0)
            runStart = row;
        runEnd = row;
    }
    flush();
}

void PaymentTableModel::moveRows(const std::map<qint64, PaymentRow> &before, int newCount)
{
    // Rows are added or removed at the end so the count is right, then a layout change moves
    // every persistent index (selection, current row) to where its payment is now. Rows move only
    // vertically: with that hint the selection model keeps one persistent index per selected row
    // instead of one per cell (Ctrl+A over a million rows: 1,000,000 instead of 12,000,000, 0.7 s
    // instead of 14 s when a refresh lands).
    if (newCount > m_count) {
        beginInsertRows(QModelIndex(), m_count, newCount - 1);
        m_count = newCount;
        endInsertRows();
    }
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &old : from)
        to.append(movedIndex(old, before, newCount));
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    if (newCount < m_count) {
        beginRemoveRows(QModelIndex(), newCount, m_count - 1);
        m_count = newCount;
        endRemoveRows();
    }
}

QModelIndex PaymentTableModel::movedIndex(const QModelIndex &old, const std::map<qint64, PaymentRow> &before,
                                          int newCount)
{
    const auto known = before.find(old.row());
    if (known == before.end())   // never loaded: nothing tells where it went, keep the row number
        return old.row() < newCount ? index(old.row(), old.column()) : QModelIndex();
    int row = m_pages->rowOfRowId(known->second.rowId);
    if (row < 0) {
        // Moved out of the reloaded window by inserts or removals before it: look one page further.
        const int page = int(old.row() / PageSize);
        for (int neighbour : {page + 1, page - 1}) {
            if (m_pages->loadPage(neighbour) && (row = m_pages->rowOfRowId(known->second.rowId)) >= 0)
                break;
        }
    }
    return row >= 0 ? index(row, old.column()) : QModelIndex();
}

} // namespace dd
