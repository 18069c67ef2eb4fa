// The client against the sandbox's injected faults: reads retry and recover; writes are never
// retried blindly and end as "outcome unknown" that a query by merchant code reconciles; and a
// connection reset (which Qt 6.4 may answer by sending the POST again) never applies an effect twice.
#include "requestsamples.h"
#include "sandboxclient.h"

#include <QDateTime>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QSet>
#include <QTest>

using namespace dd;
using namespace dd::test;
using namespace Qt::StringLiterals;

namespace {
QJsonObject fault(const char *kind, int count, const QString &path)
{
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)}, {QStringLiteral("count"), count},
            {QStringLiteral("paths"), QJsonArray{path}}};
}

QString describe(const GatewayResult &r)
{
    return r ? QStringLiteral("success") : r.error().kindName() + u' ' + r.error().message();
}
} // namespace

class TestGatewayFaults : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void cleanupTestCase();
    void readsRecover_data();
    void readsRecover();
    void readsGiveUpAfterThreeRetries();
    void writeFailures_data();
    void writeFailures();
    void resetsNeverDuplicateCreates_data();
    void resetsNeverDuplicateCreates();
    void aTypedCodeOfAnotherPaymentStaysRefused();
    void droppedRefundsAreNotDuplicated();
    void droppedCaptureAndCancel();

private:
    Payment create(DirectRequest request);
    std::unique_ptr<SandboxClient> m_gateway;
};

void TestGatewayFaults::initTestCase()
{
    QLoggingCategory::setFilterRules(QStringLiteral("dd.gateway.debug=false\ndd.gateway.info=false"));
    // A short transfer timeout so that the hang fault costs well under a second.
    m_gateway = std::make_unique<SandboxClient>(QStringList(), 400);
    QVERIFY2(m_gateway->isReady(), qPrintable(m_gateway->errorString()));
}

void TestGatewayFaults::cleanup()
{
    m_gateway->clearFaults();
}

void TestGatewayFaults::cleanupTestCase()
{
    m_gateway.reset();
}

Payment TestGatewayFaults::create(DirectRequest request)
{
    const GatewayResult r = m_gateway->run(m_gateway->client().createPayment(std::move(request)));
    if (!r)
        qFatal("create failed: %s", qPrintable(r.error().message()));
    return *r->payment;
}

void TestGatewayFaults::readsRecover_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("count");
    for (const char *kind : {"http_500", "http_502", "http_503", "http_429", "reset", "truncate", "malformed"})
        QTest::newRow(kind) << QString::fromLatin1(kind) << 2;
    QTest::newRow("hang") << QStringLiteral("hang") << 1;
}

void TestGatewayFaults::readsRecover()
{
    QFETCH(QString, kind);
    QFETCH(int, count);
    const Payment p = create(samples::cardPayment());
    const qint64 before = m_gateway->requests(QStringLiteral("/ws/query"));
    QVERIFY(m_gateway->addFault(fault(qPrintable(kind), count, QStringLiteral("/ws/query"))));
    const GatewayResult r = m_gateway->run(m_gateway->client().query({{}, p.merchantPaymentCode}));
    QVERIFY2(r.hasValue(), qPrintable(describe(r)));
    QCOMPARE(r->payment->hash, p.hash);
    QVERIFY(m_gateway->requests(QStringLiteral("/ws/query")) - before >= count + 1);
}

void TestGatewayFaults::readsGiveUpAfterThreeRetries()
{
    const qint64 before = m_gateway->requests(QStringLiteral("/ws/ewallet-availableEWallets"));
    QVERIFY(m_gateway->addFault(fault("http_503", 10, QStringLiteral("/ws/ewallet-availableEWallets"))));
    const GatewayResult r = m_gateway->run(m_gateway->client().availableEWallets({QStringLiteral("br")}));
    QVERIFY(!r);
    QCOMPARE(r.error().kind, GatewayError::Kind::Http);
    QCOMPARE(r.error().httpStatus, 503);
    QCOMPARE(m_gateway->requests(QStringLiteral("/ws/ewallet-availableEWallets")) - before, 4);
}

void TestGatewayFaults::writeFailures_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("errorKind");
    QTest::addColumn<bool>("applied");
    QTest::newRow("http_500") << "http_500" << "outcome_unknown" << false;
    QTest::newRow("http_502") << "http_502" << "outcome_unknown" << false;
    QTest::newRow("http_503") << "http_503" << "outcome_unknown" << false;
    // Not applied here, but a 429 on a write may answer Qt's resend of an applied copy: a query decides.
    QTest::newRow("http_429: nothing done, settled by query") << "http_429" << "outcome_unknown" << false;
    QTest::newRow("hang: timeout") << "hang" << "outcome_unknown" << false;
    QTest::newRow("malformed after applying") << "malformed" << "outcome_unknown" << true;
    QTest::newRow("truncated after applying") << "truncate" << "outcome_unknown" << true;
}

void TestGatewayFaults::writeFailures()
{
    QFETCH(QString, kind);
    QFETCH(QString, errorKind);
    QFETCH(bool, applied);
    const qint64 effects = m_gateway->effects(QStringLiteral("/ws/direct"));
    const qint64 posts = m_gateway->requests(QStringLiteral("/ws/direct"));
    QVERIFY(m_gateway->addFault(fault(qPrintable(kind), 1, QStringLiteral("/ws/direct"))));
    const GatewayResult r = m_gateway->run(m_gateway->client().createPayment(samples::cardPayment()));
    QVERIFY(!r);
    QCOMPARE(r.error().kindName(), errorKind);
    QCOMPARE(m_gateway->requests(QStringLiteral("/ws/direct")) - posts, 1);   // never retried
    QCOMPARE(m_gateway->effects(QStringLiteral("/ws/direct")) - effects, applied ? 1 : 0);
    if (r.error().kind != GatewayError::Kind::OutcomeUnknown)
        return;
    // Reconcile: look the payment up by the merchant code the error carries.
    const QString code = r.error().reconcileMerchantPaymentCode;
    QVERIFY(code.startsWith(u"dd-"));
    m_gateway->clearFaults();
    const GatewayResult found = m_gateway->run(m_gateway->client().reconcile(r.error()));
    QCOMPARE(found.hasValue(), applied);
    if (!applied)
        QCOMPARE(found.error().kind, GatewayError::Kind::Gateway);   // not found: safe to send again
}

void TestGatewayFaults::resetsNeverDuplicateCreates_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("appliedFirst");
    QTest::addColumn<bool>("typedCode");
    QTest::newRow("reset before applying") << "reset" << false << false;
    QTest::newRow("applied, then dropped") << "apply_then_drop" << true << false;
    QTest::newRow("reset before applying, the user's code") << "reset" << false << true;
    QTest::newRow("applied, then dropped, the user's code") << "apply_then_drop" << true << true;
}

void TestGatewayFaults::resetsNeverDuplicateCreates()
{
    QFETCH(QString, kind);
    QFETCH(bool, appliedFirst);
    QFETCH(bool, typedCode);
    constexpr int Creates = 5;
    const qint64 effects = m_gateway->effects(QStringLiteral("/ws/direct"));
    const qint64 posts = m_gateway->requests(QStringLiteral("/ws/direct"));
    QStringList codes;
    int unknown = 0;
    for (int i = 0; i < Creates; ++i) {
        QVERIFY(m_gateway->addFault(fault(qPrintable(kind), 1, QStringLiteral("/ws/direct"))));
        DirectRequest request = samples::cardPayment();
        if (typedCode) {
            request.merchantPaymentCode = u"order-%1-%2"_s.arg(kind).arg(QDateTime::currentMSecsSinceEpoch() * 10 + i);
            request.merchantPaymentCodeIsFresh = false;
        }
        const GatewayResult r = m_gateway->run(m_gateway->client().createPayment(request));
        // Either Qt sent the POST again and the answer (or its read-back) is a success, or the
        // outcome is unknown. Never a transport error or a duplicate-code refusal.
        QVERIFY2(r.hasValue() || r.error().kind == GatewayError::Kind::OutcomeUnknown, qPrintable(describe(r)));
        codes << (r ? r->payment->merchantPaymentCode : r.error().reconcileMerchantPaymentCode);
        unknown += r ? 0 : 1;
        m_gateway->clearFaults();
    }
    const qint64 sent = m_gateway->requests(QStringLiteral("/ws/direct")) - posts;
    qInfo("%d creates under '%s': the sandbox saw %lld POSTs; %d ended as outcome unknown", Creates, qPrintable(kind),
          sent, unknown);
    int found = 0;
    for (const QString &code : std::as_const(codes)) {
        const GatewayResult r = m_gateway->run(m_gateway->client().query({{}, code}));
        found += r ? 1 : 0;
    }
    // Each merchant code has at most one payment, and every applied effect is one of them.
    QCOMPARE(m_gateway->effects(QStringLiteral("/ws/direct")) - effects, qint64(found));
    if (appliedFirst)
        QCOMPARE(found, Creates);
    QVERIFY(sent >= Creates);
}

// A code the user typed that an earlier payment of the merchant holds: the refusal stands unless the
// payment read back by it is this order's (the same amount and currency), which is then the answer.
void TestGatewayFaults::aTypedCodeOfAnotherPaymentStaysRefused()
{
    DirectRequest first = samples::localMethod("boleto", "br", "BRL", 12345);
    first.merchantPaymentCode = u"order-typed-%1"_s.arg(QDateTime::currentMSecsSinceEpoch());
    first.merchantPaymentCodeIsFresh = false;
    const GatewayResult created = m_gateway->run(m_gateway->client().createPayment(first));
    QVERIFY2(created, qPrintable(describe(created)));

    DirectRequest other = first;
    other.amountTotal = Money(54321, u"BRL"_s);
    const GatewayResult refused = m_gateway->run(m_gateway->client().createPayment(other));
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, GatewayError::Kind::Gateway);
    QCOMPARE(refused.error().code, u"BP-DR-0"_s);

    DirectRequest again = first;
    const GatewayResult readBack = m_gateway->run(m_gateway->client().createPayment(again));
    QVERIFY2(readBack, qPrintable(describe(readBack)));
    QCOMPARE(readBack->payment->hash, created->payment->hash);
}

void TestGatewayFaults::droppedRefundsAreNotDuplicated()
{
    Payment p = create(samples::cardPayment());
    const qint64 posts = m_gateway->requests(QStringLiteral("/ws/refund"));
    for (int i = 0; i < 3; ++i) {
        QVERIFY(m_gateway->addFault(fault("apply_then_drop", 1, QStringLiteral("/ws/refund"))));
        RefundRequest request{p.hash, {}, Money(1000, QStringLiteral("BRL")), QStringLiteral("dropped"), {}, {}, p};
        request.useFreshMerchantCode();   // as PaymentOperations::withMerchantRefundCode gives it
        const GatewayResult r = m_gateway->run(m_gateway->client().refund(request));
        QVERIFY2(r.hasValue() || r.error().kind == GatewayError::Kind::OutcomeUnknown, qPrintable(describe(r)));
        if (r)
            QVERIFY(r->refund);
        m_gateway->clearFaults();
        p = *m_gateway->run(m_gateway->client().query({p.hash, {}}))->payment;   // reconcile
    }
    qInfo("3 refunds applied then dropped: the sandbox saw %lld POSTs",
          m_gateway->requests(QStringLiteral("/ws/refund")) - posts);
    QCOMPARE(p.refunds.size(), 3);
    QCOMPARE(p.remainingRefundable().hundredths(), 7000);
    QSet<QString> codes;
    for (const Refund &r : p.refunds)
        codes.insert(r.merchantRefundCode);
    QCOMPARE(codes.size(), 3);
}

void TestGatewayFaults::droppedCaptureAndCancel()
{
    DirectRequest request = samples::cardPayment();
    request.card->autoCapture = false;
    const Payment authorized = create(request);
    QVERIFY(m_gateway->addFault(fault("apply_then_drop", 1, QStringLiteral("/ws/capture"))));
    GatewayResult r = m_gateway->run(m_gateway->client().capture({authorized.hash, {}, {}, {}, authorized}));
    QVERIFY2(r.hasValue() || r.error().kind == GatewayError::Kind::OutcomeUnknown, qPrintable(describe(r)));
    m_gateway->clearFaults();
    QCOMPARE(m_gateway->run(m_gateway->client().query({authorized.hash, {}}))->payment->status, PaymentStatus::Confirmed);

    const Payment boleto = create(samples::localMethod("boleto", "br", "BRL", 10000));
    QVERIFY(m_gateway->addFault(fault("apply_then_drop", 1, QStringLiteral("/ws/cancel"))));
    r = m_gateway->run(m_gateway->client().cancel({boleto.hash, boleto}));
    QVERIFY2(r.hasValue() || r.error().kind == GatewayError::Kind::OutcomeUnknown, qPrintable(describe(r)));
    if (!r)
        QCOMPARE(r.error().reconcileHash, boleto.hash);
    m_gateway->clearFaults();
    QCOMPARE(m_gateway->run(m_gateway->client().query({boleto.hash, {}}))->payment->status, PaymentStatus::Cancelled);
}

QTEST_GUILESS_MAIN(TestGatewayFaults)
#include "tst_gateway_faults.moc"
