// Reading the gateway's answers: JSON fixtures for every operation, string and number variants,
// nulls, method links, chargebacks, declined cards, error envelopes with missing fields.
#include "core/gateway/answerparser.h"
#include "core/gateway/answerwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace dd;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/fixtures/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

GatewayAnswer parseOk(GatewayOperation op, const QString &name, const AnswerParser::RefundHint &hint = {})
{
    auto result = AnswerParser::parse(op, fixture(name), hint);
    if (!result)
        qFatal("fixture %s did not parse: %s", qPrintable(name), qPrintable(result.error().detail));
    return *result;
}

} // namespace

class TestAnswerParser : public QObject
{
    Q_OBJECT
private slots:
    void capturedCardWithStrings();
    void preAuthorizationWithNumbers();
    void declinedCardIsAResult();
    void methodLinks_data();
    void methodLinks();
    void queryWithRefundsAndChargeback();
    void captureAndCancel();
    void refundAnswers_data();
    void refundAnswers();
    void refundCancel();
    void eWalletList();
    void unknownFieldsKeptSecretsRemoved();
    void gatewayErrors_data();
    void gatewayErrors();
    void malformed_data();
    void malformed();
    void writerUsesApiNamesAndTwoDecimals();
    void scalarVariants_data();
    void scalarVariants();
};

void TestAnswerParser::capturedCardWithStrings()
{
    const GatewayAnswer a = parseOk(GatewayOperation::Create, QStringLiteral("direct_card_captured.json"));
    QVERIFY(a.payment);
    const Payment &p = *a.payment;
    QCOMPARE(p.hash, QStringLiteral("5f1a0b2c3d4e5f60718293a4b5c6d7e8f9012345abcdef01"));
    QCOMPARE(p.merchantPaymentCode, QStringLiteral("order-1001"));
    QCOMPARE(p.status, PaymentStatus::Confirmed);
    QCOMPARE(p.amountExt, Money(10000, QStringLiteral("BRL")));
    QCOMPARE(p.amountBr.hundredths(), 10038);
    QCOMPARE(p.amountIof.hundredths(), 38);
    QCOMPARE(p.currencyRate.tenThousandths, 10000);
    QCOMPARE(p.instalments, 1);
    QCOMPARE(p.paymentTypeCode, QStringLiteral("visa"));
    QCOMPARE(p.methodKind(), MethodKind::Card);
    QVERIFY(p.transactionStatus);
    QCOMPARE(p.transactionStatus->code, QStringLiteral("OK"));
    QVERIFY(p.preApproved);
    QCOMPARE(p.captureAvailable, std::optional<bool>(false));
    QCOMPARE(p.openDate, QDateTime(QDate(2026, 11, 20), QTime(10, 15, 1), QTimeZone::utc()));
    QVERIFY(!p.transferDate.isValid());
    QVERIFY(p.orderNumber.isEmpty());
    QCOMPARE(p.dueDate, QDate(2026, 11, 23));
}

void TestAnswerParser::preAuthorizationWithNumbers()
{
    const Payment p = *parseOk(GatewayOperation::Create, QStringLiteral("direct_card_preauth_numbers.json")).payment;
    QCOMPARE(p.status, PaymentStatus::Pending);
    QCOMPARE(p.amountExt.hundredths(), 25050);
    QCOMPARE(p.amountIof.hundredths(), 0);
    QCOMPARE(p.currencyRate.tenThousandths, 10000);
    QCOMPARE(p.instalments, 3);
    QVERIFY(p.canCapture());
    QVERIFY(!p.statusDate.isValid());
}

void TestAnswerParser::declinedCardIsAResult()
{
    const GatewayAnswer a = parseOk(GatewayOperation::Create, QStringLiteral("direct_card_declined.json"));
    QCOMPARE(a.payment->status, PaymentStatus::Cancelled);
    QVERIFY(a.payment->transactionStatus->isDeclined());
    QCOMPARE(a.payment->transactionStatus->description, QStringLiteral("Sandbox - Not enough balance"));
    QVERIFY(!a.payment->captureAvailable.has_value());
}

void TestAnswerParser::methodLinks_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    QTest::newRow("redirect_url top-level") << "direct_redirect_toplevel.json" << "redirect_url" << "https://sandbox.example/redirect/abc";
    QTest::newRow("redirect_url in payment") << "direct_ewallet.json" << "redirect_url" << "https://sandbox.example/picpay/1";
    QTest::newRow("spei_url") << "direct_spei.json" << "spei_url" << "https://sandbox.example/spei/xyz";
    QTest::newRow("clabe_account") << "direct_spei.json" << "clabe_account" << "646180157000000004";
    QTest::newRow("clabe_reference") << "direct_spei.json" << "clabe_reference" << "1234567";
    QTest::newRow("boleto_url") << "direct_boleto.json" << "boleto_url" << "https://sandbox.example/boleto/1";
    QTest::newRow("boleto_barcode") << "direct_boleto.json" << "boleto_barcode" << "34191760071244348372714245740007181330000010000";
    QTest::newRow("oxxo_url") << "direct_oxxo.json" << "oxxo_url" << "https://sandbox.example/oxxo/1";
    QTest::newRow("e-wallet pin") << "direct_ewallet.json" << "pin" << "123456789";
}

void TestAnswerParser::methodLinks()
{
    QFETCH(QString, file);
    QFETCH(QString, field);
    QFETCH(QString, expected);
    const Payment p = *parseOk(GatewayOperation::Create, file).payment;
    const QHash<QString, QString> values = {
        {QStringLiteral("redirect_url"), p.redirectUrl}, {QStringLiteral("spei_url"), p.speiUrl},
        {QStringLiteral("clabe_account"), p.clabeAccount}, {QStringLiteral("clabe_reference"), p.clabeReference},
        {QStringLiteral("boleto_url"), p.boletoUrl}, {QStringLiteral("boleto_barcode"), p.boletoBarcode},
        {QStringLiteral("oxxo_url"), p.oxxoUrl}, {QStringLiteral("pin"), p.pin}};
    QCOMPARE(values.value(field), expected);
    QCOMPARE(p.status, PaymentStatus::Pending);
}

void TestAnswerParser::queryWithRefundsAndChargeback()
{
    const Payment p = *parseOk(GatewayOperation::Query, QStringLiteral("query_refunds_chargeback.json")).payment;
    QCOMPARE(p.refunds.size(), 2);
    QCOMPARE(p.refunds[0].id, QStringLiteral("4711"));   // a JSON number
    QCOMPARE(p.refunds[0].status, RefundStatus::Confirmed);
    QCOMPARE(p.refunds[0].amount, Money(2000, QStringLiteral("BRL")));
    QCOMPARE(p.refunds[1].id, QStringLiteral("4712"));
    QCOMPARE(p.refunds[1].amount.hundredths(), 5000);    // a JSON number
    QCOMPARE(p.refunds[1].status, RefundStatus::Cancelled);
    QVERIFY(p.refunds[1].cancelDate.isValid());
    QCOMPARE(p.remainingRefundable().hundredths(), 8000);
    QVERIFY(p.chargeback);
    QCOMPARE(p.chargeback->fields.value(u"reason").toString(), QStringLiteral("fraud"));
}

void TestAnswerParser::captureAndCancel()
{
    const Payment captured = *parseOk(GatewayOperation::Capture, QStringLiteral("capture_success.json")).payment;
    QCOMPARE(captured.status, PaymentStatus::Confirmed);
    QCOMPARE(captured.captureAvailable, std::optional<bool>(false));
    const GatewayAnswer cancelled = parseOk(GatewayOperation::Cancel, QStringLiteral("cancel_success.json"));
    QCOMPARE(cancelled.operation, QStringLiteral("cancel"));
    QCOMPARE(cancelled.payment->status, PaymentStatus::Cancelled);
}

void TestAnswerParser::refundAnswers_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("refund object, numbers") << "refund_request.json";
    QTest::newRow("only payment.refunds") << "refund_request_in_list_only.json";
}

void TestAnswerParser::refundAnswers()
{
    QFETCH(QString, file);
    const GatewayAnswer a = parseOk(GatewayOperation::Refund, file, {{}, QStringLiteral("dd-refund-1")});
    QCOMPARE(a.operation, QStringLiteral("refund"));
    QVERIFY(a.refund);
    QCOMPARE(a.refund->id, QStringLiteral("5001"));
    QCOMPARE(a.refund->merchantRefundCode, QStringLiteral("dd-refund-1"));
    QCOMPARE(a.refund->status, RefundStatus::Requested);
    QCOMPARE(a.refund->amount, Money(1000, QStringLiteral("BRL")));
    QVERIFY(!a.refund->pendingDate.isValid());
    QCOMPARE(a.payment->refunds.size(), 1);
}

void TestAnswerParser::refundCancel()
{
    const GatewayAnswer a = parseOk(GatewayOperation::RefundCancel, QStringLiteral("refund_cancel.json"), {QStringLiteral("5001"), {}});
    QVERIFY(a.refund);
    QCOMPARE(a.refund->status, RefundStatus::Cancelled);
    QVERIFY(a.refund->cancelDate.isValid());
}

void TestAnswerParser::eWalletList()
{
    const GatewayAnswer a = parseOk(GatewayOperation::EWallets, QStringLiteral("ewallets.json"));
    QCOMPARE(a.eWallets.size(), 2);
    QCOMPARE(a.eWallets[0].code, QStringLiteral("picpay"));
    QCOMPARE(a.eWallets[0].iconUrl, QStringLiteral("https://sandbox.example/picpay.png"));
    QCOMPARE(a.eWallets[1].promotionalText, QString());
}

void TestAnswerParser::unknownFieldsKeptSecretsRemoved()
{
    const Payment e = *parseOk(GatewayOperation::Create, QStringLiteral("direct_ewallet.json")).payment;
    QVERIFY(e.rawAnswer.value(u"a_future_field").isObject());
    QCOMPARE(e.amountExtRequested, std::optional<Money>(Money(3000, QStringLiteral("BRL"))));

    const QByteArray body = fixture(QStringLiteral("direct_card_with_echoed_secrets.json"));
    const GatewayAnswer a = *AnswerParser::parse(GatewayOperation::Create, body);
    const QByteArray raw = QJsonDocument(a.payment->rawAnswer).toJson() + QJsonDocument(a.raw).toJson();
    QVERIFY(!raw.contains("4111111111111111"));
    QVERIFY(!raw.contains("card_cvv"));
    QVERIFY(!raw.contains("AAECAwQFBgcICQoLDA0ODxAREhM="));
    QVERIFY(!raw.contains("should-not-be-here"));
    QVERIFY(raw.contains("Jose Silva"));   // not a secret: kept
    const QByteArray written = QJsonDocument(AnswerWriter::payment(*a.payment)).toJson();
    QVERIFY(!written.contains("4111111111111111"));
}

void TestAnswerParser::gatewayErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("code and message") << "error_full.json" << "BP-DR-0" << "merchant_payment_code already used";
    QTest::newRow("code only") << "error_code_only.json" << "BP-REF-7" << "";
    QTest::newRow("message only") << "error_message_only.json" << "" << "Payment not found";
    QTest::newRow("neither") << "error_bare.json" << "" << "";
}

void TestAnswerParser::gatewayErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, message);
    for (GatewayOperation op : {GatewayOperation::Create, GatewayOperation::Refund, GatewayOperation::EWallets}) {
        auto result = AnswerParser::parse(op, fixture(file));
        QVERIFY(!result);
        QCOMPARE(result.error().kind, GatewayError::Kind::Gateway);
        QCOMPARE(result.error().code, code);
        QCOMPARE(result.error().gatewayMessage, message);
        QVERIFY(!result.error().message().isEmpty());
    }
}

void TestAnswerParser::malformed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("operation");
    QTest::newRow("truncated JSON") << "malformed_not_json.json" << int(GatewayOperation::Query);
    QTest::newRow("SUCCESS without payment") << "malformed_no_payment.json" << int(GatewayOperation::Query);
    QTest::newRow("no status") << "malformed_no_status.json" << int(GatewayOperation::Create);
    QTest::newRow("amount with comma") << "malformed_bad_amount.json" << int(GatewayOperation::Query);
    QTest::newRow("e-wallets not a list") << "direct_card_captured.json" << int(GatewayOperation::EWallets);
}

void TestAnswerParser::malformed()
{
    QFETCH(QString, file);
    QFETCH(int, operation);
    auto result = AnswerParser::parse(GatewayOperation(operation), fixture(file));
    QVERIFY(!result);
    QCOMPARE(result.error().kind, GatewayError::Kind::Malformed);
}

void TestAnswerParser::writerUsesApiNamesAndTwoDecimals()
{
    const Payment p = *parseOk(GatewayOperation::Create, QStringLiteral("direct_card_preauth_numbers.json")).payment;
    const QJsonObject o = AnswerWriter::payment(p);
    QCOMPARE(o.value(u"amount_ext").toString(), QStringLiteral("250.50"));
    QCOMPARE(o.value(u"amount_iof").toString(), QStringLiteral("0.00"));
    QCOMPARE(o.value(u"currency_rate").toString(), QStringLiteral("1.0000"));
    QCOMPARE(o.value(u"status").toString(), QStringLiteral("PE"));
    QCOMPARE(o.value(u"open_date").toString(), QStringLiteral("2026-11-20 10:15:01"));
    QVERIFY(o.value(u"status_date").isNull());
    QCOMPARE(o.value(u"instalments").toString(), QStringLiteral("3"));
    QCOMPARE(o.value(u"capture_available").toBool(), true);
    const Payment q = *parseOk(GatewayOperation::Query, QStringLiteral("query_refunds_chargeback.json")).payment;
    const QJsonObject refund = AnswerWriter::payment(q).value(u"refunds").toArray().at(1).toObject();
    QCOMPARE(refund.value(u"amount_ext").toString(), QStringLiteral("50.00"));
    QCOMPARE(refund.value(u"id").toString(), QStringLiteral("4712"));
}

void TestAnswerParser::scalarVariants_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("text");
    QTest::newRow("string") << QByteArray(R"({"v":"12"})") << "12";
    QTest::newRow("integer") << QByteArray(R"({"v":12})") << "12";
    QTest::newRow("large id") << QByteArray(R"({"v":123456789012})") << "123456789012";
    QTest::newRow("null") << QByteArray(R"({"v":null})") << "";
    QTest::newRow("absent") << QByteArray(R"({})") << "";
}

void TestAnswerParser::scalarVariants()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, text);
    QCOMPARE(AnswerParser::scalarText(QJsonDocument::fromJson(json).object().value(u"v")), text);
}

QTEST_GUILESS_MAIN(TestAnswerParser)
#include "tst_answerparser.moc"
