// Benchmark of the Overview over an encrypted cache of 1,000,000 payments (one a minute from
// 2024-01-01 to 2025-11-25, "today" pinned to 2025-11-25). Prints JSON lines (benchreport.h):
//  - overview.query.<period>_ms: the aggregate queries alone (GROUP BY, refunds, vouchers due);
//  - overview.switch_period.<period>_ms: choosing the period in the tab until the charts are
//    painted again (queries on the worker connection, roll-ups, Qt Charts redraw, grab());
//  - overview.switch_period_ms: the slowest of the judged switches (the overview's target);
//  - overview.gui_longest_block_ms: the longest gap between 5 ms ticks of a GUI-thread timer
//    while periods are switched (what a user feels as a frozen window).
//
//   bench_overview [--payments N] [--dir PATH]

#include "tests/bench/support/benchcache.h"
#include "tests/bench/support/benchpayments.h"
#include "tests/bench/support/benchreport.h"

#include "core/cache/cachesession.h"
#include "core/cache/overviewquery.h"
#include "core/cache/vault.h"
#include "models/overviewmodel.h"
#include "ui/overview/overviewtab.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace dd;
using namespace dd::bench;
using namespace Qt::StringLiterals;

namespace {

constexpr double SwitchTargetMs = 300;
constexpr double GuiBlockTargetMs = 50;
const QDate Today(2025, 11, 25);

struct NamedPeriod
{
    QString name;
    OverviewPeriod::Preset preset;
    QDate first;
    QDate last;
    bool judged;   // the presets a user switches between; the long custom range is reported only
};

QList<NamedPeriod> periods()
{
    return {
        {u"today"_s, OverviewPeriod::Preset::Today, {}, {}, true},
        {u"7_days"_s, OverviewPeriod::Preset::Last7Days, {}, {}, true},
        {u"30_days"_s, OverviewPeriod::Preset::Last30Days, {}, {}, true},
        {u"this_month"_s, OverviewPeriod::Preset::ThisMonth, {}, {}, true},
        {u"custom_90_days"_s, OverviewPeriod::Preset::Custom, Today.addDays(-89), Today, true},
        {u"custom_365_days"_s, OverviewPeriod::Preset::Custom, Today.addDays(-364), Today, false},
    };
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");   // charts are painted into grab(), no screen needed
    QApplication app(argc, argv);
    QTemporaryDir temporary;
    const BenchArguments arguments(app.arguments(), temporary.path());
    std::unique_ptr<Vault> opened = openBenchmarkVault(u"overview"_s, arguments,
                                             [](PaymentStore &store, qint64 count) { writeBenchPayments(u"overview"_s, store, count); });
    if (!opened)
        return 1;
    Vault &vault = *opened;
    VaultPaymentStore &store = vault.session()->payments();

    // The queries alone, on this thread.
    for (const NamedPeriod &p : periods()) {
        OverviewQuery query(store.database());
        const OverviewPeriod period = OverviewPeriod::of(p.preset, Today, p.first, p.last);
        QElapsedTimer timer;
        timer.start();
        const OverviewData data = query.read({}, period, Today);
        const double ms = millisecondsSince(timer);
        if (!data.valid) {
            std::fprintf(stderr, "bench_overview: the queries failed\n");
            return 1;
        }
        report(u"overview.query.%1_ms"_s.arg(p.name), ms, u"ms"_s);
    }

    // Switching the period in the tab, to painted charts.
    OverviewModel model(store, [&vault]() -> std::unique_ptr<CacheSession> {
        auto session = vault.openSession();
        return session ? std::move(session).value() : nullptr;
    });
    model.setToday([] { return Today; });
    OverviewTab tab;
    tab.setToday([] { return Today; });
    tab.resize(1366, 700);
    tab.setModel(&model);
    tab.show();
    {
        QEventLoop loop;
        QObject::connect(&model, &OverviewModel::updated, &loop, &QEventLoop::quit);
        QTimer::singleShot(60'000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    (void)tab.grab();

    QElapsedTimer sinceTick;
    double longestGap = 0;
    double slowestJudgedSwitch = 0;
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, millisecondsSince(sinceTick));
        sinceTick.restart();
    });
    for (int round = 0; round < 2; ++round) {   // the second round reads a warm page cache
        for (const NamedPeriod &p : periods()) {
            // Start from another period so every switch really changes the figures.
            if (p.preset == OverviewPeriod::Preset::Custom)
                tab.setPeriodPreset(OverviewPeriod::Preset::Today);
            QEventLoop settle;
            QObject::connect(&model, &OverviewModel::updated, &settle, &QEventLoop::quit);
            if (model.isBusy())
                settle.exec();
            ticker.start();
            sinceTick.start();
            QElapsedTimer timer;
            timer.start();
            QEventLoop loop;
            QObject::connect(&model, &OverviewModel::updated, &loop, &QEventLoop::quit);
            QTimer::singleShot(60'000, &loop, &QEventLoop::quit);
            if (p.preset == OverviewPeriod::Preset::Custom)
                tab.setCustomRange(p.first, p.last);
            else
                tab.setPeriodPreset(p.preset);
            loop.exec();
            (void)tab.grab();
            const double ms = millisecondsSince(timer);
            ticker.stop();
            if (round == 1) {
                if (p.judged)
                    slowestJudgedSwitch = std::max(slowestJudgedSwitch, ms);
                report(u"overview.switch_period.%1_ms"_s.arg(p.name), ms, u"ms"_s,
                       p.judged ? std::optional<double>(SwitchTargetMs) : std::nullopt);
            }
        }
    }
    report(u"overview.switch_period_ms"_s, slowestJudgedSwitch, u"ms"_s, SwitchTargetMs);
    report(u"overview.gui_longest_block_ms"_s, longestGap, u"ms"_s, GuiBlockTargetMs);
    reportPeakRss(u"overview"_s);
    return 0;
}
