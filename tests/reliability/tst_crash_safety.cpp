// Crash safety of the encrypted cache: a writer process upserting payments in transactions is
// SIGKILLed at random moments (seeded) again and again; after every kill the cache opens with the
// right passphrase, passes PRAGMA integrity_check and holds every payment reported committed. The
// writer also runs bulk imports that drop and rebuild the indexes: after a kill every index and its
// planner statistics are there.

#include "unit/cache/cachetestsupport.h"
#include "tests/bench/support/benchreport.h"

#include "core/cache/vault.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace dd;

namespace {

QString writerPath()
{
    return QStringLiteral(DIRECTDESK_BINARY_DIR "/tests/reliability/directdesk-crash-writer");
}

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok ? value : fallback;
}

// Every index with its definition and every planner statistics row.
QString indexesAndStatistics(cache::Database &db)
{
    return db.queryText("SELECT group_concat(name || ': ' || sql, char(10)) FROM (SELECT name, sql FROM sqlite_master "
                        "WHERE type = 'index' AND sql IS NOT NULL ORDER BY name)")
        + QLatin1Char('\n')
        + db.queryText("SELECT group_concat(tbl || ' ' || COALESCE(idx, '-') || ' ' || stat, char(10)) FROM (SELECT * "
                       "FROM sqlite_stat1 ORDER BY tbl, idx)");
}

// The number after the last complete "committed N" line.
int lastCommitted(const QByteArray &output)
{
    int last = -1;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("committed ") && line.size() > 10)
            last = line.mid(10).toInt();
    }
    return last;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_failed = m_failed || QTest::currentTestFailed(); }

    // Figures for BENCHMARKS.md (scripts/bench.sh runs this test), printed only when every row passed.
    void cleanupTestCase()
    {
        if (m_failed || m_kills == 0)
            return;
        dd::bench::report(QStringLiteral("reliability.crash_safety.kills"), m_kills, QStringLiteral("kills"), 100,
                          dd::bench::Better::Higher);
        dd::bench::report(QStringLiteral("reliability.crash_safety.lost_or_damaged"), 0, QStringLiteral("caches"), 0,
                          dd::bench::Better::Lower);
        dd::bench::report(QStringLiteral("reliability.crash_safety.seconds"), m_seconds, QStringLiteral("s"));
    }

    void killedWriterLeavesEveryCommitIntact_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("kills");
        QTest::addColumn<bool>("imports");
        const int kills = envInt("DD_CRASH_KILLS", 100);
        QTest::newRow("seed 13") << quint32(13) << kills / 2 << false;
        QTest::newRow("seed 8191") << quint32(8191) << kills - kills / 2 << false;
        QTest::newRow("bulk imports, seed 4099") << quint32(4099) << qMax(1, kills / 4) << true;
    }

    void killedWriterLeavesEveryCommitIntact()
    {
        QFETCH(quint32, seed);
        QFETCH(int, kills);
        QFETCH(bool, imports);
        QVERIFY2(QFile::exists(writerPath()), qPrintable(writerPath()));
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("crash.ddc"));
        QString indexes;   // every index and statistics row of a new cache
        {
            Vault vault(path, test::fastOptions());
            QVERIFY(vault.create(test::Passphrase, test::Passphrase));
            indexes = indexesAndStatistics(vault.session()->database());
            QVERIFY(indexes.contains(QStringLiteral("payments_by_amount")));
        }
        QRandomGenerator random(seed);
        QList<int> committedRanges;   // per run: the first and last number reported committed
        QElapsedTimer clock;
        clock.start();
        for (int run = 0; run < kills; ++run) {
            const int first = run * 100000;
            QProcess writer;
            writer.setProgram(writerPath());
            QStringList arguments{path, test::Passphrase, QString::number(first)};
            if (imports)
                arguments << QStringLiteral("import");
            writer.setArguments(arguments);
            writer.start();
            QVERIFY2(writer.waitForStarted(5000), qPrintable(writer.errorString()));
            QByteArray output;
            while (!output.contains("committed ") && writer.waitForReadyRead(15000))
                output += writer.readAllStandardOutput();
            QVERIFY2(output.contains("committed "), writer.readAllStandardError().constData());
            const int delayMs = 5 + int(random.bounded(146u));
            QTest::qWait(delayMs);   // the randomized kill point
            QCOMPARE(::kill(pid_t(writer.processId()), SIGKILL), 0);
            QVERIFY(writer.waitForFinished(5000));
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
            output += writer.readAllStandardOutput();
            const int last = lastCommitted(output);
            QVERIFY(last >= first);
            committedRanges << first << last;

            Vault vault(path, test::fastOptions());
            const VaultResult unlocked = vault.unlock(test::Passphrase);
            QVERIFY2(unlocked, qPrintable(unlocked ? QString() : unlocked.error().message()));
            QCOMPARE(vault.session()->database().queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
            QCOMPARE(indexesAndStatistics(vault.session()->database()), indexes);
            PaymentStore &payments = vault.session()->payments();
            for (int range = 0; range < committedRanges.size(); range += 2) {
                // Every run's first and last committed payment, and this run's every one.
                const bool thisRun = range == committedRanges.size() - 2;
                for (int n = committedRanges.at(range); n <= committedRanges.at(range + 1);
                     n += thisRun ? 1 : qMax(1, committedRanges.at(range + 1) - committedRanges.at(range))) {
                    const Payment expected = test::makePayment(n);
                    const std::optional<Payment> stored = payments.findByHash(expected.hash);
                    QVERIFY2(stored, qPrintable(QStringLiteral("run %1: payment %2 lost").arg(run).arg(n)));
                    QCOMPARE(stored->merchantPaymentCode, expected.merchantPaymentCode);
                    QCOMPARE(stored->amountExt, expected.amountExt);
                }
            }
            vault.lock();
        }
        qInfo("%d kills in %lld ms", kills, clock.elapsed());
        m_kills += kills;
        m_seconds += double(clock.elapsed()) / 1000.0;
    }

private:
    bool m_failed = false;
    int m_kills = 0;
    double m_seconds = 0;
};

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crash_safety.moc"
