// Every rule the client checks before sending (spec 2.3-2.5, 3, 4.3, 8): one row per rule.
#include "requestvalidatorsamples.h"

#include <QTest>
#include <QTimeZone>

using namespace dd;
using namespace dd::test::validation;

class TestRequestValidator : public QObject
{
    Q_OBJECT
private slots:
    void validRequestsPass_data();
    void validRequestsPass();
    void badInputIsNamed_data();
    void badInputIsNamed();
    void impossibleDateIsNamedAsSuch();
    void everyProblemIsReported();
    void longRefundCodeIsOnlyAWarning();
    void expiryDependsOnInjectedNow();
    void amountLimitsReadInTheLocale_data();
    void amountLimitsReadInTheLocale();
};

void TestRequestValidator::validRequestsPass_data()
{
    QTest::addColumn<Check>("check");
    QTest::newRow("raw card") << direct([](DirectRequest &) {});
    QTest::newRow("raw card, expires this month") << direct([](DirectRequest &r) { r.card->cardDueDate = QStringLiteral("11/2026"); });
    QTest::newRow("raw card, pre-authorization") << direct([](DirectRequest &r) { r.card->autoCapture = false; });
    QTest::newRow("amex, 4-digit cvv") << direct([](DirectRequest &r) {
        r.card->cardNumber = SecretText(u"378282246310005");
        r.card->cardCvv = SecretText(u"1234");
    });
    QTest::newRow("gateway token") << direct([](DirectRequest &r) {
        r.card = CardFields();
        r.card->token = QStringLiteral("4a7f0c3e9b2d4e6f8a1b3c5d7e9f0a2b");
    });
    QTest::newRow("network token") << direct([](DirectRequest &r) { r.card = networkToken(); });
    QTest::newRow("network token without eci") << direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenEci.clear();
    });
    QTest::newRow("wallet google visa") << direct([](DirectRequest &r) { r.card = walletToken(); });
    QTest::newRow("wallet apple mastercard") << direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenWalletType = QStringLiteral("apple");
        r.card->networkTokenRawBin = QStringLiteral("555555");
    });
    QTest::newRow("wallet samsung elo") << direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenWalletType = QStringLiteral("samsung");
        r.card->networkTokenRawBin = QStringLiteral("636297");
    });
    QTest::newRow("installments 12") << direct([](DirectRequest &r) { r.installments = 12; });
    QTest::newRow("network token, 8-digit raw bin") << direct([](DirectRequest &r) {
        r.card = networkToken();
        r.card->networkTokenRawBin = QStringLiteral("41111111");
    });
    QTest::newRow("e-mail with subdomains") << direct([](DirectRequest &r) { r.email = QStringLiteral("jose.silva@mail.example.com.br"); });
    QTest::newRow("wallet token, elo token number") << direct([](DirectRequest &r) {
        r.card = walletToken();
        r.card->networkTokenPan = SecretText(u"6362970000457013");
    });
    QTest::newRow("merchant code made by PaymentOperations") << direct([](DirectRequest &r) { r.useFreshMerchantCode(); });
    QTest::newRow("cash voucher CLP") << direct([](DirectRequest &) {}, cashVoucher());
    QTest::newRow("cash voucher USD") << direct([](DirectRequest &r) { r.amountTotal = Money(1000, QStringLiteral("USD")); }, cashVoucher());
    QTest::newRow("boleto with its payer") << direct([](DirectRequest &) {}, boleto());
    QTest::newRow("boleto to a company, CEP without hyphen") << direct([](DirectRequest &r) {
        r.document = QStringLiteral("11.222.333/0001-81");
        r.zipcode = QStringLiteral("01310100");
    }, boleto());
    QTest::newRow("oxxo") << direct([](DirectRequest &) {}, oxxo());
    QTest::newRow("multicaja redirect") << direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("multicaja");
        r.country = QStringLiteral("cl");
        r.amountTotal = Money(100000, QStringLiteral("CLP"));
    });
    QTest::newRow("spei") << direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("spei");
        r.country = QStringLiteral("mx");
        r.amountTotal = Money(10000, QStringLiteral("MXN"));
    });
    QTest::newRow("e-wallet with callback") << direct([](DirectRequest &r) {
        r.card.reset();
        r.paymentTypeCode = QStringLiteral("picpay");
        r.redirectUrl = QStringLiteral("https://shop.example/back");
        r.birthDate = QStringLiteral("31/12/1990");
    });
    QTest::newRow("query by hash") << Check([] { return RequestValidator::query({QStringLiteral("h"), {}}); });
    QTest::newRow("query by merchant code") << Check([] { return RequestValidator::query({{}, QStringLiteral("m")}); });
    QTest::newRow("capture full") << captureCheck([](CaptureRequest &) {});
    QTest::newRow("capture by merchant code") << captureCheck([](CaptureRequest &r) {
        r.hash.clear();
        r.merchantPaymentCode = QStringLiteral("order-1");
    });
    QTest::newRow("capture partial in Brazil") << captureCheck([](CaptureRequest &r) { r.amount = Money(5000, QStringLiteral("BRL")); });
    QTest::newRow("cancel pending") << cancelCheck([](CancelRequest &) {});
    QTest::newRow("cancel open") << cancelCheck([](CancelRequest &r) { r.payment->status = PaymentStatus::Open; });
    QTest::newRow("refund") << refundCheck([](RefundRequest &) {});
    QTest::newRow("refund exactly what remains") << refundCheck([](RefundRequest &r) {
        r.payment->refunds = {refund("1", RefundStatus::Confirmed, 3000), refund("2", RefundStatus::Requested, 5000),
                              refund("3", RefundStatus::Cancelled, 5000)};
        r.amount = Money(2000, QStringLiteral("BRL"));
    });
    QTest::newRow("refund with bank info in BR, free account type") << refundCheck([](RefundRequest &r) {
        BankInfo b;
        b.bankName = QStringLiteral("Banco X");
        b.accountType = QStringLiteral("anything at all");
        r.bankInfo = b;
    });
    for (const char *country : {"cl", "co", "mx"})
        QTest::addRow("refund with bank info in %s", country) << refundCheck([country](RefundRequest &r) {
            r.payment->country = QString::fromLatin1(country);
            r.bankInfo = BankInfo{QStringLiteral("Banco"), {}, {}, {}, {}, {}, {}};
        });
    QTest::newRow("refund with bank info in BR, check digit X, bank details") << refundCheck([](RefundRequest &r) {
        r.bankInfo = BankInfo{QStringLiteral("Banco do Brasil"), QStringLiteral("1234-5"), QStringLiteral("12345-X"), {},
                              QStringLiteral("state bank"), {}, {}};
    });
    QTest::newRow("refund with bank info in MX, a CLABE") << refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("mx");
        r.payment->currencyExt = QStringLiteral("MXN");
        r.payment->amountExt = Money(10000, QStringLiteral("MXN"));
        r.amount = Money(1000, QStringLiteral("MXN"));
        r.bankInfo = BankInfo{QStringLiteral("Banorte"), {}, QStringLiteral("012180015000000000"), {}, {}, {}, {}};
    });
    QTest::newRow("refund CLP in whole pesos, with a Chilean holder") << refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("cl");
        r.payment->currencyExt = QStringLiteral("CLP");
        r.payment->amountExt = Money(100000000, QStringLiteral("CLP"));
        r.amount = Money(50000000, QStringLiteral("CLP"));
        r.bankInfo = BankInfo{QStringLiteral("Banco de Chile"), {}, QStringLiteral("00123456789"), QStringLiteral("vista"), {},
                              QStringLiteral("10.000.013-K"), QStringLiteral("Ana Rojas")};
    });
    QTest::newRow("refund in Colombia to a cédula") << refundCheck([](RefundRequest &r) {
        r.payment->country = QStringLiteral("co");
        r.bankInfo = BankInfo{QStringLiteral("Bancolombia"), {}, QStringLiteral("12345678901"), QStringLiteral("savings"), {},
                              QStringLiteral("1020304050"), QStringLiteral("Luis Gomez")};
    });
    QTest::newRow("refund in Brazil to a company") << refundCheck([](RefundRequest &r) {
        r.bankInfo = BankInfo{QStringLiteral("Itau"), QStringLiteral("0001"), QStringLiteral("12345-6"), QStringLiteral("checking"), {},
                              QStringLiteral("11.222.333/0001-81"), QStringLiteral("Loja Ltda")};
    });
    QTest::newRow("sencillito with a RUT ending in K") << direct([](DirectRequest &r) { r.document = QStringLiteral("10000013-k"); },
                                                                 cashVoucher());
    QTest::newRow("card payment with a CNPJ") << direct([](DirectRequest &r) { r.document = QStringLiteral("11222333000181"); });
    QTest::newRow("refund code new to this payment") << refundCheck([](RefundRequest &r) {
        r.payment->refunds = {refund("1", RefundStatus::Confirmed, 1000, "ref-1")};
        r.merchantRefundCode = QStringLiteral("ref-2");
    });
    QTest::newRow("refund cancel RE by id") << refundCancelCheck([](RefundCancelRequest &) {});
    QTest::newRow("refund cancel PE by code") << refundCancelCheck([](RefundCancelRequest &r) {
        r.refundId.clear();
        r.merchantRefundCode = QStringLiteral("code-2");
    });
    QTest::newRow("refund cancel reason of 500")
        << Check([] { return RequestValidator::refundCancelReason(QString(500, u'r')); });
    QTest::newRow("e-wallets br") << Check([] { return RequestValidator::eWallets({QStringLiteral("br")}); });
    QTest::newRow("e-wallets mx") << Check([] { return RequestValidator::eWallets({QStringLiteral("mx")}); });
}

void TestRequestValidator::validRequestsPass()
{
    QFETCH(Check, check);
    const FieldProblems problems = check();
    QVERIFY2(!hasErrors(problems), qPrintable(errorFields(problems)));
}

void TestRequestValidator::badInputIsNamed_data()
{
    QTest::addColumn<Check>("check");
    QTest::addColumn<QString>("field");
    addBadPaymentRows();
    addBadActionRows();
}

void TestRequestValidator::badInputIsNamed()
{
    QFETCH(Check, check);
    QFETCH(QString, field);
    const FieldProblems problems = check();
    bool found = false;
    for (const FieldProblem &p : problems) {
        if (p.isError() && p.field == field) {
            found = true;
            QVERIFY(!p.message.isEmpty());
        }
    }
    QVERIFY2(found, qPrintable(QStringLiteral("expected a problem on %1, got: %2").arg(field, errorFields(problems))));
}

void TestRequestValidator::impossibleDateIsNamedAsSuch()
{
    DirectRequest r = cardPayment();
    r.birthDate = QStringLiteral("31/02/1990");
    const FieldProblems problems = RequestValidator::direct(r, Now);
    QCOMPARE(errorFields(problems), QStringLiteral("payment.birth_date=There is no such date."));
    r.birthDate = QStringLiteral("1/2/1990");
    QCOMPARE(errorFields(RequestValidator::direct(r, Now)), QStringLiteral("payment.birth_date=Use the form DD/MM/YYYY."));
}

void TestRequestValidator::everyProblemIsReported()
{
    DirectRequest r = cardPayment();
    r.amountTotal = Money(0, QStringLiteral("brl"));
    r.card->cardNumber = SecretText(u"4111111111111112");
    r.card->cardCvv = SecretText(u"1");
    r.card->cardDueDate = QStringLiteral("1/30");
    const FieldProblems problems = errorsOnly(RequestValidator::direct(r, Now));
    QStringList fields;
    for (const FieldProblem &p : problems)
        fields << p.field;
    fields.sort();
    QCOMPARE(fields, QStringList({QStringLiteral("payment.amount_total"), QStringLiteral("payment.card.card_cvv"),
                                  QStringLiteral("payment.card.card_due_date"), QStringLiteral("payment.card.card_number"),
                                  QStringLiteral("payment.currency_code")}));
}

void TestRequestValidator::longRefundCodeIsOnlyAWarning()
{
    RefundRequest r = refundRequest();
    r.merchantRefundCode = QString(25, u'r');
    const FieldProblems problems = RequestValidator::refund(r);
    QVERIFY(!hasErrors(problems));
    QCOMPARE(warningsOnly(problems).size(), 1);
    QCOMPARE(warningsOnly(problems).front().field, QStringLiteral("merchant_refund_code"));
}

void TestRequestValidator::expiryDependsOnInjectedNow()
{
    DirectRequest r = cardPayment(networkToken());
    r.card->networkTokenExpireDate = QStringLiteral("12/2026");
    QVERIFY(!hasErrors(RequestValidator::direct(r, Now)));
    const QDateTime january(QDate(2027, 1, 1), QTime(0, 0), QTimeZone::utc());
    QVERIFY(hasErrors(RequestValidator::direct(r, january)));
}


// The limit a message names is written as the dialogs write money: the locale's marks and the
// currency's symbol ("R$ 70,00" in Portuguese), not the gateway's "70.00 BRL".
void TestRequestValidator::amountLimitsReadInTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("remaining");
    QTest::addColumn<QString>("authorized");
    QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("R$\u00a070,00") << QStringLiteral("R$\u00a0100,00");
    QTest::newRow("es") << QStringLiteral("es_ES") << QStringLiteral("70,00\u00a0R$") << QStringLiteral("100,00\u00a0R$");
    QTest::newRow("en_US") << QStringLiteral("en_US") << QStringLiteral("R$70.00") << QStringLiteral("R$100.00");
}

void TestRequestValidator::amountLimitsReadInTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(QString, remaining);
    QFETCH(QString, authorized);
    const QLocale previous;
    QLocale::setDefault(QLocale(locale));
    RefundRequest r = refundRequest();
    r.payment->refunds = {refund("1", RefundStatus::Confirmed, 3000)};
    r.amount = Money(8000, QStringLiteral("BRL"));
    const FieldProblems refundProblems = errorsOnly(RequestValidator::refund(r));
    CaptureRequest c;
    c.hash = QStringLiteral("hash-1");
    c.payment = preAuthorized();
    c.amount = Money(20000, QStringLiteral("BRL"));
    const FieldProblems captureProblems = errorsOnly(RequestValidator::capture(c));
    QLocale::setDefault(previous);
    QCOMPARE(refundProblems.size(), 1);
    QVERIFY2(refundProblems.front().message.contains(remaining), qPrintable(refundProblems.front().message));
    QVERIFY(!refundProblems.front().message.contains(QStringLiteral("BRL")));
    QCOMPARE(captureProblems.size(), 1);
    QVERIFY2(captureProblems.front().message.contains(authorized), qPrintable(captureProblems.front().message));
}

QTEST_GUILESS_MAIN(TestRequestValidator)
#include "tst_requestvalidator.moc"
