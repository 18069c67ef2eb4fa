#include "benchmarkdown.h"

#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace dd::bench {

namespace {

QString spread(const QList<double> &values)
{
    if (values.isEmpty())
        return QStringLiteral("–");
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    return number(*lo) + u'–' + number(*hi) + QStringLiteral(" (%1 run%2)").arg(values.size()).arg(values.size() == 1 ? QString() : QStringLiteral("s"));
}

QString limitText(double limit, bool higher)
{
    return (higher ? QStringLiteral("≥ ") : QStringLiteral("≤ ")) + number(limit);
}

bool meets(double value, double limit, bool higher)
{
    return higher ? value >= limit : value <= limit;
}

void writeHeader(QTextStream &doc, const RunResults &r)
{
    doc << "# DirectDesk benchmarks\n\n"
        << "Written by `scripts/bench.sh` (Release build; one deterministic data set of 1,000,000 payments generated\n"
        << "once per run and shared by the benchmarks through `--dir`). Each figure is the median of the runs; the\n"
        << "spread is min–max. A target is met when the median is on the right side of it. Baselines run in the same\n"
        << "invocation, so the ratios hold better than the absolute figures on a noisy machine.\n\n"
        << "- Date: " << r.startedUtc << '\n'
        << "- Machine: " << r.machine << '\n'
        << "- Load average (1, 5, 15 min) before: " << r.loadBefore << "; after: " << r.loadAfter << '\n';
    if (!r.commit.isEmpty())
        doc << "- Commit: " << r.commit << '\n';
    QStringList ran;
    for (const QString &name : r.benchmarksRun) {
        if (!r.reusedFrom.contains(name))
            ran.append(name);
    }
    doc << (r.reusedFrom.isEmpty() ? "- Whole run: " : "- This invocation: ") << QString::number(r.wallSeconds / 60.0, 'f', 1)
        << " min (benchmarks run: " << ran.join(QStringLiteral(", ")) << ")\n";
    if (!r.lastFullRun.isEmpty())
        doc << "- Last run of every benchmark in one invocation: " << r.lastFullRun << '\n';
    for (auto it = r.reusedFrom.cbegin(); it != r.reusedFrom.cend(); ++it)
        doc << "- `" << it.key() << "`: not run again; its figures are those of the run of " << it.value()
            << " (`--reuse`)\n";
    doc << "\n"
        << "The machine is shared (2 cores, other engineers building and testing while this ran): absolute times\n"
        << "include that noise; compare runs through the ratios and the spread.\n";
}

void writeTargets(QTextStream &doc, const RunResults &r, int &met, int &missed, int &unmeasured)
{
    doc << "\n## Targets of every issue\n\n"
        << "| issue | target | metric | median | spread | limit | baseline (median) | verdict |\n"
        << "|---:|---|---|---:|---|---|---:|---|\n";
    for (const TargetSpec &t : r.catalog.targets) {
        const auto found = r.samples.constFind(t.metric);
        QString medianText = QStringLiteral("–"), spreadText = QStringLiteral("–"), verdict;
        if (found == r.samples.cend() || found->values.isEmpty()) {
            verdict = QStringLiteral("not measured");
            ++unmeasured;
        } else {
            const double m = median(found->values);
            medianText = number(m) + u' ' + t.unit;
            spreadText = spread(found->values);
            const bool ok = meets(m, t.limit, t.higherIsBetter);
            verdict = ok ? QStringLiteral("**pass**") : QStringLiteral("**FAIL**");
            (ok ? met : missed)++;
        }
        QString baseline = QStringLiteral("–");
        if (!t.baseline.isEmpty()) {
            const auto b = r.samples.constFind(t.baseline);
            baseline = b == r.samples.cend() ? QStringLiteral("not measured")
                                             : number(median(b->values)) + u' ' + b->unit + QStringLiteral(" (`")
                                                   + t.baseline + QStringLiteral("`)");
        }
        doc << "| #" << t.issue << " | " << t.what << " | `" << t.metric << "` | " << medianText
            << " | " << spreadText << " | " << limitText(t.limit, t.higherIsBetter) << ' ' << t.unit << " | "
            << baseline << " | " << verdict << " |\n";
    }
}

void writeProcesses(QTextStream &doc, const RunResults &r)
{
    doc << "\n## Peak memory and time of each benchmark process\n\n"
        << "Peak RSS from `wait4()` (the benchmark process, or the largest child it waited for), median of the runs.\n\n"
        << "| benchmark | peak RSS (MiB) | spread | wall (s) | CPU (s) |\n|---|---:|---|---:|---:|\n";
    for (const QString &name : r.benchmarksRun) {
        const ProcessFigures p = r.processes.value(name);
        doc << "| " << name << " | " << number(median(p.peakRssMiB)) << " | " << spread(p.peakRssMiB) << " | "
            << number(median(p.wallSeconds)) << " | " << number(median(p.cpuSeconds)) << " |\n";
    }
}

void writeAllFigures(QTextStream &doc, const RunResults &r)
{
    QString currentBenchmark;
    for (const QString &metric : r.metricOrder) {
        const Sample &s = r.samples[metric];
        if (s.benchmark != currentBenchmark) {
            currentBenchmark = s.benchmark;
            doc << "\n### " << currentBenchmark << "\n\n";
            for (const BenchmarkSpec &spec : r.catalog.benchmarks) {
                if (spec.name == currentBenchmark && !spec.description.isEmpty())
                    doc << spec.description << (spec.recorded ? QStringLiteral(" (recorded, not re-run here)") : QString())
                        << "\n\n";
            }
            doc << "| metric | median | spread | unit | target | verdict |\n|---|---:|---|---|---|---|\n";
        }
        const double m = median(s.values);
        QString target = QStringLiteral("–"), verdict = QStringLiteral("reported");
        if (s.target) {
            target = limitText(*s.target, s.higherIsBetter);
            verdict = meets(m, *s.target, s.higherIsBetter) ? QStringLiteral("pass") : QStringLiteral("FAIL");
        }
        doc << "| `" << metric << "` | " << number(m) << " | " << spread(s.values) << " | " << s.unit << " | "
            << target << " | " << verdict << " |\n";
    }
}

} // namespace

QString markdownReport(const RunResults &r)
{
    QString md;
    QTextStream doc(&md);
    writeHeader(doc, r);
    int met = 0, missed = 0, unmeasured = 0;
    writeTargets(doc, r, met, missed, unmeasured);
    doc << "\n" << met << " targets met, " << missed << " missed, " << unmeasured << " not measured.\n";
    if (!r.failures.isEmpty()) {
        doc << "\nRuns that failed:\n\n";
        for (const QString &f : r.failures)
            doc << "- " << f << '\n';
    }
    doc << "\n## Baselines and ratios\n\n| ratio | value | = | numerator (median) | / | denominator (median) |\n"
        << "|---|---:|---|---|---|---|\n";
    for (const RatioSpec &ratio : r.catalog.ratios) {
        const auto n = r.samples.constFind(ratio.numerator);
        const auto d = r.samples.constFind(ratio.denominator);
        const bool both = n != r.samples.cend() && d != r.samples.cend();
        const double value = both ? median(n->values) / median(d->values) : std::nan("");
        doc << "| " << ratio.description << " | " << (both ? number(value) + u'×' : QStringLiteral("not measured"))
            << " | | `" << ratio.numerator << "` " << (n != r.samples.cend() ? number(median(n->values)) + u' ' + n->unit : QString())
            << " | | `" << ratio.denominator << "` " << (d != r.samples.cend() ? number(median(d->values)) + u' ' + d->unit : QString())
            << " |\n";
    }
    writeProcesses(doc, r);
    doc << "\n## Every figure\n";
    writeAllFigures(doc, r);
    doc.flush();
    return md;
}

} // namespace dd::bench
