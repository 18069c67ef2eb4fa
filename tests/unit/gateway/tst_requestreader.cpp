// Requests read from JSON (a --body file or command-line fields): strings or numbers, the card
// under `card` or `creditcard`, the body wrapped in `payment` or flat, and what cannot be read.
#include "core/gateway/requestreader.h"

#include <QJsonDocument>
#include <QTest>

using namespace dd;

namespace {
QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}
} // namespace

class TestRequestReader : public QObject
{
    Q_OBJECT
private slots:
    void directVariants_data();
    void directVariants();
    void unreadableFields_data();
    void unreadableFields();
    void refundAndCapture();
};

void TestRequestReader::directVariants_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<qint64>("hundredths");
    QTest::addColumn<int>("installments");
    QTest::addColumn<bool>("autoCapture");
    QTest::newRow("strings, card") << QByteArray(R"({"payment":{"payment_type_code":"creditcard","currency_code":"BRL",
        "amount_total":"12.50","installments":"3","card":{"card_number":"4111111111111111","auto_capture":"false"}}})")
                                   << qint64(1250) << 3 << false;
    QTest::newRow("numbers, creditcard") << QByteArray(R"({"payment":{"payment_type_code":"creditcard","currency_code":"BRL",
        "amount_total":12.5,"instalments":2,"creditcard":{"card_number":"4111111111111111","auto_capture":true}}})")
                                         << qint64(1250) << 2 << true;
    QTest::newRow("flat payment object") << QByteArray(R"({"payment_type_code":"creditcard","currency_code":"BRL",
        "amount_total":"100","card":{"token":"abc"}})")
                                         << qint64(10000) << 0 << true;
}

void TestRequestReader::directVariants()
{
    QFETCH(QByteArray, body);
    QFETCH(qint64, hundredths);
    QFETCH(int, installments);
    QFETCH(bool, autoCapture);
    const auto read = RequestReader::direct(QJsonDocument::fromJson(body).object());
    QVERIFY(read.problems.isEmpty());
    QCOMPARE(read.request.amountTotal, Money(hundredths, QStringLiteral("BRL")));
    QCOMPARE(read.request.installments.value_or(0), installments);
    QVERIFY(read.request.card);
    QCOMPARE(read.request.card->autoCapture, autoCapture);
    QCOMPARE(read.request.paymentTypeCode, QStringLiteral("creditcard"));
}

void TestRequestReader::unreadableFields_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("field");
    QTest::newRow("amount with comma") << QByteArray(R"({"payment":{"amount_total":"12,50"}})") << "payment.amount_total";
    QTest::newRow("amount with exponent") << QByteArray(R"({"payment":{"amount_total":"1e3"}})") << "payment.amount_total";
    QTest::newRow("amount three decimals") << QByteArray(R"({"payment":{"amount_total":"1.005"}})") << "payment.amount_total";
    QTest::newRow("installments not a number") << QByteArray(R"({"payment":{"installments":"three"}})") << "payment.installments";
    QTest::newRow("auto_capture not a flag") << QByteArray(R"({"payment":{"card":{"auto_capture":"maybe"}}})")
                                             << "payment.card.auto_capture";
}

void TestRequestReader::unreadableFields()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, field);
    const auto read = RequestReader::direct(QJsonDocument::fromJson(body).object());
    QCOMPARE(read.problems.size(), 1);
    QCOMPARE(read.problems.front().field, field);
}

void TestRequestReader::refundAndCapture()
{
    auto refund = RequestReader::refund(json(R"({"hash":"h","amount":10,"description":"d","bank_info":{"bank_name":"B",
        "account_type":"whatever"}})"));
    QVERIFY(refund.problems.isEmpty());
    QCOMPARE(refund.request.amount.hundredths(), 1000);
    QVERIFY(refund.request.amount.currency().isEmpty());   // set from the payment later
    QCOMPARE(RequestReader::withCurrency(refund.request.amount, QStringLiteral("BRL")).currency(), QStringLiteral("BRL"));
    QCOMPARE(refund.request.bankInfo->accountType, QStringLiteral("whatever"));
    auto capture = RequestReader::capture(json(R"({"merchant_payment_code":"m","amount":"5.5","currency_code":"BRL"})"));
    QCOMPARE(capture.request.amount, std::optional<Money>(Money(550, QStringLiteral("BRL"))));
    auto cancel = RequestReader::refundCancel(json(R"({"refund_id":4711})"));
    QCOMPARE(cancel.request.refundId, QStringLiteral("4711"));
}

QTEST_GUILESS_MAIN(TestRequestReader)
#include "tst_requestreader.moc"
