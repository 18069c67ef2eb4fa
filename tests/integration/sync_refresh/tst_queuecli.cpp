// directdesk-cli import, sync and queue called in-process, listen as a process, against a
// directdesk-sandbox process:
// codes the client would refuse are never queued and show escaped, codes the gateway does not know
// back off and are listed, and a notification costs the queries it names, fairly.
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

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");

using Run = dd::test::CliRun;
using dd::test::cliPath;

QProcessEnvironment environment(const QString &passphrase)
{
    return dd::test::cliEnvironment(passphrase);
}

Run cli(const QStringList &arguments)
{
    return dd::test::callCli(arguments, Passphrase);
}

} // namespace

class TestQueueCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void importRefusesControlCharacters_data();
    void importRefusesControlCharacters();
    void unknownCodesBackOffAndNotificationsQueryOnlyTheirCodes();
    void realNotificationIsNotStarvedByAFlood();
    void listenShowsUntrustedCodesEscaped_data();
    void listenShowsUntrustedCodesEscaped();

private:
    QString vault() const { return m_fixture->vault(); }
    QString createPayment();
    QString writeFile(const QString &name, const QByteArray &content) const;
    int requests(const QString &path) const;

    std::unique_ptr<dd::test::CliFixture> m_fixture;
};

void TestQueueCli::initTestCase()
{
    QVERIFY(QFile::exists(cliPath()));
}

void TestQueueCli::init()
{
    m_fixture = std::make_unique<dd::test::CliFixture>();
    QVERIFY2(m_fixture->start(Passphrase), qPrintable(m_fixture->errorString()));
}

// A pending Chilean voucher: not final, so every sync queries it.
QString TestQueueCli::createPayment()
{
    const QJsonObject payment = dd::test::localPayment(QStringLiteral("multicaja"), QStringLiteral("cl"), QStringLiteral("CLP"));
    const QJsonObject answer = m_fixture->sandbox().postWithKey("/ws/direct", dd::test::directRequest(payment));
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

int TestQueueCli::requests(const QString &path) const
{
    return m_fixture->sandbox().post("/sandbox/stats", {}).value(QStringLiteral("requests")).toObject().value(path).toInt();
}

QString TestQueueCli::writeFile(const QString &name, const QByteArray &content) const
{
    QFile file(m_fixture->path(name));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(content);
    return file.fileName();
}

namespace {

int listenerPort(QProcess &listener)
{
    while (!listener.canReadLine() && listener.state() == QProcess::Running)
        listener.waitForReadyRead(1000);
    return QJsonDocument::fromJson(listener.readLine()).object().value(QStringLiteral("port")).toInt();
}

QNetworkReply *notify(QNetworkAccessManager &network, int port, const QByteArray &body)
{
    QNetworkRequest request(QUrl(u"http://127.0.0.1:" + QString::number(port) + u"/"));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
    return network.post(request, body);
}

QByteArray fakeHash(int n)
{
    return "fa" + QByteArray::number(n, 16).rightJustified(38, '0');
}

} // namespace

void TestQueueCli::importRefusesControlCharacters_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("shown");
    // Split literals: "\x07c" would be one hex escape.
    QTest::newRow("escape sequence") << QByteArray("pay\x1b[31mred") << QStringLiteral("\\x1B");
    QTest::newRow("bell") << QByteArray("pay\x07"
                                        "code")
                          << QStringLiteral("\\x07");
    QTest::newRow("delete") << QByteArray("pay\x7f"
                                          "code")
                            << QStringLiteral("\\x7F");
    QTest::newRow("c1 control") << QByteArray("pay\xc2\x9b"
                                              "code")
                                << QStringLiteral("\\x9B");
    // Refused by the list's own rule (not a code at all), before the validator.
    QTest::newRow("nul") << QByteArray("pay\x00"
                                       "code",
                                       8)
                         << QStringLiteral("\\0");
    QTest::newRow("carriage return inside") << QByteArray("pay\r"
                                                          "code")
                                            << QStringLiteral("Line 2");
}

// Codes with control characters are refused before anything is queued or sent, and the message
// shows them escaped (and the file's name, never a pointer).
void TestQueueCli::importRefusesControlCharacters()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, shown);
    const QString path = writeFile(QStringLiteral("codes2.txt"), "cli-ok-1\n" + line + "\n");
    const Run run
        = cli({ QStringLiteral("import"), QStringLiteral("--vault"), vault(), QStringLiteral("--codes"), path });
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.startsWith(path + u": "), qPrintable(run.err));
    QVERIFY2(run.err.contains(shown), qPrintable(run.err));
    for (const QChar c : run.err)
        QVERIFY2(c == u'\n' || c.unicode() >= 0x20, qPrintable(run.err));
    QCOMPARE(requests(QStringLiteral("/ws/query")), 0);
    const Run bad = cli({ QStringLiteral("import"), QStringLiteral("--vault"), vault(), QStringLiteral("--codes"),
                          writeFile(QStringLiteral("bad.txt"), "ok-1\nhas space\n") });
    QCOMPARE(bad.status, 2);
    QVERIFY2(bad.err.startsWith(m_fixture->path(QStringLiteral("bad.txt")) + u": Line 2"), qPrintable(bad.err));
}

// Codes the gateway does not know back off: a sync soon after queries none of them, and a
// notification queries only the code it names, not the queue. After MaxNotFound answers they are
// listed as unknown and a retry makes them due again.
void TestQueueCli::unknownCodesBackOffAndNotificationsQueryOnlyTheirCodes()
{
    constexpr int Ghosts = 30;
    QByteArray list;
    for (int i = 0; i < Ghosts; ++i)
        list += "ghost-" + QByteArray::number(i) + '\n';
    const QStringList withVault { QStringLiteral("--vault"), vault(), QStringLiteral("--json") };
    const Run import = cli(QStringList { QStringLiteral("import"), QStringLiteral("--codes"),
                                         writeFile(QStringLiteral("ghosts.txt"), list) }
                           + withVault);
    QCOMPARE(import.status, 6);
    QCOMPARE(import.json().value(QStringLiteral("not_found")).toInt(), Ghosts);
    QCOMPARE(requests(QStringLiteral("/ws/query")), Ghosts);

    const Run sync = cli(QStringList { QStringLiteral("sync") } + withVault);
    QCOMPARE(sync.status, 0);
    QCOMPARE(requests(QStringLiteral("/ws/query")), Ghosts); // all backing off: none due

    const QString hash = createPayment();
    QProcess listener;
    listener.setProcessEnvironment(environment(Passphrase));
    listener.start(cliPath(), QStringList { QStringLiteral("listen") } + withVault);
    QVERIFY(listener.waitForStarted(10000));
    const int port = listenerPort(listener);
    QVERIFY(port > 0);
    QNetworkAccessManager network;
    std::unique_ptr<QNetworkReply> reply(notify(
        network, port, "operation=payment_status_change&notification_type=update&hash_codes=" + hash.toLatin1()));
    QSignalSpy answered(reply.get(), &QNetworkReply::finished);
    QVERIFY(answered.wait(10000));
    QTRY_VERIFY_WITH_TIMEOUT(listener.canReadLine(), 30000);
    const QJsonObject summary = QJsonDocument::fromJson(listener.readLine()).object();
    QCOMPARE(summary.value(QStringLiteral("total")).toInt(), 1);
    QCOMPARE(summary.value(QStringLiteral("refreshed")).toInt(), 1);
    listener.terminate();
    QVERIFY(listener.waitForFinished(10000));
    QCOMPARE(requests(QStringLiteral("/ws/query")), Ghosts + 1);

    const Run listed = cli(QStringList { QStringLiteral("queue"), QStringLiteral("list") } + withVault);
    QCOMPARE(listed.status, 0);
    QCOMPARE(listed.json().value(QStringLiteral("waiting")).toInt(), Ghosts);
    QCOMPARE(listed.json().value(QStringLiteral("unknown")).toInt(), 0);
    const QJsonObject first = listed.json().value(QStringLiteral("codes")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("not_found")).toInt(), 1);
    QVERIFY(first.value(QStringLiteral("next_attempt_at")).toInteger() > 0);

    const Run retried = cli(QStringList { QStringLiteral("queue"), QStringLiteral("retry"), QStringLiteral("--code"),
                                          QStringLiteral("ghost-3") }
                            + withVault);
    QCOMPARE(retried.status, 0);
    QCOMPARE(retried.json().value(QStringLiteral("retried")).toInt(), 1);
    const Run again = cli(QStringList { QStringLiteral("sync") } + withVault);
    // The retried code and the pending voucher; no other ghost is due.
    QCOMPARE(again.json().value(QStringLiteral("total")).toInt(), 2);
    QCOMPARE(requests(QStringLiteral("/ws/query")), Ghosts + 3);
}

// A notification naming hundreds of codes the gateway does not know, then a real one: the real one
// is queried within two rounds of its arrival, not after the flood, and the flood costs one query
// per code it names (never the queue again).
void TestQueueCli::realNotificationIsNotStarvedByAFlood()
{
    constexpr int Fakes = 400;
    const QString hash = createPayment();
    QProcess listener;
    listener.setProcessEnvironment(environment(Passphrase));
    listener.start(cliPath(),
                   { QStringLiteral("listen"), QStringLiteral("--vault"), vault(), QStringLiteral("--json") });
    QVERIFY(listener.waitForStarted(10000));
    const int port = listenerPort(listener);
    QVERIFY(port > 0);
    QByteArrayList fakes;
    for (int i = 0; i < Fakes; ++i)
        fakes.append(fakeHash(i));
    QNetworkAccessManager network;
    std::unique_ptr<QNetworkReply> flood(notify(
        network, port, "operation=payment_status_change&notification_type=update&hash_codes=" + fakes.join(',')));
    std::unique_ptr<QNetworkReply> real(notify(
        network, port, "operation=payment_status_change&notification_type=update&hash_codes=" + hash.toLatin1()));
    QSignalSpy realAnswered(real.get(), &QNetworkReply::finished);
    QVERIFY(real->isFinished() || realAnswered.wait(15000));
    // The listener answers once it has the notification: at most this many queries were made before.
    const int queriedBeforeReal = requests(QStringLiteral("/ws/query"));

    int rounds = 0;
    int queried = 0;
    int queriedWhenRealStored = 0;
    while (queried < Fakes + 1) {
        QTRY_VERIFY2_WITH_TIMEOUT(
            listener.canReadLine(),
            qPrintable(QStringLiteral("after %1 queries in %2 rounds; flood answered %3")
                           .arg(queried)
                           .arg(rounds)
                           .arg(flood->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt())),
            60000);
        const QJsonObject summary = QJsonDocument::fromJson(listener.readLine()).object();
        ++rounds;
        queried += summary.value(QStringLiteral("total")).toInt();
        if (summary.value(QStringLiteral("refreshed")).toInt() > 0 && queriedWhenRealStored == 0)
            queriedWhenRealStored = queried;
    }
    QCOMPARE(queried, Fakes + 1);
    // Counted in queries, not time: the round running when it arrived ends, and the next one
    // (50 codes at most) takes it among the first codes of every notification.
    QVERIFY2(queriedWhenRealStored > 0 && queriedWhenRealStored <= queriedBeforeReal + 2 * 50,
             qPrintable(QStringLiteral("%1 > %2 + 100").arg(queriedWhenRealStored).arg(queriedBeforeReal)));
    listener.terminate();
    QVERIFY(listener.waitForFinished(10000));
    QCOMPARE(requests(QStringLiteral("/ws/query")), Fakes + 1);
    // The next sync queries none of the fakes again: they are backing off.
    const Run sync = cli({ QStringLiteral("sync"), QStringLiteral("--vault"), vault(), QStringLiteral("--json") });
    QCOMPARE(sync.status, 0);
    QCOMPARE(requests(QStringLiteral("/ws/query")), Fakes + 1 + sync.json().value(QStringLiteral("total")).toInt());
    QVERIFY(sync.json().value(QStringLiteral("total")).toInt() <= 1); // the real payment, if not final
}

void TestQueueCli::listenShowsUntrustedCodesEscaped_data()
{
    QTest::addColumn<QByteArray>("encoded");
    QTest::addColumn<QString>("shown");
    QTest::newRow("escape sequence") << QByteArray("pay%1B%5B2Jcode") << QStringLiteral("pay\\x1B[2Jcode");
    QTest::newRow("nul") << QByteArray("pay%00code") << QStringLiteral("pay\\0code");
    QTest::newRow("bell") << QByteArray("pay%07code") << QStringLiteral("pay\\x07code");
    QTest::newRow("cr lf (refused by the listener)")
        << QByteArray("pay%0D%0Acode") << QStringLiteral("pay\\r\\ncode");
}

// A notified merchant code with control characters is never queued or queried (the client would
// refuse it for ever), and the line that reports it shows the bytes escaped.
void TestQueueCli::listenShowsUntrustedCodesEscaped()
{
    QFETCH(QByteArray, encoded);
    QFETCH(QString, shown);
    QProcess listener;
    listener.setProcessEnvironment(environment(Passphrase));
    listener.start(cliPath(),
                   { QStringLiteral("listen"), QStringLiteral("--vault"), vault(), QStringLiteral("--json") });
    QVERIFY(listener.waitForStarted(10000));
    const int port = listenerPort(listener);
    QVERIFY(port > 0);
    QNetworkAccessManager network;
    std::unique_ptr<QNetworkReply> reply(notify(
        network, port, "operation=payment_status_change&notification_type=update&merchant_payment_code=" + encoded));
    QSignalSpy answered(reply.get(), &QNetworkReply::finished);
    QVERIFY(answered.wait(10000));
    QByteArray err;
    QTRY_VERIFY_WITH_TIMEOUT((err += listener.readAllStandardError()).contains('\n'), 30000);
    listener.terminate();
    QVERIFY(listener.waitForFinished(10000));
    err += listener.readAllStandardError();
    const QString text = QString::fromUtf8(err);
    QVERIFY2(text.contains(shown), qPrintable(text));
    for (const QChar c : text)
        QVERIFY2(c == u'\n' || c.unicode() >= 0x20, qPrintable(text));
    QCOMPARE(requests(QStringLiteral("/ws/query")), 0);
}

QTEST_GUILESS_MAIN(TestQueueCli)
#include "tst_queuecli.moc"
