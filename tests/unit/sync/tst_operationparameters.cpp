// What PaymentOperations keeps in the intent log and the audit trail (masked parameters), and how
// resolve() decides whether an action whose outcome was unknown took effect.

#include "core/sync/operationcall.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"

#include <QTest>

using namespace dd;

namespace {

Payment confirmedPayment()
{
    Payment payment;
    payment.hash = QStringLiteral("abc123");
    payment.country = QStringLiteral("br");
    payment.currencyExt = QStringLiteral("BRL");
    payment.status = PaymentStatus::Confirmed;
    payment.amountExt = Money(10000, QStringLiteral("BRL"));
    return payment;
}

Refund refund(const QString &id, const QString &code, RefundStatus status)
{
    Refund r;
    r.id = id;
    r.merchantRefundCode = code;
    r.status = status;
    r.amount = Money(500, QStringLiteral("BRL"));
    return r;
}

} // namespace

class TestOperationParameters : public QObject
{
    Q_OBJECT

private slots:
    void maskTail_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("masked");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("short") << QStringLiteral("123") << QStringLiteral("•••");
        QTest::newRow("four") << QStringLiteral("1234") << QStringLiteral("••••");
        QTest::newRow("account") << QStringLiteral("987654-3") << QStringLiteral("•••• 54-3");
        QTest::newRow("document") << QStringLiteral("853.513.468-93") << QStringLiteral("•••• 8-93");
    }

    void maskTail()
    {
        QFETCH(QString, text);
        QFETCH(QString, masked);
        QCOMPARE(OperationParameters::maskTail(text), masked);
    }

    void refundParametersMaskBankDetails()
    {
        RefundRequest request;
        request.hash = QStringLiteral("abc123");
        request.amount = Money(2550, QStringLiteral("BRL"));
        request.description = QStringLiteral("Damaged");
        request.merchantRefundCode = QStringLiteral("rf-1");
        request.bankInfo = BankInfo{QStringLiteral("Banco"), QStringLiteral("1234-5"), QStringLiteral("987654-3"),
                                    QStringLiteral("checking"), {}, QStringLiteral("85351346893"),
                                    QStringLiteral("Jose")};
        const QJsonObject fields = OperationParameters::refund(request);
        QCOMPARE(fields.value(QStringLiteral("amount")).toString(), QStringLiteral("25.50"));
        QCOMPARE(fields.value(QStringLiteral("merchant_refund_code")).toString(), QStringLiteral("rf-1"));
        const QJsonObject bank = fields.value(QStringLiteral("bank_info")).toObject();
        QCOMPARE(bank.value(QStringLiteral("bank_account")).toString(), QStringLiteral("•••• 54-3"));
        QCOMPARE(bank.value(QStringLiteral("bank_account_holder_document")).toString(), QStringLiteral("•••• 6893"));
        QVERIFY(!bank.contains(QStringLiteral("bank_details")));   // empty fields are not sent
        const QString described = OperationParameters::describe(fields);
        QVERIFY(!described.contains(QStringLiteral("987654")));
        QVERIFY(described.contains(QStringLiteral("bank_info:\n    ")));
        QVERIFY(!described.contains(QStringLiteral("integration_key")));
    }

    void intentApplied_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("merchantCode");
        QTest::addColumn<QString>("refundId");
        QTest::addColumn<int>("paymentStatus");
        QTest::addColumn<int>("refundStatus");
        QTest::addColumn<bool>("applied");
        using K = PendingOperation::Kind;
        const int co = int(PaymentStatus::Confirmed), pe = int(PaymentStatus::Pending), ca = int(PaymentStatus::Cancelled);
        const int re = int(RefundStatus::Requested), rca = int(RefundStatus::Cancelled);
        QTest::newRow("capture done") << int(K::Capture) << QString() << QString() << co << re << true;
        QTest::newRow("capture not done") << int(K::Capture) << QString() << QString() << pe << re << false;
        QTest::newRow("cancel done") << int(K::CancelPayment) << QString() << QString() << ca << re << true;
        QTest::newRow("cancel not done") << int(K::CancelPayment) << QString() << QString() << pe << re << false;
        QTest::newRow("refund found") << int(K::Refund) << u"rf-1"_qs << QString() << co << re << true;
        QTest::newRow("refund missing") << int(K::Refund) << u"rf-2"_qs << QString() << co << re << false;
        QTest::newRow("refund cancel done") << int(K::CancelRefund) << u"rf-1"_qs << u"7"_qs << co << rca << true;
        QTest::newRow("refund cancel not done") << int(K::CancelRefund) << u"rf-1"_qs << u"7"_qs << co << re << false;
        QTest::newRow("refund cancel unknown refund") << int(K::CancelRefund) << u"rf-9"_qs << u"9"_qs << co << rca
                                                      << false;
    }

    void intentApplied()
    {
        QFETCH(int, kind);
        QFETCH(QString, merchantCode);
        QFETCH(QString, refundId);
        QFETCH(int, paymentStatus);
        QFETCH(int, refundStatus);
        QFETCH(bool, applied);
        Payment payment = confirmedPayment();
        payment.status = PaymentStatus(paymentStatus);
        payment.refunds.append(refund(QStringLiteral("7"), QStringLiteral("rf-1"), RefundStatus(refundStatus)));
        PendingOperation intent;
        intent.kind = PendingOperation::Kind(kind);
        intent.merchantCode = merchantCode;
        intent.paymentHash = payment.hash;
        if (!refundId.isEmpty())
            intent.parameters.insert(QStringLiteral("refund_id"), refundId);
        QCOMPARE(dd::intentApplied(intent, payment), applied);
    }

    void auditResult_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("gateway with code") << int(GatewayError::Kind::Gateway) << u"BP-REF-7"_qs << u"BP-REF-7"_qs;
        QTest::newRow("gateway without code") << int(GatewayError::Kind::Gateway) << QString() << u"gateway"_qs;
        QTest::newRow("validation") << int(GatewayError::Kind::Validation) << QString() << u"validation"_qs;
        QTest::newRow("unknown") << int(GatewayError::Kind::OutcomeUnknown) << QString() << u"outcome_unknown"_qs;
    }

    void auditResult()
    {
        QFETCH(int, kind);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        GatewayError error;
        error.kind = GatewayError::Kind(kind);
        error.code = code;
        QCOMPARE(auditResultOf(GatewayResult(error)), expected);
        QCOMPARE(auditResultOf(GatewayResult(GatewayAnswer{})), u"SUCCESS"_qs);
    }

    void actionCodes()
    {
        QCOMPARE(operationActionCode(OperationCall::Action::CancelRefund), u"cancel_refund"_qs);
        QCOMPARE(operationActionCode(OperationCall::Action::LookUp), u"look_up"_qs);
    }
};

QTEST_GUILESS_MAIN(TestOperationParameters)
#include "tst_operationparameters.moc"
