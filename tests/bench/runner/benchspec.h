#pragma once

// What the runner reads: tests/bench/benchmarks.json (the benchmark programs and how to run them)
// and tests/bench/targets.json (every target of every issue, and the ratios derived from figures).

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace dd::bench {

struct BenchmarkSpec
{
    QString name;
    QStringList command;
    int runs = 3;
    int timeoutSeconds = 600;
    QString description;
    bool recorded = false; // figures recorded by another command (e.g. scripts/fuzz.sh), read back, not measured here
};

// A figure computed from two others of the same run: numerator's median / denominator's median.
struct RatioSpec
{
    QString metric;
    QString numerator;
    QString denominator;
    QString description;
};

// One target named in an issue. `metric` is the figure that decides it; when the metric is absent
// from the run, the target is shown as "not measured".
struct TargetSpec
{
    int issue = 0;
    QString what;
    QString metric;
    double limit = 0;
    bool higherIsBetter = false;
    QString unit;
    QString baseline; // a metric printed beside it as the baseline figure, if any
};

struct Catalog
{
    QList<BenchmarkSpec> benchmarks;
    QList<RatioSpec> ratios;
    QList<TargetSpec> targets;
};

// Placeholders in commands: ${BUILD}, ${SOURCE}, ${DATA} (the shared data-set folder).
Catalog readCatalog(const QString &sourceDir, const QMap<QString, QString> &placeholders);

// One metric over all runs.
struct Sample
{
    QList<double> values;
    QString unit;
    std::optional<double> target;
    bool higherIsBetter = false;
    QString benchmark;
};

double median(QList<double> values);
QString number(double v);

} // namespace dd::bench
