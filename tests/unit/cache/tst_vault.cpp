#include "cachetestsupport.h"

#include "core/cache/schema.h"
#include "core/cache/vault.h"

#include <QRandomGenerator>
#include <QTest>
#include <QThread>

#include <sodium.h>

#include <sqlite3.h>

using namespace dd;
using namespace dd::test;
using Code = VaultError::Code;

Q_DECLARE_METATYPE(dd::VaultError::Code)

class TestVault : public QObject
{
    Q_OBJECT

private:
    QString newPath() { return m_dir->filePath(QStringLiteral("cache-%1.ddc").arg(++m_counter)); }
    QString createdVault(const ManualClock &clock = {})
    {
        const QString path = newPath();
        Vault vault(path, fastOptions(clock));
        const auto created = vault.create(Passphrase, Passphrase);
        if (!created)
            qWarning() << created.error().message();
        return path;
    }
    static Code unlockError(const QString &path, const QString &passphrase = Passphrase)
    {
        Vault vault(path, fastOptions());
        const auto result = vault.unlock(passphrase);
        return result ? Code(-1) : result.error().code;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    int m_counter = 0;

private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    void createThenUnlock()
    {
        const QString path = newPath();
        {
            Vault vault(path, fastOptions());
            QVERIFY(vault.create(Passphrase, Passphrase));
            QVERIFY(vault.isUnlocked());
            QVERIFY(vault.session());
            QVERIFY(vault.session()->settings().setValue(QStringLiteral("k"), QStringLiteral("v")));
        }
        QVERIFY(QFile::exists(Vault::keySlotPath(path)));
        Vault vault(path, fastOptions());
        QVERIFY(!vault.isUnlocked());
        QVERIFY(vault.unlock(Passphrase));
        QCOMPARE(vault.session()->settings().valueOrUnset(QStringLiteral("k")), QStringLiteral("v"));
        QCOMPARE(cache::Schema::version(vault.session()->database()), cache::Schema::CurrentVersion);
        QCOMPARE(vault.session()->database().queryText("PRAGMA journal_mode"), QStringLiteral("wal"));
        QVERIFY(!vault.session()->database().queryText("PRAGMA cipher_version").isEmpty());
        QVERIFY(vault.check());
    }

    void fileIsEncrypted()
    {
        const QString path = createdVault();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.size() >= 4096);
        QVERIFY(!bytes.startsWith("SQLite format 3"));
        QVERIFY(!bytes.contains("payments"));
        QVERIFY(!bytes.contains("CREATE TABLE"));
    }

    void lockWipesAndClosesTheSession()
    {
        const QString path = newPath();
        Vault vault(path, fastOptions());
        QVERIFY(vault.create(Passphrase, Passphrase));
        vault.lock();
        QVERIFY(!vault.isUnlocked());
        QVERIFY(!vault.session());
        const auto second = vault.openSession();
        QVERIFY(!second);
        QCOMPARE(second.error().code, Code::NotUnlocked);
    }

    void createRules_data()
    {
        QTest::addColumn<QString>("passphrase");
        QTest::addColumn<QString>("confirmation");
        QTest::addColumn<Code>("expected");
        QTest::newRow("too short") << QStringLiteral("abc123") << QStringLiteral("abc123") << Code::WeakPassphrase;
        QTest::newRow("eleven characters") << QStringLiteral("abcdefgh123") << QStringLiteral("abcdefgh123")
                                           << Code::WeakPassphrase;
        QTest::newRow("letters only") << QStringLiteral("abcdefghijklmn") << QStringLiteral("abcdefghijklmn")
                                      << Code::WeakPassphrase;
        QTest::newRow("digits only") << QStringLiteral("12345678901234") << QStringLiteral("12345678901234")
                                     << Code::WeakPassphrase;
        QTest::newRow("empty") << QString() << QString() << Code::WeakPassphrase;
        QTest::newRow("confirmation differs") << Passphrase << (Passphrase + QLatin1Char('x'))
                                              << Code::PassphraseMismatch;
    }

    void createRules()
    {
        QFETCH(QString, passphrase);
        QFETCH(QString, confirmation);
        QFETCH(Code, expected);
        const QString path = newPath();
        Vault vault(path, fastOptions());
        const auto result = vault.create(passphrase, confirmation);
        QVERIFY(!result);
        QCOMPARE(result.error().code, expected);
        QVERIFY(!result.error().message().isEmpty());
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(Vault::keySlotPath(path)));
    }

    void twelveCharactersWithLettersAndDigitsIsEnough()
    {
        QVERIFY(!Vault::passphraseProblem(QStringLiteral("abcdefghij12")));
    }

    void createNeverOverwrites()
    {
        const QString path = createdVault();
        const QByteArray before = fileDigest(path);
        Vault vault(path, fastOptions());
        const auto result = vault.create(Passphrase, Passphrase);
        QVERIFY(!result);
        QCOMPARE(result.error().code, Code::AlreadyExists);
        QCOMPARE(fileDigest(path), before);
    }

    void wrongPassphraseLeavesTheDatabaseUntouched()
    {
        const QString path = createdVault();
        const QByteArray before = fileDigest(path);
        Vault vault(path, fastOptions());
        const auto result = vault.unlock(QStringLiteral("wrong passphrase 1"));
        QVERIFY(!result);
        QCOMPARE(result.error().code, Code::WrongPassphrase);
        QCOMPARE(result.error().attemptsLeft, 9);
        QVERIFY(!vault.isUnlocked());
        QCOMPARE(fileDigest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void tenWrongPassphrasesLockOutForThirtyMinutes()
    {
        ManualClock clock;
        const QString path = createdVault(clock);
        Vault vault(path, fastOptions(clock));
        for (int attempt = 1; attempt <= 9; ++attempt) {
            const auto result = vault.unlock(QStringLiteral("wrong passphrase 1"));
            QCOMPARE(result.error().code, Code::WrongPassphrase);
            QCOMPARE(result.error().attemptsLeft, 10 - attempt);
        }
        auto tenth = vault.unlock(QStringLiteral("wrong passphrase 1"));
        QCOMPARE(tenth.error().code, Code::LockedOut);
        QCOMPARE(tenth.error().lockedUntilMs, *clock.nowMs + 30 * 60 * 1000);
        // Even the right passphrase is refused now, also by a fresh Vault object (the counter is on disk).
        Vault other(path, fastOptions(clock));
        QCOMPARE(other.unlock(Passphrase).error().code, Code::LockedOut);
        QCOMPARE(other.changePassphrase(Passphrase, Passphrase + QLatin1Char('9'), Passphrase + QLatin1Char('9'))
                     .error()
                     .code,
                 Code::LockedOut);
        clock.advance(30 * 60 * 1000 - 1);
        QCOMPARE(other.unlock(Passphrase).error().code, Code::LockedOut);
        clock.advance(1);
        QVERIFY(other.unlock(Passphrase));
    }

    void successResetsTheCounter()
    {
        ManualClock clock;
        const QString path = createdVault(clock);
        Vault vault(path, fastOptions(clock));
        for (int attempt = 0; attempt < 9; ++attempt)
            QVERIFY(!vault.unlock(QStringLiteral("wrong passphrase 1")));
        QVERIFY(vault.unlock(Passphrase));
        vault.lock();
        const auto again = vault.unlock(QStringLiteral("wrong passphrase 1"));
        QCOMPARE(again.error().code, Code::WrongPassphrase);
        QCOMPARE(again.error().attemptsLeft, 9);
    }

    void badFiles_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<Code>("expected");
        QTest::newRow("missing database") << QStringLiteral("remove-db") << Code::NotFound;
        QTest::newRow("missing key-slot file") << QStringLiteral("remove-keys") << Code::KeySlotFileMissing;
        QTest::newRow("truncated mid-page") << QStringLiteral("truncate-odd") << Code::Damaged;
        QTest::newRow("truncated at a page") << QStringLiteral("truncate-page") << Code::Damaged;
        QTest::newRow("empty file") << QStringLiteral("empty") << Code::Damaged;
        QTest::newRow("random bytes") << QStringLiteral("random") << Code::NotACache;
        QTest::newRow("plain SQLite file") << QStringLiteral("plain") << Code::NotEncrypted;
        QTest::newRow("key file is garbage") << QStringLiteral("garbage-keys") << Code::NotACache;
        QTest::newRow("key file of another cache") << QStringLiteral("other-keys") << Code::NotACache;
        QTest::newRow("newer schema") << QStringLiteral("newer") << Code::NewerSchema;
        QTest::newRow("page damaged in the middle") << QStringLiteral("flip") << Code::Damaged;
    }

    void badFiles()
    {
        QFETCH(QString, damage);
        QFETCH(Code, expected);
        const QString path = createdVault();
        {
            // Some rows, so the file has several pages to damage.
            Vault vault(path, fastOptions());
            QVERIFY(vault.unlock(Passphrase));
            QList<Payment> payments;
            for (int n = 0; n < 300; ++n)
                payments.append(makePayment(n));
            QVERIFY(vault.session()->payments().upsertMany(payments));
            if (damage == u"newer")
                QVERIFY(!vault.session()->database().execute(
                    "INSERT INTO schema_version(version, applied_at) VALUES (999, 0)"));
        }
        QFile file(path);
        const qint64 size = QFileInfo(path).size();
        if (damage == u"remove-db") {
            QVERIFY(file.remove());
        } else if (damage == u"remove-keys") {
            QVERIFY(QFile::remove(Vault::keySlotPath(path)));
        } else if (damage == u"truncate-odd") {
            QVERIFY(file.resize(size / 2 + 123));
        } else if (damage == u"truncate-page") {
            QVERIFY(file.resize((size / 4096 / 2) * 4096));
        } else if (damage == u"empty") {
            QVERIFY(file.resize(0));
        } else if (damage == u"random" || damage == u"flip") {
            QVERIFY(file.open(QIODevice::ReadWrite));
            QByteArray noise(damage == u"random" ? size : 4096, Qt::Uninitialized);
            QRandomGenerator generator(7);
            generator.fillRange(reinterpret_cast<quint32 *>(noise.data()), noise.size() / 4);
            QVERIFY(file.seek(damage == u"random" ? 0 : 4096 * 2));
            file.write(noise);
            file.close();
        } else if (damage == u"plain") {
            QVERIFY(file.remove());
            sqlite3 *db = nullptr;
            QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(db, "CREATE TABLE payments(hash TEXT); INSERT INTO payments VALUES ('abc');",
                                  nullptr, nullptr, nullptr),
                     SQLITE_OK);
            sqlite3_close(db);
        } else if (damage == u"garbage-keys") {
            QFile keys(Vault::keySlotPath(path));
            QVERIFY(keys.open(QIODevice::WriteOnly));
            keys.write("{\"not\": \"ours\"}");
        } else if (damage == u"other-keys") {
            const QString other = createdVault();
            QVERIFY(QFile::remove(Vault::keySlotPath(path)));
            QVERIFY(QFile::copy(Vault::keySlotPath(other), Vault::keySlotPath(path)));
        }
        const QByteArray before = fileDigest(path);
        Vault vault(path, fastOptions());
        auto result = vault.unlock(Passphrase);
        if (damage == u"flip" && result) {
            // The damaged page may not be read at unlock; the full check must find it.
            result = vault.check();
        }
        QVERIFY(!result);
        QCOMPARE(result.error().code, expected);
        QVERIFY(!result.error().message().isEmpty());
        QVERIFY(!vault.isUnlocked() || damage == u"flip");
        QCOMPARE(fileDigest(path), before);
    }

    void changePassphrase()
    {
        const QString path = createdVault();
        const QString next = QStringLiteral("new passphrase 2027");
        Vault vault(path, fastOptions());
        QCOMPARE(vault.changePassphrase(QStringLiteral("wrong passphrase 1"), next, next).error().code,
                 Code::WrongPassphrase);
        QCOMPARE(vault.changePassphrase(Passphrase, next, next + QLatin1Char('x')).error().code,
                 Code::PassphraseMismatch);
        QCOMPARE(vault.changePassphrase(Passphrase, QStringLiteral("short1"), QStringLiteral("short1")).error().code,
                 Code::WeakPassphrase);
        const QByteArray databaseBefore = fileDigest(path);
        QVERIFY(vault.changePassphrase(Passphrase, next, next));
        QCOMPARE(fileDigest(path), databaseBefore);   // no re-encryption
        QCOMPARE(unlockError(path, Passphrase), Code::WrongPassphrase);
        QCOMPARE(unlockError(path, next), Code(-1));
    }

    void keySlots()
    {
        const QString path = createdVault();
        const QString second = QStringLiteral("second operator 77");
        Vault vault(path, fastOptions());
        QCOMPARE(vault.addKeySlot(QStringLiteral("ana"), second, second).error().code, Code::NotUnlocked);
        QVERIFY(vault.unlock(Passphrase));
        QCOMPARE(vault.addKeySlot(Vault::DefaultSlot, second, second).error().code, Code::SlotExists);
        QCOMPARE(vault.addKeySlot(QStringLiteral("ana"), QStringLiteral("weak"), QStringLiteral("weak")).error().code,
                 Code::WeakPassphrase);
        QVERIFY(vault.addKeySlot(QStringLiteral("ana"), second, second));
        QCOMPARE(vault.keySlotNames().value(), (QStringList{Vault::DefaultSlot, QStringLiteral("ana")}));
        vault.lock();

        QVERIFY(vault.unlock(second));
        vault.lock();
        QVERIFY(vault.unlock(second, QStringLiteral("ana")));
        vault.lock();
        QCOMPARE(vault.unlock(second, Vault::DefaultSlot).error().code, Code::WrongPassphrase);
        QCOMPARE(vault.unlock(second, QStringLiteral("nobody")).error().code, Code::NoSuchSlot);

        QVERIFY(vault.unlock(Passphrase));
        QCOMPARE(vault.removeKeySlot(QStringLiteral("nobody")).error().code, Code::NoSuchSlot);
        QVERIFY(vault.removeKeySlot(Vault::DefaultSlot));
        QCOMPARE(vault.removeKeySlot(QStringLiteral("ana")).error().code, Code::LastSlot);
        vault.lock();
        QCOMPARE(vault.unlock(Passphrase).error().code, Code::WrongPassphrase);
        QVERIFY(vault.unlock(second));
    }

    void backupOpensWithTheSamePassphrase()
    {
        const QString path = createdVault();
        const QString copy = m_dir->filePath(QStringLiteral("backup.ddc"));
        {
            Vault vault(path, fastOptions());
            QCOMPARE(vault.backupTo(copy).error().code, Code::NotUnlocked);
            QVERIFY(vault.unlock(Passphrase));
            QVERIFY(vault.session()->payments().upsert(makePayment(1)));
            QVERIFY(vault.session()->audit().append(AuditEntry{0, 0, QStringLiteral("ana"), QStringLiteral("refund"),
                                                               {}, QStringLiteral("ok"), {}}));
            const auto backedUp = vault.backupTo(copy);
            QVERIFY2(backedUp, backedUp ? "" : qPrintable(backedUp.error().message()));
            QCOMPARE(vault.backupTo(copy).error().code, Code::AlreadyExists);
        }
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.read(16).startsWith("SQLite format 3"));
        Vault restored(copy, fastOptions());
        const auto unlocked = restored.unlock(Passphrase);
        QVERIFY2(unlocked, unlocked ? "" : qPrintable(unlocked.error().message() + unlocked.error().detail));
        QVERIFY(restored.session()->payments().findByHash(makePayment(1).hash));
        QCOMPARE(restored.session()->audit().entries().size(), 1);
        QVERIFY(restored.check());
        // The triggers came along: the copy's audit trail is append-only too.
        QVERIFY(restored.session()->database().execute("DELETE FROM audit_trail").has_value());
    }

    void secondConnectionOnAnotherThread()
    {
        const QString path = createdVault();
        Vault vault(path, fastOptions());
        QVERIFY(vault.unlock(Passphrase));
        QVERIFY(vault.session()->payments().upsert(makePayment(5)));
        std::optional<Payment> seen;
        QThread *worker = QThread::create([&vault, &seen] {
            auto session = vault.openSession();
            if (session)
                seen = session.value()->payments().findByHash(makePayment(5).hash);
        });
        worker->start();
        QVERIFY(worker->wait(10000));
        delete worker;
        QVERIFY(seen.has_value());
        QCOMPARE(seen->merchantPaymentCode, makePayment(5).merchantPaymentCode);
    }

    // As a StoreOpener the vault opens a worker's session through the interface only, and none once
    // it is locked; the session tells what stands behind it.
    void opensStoreSessionsUntilLocked()
    {
        const QString path = createdVault();
        Vault vault(path, fastOptions());
        QVERIFY(vault.unlock(Passphrase));
        QVERIFY(vault.session()->payments().upsert(makePayment(6)));
        const SessionOpener sessions = sessionsOf(vault);
        std::optional<Payment> seen;
        StoreFacts facts;
        QThread *worker = QThread::create([&sessions, &seen, &facts] {
            if (const std::unique_ptr<StoreSession> session = sessions()) {
                seen = session->payments().findByHash(makePayment(6).hash);
                facts = session->facts();
            }
        });
        worker->start();
        QVERIFY(worker->wait(10000));
        delete worker;
        QVERIFY(seen.has_value());
        QCOMPARE(facts.engine, QStringLiteral("SQLCipher"));
        QVERIFY(!facts.engineVersion.isEmpty());
        QCOMPARE(facts.schemaVersion, cache::Schema::CurrentVersion);
        QCOMPARE(facts.currentSchemaVersion, cache::Schema::CurrentVersion);
        vault.lock();
        QVERIFY(!sessions());
    }

    void onlyAWindowSessionReadsADigest()
    {
        // The app's window filters from a payment digest (openWindowSession); the vault's own session
        // and workers' sessions (openSession) read none unless VaultOptions::paymentDigest asks.
        const QString path = createdVault();
        Vault vault(path, fastOptions());
        QVERIFY(vault.unlock(Passphrase));
        QVERIFY(vault.session()->payments().upsert(makePayment(5)));
        QVERIFY(!vault.session()->payments().waitForDigest());
        auto worker = vault.openSession();
        QVERIFY(worker);
        QVERIFY(!worker.value()->payments().waitForDigest());
        auto window = vault.openWindowSession();
        QVERIFY(window);
        QVERIFY(window.value()->payments().waitForDigest());
        QVERIFY(window.value()->payments().digestBytes() > 0);
        QCOMPARE(window.value()->payments().count(PaymentFilter()), qint64(1));
        // Locked, the key is gone: the window's session is closed first (as the app does), and a new
        // one opens nothing.
        window.value().reset();
        vault.lock();
        QVERIFY(!vault.openWindowSession());
    }

    void standardLimitsAreSealedIntoEverySlot()
    {
        // What the real Argon2id cost stands for, without timing it (the unlock time on this machine
        // is a benchmark figure, cache.unlock): a new vault seals its slot with the standard limits,
        // those limits are at least libsodium's interactive floor, and the vault opens with them.
        const cache::KeyDerivationLimits standard = cache::KeyDerivationLimits::standard();
        QVERIFY(standard.isAcceptable());
        QVERIFY(standard.opsLimit >= crypto_pwhash_OPSLIMIT_INTERACTIVE);
        QVERIFY(standard.memLimitBytes >= crypto_pwhash_MEMLIMIT_INTERACTIVE);
        QVERIFY(standard != cache::KeyDerivationLimits::fastForTests());

        const QString path = newPath();
        VaultOptions options;
        QCOMPARE(options.limits, standard);
        {
            Vault vault(path, options);
            QVERIFY(vault.create(Passphrase, Passphrase));
        }
        cache::KeySlotFile::ReadError error{};
        const std::optional<cache::KeySlotFile> keyFile = cache::KeySlotFile::read(Vault::keySlotPath(path), &error);
        QVERIFY(keyFile);
        QCOMPARE(keyFile->keySlots.size(), 1);
        QCOMPARE(keyFile->keySlots.first().limits, standard);
        Vault vault(path, options);
        QVERIFY(vault.unlock(Passphrase));
    }

    // A lock-out far in the future reads with a four-digit year in every language, never as a
    // locale's short date ("11/16/38").
    void lockoutNamesAFourDigitYear_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("en_US") << QStringLiteral("en_US");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
        QTest::newRow("es_MX") << QStringLiteral("es_MX");
    }

    void lockoutNamesAFourDigitYear()
    {
        QFETCH(QString, locale);
        const QLocale before;
        QLocale::setDefault(QLocale(locale));
        VaultError error;
        error.code = Code::LockedOut;
        error.lockedUntilMs = QDateTime(QDate(2038, 11, 16), QTime(12, 0), Qt::UTC).toMSecsSinceEpoch();
        const QString message = error.message();
        QLocale::setDefault(before);
        const QDateTime local = QDateTime::fromMSecsSinceEpoch(error.lockedUntilMs);
        QVERIFY2(message.contains(local.date().toString(Qt::ISODate)), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("/38")), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TestVault)
#include "tst_vault.moc"
