// Runs every benchmark listed in tests/bench/benchmarks.json several times, collects the JSON
// lines they print (see tests/bench/support/benchreport.h) and writes BENCHMARKS.md with the
// median, the spread and a verdict against each target.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSysInfo>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

struct Sample
{
    QList<double> values;
    QString unit;
    std::optional<double> target;
    bool higherIsBetter = false;
    QString benchmark;
};

struct BenchmarkSpec
{
    QString name;
    QStringList command;
    int runs = 3;
    int timeoutSeconds = 600;
    QString description;
};

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    if (n == 0)
        return std::nan("");
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("–");
    if (std::abs(v) >= 1000)
        return QString::number(v, 'f', 0);
    if (std::abs(v) >= 10)
        return QString::number(v, 'f', 1);
    return QString::number(v, 'f', 3);
}

QString machineLine()
{
    QString cpu;
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : cpuinfo.readAll().split('\n')) {
            if (line.startsWith("model name")) {
                cpu = QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
                break;
            }
        }
    }
    double memGiB = 0;
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : meminfo.readAll().split('\n')) {
            if (line.startsWith("MemTotal:"))
                memGiB = line.mid(9).trimmed().split(' ').value(0).toDouble() / 1024.0 / 1024.0;
        }
    }
    return QStringLiteral("%1 cores (%2), %3 GiB memory, %4")
        .arg(QThread::idealThreadCount())
        .arg(cpu.isEmpty() ? QStringLiteral("unknown CPU") : cpu)
        .arg(QString::number(memGiB, 'f', 1), QSysInfo::prettyProductName());
}

QList<BenchmarkSpec> readSpecs(const QString &path, const QString &buildDir, const QString &sourceDir)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<BenchmarkSpec> specs;
    const QJsonArray array = QJsonDocument::fromJson(file.readAll()).array();
    for (const QJsonValue &entry : array) {
        const QJsonObject o = entry.toObject();
        BenchmarkSpec spec;
        spec.name = o.value(u"name").toString();
        spec.description = o.value(u"description").toString();
        spec.runs = o.value(u"runs").toInt(3);
        spec.timeoutSeconds = o.value(u"timeout_s").toInt(600);
        for (const QJsonValue &part : o.value(u"command").toArray()) {
            QString text = part.toString();
            text.replace(QStringLiteral("${BUILD}"), buildDir);
            text.replace(QStringLiteral("${SOURCE}"), sourceDir);
            spec.command.append(text);
        }
        specs.append(spec);
    }
    return specs;
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
    parser.addOption({QStringLiteral("out"), QStringLiteral("Markdown file to write"), QStringLiteral("file")});
    parser.addOption({QStringLiteral("only"), QStringLiteral("Run only these benchmarks (comma list)"), QStringLiteral("names")});
    parser.addOption({QStringLiteral("runs"), QStringLiteral("Override the number of runs"), QStringLiteral("n")});
    parser.process(app);

    const QString sourceDir = parser.value(QStringLiteral("source"));
    const QString buildDir = parser.value(QStringLiteral("build"));
    const QStringList only = parser.value(QStringLiteral("only")).split(u',', Qt::SkipEmptyParts);
    const QList<BenchmarkSpec> specs = readSpecs(sourceDir + QStringLiteral("/tests/bench/benchmarks.json"), buildDir, sourceDir);
    if (specs.isEmpty()) {
        out() << "no benchmarks listed in tests/bench/benchmarks.json\n";
        return 2;
    }

    QMap<QString, Sample> samples;   // metric → values over runs
    QStringList metricOrder;
    QStringList failures;
    QMap<QString, double> wallSeconds;
    for (const BenchmarkSpec &spec : specs) {
        if (!only.isEmpty() && !only.contains(spec.name))
            continue;
        const int runs = parser.isSet(QStringLiteral("runs")) ? parser.value(QStringLiteral("runs")).toInt() : spec.runs;
        QElapsedTimer wall;
        wall.start();
        for (int run = 1; run <= runs; ++run) {
            out() << "== " << spec.name << " run " << run << '/' << runs << ": " << spec.command.join(u' ') << Qt::endl;
            QProcess process;
            process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            process.setWorkingDirectory(buildDir);
            process.start(spec.command.first(), spec.command.mid(1));
            if (!process.waitForFinished(spec.timeoutSeconds * 1000) || process.exitStatus() != QProcess::NormalExit
                || process.exitCode() != 0) {
                process.kill();
                process.waitForFinished();
                failures.append(QStringLiteral("%1 (run %2): %3").arg(spec.name).arg(run).arg(
                    process.error() == QProcess::Timedout ? QStringLiteral("timed out")
                                                          : QStringLiteral("exit code %1").arg(process.exitCode())));
            }
            const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
            for (const QByteArray &line : lines) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (!o.contains(u"metric"))
                    continue;
                const QString metric = o.value(u"metric").toString();
                Sample &s = samples[metric];
                if (s.values.isEmpty()) {
                    metricOrder.append(metric);
                    s.benchmark = spec.name;
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
        wallSeconds[spec.name] = double(wall.elapsed()) / 1000.0;
    }

    QString md;
    QTextStream doc(&md);
    doc << "# DirectDesk benchmarks\n\n"
        << "Written by `scripts/bench.sh` (Release build, generated data sets). Each figure is the median of the runs;\n"
        << "the spread is min–max. A target is met when the median is on the right side of it.\n\n"
        << "- Date: " << QDateTime::currentDateTimeUtc().toString(Qt::ISODate) << '\n'
        << "- Machine: " << machineLine() << '\n';
    const QString commit = qEnvironmentVariable("DIRECTDESK_COMMIT");
    if (!commit.isEmpty())
        doc << "- Commit: " << commit << '\n';
    doc << '\n';
    int met = 0, missed = 0;
    QString currentBenchmark;
    for (const QString &metric : std::as_const(metricOrder)) {
        const Sample &s = samples[metric];
        if (s.benchmark != currentBenchmark) {
            currentBenchmark = s.benchmark;
            doc << "\n## " << currentBenchmark << " (" << QString::number(wallSeconds.value(currentBenchmark), 'f', 0)
                << " s)\n\n| metric | median | spread | unit | target | verdict |\n|---|---:|---|---|---|---|\n";
        }
        const double m = median(s.values);
        const auto [lo, hi] = std::minmax_element(s.values.begin(), s.values.end());
        QString target = QStringLiteral("–"), verdict = QStringLiteral("reported");
        if (s.target) {
            target = (s.higherIsBetter ? QStringLiteral("≥ ") : QStringLiteral("≤ ")) + number(*s.target);
            const bool ok = s.higherIsBetter ? m >= *s.target : m <= *s.target;
            verdict = ok ? QStringLiteral("**pass**") : QStringLiteral("**FAIL**");
            (ok ? met : missed)++;
        }
        doc << "| `" << metric << "` | " << number(m) << " | " << number(*lo) << "–" << number(*hi) << " ("
            << s.values.size() << " runs) | " << s.unit << " | " << target << " | " << verdict << " |\n";
    }
    doc << "\n## Summary\n\n" << met << " targets met, " << missed << " missed.\n";
    if (!failures.isEmpty()) {
        doc << "\nRuns that failed:\n\n";
        for (const QString &f : std::as_const(failures))
            doc << "- " << f << '\n';
    }
    doc.flush();

    const QString outPath = parser.value(QStringLiteral("out"));
    QFile file(outPath);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        out() << "cannot write " << outPath << '\n';
        return 10;
    }
    file.write(md.toUtf8());
    out() << "wrote " << outPath << ": " << met << " targets met, " << missed << " missed, " << failures.size()
          << " failed runs" << Qt::endl;
    return failures.isEmpty() ? 0 : 1;
}
