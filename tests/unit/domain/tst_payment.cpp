#include "core/domain/gatewaytime.h"
#include "core/domain/payment.h"

#include <QTest>

using namespace dd;

class TestPayment : public QObject
{
    Q_OBJECT
private slots:
    void refundedTotalIgnoresCancelledRefunds();
    void eligibility_data();
    void eligibility();
    void statusCodesRoundTrip();
    void methodKinds_data();
    void methodKinds();
    void gatewayTime();
    void gatewayTimeRejectsMalformedText_data();
    void gatewayTimeRejectsMalformedText();
    void gatewayTimeIgnoresTheLocalZone();
};

static Refund refund(const char *id, RefundStatus status, qint64 hundredths)
{
    Refund r;
    r.id = QString::fromLatin1(id);
    r.status = status;
    r.amount = Money(hundredths, QStringLiteral("BRL"));
    return r;
}

void TestPayment::refundedTotalIgnoresCancelledRefunds()
{
    Payment p;
    p.status = PaymentStatus::Confirmed;
    p.currencyExt = QStringLiteral("BRL");
    p.amountExt = Money(10000, p.currencyExt);
    p.refunds = {refund("1", RefundStatus::Confirmed, 2500), refund("2", RefundStatus::Cancelled, 5000),
                 refund("3", RefundStatus::Requested, 1000)};
    QCOMPARE(p.refundedTotal().hundredths(), 3500);
    QCOMPARE(p.remainingRefundable().hundredths(), 6500);
    QVERIFY(p.canRefund());
    p.refunds.append(refund("4", RefundStatus::Pending, 6500));
    QCOMPARE(p.remainingRefundable().hundredths(), 0);
    QVERIFY(!p.canRefund());
    QVERIFY(p.findRefund(u"4"));
    QVERIFY(!p.findRefund(u"5"));
}

void TestPayment::eligibility_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("preApproved");
    QTest::addColumn<bool>("captureAvailable");
    QTest::addColumn<bool>("canCapture");
    QTest::addColumn<bool>("canCancel");
    QTest::addColumn<bool>("canRefund");
    QTest::newRow("pre-authorized card") << "PE" << true << true << true << true << false;
    QTest::newRow("pending voucher") << "PE" << false << false << false << true << false;
    QTest::newRow("open") << "OP" << false << false << false << true << false;
    QTest::newRow("confirmed") << "CO" << true << false << false << false << true;
    QTest::newRow("cancelled") << "CA" << false << false << false << false << false;
}

void TestPayment::eligibility()
{
    QFETCH(QString, status);
    QFETCH(bool, preApproved);
    QFETCH(bool, captureAvailable);
    Payment p;
    p.status = paymentStatusFromCode(status);
    p.preApproved = preApproved;
    p.captureAvailable = captureAvailable;
    p.currencyExt = QStringLiteral("USD");
    p.amountExt = Money(100, p.currencyExt);
    QTEST(p.canCapture(), "canCapture");
    QTEST(p.canCancel(), "canCancel");
    QTEST(p.canRefund(), "canRefund");
}

void TestPayment::statusCodesRoundTrip()
{
    for (auto s : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed, PaymentStatus::Cancelled})
        QCOMPARE(paymentStatusFromCode(paymentStatusCode(s)), s);
    for (auto s : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed, RefundStatus::Cancelled})
        QCOMPARE(refundStatusFromCode(refundStatusCode(s)), s);
    QCOMPARE(paymentStatusFromCode(u"XX"), PaymentStatus::Unknown);
    QCOMPARE(refundStatusFromCode(u""), RefundStatus::Unknown);
    QVERIFY(isRefundCancellable(RefundStatus::Requested));
    QVERIFY(isRefundCancellable(RefundStatus::Pending));
    QVERIFY(!isRefundCancellable(RefundStatus::Confirmed));
    QVERIFY(!isRefundCancellable(RefundStatus::Cancelled));
}

void TestPayment::methodKinds_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("kind");
    QTest::newRow("creditcard") << "creditcard" << int(MethodKind::Card);
    QTest::newRow("visa answer") << "visa" << int(MethodKind::Card);
    QTest::newRow("multicaja") << "multicaja" << int(MethodKind::Redirect);
    QTest::newRow("sencillito") << "sencillito" << int(MethodKind::CashVoucher);
    QTest::newRow("spei") << "spei" << int(MethodKind::SpeiVoucher);
    QTest::newRow("boleto") << "boleto" << int(MethodKind::Voucher);
    QTest::newRow("nequi") << "nequi" << int(MethodKind::EWallet);
    QTest::newRow("unknown") << "bitcoin" << int(MethodKind::Unknown);
}

void TestPayment::methodKinds()
{
    QFETCH(QString, code);
    QFETCH(int, kind);
    QCOMPARE(int(methodKindForCode(code)), kind);
}

void TestPayment::gatewayTime()
{
    const QDateTime t = GatewayTime::parseDateTime(u"2026-03-04 05:06:07");
    QVERIFY(t.isValid());
    QCOMPARE(t.timeSpec(), Qt::TimeZone);
    QCOMPARE(GatewayTime::formatDateTime(t), QStringLiteral("2026-03-04 05:06:07"));
    QVERIFY(!GatewayTime::parseDateTime(u"2026-03-04").isValid());
    QVERIFY(!GatewayTime::parseDateTime(u"2026-13-04 05:06:07").isValid());
    QVERIFY(!GatewayTime::parseDateTime(u"").isValid());
    QCOMPARE(GatewayTime::parseDate(u"2026-02-28"), QDate(2026, 2, 28));
    QVERIFY(!GatewayTime::parseDate(u"28/02/2026").isValid());
}

void TestPayment::gatewayTimeRejectsMalformedText_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("T separator") << QStringLiteral("2026-03-04T05:06:07");
    QTest::newRow("slashes") << QStringLiteral("2026/03/04 05:06:07");
    QTest::newRow("leading space") << QStringLiteral(" 2026-03-04 05:06:07");
    QTest::newRow("short hour") << QStringLiteral("2026-03-04 5:06:07 ");
    QTest::newRow("sign in year") << QStringLiteral("+026-03-04 05:06:07");
    QTest::newRow("letter") << QStringLiteral("2026-03-04 05:0a:07");
    QTest::newRow("arabic-indic digit") << QStringLiteral("2026-03-04 05:06:0\u0667");
    QTest::newRow("29 February, no leap year") << QStringLiteral("2026-02-29 00:00:00");
    QTest::newRow("month 0") << QStringLiteral("2026-00-04 05:06:07");
    QTest::newRow("hour 24") << QStringLiteral("2026-03-04 24:00:00");
    QTest::newRow("minute 60") << QStringLiteral("2026-03-04 05:60:00");
    QTest::newRow("second 60") << QStringLiteral("2026-03-04 05:06:60");
}

void TestPayment::gatewayTimeRejectsMalformedText()
{
    QFETCH(QString, text);
    QVERIFY(!GatewayTime::parseDateTime(text).isValid());
    QCOMPARE(GatewayTime::parseDateTime(u"2024-02-29 23:59:59"),
             QDateTime(QDate(2024, 2, 29), QTime(23, 59, 59), QTimeZone::utc()));
}

void TestPayment::gatewayTimeIgnoresTheLocalZone()
{
    // 2018-11-04 00:30 did not exist in São Paulo (clocks went from 00:00 to 01:00); in the
    // gateway's zone (UTC) it is an ordinary time and must read as written.
    const QByteArray savedZone = qgetenv("TZ");
    qputenv("TZ", "America/Sao_Paulo");
    const QDateTime when = GatewayTime::parseDateTime(u"2018-11-04 00:30:00");
    const QDateTime inSaoPaulo =
        GatewayTime::parseDateTime(u"2018-11-04 10:00:00", QTimeZone(QByteArrayLiteral("America/Sao_Paulo")));
    if (savedZone.isNull())
        qunsetenv("TZ");
    else
        qputenv("TZ", savedZone);
    QCOMPARE(when, QDateTime(QDate(2018, 11, 4), QTime(0, 30), QTimeZone::utc()));
    QCOMPARE(GatewayTime::formatDateTime(when), QStringLiteral("2018-11-04 00:30:00"));
    QCOMPARE(inSaoPaulo.toUTC(), QDateTime(QDate(2018, 11, 4), QTime(12, 0), QTimeZone::utc()));
}

QTEST_GUILESS_MAIN(TestPayment)
#include "tst_payment.moc"
