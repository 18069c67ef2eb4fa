// `directdesk --demo` fills a throw-away cache from the built-in sandbox's demo books, page by
// page, off the GUI thread; it reports progress and can be cancelled.
#include "app/demoimport.h"
#include "core/cache/vault.h"
#include "sandbox/sandboxserver.h"

#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestDemoImport : public QObject
{
    Q_OBJECT

private slots:
    void importsEveryDemoPayment_data();
    void importsEveryDemoPayment();
    void cancel();
    void sandboxGone();

private:
    static std::unique_ptr<dd::Vault> makeVault(const QTemporaryDir &dir);
};

std::unique_ptr<dd::Vault> TestDemoImport::makeVault(const QTemporaryDir &dir)
{
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    auto vault = std::make_unique<dd::Vault>(dir.filePath(u"cache.db"_s), options);
    const QString passphrase = u"demo passphrase 42"_s;
    if (!vault->create(passphrase, passphrase))
        return nullptr;
    return vault;
}

void TestDemoImport::importsEveryDemoPayment_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("pages");
    QTest::newRow("empty books") << 0 << 1;
    QTest::newRow("one page") << 120 << 1;
    QTest::newRow("three pages") << 2 * dd::DemoImport::PageSize + 7 << 3;
}

void TestDemoImport::importsEveryDemoPayment()
{
    QFETCH(int, count);
    QFETCH(int, pages);
    dd::sandbox::SandboxOptions options;
    options.seedDemo = count;
    options.seed = 7;
    dd::sandbox::SandboxServer sandbox(options);
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    dd::DemoImport import(&network, sandbox.baseUrl(), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    QSignalSpy stored(&import, &dd::DemoImport::pageStored);
    QSignalSpy progress(&import, &dd::DemoImport::progress);
    import.start();
    QVERIFY(finished.wait(30'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QCOMPARE(stored.count(), pages);
    QCOMPARE(progress.last().at(0).toLongLong(), qint64(count));
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    QCOMPARE(session.value()->payments().count({}), qint64(count));
}

void TestDemoImport::cancel()
{
    dd::sandbox::SandboxOptions options;
    options.seedDemo = 3 * dd::DemoImport::PageSize;
    dd::sandbox::SandboxServer sandbox(options);
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    dd::DemoImport import(&network, sandbox.baseUrl(), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    connect(&import, &dd::DemoImport::pageStored, &import, &dd::DemoImport::cancel);
    import.start();
    QVERIFY(finished.wait(30'000));
    QVERIFY(!finished.first().first().toString().isEmpty());
    auto session = vault->openSession();
    QVERIFY(session.hasValue());
    // The first page was stored, the rest never fetched.
    QCOMPARE(session.value()->payments().count({}), qint64(dd::DemoImport::PageSize));
}

void TestDemoImport::sandboxGone()
{
    QTemporaryDir dir;
    auto vault = makeVault(dir);
    QVERIFY(vault);
    QNetworkAccessManager network;
    // Nothing listens on port 9 of the loopback address.
    dd::DemoImport import(&network, QUrl(u"http://127.0.0.1:9"_s), *vault);
    QSignalSpy finished(&import, &dd::DemoImport::finished);
    import.start();
    QVERIFY(finished.wait(30'000));
    QVERIFY(finished.first().first().toString().contains(u"did not answer"_s));
}

QTEST_MAIN(TestDemoImport)
#include "tst_demoimport.moc"
