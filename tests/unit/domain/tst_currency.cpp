// ISO 4217 minor units: the table, which amounts a currency admits, and how parsing, plain text
// and the locale's money format follow the currency (no cents on a Chilean peso).
#include "core/domain/currency.h"
#include "core/domain/money.h"
#include "core/domain/moneyformat.h"

#include <QtTest>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

QString plainSpaces(QString text)
{
    return text.replace(QChar(0x00A0), u' ').replace(QChar(0x202F), u' ');
}

} // namespace

class TestCurrency : public QObject
{
    Q_OBJECT

private slots:
    void exponents_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("exponent");   // -1: not in the table
        // Every currency the spec and the sandbox use, and the region's others.
        for (const char *code : {"BRL", "MXN", "ARS", "COP", "PEN", "USD", "EUR", "UYU", "BOB", "CRC", "GTQ"})
            QTest::newRow(code) << QString::fromLatin1(code) << 2;
        for (const char *code : {"CLP", "PYG", "JPY"})
            QTest::newRow(code) << QString::fromLatin1(code) << 0;
        QTest::newRow("CLF has four: hundredths cannot hold it") << u"CLF"_s << -1;
        QTest::newRow("lower case is no code") << u"clp"_s << -1;
        QTest::newRow("empty") << QString() << -1;
    }

    void exponents()
    {
        QFETCH(QString, code);
        QFETCH(int, exponent);
        QCOMPARE(Currency::knownExponent(code).value_or(-1), exponent);
        QCOMPARE(Currency::exponent(code), exponent < 0 ? 2 : exponent);
    }

    void tableIsSortedAndUnique()
    {
        const QStringList codes = Currency::codes();
        QVERIFY(codes.size() >= 20);
        QStringList sorted = codes;
        sorted.sort();
        sorted.removeDuplicates();
        QCOMPARE(codes, sorted);
    }

    void admits_data()
    {
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("admitted");
        QTest::newRow("CLP whole") << qint64(50000000) << u"CLP"_s << true;
        QTest::newRow("CLP fifty cents") << qint64(50000050) << u"CLP"_s << false;
        QTest::newRow("CLP one cent") << qint64(1) << u"CLP"_s << false;
        QTest::newRow("PYG whole negative") << qint64(-700) << u"PYG"_s << true;
        QTest::newRow("BRL cents") << qint64(123456) << u"BRL"_s << true;
        QTest::newRow("COP cents (ISO says 2)") << qint64(5) << u"COP"_s << true;
        QTest::newRow("unknown code: the wire's two") << qint64(1) << u"XYZ"_s << true;
    }

    void admits()
    {
        QFETCH(qint64, hundredths);
        QFETCH(QString, code);
        QFETCH(bool, admitted);
        QCOMPARE(Currency::admits(hundredths, code), admitted);
    }

    void localCurrency_data()
    {
        QTest::addColumn<QString>("country");
        QTest::addColumn<QString>("code");
        QTest::newRow("br") << u"br"_s << u"BRL"_s;
        QTest::newRow("cl") << u"cl"_s << u"CLP"_s;
        QTest::newRow("mx") << u"mx"_s << u"MXN"_s;
        QTest::newRow("co") << u"co"_s << u"COP"_s;
        QTest::newRow("ec uses the dollar") << u"ec"_s << u"USD"_s;
        QTest::newRow("unserved") << u"de"_s << QString();
    }

    void localCurrency()
    {
        QFETCH(QString, country);
        QFETCH(QString, code);
        QCOMPARE(Currency::local(country), code);
    }

    // Money::parse (the command line's and the stored thresholds' reader) refuses a sub-unit.
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<qint64>("hundredths");   // -1: refused with TooManyDecimals
        QTest::newRow("CLP whole") << u"500000"_s << u"CLP"_s << qint64(50000000);
        QTest::newRow("CLP wire form") << u"500000.00"_s << u"CLP"_s << qint64(50000000);
        QTest::newRow("CLP with cents") << u"500000.50"_s << u"CLP"_s << qint64(-1);
        QTest::newRow("CLP one decimal") << u"12.5"_s << u"CLP"_s << qint64(-1);
        QTest::newRow("PYG with cents") << u"7000.01"_s << u"PYG"_s << qint64(-1);
        QTest::newRow("BRL cents") << u"500000.50"_s << u"BRL"_s << qint64(50000050);
        QTest::newRow("no currency yet") << u"500000.50"_s << QString() << qint64(50000050);
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(qint64, hundredths);
        const auto parsed = Money::parse(text, code, Sign::PositiveOnly);
        if (hundredths < 0) {
            QVERIFY(!parsed);
            QCOMPARE(parsed.error(), AmountError::TooManyDecimals);
            QVERIFY(amountErrorText(parsed.error(), code).contains(code));
        } else {
            QVERIFY(parsed);
            QCOMPARE(parsed->hundredths(), hundredths);
        }
    }

    void plainText_data()
    {
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("CLP") << qint64(50000000) << u"CLP"_s << u"500000"_s;
        QTest::newRow("CLP stray cent kept") << qint64(50000001) << u"CLP"_s << u"500000.01"_s;
        QTest::newRow("BRL") << qint64(123450) << u"BRL"_s << u"1234.50"_s;
        QTest::newRow("COP") << qint64(100) << u"COP"_s << u"1.00"_s;
    }

    void plainText()
    {
        QFETCH(qint64, hundredths);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        QCOMPARE(Money(hundredths, code).toPlainString(), expected);
        QCOMPARE(Money(hundredths, code).toDecimalString(), Decimal::format(hundredths, Money::Scale));
    }

    // The table decides the decimals, the locale the marks.
    void formatted_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("amount");
        QTest::newRow("es_CL CLP") << u"es_CL"_s << qint64(50000000) << u"CLP"_s << u"500.000"_s;
        QTest::newRow("es_CL CLP stray cent") << u"es_CL"_s << qint64(50000050) << u"CLP"_s << u"500.000,50"_s;
        QTest::newRow("es_CL USD") << u"es_CL"_s << qint64(123456) << u"USD"_s << u"1.234,56"_s;
        QTest::newRow("es_CO COP") << u"es_CO"_s << qint64(123456) << u"COP"_s << u"1.234,56"_s;
        QTest::newRow("es_MX MXN") << u"es_MX"_s << qint64(123456) << u"MXN"_s << u"1,234.56"_s;
        QTest::newRow("es_MX CLP") << u"es_MX"_s << qint64(50000000) << u"CLP"_s << u"500,000"_s;
        QTest::newRow("es_AR ARS") << u"es_AR"_s << qint64(4453336000) << u"ARS"_s << u"44.533.360,00"_s;
        QTest::newRow("pt_BR BRL") << u"pt_BR"_s << qint64(123456) << u"BRL"_s << u"1.234,56"_s;
        QTest::newRow("pt_BR PYG") << u"pt_BR"_s << qint64(700000) << u"PYG"_s << u"7.000"_s;
        QTest::newRow("en_US CLP") << u"en_US"_s << qint64(244233000) << u"CLP"_s << u"2,442,330"_s;
    }

    void formatted()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, hundredths);
        QFETCH(QString, code);
        QFETCH(QString, amount);
        QCOMPARE(formatAmount(hundredths, code, QLocale(locale)), amount);
        const QString money = plainSpaces(formatMoney(hundredths, code, QLocale(locale)));
        QVERIFY2(money.contains(amount) && money.contains(currencySymbol(code, QLocale(locale))), qPrintable(money));
        // What the number shows is all there is: no ",00" behind a peso amount.
        QVERIFY2(!money.contains(amount + QLocale(locale).decimalPoint()), qPrintable(money));
    }

    void moneyPattern_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en_US CLP") << u"en_US"_s << qint64(244233000) << u"CLP"_s << u"CLP$2,442,330"_s;
        QTest::newRow("pt_BR CLP") << u"pt_BR"_s << qint64(50000000) << u"CLP"_s << u"CLP$ 500.000"_s;
        QTest::newRow("pt_BR BRL unchanged") << u"pt_BR"_s << qint64(123456) << u"BRL"_s << u"R$ 1.234,56"_s;
    }

    void moneyPattern()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, hundredths);
        QFETCH(QString, code);
        QFETCH(QString, expected);
        QCOMPARE(plainSpaces(formatMoney(hundredths, code, QLocale(locale))), expected);
    }
};

QTEST_GUILESS_MAIN(TestCurrency)
#include "tst_currency.moc"
