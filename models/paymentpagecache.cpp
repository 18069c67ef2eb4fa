#include "models/paymentpagecache.h"

#include <algorithm>
#include <limits>

namespace dd {

namespace {

PaymentSort reversed(PaymentSort sort)
{
    sort.order = sort.order == Qt::AscendingOrder ? Qt::DescendingOrder : Qt::AscendingOrder;
    return sort;
}

} // namespace

PaymentPageCache::PaymentPageCache(PaymentStore &store, int pageSize, int windowPages)
    : PaymentPageCache(pageSize, windowPages)
{
    m_store = &store;
}

PaymentPageCache::PaymentPageCache(int pageSize, int windowPages)
    : m_pageSize(std::max(1, pageSize)), m_windowPages(std::max(2, windowPages))
{
}

void PaymentPageCache::reset(const PaymentFilter &filter, const PaymentSort &sort, qint64 rowCount)
{
    m_filter = filter;
    m_sort = sort;
    m_rowCount = std::max<qint64>(0, rowCount);
    m_pages.clear();
    m_rowByHash.clear();
    m_rowByRowId.clear();
}

void PaymentPageCache::setRowCount(qint64 rowCount)
{
    m_rowCount = std::max<qint64>(0, rowCount);
    for (auto it = m_pages.begin(); it != m_pages.end();) {
        if (qint64(it->first) * m_pageSize >= m_rowCount) {
            unindex(it->first);
            it = m_pages.erase(it);
        } else {
            ++it;
        }
    }
}

int PaymentPageCache::pageCount() const { return int((m_rowCount + m_pageSize - 1) / m_pageSize); }

const PaymentRow *PaymentPageCache::loadedRow(qint64 row) const
{
    if (row < 0 || row >= m_rowCount)
        return nullptr;
    const auto found = m_pages.find(int(row / m_pageSize));
    if (found == m_pages.end())
        return nullptr;
    const qsizetype offset = row % m_pageSize;
    return offset < found->second.rows.size() ? &found->second.rows.at(offset) : nullptr;
}

const PaymentRow *PaymentPageCache::usedRow(qint64 row)
{
    const PaymentRow *found = loadedRow(row);
    if (found)
        m_pages.at(int(row / m_pageSize)).lastUse = ++m_useClock;
    return found;
}

const PaymentRow *PaymentPageCache::row(qint64 row)
{
    if (row < 0 || row >= m_rowCount)
        return nullptr;
    const int page = int(row / m_pageSize);
    auto found = m_pages.find(page);
    if (found == m_pages.end()) {
        if (!loadPage(page))
            return nullptr;
        found = m_pages.find(page);
    }
    found->second.lastUse = ++m_useClock;
    const qsizetype offset = row % m_pageSize;
    if (offset >= found->second.rows.size())
        topUp(page);
    return offset < found->second.rows.size() ? &found->second.rows.at(offset) : nullptr;
}

bool PaymentPageCache::topUp(int page)
{
    Page &content = m_pages.at(page);
    const qint64 first = qint64(page) * m_pageSize;
    const qint64 expected = std::min<qint64>(m_pageSize, m_rowCount - first);
    if (content.rows.isEmpty() || content.rows.size() >= expected)
        return false;
    const QList<PaymentRow> more = readForward(PaymentStore::keyOf(content.rows.constLast(), m_sort), 0,
                                               int(expected - content.rows.size()));
    const qint64 start = first + content.rows.size();
    for (qsizetype i = 0; i < more.size(); ++i) {
        m_rowByHash.insert(more.at(i).payment.hash, int(start + i));
        m_rowByRowId.insert(more.at(i).rowId, int(start + i));
    }
    content.rows.append(more);
    return !more.isEmpty();
}

bool PaymentPageCache::loadPage(int page)
{
    if (page < 0 || page >= pageCount())
        return false;
    if (m_pages.count(page) > 0)
        return true;
    QList<PaymentRow> rows = readPage(page);
    if (rows.isEmpty())
        return false;
    evict(page);
    m_pages[page] = Page{std::move(rows), ++m_useClock};
    index(page);
    return true;
}

const QList<PaymentRow> *PaymentPageCache::pageRows(int page) const
{
    const auto found = m_pages.find(page);
    return found == m_pages.end() ? nullptr : &found->second.rows;
}

void PaymentPageCache::installPage(int page, QList<PaymentRow> rows)
{
    if (page < 0 || page >= pageCount() || rows.isEmpty())
        return;
    if (m_pages.count(page) > 0) {
        unindex(page);
        m_pages.erase(page);
    }
    evict(page);
    m_pages[page] = Page{std::move(rows), ++m_useClock};
    index(page);
}

QList<PaymentRow> PaymentPageCache::readPage(int page)
{
    const qint64 first = qint64(page) * m_pageSize;
    const int limit = int(std::min<qint64>(m_pageSize, m_rowCount - first));
    const qint64 last = first + limit - 1;

    // Cheapest first: a keyset read next to a loaded neighbour costs only the page itself.
    const auto before = m_pages.find(page - 1);
    if (before != m_pages.end() && before->second.rows.size() == m_pageSize)
        return readForward(PaymentStore::keyOf(before->second.rows.constLast(), m_sort), 0, limit);
    const auto afterPage = m_pages.find(page + 1);
    if (afterPage != m_pages.end() && !afterPage->second.rows.isEmpty())
        return readBackward(PaymentStore::keyOf(afterPage->second.rows.constFirst(), m_sort), 0, limit);

    // Otherwise walk from the nearest known row: either end of the list or any loaded row.
    struct Start
    {
        std::optional<PageKey> key;
        qint64 skip;
        bool forward;
    };
    Start best{std::nullopt, first, true};
    const qint64 fromEnd = m_rowCount - 1 - last;
    if (fromEnd < best.skip)
        best = Start{std::nullopt, fromEnd, false};
    for (const auto &[loaded, content] : m_pages) {
        if (content.rows.isEmpty())
            continue;
        const qint64 loadedFirst = qint64(loaded) * m_pageSize;
        const qint64 loadedLast = loadedFirst + content.rows.size() - 1;
        if (loadedLast < first && first - loadedLast - 1 < best.skip)
            best = Start{PaymentStore::keyOf(content.rows.constLast(), m_sort), first - loadedLast - 1, true};
        else if (loadedFirst > last && loadedFirst - last - 1 < best.skip)
            best = Start{PaymentStore::keyOf(content.rows.constFirst(), m_sort), loadedFirst - last - 1, false};
    }
    return best.forward ? readForward(best.key, best.skip, limit) : readBackward(best.key, best.skip, limit);
}

QList<PaymentRow> PaymentPageCache::readForward(const std::optional<PageKey> &after, qint64 skip, int limit)
{
    return readFrom(m_sort, after, skip, limit);
}

QList<PaymentRow> PaymentPageCache::readBackward(const std::optional<PageKey> &after, qint64 skip, int limit)
{
    // The reversed sort walks the same index from the other end (ties by row id reverse too).
    QList<PaymentRow> rows = readFrom(reversed(m_sort), after, skip, limit);
    std::reverse(rows.begin(), rows.end());
    return rows;
}

QList<PaymentRow> PaymentPageCache::readFrom(const PaymentSort &sort, const std::optional<PageKey> &after, qint64 skip,
                                             int limit)
{
    if (!m_store)
        return {};
    if (skip <= 0)
        return m_store->rows(m_filter, sort, after, limit);
    // PaymentStore offers an offset only through rowsAt(): a one-anchor PageAnchors whose stride
    // is skip + 1 makes rowsAt(…, 2 × skip + 1, …) read `limit` rows after `after`, skipping `skip`.
    // Without `after`, a stride beyond the skip reads from the first row.
    PageAnchors anchors{m_filter, sort, int(std::min<qint64>(skip + 1, std::numeric_limits<int>::max())), 0, {}};
    if (!after)
        return m_store->rowsAt(anchors, skip, limit);
    anchors.keys.append(*after);
    return m_store->rowsAt(anchors, 2 * skip + 1, limit);
}

void PaymentPageCache::evict(int keep)
{
    while (int(m_pages.size()) >= m_windowPages) {
        auto oldest = m_pages.end();
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
            if (it->first != keep && (oldest == m_pages.end() || it->second.lastUse < oldest->second.lastUse))
                oldest = it;
        }
        if (oldest == m_pages.end())
            return;
        unindex(oldest->first);
        m_pages.erase(oldest);
    }
}

void PaymentPageCache::index(int page)
{
    const qint64 first = qint64(page) * m_pageSize;
    const QList<PaymentRow> &rows = m_pages.at(page).rows;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        m_rowByHash.insert(rows.at(i).payment.hash, int(first + i));
        m_rowByRowId.insert(rows.at(i).rowId, int(first + i));
    }
}

void PaymentPageCache::unindex(int page)
{
    for (const PaymentRow &row : m_pages.at(page).rows) {
        m_rowByHash.remove(row.payment.hash);
        m_rowByRowId.remove(row.rowId);
    }
}

bool PaymentPageCache::replaceLoadedRow(qint64 row, const PaymentRow &replacement)
{
    const auto found = m_pages.find(int(row / m_pageSize));
    if (found == m_pages.end() || row % m_pageSize >= found->second.rows.size())
        return false;
    PaymentRow &stored = found->second.rows[row % m_pageSize];
    m_rowByHash.remove(stored.payment.hash);
    m_rowByRowId.remove(stored.rowId);
    stored = replacement;
    m_rowByHash.insert(stored.payment.hash, int(row));
    m_rowByRowId.insert(stored.rowId, int(row));
    return true;
}

int PaymentPageCache::rowOfHash(const QString &hash) const { return m_rowByHash.value(hash, -1); }

int PaymentPageCache::rowOfRowId(qint64 rowId) const { return m_rowByRowId.value(rowId, -1); }

QList<int> PaymentPageCache::loadedPages() const
{
    QList<int> pages;
    for (const auto &entry : m_pages)
        pages.append(entry.first);
    return pages;
}

int PaymentPageCache::loadedRowCount() const
{
    int rows = 0;
    for (const auto &entry : m_pages)
        rows += int(entry.second.rows.size());
    return rows;
}

std::map<qint64, PaymentRow> PaymentPageCache::loadedRows() const
{
    std::map<qint64, PaymentRow> rows;
    for (const auto &[page, content] : m_pages) {
        for (qsizetype i = 0; i < content.rows.size(); ++i)
            rows.emplace(qint64(page) * m_pageSize + i, content.rows.at(i));
    }
    return rows;
}

} // namespace dd
