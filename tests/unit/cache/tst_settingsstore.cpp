// The settings of the vault: a value, an unset key and a failed read told apart, the stored
// connection, changed field by field, and a connection change as the desktop and the command line
// make it (saved and audited).
#include "paymentstoretestsupport.h"

#include "core/storage/auditstore.h"
#include "core/storage/connectionchange.h"

#include <QJsonDocument>

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

    // A value, an unset key and a read that fails are three answers: the failure is never "unset".
    void aFailedReadIsNotAnUnsetKey()
    {
        SettingsStore &settings = m_vault->session()->settings();
        const QString key = QStringLiteral("sync.schedule_minutes");
        QVERIFY(settings.setValue(key, QStringLiteral("7")));
        QCOMPARE(settings.read(key).value(), std::optional<QString>(QStringLiteral("7")));
        QCOMPARE(settings.read(QStringLiteral("no.such.key")).value(), std::optional<QString>());
        cache::Database &database = m_vault->session()->database();
        QVERIFY(database.prepare("ALTER TABLE settings RENAME TO settings_elsewhere").run());
        const auto failed = settings.read(key);
        QVERIFY(!failed);
        QVERIFY(!failed.error().message.isEmpty());
        QCOMPARE(settings.valueOrUnset(key), std::optional<QString>());
        QVERIFY(database.prepare("ALTER TABLE settings_elsewhere RENAME TO settings").run());
        QCOMPARE(settings.read(key).value(), std::optional<QString>(QStringLiteral("7")));
    }

    // A connection change (Settings ▸ Connection, `config`) is saved and is an audit row signed by the
    // actor: what was set and whether the key changed, never the key.
    void aConnectionChangeIsAudited()
    {
        StoreSession &session = *m_vault->session();
        const QString key = QStringLiteral("live-key-7c41e09b");
        QVERIFY(changeConnection(session, QStringLiteral("mara"),
                                 ConnectionChange{QStringLiteral("production"), QUrl(QStringLiteral("https://api.example")),
                                                  key, true},
                                 false));
        QCOMPARE(session.settings().connection().integrationKey, key);
        QCOMPARE(session.settings().connection().baseUrl, QUrl(QStringLiteral("https://api.example")));
        std::optional<AuditEntry> row = session.audit().last();
        QVERIFY(row);
        QCOMPARE(row->actor, QStringLiteral("mara"));
        QCOMPARE(row->action, QStringLiteral("connection_change"));
        QCOMPARE(row->result, QStringLiteral("SUCCESS"));
        QCOMPARE(row->parameters.value(QStringLiteral("environment")).toString(), QStringLiteral("production"));
        QCOMPARE(row->parameters.value(QStringLiteral("base_url")).toString(), QStringLiteral("https://api.example"));
        QCOMPARE(row->parameters.value(QStringLiteral("integration_key_changed")).toBool(), true);

        // The same key again, the address alone: no key change recorded.
        QVERIFY(changeConnection(session, QStringLiteral("ana"),
                                 ConnectionChange{std::nullopt, QUrl(QStringLiteral("https://other.example")), key, false},
                                 false));
        row = session.audit().last();
        QVERIFY(row);
        QCOMPARE(row->actor, QStringLiteral("ana"));
        QVERIFY(!row->parameters.contains(QStringLiteral("integration_key_changed")));
        QVERIFY(!row->parameters.contains(QStringLiteral("environment")));

        for (const AuditEntry &entry : session.audit().entries()) {
            const QByteArray text = QJsonDocument(entry.parameters).toJson() + entry.actor.toUtf8() + entry.result.toUtf8();
            QVERIFY2(!text.contains(key.toUtf8()), text.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestSettingsStore)
#include "tst_settingsstore.moc"
