#include "accesstestsupport.h"

#include "core/audit/auditverifier.h"
#include "core/cache/auditstore.h"

#include <QJsonObject>
#include <QTest>

using namespace dd;
using namespace dd::test;
using Kind = AuditProblem::Kind;

Q_DECLARE_METATYPE(dd::AuditProblem::Kind)

class TestAuditChain : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;

    AuditStore &audit() { return m_vault->session()->audit(); }
    cache::Database &db() { return m_vault->session()->database(); }
    void appendRows(int count)
    {
        for (int i = 0; i < count; ++i) {
            AuditEntry entry;
            entry.actor = QStringLiteral("sam");
            entry.action = QStringLiteral("refund");
            entry.parameters = {{QStringLiteral("hash"), QStringLiteral("h%1").arg(i)},
                                {QStringLiteral("card_number"), QStringLiteral("4111111111111111")}};
            entry.result = QStringLiteral("SUCCESS");
            QVERIFY(audit().append(entry));
        }
    }
    // What someone with the database key and an SQL shell could do: the triggers go first.
    void tamper(const char *sql)
    {
        QVERIFY(!db().execute("DROP TRIGGER audit_trail_no_update; DROP TRIGGER audit_trail_no_delete"));
        QVERIFY(!db().execute(sql));
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("c.ddc")), fastAccessOptions());
        QVERIFY(m_vault->create(ManagerPass, ManagerPass));
        appendRows(6);
    }
    void cleanup() { m_vault.reset(); }

    // Refused input may be of any size: stored cut to AuditBound, marked with its full length,
    // at any depth, and the chain still verifies.
    void refusedInputIsStoredCut_data()
    {
        QTest::addColumn<QJsonObject>("parameters");
        QTest::addColumn<QString>("path");   // "key" or "object.key"
        QTest::addColumn<int>("length");      // of the original value
        QTest::newRow("description 100 KB") << QJsonObject{{QStringLiteral("description"), QString(100 * 1024, u'x')}}
                                            << QStringLiteral("description") << 100 * 1024;
        QTest::newRow("bank name 10 MB")
            << QJsonObject{{QStringLiteral("bank_info"),
                            QJsonObject{{QStringLiteral("bank_name"), QString(10 * 1024 * 1024, u'B')}}}}
            << QStringLiteral("bank_info.bank_name") << 10 * 1024 * 1024;
        QTest::newRow("just over") << QJsonObject{{QStringLiteral("amount"), QString(AuditBound::MaxText + 1, u'9')}}
                                   << QStringLiteral("amount") << int(AuditBound::MaxText + 1);
        QTest::newRow("at the bound, kept") << QJsonObject{{QStringLiteral("description"), QString(AuditBound::MaxText, u'x')}}
                                            << QStringLiteral("description") << int(AuditBound::MaxText);
    }

    void refusedInputIsStoredCut()
    {
        QFETCH(QJsonObject, parameters);
        QFETCH(QString, path);
        QFETCH(int, length);
        AuditEntry entry;
        entry.actor = QStringLiteral("sam");
        entry.action = QStringLiteral("refund");
        entry.parameters = parameters;
        entry.result = QStringLiteral("validation ") + QString(100 * 1024, u'r');
        QVERIFY(audit().append(entry));
        const AuditEntry stored = *audit().last();
        QJsonObject holder = stored.parameters;
        const QStringList keys = path.split(u'.');
        for (qsizetype i = 0; i + 1 < keys.size(); ++i)
            holder = holder.value(keys.at(i)).toObject();
        const QString value = holder.value(keys.last()).toString();
        QVERIFY(stored.result.size() < AuditBound::MaxResult + 100);
        if (length <= AuditBound::MaxText) {
            QCOMPARE(value.size(), length);
        } else {
            QVERIFY2(value.size() < AuditBound::MaxText + 100, qPrintable(QString::number(value.size())));
            QVERIFY2(value.endsWith(QStringLiteral("[cut: %1 characters]").arg(length)), qPrintable(value.right(60)));
        }
        QVERIFY(AuditVerifier::verify(audit()).isIntact());
    }

    void intactChainVerifies()
    {
        const AuditVerification result = AuditVerifier::verify(audit());
        QVERIFY2(result.isIntact(), qPrintable(result.problems.value(0).message()));
        QCOMPARE(result.rowsChecked, 6);
        QVERIFY(result.headAuthenticated);
        // Secrets are masked before the hash is taken.
        QVERIFY(!audit().last()->parameters.value(QStringLiteral("card_number")).toString().contains(u"41111111"));
    }

    void rowsCannotBeChangedThroughSql()
    {
        QVERIFY(db().execute("UPDATE audit_trail SET result = 'x' WHERE id = 2"));
        QVERIFY(db().execute("DELETE FROM audit_trail WHERE id = 2"));
    }

    void tamperingIsDetected_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<qint64>("row");
        QTest::newRow("edited result") << QByteArray("UPDATE audit_trail SET result = 'FAILED' WHERE id = 3")
                                       << Kind::Edited << qint64(3);
        QTest::newRow("edited actor") << QByteArray("UPDATE audit_trail SET actor = 'boss' WHERE id = 1")
                                      << Kind::Edited << qint64(1);
        QTest::newRow("edited parameters")
            << QByteArray("UPDATE audit_trail SET parameters = '{\"hash\":\"other\"}' WHERE id = 4") << Kind::Edited
            << qint64(4);
        QTest::newRow("edited time") << QByteArray("UPDATE audit_trail SET at = at + 1 WHERE id = 5") << Kind::Edited
                                     << qint64(5);
        QTest::newRow("deleted middle row") << QByteArray("DELETE FROM audit_trail WHERE id = 3") << Kind::Deleted
                                            << qint64(4);
        QTest::newRow("deleted first row") << QByteArray("DELETE FROM audit_trail WHERE id = 1") << Kind::Deleted
                                           << qint64(2);
        QTest::newRow("truncated tail") << QByteArray("DELETE FROM audit_trail WHERE id > 4") << Kind::Truncated
                                        << qint64(4);
        QTest::newRow("last row removed") << QByteArray("DELETE FROM audit_trail WHERE id = 6") << Kind::Truncated
                                          << qint64(5);
        QTest::newRow("head moved back") << QByteArray("UPDATE audit_head SET last_id = 4, row_count = 4")
                                         << Kind::HeadForged << qint64(0);
        QTest::newRow("head removed")
            << QByteArray("DELETE FROM audit_head") << Kind::HeadMissing << qint64(0);
        QTest::newRow("hash cleared") << QByteArray("UPDATE audit_trail SET chain_hash = NULL WHERE id = 2")
                                      << Kind::Unchained << qint64(2);
    }
    void tamperingIsDetected()
    {
        QFETCH(QByteArray, sql);
        QFETCH(Kind, kind);
        QFETCH(qint64, row);
        tamper(sql.constData());
        const AuditVerification result = AuditVerifier::verify(audit());
        QVERIFY(!result.isIntact());
        QCOMPARE(result.problems.first().kind, kind);
        QCOMPARE(result.problems.first().rowId, row);
        QVERIFY(!result.problems.first().message().isEmpty());
    }

    // A row edited and its hash recomputed still breaks the next link.
    void recomputedHashBreaksTheNextLink()
    {
        const QList<AuditEntry> rows = audit().entries();
        const QByteArray forged = auditChainHash(
            rows.at(1).chainHash, auditCanonicalFields(3, rows.at(2).atMs, QStringLiteral("boss"), rows.at(2).action,
                                                       QJsonDocument(rows.at(2).parameters).toJson(QJsonDocument::Compact),
                                                       rows.at(2).result));
        tamper(QByteArray("UPDATE audit_trail SET actor = 'boss', chain_hash = x'" + forged.toHex() + "' WHERE id = 3")
                   .constData());
        const AuditVerification result = AuditVerifier::verify(audit());
        QVERIFY(!result.isIntact());
        QCOMPARE(result.problems.first().rowId, 4);
    }

    // Rows written before the chain existed (an older cache) are counted, not judged.
    void legacyRowsBeforeTheChain()
    {
        m_vault.reset();
        m_dir = std::make_unique<QTemporaryDir>();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("old.ddc")), fastAccessOptions());
        QVERIFY(m_vault->create(ManagerPass, ManagerPass));
        QVERIFY(!db().execute("INSERT INTO audit_trail(at, actor, action) VALUES (1, 'old', 'capture'), (2, 'old', 'refund')"));
        appendRows(2);
        const AuditVerification result = AuditVerifier::verify(audit());
        QVERIFY(result.isIntact());
        QCOMPARE(result.legacyRows, 2);
        QCOMPARE(result.rowsChecked, 2);
    }
};

QTEST_GUILESS_MAIN(TestAuditChain)
#include "tst_auditchain.moc"
