// The settings of the vault: the stored connection, changed field by field.
#include "paymentstoretestsupport.h"

using namespace dd;
using namespace dd::test;

class TestSettingsStore : public PaymentStoreFixture
{
    Q_OBJECT
private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

    void settings()
    {
        SettingsStore &settings = m_vault->session()->settings();
        QCOMPARE(settings.connection(), StoredConnection());
        QVERIFY(settings.updateConnection(QStringLiteral("sandbox"), QUrl(QStringLiteral("https://sandbox.example")),
                                          QStringLiteral("key-123")));
        QVERIFY(settings.updateConnection(std::nullopt, std::nullopt, QStringLiteral("key-456")));
        const StoredConnection read = settings.connection();
        QCOMPARE(read.environment, QStringLiteral("sandbox"));
        QCOMPARE(read.baseUrl, QUrl(QStringLiteral("https://sandbox.example")));
        QCOMPARE(read.integrationKey, QStringLiteral("key-456"));
        QVERIFY(settings.remove(QStringLiteral("connection.environment")));
        QVERIFY(settings.connection().environment.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"
