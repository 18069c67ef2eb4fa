#pragma once

// Benchmarks print one JSON object per line on standard output; tests/bench/runner collects them
// from several runs and writes BENCHMARKS.md. A line:
//   {"metric":"cache.upsert","value":123456,"unit":"payments/s","target":100000,"better":"higher"}
// "target" and "better" are optional (a figure without a target is reported, not judged).

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <optional>

namespace dd::bench {

enum class Better { Higher, Lower };

inline void report(const QString &metric, double value, const QString &unit, std::optional<double> target = {},
                   Better better = Better::Lower)
{
    QJsonObject line{{QStringLiteral("metric"), metric}, {QStringLiteral("value"), value}, {QStringLiteral("unit"), unit}};
    if (target) {
        line.insert(QStringLiteral("target"), *target);
        line.insert(QStringLiteral("better"), better == Better::Higher ? QStringLiteral("higher") : QStringLiteral("lower"));
    }
    const QByteArray text = QJsonDocument(line).toJson(QJsonDocument::Compact);
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// Peak resident set size of this process so far, in MiB (VmHWM of /proc/self/status).
inline double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

// Current resident set size in MiB (VmRSS).
inline double rssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

// Every benchmark ends with its peak memory, so BENCHMARKS.md shows it for each process.
inline void reportPeakRss(const QString &benchmark)
{
    report(benchmark + QStringLiteral(".peak_rss"), peakRssMiB(), QStringLiteral("MiB"));
}

inline double millisecondsSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace dd::bench
