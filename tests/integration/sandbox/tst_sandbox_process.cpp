// The directdesk-sandbox process: command line, signals, --state persistence, deterministic demo
// data and merchant notifications with resends.
#include "sandboxtestdata.h"
#include "support/sandboxprocess.h"

#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <csignal>

using namespace Qt::StringLiterals;
using dd::test::SandboxProcess;

namespace {

// A merchant endpoint: records every notification body and answers the next status in line
// (the last status repeats).
class NotificationReceiver : public QObject
{
public:
    explicit NotificationReceiver(QList<int> statuses) : m_statuses(std::move(statuses))
    {
        m_server.listen(QHostAddress::LocalHost);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        });
    }
    QUrl url() const { return QUrl(u"http://127.0.0.1:%1/notify"_s.arg(m_server.serverPort())); }
    QList<QByteArray> bodies;

private:
    void read(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const qsizetype lengthAt = buffer.toLower().indexOf("content-length:");
        const qsizetype length = lengthAt < 0 ? 0 : buffer.mid(lengthAt + 15, buffer.indexOf('\r', lengthAt) - lengthAt - 15).trimmed().toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        bodies.append(buffer.mid(end + 4, length));
        buffer.remove(0, end + 4 + length);
        const int status = m_statuses.isEmpty() ? 200 : m_statuses.size() > 1 ? m_statuses.takeFirst() : m_statuses.first();
        socket->write("HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Length: 2\r\n\r\nok");
    }

    QTcpServer m_server;
    QList<int> m_statuses;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

QJsonArray withoutDates(const QJsonArray &payments)
{
    QJsonArray out;
    for (const QJsonValue &value : payments) {
        QJsonObject payment = value.toObject();
        for (const QString &key : payment.keys()) {
            if (key.endsWith(u"_date"_s) || key.endsWith(u"_url"_s))   // dates follow now, links the port
                payment.remove(key);
        }
        QJsonArray refunds;
        for (const QJsonValue &refund : payment.value(u"refunds"_s).toArray()) {
            QJsonObject r = refund.toObject();
            for (const QString &key : r.keys()) {
                if (key.endsWith(u"_date"_s))
                    r.remove(key);
            }
            refunds.append(r);
        }
        if (!refunds.isEmpty())
            payment.insert(u"refunds"_s, refunds);
        out.append(payment);
    }
    return out;
}

} // namespace

class TestSandboxProcess : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printsListeningOnLoopback();
    void customIntegrationKey();
    void rejectsBadArguments_data();
    void rejectsBadArguments();
    void stopsCleanlyOnSignal_data();
    void stopsCleanlyOnSignal();
    void stateSurvivesRestart();
    void corruptStateFileIsRefused();
    void demoDataIsDeterministic();
    void demoDataCoversEveryShape();
    void demoDataHasNoFutureDates();
    void notificationsAreResentUntilAccepted();
    void notificationsStopAfterMaxAttempts();
};

void TestSandboxProcess::printsListeningOnLoopback()
{
    SandboxProcess sandbox;
    QVERIFY2(sandbox.isReady(), qPrintable(sandbox.errorString()));
    QCOMPARE(sandbox.baseUrl().scheme(), u"http"_s);
    QCOMPARE(sandbox.baseUrl().host(), u"127.0.0.1"_s);
    QVERIFY(sandbox.baseUrl().port() > 0);
    QCOMPARE(sandbox.integrationKey(), u"sandbox-integration-key"_s);
}

void TestSandboxProcess::customIntegrationKey()
{
    SandboxProcess sandbox({u"--integration-key"_s, u"merchant-42"_s});
    QVERIFY(sandbox.isReady());
    QCOMPARE(sandbox.integrationKey(), u"merchant-42"_s);
    QCOMPARE(sandbox.postWithKey(u"/ws/query"_s, {}).value(u"status_code"_s).toString(), u"BP-QUERY-1"_s);
    QCOMPARE(sandbox.post(u"/ws/query"_s, {{u"integration_key"_s, u"sandbox-integration-key"_s}})
                 .value(u"status_code"_s).toString(), u"DA-1"_s);
}

void TestSandboxProcess::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("port not a number") << QStringList{u"--port"_s, u"http"_s};
    QTest::newRow("port too large") << QStringList{u"--port"_s, u"70000"_s};
    QTest::newRow("negative demo count") << QStringList{u"--seed-demo"_s, u"-1"_s};
    QTest::newRow("empty key") << QStringList{u"--integration-key"_s, QString()};
    QTest::newRow("bad host") << QStringList{u"--host"_s, u"not an address"_s};
    QTest::newRow("bad fault rule") << QStringList{u"--fault"_s, u"{}"_s};
    QTest::newRow("notify URL without scheme") << QStringList{u"--notify-url"_s, u"merchant.example/notify"_s};
    QTest::newRow("notify URL not http") << QStringList{u"--notify-url"_s, u"ftp://merchant.example/notify"_s};
    QTest::newRow("notification key missing") << QStringList{u"--notification-key"_s, u"/nonexistent/notification-key.pem"_s};
    QTest::newRow("notification key not PEM")
        << QStringList{u"--notification-key"_s, QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/sandboxtestdata.h")};
}

void TestSandboxProcess::rejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QProcess process;
    process.start(SandboxProcess::executablePath(), arguments);
    QVERIFY(process.waitForFinished(10000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY(process.exitCode() != 0);
    QVERIFY(!process.readAllStandardError().isEmpty());
    QVERIFY(!process.readAllStandardOutput().contains("listening on"));
}

void TestSandboxProcess::stopsCleanlyOnSignal_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestSandboxProcess::stopsCleanlyOnSignal()
{
    QFETCH(int, signal);
    QProcess process;
    process.start(SandboxProcess::executablePath(), {u"--port"_s, u"0"_s});
    QVERIFY(process.waitForStarted());
    QByteArray output;
    while (!output.contains('\n') && process.waitForReadyRead(5000))
        output += process.readAllStandardOutput();
    QVERIFY2(output.startsWith("listening on http://127.0.0.1:"), output.constData());
    QCOMPARE(::kill(static_cast<pid_t>(process.processId()), signal), 0);
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
}

void TestSandboxProcess::stateSurvivesRestart()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString stateFile = dir.filePath(u"sandbox.state"_s);
    const QJsonObject payment = dd::test::cardPayment();
    QString hash;
    QString refundId;
    {
        SandboxProcess sandbox({u"--state"_s, stateFile, u"--seed-demo"_s, u"20"_s});
        QVERIFY2(sandbox.isReady(), qPrintable(sandbox.errorString()));
        hash = sandbox.postWithKey(u"/ws/direct"_s, dd::test::directRequest(payment)).value(u"payment"_s).toObject()
                   .value(u"hash"_s).toString();
        refundId = sandbox.postWithKey(u"/ws/refund"_s, {{u"operation"_s, u"request"_s}, {u"hash"_s, hash},
                                                        {u"amount"_s, u"10.00"_s}, {u"description"_s, u"kept"_s}})
                       .value(u"refund"_s).toObject().value(u"id"_s).toString();
        QVERIFY(!refundId.isEmpty());
        sandbox.post(u"/sandbox/refunds/advance"_s, {{u"refund_id"_s, refundId}});
        QCOMPARE(sandbox.stop(), 0);
    }
    SandboxProcess restarted({u"--state"_s, stateFile, u"--seed-demo"_s, u"20"_s});
    QVERIFY2(restarted.isReady(), qPrintable(restarted.errorString()));
    const QJsonObject kept = restarted.postWithKey(u"/ws/query"_s, {{u"hash"_s, hash}}).value(u"payment"_s).toObject();
    QCOMPARE(kept.value(u"merchant_payment_code"_s), payment.value(u"merchant_payment_code"_s));
    QCOMPARE(kept.value(u"refunds"_s).toArray().at(0).toObject().value(u"status"_s).toString(), u"PE"_s);
    // Demo data is not seeded twice, the merchant code stays taken, refund ids keep counting.
    QCOMPARE(restarted.post(u"/sandbox/payments"_s, {{u"limit"_s, 0}}).value(u"total"_s).toInt(), 21);
    QCOMPARE(restarted.postWithKey(u"/ws/direct"_s, dd::test::directRequest(payment)).value(u"status_code"_s).toString(), u"BP-DR-0"_s);
    const QString nextId = restarted.postWithKey(u"/ws/refund"_s, {{u"operation"_s, u"request"_s}, {u"hash"_s, hash},
                                                                  {u"amount"_s, u"1.00"_s}, {u"description"_s, u"more"_s}})
                               .value(u"refund"_s).toObject().value(u"id"_s).toString();
    QVERIFY(!nextId.isEmpty());
    QVERIFY(nextId != refundId);
}

void TestSandboxProcess::corruptStateFileIsRefused()
{
    QTemporaryDir dir;
    const QString stateFile = dir.filePath(u"broken.state"_s);
    QFile file(stateFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a sandbox state file");
    file.close();
    SandboxProcess sandbox({u"--state"_s, stateFile});
    QVERIFY(!sandbox.isReady());
    QVERIFY(sandbox.errorString().contains(u"state file"_s));
}

void TestSandboxProcess::demoDataIsDeterministic()
{
    auto listing = [](const QString &seed) {
        SandboxProcess sandbox({u"--seed-demo"_s, u"150"_s, u"--seed"_s, seed});
        return withoutDates(sandbox.post(u"/sandbox/payments"_s, {{u"limit"_s, 1000}}).value(u"payments"_s).toArray());
    };
    const QJsonArray first = listing(u"7"_s);
    QCOMPARE(first.size(), 150);
    QCOMPARE(listing(u"7"_s), first);
    QVERIFY(listing(u"8"_s) != first);
}

void TestSandboxProcess::demoDataCoversEveryShape()
{
    SandboxProcess sandbox({u"--seed-demo"_s, u"600"_s, u"--seed"_s, u"3"_s});
    QVERIFY(sandbox.isReady());
    QSet<QString> methods, countries, currencies, statuses, refundStates;
    for (int offset = 0; offset < 600; offset += 200) {
        const QJsonArray page = sandbox.post(u"/sandbox/payments"_s, {{u"offset"_s, offset}, {u"limit"_s, 200}})
                                    .value(u"payments"_s).toArray();
        QCOMPARE(page.size(), 200);
        for (const QJsonValue &value : page) {
            const QJsonObject payment = value.toObject();
            methods.insert(payment.value(u"payment_type_code"_s).toString());
            countries.insert(payment.value(u"country"_s).toString());
            currencies.insert(payment.value(u"currency_ext"_s).toString());
            statuses.insert(payment.value(u"status"_s).toString());
            for (const QJsonValue &refund : payment.value(u"refunds"_s).toArray())
                refundStates.insert(refund.toObject().value(u"status"_s).toString());
        }
    }
    for (const char *method : {"visa", "mastercard", "amex", "elo", "hipercard", "diners", "multicaja", "sencillito",
                               "spei", "oxxo", "boleto", "mercadopago", "paypal", "picpay", "nupay", "machpay", "nequi"})
        QVERIFY2(methods.contains(QString::fromLatin1(method)), method);
    QCOMPARE(countries, (QSet<QString>{u"br"_s, u"cl"_s, u"mx"_s, u"co"_s, u"ar"_s, u"pe"_s}));
    QCOMPARE(currencies, (QSet<QString>{u"BRL"_s, u"USD"_s, u"EUR"_s, u"CLP"_s, u"MXN"_s, u"COP"_s, u"ARS"_s, u"PEN"_s}));
    QCOMPARE(statuses, (QSet<QString>{u"OP"_s, u"PE"_s, u"CO"_s, u"CA"_s}));
    QCOMPARE(refundStates, (QSet<QString>{u"RE"_s, u"PE"_s, u"CO"_s, u"CA"_s}));
}

// Seen at 30,000 payments: expired pre-authorizations opened three days ago, and confirmed refunds,
// were dated after the sandbox's now.
void TestSandboxProcess::demoDataHasNoFutureDates()
{
    const int count = 20000;
    SandboxProcess sandbox({u"--seed-demo"_s, QString::number(count), u"--seed"_s, u"1"_s}, 60000);
    QVERIFY(sandbox.isReady());
    const QString latest = QDateTime::currentDateTimeUtc().addSecs(60).toString(u"yyyy-MM-dd HH:mm:ss"_s);
    int dates = 0;
    const auto check = [&](const QJsonObject &object, const QString &what) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key().endsWith(u"_date"_s) && it.key() != u"due_date"_s && it->isString()) {
                ++dates;
                QVERIFY2(it->toString() <= latest, qPrintable(u"%1 %2 %3 is after %4"_s.arg(what, it.key(), it->toString(), latest)));
            }
        }
    };
    for (int offset = 0; offset < count; offset += 1000) {
        const QJsonArray page = sandbox.post(u"/sandbox/payments"_s, {{u"offset"_s, offset}, {u"limit"_s, 1000}})
                                    .value(u"payments"_s).toArray();
        QCOMPARE(page.size(), 1000);
        for (const QJsonValue &value : page) {
            const QJsonObject payment = value.toObject();
            const QString code = payment.value(u"merchant_payment_code"_s).toString();
            check(payment, code);
            if (QTest::currentTestFailed())
                return;
            for (const QJsonValue &refund : payment.value(u"refunds"_s).toArray()) {
                check(refund.toObject(), code + u" refund"_s);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }
    QVERIFY(dates > count);
}

void TestSandboxProcess::notificationsAreResentUntilAccepted()
{
    NotificationReceiver receiver({500, 503, 200});
    SandboxProcess sandbox({u"--notify-url"_s, receiver.url().toString(), u"--notify-retry-ms"_s, u"20"_s});
    QVERIFY(sandbox.isReady());
    const QString hash = sandbox.postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment()))
                             .value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QTRY_COMPARE(receiver.bodies.size(), 3);
    for (const QByteArray &body : std::as_const(receiver.bodies)) {
        const QUrlQuery form(QString::fromUtf8(body));
        QCOMPARE(form.queryItemValue(u"operation"_s), u"payment_status_change"_s);
        QCOMPARE(form.queryItemValue(u"notification_type"_s), u"update"_s);
        QCOMPARE(form.queryItemValue(u"hash_codes"_s), hash);
    }
    // A refund change is announced as such.
    sandbox.postWithKey(u"/ws/refund"_s, {{u"operation"_s, u"request"_s}, {u"hash"_s, hash}, {u"amount"_s, u"5.00"_s},
                                          {u"description"_s, u"notify"_s}});
    QTRY_COMPARE(receiver.bodies.size(), 4);
    QCOMPARE(QUrlQuery(QString::fromUtf8(receiver.bodies.last())).queryItemValue(u"notification_type"_s), u"refund"_s);
}

void TestSandboxProcess::notificationsStopAfterMaxAttempts()
{
    NotificationReceiver receiver({500});
    SandboxProcess sandbox({u"--notify-url"_s, receiver.url().toString(), u"--notify-retry-ms"_s, u"10"_s,
                            u"--notify-attempts"_s, u"3"_s});
    QVERIFY(sandbox.isReady());
    sandbox.postWithKey(u"/ws/direct"_s, dd::test::directRequest(dd::test::cardPayment()));
    QTRY_COMPARE(receiver.bodies.size(), 3);
    // Backoff after the third failure would be 40 ms; wait well past it to prove nothing more comes.
    QTest::qWait(300);
    QCOMPARE(receiver.bodies.size(), 3);
}

QTEST_GUILESS_MAIN(TestSandboxProcess)
#include "tst_sandbox_process.moc"
