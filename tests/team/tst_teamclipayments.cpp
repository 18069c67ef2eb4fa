// `query`, `sync`, `import`, `queue`, `reconcile` and `refunds --from-csv` with --server, called in
// this process against a real throw-away PostgreSQL cluster, the sandbox gateway over HTTP and a real
// team worker (a directdesk-cli process). Every bad command line and every refused setup is a row:
// nothing is sent to the gateway, queued or recorded (both or neither store option, the key missing,
// a Finance login, an unsafe server, a bad code or row). `query` and `sync` ask the gateway with the
// key as the worker takes it and store the answers for the team; `query --stored` shows the stored
// copy without a key; `import` queues codes once however often it runs and asks the gateway nothing;
// `queue list` shows the team's queue and the actions whose outcome is unknown; `reconcile` gives the
// report a vault with the same payments gives, and keeps its runs to compare the next one with as a
// vault does; `refunds` records one request per row for the worker (two rows of one payment one after
// the other), refuses the file whole when a row is bad or the payment has another action open, and
// holds a refund above the threshold for a Manager.
#include "core/access/refundapprovals.h"
#include "core/storage/importqueue.h"
#include "core/sync/refundcsv.h"
#include "support/clirun.h"

#include "teamactionfixture.h"

#include <QDate>
#include <QJsonArray>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::CliRun;

namespace {

const QString VaultPassphrase = u"team cli vault 2026"_s;

QStringList lines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(u'\n', Qt::SkipEmptyParts);
}

// A line of a result file, by column.
QStringList fieldsOf(const QString &line)
{
    return RefundCsv::fields(line);
}

} // namespace

class TestTeamCliPayments : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void nothingIsSentForABadCommandLine_data();
    void nothingIsSentForABadCommandLine();
    void refusedSetupsSendNothing_data();
    void refusedSetupsSendNothing();
    void queryStoresTheAnswerForTheTeam();
    void importQueuesOnceAndSyncQueriesTheQueue();
    void queueListShowsUnknownOutcomes();
    void theWorkersScheduleAndQueueRetryOnTheServer();
    void reconcileGivesTheVaultsReport();
    void badRowsRefuseTheWholeFile();
    void refundsAreRecordedForTheWorker();
    void aPaymentWithAnOpenActionRefusesTheFile();
    void aRefundAboveTheThresholdIsHeld();

private:
    QString conninfo(const QString &login) const { return m_team.conninfo(login); }
    CliRun cli(const QStringList &arguments) { return test::callCli(arguments, VaultPassphrase); }
    QString write(const QString &name, const QByteArray &content);
    // A card payment made at the sandbox that the team store does not know; its hash and code.
    std::pair<QString, QString> paymentAtTheGateway(const QJsonObject &payment = test::cardPayment());
    int gatewayRequests() { return test::gatewayRequests(m_team.sandbox()); }
    qint64 actionRequests();

    test::TeamActionFixture m_team;
    QString m_payment;   // stored by the worker, for the bad input rows: nobody acts on it
};

void TestTeamCliPayments::initTestCase()
{
    // The key comes only from where each test gives it.
    qunsetenv("DIRECTDESK_INTEGRATION_KEY");
    qunsetenv("DIRECTDESK_BASE_URL");
    QVERIFY2(m_team.start(17), qPrintable(m_team.problem()));
    m_payment = m_team.newPayment();
    QVERIFY(!m_payment.isEmpty());
}

void TestTeamCliPayments::cleanupTestCase()
{
    m_team.stopWorker();
}

QString TestTeamCliPayments::write(const QString &name, const QByteArray &content)
{
    QFile file(m_team.folder(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return file.fileName();
}

std::pair<QString, QString> TestTeamCliPayments::paymentAtTheGateway(const QJsonObject &payment)
{
    const QJsonObject answer = m_team.sandbox().postWithKey("/ws/direct", test::directRequest(payment));
    return {answer.value(u"payment"_s).toObject().value(u"hash"_s).toString(),
            payment.value(u"merchant_payment_code"_s).toString()};
}

qint64 TestTeamCliPayments::actionRequests()
{
    const auto counted = m_team.owner().connection().exec("SELECT count(*) FROM directdesk.action_requests");
    return counted ? counted->bytes(0, 0).toLongLong() : -1;
}

void TestTeamCliPayments::nothingIsSentForABadCommandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString server = u"--server=SOL"_s;
    const QString vault = u"--vault=VAULT"_s;
    const QString hash = u"--hash=HASH"_s;
    const QString orders = u"--orders=ORDERS"_s;
    QTest::newRow("query with both") << QStringList{u"query"_s, vault, server, hash} << u"not both"_s;
    QTest::newRow("query with neither") << QStringList{u"query"_s, hash} << u"--server CONNINFO"_s;
    QTest::newRow("sync with both") << QStringList{u"sync"_s, vault, server} << u"not both"_s;
    QTest::newRow("sync with neither") << QStringList{u"sync"_s, u"--all"_s} << u"--server CONNINFO"_s;
    QTest::newRow("import with both") << QStringList{u"import"_s, vault, server, u"--codes=CODES"_s} << u"not both"_s;
    QTest::newRow("import with neither") << QStringList{u"import"_s, u"--codes=CODES"_s} << u"--server CONNINFO"_s;
    QTest::newRow("queue list with both") << QStringList{u"queue"_s, u"list"_s, vault, server} << u"not both"_s;
    QTest::newRow("queue list with neither") << QStringList{u"queue"_s, u"list"_s} << u"--server CONNINFO"_s;
    QTest::newRow("reconcile with both") << QStringList{u"reconcile"_s, vault, server, orders, u"--column=code=A"_s}
                                         << u"not both"_s;
    QTest::newRow("reconcile with neither") << QStringList{u"reconcile"_s, orders, u"--column=code=A"_s}
                                            << u"--server CONNINFO"_s;
    QTest::newRow("refunds with both") << QStringList{u"refunds"_s, vault, server, u"--from-csv=CSV"_s} << u"not both"_s;
    QTest::newRow("refunds with neither") << QStringList{u"refunds"_s, u"--from-csv=CSV"_s} << u"--server CONNINFO"_s;
    QTest::newRow("refunds --wait on a vault") << QStringList{u"refunds"_s, vault, u"--from-csv=CSV"_s, u"--wait=5"_s}
                                               << u"--wait is for the team server"_s;
    QTest::newRow("query --gateway-config on a vault")
        << QStringList{u"query"_s, vault, hash, u"--gateway-config=CONFIG"_s} << u"for the team server"_s;
    QTest::newRow("reconcile --gateway-config on a vault")
        << QStringList{u"reconcile"_s, vault, orders, u"--column=code=A"_s, u"--gateway-config=CONFIG"_s}
        << u"for the team server"_s;
    QTest::newRow("query --stored with a key") << QStringList{u"query"_s, server, hash, u"--stored"_s,
                                                              u"--gateway-config=CONFIG"_s}
                                               << u"--stored asks no gateway"_s;
    QTest::newRow("query without a key") << QStringList{u"query"_s, server, hash} << u"DIRECTDESK_INTEGRATION_KEY"_s;
    QTest::newRow("sync without a key") << QStringList{u"sync"_s, server} << u"--gateway-config FILE"_s;
    QTest::newRow("an unreadable key file") << QStringList{u"query"_s, server, hash, u"--gateway-config=NONE"_s}
                                            << u"Cannot read the gateway configuration"_s;
    QTest::newRow("a code that can never be sent")
        << QStringList{u"import"_s, server, u"--codes=LONGCODE"_s} << u"neither a payment hash"_s;
}

void TestTeamCliPayments::nothingIsSentForABadCommandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(u"SOL"_s, conninfo(u"sol"_s));
    arguments.replaceInStrings(u"VAULT"_s, m_team.folder(u"none.ddc"_s));
    arguments.replaceInStrings(u"HASH"_s, m_payment);
    arguments.replaceInStrings(u"ORDERS"_s, write(u"orders.csv"_s, "A\n1\n"));
    arguments.replaceInStrings(u"CODES"_s, write(u"codes.txt"_s, m_payment.toLatin1() + '\n'));
    arguments.replaceInStrings(u"LONGCODE"_s, write(u"long.txt"_s, QByteArray(41, 'x') + '\n'));
    arguments.replaceInStrings(u"CSV"_s, write(u"refunds.csv"_s, "hash,amount,description\n" + m_payment.toLatin1() + ",1.00,x\n"));
    arguments.replaceInStrings(u"CONFIG"_s, m_team.gatewayConfig());
    arguments.replaceInStrings(u"NONE"_s, m_team.folder(u"no-such-config.json"_s));
    const int sent = gatewayRequests();
    const qint64 queued = m_team.owner().importQueue().size();
    const qint64 recorded = actionRequests();
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(gatewayRequests(), sent);
    QCOMPARE(m_team.owner().importQueue().size(), queued);
    QCOMPARE(actionRequests(), recorded);
    QVERIFY(!QFile::exists(m_team.folder(u"refunds.csv.result.csv"_s)));
}

void TestTeamCliPayments::refusedSetupsSendNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    const QStringList fabio{u"--server"_s, conninfo(u"fabio"_s)};
    const QStringList key{u"--gateway-config"_s, m_team.gatewayConfig()};
    const QStringList hash{u"--hash"_s, m_payment};
    const QStringList codes{u"--codes"_s, u"CODES"_s};
    const QStringList csv{u"--from-csv"_s, u"CSV"_s};
    QTest::newRow("a Finance login queries") << (QStringList{u"query"_s} + fabio + key + hash) << 11 << u"role"_s;
    QTest::newRow("a Finance login syncs") << (QStringList{u"sync"_s} + fabio + key) << 11 << u"role"_s;
    QTest::newRow("a Finance login imports") << (QStringList{u"import"_s} + fabio + codes) << 11 << u"role"_s;
    QTest::newRow("a Finance login lists the queue") << QStringList{u"queue"_s, u"list"_s} + fabio << 11 << u"role"_s;
    QTest::newRow("a Finance login refunds") << (QStringList{u"refunds"_s} + fabio + csv) << 11 << u"role"_s;
    const QStringList elsewhere{u"--server"_s, u"host=db.example.com dbname=team user=sol sslmode=require"_s};
    QTest::newRow("query, plaintext to another computer") << (QStringList{u"query"_s} + elsewhere + key + hash) << 3
                                                          << u"verify-full"_s;
    QTest::newRow("sync, plaintext to another computer") << (QStringList{u"sync"_s} + elsewhere + key) << 3
                                                         << u"verify-full"_s;
    QTest::newRow("import, plaintext to another computer") << (QStringList{u"import"_s} + elsewhere + codes) << 3
                                                           << u"verify-full"_s;
    QTest::newRow("queue, plaintext to another computer") << (QStringList{u"queue"_s, u"list"_s} + elsewhere) << 3
                                                          << u"verify-full"_s;
    QTest::newRow("refunds, plaintext to another computer") << (QStringList{u"refunds"_s} + elsewhere + csv) << 3
                                                            << u"verify-full"_s;
    QTest::newRow("reconcile, plaintext to another computer")
        << (QStringList{u"reconcile"_s} + elsewhere + QStringList{u"--orders"_s, u"ORDERS"_s, u"--column"_s, u"code=A"_s})
        << 3 << u"verify-full"_s;
    QTest::newRow("a payment the team store does not have, stored")
        << QStringList{u"query"_s, u"--server"_s, conninfo(u"fabio"_s), u"--stored"_s, u"--hash"_s,
                       u"0123456789abcdef0123456789abcdef"_s}
        << 3 << u"has no payment"_s;
}

void TestTeamCliPayments::refusedSetupsSendNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(QString, message);
    arguments.replaceInStrings(u"CODES"_s, write(u"codes.txt"_s, m_payment.toLatin1() + '\n'));
    arguments.replaceInStrings(u"CSV"_s, write(u"refunds.csv"_s, "hash,amount,description\n" + m_payment.toLatin1() + ",1.00,x\n"));
    arguments.replaceInStrings(u"ORDERS"_s, write(u"orders.csv"_s, "A\n1\n"));
    const int sent = gatewayRequests();
    const qint64 queued = m_team.owner().importQueue().size();
    const qint64 recorded = actionRequests();
    const CliRun run = cli(arguments);
    QCOMPARE(run.status, status);
    const QString said = run.out + run.err;
    QVERIFY2(said.contains(message), qPrintable(said));
    QCOMPARE(gatewayRequests(), sent);
    QCOMPARE(m_team.owner().importQueue().size(), queued);
    QCOMPARE(actionRequests(), recorded);
    QVERIFY(!QFile::exists(m_team.folder(u"refunds.csv.result.csv"_s)));
}

void TestTeamCliPayments::queryStoresTheAnswerForTheTeam()
{
    const auto [hash, code] = paymentAtTheGateway();
    QVERIFY(!hash.isEmpty());
    QVERIFY(!m_team.owner().payments().findByHash(hash));
    // Without a key the stored copy is all there is: none yet.
    const CliRun none = cli({u"query"_s, u"--server"_s, conninfo(u"fabio"_s), u"--stored"_s, u"--hash"_s, hash});
    QCOMPARE(none.status, 3);

    const int sent = gatewayRequests();
    const CliRun asked = cli({u"query"_s, u"--server"_s, conninfo(u"sol"_s), u"--gateway-config"_s,
                              m_team.gatewayConfig(), u"--hash"_s, hash, u"--json"_s});
    QVERIFY2(asked.status == 0, qPrintable(asked.err + asked.out));
    QCOMPARE(asked.json().value(u"status"_s).toString(), u"CO"_s);
    QCOMPARE(gatewayRequests(), sent + 1);
    const std::optional<Payment> stored = m_team.owner().payments().findByHash(hash);
    QVERIFY(stored);
    QCOMPARE(stored->merchantPaymentCode, code);
    // Who asked is the login, in the team's audit trail.
    const auto audited = m_team.owner().connection().exec(
        "SELECT actor FROM directdesk.audit_trail WHERE action = 'look_up' ORDER BY id DESC LIMIT 1");
    QVERIFY(audited);
    QCOMPARE(audited->text(0, 0), u"sol"_s);

    // Any role reads the stored copy, without a key and without the gateway.
    const CliRun shown = cli({u"query"_s, u"--server"_s, conninfo(u"fabio"_s), u"--stored"_s, u"--merchant-code"_s, code,
                              u"--json"_s});
    QVERIFY2(shown.status == 0, qPrintable(shown.err));
    QCOMPARE(shown.json().value(u"hash"_s).toString(), hash);
    QCOMPARE(shown.json().value(u"stored"_s).toBool(), true);
    QCOMPARE(gatewayRequests(), sent + 1);

    // The key from the environment, as the worker takes it.
    const auto [other, otherCode] = paymentAtTheGateway();
    qputenv("DIRECTDESK_INTEGRATION_KEY", m_team.sandbox().integrationKey().toUtf8());
    qputenv("DIRECTDESK_BASE_URL", m_team.sandbox().baseUrl().toString().toUtf8());
    const CliRun byCode = cli({u"query"_s, u"--server"_s, conninfo(u"ana"_s), u"--merchant-code"_s, otherCode});
    qunsetenv("DIRECTDESK_INTEGRATION_KEY");
    qunsetenv("DIRECTDESK_BASE_URL");
    QVERIFY2(byCode.status == 0, qPrintable(byCode.err + byCode.out));
    QVERIFY2(byCode.out.contains(other), qPrintable(byCode.out));
    QVERIFY(m_team.owner().payments().findByHash(other));
}

// The worker is stopped: what waits in the queue stays there until a desk's `sync` queries it.
void TestTeamCliPayments::importQueuesOnceAndSyncQueriesTheQueue()
{
    m_team.stopWorker();
    const auto [card, cardCode] = paymentAtTheGateway();
    const auto [boleto, boletoCode] = paymentAtTheGateway(test::localPayment(u"boleto"_s, u"br"_s, u"BRL"_s));
    QVERIFY(!card.isEmpty() && !boleto.isEmpty());
    const QString codes = write(u"import.txt"_s, card.toLatin1() + '\n' + boletoCode.toUtf8() + '\n');
    const QStringList import{u"import"_s, u"--server"_s, conninfo(u"sol"_s), u"--codes"_s, codes, u"--json"_s};
    const int sent = gatewayRequests();
    const qint64 queuedBefore = m_team.owner().importQueue().size();
    const CliRun first = cli(import);
    QVERIFY2(first.status == 0, qPrintable(first.err + first.out));
    QCOMPARE(first.json().value(u"queued"_s).toInt(), 2);
    QCOMPARE(first.json().value(u"already_queued"_s).toInt(), 0);
    // Twice is once.
    const CliRun second = cli(import);
    QVERIFY2(second.status == 0, qPrintable(second.err + second.out));
    QCOMPARE(second.json().value(u"queued"_s).toInt(), 0);
    QCOMPARE(second.json().value(u"already_queued"_s).toInt(), 2);
    QCOMPARE(m_team.owner().importQueue().size(), queuedBefore + 2);
    QCOMPARE(gatewayRequests(), sent);

    const CliRun listed = cli({u"queue"_s, u"list"_s, u"--server"_s, conninfo(u"sol"_s), u"--json"_s});
    QVERIFY2(listed.status == 0, qPrintable(listed.err));
    QStringList waiting;
    for (const QJsonValue &row : listed.json().value(u"codes"_s).toArray())
        waiting.append(row.toObject().value(u"code"_s).toString());
    QVERIFY2(waiting.contains(card) && waiting.contains(boletoCode), qPrintable(waiting.join(u' ')));

    // A desk with the key queries the queue for the team.
    const QStringList sync{u"sync"_s, u"--server"_s, conninfo(u"sol"_s), u"--gateway-config"_s, m_team.gatewayConfig(),
                           u"--json"_s};
    const CliRun synced = cli(sync);
    QVERIFY2(synced.status == 0, qPrintable(synced.err + synced.out));
    QVERIFY(synced.json().value(u"refreshed"_s).toInt() >= 2);
    QVERIFY(m_team.owner().importQueue().find(QueuedCode::Kind::Hash, {card}).isEmpty());
    QVERIFY(m_team.owner().importQueue().find(QueuedCode::Kind::MerchantCode, {boletoCode}).isEmpty());
    QCOMPARE(m_team.owner().payments().findByHash(card)->status, PaymentStatus::Confirmed);
    QCOMPARE(m_team.owner().payments().findByHash(boleto)->status, PaymentStatus::Pending);

    // The boleto is paid at the gateway: the next sync brings it to the team.
    QCOMPARE(m_team.sandbox().post("/sandbox/payments/confirm", {{u"hash"_s, boleto}}).value(u"status"_s).toString(),
             u"SUCCESS"_s);
    const CliRun again = cli(sync);
    QVERIFY2(again.status == 0, qPrintable(again.err + again.out));
    QCOMPARE(m_team.owner().payments().findByHash(boleto)->status, PaymentStatus::Confirmed);
    QVERIFY(m_team.startWorker());
}

void TestTeamCliPayments::queueListShowsUnknownOutcomes()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    const std::optional<qint64> intent =
        m_team.owner().intents().record(PendingOperation::Kind::Refund, u"mr-unknown"_s, hash, {});
    QVERIFY(intent);
    QVERIFY(m_team.owner().intents().setState(*intent, PendingOperation::State::Unknown));
    const CliRun listed = cli({u"queue"_s, u"list"_s, u"--server"_s, conninfo(u"ana"_s), u"--json"_s});
    QVERIFY2(listed.status == 0, qPrintable(listed.err));
    const QJsonArray intents = listed.json().value(u"outcome_unknown"_s).toObject().value(u"intents"_s).toArray();
    bool found = false;
    for (const QJsonValue &row : intents)
        found = found || (row.toObject().value(u"intent"_s).toInteger() == *intent
                          && row.toObject().value(u"hash"_s).toString() == hash);
    QVERIFY2(found, qPrintable(QString::fromUtf8(QJsonDocument(intents).toJson())));
    const CliRun text = cli({u"queue"_s, u"list"_s, u"--server"_s, conninfo(u"ana"_s)});
    QVERIFY2(text.out.contains(u"outcome unknown  intent %1"_s.arg(*intent)), qPrintable(text.out));
    QVERIFY(m_team.owner().intents().setState(*intent, PendingOperation::State::Done));
}

void TestTeamCliPayments::theWorkersScheduleAndQueueRetryOnTheServer()
{
    const QString key = u"sync.schedule_minutes"_s;
    const std::optional<QString> before = m_team.owner().settings().valueOrUnset(key);
    const CliRun support = cli({u"sync"_s, u"--server"_s, conninfo(u"sol"_s), u"--schedule"_s, u"30"_s});
    QCOMPARE(support.status, 11);
    QCOMPARE(m_team.owner().settings().valueOrUnset(key), before);
    const CliRun manager = cli({u"sync"_s, u"--server"_s, conninfo(u"ana"_s), u"--schedule"_s, u"30"_s, u"--json"_s});
    QVERIFY2(manager.status == 0, qPrintable(manager.err));
    QCOMPARE(manager.json().value(u"schedule_minutes"_s).toInt(), 30);
    QCOMPARE(m_team.owner().settings().valueOrUnset(key), std::optional<QString>(u"30"_s));
    QVERIFY(m_team.owner().settings().setValue(key, before.value_or(u"15"_s)));

    const CliRun retried = cli({u"queue"_s, u"retry"_s, u"--server"_s, conninfo(u"sol"_s), u"--all-unknown"_s, u"--json"_s});
    QVERIFY2(retried.status == 0, qPrintable(retried.err));
    QCOMPARE(retried.json().value(u"retried"_s).toInt(), 0);
}

// The same orders against the team server and against a vault holding the same payments.
void TestTeamCliPayments::reconcileGivesTheVaultsReport()
{
    const auto [first, firstCode] = paymentAtTheGateway();
    const auto [second, secondCode] = paymentAtTheGateway();
    const QString codes = write(u"reconcile-codes.txt"_s, first.toLatin1() + '\n' + second.toLatin1() + '\n');
    for (const QString &hash : {first, second})
        QVERIFY(cli({u"query"_s, u"--server"_s, conninfo(u"sol"_s), u"--gateway-config"_s, m_team.gatewayConfig(),
                     u"--hash"_s, hash}).status == 0);
    const QString vault = m_team.folder(u"reconcile.ddc"_s);
    QVERIFY(test::createConnectedVault(vault, VaultPassphrase, m_team.sandbox()));
    QCOMPARE(cli({u"import"_s, u"--vault"_s, vault, u"--codes"_s, codes}).status, 0);
    // --stored reads a vault the same way, without its connection being used.
    const int beforeStored = gatewayRequests();
    const CliRun stored = cli({u"query"_s, u"--vault"_s, vault, u"--stored"_s, u"--hash"_s, first, u"--json"_s});
    QVERIFY2(stored.status == 0, qPrintable(stored.err));
    QCOMPARE(stored.json().value(u"merchant_payment_code"_s).toString(), firstCode);
    QCOMPARE(gatewayRequests(), beforeStored);

    const QString orders = write(u"orders.csv"_s, "Pedido;Total;Moneda\n" + firstCode.toUtf8() + ";100.00;BRL\n"
                                                       + secondCode.toUtf8() + ";99.00;BRL\n");
    const QStringList columns{u"--orders"_s, orders, u"--column"_s, u"code=Pedido"_s, u"--column"_s, u"amount=Total"_s,
                              u"--column"_s, u"currency=Moneda"_s, u"--json"_s};
    const int sent = gatewayRequests();
    const CliRun team = cli(QStringList{u"reconcile"_s, u"--server"_s, conninfo(u"fabio"_s)} + columns);
    QVERIFY2(team.status == 13, qPrintable(team.err + team.out));
    QCOMPARE(gatewayRequests(), sent);
    const CliRun local = cli(QStringList{u"reconcile"_s, u"--vault"_s, vault} + columns);
    QVERIFY2(local.status == 13, qPrintable(local.err + local.out));
    const QJsonObject onTeam = team.json();
    const QJsonObject onVault = local.json();
    QCOMPARE(onTeam.value(u"orders"_s), onVault.value(u"orders"_s));
    QCOMPARE(onTeam.value(u"matched"_s).toInt(), 2);
    QCOMPARE(onTeam.value(u"matched"_s), onVault.value(u"matched"_s));
    QCOMPARE(onTeam.value(u"rows"_s), onVault.value(u"rows"_s));
    QCOMPARE(onTeam.value(u"totals"_s), onVault.value(u"totals"_s));
    const QJsonArray rows = onTeam.value(u"rows"_s).toArray();
    QCOMPARE(rows.size(), qsizetype(1));
    QCOMPARE(rows.at(0).toObject().value(u"kind"_s).toString(), u"amount_differs"_s);
    QCOMPARE(rows.at(0).toObject().value(u"payment_hash"_s).toString(), second);
    // The run is kept on the team server under the login, and the reconciliation is in its audit trail.
    const qint64 teamRun = onTeam.value(u"run"_s).toInteger();
    QVERIFY(teamRun > 0);
    QVERIFY(!onTeam.contains(u"changes"_s));
    const auto audited = m_team.owner().connection().exec(
        "SELECT actor FROM directdesk.audit_trail WHERE action = 'reconcile' ORDER BY id DESC LIMIT 1");
    QVERIFY(audited);
    QCOMPARE(audited->text(0, 0), u"fabio"_s);
    const auto keptRun = m_team.owner().connection().exec(
        "SELECT actor, differences, encode(file_sha256, 'hex') FROM directdesk.reconcile_run WHERE id = $1",
        {QByteArray::number(teamRun)});
    QVERIFY(keptRun && keptRun->rows() == 1);
    QCOMPARE(keptRun->text(0, 0), u"fabio"_s);
    QCOMPARE(keptRun->text(0, 1), u"1"_s);
    QCOMPARE(keptRun->text(0, 2), onVault.value(u"sha256"_s).toString());

    // The shop corrects the amount: the same file's next run is compared with the last one, on both.
    write(u"orders.csv"_s, "Pedido;Total;Moneda\n" + firstCode.toUtf8() + ";100.00;BRL\n" + secondCode.toUtf8()
                               + ";100.00;BRL\n");
    const CliRun teamAgain = cli(QStringList{u"reconcile"_s, u"--server"_s, conninfo(u"ana"_s)} + columns);
    QVERIFY2(teamAgain.status == 0, qPrintable(teamAgain.err + teamAgain.out));
    const CliRun localAgain = cli(QStringList{u"reconcile"_s, u"--vault"_s, vault} + columns);
    QVERIFY2(localAgain.status == 0, qPrintable(localAgain.err + localAgain.out));
    QJsonObject teamChanges = teamAgain.json().value(u"changes"_s).toObject();
    QJsonObject vaultChanges = localAgain.json().value(u"changes"_s).toObject();
    QCOMPARE(teamChanges.take(u"previous_run"_s).toInteger(), teamRun);
    QCOMPARE(vaultChanges.take(u"previous_run"_s).toInteger(), onVault.value(u"run"_s).toInteger());
    QCOMPARE(teamChanges.value(u"resolved"_s).toInt(), 1);
    QCOMPARE(teamChanges.value(u"added"_s).toInt(), 0);
    QCOMPARE(teamChanges.value(u"resolved_rows"_s).toArray().at(0).toObject().value(u"payment_hash"_s).toString(),
             second);
    QCOMPARE(teamChanges, vaultChanges);
    QCOMPARE(gatewayRequests(), sent);

    // A code the team does not know: a Finance login may not ask the gateway, so it is not verified.
    const QString unknown = write(u"unknown.csv"_s, "Pedido;Total;Moneda\nno-such-order;1.00;BRL\n");
    const CliRun notVerified = cli({u"reconcile"_s, u"--server"_s, conninfo(u"fabio"_s), u"--orders"_s, unknown,
                                    u"--column"_s, u"code=Pedido"_s, u"--json"_s});
    QCOMPARE(notVerified.status, 13);
    QCOMPARE(notVerified.json().value(u"rows"_s).toArray().at(0).toObject().value(u"kind"_s).toString(),
             u"not_verified"_s);
    QVERIFY2(notVerified.err.contains(u"role may not query"_s), qPrintable(notVerified.err));
    QCOMPARE(gatewayRequests(), sent);
    // A Manager without the key on this computer: not verified either, and told where the key comes from.
    const QStringList unknownOrders{u"--orders"_s, unknown, u"--column"_s, u"code=Pedido"_s, u"--json"_s};
    const CliRun noKey = cli(QStringList{u"reconcile"_s, u"--server"_s, conninfo(u"ana"_s)} + unknownOrders);
    QCOMPARE(noKey.status, 13);
    QVERIFY2(noKey.err.contains(u"DIRECTDESK_INTEGRATION_KEY"_s), qPrintable(noKey.err));
    QCOMPARE(gatewayRequests(), sent);
    // With it, the gateway is asked, and does not know the order.
    const CliRun asked = cli(QStringList{u"reconcile"_s, u"--server"_s, conninfo(u"ana"_s), u"--gateway-config"_s,
                                         m_team.gatewayConfig()} + unknownOrders);
    QCOMPARE(asked.status, 13);
    QCOMPARE(asked.json().value(u"asked_gateway"_s).toInt(), 1);
    QCOMPARE(asked.json().value(u"rows"_s).toArray().at(0).toObject().value(u"kind"_s).toString(),
             u"order_without_payment"_s);
    QCOMPARE(gatewayRequests(), sent + 1);
}

void TestTeamCliPayments::badRowsRefuseTheWholeFile()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    const QByteArray h = hash.toLatin1();
    const QString csv = write(u"bad.csv"_s, "hash,amount,description\n" + h + ",1.00,fine\n" + h + ",1.00,x,code,one field too many\n"
                                                + h + ",abc,not an amount\n"
                                                + "0123456789abcdef0123456789abcdef,1.00,unknown to the team\n"
                                                + h + ",500.00,more than the payment\n");
    const qint64 recorded = actionRequests();
    const int sent = gatewayRequests();
    const CliRun run = cli({u"refunds"_s, u"--server"_s, conninfo(u"sol"_s), u"--from-csv"_s, csv, u"--json"_s});
    QCOMPARE(run.status, 3);
    QCOMPARE(run.json().value(u"invalid"_s).toInt(), 4);
    QCOMPARE(actionRequests(), recorded);
    QCOMPARE(gatewayRequests(), sent);
    const QStringList result = lines(csv + u".result.csv"_s);
    QCOMPARE(result.size(), 6);
    for (const QString &line : result.mid(1))
        QCOMPARE(fieldsOf(line).value(4), u"not_sent"_s);
    QVERIFY2(result.at(4).contains(u"team server has no such payment"_s), qPrintable(result.at(4)));
}

void TestTeamCliPayments::refundsAreRecordedForTheWorker()
{
    const QString one = m_team.newPayment();
    const QString two = m_team.newPayment();
    QVERIFY(!one.isEmpty() && !two.isEmpty());
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    // Two rows for one payment: the second is asked once the first has ended (one open action per payment).
    const QString csv = write(u"good.csv"_s, "hash,amount,description\n" + one.toLatin1() + ",5.00,first\n"
                                                 + one.toLatin1() + ",7.00,second\n" + two.toLatin1() + ",3.00,other\n");
    const CliRun run = cli({u"refunds"_s, u"--server"_s, conninfo(u"sol"_s), u"--from-csv"_s, csv, u"--wait"_s,
                            u"600"_s, u"--json"_s});
    QVERIFY2(run.status == 0, qPrintable(run.err + run.out));
    QCOMPARE(run.json().value(u"recorded"_s).toInt(), 3);
    QCOMPARE(run.json().value(u"succeeded"_s).toInt(), 3);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 3);
    QCOMPARE(m_team.owner().payments().findByHash(one)->refunds.size(), qsizetype(2));
    QCOMPARE(m_team.owner().payments().findByHash(two)->refunds.size(), qsizetype(1));
    const QStringList result = lines(csv + u".result.csv"_s);
    QCOMPARE(result.size(), 4);
    QVERIFY2(result.at(0).endsWith(u",request"_s), qPrintable(result.at(0)));
    for (const QString &line : result.mid(1)) {
        const QStringList fields = fieldsOf(line);
        QCOMPARE(fields.value(4), u"SUCCESS"_s);
        QVERIFY2(!fields.value(5).isEmpty(), qPrintable(line));   // the gateway's refund id
        QVERIFY2(fields.value(8).toLongLong() > 0, qPrintable(line));
        QCOMPARE(m_team.request(fields.value(8).toLongLong())->requestedBy, u"sol"_s);
    }
}

// No worker: the first request stays open, so a file naming the payment is refused whole.
void TestTeamCliPayments::aPaymentWithAnOpenActionRefusesTheFile()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();
    const CliRun first = cli({u"refund"_s, u"--server"_s, conninfo(u"ana"_s), u"--hash"_s, hash, u"--amount"_s,
                              u"2.00"_s, u"--description"_s, u"open"_s, u"--wait"_s, u"0"_s, u"--json"_s});
    QVERIFY2(first.status == 0, qPrintable(first.err + first.out));
    const qint64 open = first.json().value(u"request"_s).toInteger();
    QVERIFY(open > 0);
    const qint64 recorded = actionRequests();
    const QString csv = write(u"held.csv"_s, "hash,amount,description\n" + m_payment.toLatin1() + ",1.00,fine\n"
                                                 + hash.toLatin1() + ",1.00,held\n");
    const CliRun run = cli({u"refunds"_s, u"--server"_s, conninfo(u"sol"_s), u"--from-csv"_s, csv, u"--wait"_s,
                            u"0"_s});
    QCOMPARE(run.status, 3);
    QCOMPARE(actionRequests(), recorded);
    const QStringList result = lines(csv + u".result.csv"_s);
    QCOMPARE(result.size(), 3);
    QVERIFY2(result.at(2).contains(u"is already refunding this payment"_s), qPrintable(result.at(2)));
    // The next worker sends the open request; the next test counts refunds from here.
    QVERIFY(m_team.startWorker());
    QVERIFY(m_team.waitUntil([this, open] { return m_team.request(open)->isFinished(); }));
}

void TestTeamCliPayments::aRefundAboveTheThresholdIsHeld()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    test::TeamDesk ana = m_team.desk(u"ana"_s, access::Role::Manager);
    QVERIFY(ana.actions);
    QVERIFY(access::RefundApprovals(*ana.session, *ana.guard).setThreshold(u"BRL"_s, Money(1000, u"BRL"_s)));
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const QString csv = write(u"above.csv"_s, "hash,amount,description\n" + hash.toLatin1() + ",50.00,above\n");
    const CliRun run = cli({u"refunds"_s, u"--server"_s, conninfo(u"sol"_s), u"--from-csv"_s, csv, u"--wait"_s,
                            u"0"_s, u"--json"_s});
    QVERIFY(access::RefundApprovals(*ana.session, *ana.guard).setThreshold(u"BRL"_s, std::nullopt));
    QCOMPARE(run.status, 3);
    QCOMPARE(run.json().value(u"held_for_approval"_s).toInt(), 1);
    QCOMPARE(m_team.requestsFor(hash), qint64(0));
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore);
    const QStringList result = lines(csv + u".result.csv"_s);
    QCOMPARE(result.size(), 2);
    QCOMPARE(fieldsOf(result.at(1)).value(4), u"held_for_approval"_s);
}

QTEST_GUILESS_MAIN(TestTeamCliPayments)
#include "tst_teamclipayments.moc"
