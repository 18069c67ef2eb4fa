// Fault injection over HTTP: every fault kind, its effect on the books, rule validation,
// path filters, seeded probabilities and the command-line --fault flag.
#include "sandboxtestdata.h"
#include "support/sandboxprocess.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

class TestSandboxFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void ruleValidation_data();
    void ruleValidation();
    void faultKinds_data();
    void faultKinds();
    void applyThenDropRefundsOnce();
    void latencyDelaysTheAnswer();
    void latencyPastTheClientsTimeoutStillApplies();
    void hangLeavesOtherClientsServed();
    void pathFilterSparesOtherPaths();
    void countRulesExpire();
    void probabilityIsSeeded();
    void listAndClear();
    void faultFlagOnCommandLine();

private:
    QJsonObject addFault(const QJsonObject &rule) { return m_sandbox->post(u"/sandbox/faults"_s, rule); }
    SandboxProcess::RawReply direct(const QJsonObject &payment, int timeoutMs = 5000);

    std::unique_ptr<SandboxProcess> m_sandbox;
};

void TestSandboxFaults::initTestCase()
{
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
}

void TestSandboxFaults::init()
{
    QCOMPARE(m_sandbox->post(u"/sandbox/faults/clear"_s, {}).value(u"status"_s).toString(), u"SUCCESS"_s);
}

SandboxProcess::RawReply TestSandboxFaults::direct(const QJsonObject &payment, int timeoutMs)
{
    QJsonObject request = dd::test::directRequest(payment);
    request.insert(u"integration_key"_s, m_sandbox->integrationKey());
    return m_sandbox->request("POST", u"/ws/direct"_s, QJsonDocument(request).toJson(), {}, timeoutMs);
}

void TestSandboxFaults::ruleValidation_data()
{
    QTest::addColumn<QJsonObject>("rule");
    QTest::newRow("unknown kind") << QJsonObject{{u"kind"_s, u"explode"_s}, {u"count"_s, 1}};
    QTest::newRow("no kind") << QJsonObject{{u"count"_s, 1}};
    QTest::newRow("neither probability nor count") << QJsonObject{{u"kind"_s, u"reset"_s}};
    QTest::newRow("both probability and count") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"count"_s, 1}, {u"probability"_s, 0.5}};
    QTest::newRow("probability above 1") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"probability"_s, 1.5}};
    QTest::newRow("probability as text") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"probability"_s, u"0.5"_s}};
    QTest::newRow("count zero") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"count"_s, 0}};
    QTest::newRow("count fractional") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"count"_s, 1.5}};
    QTest::newRow("latency without latency_ms") << QJsonObject{{u"kind"_s, u"latency"_s}, {u"count"_s, 1}};
    QTest::newRow("negative latency") << QJsonObject{{u"kind"_s, u"latency"_s}, {u"count"_s, 1}, {u"latency_ms"_s, -5}};
    QTest::newRow("paths not an array") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"count"_s, 1}, {u"paths"_s, u"/ws/refund"_s}};
    QTest::newRow("path not absolute") << QJsonObject{{u"kind"_s, u"reset"_s}, {u"count"_s, 1}, {u"paths"_s, QJsonArray{u"ws/refund"_s}}};
}

void TestSandboxFaults::ruleValidation()
{
    QFETCH(QJsonObject, rule);
    QCOMPARE(addFault(rule).value(u"status_code"_s).toString(), u"BP-SIM-8"_s);
    QCOMPARE(m_sandbox->request("GET", u"/sandbox/faults"_s, {}).httpStatus, 200);
    QCOMPARE(m_sandbox->post(u"/sandbox/faults"_s, {}).value(u"faults"_s).toArray().size(), 0);
}

void TestSandboxFaults::faultKinds_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("httpStatus");     // 0: no HTTP answer
    QTest::addColumn<bool>("jsonAnswer");
    QTest::addColumn<bool>("applied");       // the payment exists afterwards
    QTest::newRow("http_500") << u"http_500"_s << 500 << true << false;
    QTest::newRow("http_502") << u"http_502"_s << 502 << true << false;
    QTest::newRow("http_503") << u"http_503"_s << 503 << true << false;
    QTest::newRow("http_429") << u"http_429"_s << 429 << true << false;
    QTest::newRow("reset") << u"reset"_s << 0 << false << false;
    QTest::newRow("truncate") << u"truncate"_s << -1 << false << true;
    QTest::newRow("malformed") << u"malformed"_s << 200 << false << true;
    QTest::newRow("apply_then_drop") << u"apply_then_drop"_s << 0 << false << true;
}

void TestSandboxFaults::faultKinds()
{
    QFETCH(QString, kind);
    QFETCH(int, httpStatus);
    QFETCH(bool, jsonAnswer);
    QFETCH(bool, applied);
    // QNetworkAccessManager silently resends a request (twice at most) when the connection closes
    // before any answer byte, so a client sees a reset only when three attempts in a row fail.
    QCOMPARE(addFault({{u"kind"_s, kind}, {u"count"_s, 3}}).value(u"status"_s).toString(), u"SUCCESS"_s);
    const qint64 requestsBefore = m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"requests"_s).toObject()
                                      .value(u"/ws/direct"_s).toInteger();
    const QJsonObject payment = dd::test::cardPayment();
    const SandboxProcess::RawReply reply = direct(payment);
    const qint64 requestsAfter = m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"requests"_s).toObject()
                                     .value(u"/ws/direct"_s).toInteger();
    QVERIFY(requestsAfter - requestsBefore >= 1);
    QVERIFY(requestsAfter - requestsBefore <= 3);
    init();
    if (httpStatus >= 0)
        QCOMPARE(reply.httpStatus, httpStatus);
    if (httpStatus <= 0)
        QVERIFY2(reply.networkError != 0, "the client must see a transport failure");
    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(reply.body, &parseError);
    QCOMPARE(parseError.error == QJsonParseError::NoError && document.isObject(), jsonAnswer);
    if (jsonAnswer)
        QCOMPARE(document.object().value(u"status"_s).toString(), u"ERROR"_s);

    const QJsonObject query = m_sandbox->postWithKey(
        u"/ws/query"_s, {{u"merchant_payment_code"_s, payment.value(u"merchant_payment_code"_s)}});
    QCOMPARE(query.value(u"status"_s).toString(), applied ? u"SUCCESS"_s : u"ERROR"_s);
    QVERIFY(m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"faults"_s).toObject().value(kind).toInt() >= 1);
}

void TestSandboxFaults::applyThenDropRefundsOnce()
{
    const QString hash = m_sandbox->postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment()))
                             .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    const qint64 effectsBefore = m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"effects"_s).toObject()
                                     .value(u"/ws/refund"_s).toInteger();
    addFault({{u"kind"_s, u"apply_then_drop"_s}, {u"count"_s, 3}, {u"paths"_s, QJsonArray{u"/ws/refund"_s}}});
    const QJsonObject body{{u"integration_key"_s, m_sandbox->integrationKey()}, {u"operation"_s, u"request"_s},
                           {u"hash"_s, hash}, {u"amount"_s, u"10.00"_s}, {u"description"_s, u"lost answer"_s},
                           {u"merchant_refund_code"_s, dd::test::uniqueCode(u"r"_s)}};
    const auto reply = m_sandbox->request("POST", u"/ws/refund"_s, QJsonDocument(body).toJson());
    QVERIFY(reply.networkError != 0);
    QCOMPARE(reply.httpStatus, 0);
    // The refund was made although the client never heard it; retrying with the same code is refused.
    const QJsonObject payment = m_sandbox->postWithKey(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    QCOMPARE(payment.value(u"refunds"_s).toArray().size(), 1);
    QCOMPARE(m_sandbox->post(u"/ws/refund"_s, body).value(u"status_code"_s).toString(), u"BP-REF-9"_s);
    const qint64 effectsAfter = m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"effects"_s).toObject()
                                    .value(u"/ws/refund"_s).toInteger();
    QCOMPARE(effectsAfter - effectsBefore, 1);
}

void TestSandboxFaults::latencyDelaysTheAnswer()
{
    // The sandbox counts each delay it applies; how fast an undelayed answer arrives is the machine's business.
    const auto latencyFaults = [this] {
        return m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"faults"_s).toObject().value(u"latency"_s).toInt();
    };
    const int before = latencyFaults();
    addFault({{u"kind"_s, u"latency"_s}, {u"count"_s, 1}, {u"latency_ms"_s, 500}});
    QElapsedTimer timer;
    timer.start();
    const SandboxProcess::RawReply reply = direct(dd::test::cardPayment());
    const qint64 delayed = timer.elapsed();
    QVERIFY2(delayed >= 480, qPrintable(QString::number(delayed)));
    QCOMPARE(reply.httpStatus, 200);
    QCOMPARE(QJsonDocument::fromJson(reply.body).object().value(u"status"_s).toString(), u"SUCCESS"_s);
    // The rule is used up: the next answer comes without the added delay.
    QCOMPARE(latencyFaults(), before + 1);
    QCOMPARE(direct(dd::test::cardPayment()).httpStatus, 200);
    QCOMPARE(latencyFaults(), before + 1);
}

// The client gives up before the slow answer; the payment is made all the same, as a gateway would
// (the sandbox used to drop the request, so no test could meet "timed out, but applied").
void TestSandboxFaults::latencyPastTheClientsTimeoutStillApplies()
{
    addFault({{u"kind"_s, u"latency"_s}, {u"count"_s, 1}, {u"latency_ms"_s, 800}, {u"paths"_s, QJsonArray{u"/ws/direct"_s}}});
    const QJsonObject payment = dd::test::cardPayment();
    const SandboxProcess::RawReply reply = direct(payment, 200);
    QCOMPARE(reply.httpStatus, 0);
    const auto query = [&] {
        return m_sandbox->postWithKey(u"/ws/query"_s, {{u"merchant_payment_code"_s, payment.value(u"merchant_payment_code"_s)}});
    };
    QTRY_COMPARE_WITH_TIMEOUT(query().value(u"status"_s).toString(), u"SUCCESS"_s, 5000);
    QCOMPARE(query().value(u"payment"_s).toObject().value(u"status"_s).toString(), u"CO"_s);
}

void TestSandboxFaults::hangLeavesOtherClientsServed()
{
    addFault({{u"kind"_s, u"hang"_s}, {u"count"_s, 1}});
    // A raw connection whose request hangs stays open and unanswered...
    QTcpSocket hung;
    hung.connectToHost(m_sandbox->baseUrl().host(), static_cast<quint16>(m_sandbox->baseUrl().port()));
    QVERIFY(hung.waitForConnected(30000));
    hung.write("POST /ws/query HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/json\r\n"
               "Content-Length: 2\r\n\r\n{}");
    QTRY_COMPARE(m_sandbox->post(u"/sandbox/stats"_s, {}).value(u"faults"_s).toObject().value(u"hang"_s).toInt(), 1);
    // ...while other clients are served.
    const QJsonObject payment = dd::test::cardPayment();
    QCOMPARE(direct(payment).httpStatus, 200);
    QCOMPARE(hung.state(), QAbstractSocket::ConnectedState);
    QCOMPARE(hung.bytesAvailable(), 0);

    // A client with a timeout gives up; the hung request had no effect.
    addFault({{u"kind"_s, u"hang"_s}, {u"count"_s, 1}});
    const QJsonObject second = dd::test::cardPayment();
    QElapsedTimer timer;
    timer.start();
    const SandboxProcess::RawReply reply = direct(second, 600);
    QVERIFY(timer.elapsed() >= 550);
    QCOMPARE(reply.httpStatus, 0);
    QVERIFY(reply.networkError == QNetworkReply::OperationCanceledError || reply.networkError == QNetworkReply::TimeoutError);
    QCOMPARE(m_sandbox->postWithKey(u"/ws/query"_s, {{u"merchant_payment_code"_s, second.value(u"merchant_payment_code"_s)}})
                 .value(u"status_code"_s).toString(), u"BP-QUERY-2"_s);
}

void TestSandboxFaults::pathFilterSparesOtherPaths()
{
    addFault({{u"kind"_s, u"http_503"_s}, {u"probability"_s, 1.0}, {u"paths"_s, QJsonArray{u"/ws/refund"_s}}});
    QCOMPARE(direct(dd::test::cardPayment()).httpStatus, 200);
    QCOMPARE(m_sandbox->request("POST", u"/ws/refund"_s, "{}").httpStatus, 503);
    QCOMPARE(m_sandbox->request("POST", u"/ws/refund"_s, "{}").httpStatus, 503);
    // Simulation controls are never faulted.
    QCOMPARE(m_sandbox->request("POST", u"/sandbox/stats"_s, "{}").httpStatus, 200);
}

void TestSandboxFaults::countRulesExpire()
{
    addFault({{u"kind"_s, u"http_502"_s}, {u"count"_s, 2}});
    QCOMPARE(direct(dd::test::cardPayment()).httpStatus, 502);
    QCOMPARE(direct(dd::test::cardPayment()).httpStatus, 502);
    QCOMPARE(direct(dd::test::cardPayment()).httpStatus, 200);
    const QJsonArray rules = m_sandbox->post(u"/sandbox/faults"_s, {}).value(u"faults"_s).toArray();
    QCOMPARE(rules.size(), 1);
    QCOMPARE(rules.at(0).toObject().value(u"remaining"_s).toInt(), 0);
    QCOMPARE(rules.at(0).toObject().value(u"fired"_s).toInt(), 2);
}

void TestSandboxFaults::probabilityIsSeeded()
{
    auto outcomes = [](const QString &seed) {
        SandboxProcess sandbox({u"--seed"_s, seed});
        QString pattern;
        if (!sandbox.isReady())
            return pattern;
        sandbox.post(u"/sandbox/faults"_s, {{u"kind"_s, u"http_500"_s}, {u"probability"_s, 0.5}});
        for (int i = 0; i < 24; ++i)
            pattern += sandbox.request("POST", u"/ws/query"_s, "{}").httpStatus == 500 ? u'x' : u'.';
        return pattern;
    };
    const QString first = outcomes(u"11"_s);
    QCOMPARE(first.size(), 24);
    QCOMPARE(outcomes(u"11"_s), first);
    QVERIFY2(first.contains(u'x') && first.contains(u'.'), qPrintable(first));
    QVERIFY(outcomes(u"12"_s) != first);
}

void TestSandboxFaults::listAndClear()
{
    addFault({{u"kind"_s, u"reset"_s}, {u"probability"_s, 0.25}, {u"paths"_s, QJsonArray{u"/ws/capture"_s}}});
    addFault({{u"kind"_s, u"latency"_s}, {u"count"_s, 3}, {u"latency_ms"_s, 10}});
    const auto listed = m_sandbox->request("GET", u"/sandbox/faults"_s, {});
    const QJsonArray rules = QJsonDocument::fromJson(listed.body).object().value(u"faults"_s).toArray();
    QCOMPARE(rules.size(), 2);
    QCOMPARE(rules.at(0).toObject().value(u"kind"_s).toString(), u"reset"_s);
    QCOMPARE(rules.at(0).toObject().value(u"paths"_s).toArray(), QJsonArray{u"/ws/capture"_s});
    QCOMPARE(rules.at(1).toObject().value(u"latency_ms"_s).toInt(), 10);
    QCOMPARE(m_sandbox->post(u"/sandbox/faults/clear"_s, {}).value(u"status"_s).toString(), u"SUCCESS"_s);
    QCOMPARE(m_sandbox->post(u"/sandbox/faults"_s, {}).value(u"faults"_s).toArray().size(), 0);
}

void TestSandboxFaults::faultFlagOnCommandLine()
{
    SandboxProcess sandbox({u"--fault"_s, u"{\"kind\":\"http_429\",\"count\":1}"_s});
    QVERIFY2(sandbox.isReady(), qPrintable(sandbox.errorString()));
    QCOMPARE(sandbox.request("POST", u"/ws/query"_s, "{}").httpStatus, 429);
    QCOMPARE(sandbox.request("POST", u"/ws/query"_s, "{}").httpStatus, 200);
    SandboxProcess refused({u"--fault"_s, u"{\"kind\":\"boom\",\"count\":1}"_s});
    QVERIFY(!refused.isReady());
}

QTEST_GUILESS_MAIN(TestSandboxFaults)
#include "tst_sandbox_faults.moc"
