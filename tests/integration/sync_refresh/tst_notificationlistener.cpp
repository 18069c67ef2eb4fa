#include "core/sync/notificationlistener.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

using namespace dd;

namespace {
const QByteArray Hash = "5a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071";
}

class TestNotificationListener : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void postedNotificationsAreAnsweredAndReported_data();
    void postedNotificationsAreAnsweredAndReported();
    void badNotificationIsAnsweredButRejected();
    void oversizedRequestIsRefused();
    void requestInPieces();

private:
    int post(const QByteArray &body, const QByteArray &contentType);
    std::unique_ptr<NotificationListener> m_listener;
    QNetworkAccessManager m_network;
};

void TestNotificationListener::init()
{
    m_listener = std::make_unique<NotificationListener>();
    QVERIFY(!m_listener->isListening());
    QVERIFY(m_listener->listen());
    QVERIFY(m_listener->port() != 0);
}

int TestNotificationListener::post(const QByteArray &body, const QByteArray &contentType)
{
    QNetworkRequest request(QUrl(u"http://127.0.0.1:" + QString::number(m_listener->port()) + u"/notify"));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QString::fromLatin1(contentType));
    QNetworkReply *reply = m_network.post(request, body);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    if (!finished.wait(10000))
        return -1;
    reply->deleteLater();
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

void TestNotificationListener::postedNotificationsAreAnsweredAndReported_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<int>("hashes");
    QTest::newRow("form") << QByteArray("operation=payment_status_change&notification_type=update&hash_codes=" + Hash)
                          << QByteArray("application/x-www-form-urlencoded") << 1;
    QTest::newRow("form, two") << QByteArray("operation=payment_status_change&notification_type=refund&hash_codes="
                                             + Hash + ',' + QByteArray(48, 'b'))
                               << QByteArray("application/x-www-form-urlencoded") << 2;
    QTest::newRow("json") << QByteArray(R"({"operation":"payment_status_change","hash_codes":")" + Hash + "\"}")
                          << QByteArray("application/json") << 1;
}

void TestNotificationListener::postedNotificationsAreAnsweredAndReported()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, contentType);
    QFETCH(int, hashes);
    QSignalSpy received(m_listener.get(), &NotificationListener::codesReceived);
    QCOMPARE(post(body, contentType), 200);
    QTRY_COMPARE(received.size(), 1);
    QCOMPARE(received.first().at(0).value<NotificationCodes>().hashes.size(), hashes);
}

void TestNotificationListener::badNotificationIsAnsweredButRejected()
{
    QSignalSpy received(m_listener.get(), &NotificationListener::codesReceived);
    QSignalSpy rejected(m_listener.get(), &NotificationListener::rejected);
    QCOMPARE(post("operation=payment_status_change&hash_codes=nothex", "application/x-www-form-urlencoded"), 200);
    QTRY_COMPARE(rejected.size(), 1);
    QCOMPARE(received.size(), 0);
}

void TestNotificationListener::oversizedRequestIsRefused()
{
    QSignalSpy received(m_listener.get(), &NotificationListener::codesReceived);
    const QByteArray body = "operation=payment_status_change&hash_codes=" + Hash + '&' + QByteArray(70 * 1024, 'x');
    QCOMPARE(post(body, "application/x-www-form-urlencoded"), 413);
    QCOMPARE(received.size(), 0);
}

void TestNotificationListener::requestInPieces()
{
    QSignalSpy received(m_listener.get(), &NotificationListener::codesReceived);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_listener->port());
    QVERIFY(socket.waitForConnected(5000));
    const QByteArray body = "operation=payment_status_change&hash_codes=" + Hash;
    socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n");
    socket.write(body.left(10));
    QVERIFY(socket.waitForBytesWritten(5000));
    QTest::qWait(50);   // let the listener see the first piece alone
    QCOMPARE(received.size(), 0);
    socket.write(body.mid(10));
    QTRY_COMPARE(received.size(), 1);
    QTRY_VERIFY(socket.bytesAvailable() > 0 || socket.waitForReadyRead(100));
    QVERIFY(socket.readAll().startsWith("HTTP/1.1 200"));
}

QTEST_GUILESS_MAIN(TestNotificationListener)
#include "tst_notificationlistener.moc"
