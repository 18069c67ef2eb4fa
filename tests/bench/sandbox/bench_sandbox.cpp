// Sandbox benchmark: starts directdesk-sandbox with 1,000,000 demo payments, reports its resident
// memory (target: at most 300 MiB) and the /ws/query rate wrk reaches over keep-alive connections
// (target: at least 3,000 answers per second). Prints JSON lines (tests/bench/support/benchreport.h).
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

    QProcess wrk;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"SANDBOX_HASH"_s, hash);
    environment.insert(u"SANDBOX_KEY"_s, u"sandbox-integration-key"_s);
    wrk.setProcessEnvironment(environment);
    QUrl queryUrl = base;
    queryUrl.setPath(u"/ws/query"_s);
    wrk.start(u"wrk"_s, {u"-t2"_s, u"-c%1"_s.arg(connections), u"-d%1s"_s.arg(seconds), u"--latency"_s,
                         u"-s"_s, QStringLiteral(SANDBOX_BENCH_LUA), queryUrl.toString()});
    if (!wrk.waitForFinished((seconds + 60) * 1000) || wrk.exitCode() != 0)
        return fail("wrk failed (is it installed?)");
    const QString report = QString::fromUtf8(wrk.readAllStandardOutput());
    std::fprintf(stderr, "%s\n", qPrintable(report));
    const auto rate = QRegularExpression(u"Requests/sec:\\s+([0-9.]+)"_s).match(report);
    const auto p99 = QRegularExpression(u"99%\\s+([0-9.]+)(us|ms|s)"_s).match(report);
    const auto errors = QRegularExpression(u"sandbox-bench errors: (\\d+)"_s).match(report);
    if (!rate.hasMatch())
        return fail("no rate in wrk's report");
    dd::bench::report(u"sandbox.query.rate"_s, rate.captured(1).toDouble(), u"answers/s"_s, 3000.0, dd::bench::Better::Higher);
    if (p99.hasMatch()) {
        const double scale = p99.captured(2) == u"us"_s ? 0.001 : p99.captured(2) == u"s"_s ? 1000.0 : 1.0;
        dd::bench::report(u"sandbox.query.p99"_s, p99.captured(1).toDouble() * scale, u"ms"_s);
    }
    dd::bench::report(u"sandbox.query.errors"_s, errors.captured(1).toDouble(), u"requests"_s, 0.0, dd::bench::Better::Lower);
    dd::bench::report(u"sandbox.peak_rss"_s, statusFieldMiB(sandbox.processId(), "VmHWM:"), u"MiB"_s);

    sandbox.terminate();
    sandbox.waitForFinished(30000);
    return 0;
}
