#pragma once

// The read grid of the cache benchmark, on any PaymentStore (the encrypted cache or the team
// server): for every filter of benchreadcases.h, the first page of every sort column in both
// orders and the page after it, then the filter's totals and its count.

#include "core/storage/paymentstore.h"
#include "tests/bench/support/benchreport.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd::bench {

// Prints figures as every benchmark does (benchreport.h) and keeps them, so that a smoke run can
// check that each one it names was produced and is a sane number.
class Figures
{
public:
    void report(const QString &metric, double value, const QString &unit, std::optional<double> target = {},
                Better better = Better::Lower);
    // The names of `expected` that were not reported, or not as a finite number of at least zero.
    QStringList missing(const QStringList &expected) const;

private:
    QMap<QString, double> m_values;
};

struct GridFigures
{
    QList<double> firstPages;   // ms, one per filter × sort
    QList<double> nextPages;    // ms, one per filter × sort with a first page
    QList<double> totals;       // ms, one per filter
    QList<double> counts;       // ms, one per filter
    int cut = 0;                // statements the server cancelled at the limit (their time is the limit's)
};

// `details`: one JSON line per filter × sort and per filter, tagged with `store`. `cutMs`: the
// statement limit the store's server was given (0: none); a read that took that long is counted cut.
GridFigures measureGrid(PaymentStore &store, const QString &storeName, bool details, double cutMs = 0);

// `<prefix>.page.first.max|median`, `<prefix>.page.next.max|median`, `<prefix>.totals.max`,
// `<prefix>.count.max`; with `targets`, the team server's limits on the worst of each.
void reportGrid(Figures &out, const QString &prefix, const GridFigures &figures, bool targets);
// The metric names reportGrid() prints under `prefix`.
QStringList gridMetrics(const QString &prefix);

// What differs between two stores holding the same payments: the count and the totals (per currency,
// status and method) of every filter of the grid. Empty when they agree.
QString differences(PaymentStore &expected, PaymentStore &actual);

// The number of filters the grid has (what differences() compared).
qsizetype gridFilters();

// Totals as one comparable text: sorted by currency, status and method.
QString totalsText(QList<PaymentTotal> totals);

} // namespace dd::bench
