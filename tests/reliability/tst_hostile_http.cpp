// A hostile HTTP probe against both servers: the sandbox gateway as a process and the notification
// listener in-process. Ambiguous framing is refused and closed (a smuggled request never runs), huge
// announced bodies are refused before buffering, slow and idle connections are closed by the
// timeouts, and a flood beyond the connection cap (the sandbox under a low open-file limit) still
// leaves a good request answered, without an accept loop and with memory back near its baseline.
// Verdicts come from answers, counters and memory, never from elapsed or CPU time.
#include "core/sync/notificationlistener.h"
#include "http/serverlimits.h"
#include "support/sandboxprocess.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <sys/resource.h>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

namespace {

constexpr int waitMs = 60'000; // generous: a slow machine waits longer, it does not fail
constexpr int shortTimeoutMs = 1'500;
constexpr qint64 MiB = 1024 * 1024;
const QByteArray hash = "5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071";

qint64 residentKiB(qint64 pid)
{
    QFile status(pid > 0 ? u"/proc/%1/status"_s.arg(pid) : u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

struct Exchange {
    QByteArray answer;
    bool closed = false;
};

// Writes bytes on a fresh connection and reads until the server closes it (signal waits only, so
// it works against an in-process server too).
Exchange exchange(quint16 port, const QByteArray &bytes)
{
    Exchange result;
    QTcpSocket socket;
    QSignalSpy connected(&socket, &QTcpSocket::connected);
    QSignalSpy closed(&socket, &QTcpSocket::disconnected);
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!connected.wait(waitMs))
        return result;
    socket.write(bytes);
    result.closed = closed.wait(waitMs) || socket.state() == QAbstractSocket::UnconnectedState;
    result.answer = socket.readAll();
    return result;
}

QByteArray statusOf(const QByteArray &answer)
{
    return answer.left(answer.indexOf("\r\n"));
}

// Opens `count` connections that each send part of a request head and then wait.
std::vector<std::unique_ptr<QTcpSocket>> openIdleFlood(quint16 port, int count)
{
    std::vector<std::unique_ptr<QTcpSocket>> flood;
    const QByteArray partialHead = "POST /ws/query HTTP/1.1\r\nHost: x\r\nX-Pad: " + QByteArray(8 * 1024, 'p');
    for (int i = 0; i < count; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        QSignalSpy connected(socket.get(), &QTcpSocket::connected);
        socket->connectToHost(QHostAddress::LocalHost, port);
        if (!connected.wait(waitMs))
            break;
        socket->write(partialHead);
        flood.push_back(std::move(socket));
    }
    return flood;
}

QList<QPair<const char *, QByteArray>> smugglingRows(const QByteArray &path, const QByteArray &smuggled)
{
    const QByteArray host = "Host: x\r\n";
    const QByteArray second = smuggled;
    return {
        { "two different Content-Length",
          "POST " + path + " HTTP/1.1\r\n" + host
              + "Content-Length: 0\r\nContent-Length: " + QByteArray::number(second.size()) + "\r\n\r\n" + second },
        { "Content-Length with chunked",
          "POST " + path + " HTTP/1.1\r\n" + host + "Content-Length: " + QByteArray::number(5 + second.size())
              + "\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + second },
        { "chunked with Content-Length",
          "POST " + path + " HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n"
              + QByteArray::number(second.size(), 16) + "\r\n" + second + "\r\n0\r\n\r\n" },
        { "negative Content-Length", "POST " + path + " HTTP/1.1\r\n" + host + "Content-Length: -1\r\n\r\n" + second },
        { "overflowing Content-Length",
          "POST " + path + " HTTP/1.1\r\n" + host + "Content-Length: 18446744073709551617\r\n\r\n" + second },
        { "Content-Length list that differs",
          "POST " + path + " HTTP/1.1\r\n" + host + "Content-Length: 0, 7\r\n\r\n" + second },
    };
}

} // namespace

class TestHostileHttp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sandboxRefusesAmbiguousFraming_data();
    void sandboxRefusesAmbiguousFraming();
    void sandboxRefusesHugeBodiesWithoutGrowing();
    void sandboxClosesSlowAndIdleConnections();
    void sandboxFloodBeyondTheCapStillAnswers_data();
    void sandboxFloodBeyondTheCapStillAnswers();
    void listenerRefusesAmbiguousFraming_data();
    void listenerRefusesAmbiguousFraming();
    void listenerRefusesHugeBodyAndClosesSlowConnections();
    void listenerFloodBeyondTheCapStillAnswers();
    void cleanupTestCase();

private:
    QJsonObject sandboxStats() const { return m_sandbox->post(u"/sandbox/stats"_s, {}); }
    quint16 sandboxPort() const { return static_cast<quint16>(m_sandbox->baseUrl().port()); }
    std::unique_ptr<dd::NotificationListener> listener(int timeoutMs, int maxConnections = 0);

    std::unique_ptr<SandboxProcess> m_sandbox;
};

void TestHostileHttp::initTestCase()
{
    // The probe itself holds hundreds of connections.
    dd::http::raiseOpenFileLimit();
    m_sandbox
        = std::make_unique<SandboxProcess>(QStringList { u"--header-timeout-ms"_s, QString::number(shortTimeoutMs),
                                                         u"--idle-timeout-ms"_s, QString::number(shortTimeoutMs) });
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
}

void TestHostileHttp::cleanupTestCase()
{
    m_sandbox.reset();
}

void TestHostileHttp::sandboxRefusesAmbiguousFraming_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("smuggledPath");
    QTest::addColumn<int>("status");
    int row = 0;
    for (const auto &[name, bytes] : smugglingRows("/ws/query", {})) {
        const QByteArray smuggledPath = "/smuggled-" + QByteArray::number(++row);
        const QByteArray smuggled = "GET " + smuggledPath + " HTTP/1.1\r\nHost: x\r\n\r\n";
        const auto rows = smugglingRows("/ws/query", smuggled);
        QTest::newRow(name) << rows.at(row - 1).second << smuggledPath << 400;
    }
}

void TestHostileHttp::sandboxRefusesAmbiguousFraming()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, smuggledPath);
    QFETCH(int, status);
    const qint64 queriesBefore = sandboxStats().value(u"requests"_s).toObject().value(u"/ws/query"_s).toInteger();
    const Exchange result = exchange(sandboxPort(), bytes);
    QVERIFY(result.closed);
    QCOMPARE(statusOf(result.answer).left(12), "HTTP/1.1 " + QByteArray::number(status));
    QCOMPARE(result.answer.count("HTTP/1.1 "), 1); // one refusal, nothing after it
    const QJsonObject requests = sandboxStats().value(u"requests"_s).toObject();
    QVERIFY2(!requests.contains(QString::fromLatin1(smuggledPath)), "the smuggled request ran");
    QCOMPARE(requests.value(u"/ws/query"_s).toInteger(), queriesBefore); // the outer one did not either
}

void TestHostileHttp::sandboxRefusesHugeBodiesWithoutGrowing()
{
    const qint64 before = residentKiB(m_sandbox->processId());
    QVERIFY(before > 0);
    // Eight 1 GB announced bodies at once, each followed by a first megabyte of body.
    const QByteArray head = "POST /ws/direct HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                            "Content-Length: 1073741824\r\n\r\n";
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < 8; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(QHostAddress::LocalHost, sandboxPort());
        QVERIFY(socket->waitForConnected(waitMs));
        socket->write(head + QByteArray(MiB, '{'));
        sockets.push_back(std::move(socket));
    }
    for (const auto &socket : sockets) {
        QTRY_VERIFY_WITH_TIMEOUT(
            socket->state() == QAbstractSocket::UnconnectedState || socket->waitForDisconnected(100), waitMs);
        QCOMPARE(statusOf(socket->readAll()).left(12), QByteArray("HTTP/1.1 413"));
    }
    const qint64 after = residentKiB(m_sandbox->processId());
    QVERIFY2(after - before < 16 * 1024, qPrintable(u"sandbox grew from %1 to %2 KiB"_s.arg(before).arg(after)));
    QCOMPARE(m_sandbox->postWithKey(u"/ws/query"_s, {}).value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
}

void TestHostileHttp::sandboxClosesSlowAndIdleConnections()
{
    const QJsonObject before = sandboxStats().value(u"http"_s).toObject();
    // Slowloris: a header line every 100 ms never completes the head; the head timeout ends it anyway.
    QTcpSocket slow;
    slow.connectToHost(QHostAddress::LocalHost, sandboxPort());
    QVERIFY(slow.waitForConnected(waitMs));
    slow.write("POST /ws/query HTTP/1.1\r\nHost: x\r\n");
    QTimer trickle;
    int trickled = 0;
    connect(&trickle, &QTimer::timeout, &slow, [&] {
        if (slow.state() == QAbstractSocket::ConnectedState && trickled < 1000)
            slow.write("X-" + QByteArray::number(++trickled) + ": a\r\n");
    });
    trickle.start(100);
    // Idle keep-alive: one good request, then silence; the idle timeout ends it.
    QTcpSocket idle;
    idle.connectToHost(QHostAddress::LocalHost, sandboxPort());
    QVERIFY(idle.waitForConnected(waitMs));
    idle.write("GET /sandbox/stats HTTP/1.1\r\nHost: x\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(idle.bytesAvailable() > 0 || idle.waitForReadyRead(100), waitMs);
    QVERIFY(idle.readAll().startsWith("HTTP/1.1 200"));

    QTRY_COMPARE_WITH_TIMEOUT(slow.state(), QAbstractSocket::UnconnectedState, waitMs);
    QTRY_COMPARE_WITH_TIMEOUT(idle.state(), QAbstractSocket::UnconnectedState, waitMs);
    trickle.stop();
    QVERIFY(trickled > 0);
    const QJsonObject after = sandboxStats().value(u"http"_s).toObject();
    QVERIFY(after.value(u"closed_head_timeout"_s).toInteger() > before.value(u"closed_head_timeout"_s).toInteger());
    QVERIFY(after.value(u"closed_idle"_s).toInteger() > before.value(u"closed_idle"_s).toInteger());
}

void TestHostileHttp::sandboxFloodBeyondTheCapStillAnswers_data()
{
    QTest::addColumn<QString>("maxConnections");
    QTest::newRow("cap from the open-file limit") << u"0"_s;
    QTest::newRow("cap above the open-file limit: accept errors") << u"2000"_s;
}

void TestHostileHttp::sandboxFloodBeyondTheCapStillAnswers()
{
    QFETCH(QString, maxConnections);
    constexpr int fileLimit = 256;
    constexpr int floodSize = 400;
    // Long timeouts: the flood is held however long it takes this machine to open it.
    SandboxProcess flooded({ u"--max-connections"_s, maxConnections, u"--header-timeout-ms"_s, u"600000"_s }, [] {
        const rlimit limit { fileLimit, fileLimit };
        ::setrlimit(RLIMIT_NOFILE, &limit);
    });
    QVERIFY2(flooded.isReady(), qPrintable(flooded.errorString()));
    const quint16 port = static_cast<quint16>(flooded.baseUrl().port());
    QCOMPARE(flooded.postWithKey(u"/ws/query"_s, {}).value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
    const qint64 baseline = residentKiB(flooded.processId());

    auto flood = openIdleFlood(port, floodSize);
    QCOMPARE(int(flood.size()), floodSize);
    // A good request during the flood is answered.
    QCOMPARE(flooded.postWithKey(u"/ws/query"_s, {}).value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
    const QJsonObject during = flooded.post(u"/sandbox/stats"_s, {}).value(u"http"_s).toObject();
    qInfo("transport during the flood: %s", QJsonDocument(during).toJson(QJsonDocument::Compact).constData());
    const qint64 cap = during.value(u"connection_cap"_s).toInteger();
    QVERIFY(cap > 0);
    QVERIFY(during.value(u"peak_open"_s).toInteger() <= qMin<qint64>(cap, fileLimit));
    QVERIFY(during.value(u"closed_for_room"_s).toInteger() > 0);
    // No accept loop: at most a couple of failed accepts per connection the probe made.
    QVERIFY2(during.value(u"accept_failures"_s).toInteger() <= 2 * floodSize,
             qPrintable(QString::number(during.value(u"accept_failures"_s).toInteger())));

    flood.clear();
    QTRY_VERIFY_WITH_TIMEOUT(
        flooded.post(u"/sandbox/stats"_s, {}).value(u"http"_s).toObject().value(u"open"_s).toInteger() <= 1, waitMs);
    // Buffers are given back once the crowd is gone (a memory bound, not a time bound).
    QTRY_VERIFY_WITH_TIMEOUT(residentKiB(flooded.processId()) - baseline < 8 * 1024, waitMs);
}

std::unique_ptr<dd::NotificationListener> TestHostileHttp::listener(int timeoutMs, int maxConnections)
{
    dd::http::ServerLimits limits = dd::NotificationListener::defaultLimits();
    limits.headTimeoutMs = timeoutMs;
    limits.idleTimeoutMs = timeoutMs;
    limits.maxConnections = maxConnections;
    auto listener = std::make_unique<dd::NotificationListener>(limits);
    if (!listener->listen())
        return nullptr;
    return listener;
}

void TestHostileHttp::listenerRefusesAmbiguousFraming_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    const QByteArray notification = "operation=payment_status_change&notification_type=update&hash_codes=" + hash;
    const QByteArray smuggled = "POST /notify HTTP/1.1\r\nHost: x\r\nContent-Length: "
        + QByteArray::number(notification.size()) + "\r\n\r\n" + notification;
    for (const auto &[name, bytes] : smugglingRows("/notify", smuggled))
        QTest::newRow(name) << bytes << 400;
}

void TestHostileHttp::listenerRefusesAmbiguousFraming()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    const auto listener = this->listener(shortTimeoutMs);
    QVERIFY(listener);
    QSignalSpy received(listener.get(), &dd::NotificationListener::codesReceived);
    QSignalSpy rejected(listener.get(), &dd::NotificationListener::rejected);
    const Exchange result = exchange(listener->port(), bytes);
    QVERIFY(result.closed);
    QCOMPARE(statusOf(result.answer).left(12), "HTTP/1.1 " + QByteArray::number(status));
    QCOMPARE(result.answer.count("HTTP/1.1 "), 1);
    QCOMPARE(received.size(), 0); // neither the outer notification nor the smuggled one
    QCOMPARE(rejected.size(), 0);
    QCOMPARE(listener->transport().counters().requests, 0);
}

void TestHostileHttp::listenerRefusesHugeBodyAndClosesSlowConnections()
{
    const auto listener = this->listener(shortTimeoutMs);
    QVERIFY(listener);
    const qint64 before = residentKiB(0);
    const Exchange huge
        = exchange(listener->port(),
                   "POST /notify HTTP/1.1\r\nHost: x\r\nContent-Length: 1073741824\r\n\r\n" + QByteArray(MiB, 'a'));
    QVERIFY(huge.closed);
    QCOMPARE(statusOf(huge.answer).left(12), QByteArray("HTTP/1.1 413"));
    QVERIFY(residentKiB(0) - before < 16 * 1024);

    QTcpSocket slow;
    QTcpSocket idle;
    QSignalSpy slowClosed(&slow, &QTcpSocket::disconnected);
    QSignalSpy idleClosed(&idle, &QTcpSocket::disconnected);
    QSignalSpy idleAnswered(&idle, &QTcpSocket::readyRead);
    QSignalSpy slowConnected(&slow, &QTcpSocket::connected);
    QSignalSpy idleConnected(&idle, &QTcpSocket::connected);
    slow.connectToHost(QHostAddress::LocalHost, listener->port());
    idle.connectToHost(QHostAddress::LocalHost, listener->port());
    QVERIFY(slowConnected.wait(waitMs));
    QVERIFY(idleConnected.size() == 1 || idleConnected.wait(waitMs));
    slow.write("POST /notify HTTP/1.1\r\nHost: x\r\n");
    const QByteArray body = "operation=payment_status_change&hash_codes=" + hash;
    idle.write("POST /notify HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n"
               + body);
    QTimer trickle;
    connect(&trickle, &QTimer::timeout, &slow, [&] {
        if (slow.state() == QAbstractSocket::ConnectedState)
            slow.write("X-a: b\r\n");
    });
    trickle.start(100);
    QVERIFY(idleAnswered.wait(waitMs));
    QVERIFY(idle.readAll().startsWith("HTTP/1.1 200"));
    QVERIFY(slowClosed.size() == 1 || slowClosed.wait(waitMs));
    QVERIFY(idleClosed.size() == 1 || idleClosed.wait(waitMs));
    trickle.stop();
    QCOMPARE(listener->transport().counters().closedHeadTimeout, 1);
    QCOMPARE(listener->transport().counters().closedIdle, 1);
}

void TestHostileHttp::listenerFloodBeyondTheCapStillAnswers()
{
    constexpr int cap = 40;
    constexpr int floodSize = 100;
    const auto listener = this->listener(600'000, cap); // held however long the flood takes to open
    QVERIFY(listener);
    QSignalSpy received(listener.get(), &dd::NotificationListener::codesReceived);
    const auto flood = openIdleFlood(listener->port(), floodSize);
    QCOMPARE(int(flood.size()), floodSize);
    QTRY_COMPARE_WITH_TIMEOUT(listener->transport().counters().accepted, qint64(floodSize), waitMs);

    const QByteArray body = "operation=payment_status_change&hash_codes=" + hash;
    const Exchange good = exchange(listener->port(),
                                   "POST /notify HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "
                                       + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QVERIFY(good.answer.startsWith("HTTP/1.1 200"));
    QTRY_COMPARE(received.size(), 1);
    const dd::http::ServerCounters &counters = listener->transport().counters();
    QVERIFY(counters.peakOpen <= cap);
    QVERIFY(counters.closedForRoom >= floodSize + 1 - cap);
    QCOMPARE(counters.acceptFailures, 0);
}

QTEST_GUILESS_MAIN(TestHostileHttp)
#include "tst_hostile_http.moc"
