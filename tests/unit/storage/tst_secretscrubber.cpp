#include "core/storage/secretscrubber.h"

#include <QJsonArray>
#include <QTest>

using namespace dd;

class TestSecretScrubber : public QObject
{
    Q_OBJECT

private slots:
    void masking_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain PAN") << QStringLiteral("4111111111111111") << QStringLiteral("411111******1111");
        QTest::newRow("spaced PAN") << QStringLiteral("card 5555 5555 5555 4444 ok")
                                    << QStringLiteral("card 555555******4444 ok");
        QTest::newRow("dashed PAN") << QStringLiteral("4111-1111-1111-1111") << QStringLiteral("411111******1111");
        QTest::newRow("amex 15 digits") << QStringLiteral("378282246310005") << QStringLiteral("378282*****0005");
        QTest::newRow("two PANs") << QStringLiteral("4111111111111111/378282246310005")
                                  << QStringLiteral("411111******1111/378282*****0005");
        QTest::newRow("fails Luhn: kept") << QStringLiteral("4111111111111112") << QStringLiteral("4111111111111112");
        QTest::newRow("12 digits: kept") << QStringLiteral("123456789012") << QStringLiteral("123456789012");
        QTest::newRow("20 digits: kept") << QStringLiteral("41111111111111111111") << QStringLiteral("41111111111111111111");
        QTest::newRow("CLABE 18 digits, Luhn-invalid: kept") << QStringLiteral("012345678901234567")
                                                             << QStringLiteral("012345678901234567");
        QTest::newRow("masked already") << QStringLiteral("411111******1111") << QStringLiteral("411111******1111");
        QTest::newRow("no digits") << QStringLiteral("Ana Pérez") << QStringLiteral("Ana Pérez");
        QTest::newRow("date-time") << QStringLiteral("2026-01-01 12:00:00") << QStringLiteral("2026-01-01 12:00:00");
    }

    void masking()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(SecretScrubber::maskCardNumbers(text), expected);
        QCOMPARE(SecretScrubber::containsCardNumber(text), text != expected);
    }

    void secretKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("secret");
        QTest::newRow("card_number") << QStringLiteral("card_number") << true;
        QTest::newRow("upper case") << QStringLiteral("CARD_CVV") << true;
        QTest::newRow("cvv") << QStringLiteral("cvv") << true;
        QTest::newRow("token pan") << QStringLiteral("network_token_pan") << true;
        QTest::newRow("token cryptogram") << QStringLiteral("network_token_cryptogram") << true;
        QTest::newRow("any cryptogram") << QStringLiteral("tavv_cryptogram") << true;
        QTest::newRow("integration key") << QStringLiteral("integration_key") << true;
        QTest::newRow("card_name") << QStringLiteral("card_name") << false;
        QTest::newRow("order_number") << QStringLiteral("order_number") << false;
        QTest::newRow("raw last4") << QStringLiteral("network_token_raw_last4") << false;
        QTest::newRow("hash") << QStringLiteral("hash") << false;
    }

    void secretKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, secret);
        QCOMPARE(SecretScrubber::isSecretKey(key), secret);
    }

    void scrubWalksTheWholeTree()
    {
        const QJsonObject input{
            {QStringLiteral("hash"), QStringLiteral("abc")},
            {QStringLiteral("card"), QJsonObject{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")},
                                                 {QStringLiteral("card_name"), QStringLiteral("Ana")}}},
            {QStringLiteral("list"), QJsonArray{QStringLiteral("4111111111111111"),
                                                QJsonObject{{QStringLiteral("cvv"), QStringLiteral("123")}}}},
            {QStringLiteral("number"), 4111111111111111.0},
        };
        QVERIFY(SecretScrubber::needsScrubbing(input));
        const QJsonObject clean = SecretScrubber::scrub(input);
        const QJsonObject expected{
            {QStringLiteral("hash"), QStringLiteral("abc")},
            {QStringLiteral("card"), QJsonObject{{QStringLiteral("card_name"), QStringLiteral("Ana")}}},
            {QStringLiteral("list"), QJsonArray{QStringLiteral("411111******1111"), QJsonObject()}},
        };
        QCOMPARE(clean, expected);
        QVERIFY(!SecretScrubber::needsScrubbing(clean));
        QCOMPARE(SecretScrubber::scrub(clean), clean);
    }
};

QTEST_GUILESS_MAIN(TestSecretScrubber)
#include "tst_secretscrubber.moc"
