#pragma once

// Writes BENCHMARKS.md from the figures of one runner invocation.

#include "benchspec.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace dd::bench {

struct ProcessFigures
{
    QList<double> peakRssMiB;
    QList<double> wallSeconds;
    QList<double> cpuSeconds;
};

struct RunResults
{
    Catalog catalog;
    QMap<QString, Sample> samples; // metric → values over runs
    QStringList metricOrder;
    QMap<QString, ProcessFigures> processes; // benchmark → one entry per run
    QStringList benchmarksRun;
    QMap<QString, QString> reusedFrom; // benchmark → when its reused runs were made (--reuse)
    QStringList failures;
    QString startedUtc;
    QString machine;
    QString loadBefore;
    QString loadAfter;
    QString commit;
    double wallSeconds = 0;
    QString lastFullRun; // with --reuse: "12.3 min on <date>" of the last run of every benchmark
};

QString markdownReport(const RunResults &results);

} // namespace dd::bench
