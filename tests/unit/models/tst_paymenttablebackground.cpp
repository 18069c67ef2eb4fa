// The payments table model with every read in the background (the mode of a store across the
// network), over a real cache read through sessions a recorder forwards to: no read runs on the GUI
// thread, rows arrive as their pages land, a far jump, sorts and filters page like the cache's own
// order, a burst of scrolling reads only where it stopped, a filter or refresh drops the answers of
// reads made before it, and a store that stops answering leaves the rows and says so.
#include "modeltestsupport.h"
#include "recordingsession.h"

#include "models/paymenttablemodel.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <set>

using namespace dd;
using namespace dd::test;
using Column = PaymentTableModel::Column;

namespace {

constexpr int Count = 2400;   // twelve pages
constexpr int PageSize = PaymentTableModel::PageSize;

// The pages the recorded reads answered, in the order they were read, by the rows' places in `order`.
QList<int> pagesRead(const QList<ReadLog::Read> &reads, const QStringList &order)
{
    QList<int> pages;
    for (const ReadLog::Read &read : reads) {
        const qsizetype at = read.hashes.isEmpty() ? -1 : order.indexOf(read.hashes.constFirst());
        pages.append(at < 0 ? -1 : int(at / PageSize));
    }
    return pages;
}

} // namespace

class TestPaymentTableBackground : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TemporaryCache> m_cache;
    std::shared_ptr<ReadLog> m_log;
    std::unique_ptr<PaymentTableModel> m_model;

    PaymentStore &store() { return m_cache->store(); }
    // The cache's own order of a filter and sort, read here by the test (not through the model).
    QStringList order(const PaymentFilter &filter = {}, const PaymentSort &sort = {})
    {
        return hashesOf(store().rows(filter, sort, std::nullopt, Count + 10));
    }
    // A model on the recorded sessions; watched by QAbstractItemModelTester unless the test counts
    // reads (the tester asks for rows of its own, as a view would).
    void open(bool watched = true)
    {
        m_model = std::make_unique<PaymentTableModel>(recordingSessions(m_cache->sessions(), m_log));
        if (watched)
            new QAbstractItemModelTester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         m_model.get());
    }
    // The count and the whole first page (read as its first screen, then the rest).
    bool firstScreen()
    {
        return counted(*m_model) && arrives(*m_model, 0)
               && arrives(*m_model, std::min(m_model->rowCount(), PageSize) - 1);
    }

private slots:
    void init()
    {
        m_cache = std::make_unique<TemporaryCache>();
        QVERIFY(store().upsertMany(makeTestPayments(Count)));
        m_log = std::make_shared<ReadLog>();
    }
    void cleanup()
    {
        if (m_log)
            m_log->openGate();
        m_model.reset();
        // Whatever the test did, the model never read on the GUI thread.
        QCOMPARE(m_log->readsOn(QThread::currentThread()), 0);
        QVERIFY(!m_log->openedOnGuiThread());
        m_log.reset();
        m_cache.reset();
    }

    void theFirstScreenAndTheCountLandFromTheWorkers()
    {
        open();
        QVERIFY(m_model->readsInBackground());
        QCOMPARE(m_model->rowCount(), 0);   // nothing read here: nothing known yet
        QVERIFY(m_model->isCounting());
        QVERIFY(firstScreen());
        QCOMPARE(m_model->rowCount(), Count);
        const QStringList expected = order();
        for (int row = 0; row < PageSize; ++row)
            QCOMPARE(m_model->hashAt(row), expected.at(row));
        QCOMPARE(m_model->data(m_model->index(0, int(Column::Customer))).toString(),
                 store().findByHash(expected.at(0))->customerName);
        QVERIFY(m_log->readsOn(QThread::currentThread()) == 0 && !m_log->reads().isEmpty());
        // One session per worker (pages, counts), kept for every later read.
        QCOMPARE(m_log->sessionsOpened(), 2);
        for (int row : {PageSize, 5 * PageSize, Count - 1})
            QVERIFY(arrives(*m_model, row));
        QCOMPARE(m_log->sessionsOpened(), 2);
        std::set<QThread *> threads;
        for (const ReadLog::Read &read : m_log->reads())
            threads.insert(read.thread);
        QCOMPARE(int(threads.size()), 2);
    }

    // The first read asks for a screen of rows only, so they show at once; the rest of the first
    // page follows from the last of them. A filter with fewer rows is read once.
    void theFirstReadIsTheFirstScreenThenTheRestOfItsPage()
    {
        open(false);
        QVERIFY(firstScreen());
        const QStringList expected = order();
        constexpr int screen = PaymentTableModel::FirstScreenRows;
        QList<ReadLog::Read> reads = m_log->pageReads();
        QCOMPARE(reads.size(), 2);
        QCOMPARE(reads.at(0).hashes, expected.mid(0, screen));
        QCOMPARE(reads.at(1).hashes, expected.mid(screen, PageSize - screen));

        PaymentFilter one;
        one.text = expected.at(7);
        m_model->setFilter(one);
        QVERIFY(firstScreen());
        QCOMPARE(m_model->rowCount(), 1);
        reads = m_log->pageReads().mid(2);
        QCOMPARE(reads.size(), 1);
        QCOMPARE(reads.at(0).hashes, QStringList{expected.at(7)});
    }

    void aRowNotLoadedIsAPlaceholderUntilItsPageLands()
    {
        open();
        QVERIFY(firstScreen());
        const int row = 5 * PageSize + 17;
        const QModelIndex cell = m_model->index(row, int(Column::Customer));
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(!m_model->data(cell).isValid());
        QVERIFY(!m_model->data(cell, Qt::ToolTipRole).toString().isEmpty());   // "Loading…"
        QVERIFY(m_model->hashAt(row).isEmpty());                            // never a wait here
        QVERIFY(!m_model->rowAt(row));
        QCOMPARE(m_model->rowOfHash(order().at(row)), -1);
        QVERIFY(changed.wait(60000));
        QCOMPARE(changed.size(), 1);   // the page's rows, every column, in one signal
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 5 * PageSize);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 6 * PageSize - 1);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().column(), int(Column::Count) - 1);
        QCOMPARE(m_model->hashAt(row), order().at(row));
        QCOMPARE(m_model->rowAt(row)->payment.hash, order().at(row));
        QVERIFY(m_model->data(cell).isValid());
        QVERIFY(m_model->data(cell, Qt::ToolTipRole).toString().isEmpty());
    }

    // Every page of sorts and filters, read forwards after a loaded neighbour, backwards from the
    // end, and by far jumps, is the cache's own order; the window stays bounded.
    void pagesFollowTheCacheInSortsAndFilters_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("order");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("currency");
        QTest::newRow("newest first") << int(Column::OpenDate) << int(Qt::DescendingOrder) << QString() << QString();
        QTest::newRow("amount, equal keys") << int(Column::Amount) << int(Qt::AscendingOrder) << QString() << QString();
        QTest::newRow("customer descending, text search")
            << int(Column::Customer) << int(Qt::DescendingOrder) << QStringLiteral("maria") << QString();
        QTest::newRow("status, one currency") << int(Column::Status) << int(Qt::AscendingOrder) << QString()
                                              << QStringLiteral("BRL");
    }
    void pagesFollowTheCacheInSortsAndFilters()
    {
        QFETCH(int, column);
        QFETCH(int, order);
        QFETCH(QString, text);
        QFETCH(QString, currency);
        open();
        PaymentFilter filter;
        filter.text = text;
        filter.currency = currency;
        m_model->setFilter(filter);
        m_model->sort(column, Qt::SortOrder(order));
        QVERIFY(firstScreen());
        const QStringList expected = this->order(filter, m_model->paymentSort());
        QCOMPARE(m_model->rowCount(), int(expected.size()));
        const int last = m_model->rowCount() - 1;
        for (int row : {last, last - PageSize, 3 * PageSize + 5, 2 * PageSize, 4 * PageSize, PageSize}) {
            if (row < 0 || row > last)
                continue;
            QVERIFY(arrives(*m_model, row));
            const int first = row / PageSize * PageSize;
            for (int r = first; r < std::min(first + PageSize, last + 1); ++r)
                QCOMPARE(m_model->hashAt(r), expected.at(r));
            QVERIFY(m_model->loadedRowCount() <= PaymentTableModel::WindowPages * PageSize);
        }
    }

    // Ten pages asked for while one read runs: only the page the scroll stopped at is read next,
    // and no page is read twice.
    void aBurstOfScrollingReadsOnlyWhereItStopped()
    {
        open(false);
        QVERIFY(firstScreen());
        const QStringList expected = order();
        const qsizetype before = m_log->pageReads().size();
        m_log->closeGate();
        ask(*m_model, PageSize);   // page 1: its read starts, and waits
        QVERIFY(m_log->waitForHeldReads());
        for (int page = 2; page <= 10; ++page) {
            for (int row = page * PageSize; row < page * PageSize + 30; ++row)   // one screen
                m_model->data(m_model->index(row, 0));
            QCoreApplication::processEvents();   // the next paint
        }
        m_log->openGate();
        QVERIFY(arrives(*m_model, 10 * PageSize));
        QVERIFY(!m_model->hashAt(PageSize).isEmpty());
        const QList<int> read = pagesRead(m_log->pageReads().mid(before), expected);
        QCOMPARE(read, (QList<int>{1, 10}));
        for (int page = 2; page < 10; ++page)
            QVERIFY(m_model->hashAt(page * PageSize).isEmpty());
    }

    // Scrolling page after page reads each page once, however often the view asks for its rows.
    void scrollingReadsEachPageOnce()
    {
        open(false);
        QVERIFY(firstScreen());
        const QStringList expected = order();
        const qsizetype before = m_log->pageReads().size();
        for (int page = 1; page < 10; ++page) {
            for (int n = 0; n < 3; ++n)
                m_model->data(m_model->index(page * PageSize + n, 0));
            QVERIFY(arrives(*m_model, page * PageSize + PageSize - 1));
        }
        QCOMPARE(pagesRead(m_log->pageReads().mid(before), expected), (QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
        QCOMPARE(m_model->loadedRowCount(), PaymentTableModel::WindowPages * PageSize);
    }

    void aFilterChangeDropsTheAnswerOfAReadInFlight()
    {
        open();
        QVERIFY(firstScreen());
        m_log->closeGate();
        ask(*m_model, 2 * PageSize + 3);   // page 2 of every payment: held
        QVERIFY(m_log->waitForHeldReads());
        PaymentFilter brl;
        brl.currency = QStringLiteral("BRL");   // 600 payments: page 2 exists there too
        m_model->setFilter(brl);
        QVERIFY(counted(*m_model));   // the new filter's count lands first: its pages are known
        QCOMPARE(m_model->rowCount(), Count / 4);
        m_log->openGate();
        QVERIFY(arrives(*m_model, 0));
        // The old filter's page 2 was read and answered, and dropped.
        QList<ReadLog::Read> unfiltered = m_log->pageReads();
        unfiltered.removeIf([](const ReadLog::Read &read) { return !read.filter.currency.isEmpty(); });
        QVERIFY(pagesRead(unfiltered, order()).contains(2));
        // It landed before the new filter's first page was read (one read at a time): every row
        // loaded now is the new filter's, in its place.
        QVERIFY(arrives(*m_model, 2 * PageSize + 3));
        const QStringList expected = order(brl);
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (const auto loaded = m_model->rowAt(row))
                QCOMPARE(loaded->payment.hash, expected.at(row));
        }
        for (int row = 2 * PageSize; row < 3 * PageSize; ++row)
            QCOMPARE(m_model->rowAt(row)->payment.currencyExt, QStringLiteral("BRL"));
    }

    // A payment written ahead of everything, and a refresh while a page read is held: the held
    // answer, let go only once the refresh has landed, is dropped (it was cut for the window before
    // the refresh: each of its rows one place too high); the page read after it is right.
    void aRefreshDropsTheAnswerOfAReadInFlight()
    {
        open();
        QVERIFY(firstScreen());
        m_log->closeGate();
        ask(*m_model, 3 * PageSize);
        QVERIFY(m_log->waitForHeldReads());
        const QThread *pages = m_log->heldThreads().constFirst();
        Payment newest = makeTestPayment(Count + 1);
        newest.openDate = utcTime(2030, 1, 1);   // sorts first (newest first)
        QVERIFY(store().upsert(newest));
        m_model->refresh();
        QVERIFY(m_model->isCounting());
        QCOMPARE(m_model->rowCount(), Count);   // the rows shown stay until the refresh lands
        QVERIFY(m_log->waitForHeldReads(2));    // the refresh reads the loaded page again
        m_log->openGateExcept(pages);
        QVERIFY(counted(*m_model));
        QCOMPARE(m_model->rowCount(), Count + 1);
        QCOMPARE(m_model->hashAt(0), newest.hash);
        m_log->openGate();
        QVERIFY(arrives(*m_model, 3 * PageSize));   // after the held answer: one read at a time
        const QStringList expected = order();
        for (int row = 3 * PageSize; row < 4 * PageSize; ++row)
            QCOMPARE(m_model->hashAt(row), expected.at(row));
    }

    void aFailedReadKeepsTheRowsAndSignals()
    {
        open();
        QVERIFY(firstScreen());
        const QStringList expected = order();
        QSignalSpy failed(m_model.get(), &PaymentTableModel::readFailed);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_log->gone = true;
        m_model->data(m_model->index(7 * PageSize, 0));
        QVERIFY(failed.wait(60000));
        QCOMPARE(failed.size(), 1);
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QVERIFY(m_model->hashAt(7 * PageSize).isEmpty());
        // A refresh that finds the store gone keeps the rows too (its count is not "zero rows").
        m_model->refresh();
        QVERIFY(failed.wait(60000));
        QVERIFY(!m_model->isCounting());
        QCOMPARE(m_model->rowCount(), Count);
        QCOMPARE(m_model->hashAt(0), expected.at(0));
        QCOMPARE(m_model->hashAt(PageSize - 1), expected.at(PageSize - 1));
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removed.size(), 0);

        // The store answers again: the next ask reads, through a session opened anew.
        const int opened = m_log->sessionsOpened();
        m_log->gone = false;
        QVERIFY(arrives(*m_model, 7 * PageSize));
        QCOMPARE(m_model->hashAt(7 * PageSize), expected.at(7 * PageSize));
        QCOMPARE(m_log->sessionsOpened(), opened + 1);   // the pages' worker
        m_model->refresh();
        QVERIFY(counted(*m_model));
        QCOMPARE(m_model->rowCount(), Count);
        QCOMPARE(m_log->sessionsOpened(), opened + 2);   // and the counter's
        QCOMPARE(failed.size(), 2);
    }

    // No session can be opened at first (the store is not reachable): the model says so, shows
    // nothing, and reads once a refresh finds the store.
    void aStoreThatCannotBeOpenedIsSignalledAndRetried()
    {
        m_log->unavailable = true;
        open();
        QSignalSpy failed(m_model.get(), &PaymentTableModel::readFailed);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 60000);   // the first page's read and the count
        QVERIFY(!m_model->isCounting());
        QCOMPARE(m_model->rowCount(), 0);
        QCOMPARE(m_log->sessionsOpened(), 0);
        m_log->unavailable = false;
        m_model->refresh();
        QVERIFY(counted(*m_model));
        QCOMPARE(m_model->rowCount(), Count);
        QVERIFY(arrives(*m_model, 0));
        QCOMPARE(m_model->hashAt(0), order().at(0));
    }

    void aPaymentWrittenHereIsReadAgainOnTheWorker()
    {
        open();
        QVERIFY(firstScreen());
        const int row = 3;
        Payment payment = m_model->rowAt(row)->payment;
        payment.customerName = QStringLiteral("Renamed Customer");
        payment.statusDate = payment.statusDate.addSecs(60);
        QVERIFY(store().upsert(payment));
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->paymentChanged(payment.hash);
        QCOMPARE(changed.size(), 0);   // read on the worker, not here
        QVERIFY(changed.wait(60000));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), row);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), row);
        QCOMPARE(m_model->data(m_model->index(row, int(Column::Customer))).toString(), payment.customerName);
        const QList<ReadLog::Read> reads = m_log->reads();
        QVERIFY(std::any_of(reads.cbegin(), reads.cend(), [](const auto &r) { return r.what == u"rowById"; }));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPaymentTableBackground test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_paymenttablebackground.moc"
