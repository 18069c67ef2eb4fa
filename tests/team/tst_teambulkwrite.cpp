// A batch of many payments written to the team store (upsertMany: the new payments by COPY, the
// others one by one) stores what the vault stores for the same batch: payments already there keep
// the ordering rule (a newer stored answer stays, an older one is replaced), a payment twice in the
// batch gets its answers in order, two refunds with one refund id are one refund, and a payment
// without a hash fails the whole batch with nothing written.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/server/store/pgpaymentbulk.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString ManagerPassword = u"bulk secret 2026"_s;

// The fixture's payments from `first`, enough of them for the team store to send them by COPY.
QList<Payment> manyPayments(const test::StoreFixture &fixture, int first)
{
    QList<Payment> payments;
    for (int i = first; i < first + int(store::PgPaymentBulk::FromPayments) + 20; ++i)
        payments.append(fixture.payment(i));
    return payments;
}

} // namespace

class TestTeamBulkWrite : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aBatchStoresWhatTheVaultStores();
    void aPaymentWithoutHashWritesNothing();

private:
    void compareStores(const QList<Payment> &payments);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<PgStoreSession> m_team;
    test::StoreFixture m_fixture;
};

void TestTeamBulkWrite::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    const QByteArray manager = "CREATE ROLE mara LOGIN PASSWORD '" + ManagerPassword.toUtf8() + "' IN ROLE "
                               + TeamSchema::ManagerRole;
    QVERIFY(created.value().exec(manager.constData()));
    auto opened = PgStoreSession::open(m_cluster->conninfo(u"mara"_s, ManagerPassword, u"team"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_team = std::move(opened).value();
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder.filePath(u"cache.ddc"_s), options);
    QVERIFY(m_vault->create(u"bulk write 2026"_s, u"bulk write 2026"_s));
}

void TestTeamBulkWrite::compareStores(const QList<Payment> &payments)
{
    PaymentStore &vault = m_vault->session()->payments();
    PaymentStore &team = m_team->payments();
    for (const Payment &payment : payments) {
        const auto inVault = vault.findByHash(payment.hash);
        const auto inTeam = team.findByHash(payment.hash);
        QVERIFY2(inVault && inTeam, qPrintable(payment.hash));
        QCOMPARE(*inTeam, *inVault);
    }
    QCOMPARE(team.count({}), vault.count({}));
    auto byGroup = [](QList<PaymentTotal> totals) {
        std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
            return std::tie(a.currency, a.status, a.method) < std::tie(b.currency, b.status, b.method);
        });
        return totals;
    };
    QCOMPARE(byGroup(team.totals({})), byGroup(vault.totals({})));
}

void TestTeamBulkWrite::aBatchStoresWhatTheVaultStores()
{
    QList<Payment> batch = manyPayments(m_fixture, 0);
    // Stored before the batch: a newer answer of payment 2 (stays) and an older one of payment 3
    // (the batch's replaces it).
    Payment newer = m_fixture.payment(2);
    newer.statusDate = newer.statusDate.addSecs(60);
    newer.orderNumber = u"newer on the server"_s;
    Payment older = m_fixture.payment(3);
    older.statusDate = older.statusDate.addSecs(-60);
    older.status = PaymentStatus::Open;
    // Payment 11 twice: its first answer, then a later one that must win.
    Payment later = m_fixture.payment(11);
    later.statusDate = later.statusDate.addSecs(5);
    later.orderNumber = u"the later answer"_s;
    batch.append(later);
    // Payment 12 with its first refund answered twice: one refund, the second answer applied.
    Payment twice = m_fixture.payment(12);
    if (twice.refunds.isEmpty())
        twice.refunds.append(Refund{});
    twice.refunds.first().id = u"rf-twice"_s;
    Refund again = twice.refunds.first();
    again.status = RefundStatus::Confirmed;
    again.confirmDate = twice.statusDate.addSecs(7200);
    twice.refunds.append(again);
    batch[12] = twice;
    const QList<StoreSession *> both{m_vault->session(), m_team.get()};
    for (StoreSession *session : both) {
        QVERIFY(session->payments().upsert(newer));
        QVERIFY(session->payments().upsert(older));
    }
    const auto inVault = m_vault->session()->payments().upsertMany(batch);
    const auto inTeam = m_team->payments().upsertMany(batch);
    QVERIFY2(inTeam, qPrintable(inTeam ? QString() : inTeam.error().message));
    QVERIFY(inVault);
    QCOMPARE(inTeam.value(), inVault.value());
    compareStores(batch);
    QCOMPARE(m_team->payments().findByHash(newer.hash)->orderNumber, u"newer on the server"_s);
    QCOMPARE(m_team->payments().findByHash(later.hash)->orderNumber, u"the later answer"_s);
    QCOMPARE(m_team->payments().findByHash(twice.hash)->refunds.size(), twice.refunds.size() - 1);

    // The same batch again: every payment is stored now, so each goes one by one and nothing changes.
    const auto again1 = m_team->payments().upsertMany(batch);
    const auto again2 = m_vault->session()->payments().upsertMany(batch);
    QVERIFY(again1 && again2);
    QCOMPARE(again1.value(), again2.value());
    compareStores(batch);
}

void TestTeamBulkWrite::aPaymentWithoutHashWritesNothing()
{
    QList<Payment> batch = manyPayments(m_fixture, 1000);
    batch[100].hash = u"  "_s;
    const qint64 before = m_team->payments().count({});
    const auto written = m_team->payments().upsertMany(batch);
    QVERIFY(!written);
    QCOMPARE(written.error().kind, StoreError::Kind::InvalidPayment);
    QCOMPARE(m_team->payments().count({}), before);
    QVERIFY(!m_team->payments().findByHash(batch.first().hash));
    // The session goes on: the batch without the blank payment is written whole.
    batch.removeAt(100);
    const auto retried = m_team->payments().upsertMany(batch);
    QVERIFY2(retried, qPrintable(retried ? QString() : retried.error().message));
    QCOMPARE(retried.value(), qint64(batch.size()));
}

QTEST_GUILESS_MAIN(TestTeamBulkWrite)
#include "tst_teambulkwrite.moc"
