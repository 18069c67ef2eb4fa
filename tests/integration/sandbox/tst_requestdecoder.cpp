// The sandbox's request decoder: every encoding the public client libraries use becomes the same
// JSON object, and every malformed or contradictory request is refused with its own code.
#include "sandbox/requestdecoder.h"
#include "sandbox/requestlog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace dd::sandbox;

namespace {
const QByteArray form("application/x-www-form-urlencoded");

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

// One refund request, as the decoder must see it in every encoding below.
const char *const refundJson =
    R"({"integration_key":"k","operation":"request","hash":"abc","amount":"10.50",)"
    R"("description":"Size swap","bank_info":{"bank_name":"Banco do Brasil","bank_account":"1234-5"}})";
const QByteArray refundForm = "integration_key=k&operation=request&hash=abc&amount=10.50&description=Size+swap"
                              "&bank_info%5Bbank_name%5D=Banco%20do%20Brasil&bank_info[bank_account]=1234-5";

// The same refund as multipart/form-data parts, as clients built on a FormData or files= send it.
QByteArray refundMultipart(const QByteArray &boundary)
{
    const QList<QPair<QByteArray, QByteArray>> fields{
        {"integration_key", "k"}, {"operation", "request"}, {"hash", "abc"}, {"amount", "10.50"},
        {"description", "Size swap"}, {"bank_info[bank_name]", "Banco do Brasil"}, {"bank_info[bank_account]", "1234-5"}};
    QByteArray body;
    for (const auto &[name, value] : fields)
        body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n";
    return body + "--" + boundary + "--\r\n";
}

QByteArray multipartPart(const QByteArray &headers, const QByteArray &value)
{
    return "--zz\r\n" + headers + "\r\n\r\n" + value + "\r\n";
}
} // namespace

class TestRequestDecoder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void encodingsAgree_data();
    void encodingsAgree();
    void nesting_data();
    void nesting();
    void refused_data();
    void refused();
    void failureStatus_data();
    void failureStatus();
    void masking_data();
    void masking();
    void logIsBounded();
};

void TestRequestDecoder::encodingsAgree_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("encoding");
    const QByteArray asJson(refundJson);
    const QByteArray escapedJson = QUrl::toPercentEncoding(QString::fromUtf8(asJson));
    QTest::newRow("JSON body") << "application/json"_ba << asJson << QByteArray() << "json"_ba;
    QTest::newRow("JSON body labelled as form") << form << asJson << QByteArray() << "json"_ba;
    QTest::newRow("JSON body, no content type") << QByteArray() << asJson << QByteArray() << "json"_ba;
    QTest::newRow("form fields") << form << refundForm << QByteArray() << "form"_ba;
    QTest::newRow("form, content type with charset") << "Application/X-WWW-Form-Urlencoded; charset=UTF-8"_ba
                                                     << refundForm << QByteArray() << "form"_ba;
    QTest::newRow("query string") << QByteArray() << QByteArray() << refundForm << "query"_ba;
    QTest::newRow("request_body form field") << form << "request_body=" + escapedJson << QByteArray()
                                             << "request_body"_ba;
    QTest::newRow("request_body query parameter") << QByteArray() << QByteArray() << "request_body=" + escapedJson
                                                  << "request_body"_ba;
    QTest::newRow("key in query, rest in request_body")
        << form << "request_body=" + escapedJson << "integration_key=k"_ba << "request_body+query"_ba;
    QTest::newRow("JSON body and agreeing query") << "application/json"_ba << asJson << "hash=abc&amount=10.50"_ba
                                                  << "json+query"_ba;
    QTest::newRow("form body and query split") << form << "hash=abc&amount=10.50&description=Size+swap"_ba
                                               << "integration_key=k&operation=request&bank_info[bank_name]=Banco+do+"
                                                  "Brasil&bank_info[bank_account]=1234-5"_ba
                                               << "form+query"_ba;
    QTest::newRow("same field twice, same value") << form << refundForm + "&hash=abc" << QByteArray() << "form"_ba;
    QTest::newRow("empty pieces") << form << "&&" + refundForm + "&" << QByteArray() << "form"_ba;
    QTest::newRow("multipart/form-data") << "multipart/form-data; boundary=----b42"_ba << refundMultipart("----b42")
                                         << QByteArray() << "multipart"_ba;
    QTest::newRow("multipart, quoted boundary and a preamble")
        << "Multipart/Form-Data; charset=utf-8; boundary=\"a;b\""_ba << "preamble\r\n" + refundMultipart("a;b")
        << QByteArray() << "multipart"_ba;
    QTest::newRow("multipart part with a Content-Type")
        << "multipart/form-data; boundary=zz"_ba
        << multipartPart("Content-Disposition: form-data; name=\"request_body\"\r\nContent-Type: application/json",
                         refundJson) + "--zz--"
        << QByteArray() << "request_body"_ba;
    QTest::newRow("multipart and agreeing query")
        << "multipart/form-data; boundary=zz"_ba << refundMultipart("zz") << "hash=abc"_ba << "multipart+query"_ba;
}

void TestRequestDecoder::encodingsAgree()
{
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, query);
    QFETCH(QByteArray, encoding);
    const Outcome<DecodedRequest> decoded = decodeGatewayRequest({contentType, body, query});
    QVERIFY2(decoded.ok(), qPrintable(decoded.ok() ? QString() : decoded.failure().message));
    QCOMPARE(decoded.value().encoding, encoding);
    // Amounts may keep the text of the first part that gave them; everything else is identical.
    QJsonObject fields = decoded.value().fields;
    QCOMPARE(fields.value(u"amount"_s).toString(), u"10.50"_s);
    QJsonObject expected = json(refundJson);
    QCOMPARE(fields, expected);
}

void TestRequestDecoder::nesting_data()
{
    QTest::addColumn<QByteArray>("form");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("card under payment")
        << "payment[card][card_number]=4111111111111111&payment[card][card_cvv]=123&payment[country]=br"_ba
        << R"({"payment":{"card":{"card_number":"4111111111111111","card_cvv":"123"},"country":"br"}})"_ba;
    QTest::newRow("creditcard spelling kept") << "payment[creditcard][card_name]=Jose+Silva"_ba
                                              << R"({"payment":{"creditcard":{"card_name":"Jose Silva"}}})"_ba;
    QTest::newRow("appended list") << "items[]=a&items[]=b"_ba << R"({"items":["a","b"]})"_ba;
    QTest::newRow("indexed list, as http_build_query writes it")
        << "items[0][sku]=s1&items[1][sku]=s2"_ba << R"({"items":[{"sku":"s1"},{"sku":"s2"}]})"_ba;
    QTest::newRow("indexes with a gap stay keys") << "map[0]=a&map[2]=b"_ba << R"({"map":{"0":"a","2":"b"}})"_ba;
    QTest::newRow("field without value") << "hash"_ba << R"({"hash":""})"_ba;
    QTest::newRow("equals sign in value") << "note=a%3Db=c"_ba << R"({"note":"a=b=c"})"_ba;
    QTest::newRow("UTF-8 text") << "name=Jos%C3%A9+Gon%C3%A7alves"_ba << R"({"name":"José Gonçalves"})"_ba;
    QTest::newRow("eight levels") << "a[1][2][3][4][5][6][7][8]=x"_ba
                                  << R"({"a":{"1":{"2":{"3":{"4":{"5":{"6":{"7":{"8":"x"}}}}}}}}})"_ba;
}

void TestRequestDecoder::nesting()
{
    QFETCH(QByteArray, form);
    QFETCH(QByteArray, expected);
    const Outcome<FormPairs> pairs = parseUrlEncoded(form);
    QVERIFY(pairs.ok());
    const Outcome<QJsonObject> nested = nestFormPairs(pairs.value());
    QVERIFY2(nested.ok(), qPrintable(nested.ok() ? QString() : nested.failure().message));
    QCOMPARE(nested.value(), QJsonDocument::fromJson(expected).object());
}

void TestRequestDecoder::refused_data()
{
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("code");
    const QByteArray json("application/json");
    QTest::newRow("nothing") << form << QByteArray() << QByteArray() << "BP-SA-2"_ba;
    QTest::newRow("blank body, empty query pieces") << json << " \r\n"_ba << "&&"_ba << "BP-SA-2"_ba;
    QTest::newRow("JSON array") << json << "[1]"_ba << QByteArray() << "BP-SA-3"_ba;
    QTest::newRow("broken JSON") << form << "{\"hash\":"_ba << QByteArray() << "BP-SA-3"_ba;
    QTest::newRow("request_body not JSON") << form << "request_body=hash%3Dabc"_ba << QByteArray() << "BP-SA-3"_ba;
    QTest::newRow("request_body a JSON list") << QByteArray() << QByteArray() << "request_body=%5B%5D"_ba
                                              << "BP-SA-3"_ba;
    QTest::newRow("percent without digits") << form << "hash=ab%"_ba << QByteArray() << "BP-SA-6"_ba;
    QTest::newRow("percent with one digit") << form << "hash=ab%4"_ba << QByteArray() << "BP-SA-6"_ba;
    QTest::newRow("percent with non-hex") << QByteArray() << QByteArray() << "hash=%zz"_ba << "BP-SA-6"_ba;
    QTest::newRow("percent in a name") << form << "ha%g1sh=1"_ba << QByteArray() << "BP-SA-6"_ba;
    QTest::newRow("not UTF-8") << form << "name=Jos%E9"_ba << QByteArray() << "BP-SA-6"_ba;
    QTest::newRow("bracket without name") << form << "[hash]=abc"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("unclosed bracket") << form << "bank_info[bank_name=x"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("closing bracket alone") << form << "bank]info=x"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("text after bracket") << QByteArray() << QByteArray() << "bank_info[a]b=x"_ba << "BP-SA-7"_ba;
    QTest::newRow("bracket inside bracket") << form << "a[b[c]]=x"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("empty brackets in the middle") << form << "a[][b]=x"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("nine levels") << form << "a[1][2][3][4][5][6][7][8][9]=x"_ba << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("JSON body and query disagree") << json << R"({"hash":"abc"})"_ba << "hash=xyz"_ba << "BP-SA-8"_ba;
    QTest::newRow("number and text disagree") << json << R"({"amount":10.5})"_ba << "amount=10.6"_ba << "BP-SA-8"_ba;
    QTest::newRow("nested field disagrees") << json << R"({"bank_info":{"bank_name":"A"}})"_ba
                                            << "bank_info[bank_name]=B"_ba << "BP-SA-8"_ba;
    QTest::newRow("value and object") << form << "bank_info=x&bank_info[bank_name]=y"_ba << QByteArray()
                                      << "BP-SA-8"_ba;
    QTest::newRow("object then value") << form << "bank_info[bank_name]=y&bank_info=x"_ba << QByteArray()
                                       << "BP-SA-8"_ba;
    QTest::newRow("one field twice, two values") << form << "hash=a&hash=b"_ba << QByteArray() << "BP-SA-8"_ba;
    QTest::newRow("two different request_body") << form << "request_body=%7B%7D&request_body=%7B%22a%22%3A1%7D"_ba
                                                << QByteArray() << "BP-SA-8"_ba;
    QTest::newRow("request_body and field disagree") << form << "request_body=%7B%22hash%22%3A%22a%22%7D&hash=b"_ba
                                                     << QByteArray() << "BP-SA-8"_ba;
    QTest::newRow("list and value") << form << "items[]=a&items=b"_ba << QByteArray() << "BP-SA-8"_ba;
    QTest::newRow("too many fields") << form << QByteArray("a=1&").repeated(maxRequestFields + 1) << QByteArray()
                                     << "BP-SA-9"_ba;
    QTest::newRow("name too long") << form << QByteArray(maxFieldNameBytes + 1, 'n') + "=1" << QByteArray()
                                   << "BP-SA-9"_ba;
    const QByteArray multipart("multipart/form-data; boundary=zz");
    const QByteArray named("Content-Disposition: form-data; name=\"hash\"");
    QTest::newRow("multipart without boundary") << "multipart/form-data"_ba << multipartPart(named, "a") + "--zz--"
                                                << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart boundary too long") << "multipart/form-data; boundary=" + QByteArray(71, 'b')
                                                 << multipartPart(named, "a") << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart boundary absent from body") << multipart << "hash=a"_ba << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart without closing boundary") << multipart << "--zz\r\n" + named + "\r\n\r\na"
                                                        << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart headers never end") << multipart << "--zz\r\n" + named << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart boundary line without CRLF") << multipart << "--zzX\r\n" + named + "\r\n\r\na\r\n--zz--"_ba
                                                          << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart part without disposition") << multipart << multipartPart("Content-Type: text/plain", "a") + "--zz--"
                                                        << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart part without name") << multipart << multipartPart("Content-Disposition: form-data", "a") + "--zz--"
                                                 << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart file") << multipart
                                    << multipartPart(named + "; filename=\"card.csv\"", "4111111111111111") + "--zz--"
                                    << QByteArray() << "BP-SA-10"_ba;
    QTest::newRow("multipart value not UTF-8") << multipart << multipartPart(named, "\xff") + "--zz--" << QByteArray()
                                               << "BP-SA-6"_ba;
    QTest::newRow("multipart name too long")
        << multipart << multipartPart("Content-Disposition: form-data; name=" + QByteArray(maxFieldNameBytes + 1, 'n'), "a") + "--zz--"
        << QByteArray() << "BP-SA-9"_ba;
    QTest::newRow("multipart bracket key malformed")
        << multipart << multipartPart("Content-Disposition: form-data; name=\"bank_info[bank_name\"", "a") + "--zz--"
        << QByteArray() << "BP-SA-7"_ba;
    QTest::newRow("multipart and query disagree") << multipart << multipartPart(named, "a") + "--zz--" << "hash=b"_ba
                                                  << "BP-SA-8"_ba;
}

void TestRequestDecoder::refused()
{
    QFETCH(QByteArray, contentType);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, query);
    QFETCH(QByteArray, code);
    const Outcome<DecodedRequest> decoded = decodeGatewayRequest({contentType, body, query});
    QVERIFY(!decoded.ok());
    QCOMPARE(decoded.failure().code, code);
    QVERIFY(!decoded.failure().message.isEmpty());
}

void TestRequestDecoder::failureStatus_data()
{
    QTest::addColumn<QByteArray>("code");
    QTest::addColumn<int>("status");
    QTest::newRow("empty") << "BP-SA-2"_ba << 200;
    QTest::newRow("not JSON") << "BP-SA-3"_ba << 200;
    QTest::newRow("percent-encoding") << "BP-SA-6"_ba << 400;
    QTest::newRow("bracket key") << "BP-SA-7"_ba << 400;
    QTest::newRow("conflict") << "BP-SA-8"_ba << 400;
    QTest::newRow("bounds") << "BP-SA-9"_ba << 400;
    QTest::newRow("multipart") << "BP-SA-10"_ba << 400;
}

void TestRequestDecoder::failureStatus()
{
    QFETCH(QByteArray, code);
    QFETCH(int, status);
    QCOMPARE(decodeFailureStatus(Failure{code, QString()}), status);
}

void TestRequestDecoder::masking_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("card under payment")
        << R"({"integration_key":"k","payment":{"card":{"card_number":"4111111111111111","card_cvv":"123","card_name":"J"}}})"_ba
        << R"({"integration_key":"***","payment":{"card":{"card_number":"411111******1111","card_cvv":"***","card_name":"J"}}})"_ba;
    QTest::newRow("creditcard spelling, number as JSON number")
        << R"({"payment":{"creditcard":{"card_number":5555555555554444}}})"_ba
        << R"({"payment":{"creditcard":{"card_number":"555555******4444"}}})"_ba;
    QTest::newRow("network token") << R"({"card":{"network_token_pan":"4111111111111111","network_token_cryptogram":"AgAA"}})"_ba
                                   << R"({"card":{"network_token_pan":"411111******1111","network_token_cryptogram":"***"}})"_ba;
    QTest::newRow("too short to show digits") << R"({"card_number":"4111"})"_ba << R"({"card_number":"***"})"_ba;
    QTest::newRow("inside a list") << R"({"cards":[{"card_cvv":"1234"}]})"_ba << R"({"cards":[{"card_cvv":"***"}]})"_ba;
    QTest::newRow("nothing secret") << R"({"hash":"abc","amount":10})"_ba << R"({"hash":"abc","amount":10})"_ba;
}

void TestRequestDecoder::masking()
{
    QFETCH(QByteArray, fields);
    QFETCH(QByteArray, expected);
    QCOMPARE(maskedFields(QJsonDocument::fromJson(fields).object()), QJsonDocument::fromJson(expected).object());
}

void TestRequestDecoder::logIsBounded()
{
    RequestLog log(2);
    for (const char *path : {"/ws/direct", "/ws/query", "/ws/capture"}) {
        log.record(LoggedRequest{0, "POST"_ba, QByteArray(path), "form"_ba,
                                 json(R"({"card":{"card_number":"4111111111111111"}})"), 200, u"SUCCESS"_s, QByteArray()});
    }
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.dropped(), 1);
    const QJsonArray kept = log.toJson(10);
    QCOMPARE(kept.size(), 2);
    QCOMPARE(kept.at(0)[u"path"_s].toString(), u"/ws/query"_s);
    QCOMPARE(kept.at(1)[u"fields"_s][u"card"_s][u"card_number"_s].toString(), u"411111******1111"_s);
    QCOMPARE(log.toJson(1).at(0)[u"path"_s].toString(), u"/ws/capture"_s);
    QCOMPARE(answerCode(R"({"status":"ERROR","status_code":"BP-CAP-1"})"_ba), u"BP-CAP-1"_s);
    QCOMPARE(answerCode(R"({"status":"ERROR"})"_ba), u"ERROR"_s);
    QCOMPARE(answerCode("[]"_ba), u"SUCCESS"_s);
}

QTEST_GUILESS_MAIN(TestRequestDecoder)
#include "tst_requestdecoder.moc"
