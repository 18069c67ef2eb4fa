// Every validation rule against directdesk-sandbox: the client refuses the request and nothing
// reaches the gateway (its request counters do not move), and the very same body, posted to the
// sandbox directly, is refused there too, so the client's rules agree with the contract's.
#include "core/gateway/requestbody.h"
#include "requestsamples.h"
#include "sandboxclient.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

struct Attempt
{
    std::function<GatewayCall *(DirectApiClient &)> send;
    QString path;
    QJsonObject raw;       // the same request as the gateway would receive it (without the key)
    QString field;         // the field the client names
};

using Case = std::function<Attempt(SandboxClient &)>;

QJsonObject directBody(const DirectRequest &r)
{
    OutgoingBody secrets;
    const QJsonObject json = RequestBody::direct(r, secrets);
    return QJsonDocument::fromJson(secrets.serialize(json)).object();
}

Case direct(std::function<void(DirectRequest &)> edit, const char *field, DirectRequest base = samples::cardPayment())
{
    return [edit, field, base](SandboxClient &) mutable {
        base.merchantPaymentCode = MerchantCode::generate();
        edit(base);
        const DirectRequest request = base;
        return Attempt{[request](DirectApiClient &c) { return c.createPayment(request); }, QStringLiteral("/ws/direct"),
                       directBody(request), QString::fromLatin1(field)};
    };
}

Payment create(SandboxClient &gateway, DirectRequest request)
{
    const GatewayResult r = gateway.run(gateway.client().createPayment(std::move(request)));
    if (!r)
        qFatal("could not create the payment a rule needs: %s", qPrintable(r.error().message()));
    return *r->payment;
}

Payment preAuthorized(SandboxClient &gateway, const char *country = "br", const char *currency = "BRL")
{
    DirectRequest r = samples::cardPayment();
    r.country = QString::fromLatin1(country);
    r.amountTotal = Money(10000, QString::fromLatin1(currency));
    r.card->autoCapture = false;
    return create(gateway, r);
}

Case capture(std::function<CaptureRequest(SandboxClient &)> make, const char *field)
{
    return [make, field](SandboxClient &gateway) {
        const CaptureRequest request = make(gateway);
        return Attempt{[request](DirectApiClient &c) { return c.capture(request); }, QStringLiteral("/ws/capture"),
                       RequestBody::capture(request), QString::fromLatin1(field)};
    };
}

Case refund(std::function<RefundRequest(SandboxClient &)> make, const char *field)
{
    return [make, field](SandboxClient &gateway) {
        RefundRequest request = make(gateway);
        request.merchantRefundCode = MerchantCode::generate();
        return Attempt{[request](DirectApiClient &c) { return c.refund(request); }, QStringLiteral("/ws/refund"),
                       RequestBody::refund(request), QString::fromLatin1(field)};
    };
}

RefundRequest refundOf(const Payment &p, qint64 hundredths)
{
    return RefundRequest{p.hash, {}, Money(hundredths, p.currencyExt), QStringLiteral("rule"), {}, {}, p};
}

// A confirmed payment with one refund moved `advances` steps (RE -> PE -> CO) or cancelled.
RefundCancelRequest refundIn(SandboxClient &gateway, int advances, bool cancel)
{
    const Payment p = create(gateway, samples::cardPayment());
    const GatewayResult r = gateway.run(gateway.client().refund(refundOf(p, 1000)));
    const QString id = r->refund->id;
    for (int i = 0; i < advances; ++i)
        gateway.simulate(QStringLiteral("/sandbox/refunds/advance"), {{QStringLiteral("refund_id"), id}});
    if (cancel)
        (void)gateway.run(gateway.client().cancelRefund({id, {}, *r->payment}));
    const Payment now = *gateway.run(gateway.client().query({p.hash, {}}))->payment;
    return RefundCancelRequest{id, {}, now};
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TestGatewayRules : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void refusedByClientAndGateway_data();
    void refusedByClientAndGateway();

private:
    std::unique_ptr<SandboxClient> m_gateway;
};

void TestGatewayRules::initTestCase()
{
    QLoggingCategory::setFilterRules(QStringLiteral("dd.gateway.debug=false\ndd.gateway.info=false"));
    m_gateway = std::make_unique<SandboxClient>();
    QVERIFY2(m_gateway->isReady(), qPrintable(m_gateway->errorString()));
}

void TestGatewayRules::cleanupTestCase()
{
    m_gateway.reset();
}

void TestGatewayRules::refusedByClientAndGateway_data()
{
    QTest::addColumn<Case>("rule");
    const auto row = [](const char *name, Case c) { QTest::newRow(name) << c; };
    using R = DirectRequest;
    // Spec 2.3 / 2.4: the payment and its card.
    row("card number fails Luhn", direct([](R &r) { r.card->cardNumber = SecretText(u"4111111111111112"); }, "payment.card.card_number"));
    row("card expired", direct([](R &r) { r.card->cardDueDate = QStringLiteral("01/2020"); }, "payment.card.card_due_date"));
    row("due date not MM/YYYY", direct([](R &r) { r.card->cardDueDate = QStringLiteral("7/2031"); }, "payment.card.card_due_date"));
    row("cvv too short", direct([](R &r) { r.card->cardCvv = SecretText(u"12"); }, "payment.card.card_cvv"));
    row("card name missing", direct([](R &r) { r.card->cardName.clear(); }, "payment.card.card_name"));
    row("raw card and token", direct([](R &r) { r.card->token = QStringLiteral("4a7f0c3e9b2d4e6f8a1b3c5d7e9f0a2b"); }, "payment.card.token"));
    row("network token with raw card number", direct([](R &r) {
        r.card = samples::networkToken();
        r.card->cardNumber = SecretText(u"4111111111111111");
    }, "payment.card.card_number"));
    row("token number fails Luhn", direct([](R &r) {
        r.card = samples::networkToken();
        r.card->networkTokenPan = SecretText(u"4895370012345679");
    }, "payment.card.network_token_pan"));
    row("network token expired", direct([](R &r) {
        r.card = samples::networkToken();
        r.card->networkTokenExpireDate = QStringLiteral("01/2020");
    }, "payment.card.network_token_expire_date"));
    row("raw bin too short", direct([](R &r) {
        r.card = samples::networkToken();
        r.card->networkTokenRawBin = QStringLiteral("41");
    }, "payment.card.network_token_raw_bin"));
    row("wallet type not one of three", direct([](R &r) { r.card = samples::networkToken("paypal"); }, "payment.card.network_token_wallet_type"));
    row("wallet outside Brazil", direct([](R &r) {
        r.card = samples::networkToken("google");
        r.country = QStringLiteral("mx");
        r.amountTotal = Money(10000, QStringLiteral("MXN"));
    }, "payment.country"));
    row("wallet with an amex token", direct([](R &r) {
        r.card = samples::networkToken("apple");
        r.card->networkTokenPan = SecretText(u"378282246310005");
        r.card->networkTokenRawBin = QStringLiteral("378282");
    }, "payment.card.network_token_pan"));
    row("gateway token too short", direct([](R &r) {
        r.card = CardFields();
        r.card->token = QStringLiteral("tok123");
    }, "payment.card.token"));
    row("card payment without card", direct([](R &r) { r.card.reset(); }, "payment.card"));
    row("merchant code over 40", direct([](R &r) { r.merchantPaymentCode = QString(41, u'm'); }, "payment.merchant_payment_code"));
    row("13 instalments", direct([](R &r) { r.installments = 13; }, "payment.installments"));
    row("zero amount", direct([](R &r) { r.amountTotal = Money(0, QStringLiteral("BRL")); }, "payment.amount_total"));
    const R cash = samples::localMethod("sencillito", "cl", "CLP", 1500000);
    row("cash voucher without phone", direct([](R &r) { r.phoneNumber.clear(); }, "payment.phone_number", cash));
    row("cash voucher without e-mail", direct([](R &r) { r.email.clear(); }, "payment.email", cash));
    row("cash voucher without name", direct([](R &r) { r.name.clear(); }, "payment.name", cash));
    row("cash voucher without document", direct([](R &r) { r.document.clear(); }, "payment.document", cash));
    row("cash voucher in MXN", direct([](R &r) { r.amountTotal = Money(100, QStringLiteral("MXN")); }, "payment.currency_code", cash));
    row("e-wallet without country", direct([](R &r) { r.country.clear(); }, "payment.country",
                                           samples::localMethod("picpay", "br", "BRL", 3000)));
    // Spec 4.2 and CONTRACT: capture.
    row("capture a confirmed payment", capture([](SandboxClient &g) {
        const Payment p = create(g, samples::cardPayment());
        return CaptureRequest{p.hash, {}, {}, QStringLiteral("cap-rule-1"), p};
    }, "payment.status"));
    row("capture a pending voucher", capture([](SandboxClient &g) {
        const Payment p = create(g, samples::localMethod("boleto", "br", "BRL", 10000));
        return CaptureRequest{p.hash, {}, {}, QStringLiteral("cap-rule-2"), p};
    }, "payment.status"));
    row("capture above the authorized amount", capture([](SandboxClient &g) {
        const Payment p = preAuthorized(g);
        return CaptureRequest{p.hash, {}, Money(10001, QStringLiteral("BRL")), QStringLiteral("cap-rule-3"), p};
    }, "amount"));
    row("partial capture outside Brazil", capture([](SandboxClient &g) {
        const Payment p = preAuthorized(g, "mx", "MXN");
        return CaptureRequest{p.hash, {}, Money(5000, QStringLiteral("MXN")), QStringLiteral("cap-rule-4"), p};
    }, "amount"));
    row("capture without identifier", capture([](SandboxClient &g) {
        const Payment p = preAuthorized(g);
        return CaptureRequest{{}, {}, {}, QStringLiteral("cap-rule-5"), p};
    }, "hash"));
    // Spec 3.1: cancel only OP / PE.
    row("cancel a confirmed payment", [](SandboxClient &g) {
        const Payment p = create(g, samples::cardPayment());
        const CancelRequest request{p.hash, p};
        return Attempt{[request](DirectApiClient &c) { return c.cancel(request); }, QStringLiteral("/ws/cancel"),
                       RequestBody::cancel(request), QStringLiteral("payment.status")};
    });
    // Spec 4.3 / 8: refunds.
    row("refund a pending payment", refund([](SandboxClient &g) {
        return refundOf(create(g, samples::localMethod("boleto", "br", "BRL", 10000)), 1000);
    }, "payment.status"));
    row("refund above the amount", refund([](SandboxClient &g) { return refundOf(create(g, samples::cardPayment()), 10001); }, "amount"));
    row("refund above what remains", refund([](SandboxClient &g) {
        const Payment p = create(g, samples::cardPayment());
        const GatewayResult first = g.run(g.client().refund(refundOf(p, 6000)));
        return refundOf(*first->payment, 4001);
    }, "amount"));
    row("bank details in Argentina", refund([](SandboxClient &g) {
        DirectRequest r = samples::cardPayment();
        r.country = QStringLiteral("ar");
        r.amountTotal = Money(10000, QStringLiteral("ARS"));
        RefundRequest request = refundOf(create(g, r), 1000);
        request.bankInfo = BankInfo{QStringLiteral("Banco Nacion"), {}, QStringLiteral("123-4"), {}, {}, {}, {}};
        return request;
    }, "bank_info"));
    row("refund description over 1500", refund([](SandboxClient &g) {
        RefundRequest request = refundOf(create(g, samples::cardPayment()), 1000);
        request.description = QString(1501, u'd');
        return request;
    }, "description"));
    // Spec 3.2: refund cancel only RE / PE.
    for (const auto &[name, advances, cancel] : {std::tuple{"cancel a confirmed refund", 2, false},
                                                 std::tuple{"cancel a cancelled refund", 0, true}}) {
        row(name, [advances, cancel](SandboxClient &g) {
            const RefundCancelRequest request = refundIn(g, advances, cancel);
            return Attempt{[request](DirectApiClient &c) { return c.cancelRefund(request); }, QStringLiteral("/ws/refund"),
                           RequestBody::refundCancel(request), QStringLiteral("refund.status")};
        });
    }
    row("query without identifier", [](SandboxClient &) {
        return Attempt{[](DirectApiClient &c) { return c.query({}); }, QStringLiteral("/ws/query"), QJsonObject(),
                       QStringLiteral("hash")};
    });
    row("e-wallets of an unknown country", [](SandboxClient &) {
        const EWalletListRequest request{QStringLiteral("xx")};
        return Attempt{[request](DirectApiClient &c) { return c.availableEWallets(request); },
                       QStringLiteral("/ws/ewallet-availableEWallets"), RequestBody::eWallets(request), QStringLiteral("country")};
    });
}

void TestGatewayRules::refusedByClientAndGateway()
{
    QFETCH(Case, rule);
    const Attempt attempt = rule(*m_gateway);
    const qint64 before = m_gateway->gatewayRequests();
    const GatewayResult result = m_gateway->run(attempt.send(m_gateway->client()));
    QVERIFY(!result);
    QCOMPARE(result.error().kind, GatewayError::Kind::Validation);
    QStringList fields;
    for (const FieldProblem &p : result.error().fields)
        fields << p.field;
    QVERIFY2(fields.contains(attempt.field), qPrintable(fields.join(u',')));
    QCOMPARE(m_gateway->gatewayRequests(), before);   // nothing reached the gateway

    const QJsonDocument answer = m_gateway->sandbox().postDocument(attempt.path, [&] {
        QJsonObject body = attempt.raw;
        body.insert(u"integration_key", m_gateway->sandbox().integrationKey());
        return body;
    }());
    QVERIFY2(answer.isObject() && answer.object().value(u"status").toString() == u"ERROR",
             qPrintable(QString::fromUtf8(answer.toJson(QJsonDocument::Compact))));
}

QTEST_GUILESS_MAIN(TestGatewayRules)
#include "tst_gateway_rules.moc"
