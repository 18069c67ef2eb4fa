// The small pieces under the client: secrets that wipe themselves, the body that keeps them out
// of QJsonObject, log masking, card numbers and expiry dates, base addresses, Retry-After,
// merchant codes, Qt error mapping.
#include "core/domain/card.h"
#include "core/domain/requests.h"
#include "core/domain/secrettext.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/connection.h"
#include "core/gateway/outgoingbody.h"
#include "core/gateway/replymapper.h"
#include "core/gateway/requestlog.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTimeZone>

using namespace dd;

class TestGatewayBasics : public QObject
{
    Q_OBJECT
private slots:
    void secretTextOwnsItsBuffer();
    void outgoingBodyKeepsSecretsOutOfJson_data();
    void outgoingBodyKeepsSecretsOutOfJson();
    void requestLogMasks();
    void luhn_data();
    void luhn();
    void networkForPrefix_data();
    void networkForPrefix();
    void expiry_data();
    void expiry();
    void cardForms();
    void baseAddress_data();
    void baseAddress();
    void presets();
    void retryAfter_data();
    void retryAfter();
    void merchantCodes();
    void transportFailures_data();
    void transportFailures();
};

void TestGatewayBasics::secretTextOwnsItsBuffer()
{
    const QString source = QStringLiteral("4111111111111111");
    SecretText secret(source);
    QVERIFY(secret.view().data() != source.constData());   // not implicitly shared
    SecretText copy = secret;
    QVERIFY(copy.view().data() != secret.view().data());
    QCOMPARE(copy.view(), QStringView(source));
    SecretText moved = std::move(copy);
    QVERIFY(copy.isEmpty());
    QCOMPARE(moved.size(), 16);
    moved.wipe();
    QVERIFY(moved.isEmpty());
    QByteArray bytes("secret");
    QByteArray shared = bytes;
    wipeBytes(bytes);
    QVERIFY(bytes.isEmpty());
    QCOMPARE(shared, QByteArray("secret"));   // other sharers keep their copy: documented
}

void TestGatewayBasics::outgoingBodyKeepsSecretsOutOfJson_data()
{
    QTest::addColumn<QString>("secret");
    QTest::newRow("digits") << "4111111111111111";
    QTest::newRow("base64") << "AAECAwQFBgcICQoLDA0ODxAREhM=";
    QTest::newRow("quote and backslash") << "a\"b\\c";
    QTest::newRow("control and non-ASCII") << QStringLiteral("x\ny\u00e9z");
}

void TestGatewayBasics::outgoingBodyKeepsSecretsOutOfJson()
{
    QFETCH(QString, secret);
    OutgoingBody body;
    QJsonObject json;
    json.insert(u"card_cvv", body.hold(SecretText(secret), QStringLiteral("***")));
    json.insert(u"name", QStringLiteral("Jose"));
    QVERIFY(!QJsonDocument(json).toJson().contains(secret.toUtf8()));   // only a placeholder there
    const QByteArray bytes = body.serialize(json);
    const QJsonObject parsed = QJsonDocument::fromJson(bytes).object();
    QCOMPARE(parsed.value(u"card_cvv").toString(), secret);
    QCOMPARE(parsed.value(u"name").toString(), QStringLiteral("Jose"));
    const QJsonObject masked = QJsonDocument::fromJson(body.serializeMasked(json)).object();
    QCOMPARE(masked.value(u"card_cvv").toString(), QStringLiteral("***"));
}

void TestGatewayBasics::requestLogMasks()
{
    QJsonObject card{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")},
                     {QStringLiteral("card_cvv"), QStringLiteral("123")},
                     {QStringLiteral("network_token_cryptogram"), QStringLiteral("AAEC")},
                     {QStringLiteral("network_token_pan"), QStringLiteral("5555555555554444")}};
    QJsonObject body{{QStringLiteral("integration_key"), QStringLiteral("abcdef123456")},
                     {QStringLiteral("payment"), QJsonObject{{QStringLiteral("card"), card}}}};
    const QByteArray text = RequestLog::maskedText(body);
    QVERIFY(text.contains("411111******1111"));
    QVERIFY(text.contains("555555******4444"));
    QVERIFY(text.contains("***3456"));
    QVERIFY(!text.contains("4111111111111111"));
    QVERIFY(!text.contains("\"123\""));
    QVERIFY(!text.contains("AAEC"));
    QVERIFY(!text.contains("abcdef123456"));
    QCOMPARE(maskedIntegrationKey(u"abc"), QStringLiteral("***"));

    // bank_info: account, holder document and details keep their last four characters only.
    const QJsonObject bank{{QStringLiteral("bank_name"), QStringLiteral("Banco do Brasil")},
                           {QStringLiteral("bank_account"), QStringLiteral("987654-3")},
                           {QStringLiteral("bank_account_holder_document"), QStringLiteral("853.513.468-93")},
                           {QStringLiteral("bank_details"), QStringLiteral("agency 0001 account 55512")},
                           {QStringLiteral("account_type"), QStringLiteral("checking")}};
    const QJsonObject refund{{QStringLiteral("hash"), QStringLiteral("abc")}, {QStringLiteral("bank_info"), bank}};
    for (const QByteArray &logged : {RequestLog::maskedText(refund),
                                     QJsonDocument(RequestLog::maskedBankInfo(refund)).toJson()}) {
        QVERIFY2(!logged.contains("987654-3"), logged.constData());
        QVERIFY2(!logged.contains("853.513.468-93"), logged.constData());
        QVERIFY2(!logged.contains("55512"), logged.constData());
        QVERIFY(logged.contains("**** 54-3"));
        QVERIFY(logged.contains("**** 8-93"));
        QVERIFY(logged.contains("Banco do Brasil"));
        QVERIFY(logged.contains("checking"));
    }
    QCOMPARE(RequestLog::maskedTail(QStringLiteral("1234")), QStringLiteral("****"));
    QCOMPARE(RequestLog::maskedTail(QString()), QString());
    // A logged body is one line without terminal controls: JSON escapes C0, printableText() the rest.
    const QJsonObject hostile{{QStringLiteral("description"), QStringLiteral("a\u009B31m \u202Eb \x1B[2J\nc")}};
    const QString line = RequestLog::printableText(RequestLog::maskedText(hostile));
    QVERIFY2(!line.contains(QChar(0x9B)) && !line.contains(QChar(0x202E)) && !line.contains(QChar(0x1B))
                 && !line.contains(u'\n'),
             qPrintable(line));
    QVERIFY2(line.contains(u"\\x9B31m") && line.contains(u"\\u{202E}b"), qPrintable(line));
    // maskedBankInfo() leaves everything else (placeholders included) as it was.
    const QJsonObject card2{{QStringLiteral("card_number"), QStringLiteral("placeholder-1")}};
    QCOMPARE(RequestLog::maskedBankInfo(card2), card2);
}

void TestGatewayBasics::luhn_data()
{
    QTest::addColumn<QString>("number");
    QTest::addColumn<bool>("valid");
    QTest::newRow("visa") << "4111111111111111" << true;
    QTest::newRow("mastercard") << "5555555555554444" << true;
    QTest::newRow("amex") << "378282246310005" << true;
    QTest::newRow("elo") << "6362970000457013" << true;
    QTest::newRow("decline card") << "4000000000000002" << true;
    QTest::newRow("one digit off") << "4111111111111112" << false;
    QTest::newRow("letters") << "41111111111111a1" << false;
    QTest::newRow("empty") << "" << false;
}

void TestGatewayBasics::luhn()
{
    QFETCH(QString, number);
    QFETCH(bool, valid);
    QCOMPARE(CardNumber::passesLuhn(number), valid);
}

void TestGatewayBasics::networkForPrefix_data()
{
    QTest::addColumn<QString>("digits");
    QTest::addColumn<QString>("network");
    QTest::newRow("visa") << "411111" << "visa";
    QTest::newRow("mastercard 5x") << "555555" << "mastercard";
    QTest::newRow("mastercard 2x") << "222100" << "mastercard";
    QTest::newRow("amex") << "378282" << "amex";
    QTest::newRow("elo 636297") << "636297" << "elo";
    QTest::newRow("elo in a visa range") << "438935" << "elo";
    QTest::newRow("hipercard") << "606282" << "hipercard";
    QTest::newRow("diners") << "305693" << "diners";
    QTest::newRow("unknown") << "999999" << "";
}

void TestGatewayBasics::networkForPrefix()
{
    QFETCH(QString, digits);
    QFETCH(QString, network);
    QCOMPARE(CardNumber::networkForPrefix(digits), network);
}

void TestGatewayBasics::expiry_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDate>("end");
    QTest::newRow("july") << "07/2031" << QDate(2031, 8, 1);
    QTest::newRow("december rolls over") << "12/2030" << QDate(2031, 1, 1);
    QTest::newRow("month 13") << "13/2030" << QDate();
    QTest::newRow("month 0") << "00/2030" << QDate();
    QTest::newRow("short year") << "07/31" << QDate();
    QTest::newRow("dash") << "07-2031" << QDate();
    QTest::newRow("empty") << "" << QDate();
}

void TestGatewayBasics::expiry()
{
    QFETCH(QString, text);
    QFETCH(QDate, end);
    const auto parsed = cardExpiryEnd(text);
    QCOMPARE(parsed.value_or(QDate()), end);
}

void TestGatewayBasics::cardForms()
{
    CardFields raw;
    raw.cardNumber = SecretText(u"4111111111111111");
    QVERIFY(std::holds_alternative<RawCard>(*raw.form()));
    QCOMPARE(raw.firstSix(), QStringLiteral("411111"));
    QCOMPARE(raw.lastFour(), QStringLiteral("1111"));
    CardFields token;
    token.token = QStringLiteral("tok");
    QVERIFY(std::holds_alternative<GatewayCardToken>(*token.form()));
    CardFields wallet;
    wallet.networkTokenPan = SecretText(u"4895370012345671");
    QVERIFY(std::holds_alternative<NetworkToken>(*wallet.form()));
    wallet.networkTokenWalletType = QStringLiteral("apple");
    QVERIFY(std::holds_alternative<WalletNetworkToken>(*wallet.form()));
    CardFields mixed = raw;
    mixed.token = QStringLiteral("tok");
    QVERIFY(!mixed.form());
    QVERIFY(!CardFields().form());
    // Round trip through the variant.
    const CardFields back = CardFields::fromForm(*wallet.form(), false);
    QCOMPARE(back.networkTokenWalletType, QStringLiteral("apple"));
    QCOMPARE(back.autoCapture, false);
    raw.wipe();
    QVERIFY(raw.cardNumber.isEmpty());
}

void TestGatewayBasics::baseAddress_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("gateway sandbox") << "https://sandbox.ebanxpay.com" << true;
    QTest::newRow("production with slash") << "https://api.ebanxpay.com/" << true;
    QTest::newRow("loopback http") << "http://127.0.0.1:8123" << true;
    QTest::newRow("localhost http") << "http://localhost:8123" << true;
    QTest::newRow("ipv6 loopback http") << "http://[::1]:8123" << true;
    QTest::newRow("remote http") << "http://api.ebanxpay.com" << false;
    QTest::newRow("lan http") << "http://192.168.1.10" << false;
    QTest::newRow("ftp") << "ftp://api.ebanxpay.com" << false;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("user info") << "https://user:pw@api.ebanxpay.com" << false;
    QTest::newRow("query") << "https://api.ebanxpay.com?x=1" << false;
}

void TestGatewayBasics::baseAddress()
{
    QFETCH(QString, url);
    QFETCH(bool, accepted);
    QCOMPARE(!BaseAddress::problem(QUrl(url)).has_value(), accepted);
}

void TestGatewayBasics::presets()
{
    QCOMPARE(BaseAddress::forPreset(BaseAddressPreset::GatewaySandbox), QUrl(QStringLiteral("https://sandbox.ebanxpay.com")));
    QCOMPARE(BaseAddress::forPreset(BaseAddressPreset::Production), QUrl(QStringLiteral("https://api.ebanxpay.com")));
    QCOMPARE(BaseAddress::forPreset(BaseAddressPreset::LocalTenantSandbox), QUrl(QStringLiteral("https://sandbox-local-latam.ebanx.com")));
    QCOMPARE(BaseAddress::forPreset(BaseAddressPreset::LocalTenantProduction), QUrl(QStringLiteral("https://api-local-latam.ebanx.com")));
    QCOMPARE(BaseAddress::presetFor(QUrl(QStringLiteral("https://api.ebanxpay.com/"))), BaseAddressPreset::Production);
    QCOMPARE(BaseAddress::presetFor(QUrl(QStringLiteral("https://example.com"))), BaseAddressPreset::Custom);
    QCOMPARE(ConnectionSettings().transferTimeoutMs, 30'000);
    QCOMPARE(ConnectionSettings().maxReadRetries, 3);
}

void TestGatewayBasics::retryAfter_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<qint64>("ms");   // -1: no usable value
    QTest::newRow("seconds") << QByteArray("5") << qint64(5000);
    QTest::newRow("zero") << QByteArray("0") << qint64(0);
    QTest::newRow("http date") << QByteArray("Sun, 22 Nov 2026 12:00:10 GMT") << qint64(10000);
    QTest::newRow("date in the past") << QByteArray("Sun, 22 Nov 2026 11:00:00 GMT") << qint64(0);
    QTest::newRow("garbage") << QByteArray("soon") << qint64(-1);
    QTest::newRow("negative") << QByteArray("-3") << qint64(-1);
    QTest::newRow("absent") << QByteArray() << qint64(-1);
}

void TestGatewayBasics::retryAfter()
{
    QFETCH(QByteArray, header);
    QFETCH(qint64, ms);
    const QDateTime now(QDate(2026, 11, 22), QTime(12, 0), QTimeZone::utc());
    QCOMPARE(ReplyMapper::retryAfterMs(header, now).value_or(-1), ms);
}

void TestGatewayBasics::merchantCodes()
{
    const QRegularExpression shape(QStringLiteral("^dd-[a-z2-7]{16}$"));
    QSet<QString> seen;
    for (int i = 0; i < 1000; ++i) {
        const QString code = MerchantCode::generate();
        QVERIFY2(shape.match(code).hasMatch(), qPrintable(code));
        seen.insert(code);
    }
    QCOMPARE(seen.size(), 1000);
}

void TestGatewayBasics::transportFailures_data()
{
    QTest::addColumn<int>("error");
    QTest::addColumn<QString>("failure");
    QTest::addColumn<bool>("mayHaveReached");
    QTest::newRow("transfer timeout") << int(QNetworkReply::OperationCanceledError) << "timeout" << true;
    QTest::newRow("timeout") << int(QNetworkReply::TimeoutError) << "timeout" << true;
    QTest::newRow("refused") << int(QNetworkReply::ConnectionRefusedError) << "refused" << false;
    QTest::newRow("host not found") << int(QNetworkReply::HostNotFoundError) << "host_not_found" << false;
    QTest::newRow("reset") << int(QNetworkReply::RemoteHostClosedError) << "reset" << true;
    QTest::newRow("tls") << int(QNetworkReply::SslHandshakeFailedError) << "tls" << false;
    QTest::newRow("other") << int(QNetworkReply::UnknownNetworkError) << "other" << true;
}

void TestGatewayBasics::transportFailures()
{
    QFETCH(int, error);
    QFETCH(QString, failure);
    QFETCH(bool, mayHaveReached);
    const TransportFailure f = ReplyMapper::transportFailure(QNetworkReply::NetworkError(error));
    QCOMPARE(transportFailureName(f), failure);
    QCOMPARE(ReplyMapper::mayHaveReachedGateway(f), mayHaveReached);
}

QTEST_GUILESS_MAIN(TestGatewayBasics)
#include "tst_gatewaybasics.moc"
