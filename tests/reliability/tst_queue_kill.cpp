// Nothing lost: `directdesk-cli import --codes`, `sync` and `listen` are SIGKILLed at points chosen by
// the progress the sandbox has seen (its /ws/query count), again and again; a sync to completion
// afterwards leaves every known code stored and every code the gateway does not know still queued,
// and the cache passes `vault check`. The kill points are counts of queries, not times: the verdict
// does not depend on how fast the machine is.
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "support/clirun.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using dd::test::SandboxProcess;

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");
constexpr int KnownCodes = 300;
constexpr int GhostCodes = 12;

using Run = dd::test::CliRun;
using dd::test::cliPath;

QProcessEnvironment environment()
{
    return dd::test::cliEnvironment(Passphrase);
}

Run cli(const QStringList &arguments)
{
    return dd::test::runCli(arguments, Passphrase);
}

} // namespace

class TestQueueKill : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedCommandsLoseNothing_data();
    void killedCommandsLoseNothing();

private:
    int queries() const;
    // Starts the command and SIGKILLs it once the sandbox has seen `after` more queries (or lets it
    // end if it finishes first). True when it was killed.
    bool runAndKill(const QStringList &arguments, int after, const QByteArray &notification = {});
    QString vault() const { return m_dir->filePath(QStringLiteral("kill.ddc")); }

    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_hashes;
    QStringList m_ghosts;
};

void TestQueueKill::initTestCase()
{
    QVERIFY(QFile::exists(cliPath()));
    m_sandbox
        = std::make_unique<SandboxProcess>(QStringList { QStringLiteral("--seed-demo"), QString::number(KnownCodes) });
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
    for (int offset = 0; offset < KnownCodes; offset += 1000) {
        const QJsonObject page = m_sandbox->post(
            "/sandbox/payments", { { QStringLiteral("offset"), offset }, { QStringLiteral("limit"), 1000 } });
        for (const QJsonValue &payment : page.value(QStringLiteral("payments")).toArray())
            m_hashes.append(payment.toObject().value(QStringLiteral("hash")).toString());
    }
    QCOMPARE(m_hashes.size(), KnownCodes);
    for (int i = 0; i < GhostCodes; ++i)
        m_ghosts.append(QStringLiteral("ghost-%1").arg(i));
}

int TestQueueKill::queries() const
{
    return m_sandbox->post("/sandbox/stats", {})
        .value(QStringLiteral("requests"))
        .toObject()
        .value(QStringLiteral("/ws/query"))
        .toInt();
}

bool TestQueueKill::runAndKill(const QStringList &arguments, int after, const QByteArray &notification)
{
    const int target = queries() + after;
    QProcess process;
    process.setProcessEnvironment(environment());
    process.start(cliPath(), arguments);
    if (!process.waitForStarted(10000))
        return false;
    if (!notification.isEmpty()) {
        // listen prints its port once ready; then one notification names the codes.
        while (!process.canReadLine() && process.state() == QProcess::Running)
            process.waitForReadyRead(1000);
        const QJsonObject ready = QJsonDocument::fromJson(process.readLine()).object();
        QNetworkAccessManager network;
        QNetworkRequest request(
            QUrl(u"http://127.0.0.1:" + QString::number(ready.value(QStringLiteral("port")).toInt())));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
        QNetworkReply *reply = network.post(request, notification);
        QSignalSpy answered(reply, &QNetworkReply::finished);
        answered.wait(10000);
        delete reply;
    }
    // Each wait ends when the process does or after a short slice, whichever is first.
    while (process.state() == QProcess::Running && queries() < target)
        process.waitForFinished(10);
    const bool killed = process.state() == QProcess::Running;
    if (killed)
        process.kill();
    process.waitForFinished(10000);
    return killed;
}

void TestQueueKill::killedCommandsLoseNothing_data()
{
    QTest::addColumn<int>("importKillAfter");
    QTest::addColumn<int>("syncKillAfter");
    QTest::addColumn<int>("listenKillAfter");
    // Kill points spread over the run: at the first query, inside the first batch, around a flush,
    // near the end; listen and sync killed again on top in some rows.
    QTest::newRow("import at 1") << 1 << 0 << 0;
    QTest::newRow("import at 37, sync at 5") << 37 << 5 << 0;
    QTest::newRow("import at 90, listen at 3") << 90 << 0 << 3;
    QTest::newRow("import at 150, sync at 40, listen at 20") << 150 << 40 << 20;
    QTest::newRow("import at 220") << 220 << 0 << 0;
    QTest::newRow("import at 12, sync at 100") << 12 << 100 << 0;
    QTest::newRow("import at 260, listen at 1") << 260 << 0 << 1;
    QTest::newRow("import at 61, sync at 1, listen at 60") << 61 << 1 << 60;
}

void TestQueueKill::killedCommandsLoseNothing()
{
    QFETCH(int, importKillAfter);
    QFETCH(int, syncKillAfter);
    QFETCH(int, listenKillAfter);
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(dd::test::createConnectedVault(vault(), Passphrase, *m_sandbox));
    QFile codes(m_dir->filePath(QStringLiteral("codes.txt")));
    QVERIFY(codes.open(QIODevice::WriteOnly));
    codes.write((m_hashes + m_ghosts).join(u'\n').toLatin1());
    codes.close();

    const QStringList withVault { QStringLiteral("--vault"), vault() };
    runAndKill(QStringList { QStringLiteral("import") } + withVault
                   + QStringList { QStringLiteral("--codes"), codes.fileName() },
               importKillAfter);
    if (syncKillAfter > 0)
        runAndKill(QStringList { QStringLiteral("sync") } + withVault, syncKillAfter);
    if (listenKillAfter > 0) {
        const QStringList named = m_hashes.mid(0, 80);
        runAndKill(QStringList { QStringLiteral("listen"), QStringLiteral("--json") } + withVault, listenKillAfter,
                   "operation=payment_status_change&notification_type=update&hash_codes="
                       + named.join(u',').toLatin1());
    }

    // One sync to completion: every due code is queried once; the ghosts back off.
    const Run sync = cli(QStringList { QStringLiteral("sync"), QStringLiteral("--json") } + withVault);
    QVERIFY2(sync.status == 0 || sync.status == 6, qPrintable(sync.out + sync.err));
    const Run check = cli(QStringList { QStringLiteral("vault"), QStringLiteral("check") } + withVault);
    QVERIFY2(check.status == 0, qPrintable(check.out + check.err));

    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault reopened(vault(), options);
    QVERIFY(reopened.unlock(Passphrase).hasValue());
    CacheSession &session = *reopened.session();
    QStringList lost;
    for (const QString &hash : std::as_const(m_hashes)) {
        if (!session.payments().findByHash(hash)
            && session.importQueue().find(QueuedCode::Kind::Hash, { hash }).isEmpty())
            lost.append(hash);
    }
    QVERIFY2(
        lost.isEmpty(),
        qPrintable(QStringLiteral("%1 codes neither stored nor queued, e.g. %2").arg(lost.size()).arg(lost.value(0))));
    // A sync to completion stores every code the gateway knows; the rest stays queued, visible.
    int stored = 0;
    for (const QString &hash : std::as_const(m_hashes))
        stored += session.payments().findByHash(hash) ? 1 : 0;
    QCOMPARE(stored, KnownCodes);
    QCOMPARE(session.importQueue().find(QueuedCode::Kind::MerchantCode, m_ghosts).size(), qsizetype(GhostCodes));
    QCOMPARE(session.importQueue().size(), qint64(GhostCodes));
}

QTEST_GUILESS_MAIN(TestQueueKill)
#include "tst_queue_kill.moc"
