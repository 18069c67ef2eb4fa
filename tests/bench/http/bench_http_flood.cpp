// HTTP flood benchmark: directdesk-sandbox under a crowd of idle connections that each sent part of
// a request head (the slowloris shape), in two settings: the common open-file limit of 1,024 with
// 1,500 connections (more than the process can hold), and the machine's own limit with 5,000.
// Reports the connections the sandbox held, the time of a good /ws/query during the flood (median of
// 20), and resident memory before, during and after. Prints JSON lines (benchreport.h).
// Options: --connections N (default 5000) for the second setting.
#include "http/serverlimits.h"
#include "support/sandboxprocess.h"
#include "tests/bench/support/benchreport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTcpSocket>
#include <QThread>

#include <algorithm>
#include <sys/resource.h>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

namespace {

double residentMiB(qint64 pid)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

QJsonObject transport(const SandboxProcess &sandbox)
{
    return sandbox.post(u"/sandbox/stats"_s, {}).value(u"http"_s).toObject();
}

void runFlood(const QString &name, int connections, int fileLimit)
{
    static int childLimit = 0;
    childLimit = fileLimit;
    SandboxProcess sandbox({u"--header-timeout-ms"_s, u"600000"_s}, [] {
        if (childLimit > 0) {
            const rlimit limit{rlim_t(childLimit), rlim_t(childLimit)};
            ::setrlimit(RLIMIT_NOFILE, &limit);
        }
    });
    if (!sandbox.isReady()) {
        std::fprintf(stderr, "bench_http_flood: %s\n", qPrintable(sandbox.errorString()));
        return;
    }
    const QString prefix = u"http_flood."_s + name + u'.';
    sandbox.postWithKey(u"/ws/query"_s, {});
    const double before = residentMiB(sandbox.processId());

    std::vector<std::unique_ptr<QTcpSocket>> flood;
    const QByteArray partialHead = "POST /ws/query HTTP/1.1\r\nHost: x\r\nX-Pad: " + QByteArray(1024, 'p');
    const quint16 port = static_cast<quint16>(sandbox.baseUrl().port());
    for (int i = 0; i < connections; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(QHostAddress::LocalHost, port);
        if (!socket->waitForConnected(10000))
            break;
        socket->write(partialHead);
        socket->waitForBytesWritten(1000);
        flood.push_back(std::move(socket));
    }
    QList<double> times;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer timer;
        timer.start();
        const bool answered = !sandbox.postWithKey(u"/ws/query"_s, {}, 30000).value(u"status_code"_s).toString().isEmpty();
        if (answered)
            times.append(dd::bench::millisecondsSince(timer));
    }
    std::sort(times.begin(), times.end());
    const QJsonObject during = transport(sandbox);
    const double duringMiB = residentMiB(sandbox.processId());

    flood.clear();
    for (int i = 0; i < 600 && transport(sandbox).value(u"open"_s).toInteger() > 1; ++i)
        QThread::msleep(100);   // a benchmark may wait: no verdict depends on it
    QThread::msleep(500);       // the trim runs shortly after the last connection closes
    const double after = residentMiB(sandbox.processId());

    dd::bench::report(prefix + u"connections_opened"_s, double(connections), u"connections"_s);
    dd::bench::report(prefix + u"open_file_limit"_s, fileLimit > 0 ? fileLimit : double(dd::http::openFileLimit()), u"files"_s);
    dd::bench::report(prefix + u"connection_cap"_s, during.value(u"connection_cap"_s).toDouble(), u"connections"_s);
    dd::bench::report(prefix + u"connections_held"_s, during.value(u"open"_s).toDouble(), u"connections"_s);
    dd::bench::report(prefix + u"closed_for_room"_s, during.value(u"closed_for_room"_s).toDouble(), u"connections"_s);
    dd::bench::report(prefix + u"accept_failures"_s, during.value(u"accept_failures"_s).toDouble(), u"failures"_s);
    dd::bench::report(prefix + u"good_requests_answered"_s, double(times.size()), u"of 20"_s);
    if (!times.isEmpty())
        dd::bench::report(prefix + u"good_request_ms"_s, times.at(times.size() / 2), u"ms"_s);
    dd::bench::report(prefix + u"rss_before"_s, before, u"MiB"_s);
    dd::bench::report(prefix + u"rss_during"_s, duringMiB, u"MiB"_s);
    dd::bench::report(prefix + u"rss_after"_s, after, u"MiB"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const qsizetype at = arguments.indexOf(u"--connections"_s);
    const int connections = at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : 5000;
    dd::http::raiseOpenFileLimit();   // the probe's own side of every connection
    runFlood(u"limit1024"_s, 1500, 1024);
    runFlood(u"own_limit"_s, connections, 0);
    dd::bench::reportPeakRss(u"http_flood"_s);
    return 0;
}
