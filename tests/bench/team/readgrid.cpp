#include "readgrid.h"

#include "tests/bench/support/benchreadcases.h"
#include "tests/bench/support/benchreport.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace dd::bench {

namespace {

void printDetail(const QJsonObject &line)
{
    std::fputs(QJsonDocument(line).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// A filter the store has not counted yet: the cache keeps counts until its next write, and a count
// it remembers is not what this measures. The bound lets every payment of the data set through.
PaymentFilter uncounted(const PaymentFilter &filter)
{
    PaymentFilter fresh = filter;
    fresh.maxAmount = fresh.maxAmount.value_or(1'000'000'000) + 1;
    return fresh;
}

double worst(const QList<double> &values)
{
    return values.isEmpty() ? 0 : *std::max_element(values.cbegin(), values.cend());
}

double middle(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

} // namespace

QString totalsText(QList<PaymentTotal> totals)
{
    std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
        return std::tie(a.currency, a.status, a.method) < std::tie(b.currency, b.status, b.method);
    });
    QStringList lines;
    for (const PaymentTotal &t : std::as_const(totals)) {
        lines.append(u"%1/%2/%3: %4 payments, %5 amount, %6 refunded"_s.arg(t.currency)
                         .arg(int(t.status))
                         .arg(t.method)
                         .arg(t.count)
                         .arg(t.amountHundredths)
                         .arg(t.refundedHundredths));
    }
    return lines.join(u"; "_s);
}

GridFigures measureGrid(PaymentStore &store, const QString &storeName, bool details, double cutMs)
{
    constexpr int Page = 100;
    GridFigures figures;
    QElapsedTimer timer;
    const auto timed = [&](QList<double> &into) {
        into.append(millisecondsSince(timer));
        figures.cut += cutMs > 0 && into.last() >= cutMs ? 1 : 0;
    };
    for (const ReadCase &readCase : readCases()) {
        for (int c = 0; c < int(PaymentSort::Column::Count); ++c) {
            for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                const PaymentSort sort{PaymentSort::Column(c), order};
                timer.start();
                const QList<PaymentRow> first = store.rows(readCase.filter, sort, std::nullopt, Page);
                timed(figures.firstPages);
                double nextMs = 0;
                if (!first.isEmpty()) {
                    timer.start();
                    store.rows(readCase.filter, sort, PaymentStore::keyOf(first.last(), sort), Page);
                    timed(figures.nextPages);
                    nextMs = figures.nextPages.last();
                }
                if (details) {
                    printDetail({{u"detail"_s, u"page"_s}, {u"store"_s, storeName}, {u"filter"_s, readCase.name},
                                 {u"sort"_s, c}, {u"order"_s, order == Qt::AscendingOrder ? u"asc"_s : u"desc"_s},
                                 {u"first_ms"_s, figures.firstPages.last()}, {u"next_ms"_s, nextMs},
                                 {u"rows"_s, first.size()}});
                }
            }
        }
        timer.start();
        const QList<PaymentTotal> totals = store.totals(readCase.filter);
        timed(figures.totals);
        timer.start();
        const qint64 count = store.count(uncounted(readCase.filter));
        timed(figures.counts);
        if (details) {
            printDetail({{u"detail"_s, u"totals"_s}, {u"store"_s, storeName}, {u"filter"_s, readCase.name},
                         {u"totals_ms"_s, figures.totals.last()}, {u"groups"_s, totals.size()},
                         {u"count_ms"_s, figures.counts.last()}, {u"count"_s, count}});
        }
    }
    return figures;
}

void Figures::report(const QString &metric, double value, const QString &unit, std::optional<double> target,
                     Better better)
{
    m_values.insert(metric, value);
    bench::report(metric, value, unit, target, better);
}

QStringList Figures::missing(const QStringList &expected) const
{
    QStringList absent;
    for (const QString &metric : expected) {
        const auto found = m_values.constFind(metric);
        if (found == m_values.cend() || !std::isfinite(*found) || *found < 0)
            absent.append(metric);
    }
    return absent;
}

void reportGrid(Figures &out, const QString &prefix, const GridFigures &figures, bool targets)
{
    const auto limit = [targets](double value) { return targets ? std::optional<double>(value) : std::nullopt; };
    out.report(prefix + u".page.first.max"_s, worst(figures.firstPages), u"ms"_s, limit(100), Better::Lower);
    out.report(prefix + u".page.first.median"_s, middle(figures.firstPages), u"ms"_s);
    out.report(prefix + u".page.next.max"_s, worst(figures.nextPages), u"ms"_s, limit(20), Better::Lower);
    out.report(prefix + u".page.next.median"_s, middle(figures.nextPages), u"ms"_s);
    out.report(prefix + u".totals.max"_s, worst(figures.totals), u"ms"_s, limit(1000), Better::Lower);
    out.report(prefix + u".count.max"_s, worst(figures.counts), u"ms"_s, limit(1000), Better::Lower);
    out.report(prefix + u".cut"_s, figures.cut, u"statements"_s);
}

QStringList gridMetrics(const QString &prefix)
{
    QStringList names;
    for (const char *suffix : {".page.first.max", ".page.first.median", ".page.next.max", ".page.next.median",
                               ".totals.max", ".count.max", ".cut"})
        names.append(prefix + QLatin1String(suffix));
    return names;
}

QString differences(PaymentStore &expected, PaymentStore &actual)
{
    QStringList found;
    for (const ReadCase &readCase : readCases()) {
        const qint64 wanted = expected.count(readCase.filter);
        const qint64 got = actual.count(readCase.filter);
        if (wanted != got)
            found.append(u"%1: %2 payments instead of %3"_s.arg(readCase.name).arg(got).arg(wanted));
        const QString wantedTotals = totalsText(expected.totals(readCase.filter));
        const QString gotTotals = totalsText(actual.totals(readCase.filter));
        if (wantedTotals != gotTotals)
            found.append(u"%1: totals %2 instead of %3"_s.arg(readCase.name, gotTotals, wantedTotals));
    }
    return found.join(u'\n');
}

qsizetype gridFilters()
{
    return readCases().size();
}

} // namespace dd::bench
