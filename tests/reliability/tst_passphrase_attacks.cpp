// Passphrase guessing against the encrypted cache: a hundred wrong passphrases (across several
// lock-outs, with an injected clock) never change a byte of the database; every tenth failure
// locks the cache for thirty minutes, during which even the right passphrase is refused; after
// the last lock-out the right passphrase opens it with the data intact.

#include "unit/cache/cachetestsupport.h"
#include "tests/bench/support/benchreport.h"

#include "core/cache/vault.h"

#include <QTest>

using namespace dd;
using Code = VaultError::Code;

class TestPassphraseAttacks : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { m_failed = m_failed || QTest::currentTestFailed(); }

    // Figures for BENCHMARKS.md (scripts/bench.sh runs this test), printed only when every row passed.
    void cleanupTestCase()
    {
        if (m_failed || m_guesses == 0)
            return;
        dd::bench::report(QStringLiteral("reliability.passphrase.wrong_guesses"), m_guesses, QStringLiteral("guesses"));
        dd::bench::report(QStringLiteral("reliability.passphrase.file_changes"), 0, QStringLiteral("changes"), 0,
                          dd::bench::Better::Lower);
        dd::bench::report(QStringLiteral("reliability.passphrase.lockouts"), m_lockOuts, QStringLiteral("lock-outs"));
    }

    void hundredWrongPassphrasesChangeNothing_data()
    {
        QTest::addColumn<QString>("guessPattern");
        QTest::newRow("near misses") << QStringLiteral("correct horse 42 batter%1");
        QTest::newRow("empty-ish") << QStringLiteral(" %1");
        QTest::newRow("long") << QString(600, u'x') + QStringLiteral("%1");
        QTest::newRow("unicode") << QStringLiteral("corréct hörse 42 battery %1");
    }

    void hundredWrongPassphrasesChangeNothing()
    {
        QFETCH(QString, guessPattern);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("attack.ddc"));
        test::ManualClock clock;
        {
            Vault vault(path, test::fastOptions(clock));
            QVERIFY(vault.create(test::Passphrase, test::Passphrase));
            QVERIFY(vault.session()->payments().upsert(test::makePayment(7)));
        }
        const QByteArray before = test::fileDigest(path);
        QVERIFY(!before.isEmpty());
        Vault vault(path, test::fastOptions(clock));
        int lockOuts = 0;
        for (int guess = 1; guess <= 100; ++guess) {
            const VaultResult result = vault.unlock(guessPattern.arg(guess));
            QVERIFY(!result);
            QVERIFY(!vault.isUnlocked());
            if (guess % 10 != 0) {
                QCOMPARE(result.error().code, Code::WrongPassphrase);
                QCOMPARE(result.error().attemptsLeft, 10 - guess % 10);
                continue;
            }
            QCOMPARE(result.error().code, Code::LockedOut);
            QCOMPARE(result.error().lockedUntilMs, *clock.nowMs + 30 * 60 * 1000);
            ++lockOuts;
            // Locked: the right passphrase is refused too, up to the last millisecond.
            clock.advance(30 * 60 * 1000 - 1);
            QCOMPARE(vault.unlock(test::Passphrase).error().code, Code::LockedOut);
            clock.advance(1);
        }
        QCOMPARE(lockOuts, 10);
        QCOMPARE(test::fileDigest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(vault.unlock(test::Passphrase));
        const std::optional<Payment> kept = vault.session()->payments().findByHash(test::makePayment(7).hash);
        QVERIFY(kept);
        QCOMPARE(kept->merchantPaymentCode, test::makePayment(7).merchantPaymentCode);
        m_guesses += 100;
        m_lockOuts += lockOuts;
    }

private:
    bool m_failed = false;
    int m_guesses = 0;
    int m_lockOuts = 0;
};

QTEST_GUILESS_MAIN(TestPassphraseAttacks)
#include "tst_passphrase_attacks.moc"
