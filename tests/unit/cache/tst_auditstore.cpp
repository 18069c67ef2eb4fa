// The audit trail of the vault: appended, read, never changed.
#include "paymentstoretestsupport.h"

using namespace dd;
using namespace dd::test;

class TestAuditStore : public PaymentStoreFixture
{
    Q_OBJECT
private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

    void auditTrailIsAppendOnly()
    {
        AuditStore &audit = m_vault->session()->audit();
        QVERIFY(!audit.last());
        const auto first = audit.append(AuditEntry{0, 0, QStringLiteral("ana"), QStringLiteral("refund"),
                                                   QJsonObject{{QStringLiteral("hash"), QStringLiteral("h1")},
                                                               {QStringLiteral("integration_key"), QStringLiteral("k")}},
                                                   QStringLiteral("ok"), QByteArray("\x01\x02", 2)});
        QVERIFY(first);
        QVERIFY(audit.append(AuditEntry{0, 42, QStringLiteral("bo"), QStringLiteral("capture"), {}, QStringLiteral("BP-CAP-4"), {}}));
        const QList<AuditEntry> entries = audit.entries();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(0).atMs, *m_clock.nowMs);
        QCOMPARE(entries.at(0).chainHash.size(), 32);   // the chain hash is computed (core/audit), not taken from the caller
        QVERIFY(!entries.at(0).parameters.contains(QStringLiteral("integration_key")));
        QCOMPARE(entries.at(1).atMs, 42);
        QCOMPARE(audit.last()->action, QStringLiteral("capture"));
        QCOMPARE(audit.entries(*first).size(), 1);
        cache::Database &db = m_vault->session()->database();
        QVERIFY(db.execute("UPDATE audit_trail SET actor = 'x'").has_value());
        QVERIFY(db.execute("DELETE FROM audit_trail").has_value());
        QCOMPARE(audit.entries().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestAuditStore)
#include "tst_auditstore.moc"
