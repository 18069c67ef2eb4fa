// The framer alone (one row per RFC 9112 rule), then the same rows through a real http::Server on
// loopback: every refused head gets its status, the connection closes and nothing is dispatched.
#include "http/logtext.h"
#include "http/requestframer.h"
#include "http/server.h"

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace dd::http;
using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype maxHead = 16 * 1024;
constexpr qint64 maxBody = 1024 * 1024;

QByteArray post(const QByteArray &fields, const QByteArray &body = {}, const QByteArray &version = "HTTP/1.1")
{
    return "POST /ws/query " + version + "\r\n" + fields + "\r\n" + body;
}
} // namespace

class TestRequestFramer : public QObject {
    Q_OBJECT
private slots:
    void refusesAmbiguousFraming_data();
    void refusesAmbiguousFraming();
    void serverRefusesAndClosesWithoutDispatch_data() { refusesAmbiguousFraming_data(); }
    void serverRefusesAndClosesWithoutDispatch();
    void acceptsWellFormedRequests_data();
    void acceptsWellFormedRequests();
    void bodyInPiecesAndPipelining();
    void escapesUntrustedBytesForLogs_data();
    void escapesUntrustedBytesForLogs();
};

void TestRequestFramer::refusesAmbiguousFraming_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("status");
    const QByteArray host = "Host: sandbox\r\n";
    QTest::newRow("two different Content-Length")
        << post(host + "Content-Length: 2\r\nContent-Length: 3\r\n", "{}x") << 400;
    QTest::newRow("Content-Length list that differs") << post(host + "Content-Length: 2, 3\r\n", "{}x") << 400;
    QTest::newRow("negative Content-Length") << post(host + "Content-Length: -5\r\n", "{}") << 400;
    QTest::newRow("signed Content-Length") << post(host + "Content-Length: +2\r\n", "{}") << 400;
    QTest::newRow("hexadecimal Content-Length") << post(host + "Content-Length: 0x2\r\n", "{}") << 400;
    QTest::newRow("empty Content-Length") << post(host + "Content-Length:\r\n", "{}") << 400;
    QTest::newRow("overflowing Content-Length") << post(host + "Content-Length: 99999999999999999999\r\n", "{}") << 400;
    QTest::newRow("Content-Length over the limit") << post(host + "Content-Length: 1048577\r\n", "{}") << 413;
    QTest::newRow("1 GB announced") << post(host + "Content-Length: 1073741824\r\n", "{}") << 413;
    QTest::newRow("Content-Length with chunked") << post(host + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n",
                                                         "0\r\n\r\nGET /smuggled HTTP/1.1\r\n" + host + "\r\n")
                                                 << 400;
    QTest::newRow("chunked alone") << post(host + "Transfer-Encoding: chunked\r\n", "2\r\n{}\r\n0\r\n\r\n") << 411;
    QTest::newRow("Transfer-Encoding not ending in chunked") << post(host + "Transfer-Encoding: gzip\r\n") << 400;
    QTest::newRow("chunked then gzip") << post(host + "Transfer-Encoding: chunked, gzip\r\n") << 400;
    QTest::newRow("chunked twice") << post(host + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n")
                                   << 400;
    QTest::newRow("unknown coding before chunked") << post(host + "Transfer-Encoding: gzip, chunked\r\n") << 501;
    QTest::newRow("Transfer-Encoding in HTTP/1.0") << post("Transfer-Encoding: chunked\r\n", {}, "HTTP/1.0") << 400;
    QTest::newRow("obsolete line folding") << post(host + "X-Note: one\r\n two\r\n") << 400;
    QTest::newRow("missing Host") << post("Content-Length: 2\r\n", "{}") << 400;
    QTest::newRow("two Host fields") << post(host + host) << 400;
    QTest::newRow("space before the colon") << post(host + "Content-Length : 2\r\n", "{}") << 400;
    QTest::newRow("bare LF") << QByteArray("POST /ws/query HTTP/1.1\nHost: x\n\n") << 400;
    QTest::newRow("bare CR") << QByteArray("POST /ws/query HTTP/1.1\rHost: x\r\n\r\n") << 400;
    QTest::newRow("NUL in a field value") << post(QByteArray("Host: x\0y\r\n", 11)) << 400;
    QTest::newRow("ESC in a field value") << post(host + "X-Note: \x1b[31m\r\n") << 400;
    QTest::newRow("garbage request line") << QByteArray("GARBAGE\r\n\r\n") << 400;
    QTest::newRow("binary request line") << QByteArray("\x00\x01\x02\xff\xfe\r\n\r\n", 9) << 400;
    QTest::newRow("two spaces in the request line") << QByteArray("GET  / HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("lower-case version") << QByteArray("GET / http/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\nHost: x\r\n\r\n") << 505;
    QTest::newRow("relative target") << QByteArray("GET ws/query HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("non-ASCII target") << QByteArray("GET /caf\xc3\xa9 HTTP/1.1\r\nHost: x\r\n\r\n") << 400;
    QTest::newRow("head over 16 KiB") << post(host + "X-Pad: " + QByteArray(maxHead, 'a') + "\r\n") << 431;
    QTest::newRow("head over 16 KiB, never ended")
        << QByteArray("GET / HTTP/1.1\r\nX-Pad: " + QByteArray(maxHead + 10, 'a')) << 431;
}

void TestRequestFramer::refusesAmbiguousFraming()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    RequestFramer framer(maxHead, maxBody);
    QCOMPARE(framer.feed(bytes), RequestFramer::Step::Refused);
    QCOMPARE(framer.refusalStatus(), status);
    QVERIFY(!framer.refusalReason().isEmpty());
    // Refused stays refused: nothing left in the input can ever be read as another request.
    QByteArray next = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    QCOMPARE(framer.feed(next), RequestFramer::Step::Refused);
}

void TestRequestFramer::serverRefusesAndClosesWithoutDispatch()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, status);
    ServerLimits limits;
    limits.raiseOpenFileLimit = false;
    Server server(limits);
    int dispatched = 0;
    server.setHandler([&](const Request &, QTcpSocket *socket) {
        ++dispatched;
        socket->write(plainAnswer(200, "text/plain", "OK", true));
        server.answered(socket);
    });
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QTcpSocket client;
    QSignalSpy closed(&client, &QTcpSocket::disconnected);
    client.connectToHost(QHostAddress::LocalHost, server.serverPort());
    QVERIFY(client.waitForConnected(10000));
    client.write(bytes);
    QVERIFY(closed.wait(30000));
    const QByteArray answer = client.readAll();
    QVERIFY2(answer.startsWith(QByteArray("HTTP/1.1 " + QByteArray::number(status) + ' ')), answer.constData());
    QVERIFY(answer.contains("Connection: close\r\n"));
    QCOMPARE(dispatched, 0);
    QCOMPARE(server.counters().refused, 1);
}

void TestRequestFramer::acceptsWellFormedRequests_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("keepAlive");
    const QByteArray host = "Host: sandbox\r\n";
    QTest::newRow("no body") << QByteArray("GET /sandbox/stats?x=1 HTTP/1.1\r\n" + host + "\r\n")
                             << QByteArray("/sandbox/stats") << QByteArray() << true;
    QTest::newRow("Content-Length") << post(host + "Content-Length: 2\r\n", "{}") << QByteArray("/ws/query")
                                    << QByteArray("{}") << true;
    QTest::newRow("same Content-Length twice") << post(host + "Content-Length: 2\r\nContent-Length: 2\r\n", "{}")
                                               << QByteArray("/ws/query") << QByteArray("{}") << true;
    QTest::newRow("same Content-Length as a list")
        << post(host + "content-length: 2 , 2\r\n", "{}") << QByteArray("/ws/query") << QByteArray("{}") << true;
    QTest::newRow("leading empty lines") << QByteArray("\r\n\r\n" + post(host)) << QByteArray("/ws/query")
                                         << QByteArray() << true;
    QTest::newRow("absolute-form") << QByteArray("GET http://sandbox:80/ws/query HTTP/1.1\r\n" + host + "\r\n")
                                   << QByteArray("/ws/query") << QByteArray() << true;
    QTest::newRow("HTTP/1.0 without Host")
        << post("Content-Length: 2\r\n", "{}", "HTTP/1.0") << QByteArray("/ws/query") << QByteArray("{}") << false;
    QTest::newRow("Connection: close") << post(host + "Connection: close\r\n") << QByteArray("/ws/query")
                                       << QByteArray() << false;
    QTest::newRow("UTF-8 in a field value")
        << post(host + "X-Name: Jos\xc3\xa9\t\r\n") << QByteArray("/ws/query") << QByteArray() << true;
}

void TestRequestFramer::acceptsWellFormedRequests()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, body);
    QFETCH(bool, keepAlive);
    RequestFramer framer(maxHead, maxBody);
    QCOMPARE(framer.feed(bytes), RequestFramer::Step::Complete);
    const Request request = framer.takeRequest();
    QCOMPARE(request.path, path);
    QCOMPARE(request.body, body);
    QCOMPARE(request.keepAlive, keepAlive);
    QVERIFY(bytes.isEmpty());
}

void TestRequestFramer::bodyInPiecesAndPipelining()
{
    RequestFramer framer(maxHead, maxBody);
    QByteArray input = "POST /a HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 6\r\n\r\nab";
    QCOMPARE(framer.feed(input), RequestFramer::Step::NeedMore);
    QVERIFY(framer.headComplete());
    QVERIFY(framer.expectsContinue());
    input += "cdefGET /b HTTP/1.1\r\nHo";
    QCOMPARE(framer.feed(input), RequestFramer::Step::Complete);
    QCOMPARE(framer.takeRequest().body, QByteArray("abcdef"));
    QCOMPARE(input, QByteArray("GET /b HTTP/1.1\r\nHo")); // the next request stays for later
    QCOMPARE(framer.feed(input), RequestFramer::Step::NeedMore);
    QVERIFY(!framer.headComplete());
    input += "st: x\r\n\r\n";
    QCOMPARE(framer.feed(input), RequestFramer::Step::Complete);
    QCOMPARE(framer.takeRequest().path, QByteArray("/b"));
}

void TestRequestFramer::escapesUntrustedBytesForLogs_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("logged");
    QTest::newRow("plain") << QByteArray("GET /ws/query") << u"GET /ws/query"_s;
    QTest::newRow("CR LF forging a line") << QByteArray("a\r\nINFO fake") << u"a\\r\\nINFO fake"_s;
    QTest::newRow("ESC sequence") << QByteArray("\x1b[2J") << u"\\x1b[2J"_s;
    QTest::newRow("NUL and DEL") << QByteArray("a\0b\x7f", 4) << u"a\\x00b\\x7f"_s;
    QTest::newRow("backslash") << QByteArray("a\\x00") << u"a\\\\x00"_s;
    QTest::newRow("UTF-8 kept") << QByteArray("Jos\xc3\xa9") << u"José"_s;
    QTest::newRow("invalid UTF-8") << QByteArray("\xff\xc3(") << u"\\xff\\xc3("_s;
    QTest::newRow("overlong UTF-8") << QByteArray("\xc0\xaf") << u"\\xc0\\xaf"_s;
    QTest::newRow("C1 control") << QByteArray("\xc2\x9b") << u"\\u{9b}"_s;
    QTest::newRow("right-to-left override") << QByteArray("\xe2\x80\xae") << u"\\u{202e}"_s;
    QTest::newRow("cut") << QByteArray(300, 'a') << QString(200, u'a') + u"…(100 more bytes)"_s;
}

void TestRequestFramer::escapesUntrustedBytesForLogs()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, logged);
    QCOMPARE(escapedForLog(bytes), logged);
}

QTEST_GUILESS_MAIN(TestRequestFramer)
#include "tst_requestframer.moc"
