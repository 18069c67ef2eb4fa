// The client against a fake network: one row per failure mode, read retries, writes never
// retried, nothing invalid ever sent, the request's exact shape, secrets masked in logs.
#include "core/gateway/directapiclient.h"
#include "fakenetwork.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace dd;
using dd::test::FakeNetwork;
using dd::test::FakeResponse;

Q_DECLARE_METATYPE(FakeResponse)

namespace {

const QDateTime Now(QDate(2026, 11, 22), QTime(12, 0), QTimeZone::utc());
const QString Key = QStringLiteral("test-integration-key-9876");

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/fixtures/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

ConnectionSettings fastSettings(int retries = 3)
{
    ConnectionSettings s;
    s.baseUrl = QUrl(QStringLiteral("https://sandbox.ebanxpay.com"));
    s.transferTimeoutMs = 150;
    s.maxReadRetries = retries;
    s.retryBaseDelayMs = 5;
    s.retryMaxDelayMs = 20;
    return s;
}

Payment payment(PaymentStatus status)
{
    Payment p;
    p.hash = QStringLiteral("hash-1");
    p.merchantPaymentCode = QStringLiteral("order-1");
    p.country = QStringLiteral("br");
    p.status = status;
    p.currencyExt = QStringLiteral("BRL");
    p.amountExt = Money(10000, p.currencyExt);
    p.preApproved = status == PaymentStatus::Pending;
    if (status == PaymentStatus::Pending)
        p.captureAvailable = true;
    Refund r;
    r.id = QStringLiteral("r-1");
    r.status = RefundStatus::Requested;
    r.amount = Money(1000, p.currencyExt);
    if (status == PaymentStatus::Confirmed)
        p.refunds = {r};
    return p;
}

DirectRequest cardPayment()
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("creditcard");
    r.amountTotal = Money(10000, QStringLiteral("BRL"));
    r.country = QStringLiteral("br");
    r.name = QStringLiteral("Jose Silva");
    r.email = QStringLiteral("jose@example.com");
    CardFields c;
    c.cardNumber = SecretText(u"4111111111111111");
    c.cardName = QStringLiteral("Jose Silva");
    c.cardDueDate = QStringLiteral("12/2030");
    c.cardCvv = SecretText(u"123");
    c.autoCapture = false;
    r.card = c;
    return r;
}

RefundRequest refundRequest()
{
    RefundRequest r;
    r.hash = QStringLiteral("hash-1");
    r.amount = Money(1000, QStringLiteral("BRL"));
    r.description = QStringLiteral("customer asked");
    r.payment = payment(PaymentStatus::Confirmed);
    return r;
}

// Starts one operation with a valid request.
GatewayCall *start(DirectApiClient &client, GatewayOperation op)
{
    switch (op) {
    case GatewayOperation::Create: return client.createPayment(cardPayment());
    case GatewayOperation::Query: return client.query({QStringLiteral("hash-1"), {}});
    case GatewayOperation::Capture: return client.capture({QStringLiteral("hash-1"), {}, {}, {}, payment(PaymentStatus::Pending)});
    case GatewayOperation::Cancel: return client.cancel({QStringLiteral("hash-1"), payment(PaymentStatus::Pending)});
    case GatewayOperation::Refund: {
        RefundRequest r = refundRequest();
        r.useFreshMerchantCode();   // as PaymentOperations::withMerchantRefundCode gives it
        return client.refund(r);
    }
    case GatewayOperation::RefundCancel:
        return client.cancelRefund({QStringLiteral("r-1"), {}, payment(PaymentStatus::Confirmed)});
    case GatewayOperation::EWallets: return client.availableEWallets({QStringLiteral("br")});
    }
    return nullptr;
}

struct Harness
{
    FakeNetwork network;
    DirectApiClient client;
    explicit Harness(ConnectionSettings settings = fastSettings())
        : client(&network, std::move(settings), std::make_shared<IntegrationKeyAuthenticator>(SecretText(Key)),
                 [] { return Now; })
    {
    }
    GatewayResult run(GatewayOperation op) { return DirectApiClient::wait(start(client, op)); }
};

FakeResponse withHeader(FakeResponse r, const char *name, const char *value)
{
    r.headers.append({QByteArray(name), QByteArray(value)});
    return r;
}

QStringList capturedLog;
void captureLog(QtMsgType, const QMessageLogContext &, const QString &message)
{
    capturedLog.append(message);
}

} // namespace

class TestDirectApiClient : public QObject
{
    Q_OBJECT
private slots:
    void failureModes_data();
    void failureModes();
    void readsRetryWithBackoff();
    void readsStopAfterThreeRetries();
    void retryAfterIsHonoured();
    void longRetryAfterEndsRetries();
    void writesAreNeverRetried_data();
    void writesAreNeverRetried();
    void invalidRequestsAreNeverSent_data();
    void invalidRequestsAreNeverSent();
    void createRequestShape();
    void generatedMerchantCodes();
    void refundCancelAndEWalletBodies();
    void refundByMerchantCodeSendsTheHash();
    void alreadyCapturedIsReadAsConfirmed();
    void readBackAfterDuplicateRefusal_data();
    void readBackAfterDuplicateRefusal();
    void logsMaskSecrets();
    void callIsAsynchronous();
    void abortingAWriteLeavesOutcomeUnknown();
};

void TestDirectApiClient::failureModes_data()
{
    QTest::addColumn<int>("operation");
    QTest::addColumn<FakeResponse>("response");
    QTest::addColumn<QString>("kind");          // "" for success
    QTest::addColumn<QString>("detail");        // transport failure, HTTP status or gateway code
    const int query = int(GatewayOperation::Query);
    const int create = int(GatewayOperation::Create);
    const int refund = int(GatewayOperation::Refund);
    const QByteArray ok = fixture("direct_card_captured.json");
    QTest::newRow("query ok") << query << FakeResponse::json(ok) << "" << "";
    QTest::newRow("create declined is a result") << create << FakeResponse::json(fixture("direct_card_declined.json")) << "" << "";
    QTest::newRow("gateway error") << create
                                   << FakeResponse::json(R"({"status":"ERROR","status_code":"BP-DR-57","status_message":"bad due date"})")
                                   << "gateway" << "BP-DR-57";
    QTest::newRow("gateway error without fields") << refund << FakeResponse::json(fixture("error_bare.json")) << "gateway" << "";
    QTest::newRow("401 with envelope") << create
                                       << FakeResponse::failure(QNetworkReply::AuthenticationRequiredError, 401,
                                                                R"({"status":"ERROR","status_code":"DA-1","status_message":"Invalid integration key"})")
                                       << "gateway" << "DA-1";
    QTest::newRow("query 500") << query << FakeResponse::failure(QNetworkReply::InternalServerError, 500) << "http" << "500";
    QTest::newRow("create 500") << create << FakeResponse::failure(QNetworkReply::InternalServerError, 500) << "outcome_unknown" << "500";
    QTest::newRow("create 502") << create << FakeResponse::failure(QNetworkReply::UnknownServerError, 502) << "outcome_unknown" << "502";
    QTest::newRow("refund 503") << refund << FakeResponse::failure(QNetworkReply::ServiceUnavailableError, 503) << "outcome_unknown" << "503";
    QTest::newRow("create 400 no envelope") << create << FakeResponse::failure(QNetworkReply::ProtocolInvalidOperationError, 400, "bad") << "http" << "400";
    // A "not now" on a write may answer Qt's silent resend of a copy that took effect.
    QTest::newRow("create 429") << create << FakeResponse::failure(QNetworkReply::UnknownContentError, 429) << "outcome_unknown" << "429";
    QTest::newRow("query 429") << query << FakeResponse::failure(QNetworkReply::UnknownContentError, 429) << "http" << "429";
    QTest::newRow("create 302") << create << FakeResponse::json({}, 302) << "http" << "302";
    QTest::newRow("query refused") << query << FakeResponse::failure(QNetworkReply::ConnectionRefusedError) << "transport" << "refused";
    QTest::newRow("create refused: nothing left") << create << FakeResponse::failure(QNetworkReply::ConnectionRefusedError) << "transport" << "refused";
    QTest::newRow("create host not found") << create << FakeResponse::failure(QNetworkReply::HostNotFoundError) << "transport" << "host_not_found";
    QTest::newRow("create TLS failure") << create << FakeResponse::failure(QNetworkReply::SslHandshakeFailedError) << "transport" << "tls";
    QTest::newRow("query reset") << query << FakeResponse::failure(QNetworkReply::RemoteHostClosedError) << "transport" << "reset";
    QTest::newRow("create reset") << create << FakeResponse::failure(QNetworkReply::RemoteHostClosedError) << "outcome_unknown" << "reset";
    QTest::newRow("refund reset") << refund << FakeResponse::failure(QNetworkReply::RemoteHostClosedError) << "outcome_unknown" << "reset";
    QTest::newRow("create truncated after 200") << create
                                                << FakeResponse::failure(QNetworkReply::RemoteHostClosedError, 200, ok.left(40))
                                                << "outcome_unknown" << "reset";
    QTest::newRow("query hangs: timeout") << query << FakeResponse::hang() << "transport" << "timeout";
    QTest::newRow("create hangs: timeout") << create << FakeResponse::hang() << "outcome_unknown" << "timeout";
    QTest::newRow("query malformed 200") << query << FakeResponse::json("<html>oops</html>") << "malformed" << "";
    QTest::newRow("create malformed 200") << create << FakeResponse::json("{\"status\":") << "outcome_unknown" << "malformed";
    QTest::newRow("e-wallets not a list") << int(GatewayOperation::EWallets) << FakeResponse::json(ok) << "malformed" << "";
}

void TestDirectApiClient::failureModes()
{
    QFETCH(int, operation);
    QFETCH(FakeResponse, response);
    QFETCH(QString, kind);
    QFETCH(QString, detail);
    Harness h(fastSettings(0));
    h.network.enqueue(response);
    const GatewayResult result = h.run(GatewayOperation(operation));
    QCOMPARE(h.network.requests().size(), 1);
    if (kind.isEmpty()) {
        QVERIFY2(result.hasValue(), qPrintable(result.hasValue() ? QString() : result.error().message()));
        return;
    }
    QVERIFY(!result);
    const GatewayError &e = result.error();
    QCOMPARE(e.kindName(), kind);
    QVERIFY(!e.message().isEmpty());
    const GatewayError::Kind effective = e.kind == GatewayError::Kind::OutcomeUnknown ? e.cause : e.kind;
    if (effective == GatewayError::Kind::Transport)
        QCOMPARE(transportFailureName(e.transport), detail);
    else if (effective == GatewayError::Kind::Http)
        QCOMPARE(QString::number(e.httpStatus), detail);
    else if (effective == GatewayError::Kind::Gateway)
        QCOMPARE(e.code, detail);
    else if (effective == GatewayError::Kind::Malformed)
        QVERIFY(detail.isEmpty() || detail == u"malformed");
}

void TestDirectApiClient::readsRetryWithBackoff()
{
    Harness h;
    h.network.enqueue(FakeResponse::failure(QNetworkReply::RemoteHostClosedError));
    h.network.enqueue(FakeResponse::failure(QNetworkReply::ServiceUnavailableError, 503));
    h.network.enqueue(FakeResponse::json("not json"));
    h.network.enqueue(FakeResponse::json(fixture("direct_card_captured.json")));
    GatewayCall *call = start(h.client, GatewayOperation::Query);
    QSignalSpy retrying(call, &GatewayCall::retrying);
    const GatewayResult result = DirectApiClient::wait(call);
    QVERIFY(result.hasValue());
    QCOMPARE(h.network.requests().size(), 4);
    QCOMPARE(retrying.size(), 3);
    QCOMPARE(retrying.last().at(0).toInt(), 4);
    // Every attempt sends the same body.
    QCOMPARE(h.network.requests().at(3).body, h.network.requests().at(0).body);
}

void TestDirectApiClient::readsStopAfterThreeRetries()
{
    Harness h;
    h.network.setFallback(FakeResponse::failure(QNetworkReply::ServiceUnavailableError, 503));
    const GatewayResult result = h.run(GatewayOperation::EWallets);
    QVERIFY(!result);
    QCOMPARE(result.error().httpStatus, 503);
    QCOMPARE(h.network.requests().size(), 4);
}

void TestDirectApiClient::retryAfterIsHonoured()
{
    Harness h;
    h.network.enqueue(withHeader(FakeResponse::failure(QNetworkReply::UnknownContentError, 429), "Retry-After", "1"));
    h.network.enqueue(FakeResponse::json(fixture("direct_card_captured.json")));
    QElapsedTimer timer;
    timer.start();
    const GatewayResult result = h.run(GatewayOperation::Query);
    QVERIFY(result.hasValue());
    QCOMPARE(h.network.requests().size(), 2);
    QVERIFY2(timer.elapsed() >= 950, qPrintable(QString::number(timer.elapsed())));
}

void TestDirectApiClient::longRetryAfterEndsRetries()
{
    Harness h;
    h.network.setFallback(withHeader(FakeResponse::failure(QNetworkReply::ServiceUnavailableError, 503), "Retry-After", "120"));
    const GatewayResult result = h.run(GatewayOperation::Query);
    QVERIFY(!result);
    QCOMPARE(result.error().httpStatus, 503);
    QCOMPARE(h.network.requests().size(), 1);
}

void TestDirectApiClient::writesAreNeverRetried_data()
{
    QTest::addColumn<int>("operation");
    QTest::addColumn<QString>("reconcileField");
    QTest::newRow("create") << int(GatewayOperation::Create) << "merchant_payment_code";
    QTest::newRow("capture") << int(GatewayOperation::Capture) << "hash";
    QTest::newRow("cancel") << int(GatewayOperation::Cancel) << "hash";
    QTest::newRow("refund") << int(GatewayOperation::Refund) << "merchant_refund_code";
    QTest::newRow("refund cancel") << int(GatewayOperation::RefundCancel) << "hash";
}

void TestDirectApiClient::writesAreNeverRetried()
{
    QFETCH(int, operation);
    QFETCH(QString, reconcileField);
    Harness h;
    h.network.setFallback(FakeResponse::failure(QNetworkReply::RemoteHostClosedError));
    const GatewayResult result = h.run(GatewayOperation(operation));
    QCOMPARE(h.network.requests().size(), 1);
    QVERIFY(!result);
    QCOMPARE(result.error().kind, GatewayError::Kind::OutcomeUnknown);
    // Reconciling reads the payment back: a query, never the write again.
    h.network.setFallback(FakeResponse::json(fixture("direct_card_captured.json")));
    QVERIFY(DirectApiClient::wait(h.client.reconcile(result.error())).hasValue());
    QCOMPARE(h.network.requests().size(), 2);
    QCOMPARE(h.network.requests().at(1).path(), QStringLiteral("/ws/query"));
    const QJsonObject body = QJsonDocument::fromJson(h.network.requests().front().body).object();
    if (reconcileField == u"merchant_payment_code") {
        QCOMPARE(result.error().reconcileMerchantPaymentCode,
                 body.value(u"payment").toObject().value(u"merchant_payment_code").toString());
        QVERIFY(!result.error().reconcileMerchantPaymentCode.isEmpty());
    } else if (reconcileField == u"merchant_refund_code") {
        QCOMPARE(result.error().reconcileMerchantRefundCode, body.value(u"merchant_refund_code").toString());
        QCOMPARE(result.error().reconcileHash, QStringLiteral("hash-1"));
    } else {
        QCOMPARE(result.error().reconcileHash, QStringLiteral("hash-1"));
    }
}

void TestDirectApiClient::invalidRequestsAreNeverSent_data()
{
    using Start = std::function<GatewayCall *(DirectApiClient &)>;
    QTest::addColumn<Start>("start");
    QTest::addColumn<QString>("field");
    QTest::newRow("create: bad Luhn") << Start([](DirectApiClient &c) {
        DirectRequest r = cardPayment();
        r.card->cardNumber = SecretText(u"4111111111111112");
        return c.createPayment(r);
    }) << "payment.card.card_number";
    QTest::newRow("create: expired token") << Start([](DirectApiClient &c) {
        DirectRequest r = cardPayment();
        r.card->cardDueDate = QStringLiteral("01/2026");
        return c.createPayment(r);
    }) << "payment.card.card_due_date";
    QTest::newRow("query: no identifier") << Start([](DirectApiClient &c) { return c.query({}); }) << "hash";
    QTest::newRow("capture: confirmed payment") << Start([](DirectApiClient &c) {
        return c.capture({QStringLiteral("hash-1"), {}, {}, {}, payment(PaymentStatus::Confirmed)});
    }) << "payment.status";
    QTest::newRow("cancel: confirmed payment") << Start([](DirectApiClient &c) {
        return c.cancel({QStringLiteral("hash-1"), payment(PaymentStatus::Confirmed)});
    }) << "payment.status";
    QTest::newRow("refund: above what remains") << Start([](DirectApiClient &c) {
        RefundRequest r = refundRequest();
        r.amount = Money(9001, QStringLiteral("BRL"));
        return c.refund(r);
    }) << "amount";
    QTest::newRow("refund cancel: unknown refund") << Start([](DirectApiClient &c) {
        return c.cancelRefund({QStringLiteral("r-9"), {}, payment(PaymentStatus::Confirmed)});
    }) << "refund_id";
    QTest::newRow("e-wallets: bad country") << Start([](DirectApiClient &c) { return c.availableEWallets({QStringLiteral("BRA")}); })
                                            << "country";
    QTest::newRow("plain http to a remote host") << Start([](DirectApiClient &c) {
        ConnectionSettings s = c.settings();
        s.baseUrl = QUrl(QStringLiteral("http://api.ebanxpay.com"));
        c.setSettings(s);
        return c.query({QStringLiteral("hash-1"), {}});
    }) << "base_url";
}

void TestDirectApiClient::invalidRequestsAreNeverSent()
{
    using Start = std::function<GatewayCall *(DirectApiClient &)>;
    QFETCH(Start, start);
    QFETCH(QString, field);
    Harness h;
    h.network.setFallback(FakeResponse::json(fixture("direct_card_captured.json")));
    GatewayCall *call = start(h.client);
    QSignalSpy finished(call, &GatewayCall::finished);
    call->setAutoDelete(false);
    QVERIFY(finished.wait(30000));
    QVERIFY(!call->result());
    QCOMPARE(call->result().error().kind, GatewayError::Kind::Validation);
    QCOMPARE(call->result().error().kindName(), QStringLiteral("validation"));
    bool named = false;
    for (const FieldProblem &p : call->result().error().fields)
        named = named || p.field == field;
    QVERIFY2(named, qPrintable(call->result().error().message()));
    QCOMPARE(h.network.requests().size(), 0);
    delete call;
}

void TestDirectApiClient::createRequestShape()
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

void TestDirectApiClient::generatedMerchantCodes()
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
    const QString captureCode = QJsonDocument::fromJson(h.network.requests()[2].body).object().value(u"merchant_capture_code").toString();
    for (const QString &code : {paymentCode, refundCode, captureCode}) {
        QVERIFY2(code.startsWith(u"dd-"), qPrintable(code));
        QCOMPARE(code.size(), 19);   // within 20 for refunds, 40 for payments
    }
    QVERIFY(paymentCode != refundCode);
    // A refund's code is its caller's (PaymentOperations::withMerchantRefundCode): none is made here.
    (void)DirectApiClient::wait(h.client.refund(refundRequest()));
    QCOMPARE(h.network.requests().size(), 4);
    QVERIFY(!QJsonDocument::fromJson(h.network.requests()[3].body).object().contains(u"merchant_refund_code"));
}

void TestDirectApiClient::refundCancelAndEWalletBodies()
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
void TestDirectApiClient::refundByMerchantCodeSendsTheHash()
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

void TestDirectApiClient::alreadyCapturedIsReadAsConfirmed()
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

void TestDirectApiClient::readBackAfterDuplicateRefusal_data()
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
    QTest::newRow("create, user's code already used: a real duplicate") << Start([](DirectApiClient &c) {
        DirectRequest r = cardPayment();
        r.merchantPaymentCode = QStringLiteral("order-1001");
        return c.createPayment(r);
    }) << used << QByteArray() << false;
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

void TestDirectApiClient::readBackAfterDuplicateRefusal()
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

void TestDirectApiClient::logsMaskSecrets()
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

void TestDirectApiClient::callIsAsynchronous()
{
    Harness h;
    h.network.enqueue(FakeResponse::json(fixture("direct_card_captured.json")));
    GatewayCall *call = h.client.query({QStringLiteral("hash-1"), {}});
    QSignalSpy finished(call, &GatewayCall::finished);
    QVERIFY(!call->isFinished());   // nothing happens until the event loop runs
    QCOMPARE(h.network.requests().size(), 0);
    QVERIFY(finished.wait(30000));
    QCOMPARE(h.network.requests().size(), 1);
}

void TestDirectApiClient::abortingAWriteLeavesOutcomeUnknown()
{
    Harness h;
    h.network.setFallback(FakeResponse::hang());
    GatewayCall *call = h.client.refund(refundRequest());
    call->setAutoDelete(false);
    QTRY_COMPARE(h.network.requests().size(), 1);
    call->abort();
    QTRY_VERIFY(call->isFinished());
    QCOMPARE(call->result().error().kind, GatewayError::Kind::OutcomeUnknown);
    delete call;
}

QTEST_GUILESS_MAIN(TestDirectApiClient)
#include "tst_directapiclient.moc"
