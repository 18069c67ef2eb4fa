// Sandbox benchmark: starts directdesk-sandbox with 1,000,000 demo payments, reports its resident
// memory (target: at most 300 MiB) and the /ws/query rate wrk reaches over keep-alive connections
// (target: at least 3,000 answers per second). Baseline in the same run: wrk with the same script and
// connections against rawhttp_server (tests/bench/baselines), the raw loopback rate of this machine.
// Prints JSON lines (tests/bench/support/benchreport.h).
// Options: --payments N (default 1000000), --seconds S (default 10), --connections C (default 16).
#include "tests/bench/support/benchreport.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

double statusFieldMiB(qint64 pid, const QByteArray &field)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(field.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

QByteArray post(const QUrl &url, const QByteArray &body)
{
    QNetworkAccessManager network;
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(30000);
    QNetworkReply *reply = network.post(request, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray answer = reply->readAll();
    delete reply;
    return answer;
}

int argumentValue(const QStringList &arguments, const QString &name, int fallback)
{
    const qsizetype at = arguments.indexOf(name);
    return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : fallback;
}

int fail(const char *message)
{
    std::fprintf(stderr, "bench_sandbox: %s\n", message);
    return 1;
}

struct WrkFigures
{
    double rate = 0;
    std::optional<double> p99Ms;
    double errors = 0;
};

// wrk (2 threads, keep-alive) POSTing the query of `hash` to `url` for `seconds`.
std::optional<WrkFigures> runWrk(const QUrl &url, const QString &hash, int seconds, int connections)
{
    QProcess wrk;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"SANDBOX_HASH"_s, hash);
    environment.insert(u"SANDBOX_KEY"_s, u"sandbox-integration-key"_s);
    wrk.setProcessEnvironment(environment);
    wrk.start(u"wrk"_s, {u"-t2"_s, u"-c%1"_s.arg(connections), u"-d%1s"_s.arg(seconds), u"--latency"_s,
                         u"-s"_s, QStringLiteral(SANDBOX_BENCH_LUA), url.toString()});
    if (!wrk.waitForFinished((seconds + 60) * 1000) || wrk.exitCode() != 0)
        return std::nullopt;
    const QString report = QString::fromUtf8(wrk.readAllStandardOutput());
    std::fprintf(stderr, "%s\n", qPrintable(report));
    const auto rate = QRegularExpression(u"Requests/sec:\\s+([0-9.]+)"_s).match(report);
    const auto p99 = QRegularExpression(u"99%\\s+([0-9.]+)(us|ms|s)"_s).match(report);
    const auto errors = QRegularExpression(u"sandbox-bench errors: (\\d+)"_s).match(report);
    if (!rate.hasMatch())
        return std::nullopt;
    WrkFigures figures;
    figures.rate = rate.captured(1).toDouble();
    if (p99.hasMatch()) {
        const double scale = p99.captured(2) == u"us"_s ? 0.001 : p99.captured(2) == u"s"_s ? 1000.0 : 1.0;
        figures.p99Ms = p99.captured(1).toDouble() * scale;
    }
    figures.errors = errors.captured(1).toDouble();
    return figures;
}

// The baseline: the same wrk load against the least possible HTTP server on loopback.
std::optional<WrkFigures> rawLoopback(const QString &hash, int seconds, int connections)
{
    QProcess server;
    server.start(QStringLiteral(DIRECTDESK_BINARY_DIR) + u"/tests/bench/baselines/rawhttp_server"_s, {});
    QByteArray port;
    while (!port.contains('\n') && server.waitForReadyRead(10000))
        port += server.readAllStandardOutput();
    std::optional<WrkFigures> figures;
    if (port.trimmed().toInt() > 0)
        figures = runWrk(QUrl(u"http://127.0.0.1:%1/ws/query"_s.arg(QString::fromLatin1(port.trimmed()))), hash, seconds,
                         connections);
    server.kill();
    server.waitForFinished(5000);
    return figures;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const int payments = argumentValue(arguments, u"--payments"_s, 1000000);
    const int seconds = argumentValue(arguments, u"--seconds"_s, 10);
    const int connections = argumentValue(arguments, u"--connections"_s, 16);

    QProcess sandbox;
    sandbox.setProgram(QStringLiteral(DIRECTDESK_BINARY_DIR) + u"/app/directdesk-sandbox"_s);
    sandbox.setArguments({u"--port"_s, u"0"_s, u"--seed-demo"_s, QString::number(payments), u"--seed"_s, u"1"_s});
    QElapsedTimer seeding;
    seeding.start();
    sandbox.start();
    QByteArray output;
    while (!output.contains('\n') && sandbox.waitForReadyRead(300000))
        output += sandbox.readAllStandardOutput();
    if (!output.startsWith("listening on "))
        return fail("the sandbox did not start");
    const double seedingMs = dd::bench::millisecondsSince(seeding);
    const QUrl base(QString::fromLatin1(output.mid(13).trimmed()));
    const double rss = statusFieldMiB(sandbox.processId(), "VmRSS:");
    dd::bench::report(u"sandbox.seed_1m.time"_s, seedingMs / 1000.0, u"s"_s);
    dd::bench::report(u"sandbox.seed_1m.rss"_s, rss, u"MiB"_s, 300.0 * payments / 1000000.0, dd::bench::Better::Lower);

    QUrl listUrl = base;
    listUrl.setPath(u"/sandbox/payments"_s);
    const QByteArray listing = post(listUrl, "{\"offset\":" + QByteArray::number(payments / 2) + ",\"limit\":1}");
    const QString hash = QJsonDocument::fromJson(listing).object().value(u"payments"_s).toArray().at(0).toObject()
                             .value(u"hash"_s).toString();
    if (hash.isEmpty())
        return fail("no payment to query");

    QUrl queryUrl = base;
    queryUrl.setPath(u"/ws/query"_s);
    const std::optional<WrkFigures> figures = runWrk(queryUrl, hash, seconds, connections);
    if (!figures)
        return fail("wrk failed or printed no rate (is it installed?)");
    dd::bench::report(u"sandbox.query.rate"_s, figures->rate, u"answers/s"_s, 3000.0, dd::bench::Better::Higher);
    if (figures->p99Ms)
        dd::bench::report(u"sandbox.query.p99"_s, *figures->p99Ms, u"ms"_s);
    dd::bench::report(u"sandbox.query.errors"_s, figures->errors, u"requests"_s, 0.0, dd::bench::Better::Lower);
    dd::bench::report(u"sandbox.peak_rss"_s, statusFieldMiB(sandbox.processId(), "VmHWM:"), u"MiB"_s);

    sandbox.terminate();
    sandbox.waitForFinished(30000);

    const std::optional<WrkFigures> raw = rawLoopback(hash, seconds, connections);
    if (!raw)
        return fail("the raw loopback baseline did not run");
    dd::bench::report(u"sandbox.baseline.raw_loopback.rate"_s, raw->rate, u"answers/s"_s);
    if (raw->p99Ms)
        dd::bench::report(u"sandbox.baseline.raw_loopback.p99"_s, *raw->p99Ms, u"ms"_s);
    dd::bench::report(u"sandbox.query.share_of_raw_loopback"_s, figures->rate / raw->rate, u"x"_s);
    return 0;
}
