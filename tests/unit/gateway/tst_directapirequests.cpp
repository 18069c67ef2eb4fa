// The client's requests against a fake network: the exact shape of each body, generated merchant
// codes, reading back after a duplicate refusal, and secrets masked in logs.
#include "directapiclientfixture.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

QStringList capturedLog;
void captureLog(QtMsgType, const QMessageLogContext &, const QString &message)
{
    capturedLog.append(message);
}

} // namespace

class TestDirectApiRequests : public QObject
{
    Q_OBJECT
private slots:
    void createRequestShape();
    void generatedMerchantCodes();
    void refundCancelAndEWalletBodies();
    void refundByMerchantCodeSendsTheHash();
    void alreadyCapturedIsReadAsConfirmed();
    void readBackAfterDuplicateRefusal_data();
    void readBackAfterDuplicateRefusal();
    void logsMaskSecrets();
};

void TestDirectApiRequests::createRequestShape()
{
    Harness h;
    h.network.enqueue(FakeResponse::json(fixture("direct_card_preauth_numbers.json")));
    DirectRequest request = cardPayment();
    request.merchantPaymentCode = QStringLiteral("order-77");
    request.installments = 2;
    const GatewayResult result = DirectApiClient::wait(h.client.createPayment(request));
    QVERIFY(result.hasValue());
    QCOMPARE(result->payment->status, PaymentStatus::Pending);
    QCOMPARE(result->payment->cardFirstSix, QStringLiteral("411111"));
    QCOMPARE(result->payment->cardLastFour, QStringLiteral("1111"));
    QCOMPARE(result->payment->customerEmail, QStringLiteral("jose@example.com"));
    QCOMPARE(h.network.requests().size(), 1);
    const auto &sent = h.network.requests().front();
    QCOMPARE(sent.request.url(), QUrl(QStringLiteral("https://sandbox.ebanxpay.com/ws/direct")));
    QCOMPARE(sent.request.header(QNetworkRequest::ContentTypeHeader).toString(), QStringLiteral("application/json"));
    QCOMPARE(sent.request.transferTimeout(), 150);
    QCOMPARE(sent.request.attribute(QNetworkRequest::Http2AllowedAttribute).toBool(), false);
    const QJsonObject body = QJsonDocument::fromJson(sent.body).object();
    QCOMPARE(body.value(u"integration_key").toString(), Key);
    QCOMPARE(body.value(u"operation").toString(), QStringLiteral("request"));
    QCOMPARE(body.value(u"mode").toString(), QStringLiteral("full"));
    const QJsonObject p = body.value(u"payment").toObject();
    QCOMPARE(p.value(u"payment_type_code").toString(), QStringLiteral("creditcard"));
    QCOMPARE(p.value(u"amount_total").toString(), QStringLiteral("100.00"));
    QCOMPARE(p.value(u"currency_code").toString(), QStringLiteral("BRL"));
    QCOMPARE(p.value(u"merchant_payment_code").toString(), QStringLiteral("order-77"));
    QCOMPARE(p.value(u"installments").toInt(), 2);
    const QJsonObject card = p.value(u"card").toObject();
    QCOMPARE(card.value(u"card_number").toString(), QStringLiteral("4111111111111111"));
    QCOMPARE(card.value(u"card_cvv").toString(), QStringLiteral("123"));
    QCOMPARE(card.value(u"card_due_date").toString(), QStringLiteral("12/2030"));
    QCOMPARE(card.value(u"auto_capture").toBool(true), false);   // inside the card object
    QVERIFY(!p.contains(u"auto_capture"));
    QVERIFY(!body.contains(u"auto_capture"));
}

void TestDirectApiRequests::generatedMerchantCodes()
{
    Harness h;
    h.network.setFallback(FakeResponse::json(fixture("error_bare.json")));
    (void)h.run(GatewayOperation::Create);
    (void)h.run(GatewayOperation::Refund);
    (void)h.run(GatewayOperation::Capture);
    QCOMPARE(h.network.requests().size(), 3);
    const QString paymentCode = QJsonDocument::fromJson(h.network.requests()[0].body)
                                    .object().value(u"payment").toObject().value(u"merchant_payment_code").toString();
    const QString refundCode = QJsonDocument::fromJson(h.network.requests()[1].body).object().value(u"merchant_refund_code").toString();
    for (const QString &code : {paymentCode, refundCode}) {
        QVERIFY2(code.startsWith(u"dd-"), qPrintable(code));
        QCOMPARE(code.size(), 19);   // within 20 for refunds, 40 for payments
    }
    QVERIFY(paymentCode != refundCode);
    // A refund's code is its caller's (PaymentOperations::withMerchantRefundCode): none is made here.
    (void)DirectApiClient::wait(h.client.refund(refundRequest()));
    QCOMPARE(h.network.requests().size(), 4);
    QVERIFY(!QJsonDocument::fromJson(h.network.requests()[3].body).object().contains(u"merchant_refund_code"));
    // Nor a capture's (PaymentOperations::withMerchantCaptureCode): the field is optional on the wire.
    QVERIFY(!QJsonDocument::fromJson(h.network.requests()[2].body).object().contains(u"merchant_capture_code"));
    // A payment's code is its caller's too (PaymentOperations::withMerchantPaymentCode): none is refused
    // before anything is sent, so that every payment can be looked up by the code it was sent with.
    DirectRequest uncoded = cardPayment();
    uncoded.merchantPaymentCode.clear();
    const GatewayResult refused = DirectApiClient::wait(h.client.createPayment(uncoded));
    QVERIFY(!refused.hasValue());
    QCOMPARE(refused.error().kind, GatewayError::Kind::Validation);
    QCOMPARE(refused.error().fields.size(), 1);
    QCOMPARE(refused.error().fields.front().field, QStringLiteral("payment.merchant_payment_code"));
    QCOMPARE(h.network.requests().size(), 4);
}

void TestDirectApiRequests::refundCancelAndEWalletBodies()
{
    Harness h;
    h.network.setFallback(FakeResponse::json(fixture("refund_cancel.json")));
    (void)h.run(GatewayOperation::RefundCancel);
    h.network.setFallback(FakeResponse::json(fixture("ewallets.json")));
    const GatewayResult wallets = h.run(GatewayOperation::EWallets);
    QVERIFY(wallets.hasValue());
    QCOMPARE(wallets->eWallets.size(), 2);
    const QJsonObject cancel = QJsonDocument::fromJson(h.network.requests()[0].body).object();
    QCOMPARE(cancel.value(u"operation").toString(), QStringLiteral("cancel"));
    QCOMPARE(cancel.value(u"refund_id").toString(), QStringLiteral("r-1"));
    QCOMPARE(h.network.requests()[0].path(), QStringLiteral("/ws/refund"));
    QCOMPARE(h.network.requests()[1].path(), QStringLiteral("/ws/ewallet-availableEWallets"));
    QCOMPARE(QJsonDocument::fromJson(h.network.requests()[1].body).object().value(u"country").toString(), QStringLiteral("br"));
}

// Spec 4.3: the refund body requires the hash. A refund asked for by merchant payment code sends
// the hash of the payment looked up (and checked to be the one the code names).
void TestDirectApiRequests::refundByMerchantCodeSendsTheHash()
{
    Harness h;
    h.network.setFallback(FakeResponse::json(fixture("refund_request.json")));
    RefundRequest request = refundRequest();
    request.hash.clear();
    request.merchantPaymentCode = QStringLiteral("order-1");
    request.merchantRefundCode = QStringLiteral("rf-1");
    (void)DirectApiClient::wait(h.client.refund(request));
    QVERIFY(!h.network.requests().isEmpty());
    const QJsonObject body = QJsonDocument::fromJson(h.network.requests()[0].body).object();
    QCOMPARE(body.value(u"hash").toString(), QStringLiteral("hash-1"));
    QVERIFY(!body.contains(u"merchant_payment_code"));
}

void TestDirectApiRequests::alreadyCapturedIsReadAsConfirmed()
{
    Harness h;
    h.network.enqueue(FakeResponse::json(R"({"status":"ERROR","status_code":"BP-CAP-4","status_message":"already captured"})"));
    h.network.enqueue(FakeResponse::json(fixture("capture_success.json")));
    const GatewayResult result = h.run(GatewayOperation::Capture);
    QVERIFY2(result.hasValue(), qPrintable(result.hasValue() ? QString() : result.error().message()));
    QCOMPARE(result->payment->status, PaymentStatus::Confirmed);
    QCOMPARE(h.network.requests().size(), 2);
    QCOMPARE(h.network.requests()[1].path(), QStringLiteral("/ws/query"));
}

void TestDirectApiRequests::readBackAfterDuplicateRefusal_data()
{
    using Start = std::function<GatewayCall *(DirectApiClient &)>;
    QTest::addColumn<Start>("start");
    QTest::addColumn<QByteArray>("refusal");
    QTest::addColumn<QByteArray>("readBack");
    QTest::addColumn<bool>("success");
    const QByteArray used = R"({"status":"ERROR","status_code":"BP-DR-0","status_message":"merchant_payment_code has already been used"})";
    const Start create = [](DirectApiClient &c) { return c.createPayment(cardPayment()); };
    QTest::newRow("create, generated code already used: ours") << create << used << fixture("direct_card_captured.json") << true;
    QTest::newRow("create, fresh code made by the caller") << Start([](DirectApiClient &c) {
        DirectRequest r = cardPayment();
        r.useFreshMerchantCode();   // as when the code goes into the intent log first
        return c.createPayment(r);
    }) << used << fixture("direct_card_captured.json") << true;
    // The user's own code: "already used" may answer Qt's resend of this create, or name another
    // payment; the payment read back by the code is this create's only with its amount and currency.
    const auto typed = [](qint64 hundredths) {
        return Start([hundredths](DirectApiClient &c) {
            DirectRequest r = cardPayment();
            r.merchantPaymentCode = QStringLiteral("order-1001");
            r.merchantPaymentCodeIsFresh = false;
            r.amountTotal = Money(hundredths, QStringLiteral("BRL"));
            return c.createPayment(r);
        });
    };
    QTest::newRow("create, user's code already used: this order's payment")
        << typed(10000) << used << fixture("direct_card_captured.json") << true;
    QTest::newRow("create, user's code already used by another amount: a real duplicate")
        << typed(25000) << used << fixture("direct_card_captured.json") << false;
    QTest::newRow("create, user's code already used by another currency: a real duplicate") << Start([](DirectApiClient &c) {
        DirectRequest r = cardPayment();
        r.merchantPaymentCode = QStringLiteral("order-1001");
        r.merchantPaymentCodeIsFresh = false;
        r.amountTotal = Money(10000, QStringLiteral("USD"));
        return c.createPayment(r);
    }) << used << fixture("direct_card_captured.json") << false;
    const Start refund = [](DirectApiClient &c) {
        RefundRequest r = refundRequest();
        r.useFreshMerchantCode();
        return c.refund(r);
    };
    // The read-back must show a refund with the fresh code the request carried: the fixture's code
    // differs, so the refusal stands.
    QTest::newRow("refund, code used, refund not found") << refund
                                                         << QByteArray(R"({"status":"ERROR","status_code":"BP-REF-9"})")
                                                         << fixture("refund_request.json") << false;
    const Start cancel = [](DirectApiClient &c) { return c.cancel({QStringLiteral("hash-1"), payment(PaymentStatus::Pending)}); };
    const QByteArray refused = R"({"status":"ERROR","status_code":"BP-CAN-3"})";
    QTest::newRow("cancel refused, payment is CA") << cancel << refused << fixture("cancel_success.json") << true;
    QTest::newRow("cancel refused, payment is CO") << cancel << refused << fixture("direct_card_captured.json") << false;
    const Start refundCancel = [](DirectApiClient &c) {
        Payment p = payment(PaymentStatus::Confirmed);
        p.refunds.front().id = QStringLiteral("5001");
        return c.cancelRefund({QStringLiteral("5001"), {}, p});
    };
    QTest::newRow("refund cancel refused, refund is CA") << refundCancel << QByteArray(R"({"status":"ERROR","status_code":"BP-REF-CAN-4"})")
                                                         << fixture("refund_cancel.json") << true;
    QTest::newRow("refund cancel refused, refund is RE") << refundCancel << QByteArray(R"({"status":"ERROR","status_code":"BP-REF-CAN-4"})")
                                                         << fixture("refund_request.json") << false;
}

void TestDirectApiRequests::readBackAfterDuplicateRefusal()
{
    using Start = std::function<GatewayCall *(DirectApiClient &)>;
    QFETCH(Start, start);
    QFETCH(QByteArray, refusal);
    QFETCH(QByteArray, readBack);
    QFETCH(bool, success);
    Harness h;
    h.network.enqueue(FakeResponse::json(refusal));
    if (!readBack.isEmpty())
        h.network.enqueue(FakeResponse::json(readBack));
    const GatewayResult result = DirectApiClient::wait(start(h.client));
    QCOMPARE(h.network.requests().size(), readBack.isEmpty() ? 1 : 2);
    if (!readBack.isEmpty())
        QCOMPARE(h.network.requests()[1].path(), QStringLiteral("/ws/query"));
    QCOMPARE(result.hasValue(), success);
    if (!success)
        QCOMPARE(result.error().kind, GatewayError::Kind::Gateway);
}

void TestDirectApiRequests::logsMaskSecrets()
{
    QLoggingCategory::setFilterRules(QStringLiteral("dd.gateway.debug=true"));
    capturedLog.clear();
    const QtMessageHandler previous = qInstallMessageHandler(captureLog);
    Harness h;
    h.network.enqueue(FakeResponse::json(fixture("direct_card_captured.json")));
    (void)h.run(GatewayOperation::Create);
    qInstallMessageHandler(previous);
    QLoggingCategory::setFilterRules(QString());
    const QString log = capturedLog.join(u'\n');
    QVERIFY2(log.contains(u"411111******1111"), qPrintable(log));
    QVERIFY(log.contains(u"***9876"));
    QVERIFY(!log.contains(u"4111111111111111"));
    QVERIFY(!log.contains(u"\"123\""));
    QVERIFY(!log.contains(Key));
}

QTEST_GUILESS_MAIN(TestDirectApiRequests)
#include "tst_directapirequests.moc"
