// Every operation of the client against directdesk-sandbox over loopback HTTP: every card form
// and method kind, query, capture (full, partial, already captured), cancel, refund with and
// without bank details, refund cancel in RE and PE, the e-wallet list, a wrong key.
#include "requestsamples.h"
#include "sandboxclient.h"

#include <QLoggingCategory>
#include <QTest>

using namespace dd;
using namespace dd::test;

Q_DECLARE_METATYPE(dd::CardFields)
Q_DECLARE_METATYPE(dd::DirectRequest)

class TestGatewayOperations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void cardForms_data();
    void cardForms();
    void methodKinds_data();
    void methodKinds();
    void query();
    void preAuthorizationCapture();
    void partialCapture();
    void cancelPendingPayment();
    void refundLifecycle();
    void refundWithBankInfo();
    void voucherConfirmedBySimulation();
    void eWalletList();
    void wrongIntegrationKey();

private:
    Payment createOk(DirectRequest request);
    std::unique_ptr<SandboxClient> m_gateway;
};

void TestGatewayOperations::initTestCase()
{
    QLoggingCategory::setFilterRules(QStringLiteral("dd.gateway.debug=false"));
    m_gateway = std::make_unique<SandboxClient>();
    QVERIFY2(m_gateway->isReady(), qPrintable(m_gateway->errorString()));
}

void TestGatewayOperations::cleanupTestCase()
{
    m_gateway.reset();
}

Payment TestGatewayOperations::createOk(DirectRequest request)
{
    const GatewayResult result = m_gateway->run(m_gateway->client().createPayment(std::move(request)));
    if (!result)
        qWarning("create failed: %s", qPrintable(result.error().message()));
    return result ? *result->payment : Payment();
}

void TestGatewayOperations::cardForms_data()
{
    QTest::addColumn<CardFields>("card");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("network");
    QTest::addColumn<bool>("declined");
    QTest::newRow("visa") << samples::rawCard() << "CO" << "visa" << false;
    QTest::newRow("mastercard") << samples::rawCard(u"5555555555554444") << "CO" << "mastercard" << false;
    QTest::newRow("amex") << samples::rawCard(u"378282246310005", u"1234") << "CO" << "amex" << false;
    QTest::newRow("elo") << samples::rawCard(u"6362970000457013") << "CO" << "elo" << false;
    QTest::newRow("visa declined") << samples::rawCard(u"4000000000000002") << "CA" << "visa" << true;
    QTest::newRow("mastercard declined") << samples::rawCard(u"5105105105105100") << "CA" << "mastercard" << true;
    CardFields token;
    token.token = QStringLiteral("4a7f0c3e9b2d4e6f8a1b3c5d7e9f0a2b");
    QTest::newRow("gateway token") << token << "CO" << "" << false;
    QTest::newRow("network token") << samples::networkToken() << "CO" << "visa" << false;
    QTest::newRow("wallet google") << samples::networkToken("google") << "CO" << "visa" << false;
    QTest::newRow("wallet apple") << samples::networkToken("apple") << "CO" << "visa" << false;
    QTest::newRow("wallet samsung") << samples::networkToken("samsung") << "CO" << "visa" << false;
}

void TestGatewayOperations::cardForms()
{
    QFETCH(CardFields, card);
    QFETCH(QString, status);
    QFETCH(QString, network);
    QFETCH(bool, declined);
    const Payment p = createOk(samples::cardPayment(card));
    QVERIFY(!p.hash.isEmpty());
    QCOMPARE(paymentStatusCode(p.status), status);
    QCOMPARE(p.methodKind(), MethodKind::Card);
    if (!network.isEmpty())
        QCOMPARE(p.paymentTypeCode, network);
    QVERIFY(p.transactionStatus);
    QCOMPARE(p.transactionStatus->isDeclined(), declined);
    QVERIFY(p.merchantPaymentCode.startsWith(u"dd-"));
    QCOMPARE(p.amountExt, Money(10000, QStringLiteral("BRL")));
}

void TestGatewayOperations::methodKinds_data()
{
    QTest::addColumn<DirectRequest>("request");
    QTest::addColumn<QString>("link");
    QTest::newRow("multicaja redirect") << samples::localMethod("multicaja", "cl", "CLP", 1500000) << "redirect_url";
    QTest::newRow("sencillito CLP") << samples::localMethod("sencillito", "cl", "CLP", 1500000) << "redirect_url";
    QTest::newRow("sencillito USD") << samples::localMethod("sencillito", "cl", "USD", 2000) << "redirect_url";
    QTest::newRow("spei") << samples::localMethod("spei", "mx", "MXN", 50000) << "clabe_account";
    QTest::newRow("oxxo") << samples::localMethod("oxxo", "mx", "MXN", 50000) << "oxxo_url";
    QTest::newRow("boleto") << samples::localMethod("boleto", "br", "BRL", 10000) << "boleto_url";
    DirectRequest wallet = samples::localMethod("picpay", "br", "BRL", 3000);
    wallet.redirectUrl = QStringLiteral("https://shop.example/back");
    QTest::newRow("picpay e-wallet") << wallet << "redirect_url";
}

void TestGatewayOperations::methodKinds()
{
    QFETCH(DirectRequest, request);
    QFETCH(QString, link);
    const Payment p = createOk(request);
    QVERIFY(!p.hash.isEmpty());
    QCOMPARE(p.status, PaymentStatus::Pending);
    QCOMPARE(p.methodKind(), methodKindForCode(request.paymentTypeCode));
    const QHash<QString, QString> links = {{QStringLiteral("redirect_url"), p.redirectUrl},
                                           {QStringLiteral("clabe_account"), p.clabeAccount},
                                           {QStringLiteral("oxxo_url"), p.oxxoUrl},
                                           {QStringLiteral("boleto_url"), p.boletoUrl}};
    QVERIFY2(!links.value(link).isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(p.rawAnswer).toJson())));
    if (link == u"clabe_account") {
        QVERIFY(!p.speiUrl.isEmpty());
        QVERIFY(!p.clabeReference.isEmpty());
    }
}

void TestGatewayOperations::query()
{
    const Payment created = createOk(samples::cardPayment());
    QVERIFY(!created.hash.isEmpty());
    const GatewayResult byHash = m_gateway->run(m_gateway->client().query({created.hash, {}}));
    QVERIFY(byHash.hasValue());
    QCOMPARE(byHash->payment->merchantPaymentCode, created.merchantPaymentCode);
    const GatewayResult byCode = m_gateway->run(m_gateway->client().query({{}, created.merchantPaymentCode}));
    QVERIFY(byCode.hasValue());
    QCOMPARE(byCode->payment->hash, created.hash);
    const GatewayResult unknown = m_gateway->run(m_gateway->client().query({{}, QStringLiteral("never-created")}));
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().kind, GatewayError::Kind::Gateway);
    QVERIFY(!unknown.error().code.isEmpty());
}

void TestGatewayOperations::preAuthorizationCapture()
{
    DirectRequest request = samples::cardPayment();
    request.card->autoCapture = false;
    const Payment authorized = createOk(request);
    QCOMPARE(authorized.status, PaymentStatus::Pending);
    QVERIFY(authorized.canCapture());
    const GatewayResult captured = m_gateway->run(m_gateway->client().capture({authorized.hash, {}, {}, {}, authorized}));
    QVERIFY2(captured.hasValue(), qPrintable(captured.hasValue() ? QString() : captured.error().message()));
    QCOMPARE(captured->payment->status, PaymentStatus::Confirmed);
    QCOMPARE(captured->payment->captureAvailable.value_or(true), false);
    // With a stale copy that still says PE, the gateway answers "already captured" (BP-CAP-4),
    // and the client reads the payment back: confirmed, not an error.
    const qint64 before = m_gateway->requests(QStringLiteral("/ws/query"));
    const GatewayResult again = m_gateway->run(m_gateway->client().capture({{}, authorized.merchantPaymentCode, {}, {}, authorized}));
    QVERIFY2(again.hasValue(), qPrintable(again.hasValue() ? QString() : again.error().message()));
    QCOMPARE(again->payment->status, PaymentStatus::Confirmed);
    QCOMPARE(m_gateway->requests(QStringLiteral("/ws/query")), before + 1);
    // With the fresh state the client refuses before sending.
    const GatewayResult refused = m_gateway->run(m_gateway->client().capture({authorized.hash, {}, {}, {}, *captured->payment}));
    QCOMPARE(refused.error().kind, GatewayError::Kind::Validation);
}

void TestGatewayOperations::partialCapture()
{
    DirectRequest request = samples::cardPayment();
    request.card->autoCapture = false;
    const Payment authorized = createOk(request);
    CaptureRequest capture{authorized.hash, {}, Money(4000, QStringLiteral("BRL")), QStringLiteral("cap-partial-1"), authorized};
    const GatewayResult captured = m_gateway->run(m_gateway->client().capture(capture));
    QVERIFY2(captured.hasValue(), qPrintable(captured.hasValue() ? QString() : captured.error().message()));
    QCOMPARE(captured->payment->status, PaymentStatus::Confirmed);
}

void TestGatewayOperations::cancelPendingPayment()
{
    const Payment boleto = createOk(samples::localMethod("boleto", "br", "BRL", 10000));
    QCOMPARE(boleto.status, PaymentStatus::Pending);
    const GatewayResult cancelled = m_gateway->run(m_gateway->client().cancel({boleto.hash, boleto}));
    QVERIFY2(cancelled.hasValue(), qPrintable(cancelled.hasValue() ? QString() : cancelled.error().message()));
    QCOMPARE(cancelled->payment->status, PaymentStatus::Cancelled);
    QCOMPARE(cancelled->operation, QStringLiteral("cancel"));
}

void TestGatewayOperations::refundLifecycle()
{
    DirectApiClient &client = m_gateway->client();
    Payment payment = createOk(samples::cardPayment());
    QCOMPARE(payment.status, PaymentStatus::Confirmed);

    // A refund in RE, cancelled by id.
    RefundRequest first{payment.hash, {}, Money(3000, QStringLiteral("BRL")), QStringLiteral("first"), {}, {}, payment};
    GatewayResult r = m_gateway->run(client.refund(first));
    QVERIFY2(r.hasValue(), qPrintable(r.hasValue() ? QString() : r.error().message()));
    QVERIFY(r->refund);
    QCOMPARE(r->refund->status, RefundStatus::Requested);
    QVERIFY(r->refund->merchantRefundCode.isEmpty());   // the client makes none: PaymentOperations does
    const QString firstId = r->refund->id;
    payment = *r->payment;
    r = m_gateway->run(client.cancelRefund({firstId, {}, payment}));
    QVERIFY2(r.hasValue(), qPrintable(r.hasValue() ? QString() : r.error().message()));
    QCOMPARE(r->refund->status, RefundStatus::Cancelled);
    payment = *r->payment;
    QCOMPARE(payment.remainingRefundable().hundredths(), 10000);   // the cancelled one does not count

    // A refund moved to PE, cancelled by merchant_refund_code.
    RefundRequest second{payment.hash, {}, Money(7000, QStringLiteral("BRL")), QStringLiteral("second"),
                         QStringLiteral("rf-second"), {}, payment};
    r = m_gateway->run(client.refund(second));
    QVERIFY(r.hasValue());
    QCOMPARE(m_gateway->simulate(QStringLiteral("/sandbox/refunds/advance"), {{QStringLiteral("refund_id"), r->refund->id}})
                 .value(u"status").toString(), QStringLiteral("SUCCESS"));
    payment = *m_gateway->run(client.query({payment.hash, {}}))->payment;
    QCOMPARE(payment.findRefund(u"rf-second")->status, RefundStatus::Pending);
    r = m_gateway->run(client.cancelRefund({{}, QStringLiteral("rf-second"), payment}));
    QVERIFY2(r.hasValue(), qPrintable(r.hasValue() ? QString() : r.error().message()));
    QCOMPARE(r->refund->status, RefundStatus::Cancelled);
    payment = *r->payment;

    // The whole amount, confirmed (RE -> PE -> CO); then nothing remains and a CO refund stays.
    RefundRequest full{payment.hash, {}, Money(10000, QStringLiteral("BRL")), QStringLiteral("full"), {}, {}, payment};
    r = m_gateway->run(client.refund(full));
    QVERIFY(r.hasValue());
    const QString fullId = r->refund->id;
    for (int i = 0; i < 2; ++i)
        m_gateway->simulate(QStringLiteral("/sandbox/refunds/advance"), {{QStringLiteral("refund_id"), fullId}});
    payment = *m_gateway->run(client.query({payment.hash, {}}))->payment;
    QCOMPARE(payment.findRefund(fullId)->status, RefundStatus::Confirmed);
    QCOMPARE(payment.status, PaymentStatus::Confirmed);   // stays CO while refunds change
    const qint64 sent = m_gateway->gatewayRequests();
    QCOMPARE(m_gateway->run(client.cancelRefund({fullId, {}, payment})).error().kind, GatewayError::Kind::Validation);
    full.payment = payment;
    full.merchantRefundCode.clear();
    QCOMPARE(m_gateway->run(client.refund(full)).error().kind, GatewayError::Kind::Validation);
    QCOMPARE(m_gateway->gatewayRequests(), sent);
}

void TestGatewayOperations::refundWithBankInfo()
{
    const Payment payment = createOk(samples::cardPayment());
    BankInfo bank{QStringLiteral("Banco do Brasil"), QStringLiteral("1234-5"), QStringLiteral("12345-6"),
                  QStringLiteral("conta corrente"), {}, QStringLiteral("853.513.468-93"), QStringLiteral("Jose Silva")};
    RefundRequest refund{payment.hash, {}, Money(1000, QStringLiteral("BRL")), QStringLiteral("bank"), {}, bank, payment};
    const GatewayResult r = m_gateway->run(m_gateway->client().refund(refund));
    QVERIFY2(r.hasValue(), qPrintable(r.hasValue() ? QString() : r.error().message()));
    QCOMPARE(r->refund->status, RefundStatus::Requested);
    // The gateway does not echo it, and the client adds nothing: PaymentOperations keeps it beside
    // the stored refund (tst_paymentoperations).
    QVERIFY(!r->refund->bankInfo);
}

void TestGatewayOperations::voucherConfirmedBySimulation()
{
    const Payment spei = createOk(samples::localMethod("spei", "mx", "MXN", 50000));
    m_gateway->simulate(QStringLiteral("/sandbox/payments/confirm"), {{QStringLiteral("hash"), spei.hash}});
    const GatewayResult r = m_gateway->run(m_gateway->client().query({spei.hash, {}}));
    QVERIFY(r.hasValue());
    QCOMPARE(r->payment->status, PaymentStatus::Confirmed);
    QVERIFY(r->payment->canRefund());
}

void TestGatewayOperations::eWalletList()
{
    const GatewayResult r = m_gateway->run(m_gateway->client().availableEWallets({QStringLiteral("br")}));
    QVERIFY2(r.hasValue(), qPrintable(r.hasValue() ? QString() : r.error().message()));
    QStringList codes;
    for (const EWallet &w : r->eWallets)
        codes << w.code;
    QVERIFY2(codes.contains(QStringLiteral("picpay")), qPrintable(codes.join(u',')));
}

void TestGatewayOperations::wrongIntegrationKey()
{
    QNetworkAccessManager network;
    DirectApiClient wrong(&network, SandboxClient::settings(m_gateway->sandbox().baseUrl(), 5000),
                          std::make_shared<IntegrationKeyAuthenticator>(SecretText(u"not-the-key")));
    const GatewayResult r = DirectApiClient::wait(wrong.query({QStringLiteral("anything"), {}}));
    QVERIFY(!r);
    QCOMPARE(r.error().kind, GatewayError::Kind::Gateway);
    QCOMPARE(r.error().code, QStringLiteral("DA-1"));
}

QTEST_GUILESS_MAIN(TestGatewayOperations)
#include "tst_gateway_operations.moc"
