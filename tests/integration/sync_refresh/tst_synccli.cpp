// directdesk-cli sync, import, query and the write commands, called in-process (exit statuses of a
// bad command line, a wrong passphrase, a kill and listen as processes): exit statuses, --json
// output, and exactly one effect per refund even when the process is killed mid-call.
#include "core/cache/vault.h"
#include "integration/sandbox/sandboxtestdata.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace dd;
using dd::test::SandboxProcess;

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");

using Run = dd::test::CliRun;
using dd::test::cliPath;

QProcessEnvironment environment(const QString &passphrase)
{
    return dd::test::cliEnvironment(passphrase);
}

Run cli(const QStringList &arguments, const QString &passphrase = Passphrase)
{
    return dd::test::callCli(arguments, passphrase);
}

// The built program, as a scheduled job runs it.
Run program(const QStringList &arguments, const QString &passphrase = Passphrase)
{
    return dd::test::runCli(arguments, passphrase);
}

} // namespace

class TestSyncCli : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void badCommandLines_data();
    void badCommandLines();
    void wrongPassphrase();
    void syncAndQuery();
    void importCodes();
    void refundKilledBetweenSendAndAnswer();
    void refundAnswerLostThenSync();
    void bulkRefundsValidatedBeforeAnyIsSent();
    void bulkRefundRowsOfOnePaymentAreSummed_data();
    void bulkRefundRowsOfOnePaymentAreSummed();
    void listenQueriesNotifiedPayments();
    void everyWriteTakesEffectOnce_data();
    void everyWriteTakesEffectOnce();

private:
    QString vault() const { return m_fixture->vault(); }
    QString createPayment(bool card, bool autoCapture = true);
    int effects(const QString &path) const;
    int requests(const QString &path) const;
    void addFault(const QString &kind, const QString &path, int count);
    QStringList refundArguments(const QString &hash, const QString &code) const;

    std::unique_ptr<dd::test::CliFixture> m_fixture;
    QString m_lastCode;   // the merchant payment code of the last payment made
};

void TestSyncCli::initTestCase()
{
    QVERIFY(QFile::exists(cliPath()));
}

void TestSyncCli::init()
{
    m_fixture = std::make_unique<dd::test::CliFixture>();
    QVERIFY2(m_fixture->start(Passphrase), qPrintable(m_fixture->errorString()));
}

// A card payment (captured unless `autoCapture` is false) or a voucher, made on the sandbox past the cache.
QString TestSyncCli::createPayment(bool card, bool autoCapture)
{
    QJsonObject payment;
    if (card) {
        QJsonObject details = dd::test::rawCard();
        details.insert(QStringLiteral("auto_capture"), autoCapture);
        payment = dd::test::cardPayment(details);
    } else {
        payment = dd::test::localPayment(QStringLiteral("multicaja"), QStringLiteral("cl"), QStringLiteral("CLP"));
    }
    m_lastCode = payment.value(QStringLiteral("merchant_payment_code")).toString();
    const QJsonObject answer = m_fixture->sandbox().postWithKey("/ws/direct", dd::test::directRequest(payment));
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

int TestSyncCli::effects(const QString &path) const
{
    return m_fixture->sandbox().post("/sandbox/stats", {}).value(QStringLiteral("effects")).toObject().value(path).toInt();
}

int TestSyncCli::requests(const QString &path) const
{
    return m_fixture->sandbox().post("/sandbox/stats", {}).value(QStringLiteral("requests")).toObject().value(path).toInt();
}

void TestSyncCli::addFault(const QString &kind, const QString &path, int count)
{
    const QJsonObject added = m_fixture->sandbox().post("/sandbox/faults", {{QStringLiteral("kind"), kind},
                                                                  {QStringLiteral("count"), count},
                                                                  {QStringLiteral("paths"), QJsonArray{path}}});
    QCOMPARE(added.value(QStringLiteral("status")).toString(), QStringLiteral("SUCCESS"));
}

QStringList TestSyncCli::refundArguments(const QString &hash, const QString &code) const
{
    return {QStringLiteral("refund"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"), hash,
            QStringLiteral("--amount"), QStringLiteral("10.00"), QStringLiteral("--description"),
            QStringLiteral("damaged"), QStringLiteral("--merchant-refund-code"), code, QStringLiteral("--json")};
}

void TestSyncCli::badCommandLines_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    const QString v = QStringLiteral("--vault");
    const QString path = QStringLiteral("/nonexistent/x.ddc");
    QTest::newRow("sync without vault") << QStringList{QStringLiteral("sync")} << 2;
    QTest::newRow("sync unknown option") << QStringList{QStringLiteral("sync"), v, path, QStringLiteral("--fast")} << 2;
    QTest::newRow("import without file") << QStringList{QStringLiteral("import"), v, path} << 2;
    QTest::newRow("import both files") << QStringList{QStringLiteral("import"), v, path, QStringLiteral("--codes"), QStringLiteral("a"),
                                                      QStringLiteral("--notifications"), QStringLiteral("b")} << 2;
    QTest::newRow("import unreadable file") << QStringList{QStringLiteral("import"), v, path, QStringLiteral("--codes"),
                                                           QStringLiteral("/nonexistent/codes.txt")} << 10;
    QTest::newRow("query without code") << QStringList{QStringLiteral("query"), v, path} << 2;
    QTest::newRow("query with both codes") << QStringList{QStringLiteral("query"), v, path, QStringLiteral("--hash"), QStringLiteral("a"),
                                                          QStringLiteral("--merchant-code"), QStringLiteral("b")} << 2;
    QTest::newRow("refund without amount") << QStringList{QStringLiteral("refund"), v, path, QStringLiteral("--hash"), QStringLiteral("a"),
                                                          QStringLiteral("--description"), QStringLiteral("d")} << 2;
    QTest::newRow("refund without hash") << QStringList{QStringLiteral("refund"), v, path, QStringLiteral("--amount"), QStringLiteral("1"),
                                                        QStringLiteral("--description"), QStringLiteral("d")} << 2;
    QTest::newRow("cancel without hash") << QStringList{QStringLiteral("cancel"), v, path} << 2;
    QTest::newRow("schedule not a number") << QStringList{QStringLiteral("sync"), v, path, QStringLiteral("--schedule"),
                                                          QStringLiteral("often")} << 2;
    QTest::newRow("schedule negative") << QStringList{QStringLiteral("sync"), v, path, QStringLiteral("--schedule"),
                                                      QStringLiteral("-5")} << 2;
    QTest::newRow("schedule over a day") << QStringList{QStringLiteral("sync"), v, path, QStringLiteral("--schedule"),
                                                        QStringLiteral("1441")} << 2;
    QTest::newRow("missing vault file") << QStringList{QStringLiteral("sync"), v, path} << 9;
}

void TestSyncCli::badCommandLines()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    const Run run = program(arguments);
    QCOMPARE(run.status, status);
    QCOMPARE(requests(QStringLiteral("/ws/query")), 0);
}

void TestSyncCli::wrongPassphrase()
{
    const Run run = program({QStringLiteral("sync"), QStringLiteral("--vault"), vault()}, QStringLiteral("wrong passphrase 1234"));
    QCOMPARE(run.status, 9);
    QVERIFY(!run.out.contains(Passphrase));
}

void TestSyncCli::syncAndQuery()
{
    const QString hash = createPayment(false);
    Run run = cli({QStringLiteral("query"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"), hash, QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.json().value(QStringLiteral("status")).toString(), QStringLiteral("PE"));
    m_fixture->sandbox().post("/sandbox/payments/confirm", {{QStringLiteral("hash"), hash}});
    run = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.json().value(QStringLiteral("total")).toInt(), 1);
    QCOMPARE(run.json().value(QStringLiteral("refreshed")).toInt(), 1);
    // Now CO without refunds: final, so a plain sync has nothing to do; --all queries it again.
    run = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--json")});
    QCOMPARE(run.json().value(QStringLiteral("total")).toInt(), 0);
    run = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--all"), QStringLiteral("--json")});
    QCOMPARE(run.json().value(QStringLiteral("total")).toInt(), 1);
    QCOMPARE(run.status, 0);
    run = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--schedule"), QStringLiteral("15"),
               QStringLiteral("--json")});
    QCOMPARE(run.status, 0);
    QCOMPARE(run.json().value(QStringLiteral("schedule_minutes")).toInt(), 15);
}

void TestSyncCli::importCodes()
{
    const QString hash = createPayment(false);
    QFile codes(m_fixture->path(QStringLiteral("codes.txt")));
    QVERIFY(codes.open(QIODevice::WriteOnly));
    codes.write("# from the bank\n" + hash.toLatin1() + "\n" + m_lastCode.toLatin1() + "\nunknown-code-9\n");
    codes.close();
    const Run run = cli({QStringLiteral("import"), QStringLiteral("--vault"), vault(), QStringLiteral("--codes"),
                         codes.fileName(), QStringLiteral("--json")});
    // Both refer to the same payment; the unknown code fails and stays queued.
    QCOMPARE(run.status, 6);
    QCOMPARE(run.json().value(QStringLiteral("refreshed")).toInt(), 2);
    QCOMPARE(run.json().value(QStringLiteral("failed")).toInt(), 1);
    QCOMPARE(run.json().value(QStringLiteral("still_queued")).toInt(), 1);
}

void TestSyncCli::refundKilledBetweenSendAndAnswer()
{
    const QString hash = createPayment(true);
    QVERIFY(!hash.isEmpty());
    addFault(QStringLiteral("hang"), QStringLiteral("/ws/refund"), 3);
    QProcess first;
    first.setProcessEnvironment(environment(Passphrase));
    first.start(cliPath(), refundArguments(hash, QStringLiteral("kill-1")));
    QVERIFY(first.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(requests(QStringLiteral("/ws/refund")) >= 1, 20000);
    first.kill();
    QVERIFY(first.waitForFinished(10000));
    QCOMPARE(first.exitStatus(), QProcess::CrashExit);
    m_fixture->sandbox().post("/sandbox/faults/clear", {});

    // The second run resolves the open intent by query (not applied), then sends it once.
    Run second = cli(refundArguments(hash, QStringLiteral("kill-1")));
    QVERIFY2(second.status == 0, qPrintable(second.out + second.err));
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 1);
    // Repeating the command never refunds twice.
    const Run third = cli(refundArguments(hash, QStringLiteral("kill-1")));
    Q_UNUSED(third);
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 1);
}

void TestSyncCli::refundAnswerLostThenSync()
{
    const QString hash = createPayment(true);
    addFault(QStringLiteral("apply_then_drop"), QStringLiteral("/ws/refund"), 3);
    const Run first = cli(refundArguments(hash, QStringLiteral("lost-1")));
    QVERIFY2(first.status == 8, qPrintable(first.out + first.err));
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 1);
    m_fixture->sandbox().post("/sandbox/faults/clear", {});

    const Run sync = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--json")});
    QCOMPARE(sync.status, 0);
    QCOMPARE(sync.json().value(QStringLiteral("resolved")).toInt() >= 1, true);
    const Run again = cli(refundArguments(hash, QStringLiteral("lost-1")));
    Q_UNUSED(again);
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 1);
    const Run query = cli({QStringLiteral("query"), QStringLiteral("--vault"), vault(), QStringLiteral("--hash"), hash,
                           QStringLiteral("--json")});
    QCOMPARE(query.json().value(QStringLiteral("refunds")).toArray().size(), 1);
}

void TestSyncCli::bulkRefundsValidatedBeforeAnyIsSent()
{
    const QString first = createPayment(true);
    const QString second = createPayment(true);
    const QString csv = m_fixture->path(QStringLiteral("refunds.csv"));
    const auto writeCsv = [&csv](const QByteArray &content) {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
    };
    const QStringList arguments{QStringLiteral("refunds"), QStringLiteral("--vault"), vault(), QStringLiteral("--from-csv"),
                                csv, QStringLiteral("--json")};
    // The second row asks for more than the payment: nothing at all is sent.
    writeCsv("hash,amount,description,merchant_refund_code\n" + first.toLatin1() + ",10.00,\"damaged, box\",bulk-1\n"
             + second.toLatin1() + ",5000.00,too much,bulk-2\n");
    Run run = cli(arguments);
    QVERIFY2(run.status == 3, qPrintable(run.out + run.err));
    QCOMPARE(run.json().value(QStringLiteral("invalid")).toInt(), 1);
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 0);
    QFile result(csv + QStringLiteral(".result.csv"));
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(result.readAll().count("not_sent"), 2);
    result.close();

    writeCsv("hash,amount,description,merchant_refund_code\n" + first.toLatin1() + ",10.00,\"damaged, box\",bulk-1\n"
             + second.toLatin1() + ",5.00,late delivery,bulk-2\n");
    run = cli(arguments);
    QVERIFY2(run.status == 0, qPrintable(run.out + run.err));
    QCOMPARE(run.json().value(QStringLiteral("succeeded")).toInt(), 2);
    QCOMPARE(effects(QStringLiteral("/ws/refund")), 2);
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(result.readAll().count("SUCCESS"), 2);
}

void TestSyncCli::bulkRefundRowsOfOnePaymentAreSummed_data()
{
    // Two BRL 100.00 card payments (A, B); each row is "payment:amount".
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("refunds");      // effects on /ws/refund
    QTest::addColumn<int>("summedRows");   // rows refused because their payment's sum is too big
    QTest::newRow("two rows fit exactly") << QStringList{u"A:60.00"_qs, u"A:40.00"_qs} << 0 << 2 << 0;
    QTest::newRow("two rows, each fits, sum does not") << QStringList{u"A:60.00"_qs, u"A:40.01"_qs} << 3 << 0 << 2;
    QTest::newRow("three rows over, other payment fine")
        << QStringList{u"A:30.00"_qs, u"B:10.00"_qs, u"A:30.00"_qs, u"A:40.01"_qs} << 3 << 0 << 3;
    QTest::newRow("both payments in full") << QStringList{u"A:100.00"_qs, u"B:50.00"_qs, u"B:50.00"_qs} << 0 << 3 << 0;
    QTest::newRow("one row alone too big") << QStringList{u"A:100.01"_qs, u"B:1.00"_qs} << 3 << 0 << 0;
}

void TestSyncCli::bulkRefundRowsOfOnePaymentAreSummed()
{
    QFETCH(QStringList, rows);
    QFETCH(int, status);
    QFETCH(int, refunds);
    QFETCH(int, summedRows);
    const QHash<QString, QString> hashes{{u"A"_qs, createPayment(true)}, {u"B"_qs, createPayment(true)}};
    QByteArray content = "hash,amount,description,merchant_refund_code\n";
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QStringList parts = rows.at(i).split(u':');
        content += hashes.value(parts.at(0)).toLatin1() + ',' + parts.at(1).toLatin1() + ",returned,sum-"
                   + QByteArray::number(i) + '\n';
    }
    const QString csv = m_fixture->path(QStringLiteral("summed.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const Run run = cli({QStringLiteral("refunds"), QStringLiteral("--vault"), vault(), QStringLiteral("--from-csv"),
                         csv, QStringLiteral("--json")});
    QVERIFY2(run.status == status, qPrintable(run.out + run.err));
    QCOMPARE(effects(QStringLiteral("/ws/refund")), refunds);
    QFile result(csv + QStringLiteral(".result.csv"));
    QVERIFY(result.open(QIODevice::ReadOnly));
    const QByteArray text = result.readAll();
    QCOMPARE(int(text.count("add up to")), summedRows);
    QCOMPARE(int(text.count("SUCCESS")), status == 0 ? int(rows.size()) : 0);
}

void TestSyncCli::listenQueriesNotifiedPayments()
{
    const QString hash = createPayment(false);
    QProcess listener;
    listener.setProcessEnvironment(environment(Passphrase));
    listener.start(cliPath(), {QStringLiteral("listen"), QStringLiteral("--vault"), vault(), QStringLiteral("--json")});
    QVERIFY(listener.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(listener.canReadLine(), 15000);
    const QJsonObject ready = QJsonDocument::fromJson(listener.readLine()).object();
    const int port = ready.value(QStringLiteral("port")).toInt();
    QVERIFY(port > 0);
    QCOMPARE(ready.value(QStringLiteral("listening")).toString(), QStringLiteral("127.0.0.1"));

    const SandboxProcess::RawReply reply = [&] {
        QNetworkAccessManager network;
        QNetworkRequest request(QUrl(u"http://127.0.0.1:" + QString::number(port) + u"/"));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
        QNetworkReply *answer = network.post(request, "operation=payment_status_change&notification_type=update&hash_codes="
                                                          + hash.toLatin1());
        QSignalSpy finished(answer, &QNetworkReply::finished);
        SandboxProcess::RawReply raw;
        if (finished.wait(10000))
            raw.httpStatus = answer->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        delete answer;
        return raw;
    }();
    QCOMPARE(reply.httpStatus, 200);
    QTRY_VERIFY_WITH_TIMEOUT(listener.canReadLine(), 15000);
    const QJsonObject summary = QJsonDocument::fromJson(listener.readLine()).object();
    QCOMPARE(summary.value(QStringLiteral("refreshed")).toInt(), 1);
    listener.terminate();
    QVERIFY(listener.waitForFinished(10000));
    QCOMPARE(listener.exitStatus(), QProcess::NormalExit);
    QCOMPARE(listener.exitCode(), 0);
}

void TestSyncCli::everyWriteTakesEffectOnce_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("fault");
    const QStringList faults{QStringLiteral("apply_then_drop"), QStringLiteral("http_500"), QStringLiteral("http_502"),
                             QStringLiteral("reset"), QStringLiteral("truncate"), QStringLiteral("malformed")};
    for (const QString &command : {QStringLiteral("capture"), QStringLiteral("cancel"), QStringLiteral("refund"),
                                   QStringLiteral("cancel-refund")})
        for (const QString &fault : faults)
            QTest::addRow("%s %s", qPrintable(command), qPrintable(fault)) << command << fault;
}

// Whatever the first attempt met, a sync and a second run of the same command leave exactly one
// effect at the gateway.
void TestSyncCli::everyWriteTakesEffectOnce()
{
    QFETCH(QString, command);
    QFETCH(QString, fault);
    const bool cancelRefund = command == u"cancel-refund";
    const QString path = cancelRefund ? QStringLiteral("/ws/refund") : QString(u"/ws/" + command);
    const QString hash = command == u"capture" ? createPayment(true, false)
                         : command == u"cancel" ? createPayment(false)
                                                : createPayment(true);
    QVERIFY(!hash.isEmpty());
    QStringList arguments = command == u"refund"
                                ? refundArguments(hash, QStringLiteral("once-1"))
                                : QStringList{command, QStringLiteral("--vault"), vault(), QStringLiteral("--hash"), hash,
                                              QStringLiteral("--json")};
    int baseline = 0;
    if (cancelRefund) {
        // A refund requested at the gateway (RE), to be cancelled once.
        const QJsonObject requested = m_fixture->sandbox().postWithKey(
            "/ws/refund", {{QStringLiteral("operation"), QStringLiteral("request")},
                           {QStringLiteral("hash"), hash},
                           {QStringLiteral("amount"), QStringLiteral("10.00")},
                           {QStringLiteral("description"), QStringLiteral("to cancel")},
                           {QStringLiteral("merchant_refund_code"), QStringLiteral("cr-1")}});
        QCOMPARE(requested.value(QStringLiteral("status")).toString(), QStringLiteral("SUCCESS"));
        arguments << QStringLiteral("--merchant-refund-code") << QStringLiteral("cr-1");
        baseline = effects(path);
    }
    addFault(fault, path, 3);
    const Run first = cli(arguments);
    QVERIFY(first.status >= 0);
    QVERIFY(effects(path) <= baseline + 1);
    m_fixture->sandbox().post("/sandbox/faults/clear", {});
    const Run sync = cli({QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--json")});
    QCOMPARE(sync.status, 0);
    const Run second = cli(arguments);
    QVERIFY(second.status >= 0);
    const Run third = cli(arguments);
    QVERIFY(third.status >= 0);
    QCOMPARE(effects(path), baseline + 1);
}

QTEST_GUILESS_MAIN(TestSyncCli)
#include "tst_synccli.moc"
