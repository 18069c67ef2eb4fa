// The in-process sandbox the desktop app embeds (SandboxServer, SandboxThread), and the
// sandbox's own building blocks: hash codec, card and CLABE rules.
#include "sandbox/cardrules.h"
#include "sandbox/hashcodec.h"
#include "sandbox/notificationsigner.h"
#include "sandbox/sandboxserver.h"
#include "sandbox/sandboxthread.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dd::sandbox;

namespace {
QJsonObject postFrom(QNetworkAccessManager &network, const QUrl &base, const QString &path, const QJsonObject &body)
{
    QUrl url = base;
    url.setPath(path);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(5000);
    std::unique_ptr<QNetworkReply> reply(network.post(request, QJsonDocument(body).toJson()));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    if (!reply->isFinished() && !finished.wait(6000))
        return {};
    return QJsonDocument::fromJson(reply->readAll()).object();
}
} // namespace

class TestSandboxInProcess : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void serverInCallingThread();
    void serverInWorkerThread();
    void listenFailsOnBadHost();
    void notificationKeyInMemoryWithoutDataFolder();
    void unusableNotificationKeyStopsTheStart_data();
    void unusableNotificationKeyStopsTheStart();
    void hashCodecRoundTrips_data();
    void hashCodecRoundTrips();
    void hashCodecRejects_data();
    void hashCodecRejects();
    void cardNetworks_data();
    void cardNetworks();
    void clabeCheckDigit_data();
    void clabeCheckDigit();
};

void TestSandboxInProcess::serverInCallingThread()
{
    SandboxOptions options;
    options.seedDemo = 5;
    SandboxServer server(options);
    QString error;
    QVERIFY2(server.listen(&error), qPrintable(error));
    QCOMPARE(server.baseUrl().host(), u"127.0.0.1"_s);
    QCOMPARE(server.integrationKey(), u"sandbox-integration-key"_s);
    QNetworkAccessManager network;
    const QJsonObject listed = postFrom(network, server.baseUrl(), u"/sandbox/payments"_s, {});
    QCOMPARE(listed.value(u"total"_s).toInt(), 5);
    const QJsonObject queried = postFrom(network, server.baseUrl(), u"/ws/query"_s,
                                         {{u"integration_key"_s, server.integrationKey()},
                                          {u"merchant_payment_code"_s, u"demo-1-0"_s}});
    QCOMPARE(queried.value(u"status"_s).toString(), u"SUCCESS"_s);
    server.close();
    QVERIFY(postFrom(network, server.baseUrl(), u"/sandbox/payments"_s, {}).isEmpty());
}

void TestSandboxInProcess::serverInWorkerThread()
{
    SandboxOptions options;
    options.integrationKey = u"built-in"_s;
    SandboxThread sandbox(options);
    QString error;
    QVERIFY2(sandbox.start(&error), qPrintable(error));
    QVERIFY(sandbox.baseUrl().port() > 0);
    QCOMPARE(sandbox.integrationKey(), u"built-in"_s);
    QNetworkAccessManager network;
    const QJsonObject answer = postFrom(network, sandbox.baseUrl(), u"/ws/ewallet-availableEWallets"_s,
                                        {{u"integration_key"_s, u"built-in"_s}, {u"country"_s, u"xx"_s}});
    QCOMPARE(answer.value(u"status_code"_s).toString(), u"BP-EW-2"_s);
    const QUrl base = sandbox.baseUrl();
    sandbox.stop();
    QVERIFY(postFrom(network, base, u"/sandbox/stats"_s, {}).isEmpty());
}

void TestSandboxInProcess::listenFailsOnBadHost()
{
    SandboxOptions options;
    options.host = u"999.1.1.1"_s;
    SandboxServer server(options);
    QString error;
    QVERIFY(!server.listen(&error));
    QVERIFY(!error.isEmpty());
    SandboxThread thread(options);
    QVERIFY(!thread.start(&error));
}

// The embedded sandbox has no data folder: its key lives in memory, made once, and the certificate it
// serves is the one its signer holds.
void TestSandboxInProcess::notificationKeyInMemoryWithoutDataFolder()
{
    SandboxServer server{SandboxOptions()};
    QString error;
    QVERIFY2(server.listen(&error), qPrintable(error));
    const NotificationSigner *signer = server.notificationSigner(&error);
    QVERIFY2(signer, qPrintable(error));
    QCOMPARE(server.notificationSigner(&error), signer);
    QNetworkAccessManager network;
    QUrl url = server.baseUrl();
    url.setPath(u"/sandbox/notification-certificate.pem"_s);
    std::unique_ptr<QNetworkReply> reply(network.get(QNetworkRequest(url)));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    QVERIFY(finished.wait(10000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(), u"application/x-pem-file"_s);
    QCOMPARE(reply->readAll(), signer->certificatePem());
    QCOMPARE(signer->headersFor("body").size(), 3);
}

void TestSandboxInProcess::unusableNotificationKeyStopsTheStart_data()
{
    QTest::addColumn<QByteArray>("pem");
    QTest::addColumn<bool>("exists");
    QTest::newRow("missing file") << QByteArray() << false;
    QTest::newRow("not PEM") << QByteArray("not a key") << true;
    const QByteArray keyAndCertificate = NotificationSigner::generated().value().keyAndCertificatePem();
    const qsizetype certificateAt = keyAndCertificate.indexOf("-----BEGIN CERTIFICATE-----");
    QTest::newRow("a certificate without its key") << keyAndCertificate.mid(certificateAt) << true;
    // A key with another key's certificate: the fingerprint would name a key that does not sign.
    const QByteArray otherCertificate = NotificationSigner::generated().value().certificatePem();
    QTest::newRow("a key with a certificate of another key") << keyAndCertificate.left(certificateAt) + otherCertificate
                                                            << true;
}

void TestSandboxInProcess::unusableNotificationKeyStopsTheStart()
{
    QFETCH(QByteArray, pem);
    QFETCH(bool, exists);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"key.pem"_s);
    if (exists) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(pem);
    }
    SandboxOptions options;
    options.notificationKeyFile = path;   // checked at start even without a notification URL
    SandboxServer server(options);
    QString error;
    QVERIFY(!server.listen(&error));
    QVERIFY2(error.contains(u"notification key"_s), qPrintable(error));
}

void TestSandboxInProcess::hashCodecRoundTrips_data()
{
    QTest::addColumn<quint64>("key");
    QTest::addColumn<quint32>("index");
    QTest::newRow("first") << quint64(1) << quint32(0);
    QTest::newRow("millionth") << quint64(1) << quint32(999999);
    QTest::newRow("largest") << quint64(77) << quint32(0xffffffff);
    QTest::newRow("other key") << quint64(0xdeadbeef) << quint32(12345);
}

void TestSandboxInProcess::hashCodecRoundTrips()
{
    QFETCH(quint64, key);
    QFETCH(quint32, index);
    const HashCodec codec(key);
    const QByteArray hash = codec.encode(index);
    QCOMPARE(hash.size(), 48);
    QCOMPARE(codec.decode(hash), std::optional<quint32>(index));
    QVERIFY(HashCodec(key + 1).decode(hash) != std::optional<quint32>(index));
    QVERIFY(codec.encode(index + 1) != hash);
}

void TestSandboxInProcess::hashCodecRejects_data()
{
    QTest::addColumn<QByteArray>("hash");
    const QByteArray good = HashCodec().encode(42);
    QByteArray flipped = good;
    flipped[20] = flipped[20] == 'a' ? 'b' : 'a';
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("short") << good.left(47);
    QTest::newRow("long") << good + '0';
    QTest::newRow("upper case") << good.toUpper();
    QTest::newRow("check digit changed") << flipped;
    QTest::newRow("not hex") << QByteArray(48, 'z');
}

void TestSandboxInProcess::hashCodecRejects()
{
    QFETCH(QByteArray, hash);
    QVERIFY(!HashCodec().decode(hash));
}

void TestSandboxInProcess::cardNetworks_data()
{
    QTest::addColumn<QByteArray>("number");
    QTest::addColumn<QByteArray>("network");
    QTest::addColumn<bool>("luhn");
    QTest::addColumn<bool>("declines");
    QTest::newRow("visa") << QByteArray("4111111111111111") << QByteArray("visa") << true << false;
    QTest::newRow("mastercard") << QByteArray("5555555555554444") << QByteArray("mastercard") << true << false;
    QTest::newRow("mastercard 2-series") << QByteArray("2223003122003222") << QByteArray("mastercard") << true << false;
    QTest::newRow("amex") << QByteArray("378282246310005") << QByteArray("amex") << true << false;
    QTest::newRow("elo") << QByteArray("6362970000457013") << QByteArray("elo") << true << false;
    QTest::newRow("hipercard") << QByteArray("6062825624254001") << QByteArray("hipercard") << true << false;
    QTest::newRow("diners") << QByteArray("36006666333344") << QByteArray("diners") << true << false;
    QTest::newRow("declining visa") << QByteArray("4000000000000002") << QByteArray("visa") << true << true;
    QTest::newRow("declining mastercard") << QByteArray("5105105105105100") << QByteArray("mastercard") << true << true;
    QTest::newRow("Luhn failure") << QByteArray("4111111111111112") << QByteArray("visa") << false << false;
    QTest::newRow("unknown prefix") << QByteArray("9000000000000001") << QByteArray() << true << false;
    QTest::newRow("letters") << QByteArray("4111a11111111111") << QByteArray() << false << false;
}

void TestSandboxInProcess::cardNetworks()
{
    QFETCH(QByteArray, number);
    QFETCH(QByteArray, network);
    QFETCH(bool, luhn);
    QFETCH(bool, declines);
    QCOMPARE(cardrules::networkOf(number), network);
    QCOMPARE(cardrules::luhnValid(number), luhn);
    QCOMPARE(cardrules::isDecliningTestCard(number), declines);
}

void TestSandboxInProcess::clabeCheckDigit_data()
{
    QTest::addColumn<QByteArray>("clabe");
    QTest::addColumn<bool>("valid");
    QTest::newRow("published example") << QByteArray("032180000118359719") << true;
    QTest::newRow("wrong check digit") << QByteArray("032180000118359718") << false;
    QTest::newRow("17 digits") << QByteArray("03218000011835971") << false;
    QTest::newRow("letters") << QByteArray("03218000011835971x") << false;
    QTest::newRow("generated") << cardrules::clabeWithCheckDigit("64618012345678901") << true;
}

void TestSandboxInProcess::clabeCheckDigit()
{
    QFETCH(QByteArray, clabe);
    QFETCH(bool, valid);
    QCOMPARE(cardrules::clabeValid(clabe), valid);
}

QTEST_GUILESS_MAIN(TestSandboxInProcess)
#include "tst_sandbox_inprocess.moc"
