// Runs every benchmark listed in tests/bench/benchmarks.json several times, collects the JSON
// lines they print (see tests/bench/support/benchreport.h) and each process's peak memory and
// time, derives the ratios of tests/bench/targets.json, and writes BENCHMARKS.md with the median,
// the spread and a verdict for every target of every issue ("not measured" when a figure is missing).
#include "benchmarkdown.h"
#include "benchspec.h"
#include "processrun.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTextStream>
#include <QThread>

#include <QScopeGuard>

#include <cmath>

using namespace dd::bench;
using namespace Qt::StringLiterals;

namespace {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QByteArray firstLineStartingWith(const QString &path, const QByteArray &prefix)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed();
    }
    return {};
}

QString machineLine()
{
    const QString cpu = QString::fromUtf8(firstLineStartingWith(QStringLiteral("/proc/cpuinfo"), "model name").mid(1).trimmed());
    const double memGiB = firstLineStartingWith(QStringLiteral("/proc/meminfo"), "MemTotal:").split(' ').value(0).toDouble()
                          / 1024.0 / 1024.0;
    return QStringLiteral("%1 cores (%2), %3 GiB memory, %4, kernel %5")
        .arg(QThread::idealThreadCount())
        .arg(cpu.isEmpty() ? QStringLiteral("unknown CPU") : cpu)
        .arg(QString::number(memGiB, 'f', 1), QSysInfo::prettyProductName(), QSysInfo::kernelVersion());
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown");
    const QList<QByteArray> parts = file.readAll().split(' ');
    return QString::fromLatin1(parts.mid(0, 3).join(", "));
}

void collect(RunResults &results, const QString &benchmark, const QByteArray &output)
{
    for (const QByteArray &line : output.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (!o.contains(u"metric"))
            continue;
        const QString metric = o.value(u"metric").toString();
        Sample &s = results.samples[metric];
        if (s.values.isEmpty()) {
            results.metricOrder.append(metric);
            s.benchmark = benchmark;
        }
        s.values.append(o.value(u"value").toDouble());
        s.unit = o.value(u"unit").toString();
        if (o.contains(u"target")) {
            s.target = o.value(u"target").toDouble();
            s.higherIsBetter = o.value(u"better").toString() == u"higher";
        }
        out() << "   " << line << Qt::endl;
    }
}

// What one run left, in the raw-results file of its benchmark (<build>/bench-results/<name>.json), so a
// later invocation with --only and --reuse can report every benchmark without running them all again.
void addFigures(RunResults &results, const BenchmarkSpec &spec, const QJsonObject &run)
{
    collect(results, spec.name, run.value(u"output").toString().toUtf8());
    if (spec.recorded)
        return;
    ProcessFigures &p = results.processes[spec.name];
    p.peakRssMiB.append(run.value(u"peak_rss_mib").toDouble());
    p.wallSeconds.append(run.value(u"wall_s").toDouble());
    p.cpuSeconds.append(run.value(u"cpu_s").toDouble());
}

QString rawResultsPath(const QString &buildDir, const QString &benchmark)
{
    return buildDir + QStringLiteral("/bench-results/") + benchmark + QStringLiteral(".json");
}

// Feeds a benchmark's saved runs into the report; false when there are none.
bool reuseBenchmark(RunResults &results, const BenchmarkSpec &spec, const QString &buildDir)
{
    QFile file(rawResultsPath(buildDir, spec.name));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray runs = saved.value(u"runs").toArray();
    if (runs.isEmpty())
        return false;
    out() << "== " << spec.name << ": reusing " << runs.size() << " run(s) of " << saved.value(u"date").toString() << Qt::endl;
    results.benchmarksRun.append(spec.name);
    const QString commit = saved.value(u"commit").toString();
    results.reusedFrom.insert(spec.name, saved.value(u"date").toString()
                                             + (commit.isEmpty() ? QString() : QStringLiteral(", commit ") + commit));
    for (const QJsonValue &run : runs) {
        if (run.toObject().contains(u"failure"))
            results.failures.append(QStringLiteral("%1 (reused): %2").arg(spec.name, run.toObject().value(u"failure").toString()));
        addFigures(results, spec, run.toObject());
    }
    return true;
}

void runBenchmark(RunResults &results, const BenchmarkSpec &spec, int runs, const QString &buildDir)
{
    results.benchmarksRun.append(spec.name);
    QJsonArray saved;
    const auto save = qScopeGuard([&] {
        QDir().mkpath(buildDir + QStringLiteral("/bench-results"));
        QFile file(rawResultsPath(buildDir, spec.name));
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            file.write(QJsonDocument(QJsonObject{{u"date"_s, results.startedUtc}, {u"commit"_s, results.commit},
                                                 {u"runs"_s, saved}})
                           .toJson());
    });
    for (int run = 1; run <= runs; ++run) {
        out() << "== " << spec.name << " run " << run << '/' << runs << ": " << spec.command.join(u' ') << Qt::endl;
        const ProcessOutcome outcome = runProcess(spec.command, buildDir, spec.timeoutSeconds);
        QString failure;
        if (!outcome.started || outcome.timedOut || outcome.exitCode != 0) {
            const QString why = !outcome.started ? QStringLiteral("did not start")
                                : outcome.timedOut ? QStringLiteral("timed out after %1 s").arg(spec.timeoutSeconds)
                                : outcome.signal ? QStringLiteral("killed by signal %1").arg(outcome.signal)
                                                 : QStringLiteral("exit code %1").arg(outcome.exitCode);
            results.failures.append(QStringLiteral("%1 (run %2): %3").arg(spec.name).arg(run).arg(why));
            out() << "   FAILED: " << why << Qt::endl;
            failure = why;
        }
        QJsonObject figures{{u"output"_s, QString::fromUtf8(outcome.standardOutput)},
                            {u"peak_rss_mib"_s, outcome.peakRssMiB},
                            {u"wall_s"_s, outcome.wallSeconds},
                            {u"cpu_s"_s, outcome.cpuSeconds}};
        if (!failure.isEmpty())
            figures.insert(u"failure"_s, failure);
        saved.append(figures);
        addFigures(results, spec, figures);
        if (!spec.recorded)
            out() << "   peak RSS " << number(outcome.peakRssMiB) << " MiB, " << number(outcome.wallSeconds) << " s wall, "
                  << number(outcome.cpuSeconds) << " s CPU" << Qt::endl;
    }
}

// Ratios become figures of their own (benchmark "ratios"), so targets can name them.
void deriveRatios(RunResults &results)
{
    for (const RatioSpec &ratio : std::as_const(results.catalog.ratios)) {
        const auto n = results.samples.constFind(ratio.numerator);
        const auto d = results.samples.constFind(ratio.denominator);
        if (n == results.samples.cend() || d == results.samples.cend())
            continue;
        const double value = median(n->values) / median(d->values);
        if (!std::isfinite(value))
            continue;
        Sample s;
        s.values = {value};
        s.unit = QStringLiteral("x");
        s.benchmark = QStringLiteral("ratios");
        results.samples.insert(ratio.metric, s);
        results.metricOrder.append(ratio.metric);
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Runs DirectDesk's benchmarks and writes BENCHMARKS.md"));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("source"), QStringLiteral("Source folder"), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("build"), QStringLiteral("Release build folder"), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("data"), QStringLiteral("Folder of the shared data sets (default BUILD/bench-data)"),
                      QStringLiteral("dir")});
    parser.addOption({QStringLiteral("out"), QStringLiteral("Markdown file to write"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("only"), QStringLiteral("Run only these benchmarks (comma list)"), QStringLiteral("names")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Override the number of runs"), QStringLiteral("n")});
    parser.addOption({QStringLiteral("reuse"),
                      QStringLiteral("With --only: report the other benchmarks from their last saved runs (BUILD/bench-results)")});
    parser.process(app);

    QElapsedTimer wall;
    wall.start();
    const QString sourceDir = parser.value(QStringLiteral("source"));
    const QString buildDir = parser.value(QStringLiteral("build"));
    const QString dataDir = parser.isSet(QStringLiteral("data")) ? parser.value(QStringLiteral("data"))
                                                                 : buildDir + QStringLiteral("/bench-data");
    QDir().mkpath(dataDir);
    RunResults results;
    results.catalog = readCatalog(sourceDir, {{QStringLiteral("BUILD"), buildDir},
                                              {QStringLiteral("SOURCE"), sourceDir},
                                              {QStringLiteral("DATA"), dataDir}});
    if (results.catalog.benchmarks.isEmpty()) {
        out() << "no benchmarks listed in tests/bench/benchmarks.json\n";
        return 2;
    }
    results.startedUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    results.machine = machineLine();
    results.loadBefore = loadAverage();
    results.commit = qEnvironmentVariable("DIRECTDESK_COMMIT");

    const QStringList only = parser.value(QStringLiteral("only")).split(u',', Qt::SkipEmptyParts);
    for (const BenchmarkSpec &spec : std::as_const(results.catalog.benchmarks)) {
        if (!only.isEmpty() && !only.contains(spec.name)) {
            if (parser.isSet(QStringLiteral("reuse")) && !reuseBenchmark(results, spec, buildDir))
                out() << "== " << spec.name << ": no saved runs to reuse" << Qt::endl;
            continue;
        }
        const int runs = parser.isSet(QStringLiteral("runs")) && !spec.recorded
                             ? parser.value(QStringLiteral("runs")).toInt()
                             : spec.runs;
        runBenchmark(results, spec, runs, buildDir);
    }
    deriveRatios(results);
    results.loadAfter = loadAverage();
    results.wallSeconds = double(wall.elapsed()) / 1000.0;
    // The duration of a run of everything is a target of its own; a --reuse report repeats it.
    QFile fullRun(buildDir + QStringLiteral("/bench-results/full-run.json"));
    if (only.isEmpty()) {
        if (fullRun.open(QIODevice::WriteOnly | QIODevice::Truncate))
            fullRun.write(QJsonDocument(QJsonObject{{u"date"_s, results.startedUtc}, {u"wall_s"_s, results.wallSeconds}}).toJson());
    } else if (parser.isSet(QStringLiteral("reuse")) && fullRun.open(QIODevice::ReadOnly)) {
        const QJsonObject last = QJsonDocument::fromJson(fullRun.readAll()).object();
        results.lastFullRun = QStringLiteral("%1 min, started %2")
                                  .arg(QString::number(last.value(u"wall_s").toDouble() / 60.0, 'f', 1),
                                       last.value(u"date").toString());
    }

    const QString outPath = parser.value(QStringLiteral("out"));
    QFile file(outPath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out() << "cannot write " << outPath << '\n';
        return 10;
    }
    file.write(markdownReport(results).toUtf8());
    out() << "wrote " << outPath << " in " << QString::number(results.wallSeconds / 60.0, 'f', 1) << " min, "
          << results.failures.size() << " failed runs" << Qt::endl;
    return results.failures.isEmpty() ? 0 : 1;
}
