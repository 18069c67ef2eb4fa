// `directdesk-cli api` against directdesk-sandbox, called in-process (exit statuses per error kind
// and the request log also as the built program). Exit status per
// error kind, exactly one JSON object with the API's field names, and never a secret in output.
#include "integration/sandbox/sandboxtestdata.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace dd::test;

namespace {

// A card payment on the command line: its fields and the card's as `--name value` (the console
// puts card fields in payment.card), with no merchant code, so the console generates one.
QStringList cardFields(const QString &number = QStringLiteral("4111111111111111"))
{
    QJsonObject card = rawCard(number);
    card.insert(QStringLiteral("card_due_date"), QStringLiteral("12/2035"));
    card.insert(QStringLiteral("card_cvv"), QStringLiteral("987"));
    QJsonObject payment = cardPayment(card);
    payment.remove(QStringLiteral("merchant_payment_code"));
    payment.remove(QStringLiteral("card"));
    QStringList arguments{QStringLiteral("direct"), QStringLiteral("--json")};
    for (const QJsonObject &fields : {payment, card}) {
        for (auto it = fields.begin(); it != fields.end(); ++it)
            arguments << u"--" + it.key() << it.value().toString();
    }
    return arguments;
}

// In this process (the default: debuggable, no process start) or as the built program (exit
// statuses and the request log as a script sees them).
enum class Via { Call, Process };

} // namespace

class TestCliApi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void cardPaymentPrintsNoSecret();
    void everyOperation();
    void bodyFromFile();
    void exitStatusPerErrorKind_data();
    void exitStatusPerErrorKind();
    void humanReadableOutput();
    void refusedLocallyPutsNothingOnTheWire_data();
    void refusedLocallyPutsNothingOnTheWire();
    void gatewayTextIsPrintedEscaped();

private:
    int gatewayRequests() const;
    CliRun run(const QStringList &arguments, bool withConnection = true, Via via = Via::Call) const;
    QJsonObject fault(const char *kind, int count, const char *path) const;
    std::unique_ptr<SandboxProcess> m_sandbox;
};

void TestCliApi::initTestCase()
{
    QVERIFY2(QFile::exists(cliPath()), qPrintable(cliPath()));
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
}

void TestCliApi::cleanupTestCase()
{
    m_sandbox.reset();
}

CliRun TestCliApi::run(const QStringList &arguments, bool withConnection, Via via) const
{
    QStringList args = QStringList{QStringLiteral("api")} + arguments;
    if (withConnection)
        args << QStringLiteral("--base-url") << m_sandbox->baseUrl().toString() << QStringLiteral("--integration-key")
             << m_sandbox->integrationKey();
    return via == Via::Call ? callCli(args, QString()) : runCli(args, QString());
}

QJsonObject TestCliApi::fault(const char *kind, int count, const char *path) const
{
    return m_sandbox->post(QStringLiteral("/sandbox/faults"),
                           {{QStringLiteral("kind"), QString::fromLatin1(kind)}, {QStringLiteral("count"), count},
                            {QStringLiteral("paths"), QJsonArray{QString::fromLatin1(path)}}});
}

void TestCliApi::cardPaymentPrintsNoSecret()
{
    // The request log is the program's stderr: run as a process.
    const CliRun r = run(cardFields() << QStringLiteral("--verbose"), true, Via::Process);
    QCOMPARE(r.status, 0);
    const QJsonObject o = r.json();
    QCOMPARE(o.value(u"ok").toBool(), true);
    const QJsonObject p = o.value(u"payment").toObject();
    QCOMPARE(p.value(u"status").toString(), QStringLiteral("CO"));
    QCOMPARE(p.value(u"amount_ext").toString(), QStringLiteral("100.00"));
    QCOMPARE(p.value(u"payment_type_code").toString(), QStringLiteral("visa"));
    QVERIFY(p.value(u"merchant_payment_code").toString().startsWith(u"dd-"));
    QVERIFY(p.value(u"open_date").toString().size() == 19);
    const QString all = r.out + r.err;
    QVERIFY(!all.contains(u"4111111111111111"));
    QVERIFY(!all.contains(u"987"));
    QVERIFY(!all.contains(m_sandbox->integrationKey()));
    QVERIFY2(r.err.contains(u"411111******1111"), qPrintable(r.err));   // the verbose log, masked
    QCOMPARE(r.out.count(u'\n'), 1);   // exactly one JSON object
}

void TestCliApi::everyOperation()
{
    // Pre-authorize, capture, refund, cancel the refund; a boleto cancelled; the e-wallet list.
    QStringList preauth = cardFields();
    preauth << QStringLiteral("--auto_capture") << QStringLiteral("false");
    CliRun r = run(preauth);
    QCOMPARE(r.status, 0);
    const QString hash = r.json().value(u"payment").toObject().value(u"hash").toString();
    QCOMPARE(r.json().value(u"payment").toObject().value(u"status").toString(), QStringLiteral("PE"));

    r = run({QStringLiteral("capture"), QStringLiteral("--json"), QStringLiteral("--hash"), hash});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    QCOMPARE(r.json().value(u"payment").toObject().value(u"status").toString(), QStringLiteral("CO"));

    r = run({QStringLiteral("refund"), QStringLiteral("--json"), QStringLiteral("--hash"), hash, QStringLiteral("--amount"),
             QStringLiteral("25.5"), QStringLiteral("--description"), QStringLiteral("partial"), QStringLiteral("--bank_name"),
             QStringLiteral("Banco X")});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    const QJsonObject refund = r.json().value(u"refund").toObject();
    QCOMPARE(refund.value(u"status").toString(), QStringLiteral("RE"));
    QCOMPARE(refund.value(u"amount_ext").toString(), QStringLiteral("25.50"));
    // No --merchant_refund_code given: one was made, so a timed-out refund can be found by it.
    QVERIFY2(!refund.value(u"merchant_refund_code").toString().isEmpty(), qPrintable(r.out));

    r = run({QStringLiteral("refund-cancel"), QStringLiteral("--json"), QStringLiteral("--hash"), hash,
             QStringLiteral("--refund_id"), refund.value(u"id").toString()});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    QCOMPARE(r.json().value(u"refund").toObject().value(u"status").toString(), QStringLiteral("CA"));

    r = run({QStringLiteral("direct"), QStringLiteral("--json"), QStringLiteral("--payment_type_code"), QStringLiteral("boleto"),
             QStringLiteral("--currency_code"), QStringLiteral("BRL"), QStringLiteral("--amount_total"), QStringLiteral("50.00"),
             QStringLiteral("--country"), QStringLiteral("br"), QStringLiteral("--name"), QStringLiteral("Jose Silva"),
             QStringLiteral("--email"), QStringLiteral("jose@example.com"), QStringLiteral("--document"),
             QStringLiteral("853.513.468-93"), QStringLiteral("--address"), QStringLiteral("Avenida Paulista"),
             QStringLiteral("--city"), QStringLiteral("Sao Paulo"), QStringLiteral("--state"), QStringLiteral("SP"),
             QStringLiteral("--zipcode"), QStringLiteral("01310-100")});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    const QJsonObject boleto = r.json().value(u"payment").toObject();
    QVERIFY(!boleto.value(u"boleto_url").toString().isEmpty());
    r = run({QStringLiteral("cancel"), QStringLiteral("--json"), QStringLiteral("--hash"), boleto.value(u"hash").toString()});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    QCOMPARE(r.json().value(u"payment").toObject().value(u"status").toString(), QStringLiteral("CA"));

    r = run({QStringLiteral("ewallets"), QStringLiteral("--json"), QStringLiteral("--country"), QStringLiteral("br")});
    QCOMPARE(r.status, 0);
    QVERIFY(!r.json().value(u"ewallets").toArray().isEmpty());

    r = run({QStringLiteral("query"), QStringLiteral("--json"), QStringLiteral("--hash"), hash});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.json().value(u"payment").toObject().value(u"refunds").toArray().size(), 1);
}

void TestCliApi::bodyFromFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("body.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"payment":{"payment_type_code":"creditcard","currency_code":"BRL","amount_total":12.5,
        "country":"br","name":"Jose","email":"jose@example.com",
        "creditcard":{"card_number":"5555555555554444","card_name":"Jose","card_due_date":"01/2034","card_cvv":"321"}}})");
    file.close();
    const CliRun r = run({QStringLiteral("direct"), QStringLiteral("--json"), QStringLiteral("--body"), path});
    QVERIFY2(r.status == 0, qPrintable(r.out));
    QCOMPARE(r.json().value(u"payment").toObject().value(u"amount_ext").toString(), QStringLiteral("12.50"));
    QVERIFY(!r.out.contains(u"5555555555554444"));
}

void TestCliApi::exitStatusPerErrorKind_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("fault");      // "kind path" or empty
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("code");
    QTest::newRow("validation") << cardFields(QStringLiteral("4111111111111112")) << QByteArray() << 3 << "validation" << "";
    QTest::newRow("gateway") << QStringList{QStringLiteral("query"), QStringLiteral("--json"), QStringLiteral("--merchant_payment_code"),
                                            QStringLiteral("never-made")}
                             << QByteArray() << 4 << "gateway" << "BP-QUERY-2";
    // Reads are retried three times: four refusals in a row reach the caller as an HTTP error.
    QTest::newRow("http") << QStringList{QStringLiteral("ewallets"), QStringLiteral("--json"), QStringLiteral("--country"),
                                         QStringLiteral("br")}
                          << QByteArray("http_429 /ws/ewallet-availableEWallets 4") << 5 << "http" << "429";
    // A 429 on a write may answer Qt's silent resend of a copy that took effect.
    QTest::newRow("write 429") << cardFields() << QByteArray("http_429 /ws/direct") << 8 << "outcome_unknown" << "429";
    QTest::newRow("outcome unknown") << cardFields() << QByteArray("http_500 /ws/direct") << 8 << "outcome_unknown" << "500";
    QTest::newRow("usage") << QStringList{QStringLiteral("charge"), QStringLiteral("--json")} << QByteArray() << 2 << "usage" << "";
    QTest::newRow("io") << QStringList{QStringLiteral("direct"), QStringLiteral("--json"), QStringLiteral("--body"),
                                       QStringLiteral("/nonexistent/body.json")}
                        << QByteArray() << 10 << "io" << "";
}

void TestCliApi::exitStatusPerErrorKind()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, fault);
    QFETCH(int, exitCode);
    QFETCH(QString, kind);
    QFETCH(QString, code);
    if (!fault.isEmpty()) {
        const QList<QByteArray> parts = fault.split(' ');
        const int count = parts.size() > 2 ? parts[2].toInt() : 1;
        QCOMPARE(this->fault(parts[0].constData(), count, parts[1].constData()).value(u"status").toString(),
                 QStringLiteral("SUCCESS"));
    }
    // One row per exit status, run as the program a script runs.
    const CliRun r = run(arguments, true, Via::Process);
    m_sandbox->post(QStringLiteral("/sandbox/faults/clear"), {});
    QCOMPARE(r.status, exitCode);
    const QJsonObject o = r.json();
    QCOMPARE(o.value(u"ok").toBool(true), false);
    const QJsonObject error = o.value(u"error").toObject();
    QCOMPARE(error.value(u"kind").toString(), kind);
    QCOMPARE(error.value(u"code").toString(), code);
    QVERIFY(!error.value(u"message").toString().isEmpty());
    if (kind == u"validation")
        QVERIFY(error.value(u"fields").toObject().contains(u"payment.card.card_number"));
    if (kind == u"outcome_unknown")
        QVERIFY(error.value(u"reconcile").toObject().value(u"merchant_payment_code").toString().startsWith(u"dd-"));
    QVERIFY(!r.out.contains(u"4111111111111111"));
}

void TestCliApi::humanReadableOutput()
{
    QStringList args = cardFields();
    args.removeAll(QStringLiteral("--json"));
    const CliRun r = run(args);
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.contains(u"status: CO"), qPrintable(r.out));
    QVERIFY(r.out.contains(u"amount: 100.00 BRL"));
    const CliRun refused = run({QStringLiteral("query")});
    QCOMPARE(refused.status, 3);
    QVERIFY(refused.err.contains(u"validation"));
    const QStringList closedPort = QStringList{QStringLiteral("direct"), QStringLiteral("--base-url"),
                                               QStringLiteral("http://127.0.0.1:1"), QStringLiteral("--integration-key"),
                                               QStringLiteral("k")}
                                   + cardFields().mid(2);
    const CliRun transport = run(closedPort, false);
    QCOMPARE(transport.status, 6);
}

int TestCliApi::gatewayRequests() const
{
    return dd::test::gatewayRequests(*m_sandbox);
}

void TestCliApi::refusedLocallyPutsNothingOnTheWire_data()
{
    // Each row is locally invalid: refused (exit 3, the field named) before the payment is looked up.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("field");
    const QString hash = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
    const auto refund = [&hash](const char *amount, const QStringList &more = {}) {
        return QStringList{QStringLiteral("refund"), QStringLiteral("--json"), QStringLiteral("--hash"), hash,
                           QStringLiteral("--amount"), QString::fromUtf8(amount), QStringLiteral("--description"),
                           QStringLiteral("damaged")}
               + more;
    };
    QTest::newRow("refund amount -1") << refund("-1") << "amount";
    QTest::newRow("refund amount 1e9") << refund("1e9") << "amount";
    QTest::newRow("refund amount 0.001") << refund("0.001") << "amount";
    QTest::newRow("refund amount full-width") << refund("\uFF11\uFF10") << "amount";
    QTest::newRow("refund amount zero") << refund("0") << "amount";
    QTest::newRow("refund holder name ESC")
        << refund("1.00", {QStringLiteral("--bank_account_holder_name"), QStringLiteral("Ana\x1B[31m")})
        << "bank_info.bank_account_holder_name";
    QTest::newRow("refund bank_name 10 KB")
        << refund("1.00", {QStringLiteral("--bank_name"), QString(10 * 1024, u'B')}) << "bank_info.bank_name";
    QTest::newRow("refund description 100 KB")
        << QStringList{QStringLiteral("refund"), QStringLiteral("--json"), QStringLiteral("--hash"), hash,
                       QStringLiteral("--amount"), QStringLiteral("1.00"), QStringLiteral("--description"),
                       QString(100 * 1024, u'x')}
        << "description";
    QTest::newRow("refund merchant_payment_code ESC")
        << QStringList{QStringLiteral("refund"), QStringLiteral("--json"), QStringLiteral("--merchant_payment_code"),
                       QStringLiteral("o\x1B[2J"), QStringLiteral("--amount"), QStringLiteral("1.00"),
                       QStringLiteral("--description"), QStringLiteral("damaged")}
        << "merchant_payment_code";
    QTest::newRow("capture amount -1") << QStringList{QStringLiteral("capture"), QStringLiteral("--json"),
                                                      QStringLiteral("--hash"), hash, QStringLiteral("--amount"),
                                                      QStringLiteral("-1")}
                                       << "amount";
    QTest::newRow("cancel hash with LF") << QStringList{QStringLiteral("cancel"), QStringLiteral("--json"),
                                                        QStringLiteral("--hash"), QStringLiteral("abc\ndef")}
                                         << "hash";
    QTest::newRow("query merchant_payment_code ESC")
        << QStringList{QStringLiteral("query"), QStringLiteral("--json"), QStringLiteral("--merchant_payment_code"),
                       QStringLiteral("o\x1B[2J")}
        << "merchant_payment_code";
}

void TestCliApi::refusedLocallyPutsNothingOnTheWire()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, field);
    const int before = gatewayRequests();
    const CliRun r = run(arguments);
    QVERIFY2(r.status == 3, qPrintable(r.out.left(300)));
    const QJsonObject error = r.json().value(u"error").toObject();
    QCOMPARE(error.value(u"kind").toString(), QStringLiteral("validation"));
    QVERIFY2(error.value(u"fields").toObject().contains(field), qPrintable(r.out.left(500)));
    QCOMPARE(gatewayRequests(), before);
}

// A code with terminal controls straight from the gateway (created on the sandbox past the client,
// which would refuse it): the text output shows it escaped, never raw.
void TestCliApi::gatewayTextIsPrintedEscaped()
{
    const QString code = QStringLiteral("esc\x1B[31m\u202E1");
    QJsonObject payment = cardPayment();
    payment.insert(QStringLiteral("merchant_payment_code"), code);
    const QJsonObject created = m_sandbox->postWithKey("/ws/direct", directRequest(payment));
    const QString hash = created.value(u"payment").toObject().value(u"hash").toString();
    QVERIFY(!hash.isEmpty());
    const CliRun r = run({QStringLiteral("query"), QStringLiteral("--hash"), hash});
    QCOMPARE(r.status, 0);
    QVERIFY2(!r.out.contains(u'\x1B') && !r.out.contains(u"\u202E"), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"esc\\x1B[31m\\u{202E}1"), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestCliApi)
#include "tst_cli_api.moc"
