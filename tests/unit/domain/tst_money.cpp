#include "core/domain/money.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace dd;

Q_DECLARE_METATYPE(dd::AmountError)
Q_DECLARE_METATYPE(dd::Sign)

class TestMoney : public QObject
{
    Q_OBJECT
private slots:
    void parseValid_data();
    void parseValid();
    void parseInvalid_data();
    void parseInvalid();
    void jsonNumbersAreExact_data();
    void jsonNumbersAreExact();
    void jsonRejectsNonAmounts();
    void format_data();
    void format();
    void rateHasFourDecimals();
    void decimalNeverOverflows_data();
    void decimalNeverOverflows();
};

void TestMoney::parseValid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("hundredths");
    QTest::newRow("integer") << "12" << qint64(1200);
    QTest::newRow("one decimal") << "12.3" << qint64(1230);
    QTest::newRow("two decimals") << "12.34" << qint64(1234);
    QTest::newRow("zero") << "0" << qint64(0);
    QTest::newRow("leading zeros") << "007.05" << qint64(705);
    QTest::newRow("no float drift") << "0.29" << qint64(29);
    QTest::newRow("large") << "999999999999.99" << qint64(99999999999999);
}

void TestMoney::parseValid()
{
    QFETCH(QString, text);
    QFETCH(qint64, hundredths);
    const auto money = Money::parse(text, QStringLiteral("BRL"));
    QVERIFY(money.hasValue());
    QCOMPARE(money->hundredths(), hundredths);
    QCOMPARE(money->currency(), QStringLiteral("BRL"));
}

void TestMoney::parseInvalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Sign>("sign");
    QTest::addColumn<AmountError>("error");
    QTest::newRow("empty") << "" << Sign::ZeroOrPositive << AmountError::Empty;
    QTest::newRow("letters") << "abc" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("exponent") << "1e3" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("three decimals") << "1.234" << Sign::ZeroOrPositive << AmountError::TooManyDecimals;
    QTest::newRow("trailing zero beyond scale") << "1.230" << Sign::ZeroOrPositive << AmountError::TooManyDecimals;
    QTest::newRow("negative") << "-5" << Sign::ZeroOrPositive << AmountError::Negative;
    QTest::newRow("negative zero") << "-0" << Sign::PositiveOnly << AmountError::Negative;
    QTest::newRow("zero where positive") << "0.00" << Sign::PositiveOnly << AmountError::Zero;
    QTest::newRow("comma") << "1,50" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("thousands separator") << "1,000.00" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("leading space") << " 12" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("trailing dot") << "12." << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("leading dot") << ".5" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("plus sign") << "+5" << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("lone minus") << "-" << Sign::Any << AmountError::NotANumber;
    QTest::newRow("arabic-indic digits") << QString::fromUtf8("\u0661\u0662") << Sign::ZeroOrPositive << AmountError::NotANumber;
    QTest::newRow("too large") << "10000000000000000000" << Sign::ZeroOrPositive << AmountError::TooLarge;
    QTest::newRow("above money maximum") << "1000000000001" << Sign::ZeroOrPositive << AmountError::TooLarge;
}

void TestMoney::parseInvalid()
{
    QFETCH(QString, text);
    QFETCH(Sign, sign);
    QFETCH(AmountError, error);
    const auto money = Money::parse(text, QStringLiteral("USD"), sign);
    QVERIFY(!money.hasValue());
    QCOMPARE(money.error(), error);
    QVERIFY(!amountErrorText(error).isEmpty());
}

// Found by fuzz_money: 999000000000000 at scale 4 overflowed a qint64 (undefined behaviour).
void TestMoney::decimalNeverOverflows_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("scale");
    QTest::addColumn<qint64>("units"); // -1: TooLarge
    QTest::newRow("fuzz input, scale 4") << u"999000000000000"_qs << 4 << qint64(-1);
    QTest::newRow("largest whole at scale 4") << u"922337203685476.9999"_qs << 4 << Q_INT64_C(9223372036854769999);
    QTest::newRow("first too large at scale 4") << u"922337203685477"_qs << 4 << qint64(-1);
    QTest::newRow("negative at scale 4") << u"-999999999999999"_qs << 4 << qint64(-1);
    QTest::newRow("largest whole at scale 2") << u"999999999999999.99"_qs << 2 << Q_INT64_C(99999999999999999);
    QTest::newRow("10^15 at scale 2") << u"1000000000000000"_qs << 2 << qint64(-1);
}

void TestMoney::decimalNeverOverflows()
{
    QFETCH(QString, text);
    QFETCH(int, scale);
    QFETCH(qint64, units);
    const auto parsed = Decimal::parse(text, scale, Sign::Any);
    if (units < 0) {
        QVERIFY(!parsed.hasValue());
        QCOMPARE(parsed.error(), AmountError::TooLarge);
    } else {
        QVERIFY(parsed.hasValue());
        QCOMPARE(*parsed, units);
    }
}

void TestMoney::jsonNumbersAreExact_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("hundredths");
    QTest::newRow("string") << QByteArray(R"({"a":"12.34"})") << qint64(1234);
    QTest::newRow("number") << QByteArray(R"({"a":12.34})") << qint64(1234);
    QTest::newRow("integer number") << QByteArray(R"({"a":12})") << qint64(1200);
    QTest::newRow("0.1 + 0.2 trap") << QByteArray(R"({"a":0.3})") << qint64(30);
    QTest::newRow("1.005 trap") << QByteArray(R"({"a":1.01})") << qint64(101);
    QTest::newRow("big number") << QByteArray(R"({"a":123456789012.99})") << qint64(12345678901299);
}

void TestMoney::jsonNumbersAreExact()
{
    QFETCH(QByteArray, json);
    QFETCH(qint64, hundredths);
    const QJsonValue value = QJsonDocument::fromJson(json).object().value(u"a");
    const auto money = Money::fromJson(value, QStringLiteral("MXN"));
    QVERIFY(money.hasValue());
    QCOMPARE(money->hundredths(), hundredths);
}

void TestMoney::jsonRejectsNonAmounts()
{
    const QJsonObject o = QJsonDocument::fromJson(R"({"n":null,"b":true,"x":"1e3","d":1.234,"neg":-1})").object();
    QCOMPARE(Money::fromJson(o.value(u"n"), QStringLiteral("BRL")).error(), AmountError::Empty);
    QCOMPARE(Money::fromJson(o.value(u"missing"), QStringLiteral("BRL")).error(), AmountError::Empty);
    QCOMPARE(Money::fromJson(o.value(u"b"), QStringLiteral("BRL")).error(), AmountError::NotANumber);
    QCOMPARE(Money::fromJson(o.value(u"x"), QStringLiteral("BRL")).error(), AmountError::NotANumber);
    QCOMPARE(Money::fromJson(o.value(u"d"), QStringLiteral("BRL")).error(), AmountError::TooManyDecimals);
    QCOMPARE(Money::fromJson(o.value(u"neg"), QStringLiteral("BRL")).error(), AmountError::Negative);
}

void TestMoney::format_data()
{
    QTest::addColumn<qint64>("hundredths");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << qint64(0) << "0.00";
    QTest::newRow("cents") << qint64(5) << "0.05";
    QTest::newRow("whole") << qint64(1200) << "12.00";
    QTest::newRow("negative") << qint64(-5) << "-0.05";
    QTest::newRow("large") << qint64(12345678901299) << "123456789012.99";
}

void TestMoney::format()
{
    QFETCH(qint64, hundredths);
    QFETCH(QString, text);
    // The wire's two decimals, whatever the currency's own (a peso's are shown without them).
    QCOMPARE(Money(hundredths, QStringLiteral("CLP")).toDecimalString(), text);
    if (hundredths >= 0)
        QCOMPARE(Money::parse(text, QStringLiteral("BRL"))->hundredths(), hundredths);
}

void TestMoney::rateHasFourDecimals()
{
    const auto rate = Decimal::parse(u"5.2301", CurrencyRate::Scale);
    QVERIFY(rate.hasValue());
    QCOMPARE(CurrencyRate{*rate}.toDecimalString(), QStringLiteral("5.2301"));
    QCOMPARE(Decimal::parse(u"1.23456", CurrencyRate::Scale).error(), AmountError::TooManyDecimals);
}

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"
