// Benchmark of the payment table model over an encrypted cache of 1,000,000 payments, against a
// QSortFilterProxyModel over the same rows in memory. Prints JSON lines (benchreport.h):
// open/filter/sort/jump to first screen, steady scrolling per screen, memory the model holds.
//
//   bench_models [--payments N] [--dir PATH]
// With --dir the cache is kept there and reused by the next run with the same folder.

#include "baselinemodel.h"
#include "tests/bench/support/benchcache.h"
#include "tests/bench/support/benchpayments.h"

#include "core/cache/pagememory.h"
#include "core/cache/vault.h"
#include "models/paymenttablemodel.h"
#include "models/summarymodel.h"
#include "tests/bench/support/benchreport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QFile>
#include <QGuiApplication>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

#include <malloc.h>
#include <sqlite3.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace dd;
using namespace dd::bench;
using namespace Qt::StringLiterals;
using Column = PaymentTableModel::Column;

namespace {

constexpr int ScreenRows = 40;

// What a view asks of each visible cell when it paints a screen.
void readScreen(const QAbstractItemModel &model, int firstRow)
{
    static const int roles[] = {Qt::DisplayRole, Qt::DecorationRole, Qt::TextAlignmentRole, Qt::BackgroundRole,
                                Qt::ForegroundRole};
    const int last = std::min(model.rowCount(), firstRow + ScreenRows);
    const int columns = std::min(model.columnCount(), int(Column::ConfirmDate) + 1);
    for (int row = std::max(0, firstRow); row < last; ++row) {
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model.index(row, column);
            for (int role : roles)
                (void)model.data(index, role);
        }
    }
}

// CPU time of this thread, in ms: on a shared 2-core machine wall time also counts the other
// processes, which says nothing about the model (the cache's benchmark measures the same way).
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double timed(const std::function<void()> &work)
{
    const double start = threadCpuMs();
    work();
    return threadCpuMs() - start;
}

double heapMiB()
{
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd) / (1024.0 * 1024.0);
}

double sqliteMiB() { return double(sqlite3_memory_used()) / (1024.0 * 1024.0); }

// What SQLite holds in malloc's heap: its memory less the page blocks in PageMemory's pool, which
// is mapped apart from the heap.
double sqliteHeapMiB() { return sqliteMiB() - double(dd::cache::PageMemory::figures().inUseBytes) / (1024.0 * 1024.0); }

struct NamedFilter
{
    QString name;
    PaymentFilter filter;
};

QList<NamedFilter> filters()
{
    QList<NamedFilter> list;
    PaymentFilter f;
    f.statuses = {PaymentStatus::Confirmed};
    list.append({u"status"_s, f});
    f.currency = u"BRL"_s;
    list.append({u"status_currency"_s, f});
    f = {};
    f.methods = {u"visa"_s, u"mastercard"_s};
    list.append({u"methods"_s, f});
    f = {};
    f.countries = {u"mx"_s};
    list.append({u"country"_s, f});
    f = {};
    f.from = QDateTime(QDate(2025, 3, 1), QTime(0, 0), QTimeZone::utc());
    f.to = QDateTime(QDate(2025, 4, 1), QTime(0, 0), QTimeZone::utc());
    list.append({u"month"_s, f});
    f = {};
    f.minAmount = 1'000'000;
    f.maxAmount = 1'100'000;
    list.append({u"amount_range"_s, f});
    f = {};
    f.text = u"jose"_s;
    list.append({u"text_customer"_s, f});
    f = {};
    f.text = u"dd-0004"_s;
    list.append({u"text_merchant_code"_s, f});
    return list;
}

struct ModelFigures
{
    double filterWorstMs = 0;
    double sortWorstMs = 0;
    double statusCurrencyFilterMs = 0;   // the filter the baseline also applies
    double amountSortMs = 0;             // the sort the baseline also applies
};

// Wall time until a background count has landed (0 when the count was exact at once).
double waitForCount(PaymentTableModel &model)
{
    QElapsedTimer timer;
    timer.start();
    if (model.isCounting()) {
        QEventLoop loop;
        QObject::connect(&model, &PaymentTableModel::countingChanged, &loop, &QEventLoop::quit);
        QTimer::singleShot(120'000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return millisecondsSince(timer);
}

ModelFigures measureModel(PaymentStore &store, qint64 payments,
                          const std::function<std::unique_ptr<CacheSession>()> &backgroundSessions)
{
    ModelFigures figures;
    const double heapBefore = heapMiB();
    const double sqliteBefore = sqliteHeapMiB();
    const double rssBefore = rssMiB();

    std::unique_ptr<PaymentTableModel> model;
    const double openMs = timed([&] {
        model = std::make_unique<PaymentTableModel>(store);
        model->setBackgroundSessions(backgroundSessions);   // as the main window does
        readScreen(*model, 0);
    });
    report(u"models.open_first_screen_ms"_s, openMs, u"ms"_s, 50);
    if (model->rowCount() != payments)
        std::fprintf(stderr, "bench_models: row count %d, expected %lld\n", model->rowCount(), payments);

    // Steady scrolling: screen after screen, as a view scrolled by the wheel.
    QList<double> screens;
    for (int first = ScreenRows; first < 2000 * ScreenRows; first += ScreenRows)
        screens.append(timed([&] { readScreen(*model, first); }));
    std::sort(screens.begin(), screens.end());
    double sum = 0;
    for (double ms : std::as_const(screens))
        sum += ms;
    report(u"models.scroll_screen_mean_ms"_s, sum / double(screens.size()), u"ms"_s, 5);
    report(u"models.scroll_screen_p99_ms"_s, screens.at(qsizetype(double(screens.size()) * 0.99)), u"ms"_s, 5);
    report(u"models.scroll_screen_max_ms"_s, screens.constLast(), u"ms"_s);

    const double lastMs = timed([&] { readScreen(*model, model->rowCount() - ScreenRows); });
    report(u"models.jump_last_row_ms"_s, lastMs, u"ms"_s, 50);
    const double middleMs = timed([&] { readScreen(*model, model->rowCount() / 2); });
    report(u"models.jump_middle_row_ms"_s, middleMs, u"ms"_s);
    const double backMs = timed([&] { readScreen(*model, model->rowCount() / 2 - ScreenRows); });
    report(u"models.scroll_back_one_screen_ms"_s, backMs, u"ms"_s, 5);

    for (const NamedFilter &named : filters()) {
        const double ms = timed([&] {
            model->setFilter(named.filter);
            readScreen(*model, 0);
        });
        report(u"models.filter."_s + named.name + u"_first_screen_ms"_s, ms, u"ms"_s);
        // The same screen again, its rows in memory: what the cells cost (text, badges, colours).
        report(u"models.filter."_s + named.name + u"_cells_only_ms"_s, timed([&] { readScreen(*model, 0); }),
               u"ms"_s);
        // Slow counts run on the model's worker thread; the rows past the first page appear when
        // the count lands (wall time, the GUI thread idle meanwhile).
        report(u"models.filter."_s + named.name + u"_count_landed_ms"_s, waitForCount(*model), u"ms"_s);
        const double lastScreenMs = timed([&] { readScreen(*model, model->rowCount() - ScreenRows); });
        report(u"models.filter."_s + named.name + u"_last_screen_ms"_s, lastScreenMs, u"ms"_s);
        figures.filterWorstMs = std::max(figures.filterWorstMs, ms);
        if (named.name == u"status_currency")
            figures.statusCurrencyFilterMs = ms;
    }
    report(u"models.filter_first_screen_ms"_s, figures.filterWorstMs, u"ms"_s, 50);

    model->setFilter(PaymentFilter());
    for (Column column : {Column::Amount, Column::Status, Column::Customer, Column::Hash, Column::ConfirmDate,
                          Column::Country, Column::MerchantCode}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const double ms = timed([&] {
                model->sort(int(column), order);
                readScreen(*model, 0);
            });
            waitForCount(*model);
            figures.sortWorstMs = std::max(figures.sortWorstMs, ms);
            if (column == Column::Amount && order == Qt::AscendingOrder)
                figures.amountSortMs = ms;
            const double lastScreenMs = timed([&] { readScreen(*model, model->rowCount() - ScreenRows); });
            figures.sortWorstMs = std::max(figures.sortWorstMs, lastScreenMs);
        }
    }
    report(u"models.sort_first_screen_ms"_s, figures.sortWorstMs, u"ms"_s, 50);

    PaymentFilter combined;
    combined.statuses = {PaymentStatus::Confirmed};
    combined.currency = u"BRL"_s;
    model->setFilter(combined);
    const double filteredSortMs = timed([&] {
        model->sort(int(Column::Amount), Qt::DescendingOrder);
        readScreen(*model, 0);
    });
    waitForCount(*model);
    report(u"models.filter_and_sort_first_screen_ms"_s, filteredSortMs, u"ms"_s, 50);

    // What the model holds: heap growth minus SQLite's own page cache (the connection's, not the model's).
    const double heldMiB = (heapMiB() - heapBefore) - (sqliteHeapMiB() - sqliteBefore);
    report(u"models.model_memory_mib"_s, heldMiB, u"MiB"_s, 50);
    report(u"models.rss_growth_with_sqlite_cache_mib"_s, rssMiB() - rssBefore, u"MiB"_s);
    report(u"models.loaded_rows"_s, model->loadedRowCount(), u"rows"_s);
    return figures;
}

// Where a filter's first screen goes, each part on a fresh connection (so no part profits from the
// per-connection caches another warmed): the exact count, the first screen of rows, the first page.
void measureFilterParts(const std::function<std::unique_ptr<CacheSession>()> &sessions)
{
    const PaymentSort sort;
    QList<NamedFilter> parts = filters();
    parts.prepend(NamedFilter{u"none"_s, PaymentFilter()});
    const auto fresh = [&](const QString &name, const std::function<void(PaymentStore &)> &part) {
        std::unique_ptr<CacheSession> session = sessions();
        if (!session)
            return;
        (void)session->payments().rows(PaymentFilter(), sort, std::nullopt, 1);   // the connection is open and keyed
        report(name, timed([&] { part(session->payments()); }), u"ms"_s);
    };
    for (const NamedFilter &named : std::as_const(parts)) {
        const QString prefix = u"models.diag."_s + named.name;
        fresh(prefix + u"_count_ms"_s, [&](PaymentStore &store) { (void)store.count(named.filter); });
        fresh(prefix + u"_first_screen_rows_ms"_s, [&](PaymentStore &store) {
            (void)store.rows(named.filter, sort, std::nullopt, PaymentTableModel::FirstScreenRows);
        });
        fresh(prefix + u"_first_page_ms"_s, [&](PaymentStore &store) {
            (void)store.rows(named.filter, sort, std::nullopt, PaymentTableModel::PageSize);
        });
    }
}

// The status bar's totals per filter: what the GUI thread spends on setFilter() with the worker
// (thread CPU), the wall time until the worker's answer is shown, and what the same sums cost when
// read on the GUI thread's own connection (the way they were read before the worker).
void measureSummary(PaymentStore &store, const std::function<std::unique_ptr<CacheSession>()> &sessions)
{
    SummaryModel summary(store);
    summary.setBackgroundSessions(sessions);
    for (const NamedFilter &named : filters()) {
        QElapsedTimer wall;
        wall.start();
        const double guiMs = timed([&] { summary.setFilter(named.filter); });
        if (summary.isCounting()) {
            QEventLoop loop;
            QObject::connect(&summary, &SummaryModel::countingChanged, &loop, &QEventLoop::quit);
            QTimer::singleShot(120'000, &loop, &QEventLoop::quit);
            loop.exec();
        }
        const QString prefix = u"models.summary."_s + named.name;
        report(prefix + u"_gui_thread_ms"_s, guiMs, u"ms"_s);
        report(prefix + u"_landed_ms"_s, millisecondsSince(wall), u"ms"_s);
        report(prefix + u"_on_gui_connection_ms"_s, timed([&] { (void)store.totals(named.filter); }), u"ms"_s);
    }
}

QList<BaselineRow> readAllRows(PaymentStore &store)
{
    QList<BaselineRow> rows;
    const PaymentSort sort;
    std::optional<PageKey> after;
    for (;;) {
        const QList<PaymentRow> page = store.rows(PaymentFilter(), sort, after, 5000);
        for (const PaymentRow &r : page) {
            const Payment &p = r.payment;
            rows.append(BaselineRow{p.hash, p.merchantPaymentCode, p.customerName, p.country, p.paymentTypeCode,
                                    p.currencyExt, p.status, p.amountExt.hundredths(), r.refundedHundredths,
                                    p.openDate, p.confirmDate});
        }
        if (page.size() < 5000)
            return rows;
        after = PaymentStore::keyOf(page.constLast(), sort);
    }
}

// Status and currency filter in memory, the way a proxy has to: look at every row.
class BaselineFilterProxy : public QSortFilterProxyModel
{
public:
    void setFilter(PaymentStatus status, const QString &currency)
    {
        m_status = int(status);
        m_currency = currency;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (m_status < 0)
            return true;
        const QAbstractItemModel *source = sourceModel();
        return source->index(row, BaselinePaymentModel::Status, parent).data(BaselinePaymentModel::TypedRole).toInt()
                   == m_status
               && source->index(row, BaselinePaymentModel::Currency, parent).data().toString() == m_currency;
    }

private:
    int m_status = -1;
    QString m_currency;
};

void measureBaseline(PaymentStore &store, const ModelFigures &model)
{
    QList<BaselineRow> rows;
    report(u"baseline.load_all_rows_ms"_s, timed([&] { rows = readAllRows(store); }), u"ms"_s);
    BaselinePaymentModel source(std::move(rows));
    BaselineFilterProxy proxy;
    proxy.setSortRole(BaselinePaymentModel::TypedRole);
    const double openMs = timed([&] {
        proxy.setSourceModel(&source);
        readScreen(proxy, 0);
    });
    report(u"baseline.open_first_screen_ms"_s, openMs, u"ms"_s);

    const double filterMs = timed([&] {
        proxy.setFilter(PaymentStatus::Confirmed, u"BRL"_s);
        readScreen(proxy, 0);
    });
    report(u"baseline.filter_first_screen_ms"_s, filterMs, u"ms"_s);
    report(u"models.filter_speedup_vs_baseline"_s, filterMs / std::max(model.statusCurrencyFilterMs, 0.001), u"x"_s);

    proxy.setFilter(PaymentStatus::Unknown, QString());   // back to every row
    proxy.invalidate();
    BaselineFilterProxy all;
    all.setSortRole(BaselinePaymentModel::TypedRole);
    all.setSourceModel(&source);
    const double sortMs = timed([&] {
        all.sort(BaselinePaymentModel::Amount, Qt::AscendingOrder);
        readScreen(all, 0);
    });
    report(u"baseline.sort_first_screen_ms"_s, sortMs, u"ms"_s);
    report(u"models.sort_speedup_vs_baseline"_s, sortMs / std::max(model.amountSortMs, 0.001), u"x"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir temporary;
    const BenchArguments arguments(app.arguments(), temporary.path());
    const qint64 payments = arguments.payments;
    std::unique_ptr<Vault> openedVault = openBenchmarkVault(u"models"_s, arguments,
                                             [](PaymentStore &store, qint64 count) { writeBenchPayments(u"models"_s, store, count); });
    if (!openedVault)
        return 1;
    Vault &vault = *openedVault;

    // The GUI thread's own connection, opened after the import like a fresh start of the app, and
    // like the app's window, reading a payment digest.
    std::unique_ptr<CacheSession> session = openBenchmarkWindowSession(u"models"_s, vault);
    if (!session)
        return 1;
    const auto backgroundSessions = [&vault]() -> std::unique_ptr<CacheSession> {
        auto opened = vault.openSession();
        return opened ? std::move(opened).value() : nullptr;
    };
    const ModelFigures figures = measureModel(session->payments(), payments, backgroundSessions);
    measureFilterParts(backgroundSessions);
    measureSummary(session->payments(), backgroundSessions);
    measureBaseline(session->payments(), figures);
    reportPeakRss(u"models"_s);
    return 0;
}
