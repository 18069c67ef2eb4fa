// Signed notifications end to end: a directdesk-sandbox process signs every notification it sends
// with the key of its data folder and serves the certificate; a NotificationListener given that
// certificate takes each status change of spec 6 verified, and refuses (403), counts and reports
// every kind of bad signature without reporting a code from it.
#include "../sandbox/sandboxtestdata.h"
#include "core/sync/notificationlistener.h"
#include "core/sync/notificationsignature.h"
#include "sandbox/notificationsigner.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QDir>
#include <QJsonDocument>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dd::NotificationListener;
using dd::NotificationSignature;
using dd::sandbox::NotificationSigner;
using dd::test::SandboxProcess;

using Headers = QList<QPair<QByteArray, QByteArray>>;

namespace {
const QByteArray ForgedHash = "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071";

QByteArray notificationBody(const QByteArray &hash)
{
    return "operation=payment_status_change&notification_type=update&hash_codes=" + hash;
}

Headers replaced(Headers headers, const QByteArray &name, const QByteArray &value)
{
    for (auto &header : headers) {
        if (header.first == name)
            header.second = value;
    }
    return headers;
}
} // namespace

class TestNotificationSignature : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void certificateIsServedAndPrinted();
    void everyStatusChangeArrivesSignedAndVerified_data();
    void everyStatusChangeArrivesSignedAndVerified();
    void badSignaturesAreRefusedAndCounted_data();
    void badSignaturesAreRefusedAndCounted();
    void withoutCertificateUnsignedAreCountedAndTaken();
    void unusableCertificatesAreRefused_data();
    void unusableCertificatesAreRefused();
    void cliListenStoresOnlyVerifiedNotifications();

private:
    QString create(const QJsonObject &payment);
    QString refundOf(const QString &hash);
    QJsonObject sandboxPost(const QString &path, const QJsonObject &body);
    int post(NotificationListener &listener, const QByteArray &body, const Headers &headers);
    QByteArray printedCertificate(const QStringList &arguments, QByteArray *standardError = nullptr);

    QTemporaryDir m_dataDir;
    std::unique_ptr<NotificationListener> m_listener;
    std::unique_ptr<SandboxProcess> m_sandbox;
    QByteArray m_certificate;
    QHash<QString, int> m_notified;   // hash → notifications taken for it
    QNetworkAccessManager m_network;
};

void TestNotificationSignature::initTestCase()
{
    QVERIFY(m_dataDir.isValid());
    m_listener = std::make_unique<NotificationListener>();
    QVERIFY(m_listener->listen());
    connect(m_listener.get(), &NotificationListener::codesReceived, this, [this](const dd::NotificationCodes &codes) {
        for (const QString &hash : codes.hashes)
            ++m_notified[hash];
    });
    const QString notifyUrl = u"http://127.0.0.1:%1/notify"_s.arg(m_listener->port());
    m_sandbox = std::make_unique<SandboxProcess>(QStringList{u"--notify-url"_s, notifyUrl, u"--notify-retry-ms"_s, u"20"_s,
                                                             u"--data-dir"_s, m_dataDir.path()});
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
    // The key was made at start, into the data folder, readable by its owner only.
    const QString keyFile = QDir(m_dataDir.path()).filePath(QString::fromLatin1(NotificationSigner::keyFileName));
    QVERIFY(QFile::exists(keyFile));
    QVERIFY(!(QFile::permissions(keyFile) & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther)));

    const SandboxProcess::RawReply served = m_sandbox->request("GET", u"/sandbox/notification-certificate.pem"_s, {});
    QCOMPARE(served.httpStatus, 200);
    m_certificate = served.body;
    const dd::Result<NotificationSignature, QString> signature = NotificationSignature::fromPem(m_certificate);
    QVERIFY2(signature, qPrintable(signature ? QString() : signature.error()));
    m_listener->setGatewayCertificate(*signature);
}

QJsonObject TestNotificationSignature::sandboxPost(const QString &path, const QJsonObject &body)
{
    const QJsonObject answer = m_sandbox->postWithKey(path, body);
    if (answer.value(u"status"_s).toString() != u"SUCCESS"_s)
        qWarning() << path << answer;
    return answer;
}

QString TestNotificationSignature::create(const QJsonObject &payment)
{
    return sandboxPost(u"/ws/direct"_s, dd::test::directRequest(payment)).value(u"payment"_s).toObject()
        .value(u"hash"_s).toString();
}

QString TestNotificationSignature::refundOf(const QString &hash)
{
    return sandboxPost(u"/ws/refund"_s, {{u"operation"_s, u"request"_s}, {u"hash"_s, hash}, {u"amount"_s, u"5.00"_s},
                                         {u"description"_s, u"signed notification"_s}})
        .value(u"refund"_s).toObject().value(u"id"_s).toString();
}

int TestNotificationSignature::post(NotificationListener &listener, const QByteArray &body, const Headers &headers)
{
    QNetworkRequest request(QUrl(u"http://127.0.0.1:%1/notify"_s.arg(listener.port())));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/x-www-form-urlencoded"_s);
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    std::unique_ptr<QNetworkReply> reply(m_network.post(request, body));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    if (!finished.wait(10000))
        return -1;
    return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

QByteArray TestNotificationSignature::printedCertificate(const QStringList &arguments, QByteArray *standardError)
{
    QProcess process;
    process.start(SandboxProcess::executablePath(), QStringList{u"--print-notification-certificate"_s} + arguments);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    if (standardError)
        *standardError = process.readAllStandardError();
    return process.readAllStandardOutput();
}

void TestNotificationSignature::certificateIsServedAndPrinted()
{
    QVERIFY(m_certificate.startsWith("-----BEGIN CERTIFICATE-----"));
    const QByteArray fingerprint = NotificationSignature::fromPem(m_certificate)->fingerprint();
    QCOMPARE(fingerprint.size(), 40);   // SHA-1, hex

    // Printed from the same data folder: the same certificate, its fingerprint on standard error.
    QByteArray printedError;
    QCOMPARE(printedCertificate({u"--data-dir"_s, m_dataDir.path()}, &printedError), m_certificate);
    QVERIFY2(printedError.contains(fingerprint), printedError.constData());

    // --notification-key with the key alone: the certificate made from it is the same one, so a
    // fingerprint configured once survives restarts and key files without a certificate.
    QFile keyAndCertificate(QDir(m_dataDir.path()).filePath(QString::fromLatin1(NotificationSigner::keyFileName)));
    QVERIFY(keyAndCertificate.open(QIODevice::ReadOnly));
    const QByteArray pem = keyAndCertificate.readAll();
    const qsizetype certificateAt = pem.indexOf("-----BEGIN CERTIFICATE-----");
    QVERIFY(certificateAt > 0);
    QTemporaryDir other;
    QFile keyOnly(other.filePath(u"key.pem"_s));
    QVERIFY(keyOnly.open(QIODevice::WriteOnly));
    keyOnly.write(pem.left(certificateAt));
    keyOnly.close();
    QCOMPARE(printedCertificate({u"--notification-key"_s, keyOnly.fileName()}), m_certificate);
    // An empty data folder gets a key of its own: another certificate.
    const QByteArray fresh = printedCertificate({u"--data-dir"_s, other.filePath(u"data"_s)});
    QVERIFY(fresh.startsWith("-----BEGIN CERTIFICATE-----"));
    QVERIFY(fresh != m_certificate);
}

void TestNotificationSignature::everyStatusChangeArrivesSignedAndVerified_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("notifications");   // for the payment, its creation included
    QTest::newRow("PE to CO (voucher paid)") << u"confirm"_s << 2;
    QTest::newRow("PE to CA (voucher never paid)") << u"deny"_s << 2;
    QTest::newRow("capture of a pre-authorization") << u"capture"_s << 2;
    QTest::newRow("pre-authorization expiry") << u"expire"_s << 2;
    QTest::newRow("refund requested (RE)") << u"refund"_s << 2;
    QTest::newRow("refund RE to PE") << u"refund-pending"_s << 3;
    QTest::newRow("refund PE to CO") << u"refund-confirmed"_s << 4;
    QTest::newRow("refund RE to CA") << u"refund-cancelled"_s << 3;
}

void TestNotificationSignature::everyStatusChangeArrivesSignedAndVerified()
{
    QFETCH(QString, change);
    QFETCH(int, notifications);
    const qint64 verifiedBefore = m_listener->counts().verified;
    const qint64 refusedBefore = m_listener->counts().refusedTotal();
    QString hash;
    if (change == u"confirm"_s || change == u"deny"_s) {
        hash = create(dd::test::localPayment(u"boleto"_s, u"br"_s, u"BRL"_s));
        sandboxPost(change == u"confirm"_s ? u"/sandbox/payments/confirm"_s : u"/sandbox/payments/deny"_s, {{u"hash"_s, hash}});
    } else if (change == u"capture"_s || change == u"expire"_s) {
        QJsonObject card = dd::test::rawCard();
        card.insert(u"auto_capture"_s, false);
        hash = create(dd::test::cardPayment(card));
        if (change == u"capture"_s)
            sandboxPost(u"/ws/capture"_s, {{u"hash"_s, hash}});
        else
            sandboxPost(u"/sandbox/preauthorizations/expire"_s, {{u"hash"_s, hash}});
    } else {
        hash = create(dd::test::cardPayment());
        const QString refund = refundOf(hash);
        QVERIFY(!refund.isEmpty());
        const int advances = change == u"refund-pending"_s ? 1 : change == u"refund-confirmed"_s ? 2 : 0;
        for (int step = 0; step < advances; ++step)
            sandboxPost(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, refund}});
        if (change == u"refund-cancelled"_s)
            sandboxPost(u"/ws/refund"_s, {{u"operation"_s, u"cancel"_s}, {u"refund_id"_s, refund}});
    }
    QVERIFY(!hash.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(m_notified.value(hash), notifications, 30000);
    QCOMPARE(m_listener->counts().verified - verifiedBefore, notifications);
    QCOMPARE(m_listener->counts().refusedTotal(), refusedBefore);
}

void TestNotificationSignature::badSignaturesAreRefusedAndCounted_data()
{
    const dd::sandbox::Outcome<NotificationSigner> gateway = NotificationSigner::fromPemFile(
        QDir(m_dataDir.path()).filePath(QString::fromLatin1(NotificationSigner::keyFileName)));
    const dd::sandbox::Outcome<NotificationSigner> stranger = NotificationSigner::generated();
    QVERIFY(gateway.ok() && stranger.ok());
    const QByteArray body = notificationBody(ForgedHash);
    const Headers signedHeaders = gateway.value().headersFor(body);
    const Headers strangerHeaders = stranger.value().headersFor(body);
    QCOMPARE(signedHeaders.size(), 3);

    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<Headers>("headers");
    QTest::addColumn<int>("httpStatus");
    QTest::addColumn<QByteArray>("verdict");
    // The control row: the same construction, correctly signed, is taken.
    QTest::newRow("valid") << body << signedHeaders << 200 << QByteArray("valid");
    QTest::newRow("unsigned") << body << Headers() << 403 << QByteArray("unsigned");
    QTest::newRow("unknown signature type") << body << replaced(signedHeaders, "X-SignatureType", "RSA-SHA256") << 403
                                            << QByteArray("unknown_type");
    QTest::newRow("wrong fingerprint") << body
                                       << replaced(signedHeaders, "X-SignatureFingerprint", stranger.value().fingerprint())
                                       << 403 << QByteArray("wrong_fingerprint");
    QTest::newRow("signed by another key") << body
                                           << replaced(strangerHeaders, "X-SignatureFingerprint", gateway.value().fingerprint())
                                           << 403 << QByteArray("wrong_signature");
    QTest::newRow("body changed after signing") << notificationBody(QByteArray(48, 'b')) << signedHeaders << 403
                                                << QByteArray("wrong_signature");
    QTest::newRow("signature not base64") << body << replaced(signedHeaders, "X-SignatureContent", "%%not base64%%") << 403
                                          << QByteArray("malformed_signature");
}

void TestNotificationSignature::badSignaturesAreRefusedAndCounted()
{
    QFETCH(QByteArray, body);
    QFETCH(Headers, headers);
    QFETCH(int, httpStatus);
    QFETCH(QByteArray, verdict);
    const NotificationListener::Counts before = m_listener->counts();
    QSignalSpy received(m_listener.get(), &NotificationListener::codesReceived);
    QSignalSpy rejected(m_listener.get(), &NotificationListener::rejected);
    QCOMPARE(post(*m_listener, body, headers), httpStatus);
    if (httpStatus == 200) {
        QTRY_COMPARE(received.size(), 1);
        QCOMPARE(m_listener->counts().verified, before.verified + 1);
        QCOMPARE(rejected.size(), 0);
        return;
    }
    QTRY_COMPARE(rejected.size(), 1);
    QCOMPARE(received.size(), 0);   // nothing from it is queued or queried
    QCOMPARE(m_listener->counts().refused.value(verdict), before.refused.value(verdict) + 1);
    QCOMPARE(m_listener->counts().refusedTotal(), before.refusedTotal() + 1);
    QCOMPARE(m_listener->counts().verified, before.verified);
    const QString reason = rejected.first().at(0).toString();
    QVERIFY2(reason.startsWith(u"Refused a notification"_s), qPrintable(reason));
    QVERIFY2(!reason.contains(u"hash_codes"_s), qPrintable(reason));   // the body is never quoted
}

void TestNotificationSignature::withoutCertificateUnsignedAreCountedAndTaken()
{
    NotificationListener listener;
    QVERIFY(listener.listen());
    QVERIFY(!listener.verifiesSignatures());
    QSignalSpy received(&listener, &NotificationListener::codesReceived);
    QCOMPARE(post(listener, notificationBody(ForgedHash), {}), 200);
    QTRY_COMPARE(received.size(), 1);
    QCOMPARE(listener.counts().unsignedAccepted, 1);
    const dd::sandbox::Outcome<NotificationSigner> signer = NotificationSigner::generated();
    QVERIFY(signer.ok());
    const QByteArray body = notificationBody(ForgedHash);
    QCOMPARE(post(listener, body, signer.value().headersFor(body)), 200);
    QTRY_COMPARE(received.size(), 2);
    QCOMPARE(listener.counts().unsignedAccepted, 1);   // a signed one is not counted as unsigned
    QCOMPARE(listener.counts().verified, 0);           // nor as verified: nothing checked it
    QCOMPARE(listener.counts().refusedTotal(), 0);
}

void TestNotificationSignature::unusableCertificatesAreRefused_data()
{
    QTest::addColumn<QByteArray>("pem");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not PEM") << QByteArray("certificate");
    const QByteArray keyAndCertificate = NotificationSigner::generated().value().keyAndCertificatePem();
    QTest::newRow("a private key, not a certificate")
        << keyAndCertificate.left(keyAndCertificate.indexOf("-----BEGIN CERTIFICATE-----"));
    QTest::newRow("truncated certificate") << m_certificate.left(m_certificate.size() / 2);
}

void TestNotificationSignature::unusableCertificatesAreRefused()
{
    QFETCH(QByteArray, pem);
    const dd::Result<NotificationSignature, QString> signature = NotificationSignature::fromPem(pem);
    QVERIFY(!signature);
    QVERIFY(!signature.error().isEmpty());
}

// directdesk-cli listen with --gateway-certificate: refused notifications cost no query and leave
// nothing in the cache; the verified one is queried and stored.
void TestNotificationSignature::cliListenStoresOnlyVerifiedNotifications()
{
    const QString passphrase = u"correct horse 42 battery"_s;
    QTemporaryDir gatewayData;
    dd::test::CliFixture fixture;
    QVERIFY2(fixture.start(passphrase, {u"--data-dir"_s, gatewayData.path()}), qPrintable(fixture.errorString()));
    SandboxProcess &sandbox = fixture.sandbox();
    QFile certificate(fixture.path(u"gateway.pem"_s));
    QVERIFY(certificate.open(QIODevice::WriteOnly));
    certificate.write(sandbox.request("GET", u"/sandbox/notification-certificate.pem"_s, {}).body);
    certificate.close();
    const auto gateway = NotificationSigner::fromPemFile(
        QDir(gatewayData.path()).filePath(QString::fromLatin1(NotificationSigner::keyFileName)));
    const auto stranger = NotificationSigner::generated();
    QVERIFY(gateway.ok() && stranger.ok());
    const QString verified = sandbox.postWithKey("/ws/direct", dd::test::directRequest(dd::test::cardPayment()))
                                 .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    const QString forged = sandbox.postWithKey("/ws/direct", dd::test::directRequest(dd::test::cardPayment()))
                               .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QVERIFY(!verified.isEmpty() && !forged.isEmpty());

    QProcess listener;
    listener.setProcessEnvironment(dd::test::cliEnvironment(passphrase));
    listener.start(dd::test::cliPath(), {u"listen"_s, u"--vault"_s, fixture.vault(), u"--json"_s,
                                         u"--gateway-certificate"_s, certificate.fileName()});
    QVERIFY(listener.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(listener.canReadLine(), 30000);
    const QJsonObject ready = QJsonDocument::fromJson(listener.readLine()).object();
    const int port = ready.value(u"port"_s).toInt();
    QVERIFY(port > 0);
    QCOMPARE(ready.value(u"gateway_certificate"_s).toString().toLatin1(), gateway.value().fingerprint());

    const int queriesBefore = dd::test::gatewayRequests(sandbox);
    const auto send = [this, port](const QByteArray &body, const Headers &headers) {
        QNetworkRequest request(QUrl(u"http://127.0.0.1:%1/"_s.arg(port)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/x-www-form-urlencoded"_s);
        for (const auto &[name, value] : headers)
            request.setRawHeader(name, value);
        std::unique_ptr<QNetworkReply> reply(m_network.post(request, body));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        return finished.wait(10000) ? reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : -1;
    };
    const QByteArray forgedBody = notificationBody(forged.toLatin1());
    QCOMPARE(send(forgedBody, stranger.value().headersFor(forgedBody)), 403);
    QCOMPARE(send(forgedBody, {}), 403);
    const QByteArray verifiedBody = notificationBody(verified.toLatin1());
    QCOMPARE(send(verifiedBody, gateway.value().headersFor(verifiedBody)), 200);

    QTRY_VERIFY_WITH_TIMEOUT(listener.canReadLine(), 30000);
    const QJsonObject summary = QJsonDocument::fromJson(listener.readLine()).object();
    QCOMPARE(summary.value(u"total"_s).toInt(), 1);
    QCOMPARE(summary.value(u"refreshed"_s).toInt(), 1);
    const QJsonObject signatures = summary.value(u"signatures"_s).toObject();
    QCOMPARE(signatures.value(u"verified"_s).toInt(), 1);
    QCOMPARE(signatures.value(u"refused"_s).toInt(), 2);
    QCOMPARE(dd::test::gatewayRequests(sandbox), queriesBefore + 1);   // the refused ones cost no query
    listener.terminate();
    QVERIFY(listener.waitForFinished(10000));
    QVERIFY(listener.readAllStandardError().contains("Refused a notification"));

    const QString exported = fixture.path(u"payments.csv"_s);
    const dd::test::CliRun run = dd::test::runCli({u"export"_s, u"--vault"_s, fixture.vault(), u"--format"_s, u"csv"_s,
                                                   u"--out"_s, exported}, passphrase);
    QCOMPARE(run.status, 0);
    QFile csv(exported);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray stored = csv.readAll();
    QVERIFY(stored.contains(verified.toLatin1()));
    QVERIFY(!stored.contains(forged.toLatin1()));
}

QTEST_GUILESS_MAIN(TestNotificationSignature)
#include "tst_notificationsignature.moc"
