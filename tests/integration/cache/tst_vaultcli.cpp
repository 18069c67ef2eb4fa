// directdesk-cli vault and config, run as a process: exit statuses, messages, no key echoed.

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Passphrase = QStringLiteral("cli passphrase 2026");
const QString NewPassphrase = QStringLiteral("new cli passphrase 7");
const QString IntegrationKey = QStringLiteral("test_ik_9c8b7a6f5e4d3c2b");

struct Run
{
    int status = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &arguments, const QMap<QString, QString> &environment = {}, const QByteArray &input = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DIRECTDESK_PASSPHRASE"));
    env.remove(QStringLiteral("DIRECTDESK_NEW_PASSPHRASE"));
    env.remove(QStringLiteral("DIRECTDESK_INTEGRATION_KEY"));
    for (auto it = environment.begin(); it != environment.end(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(DIRECTDESK_BINARY_DIR "/app/directdesk-cli"), arguments);
    if (!process.waitForStarted(10000))
        return {};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestVaultCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString vaultPath() const { return m_dir.filePath(QStringLiteral("cli.ddc")); }
    QMap<QString, QString> withPassphrase(const QString &passphrase = Passphrase) const
    {
        return {{QStringLiteral("DIRECTDESK_PASSPHRASE"), passphrase}};
    }

private slots:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("no action") << QStringList{QStringLiteral("vault")};
        QTest::newRow("no path") << QStringList{QStringLiteral("vault"), QStringLiteral("check")};
        QTest::newRow("unknown action") << QStringList{QStringLiteral("vault"), QStringLiteral("explode"),
                                                       QStringLiteral("--vault"), QStringLiteral("x")};
        QTest::newRow("config without path") << QStringList{QStringLiteral("config")};
        QTest::newRow("plain http base address")
            << QStringList{QStringLiteral("config"), QStringLiteral("--vault"), QStringLiteral("x"),
                           QStringLiteral("--base-url"), QStringLiteral("http://api.example.com")};
        QTest::newRow("bad environment name")
            << QStringList{QStringLiteral("config"), QStringLiteral("--vault"), QStringLiteral("x"),
                           QStringLiteral("--environment"), QStringLiteral("Prod uction")};
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments, withPassphrase());
        QCOMPARE(run.status, 2);
        QVERIFY(!run.err.isEmpty());
    }

    void lifecycle()
    {
        // Create with the passphrase typed twice on standard input.
        Run run = cli({QStringLiteral("vault"), QStringLiteral("create"), QStringLiteral("--vault"), vaultPath()}, {},
                      (Passphrase + u'\n' + Passphrase + u'\n').toUtf8());
        QCOMPARE(run.status, 0);
        QVERIFY(QFile::exists(vaultPath()));
        QVERIFY(QFile::exists(vaultPath() + QStringLiteral(".keys")));

        run = cli({QStringLiteral("vault"), QStringLiteral("create"), QStringLiteral("--vault"), vaultPath()},
                  withPassphrase());
        QCOMPARE(run.status, 9);   // never overwritten

        run = cli({QStringLiteral("vault"), QStringLiteral("check"), QStringLiteral("--vault"), vaultPath()},
                  withPassphrase());
        QCOMPARE(run.status, 0);
        QVERIFY(run.out.contains(QStringLiteral("SQLCipher")));

        run = cli({QStringLiteral("config"), QStringLiteral("--vault"), vaultPath(), QStringLiteral("--base-url"),
                   QStringLiteral("https://sandbox.ebanx.com"), QStringLiteral("--integration-key"), QStringLiteral("-"),
                   QStringLiteral("--environment"), QStringLiteral("sandbox")},
                  {{QStringLiteral("DIRECTDESK_PASSPHRASE"), Passphrase},
                   {QStringLiteral("DIRECTDESK_INTEGRATION_KEY"), IntegrationKey}});
        QCOMPARE(run.status, 0);
        QVERIFY(!run.out.contains(IntegrationKey));
        QVERIFY(!run.err.contains(IntegrationKey));

        run = cli({QStringLiteral("config"), QStringLiteral("--vault"), vaultPath()}, withPassphrase());
        QCOMPARE(run.status, 0);
        QVERIFY(run.out.contains(QStringLiteral("https://sandbox.ebanx.com")));
        QVERIFY(run.out.contains(QStringLiteral("sandbox")));
        QVERIFY(!run.out.contains(IntegrationKey));

        // The change is one audit row (showing is none), which says the key changed, never the key.
        run = cli({QStringLiteral("audit"), QStringLiteral("list"), QStringLiteral("--vault"), vaultPath(),
                   QStringLiteral("--action"), QStringLiteral("connection_change")},
                  withPassphrase());
        QCOMPARE(run.status, 0);
        QCOMPARE(run.out.count(QStringLiteral("connection_change")), 1);
        QVERIFY2(run.out.contains(QStringLiteral("SUCCESS")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("integration_key_changed")), qPrintable(run.out));
        QVERIFY(!run.out.contains(IntegrationKey));

        run = cli({QStringLiteral("vault"), QStringLiteral("passwd"), QStringLiteral("--vault"), vaultPath()},
                  {{QStringLiteral("DIRECTDESK_PASSPHRASE"), Passphrase},
                   {QStringLiteral("DIRECTDESK_NEW_PASSPHRASE"), QStringLiteral("short")}});
        QCOMPARE(run.status, 9);   // too weak: nothing changed

        run = cli({QStringLiteral("vault"), QStringLiteral("passwd"), QStringLiteral("--vault"), vaultPath()},
                  {{QStringLiteral("DIRECTDESK_PASSPHRASE"), Passphrase},
                   {QStringLiteral("DIRECTDESK_NEW_PASSPHRASE"), NewPassphrase}});
        QCOMPARE(run.status, 0);

        run = cli({QStringLiteral("vault"), QStringLiteral("check"), QStringLiteral("--vault"), vaultPath()},
                  withPassphrase());
        QCOMPARE(run.status, 9);
        QVERIFY(run.err.contains(QStringLiteral("Wrong passphrase")));

        run = cli({QStringLiteral("config"), QStringLiteral("--vault"), vaultPath()}, withPassphrase(NewPassphrase));
        QCOMPARE(run.status, 0);
        QVERIFY(run.out.contains(QStringLiteral("https://sandbox.ebanx.com")));

        // Nothing readable on disk: neither the key nor the address.
        for (const QString &name : QDir(m_dir.path()).entryList(QDir::Files)) {
            QFile file(m_dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QVERIFY2(!bytes.contains(IntegrationKey.toUtf8()), qPrintable(name));
            QVERIFY2(!bytes.contains("sandbox.ebanx.com"), qPrintable(name));
        }
    }

    void missingVault()
    {
        const Run run = cli({QStringLiteral("vault"), QStringLiteral("check"), QStringLiteral("--vault"),
                             m_dir.filePath(QStringLiteral("none.ddc"))},
                            withPassphrase());
        QCOMPARE(run.status, 9);
        QVERIFY(run.err.contains(QStringLiteral("No cache")));
    }
};

QTEST_GUILESS_MAIN(TestVaultCli)
#include "tst_vaultcli.moc"
