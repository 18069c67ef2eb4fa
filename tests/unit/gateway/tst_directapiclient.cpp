// The client against a fake network: one row per failure mode, read retries, writes never
// retried, nothing invalid ever sent, calls that finish asynchronously and aborted writes.
#include "directapiclientfixture.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace dd;
using namespace dd::test;

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
