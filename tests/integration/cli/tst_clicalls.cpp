// directdesk-cli called as a function (dd::cli::runCommandLine through tests/support): every
// command-line rule is refused with a clear message and exit 2 before the vault is opened, so
// nothing reaches the gateway; and an action the gateway applied but the cache could not store
// says so in text and in --json.
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "integration/sandbox/sandboxtestdata.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using dd::test::CliFixture;
using dd::test::CliRun;

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");

QStringList words(const char *line)
{
    return QString::fromUtf8(line).split(u' ', Qt::SkipEmptyParts);
}

} // namespace

class TestCliCalls : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void badCommandLine_data();
    void badCommandLine();
    void helpNeedsNoVault_data();
    void helpNeedsNoVault();
    void answerNotStoredIsSaid_data();
    void answerNotStoredIsSaid();
    void approvalsWithoutAGatewayAddress();

private:
    CliRun call(const QStringList &arguments) const { return dd::test::callCli(arguments, Passphrase); }
    QString createPayment(bool autoCapture) const;
    std::unique_ptr<CliFixture> m_fixture;
};

void TestCliCalls::init()
{
    m_fixture = std::make_unique<CliFixture>();
    QVERIFY2(m_fixture->start(Passphrase), qPrintable(m_fixture->errorString()));
}

void TestCliCalls::badCommandLine_data()
{
    // "VAULT" stands for the connected vault: a rule the parser missed would reach the sandbox.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *name, const char *line, const char *message) {
        QTest::newRow(name) << words(line) << QString::fromUtf8(message);
    };
    row("no command", "", "Usage: directdesk-cli <command>");
    row("unknown command", "charge --vault VAULT", "Unknown command: charge");
    // The options every vault command shares.
    row("sync unknown option", "sync --vault VAULT --bogus", "Unknown option 'bogus'");
    row("sync single-dash word", "sync --vault VAULT -all", "Unknown options: a, l, l.");
    row("sync missing value", "sync --vault", "Missing value after '--vault'");
    row("sync stray word", "sync --vault VAULT everything", "Unexpected argument: everything");
    row("sync no store", "sync --all", "Give the store with --vault PATH");
    row("sync schedule not a number", "sync --vault VAULT --schedule often", "--schedule takes 0 (off) to 1440 minutes.");
    row("sync schedule negative", "sync --vault VAULT --schedule -5", "--schedule takes 0 (off) to 1440 minutes.");
    row("sync schedule too long", "sync --vault VAULT --schedule 1441", "--schedule takes 0 (off) to 1440 minutes.");
    row("import both sources", "import --vault VAULT --codes a.txt --notifications b.txt",
        "Give exactly one of --codes and --notifications.");
    row("import no source", "import --vault VAULT", "Give exactly one of --codes and --notifications.");
    row("import missing value", "import --vault VAULT --codes", "Missing value after '--codes'");
    row("query no code", "query --vault VAULT", "Give exactly one of --hash and --merchant-code.");
    row("query both codes", "query --vault VAULT --hash h --merchant-code c", "Give exactly one of --hash and --merchant-code.");
    row("capture no hash", "capture --vault VAULT --amount 1.00", "--hash H is required.");
    row("capture unknown option", "capture --vault VAULT --hash h --amount-total 1", "Unknown option 'amount-total'");
    row("cancel missing value", "cancel --vault VAULT --hash", "Missing value after '--hash'");
    row("refund no description", "refund --vault VAULT --hash h --amount 1.00", "--amount and --description are required.");
    row("refund no amount", "refund --vault VAULT --hash h --description d", "--amount and --description are required.");
    row("cancel-refund stray word", "cancel-refund --vault VAULT --hash h now", "Unexpected argument: now");
    row("refunds no file", "refunds --vault VAULT", "--from-csv FILE is required.");
    row("listen bad port", "listen --vault VAULT --port 70000", "--address takes an IP address and --port 0 to 65535.");
    row("listen bad address", "listen --vault VAULT --address localhost", "--address takes an IP address and --port 0 to 65535.");
    row("queue no action", "queue --vault VAULT", "Give list or retry.");
    row("queue unknown action", "queue purge --vault VAULT", "Give list or retry.");
    row("queue retry nothing", "queue retry --vault VAULT", "Give exactly one of --code and --all-unknown.");
    row("queue retry both", "queue retry --vault VAULT --code c --all-unknown", "Give exactly one of --code and --all-unknown.");
    row("vault unknown action", "vault destroy --vault VAULT", "Usage: directdesk-cli vault create|check|passwd");
    row("vault missing slot", "vault check --vault VAULT --slot", "Missing value after '--slot'");
    row("config plain http", "config --vault VAULT --base-url http://example.com",
        "The base address must be https:// (http:// only on a loopback address)");
    row("config bad environment", "config --vault VAULT --environment Prod!", "An environment name is up to 32");
    row("config unknown option", "config --vault VAULT --key k", "Unknown option 'key'");
    row("export unknown format", "export --vault VAULT --format doc --out r.doc", "Unknown format: doc");
    row("export no out", "export --vault VAULT --format csv", "--vault and --out are required.");
    row("export no format", "export --vault VAULT --out r.csv", "--format is required.");
    row("export bad separator", "export --vault VAULT --format csv --out r.csv --separator |", "The separator is , or ;");
    row("export bad date", "export --vault VAULT --format csv --out r.csv --from yesterday", "Not a date: yesterday");
    row("export bad zone", "export --vault VAULT --format csv --out r.csv --tz Mars/Olympus", "Unknown time zone: Mars/Olympus");
    row("export json", "export --vault VAULT --format csv --out r.csv --json", "Unknown option: --json");
    row("export payments table in a CSV", "export --vault VAULT --format csv --out r.csv --pdf-payments",
        "--pdf-payments needs --format pdf and --what payments.");
    row("export payments table of refunds", "export --vault VAULT --format pdf --what refunds --out r.pdf --pdf-payments",
        "--pdf-payments needs --format pdf and --what payments.");
    row("operators unknown action", "operators fire --vault VAULT", "Usage: directdesk-cli operators");
    row("operators add no role", "operators add --vault VAULT --name ana", "Give --name and, for add and role, --role");
    row("operators bad role", "operators role --vault VAULT --name ana --role boss", "Give --name and, for add and role, --role");
    row("approvals approve no id", "approvals approve --vault VAULT", "Give the request's number with --id.");
    row("audit missing value", "audit list --vault VAULT --limit", "Missing value after '--limit'");
    row("api unknown operation", "api charge", "Unknown operation: charge");
    row("api missing value", "api query --hash", "Missing value after '--hash'");
    row("api single dash", "api query -x 1", "Unknown option 'x'");
    row("api stray word", "api query --hash h extra", "Unexpected argument: extra");
    row("api timeout zero", "api query --hash h --timeout 0", "--timeout takes a whole number of seconds.");
    row("api timeout text", "api query --hash h --timeout soon", "--timeout takes a whole number of seconds.");
}

void TestCliCalls::badCommandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    arguments.replaceInStrings(QStringLiteral("VAULT"), m_fixture->vault());
    if (arguments.value(0) == u"api")
        arguments = arguments.mid(0, 2) + QStringList{QStringLiteral("--base-url"), m_fixture->sandbox().baseUrl().toString(),
                                                      QStringLiteral("--integration-key"), m_fixture->sandbox().integrationKey()}
                    + arguments.mid(2);
    const int before = dd::test::gatewayRequests(m_fixture->sandbox());
    const CliRun run = call(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(dd::test::gatewayRequests(m_fixture->sandbox()), before);
}

void TestCliCalls::helpNeedsNoVault_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("usage");
    for (const char *command : {"sync", "import", "query", "capture", "cancel", "refund", "cancel-refund", "refunds", "listen",
                                "queue", "vault", "config", "export", "operators", "approvals", "audit", "api"}) {
        const QString name = QString::fromLatin1(command);
        QTest::newRow(command) << QStringList{name, QStringLiteral("--help")}
                               << QStringLiteral("Usage: directdesk-cli %1").arg(name);
    }
    QTest::newRow("-h after an option") << words("sync --all -h") << QStringLiteral("Usage: directdesk-cli sync");
    QTest::newRow("top level") << words("--help") << QStringLiteral("Usage: directdesk-cli <command>");
}

void TestCliCalls::helpNeedsNoVault()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, usage);
    const CliRun run = call(arguments);
    QCOMPARE(run.status, 0);
    QVERIFY2(run.out.contains(usage), qPrintable(run.out));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
}

QString TestCliCalls::createPayment(bool autoCapture) const
{
    QJsonObject card = dd::test::rawCard();
    card.insert(QStringLiteral("auto_capture"), autoCapture);
    const QJsonObject answer =
        m_fixture->sandbox().postWithKey("/ws/direct", dd::test::directRequest(dd::test::cardPayment(card)));
    return answer.value(u"payment").toObject().value(u"hash").toString();
}

void TestCliCalls::answerNotStoredIsSaid_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<bool>("json");
    for (const char *action : {"capture", "cancel", "refund"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 text").arg(QLatin1String(action)))) << QString::fromLatin1(action) << false;
        QTest::newRow(qPrintable(QStringLiteral("%1 json").arg(QLatin1String(action)))) << QString::fromLatin1(action) << true;
    }
}

// The gateway applies the action, but the cache refuses to change the payment (a trigger, as a
// full disk would): the command succeeds, says the payment is marked for refresh, and the next
// sync brings the cache up to date once the cache accepts writes again.
void TestCliCalls::answerNotStoredIsSaid()
{
    QFETCH(QString, action);
    QFETCH(bool, json);
    const QString hash = createPayment(action == u"refund");
    QVERIFY(!hash.isEmpty());
    const QString vault = m_fixture->vault();
    QCOMPARE(call({QStringLiteral("query"), QStringLiteral("--vault"), vault, QStringLiteral("--hash"), hash}).status, 0);
    const auto refuseUpdates = [&vault](bool refuse) {
        Vault opened(vault);
        if (!opened.unlock(Passphrase).hasValue())
            return false;
        const bool done = !opened.session()->database().execute(
            refuse ? "CREATE TRIGGER refuse_update BEFORE UPDATE ON payments BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
                   : "DROP TRIGGER refuse_update");
        opened.lock();
        return done;
    };
    QVERIFY(refuseUpdates(true));

    QStringList arguments{action, QStringLiteral("--vault"), vault, QStringLiteral("--hash"), hash};
    if (action == u"refund")
        arguments << QStringLiteral("--amount") << QStringLiteral("10.00") << QStringLiteral("--description")
                  << QStringLiteral("damaged");
    if (json)
        arguments << QStringLiteral("--json");
    const CliRun run = call(arguments);
    QVERIFY(refuseUpdates(false));
    QVERIFY2(run.status == 0, qPrintable(run.out + run.err));
    if (json) {
        QCOMPARE(run.out.count(u'\n'), 1);
        QCOMPARE(run.json().value(u"status").toString(), QStringLiteral("SUCCESS"));
        QCOMPARE(run.json().value(u"answer_stored").toBool(true), false);
    } else {
        const QStringList lines = run.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.at(1).startsWith(u"The gateway applied it, but its answer could not be stored in the cache; the "
                                        u"payment is marked for refresh"),
                 qPrintable(run.out));
    }
    const CliRun synced = call({QStringLiteral("sync"), QStringLiteral("--vault"), vault, QStringLiteral("--json")});
    QVERIFY2(synced.status == 0, qPrintable(synced.out + synced.err));
    QVERIFY(synced.json().value(u"refreshed").toInt() >= 1);
    const CliRun queried = call({QStringLiteral("query"), QStringLiteral("--vault"), vault, QStringLiteral("--hash"), hash,
                                 QStringLiteral("--json")});
    const QString expected = action == u"cancel" ? QStringLiteral("CA") : QStringLiteral("CO");
    QCOMPARE(queried.json().value(u"status").toString(), expected);
}

// A cache the window made for its built-in sandbox holds no gateway address: the approvals that send
// nothing (list, threshold, reject) work on it; approve, which sends the refund, is refused before
// anything is decided.
void TestCliCalls::approvalsWithoutAGatewayAddress()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.ddc"));
    {
        Vault created(path);
        QVERIFY(created.create(Passphrase, Passphrase));
    }
    const auto approvals = [&](const QStringList &rest) {
        return call(QStringList{QStringLiteral("approvals")} + rest + QStringList{QStringLiteral("--vault"), path});
    };
    CliRun run = approvals({QStringLiteral("threshold"), QStringLiteral("--currency"), QStringLiteral("BRL"),
                            QStringLiteral("--amount"), QStringLiteral("300.00")});
    QVERIFY2(run.status == 0, qPrintable(run.out + run.err));
    run = approvals({QStringLiteral("list")});
    QVERIFY2(run.status == 0, qPrintable(run.out + run.err));
    run = approvals({QStringLiteral("reject"), QStringLiteral("--id"), QStringLiteral("1"), QStringLiteral("--reason"),
                     QStringLiteral("no such request")});
    QVERIFY2(run.status != 0 && !run.err.contains(u"config"), qPrintable(run.out + run.err));   // request 1 is unknown
    run = approvals({QStringLiteral("approve"), QStringLiteral("--id"), QStringLiteral("1")});
    QCOMPARE(run.status, 9);
    QVERIFY2(run.err.contains(u"config"), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestCliCalls)
#include "tst_clicalls.moc"

