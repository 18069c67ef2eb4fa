// Payment creation over HTTP: every method and card form, every rule about bad input, answer shapes,
// authentication and transport errors.
#include "sandboxtestdata.h"
#include "support/sandboxprocess.h"

#include <QJsonDocument>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

namespace {

QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        object.remove(key);
    else
        object.insert(key, value);
    return object;
}

QJsonObject withCard(const QJsonObject &payment, const QString &key, const QJsonValue &value)
{
    return with(payment, u"card"_s, with(payment.value(u"card"_s).toObject(), key, value));
}

bool clabeCheckDigitValid(const QString &clabe)
{
    static const int weights[] = {3, 7, 1};
    if (clabe.size() != 18)
        return false;
    int sum = 0;
    for (int i = 0; i < 17; ++i)
        sum += (clabe.at(i).digitValue() * weights[i % 3]) % 10;
    return (10 - sum % 10) % 10 == clabe.at(17).digitValue();
}

} // namespace

class TestSandboxPayments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void directRejects_data();
    void directRejects();
    void directAccepts_data();
    void directAccepts();
    void numericAmountsKeepTheirCents_data();
    void numericAmountsKeepTheirCents();
    void duplicateMerchantCodeIsRefused();
    void answerShapes();
    void queryFindsByHashOrMerchantCode_data();
    void queryFindsByHashOrMerchantCode();
    void authentication_data();
    void authentication();
    void transportErrors_data();
    void transportErrors();
    void survivesBrokenHttp_data();
    void survivesBrokenHttp();
    void simulatedInternalError_data();
    void simulatedInternalError();
    void eWalletCatalogue_data();
    void eWalletCatalogue();

private:
    std::unique_ptr<SandboxProcess> m_sandbox;
};

void TestSandboxPayments::initTestCase()
{
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
}

void TestSandboxPayments::directRejects_data()
{
    using namespace dd::test;
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("code");

    const QJsonObject card = cardPayment();
    const QJsonObject tokenCard = cardPayment(networkTokenCard());
    const QJsonObject sencillito = localPayment(u"sencillito"_s, u"cl"_s, u"CLP"_s);
    auto row = [](const char *name, const QJsonObject &request, const char *code) {
        QTest::newRow(name) << request << QString::fromLatin1(code);
    };
    row("operation not request", with(directRequest(card), u"operation"_s, u"query"_s), "BP-DR-1");
    row("mode not full", with(directRequest(card), u"mode"_s, u"iframe"_s), "BP-DR-1");
    row("payment missing", with(directRequest(card), u"payment"_s, QJsonValue()), "BP-DR-2");
    row("payment not an object", with(directRequest(card), u"payment"_s, u"x"_s), "BP-DR-2");
    row("payment_type_code missing", directRequest(with(card, u"payment_type_code"_s, QJsonValue())), "BP-DR-34");
    row("payment_type_code unknown", directRequest(with(card, u"payment_type_code"_s, u"bitcoin"_s)), "BP-DR-35");
    row("payment_type_code is a network", directRequest(with(card, u"payment_type_code"_s, u"visa"_s)), "BP-DR-35");
    row("merchant code missing", directRequest(with(card, u"merchant_payment_code"_s, QJsonValue())), "BP-DR-9");
    row("merchant code blank", directRequest(with(card, u"merchant_payment_code"_s, u"  "_s)), "BP-DR-9");
    row("merchant code over 40", directRequest(with(card, u"merchant_payment_code"_s, QString(41, u'm'))), "BP-DR-10");
    row("currency missing", directRequest(with(card, u"currency_code"_s, QJsonValue())), "BP-DR-3");
    row("currency unknown", directRequest(with(card, u"currency_code"_s, u"XYZ"_s)), "BP-DR-4");
    row("amount missing", directRequest(with(card, u"amount_total"_s, QJsonValue())), "BP-DR-5");
    row("amount not a number", directRequest(with(card, u"amount_total"_s, u"abc"_s)), "BP-DR-5");
    row("amount three decimals", directRequest(with(card, u"amount_total"_s, u"1.234"_s)), "BP-DR-5");
    row("amount negative", directRequest(with(card, u"amount_total"_s, u"-5.00"_s)), "BP-DR-5");
    row("amount zero", directRequest(with(card, u"amount_total"_s, 0)), "BP-DR-6");
    row("amount too large", directRequest(with(card, u"amount_total"_s, u"2000000000.00"_s)), "BP-DR-7");
    row("country unknown", directRequest(with(card, u"country"_s, u"zz"_s)), "BP-DR-25");
    row("card missing", directRequest(with(card, u"card"_s, QJsonValue())), "BP-DR-48");
    row("card number missing", directRequest(withCard(card, u"card_number"_s, QJsonValue())), "BP-DR-49");
    row("card name missing", directRequest(withCard(card, u"card_name"_s, QJsonValue())), "BP-DR-51");
    row("due date two-digit year", directRequest(withCard(card, u"card_due_date"_s, u"12/34"_s)), "BP-DR-57");
    row("due date month 13", directRequest(withCard(card, u"card_due_date"_s, u"13/2030"_s)), "BP-DR-57");
    row("card expired", directRequest(withCard(card, u"card_due_date"_s, u"01/2020"_s)), "BP-DR-58");
    row("cvv missing", directRequest(withCard(card, u"card_cvv"_s, QJsonValue())), "BP-DR-55");
    row("cvv letters", directRequest(withCard(card, u"card_cvv"_s, u"12a"_s)), "BP-DR-55");
    row("card number fails Luhn", directRequest(withCard(card, u"card_number"_s, u"4111111111111112"_s)), "BP-DR-75");
    row("card number of no network", directRequest(withCard(card, u"card_number"_s, u"9000000000000001"_s)), "BP-DR-75");
    row("installments 13", directRequest(with(card, u"installments"_s, 13)), "BP-DR-60");
    row("installments 0", directRequest(with(card, u"installments"_s, 0)), "BP-DR-60");
    row("auto_capture not a boolean", directRequest(withCard(card, u"auto_capture"_s, u"no"_s)), "BP-DR-61");
    row("raw card mixed with network token",
        directRequest(withCard(card, u"network_token_pan"_s, u"4111111111111111"_s)), "BP-DR-130");
    row("token mixed with raw card", directRequest(withCard(card, u"token"_s, u"abcdefabcdefabcdef12"_s)), "BP-DR-138");
    row("token too short", directRequest(with(card, u"card"_s, QJsonObject{{u"token"_s, u"abc"_s}})), "BP-DR-137");
    row("network token without cryptogram",
        directRequest(withCard(tokenCard, u"network_token_cryptogram"_s, QJsonValue())), "BP-DR-131");
    row("network token without raw bin",
        directRequest(withCard(tokenCard, u"network_token_raw_bin"_s, QJsonValue())), "BP-DR-131");
    row("network token raw bin of 7 digits",
        directRequest(withCard(tokenCard, u"network_token_raw_bin"_s, u"4111111"_s)), "BP-DR-131");
    row("network token pan fails Luhn",
        directRequest(withCard(tokenCard, u"network_token_pan"_s, u"4111111111111112"_s)), "BP-DR-131");
    row("network token eci not digits", directRequest(withCard(tokenCard, u"network_token_eci"_s, u"x5"_s)), "BP-DR-131");
    row("network token expired",
        directRequest(withCard(tokenCard, u"network_token_expire_date"_s, u"01/2021"_s)), "BP-DR-136");
    row("network token expiry malformed",
        directRequest(withCard(tokenCard, u"network_token_expire_date"_s, u"2030-12"_s)), "BP-DR-136");
    row("wallet type unknown", directRequest(withCard(tokenCard, u"network_token_wallet_type"_s, u"paypal"_s)), "BP-DR-132");
    row("digital wallet outside Brazil",
        directRequest(withCard(cardPayment(networkTokenCard(), u"mx"_s, u"MXN"_s), u"network_token_wallet_type"_s, u"google"_s)),
        "BP-DR-133");
    row("digital wallet with amex",
        directRequest(withCard(cardPayment(networkTokenCard(u"378282246310005"_s)), u"network_token_wallet_type"_s, u"apple"_s)),
        "BP-DR-134");
    row("sencillito without name", directRequest(with(sencillito, u"name"_s, QJsonValue())), "BP-DR-13");
    row("sencillito without email", directRequest(with(sencillito, u"email"_s, QJsonValue())), "BP-DR-15");
    row("sencillito with bad email", directRequest(with(sencillito, u"email"_s, u"maria-at-example"_s)), "BP-DR-16");
    row("sencillito without phone", directRequest(with(sencillito, u"phone_number"_s, QJsonValue())), "BP-DR-21");
    row("sencillito without document", directRequest(with(sencillito, u"document"_s, QJsonValue())), "BP-DR-23");
    row("sencillito without country", directRequest(with(sencillito, u"country"_s, QJsonValue())), "BP-DR-24");
    row("sencillito outside Chile", directRequest(with(with(sencillito, u"country"_s, u"mx"_s), u"currency_code"_s, u"MXN"_s)), "BP-DR-100");
    row("sencillito in EUR", directRequest(with(sencillito, u"currency_code"_s, u"EUR"_s)), "BP-DR-102");
    row("multicaja outside Chile", directRequest(localPayment(u"multicaja"_s, u"br"_s, u"BRL"_s)), "BP-DR-100");
    row("oxxo in BRL", directRequest(localPayment(u"oxxo"_s, u"mx"_s, u"BRL"_s)), "BP-DR-101");
    row("spei outside Mexico", directRequest(localPayment(u"spei"_s, u"co"_s, u"COP"_s)), "BP-DR-100");
    row("e-wallet not offered in country", directRequest(localPayment(u"nequi"_s, u"br"_s, u"BRL"_s)), "BP-DR-100");
    row("amount as an object", directRequest(with(card, u"amount_total"_s, QJsonObject{{u"v"_s, 1}})), "BP-DR-5");
    row("merchant code as an array", directRequest(with(card, u"merchant_payment_code"_s, QJsonArray{1})), "BP-DR-9");
    row("card as a string", directRequest(with(card, u"card"_s, u"4111111111111111"_s)), "BP-DR-48");
    row("installments as text", directRequest(with(card, u"installments"_s, u"many"_s)), "BP-DR-60");
    row("country as a number", directRequest(with(card, u"country"_s, 55)), "BP-DR-25");
    row("payment_type_code as a boolean", directRequest(with(card, u"payment_type_code"_s, true)), "BP-DR-34");
    row("e-wallet without country", directRequest(with(localPayment(u"picpay"_s, u"br"_s, u"BRL"_s), u"country"_s, QJsonValue())), "BP-DR-24");
}

void TestSandboxPayments::directRejects()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, code);
    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/direct"_s, request);
    QCOMPARE(answer.value(u"status"_s).toString(), u"ERROR"_s);
    QCOMPARE(answer.value(u"status_code"_s).toString(), code);
    QVERIFY(!answer.value(u"status_message"_s).toString().isEmpty());
    // Nothing was created under the refused merchant code.
    const QString merchantCode = request.value(u"payment"_s).toObject().value(u"merchant_payment_code"_s).toString();
    if (!merchantCode.trimmed().isEmpty()) {
        const QJsonObject query = m_sandbox->postWithKey(u"/ws/query"_s, {{u"merchant_payment_code"_s, merchantCode}});
        QCOMPARE(query.value(u"status_code"_s).toString(), u"BP-QUERY-2"_s);
    }
}

void TestSandboxPayments::directAccepts_data()
{
    using namespace dd::test;
    QTest::addColumn<QJsonObject>("payment");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("typeCode");
    QTest::addColumn<QString>("transactionCode");  // empty: not a card
    QTest::addColumn<QStringList>("linkFields");   // payment fields that must be non-empty strings

    const QStringList none;
    auto card = [](const char *name, const QJsonObject &payment, const char *status, const char *type, const char *code) {
        QTest::newRow(name) << payment << QString::fromLatin1(status) << QString::fromLatin1(type)
                            << QString::fromLatin1(code) << QStringList();
    };
    card("visa raw", cardPayment(), "CO", "visa", "OK");
    card("mastercard raw", cardPayment(rawCard(u"5555555555554444"_s)), "CO", "mastercard", "OK");
    card("amex raw in Mexico", cardPayment(rawCard(u"378282246310005"_s), u"mx"_s, u"MXN"_s), "CO", "amex", "OK");
    card("elo raw", cardPayment(rawCard(u"6362970000457013"_s)), "CO", "elo", "OK");
    card("other Luhn-valid visa", cardPayment(rawCard(u"4012888888881881"_s)), "CO", "visa", "OK");
    card("declining visa", cardPayment(rawCard(u"4000000000000002"_s)), "CA", "visa", "NOK");
    card("declining mastercard", cardPayment(rawCard(u"5105105105105100"_s)), "CA", "mastercard", "NOK");
    card("gateway token", cardPayment(QJsonObject{{u"token"_s, u"tok0a1b2c3d4e5f6a7b8c9d"_s}}), "CO", "visa", "OK");
    card("external network token", cardPayment(networkTokenCard(u"5555555555554444"_s), u"co"_s, u"USD"_s), "CO", "mastercard", "OK");
    card("declining network token", cardPayment(networkTokenCard(u"4000000000000002"_s)), "CA", "visa", "NOK");
    for (const char *wallet : {"google", "apple", "samsung"}) {
        QJsonObject token = networkTokenCard(u"6362970000457013"_s);
        token.insert(u"network_token_wallet_type"_s, QString::fromLatin1(wallet));
        card(qPrintable(u"digital wallet "_s + QString::fromLatin1(wallet)), cardPayment(token), "CO", "elo", "OK");
    }
    QJsonObject preAuthorized = rawCard();
    preAuthorized.insert(u"auto_capture"_s, false);
    card("pre-authorization", cardPayment(preAuthorized), "PE", "visa", "OK");
    QJsonObject underCreditcardKey = cardPayment();
    underCreditcardKey.insert(u"creditcard"_s, underCreditcardKey.take(u"card"_s));
    card("card object named creditcard", underCreditcardKey, "CO", "visa", "OK");
    QJsonObject numericAmount = cardPayment();
    numericAmount.insert(u"amount_total"_s, 99.9);
    card("numeric amount", numericAmount, "CO", "visa", "OK");

    auto local = [](const char *name, const QJsonObject &payment, const char *type, QStringList links) {
        QTest::newRow(name) << payment << u"PE"_s << QString::fromLatin1(type) << QString() << links;
    };
    local("multicaja", localPayment(u"multicaja"_s, u"cl"_s, u"CLP"_s), "multicaja", {u"redirect_url"_s});
    // Spec 4.1: the Chilean cash voucher is a redirect-style voucher (it answered voucher_url).
    local("sencillito CLP", localPayment(u"sencillito"_s, u"cl"_s, u"CLP"_s), "sencillito", {u"redirect_url"_s});
    local("sencillito USD", localPayment(u"sencillito"_s, u"cl"_s, u"USD"_s), "sencillito", {u"redirect_url"_s});
    local("spei", localPayment(u"spei"_s, u"mx"_s, u"MXN"_s), "spei", {u"spei_url"_s, u"clabe_account"_s, u"clabe_reference"_s});
    local("oxxo", localPayment(u"oxxo"_s, u"mx"_s, u"MXN"_s), "oxxo", {u"oxxo_url"_s});
    local("boleto", localPayment(u"boleto"_s, u"br"_s, u"BRL"_s), "boleto", {u"boleto_url"_s, u"boleto_barcode"_s});
    const char *wallets[][3] = {{"mercadopago", "ar", "ARS"}, {"paypal", "br", "BRL"}, {"picpay", "br", "BRL"},
                                {"nupay", "br", "BRL"},       {"mercadopago", "br", "USD"}, {"machpay", "cl", "CLP"},
                                {"mercadopago", "cl", "CLP"}, {"nequi", "co", "COP"},  {"mercadopago", "mx", "MXN"}};
    for (const auto &wallet : wallets) {
        local(qPrintable(u"e-wallet %1 %2"_s.arg(QString::fromLatin1(wallet[0]), QString::fromLatin1(wallet[1]))),
              localPayment(QString::fromLatin1(wallet[0]), QString::fromLatin1(wallet[1]), QString::fromLatin1(wallet[2])),
              wallet[0], {u"redirect_url"_s, u"pin"_s});
    }
}

void TestSandboxPayments::directAccepts()
{
    QFETCH(QJsonObject, payment);
    QFETCH(QString, status);
    QFETCH(QString, typeCode);
    QFETCH(QString, transactionCode);
    QFETCH(QStringList, linkFields);

    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(payment));
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    const QJsonObject created = answer.value(u"payment"_s).toObject();
    QCOMPARE(created.value(u"status"_s).toString(), status);
    QCOMPARE(created.value(u"payment_type_code"_s).toString(), typeCode);
    QCOMPARE(created.value(u"merchant_payment_code"_s), payment.value(u"merchant_payment_code"_s));
    QCOMPARE(created.value(u"hash"_s).toString().size(), 48);
    const bool card = !transactionCode.isEmpty();
    if (card) {
        QCOMPARE(created.value(u"transaction_status"_s).toObject().value(u"code"_s).toString(), transactionCode);
        QCOMPARE(created.value(u"pre_approved"_s).toBool(), transactionCode == u"OK"_s);
        QCOMPARE(created.value(u"capture_available"_s).toBool(), status == u"PE"_s);
        QVERIFY(created.contains(u"installments"_s));
        QVERIFY(created.value(u"details"_s).isObject());
    } else {
        QVERIFY(created.value(u"capture_available"_s).isNull());
        QCOMPARE(created.value(u"pre_approved"_s).toBool(), false);
        QVERIFY(created.contains(u"instalments"_s));
        QVERIFY(created.value(u"status_date"_s).isNull());
    }
    for (const QString &field : linkFields)
        QVERIFY2(!created.value(field).toString().isEmpty(), qPrintable(field));
    const bool redirect = linkFields.contains(u"redirect_url"_s);
    QCOMPARE(answer.contains(u"redirect_url"_s), redirect);
    if (redirect)
        QCOMPARE(answer.value(u"redirect_url"_s), created.value(u"redirect_url"_s));
    if (typeCode == u"spei"_s) {
        const QString clabe = created.value(u"clabe_account"_s).toString();
        QCOMPARE(clabe.size(), 18);
        QVERIFY2(clabeCheckDigitValid(clabe), qPrintable(clabe));
    }
}

// Spec 2.3: amount_total is a number or a numeric string. A JSON number is read as the decimal it
// was written as: scaling its double by 100 refused some amounts above ~134 million (BP-DR-5).
void TestSandboxPayments::numericAmountsKeepTheirCents_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("amountExt");   // empty: refused with BP-DR-5
    QTest::newRow("99.9") << 99.9 << u"99.90"_s;
    QTest::newRow("291573447.91") << 291573447.91 << u"291573447.91"_s;
    QTest::newRow("648276332.93") << 648276332.93 << u"648276332.93"_s;
    QTest::newRow("537097850.3") << 537097850.3 << u"537097850.30"_s;
    QTest::newRow("999999999.99") << 999999999.99 << u"999999999.99"_s;
    QTest::newRow("three decimals") << 10.005 << QString();
    QTest::newRow("a third") << 1.0 / 3.0 << QString();
}

void TestSandboxPayments::numericAmountsKeepTheirCents()
{
    QFETCH(double, amount);
    QFETCH(QString, amountExt);
    QJsonObject payment = dd::test::localPayment(u"spei"_s, u"mx"_s, u"MXN"_s);
    payment.insert(u"amount_total"_s, amount);
    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(payment));
    if (amountExt.isEmpty()) {
        QCOMPARE(answer.value(u"status_code"_s).toString(), u"BP-DR-5"_s);
        return;
    }
    QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    QCOMPARE(answer.value(u"payment"_s).toObject().value(u"amount_ext"_s).toString(), amountExt);
}

void TestSandboxPayments::duplicateMerchantCodeIsRefused()
{
    const QJsonObject payment = dd::test::cardPayment();
    QCOMPARE(m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(payment)).value(u"status"_s).toString(), u"SUCCESS"_s);
    QJsonObject again = payment;
    again.insert(u"payment_type_code"_s, u"boleto"_s);
    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(again));
    QCOMPARE(answer.value(u"status_code"_s).toString(), u"BP-DR-0"_s);
}

void TestSandboxPayments::answerShapes()
{
    const QJsonObject created = m_sandbox->postWithKey(
        u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment(dd::test::rawCard(), u"br"_s, u"USD"_s)));
    const QJsonObject payment = created.value(u"payment"_s).toObject();
    for (const char *field : {"amount_br", "amount_ext", "amount_iof"})
        QVERIFY2(dd::test::isAmount(payment.value(QLatin1StringView(field))), field);
    QCOMPARE(payment.value(u"amount_ext"_s).toString(), u"100.00"_s);
    QVERIFY(QRegularExpression(u"^\\d+\\.\\d{4}$"_s).match(payment.value(u"currency_rate"_s).toString()).hasMatch());
    for (const char *field : {"open_date", "status_date", "confirm_date"})
        QVERIFY2(dd::test::isDateTime(payment.value(QLatin1StringView(field))), field);
    QVERIFY(QRegularExpression(u"^\\d{4}-\\d{2}-\\d{2}$"_s).match(payment.value(u"due_date"_s).toString()).hasMatch());
    QVERIFY(payment.value(u"order_number"_s).isNull());
    QVERIFY(payment.value(u"transfer_date"_s).isNull());
    QCOMPARE(payment.value(u"country"_s).toString(), u"br"_s);
    QCOMPARE(payment.value(u"currency_ext"_s).toString(), u"USD"_s);
    QVERIFY(payment.contains(u"installments"_s));
    QVERIFY(!payment.contains(u"instalments"_s));
    // The card number never comes back, in any form.
    QVERIFY(!QJsonDocument(created).toJson().contains("4111111111111111"));

    const QJsonObject queried = m_sandbox->postWithKey(u"/ws/query"_s, {{u"hash"_s, payment.value(u"hash"_s)}})
                                    .value(u"payment"_s).toObject();
    QVERIFY(queried.contains(u"instalments"_s));
    QVERIFY(!queried.contains(u"installments"_s));
    QCOMPARE(queried.value(u"amount_br"_s), payment.value(u"amount_br"_s));
}

void TestSandboxPayments::queryFindsByHashOrMerchantCode_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QString>("code");
    QTest::newRow("hash") << u"hash"_s << true << QString();
    QTest::newRow("merchant code") << u"merchant_payment_code"_s << true << QString();
    QTest::newRow("unknown hash") << u"hash"_s << false << u"BP-QUERY-2"_s;
    QTest::newRow("unknown merchant code") << u"merchant_payment_code"_s << false << u"BP-QUERY-2"_s;
    QTest::newRow("no identifier") << QString() << false << u"BP-QUERY-1"_s;
}

void TestSandboxPayments::queryFindsByHashOrMerchantCode()
{
    QFETCH(QString, field);
    QFETCH(bool, known);
    QFETCH(QString, code);
    const QJsonObject created = m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment()))
                                    .value(u"payment"_s).toObject();
    QJsonObject body;
    if (!field.isEmpty()) {
        QString value = created.value(field).toString();
        if (!known)
            value = field == u"hash"_s ? QString(value.left(47) + (value.endsWith(u'0') ? u'1' : u'0')) : u"never-used"_s;
        body.insert(field, value);
    }
    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/query"_s, body);
    if (known) {
        QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
        QCOMPARE(answer.value(u"payment"_s).toObject().value(u"hash"_s), created.value(u"hash"_s));
    } else {
        QCOMPARE(answer.value(u"status_code"_s).toString(), code);
    }
}

void TestSandboxPayments::authentication_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("key");
    QTest::addColumn<QString>("code");
    const QStringList paths{u"/ws/direct"_s, u"/ws/query"_s, u"/ws/capture"_s, u"/ws/cancel"_s, u"/ws/refund"_s,
                            u"/ws/ewallet-availableEWallets"_s, u"/ws/ewallet-availableewallets"_s};
    for (const QString &path : paths) {
        QTest::addRow("%s missing key", qPrintable(path)) << path << QJsonValue() << u"BP-SA-1"_s;
        QTest::addRow("%s empty key", qPrintable(path)) << path << QJsonValue(u""_s) << u"BP-SA-1"_s;
        QTest::addRow("%s wrong key", qPrintable(path)) << path << QJsonValue(u"wrong-key"_s) << u"DA-1"_s;
        QTest::addRow("%s numeric key", qPrintable(path)) << path << QJsonValue(42) << u"DA-1"_s;
    }
}

void TestSandboxPayments::authentication()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, key);
    QFETCH(QString, code);
    QJsonObject body{{u"country"_s, u"br"_s}, {u"hash"_s, u"x"_s}};
    if (!key.isUndefined())
        body.insert(u"integration_key"_s, key);
    const QJsonObject answer = m_sandbox->post(path, body);
    QCOMPARE(answer.value(u"status"_s).toString(), u"ERROR"_s);
    QCOMPARE(answer.value(u"status_code"_s).toString(), code);
}

void TestSandboxPayments::transportErrors_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("httpStatus");
    QTest::addColumn<QString>("code");
    QTest::newRow("empty body") << QByteArray("POST") << u"/ws/direct"_s << QByteArray() << 200 << u"BP-SA-2"_s;
    QTest::newRow("blank body") << QByteArray("POST") << u"/ws/query"_s << QByteArray("  \n") << 200 << u"BP-SA-2"_s;
    QTest::newRow("malformed JSON") << QByteArray("POST") << u"/ws/query"_s << QByteArray("{\"hash\": ") << 200 << u"BP-SA-3"_s;
    QTest::newRow("JSON array") << QByteArray("POST") << u"/ws/refund"_s << QByteArray("[1,2]") << 200 << u"BP-SA-3"_s;
    QTest::newRow("binary garbage") << QByteArray("POST") << u"/ws/capture"_s << QByteArray("\x01\x02\xff", 3) << 200 << u"BP-SA-3"_s;
    QTest::newRow("GET on direct without parameters") << QByteArray("GET") << u"/ws/direct"_s << QByteArray() << 200 << u"BP-SA-2"_s;
    QTest::newRow("PUT on refund") << QByteArray("PUT") << u"/ws/refund"_s << QByteArray("{}") << 405 << u"BP-SA-4"_s;
    QTest::newRow("DELETE on cancel") << QByteArray("DELETE") << u"/ws/cancel"_s << QByteArray() << 405 << u"BP-SA-4"_s;
    QTest::newRow("unknown ws path") << QByteArray("POST") << u"/ws/unknown"_s << QByteArray("{}") << 404 << u"BP-SA-5"_s;
    QTest::newRow("root") << QByteArray("GET") << u"/"_s << QByteArray() << 404 << u"BP-SA-5"_s;
    QTest::newRow("unknown sandbox path") << QByteArray("POST") << u"/sandbox/nothing"_s << QByteArray("{}") << 404 << u"BP-SA-5"_s;
    QTest::newRow("malformed control body") << QByteArray("POST") << u"/sandbox/payments/confirm"_s << QByteArray("{x") << 200 << u"BP-SA-3"_s;
    QTest::newRow("PATCH on faults") << QByteArray("PATCH") << u"/sandbox/faults"_s << QByteArray("{}") << 405 << u"BP-SA-4"_s;
    QTest::newRow("GET on confirm") << QByteArray("GET") << u"/sandbox/payments/confirm"_s << QByteArray() << 405 << u"BP-SA-4"_s;
}

void TestSandboxPayments::transportErrors()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(int, httpStatus);
    QFETCH(QString, code);
    const SandboxProcess::RawReply reply = m_sandbox->request(method, path, body);
    QCOMPARE(reply.httpStatus, httpStatus);
    const QJsonObject answer = QJsonDocument::fromJson(reply.body).object();
    QCOMPARE(answer.value(u"status"_s).toString(), u"ERROR"_s);
    QCOMPARE(answer.value(u"status_code"_s).toString(), code);
    // The server survived and still answers.
    QCOMPARE(m_sandbox->postWithKey(u"/ws/query"_s, {}).value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
}

void TestSandboxPayments::survivesBrokenHttp_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("garbage line") << QByteArray("GARBAGE\r\n\r\n");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff\xfe\r\n\r\n", 9);
    QTest::newRow("bad content length") << QByteArray("POST /ws/query HTTP/1.1\r\nContent-Length: -5\r\n\r\n{}");
    QTest::newRow("body shorter than announced, then close")
        << QByteArray("POST /ws/query HTTP/1.1\r\nContent-Length: 100\r\n\r\n{\"hash\"");
    QTest::newRow("deeply nested JSON")
        << QByteArray("POST /ws/query HTTP/1.1\r\nContent-Length: 4000\r\n\r\n") + QByteArray(2000, '[') + QByteArray(2000, ']');
}

void TestSandboxPayments::survivesBrokenHttp()
{
    QFETCH(QByteArray, bytes);
    {
        QTcpSocket socket;
        socket.connectToHost(m_sandbox->baseUrl().host(), static_cast<quint16>(m_sandbox->baseUrl().port()));
        QVERIFY(socket.waitForConnected(30000));
        socket.write(bytes);
        QVERIFY(socket.waitForBytesWritten(30000));
        socket.waitForReadyRead(200);   // an answer is optional; the server must just survive
    }
    const QJsonObject answer = m_sandbox->postWithKey(u"/ws/query"_s, {});
    QCOMPARE(answer.value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
}

void TestSandboxPayments::simulatedInternalError_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<int>("httpStatus");
    QTest::addColumn<QString>("code");
    QTest::newRow("503") << QByteArray("503") << 503 << u"BP-SA-503"_s;
    QTest::newRow("500") << QByteArray("500") << 500 << u"BP-SA-500"_s;
    QTest::newRow("BP-DR-119") << QByteArray("BP-DR-119") << 200 << u"BP-DR-119"_s;
}

void TestSandboxPayments::simulatedInternalError()
{
    QFETCH(QByteArray, header);
    QFETCH(int, httpStatus);
    QFETCH(QString, code);
    QJsonObject request = dd::test::directRequest(dd::test::cardPayment());
    request.insert(u"integration_key"_s, m_sandbox->integrationKey());
    const SandboxProcess::RawReply reply =
        m_sandbox->request("POST", u"/ws/direct"_s, QJsonDocument(request).toJson(),
                           {{QByteArray("X-EBANX-Simulate-Internal-Error"), header}});
    QCOMPARE(reply.httpStatus, httpStatus);
    QCOMPARE(QJsonDocument::fromJson(reply.body).object().value(u"status_code"_s).toString(), code);
    // The simulated error happened before any effect.
    const QString merchantCode = request.value(u"payment"_s).toObject().value(u"merchant_payment_code"_s).toString();
    QCOMPARE(m_sandbox->postWithKey(u"/ws/query"_s, {{u"merchant_payment_code"_s, merchantCode}})
                 .value(u"status_code"_s).toString(), u"BP-QUERY-2"_s);
}

void TestSandboxPayments::eWalletCatalogue_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("country");
    QTest::addColumn<QStringList>("codes");
    QTest::addColumn<QString>("error");
    const QString mixed = u"/ws/ewallet-availableEWallets"_s;
    const QString lower = u"/ws/ewallet-availableewallets"_s;
    QTest::newRow("br") << mixed << QJsonValue(u"br"_s) << QStringList{u"paypal"_s, u"picpay"_s, u"nupay"_s, u"mercadopago"_s} << QString();
    QTest::newRow("cl lowercase path") << lower << QJsonValue(u"cl"_s) << QStringList{u"machpay"_s, u"mercadopago"_s} << QString();
    QTest::newRow("ar") << mixed << QJsonValue(u"ar"_s) << QStringList{u"mercadopago"_s} << QString();
    QTest::newRow("co") << mixed << QJsonValue(u"co"_s) << QStringList{u"nequi"_s} << QString();
    QTest::newRow("mx") << lower << QJsonValue(u"mx"_s) << QStringList{u"mercadopago"_s} << QString();
    QTest::newRow("pe has none") << mixed << QJsonValue(u"pe"_s) << QStringList() << QString();
    QTest::newRow("missing country") << mixed << QJsonValue() << QStringList() << u"BP-EW-1"_s;
    QTest::newRow("unknown country") << mixed << QJsonValue(u"zz"_s) << QStringList() << u"BP-EW-2"_s;
}

void TestSandboxPayments::eWalletCatalogue()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, country);
    QFETCH(QStringList, codes);
    QFETCH(QString, error);
    QJsonObject body{{u"integration_key"_s, m_sandbox->integrationKey()}};
    if (!country.isUndefined())
        body.insert(u"country"_s, country);
    const QJsonDocument answer = m_sandbox->postDocument(path, body);
    if (!error.isEmpty()) {
        QCOMPARE(answer.object().value(u"status_code"_s).toString(), error);
        return;
    }
    QVERIFY(answer.isArray());
    QStringList got;
    for (const QJsonValue &item : answer.array()) {
        const QJsonObject wallet = item.toObject();
        QVERIFY(!wallet.value(u"name"_s).toString().isEmpty());
        QVERIFY(wallet.value(u"icon_url"_s).toString().startsWith(u"https://"_s));
        QVERIFY(wallet.contains(u"promotional_text"_s));
        got.append(wallet.value(u"code"_s).toString());
    }
    QCOMPARE(got, codes);
}

QTEST_GUILESS_MAIN(TestSandboxPayments)
#include "tst_sandbox_payments.moc"
