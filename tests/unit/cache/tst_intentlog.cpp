// The intent log of the vault: records without secrets, states, and durability.
#include "paymentstoretestsupport.h"

using namespace dd;
using namespace dd::test;

class TestIntentLog : public PaymentStoreFixture
{
    Q_OBJECT
private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

    void intentLog()
    {
        IntentLog &intents = m_vault->session()->intents();
        const QJsonObject parameters{{QStringLiteral("amount"), QStringLiteral("10.00")},
                                     {QStringLiteral("card"),
                                      QJsonObject{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")},
                                                  {QStringLiteral("card_cvv"), QStringLiteral("123")},
                                                  {QStringLiteral("card_name"), QStringLiteral("Ana")}}}};
        const auto id = intents.record(PendingOperation::Kind::CreatePayment, QStringLiteral("dd-1"), {}, parameters);
        QVERIFY(id);
        const auto second = intents.record(PendingOperation::Kind::Refund, QStringLiteral("rf-1"), QStringLiteral("h"), {});
        QVERIFY(second);
        QCOMPARE(intents.unresolved().size(), 2);
        const PendingOperation stored = intents.find(*id).value();
        QCOMPARE(stored.kind, PendingOperation::Kind::CreatePayment);
        QCOMPARE(stored.state, PendingOperation::State::Open);
        QCOMPARE(stored.createdAtMs, *m_clock.nowMs);
        const QJsonObject card = stored.parameters.value(QStringLiteral("card")).toObject();
        QVERIFY(!card.contains(QStringLiteral("card_number")));
        QVERIFY(!card.contains(QStringLiteral("card_cvv")));
        QCOMPARE(card.value(QStringLiteral("card_name")).toString(), QStringLiteral("Ana"));
        m_clock.advance(5000);
        QVERIFY(intents.setState(*id, PendingOperation::State::Done, QStringLiteral("hash-1")));
        QVERIFY(intents.setState(*second, PendingOperation::State::Unknown));
        const QList<PendingOperation> open = intents.unresolved();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().state, PendingOperation::State::Unknown);
        QCOMPARE(intents.find(*id)->paymentHash, QStringLiteral("hash-1"));
        QCOMPARE(intents.find(*id)->updatedAtMs, *m_clock.nowMs);
        QVERIFY(!intents.setState(9999, PendingOperation::State::Done));
        QCOMPARE(m_vault->session()->database().queryText("PRAGMA synchronous"), QStringLiteral("1"));   // back to NORMAL
    }
};

QTEST_GUILESS_MAIN(TestIntentLog)
#include "tst_intentlog.moc"
