// The team's settings on a real throw-away PostgreSQL cluster. The gateway limit
// (gateway.transfer_timeout_ms): a Manager sets it with `config --server --transfer-timeout-ms N`; a
// value outside 1,000 to 300,000 is a usage error before anything is written, and the server refuses
// it however it is written. A bad value stored before the server checked it stops only what sends to
// the gateway: reconcile without the gateway goes on, sync with the key stops before anything is
// sent. A setting that cannot be read is never taken for an unset one by those who would then fall
// back to a default: each says why instead, and a refund waits for approval.
#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/worker/workergateway.h"
#include "core/storage/settingsstore.h"
#include "core/sync/notificationsignature.h"
#include "core/sync/refreshplan.h"
#include "core/sync/syncsettings.h"
#include "support/clirun.h"
#include "support/pgcluster.h"

#include "teamdatabase.h"
#include "teamlogins.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::TeamGroup;

namespace {

const QString Password = u"gateway limit 2026"_s;
const QByteArray Key = TeamGatewayTiming::SettingKey;

} // namespace

class TestTeamSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aManagerSetsTheLimit_data();
    void aManagerSetsTheLimit();
    void theServerRefusesABadLimit_data();
    void theServerRefusesABadLimit();
    void aBadStoredLimitStopsOnlyWhatSendsToTheGateway();
    void aSettingThatCannotBeReadIsNotUnset();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, Password, u"team"_s); }
    // The stored value, "(none)" when unset.
    QByteArray stored();
    qint64 auditRows(const QByteArray &action);

    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<PgCluster> m_cluster;
    std::optional<PgConnection> m_owner;
};

void TestTeamSettings::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner.emplace(std::move(created).value());
    for (const auto &[login, group] : {std::pair{"mara", TeamGroup::Manager}, std::pair{"sol", TeamGroup::Support},
                                       std::pair{"fabio", TeamGroup::Finance}})
        QVERIFY(test::addTeamLogin(*m_owner, login, group, Password));
}

QByteArray TestTeamSettings::stored()
{
    const auto found = m_owner->exec("SELECT value FROM directdesk.settings WHERE key = $1", {Key});
    return found && found->rows() == 1 ? found->bytes(0, 0) : QByteArray("(none)");
}

qint64 TestTeamSettings::auditRows(const QByteArray &action)
{
    const auto counted = m_owner->exec("SELECT count(*) FROM directdesk.audit_trail WHERE action = $1", {action});
    return counted ? counted->bytes(0, 0).toLongLong() : -1;
}

void TestTeamSettings::aManagerSetsTheLimit_data()
{
    QTest::addColumn<QString>("login");   // empty: with --vault instead of --server
    QTest::addColumn<QString>("given");
    QTest::addColumn<int>("status");
    QTest::newRow("the shortest") << u"mara"_s << u"1000"_s << 0;
    QTest::newRow("the longest") << u"mara"_s << u"300000"_s << 0;
    QTest::newRow("ten seconds") << u"mara"_s << u"10000"_s << 0;
    QTest::newRow("below a second") << u"mara"_s << u"999"_s << 2;
    QTest::newRow("above five minutes") << u"mara"_s << u"300001"_s << 2;
    QTest::newRow("zero") << u"mara"_s << u"0"_s << 2;
    QTest::newRow("negative") << u"mara"_s << u"-5000"_s << 2;
    QTest::newRow("words") << u"mara"_s << u"fast"_s << 2;
    QTest::newRow("empty") << u"mara"_s << QString() << 2;
    QTest::newRow("a unit after the number") << u"mara"_s << u"5000ms"_s << 2;
    QTest::newRow("a fraction") << u"mara"_s << u"5000.5"_s << 2;
    QTest::newRow("an exponent") << u"mara"_s << u"1e4"_s << 2;
    QTest::newRow("beyond an int") << u"mara"_s << u"99999999999"_s << 2;
    QTest::newRow("on a vault") << QString() << u"10000"_s << 2;
    QTest::newRow("a Support login") << u"sol"_s << u"10000"_s << 11;
    QTest::newRow("a Finance login") << u"fabio"_s << u"10000"_s << 11;
}

void TestTeamSettings::aManagerSetsTheLimit()
{
    QFETCH(QString, login);
    QFETCH(QString, given);
    QFETCH(int, status);
    const QByteArray before = stored();
    const qint64 changes = auditRows("connection_change");
    const QStringList store = login.isEmpty() ? QStringList{u"--vault"_s, m_folder.filePath(u"none.ddc"_s)}
                                              : QStringList{u"--server"_s, conninfo(login)};
    const test::CliRun run =
        test::callCli(QStringList{u"config"_s} + store + QStringList{u"--transfer-timeout-ms"_s, given}, {});
    QVERIFY2(run.status == status, qPrintable(run.out + run.err));
    if (status != 0) {
        QVERIFY2(!run.err.trimmed().isEmpty(), "no message");
        if (status == 2 && !login.isEmpty())
            QVERIFY2(run.err.contains(u"1000"_s) && run.err.contains(u"300000"_s), qPrintable(run.err));
        QCOMPARE(stored(), before);
        QCOMPARE(auditRows("connection_change"), changes);
        return;
    }
    QCOMPARE(stored(), given.toUtf8());
    QVERIFY2(run.out.contains(u"Gateway limit: %1 ms"_s.arg(given)), qPrintable(run.out));
    const auto audited = m_owner->exec("SELECT actor, parameters::jsonb ->> $1, result FROM directdesk.audit_trail "
                                       "WHERE action = 'connection_change' ORDER BY id DESC LIMIT 1",
                                       {Key});
    QVERIFY(audited && audited->rows() == 1);
    QCOMPARE(audited->bytes(0, 0), QByteArray("mara"));
    QCOMPARE(audited->bytes(0, 1), given.toUtf8());
    QCOMPARE(audited->bytes(0, 2), QByteArray("SUCCESS"));
    QCOMPARE(auditRows("connection_change"), changes + 1);
}

void TestTeamSettings::theServerRefusesABadLimit_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("the shortest") << QByteArray("1000") << true;
    QTest::newRow("the longest") << QByteArray("300000") << true;
    QTest::newRow("below a second") << QByteArray("999") << false;
    QTest::newRow("above five minutes") << QByteArray("300001") << false;
    QTest::newRow("negative") << QByteArray("-1000") << false;
    QTest::newRow("words") << QByteArray("fast") << false;
    QTest::newRow("empty") << QByteArray("") << false;
    QTest::newRow("a space before") << QByteArray(" 5000") << false;
    QTest::newRow("a unit after the number") << QByteArray("5000 ms") << false;
    QTest::newRow("a fraction") << QByteArray("5000.0") << false;
    QTest::newRow("an exponent") << QByteArray("1e4") << false;
    QTest::newRow("beyond an int") << QByteArray("99999999999") << false;
}

// A Manager writing the row with psql: an insert, and an update of a good value.
void TestTeamSettings::theServerRefusesABadLimit()
{
    QFETCH(QByteArray, value);
    QFETCH(bool, accepted);
    QVERIFY(m_owner->exec("DELETE FROM directdesk.settings WHERE key = $1", {Key}));
    auto connected = PgConnection::connectTo(conninfo(u"mara"_s));
    QVERIFY(connected);
    PgConnection mara = std::move(connected).value();
    const auto inserted = mara.exec("INSERT INTO directdesk.settings(key, value) VALUES ($1, $2)", {Key, value});
    QCOMPARE(bool(inserted), accepted);
    QCOMPARE(stored(), accepted ? value : QByteArray("(none)"));
    QVERIFY(mara.exec("INSERT INTO directdesk.settings(key, value) VALUES ($1, '30000') "
                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                      {Key}));
    const auto updated = mara.exec("UPDATE directdesk.settings SET value = $2 WHERE key = $1", {Key, value});
    QCOMPARE(bool(updated), accepted);
    QCOMPARE(stored(), accepted ? value : QByteArray("30000"));
    if (!accepted) {
        QCOMPARE(inserted.error().sqlState, QByteArray("23514"));
        QCOMPARE(updated.error().sqlState, QByteArray("23514"));
    }
    // Other settings are not the limit's business.
    QVERIFY(mara.exec("INSERT INTO directdesk.settings(key, value) VALUES ('gateway.other', $1) "
                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                      {value}));
}

void TestTeamSettings::aBadStoredLimitStopsOnlyWhatSendsToTheGateway()
{
    const auto unchecked = test::storeUncheckedSetting(*m_owner, Key, "5");
    QVERIFY2(!unchecked, qPrintable(unchecked.value_or(QString())));
    QCOMPARE(stored(), QByteArray("5"));

    // Reconciling needs no gateway (a Finance login has no key): it goes on.
    QFile orders(m_folder.filePath(u"orders.csv"_s));
    QVERIFY(orders.open(QIODevice::WriteOnly));
    orders.write("Pedido;Total;Moneda\nunknown-order;10.00;BRL\n");
    orders.close();
    const test::CliRun reconciled = test::callCli({u"reconcile"_s, u"--server"_s, conninfo(u"fabio"_s), u"--orders"_s,
                                                   orders.fileName(), u"--column"_s, u"code=Pedido"_s, u"--column"_s,
                                                   u"amount=Total"_s, u"--column"_s, u"currency=Moneda"_s, u"--json"_s},
                                                  {});
    QVERIFY2(reconciled.status == 0 || reconciled.status == 13, qPrintable(reconciled.err + reconciled.out));
    QCOMPARE(reconciled.json().value(u"orders"_s).toInt(), 1);
    // config shows the stored value as a problem and still answers.
    const test::CliRun shown = test::callCli({u"config"_s, u"--server"_s, conninfo(u"sol"_s)}, {});
    QVERIFY2(shown.status == 0, qPrintable(shown.err));
    QVERIFY2(shown.out.contains(QString::fromLatin1(Key) + u" \"5\""_s), qPrintable(shown.out));

    // sync asks the gateway: it stops before anything is sent (the address answers nothing).
    QFile config(m_folder.filePath(u"gateway.json"_s));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    config.write(QJsonDocument(QJsonObject{{u"base_url"_s, u"https://gateway.invalid"_s},
                                           {u"integration_key"_s, u"test-key"_s}})
                     .toJson());
    config.close();
    const test::CliRun synced = test::callCli(
        {u"sync"_s, u"--server"_s, conninfo(u"sol"_s), u"--gateway-config"_s, config.fileName(), u"--json"_s}, {});
    QCOMPARE(synced.status, 3);
    QVERIFY2(synced.err.contains(QString::fromLatin1(Key) + u" \"5\""_s), qPrintable(synced.err));

    // A Manager's good value replaces it.
    const test::CliRun set = test::callCli(
        {u"config"_s, u"--server"_s, conninfo(u"mara"_s), u"--transfer-timeout-ms"_s, u"20000"_s}, {});
    QVERIFY2(set.status == 0, qPrintable(set.err));
    QCOMPARE(stored(), QByteArray("20000"));
}

// The Support group loses its grant to read the settings while a session is open (a failed read,
// as when the server goes away): every reader below says so, where "unset" would have meant a
// default (30 s, 15 minutes, unsigned notifications, no approval needed).
void TestTeamSettings::aSettingThatCannotBeReadIsNotUnset()
{
    QVERIFY(m_owner->exec("INSERT INTO directdesk.settings(key, value) VALUES ('access.refund_threshold.BRL', '100.00') "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    auto opened = PgStoreSession::open(conninfo(u"sol"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    std::unique_ptr<PgStoreSession> session = std::move(opened).value();
    access::AccessGuard guard(session->audit());
    guard.signIn(access::Operator{u"sol"_s, u"SOL"_s, access::Role::Support, 0});
    access::RefundApprovals approvals(*session, guard);
    // Readable: what is stored, and "unset" for what is not.
    QCOMPARE(session->settings().read(u"no.such.key"_s).value(), std::optional<QString>());
    QVERIFY(!approvals.needsApproval(Money(5000, u"BRL"_s)));
    QVERIFY(SyncSettingsStore::schedule(*session));

    QVERIFY(m_owner->exec("REVOKE SELECT ON directdesk.settings FROM directdesk_support"));
    const auto read = session->settings().read(u"no.such.key"_s);
    const auto timing = TeamGatewayTiming::load(*session);
    const auto schedule = SyncSettingsStore::schedule(*session);
    const auto certificate = GatewayCertificateSetting::load(session->settings());
    const bool approval = approvals.needsApproval(Money(5000, u"BRL"_s));
    // A command line that would send to the gateway stops as when the server cannot be read (9).
    const test::CliRun synced = test::callCli({u"sync"_s, u"--server"_s, conninfo(u"sol"_s), u"--gateway-config"_s,
                                               m_folder.filePath(u"gateway.json"_s), u"--json"_s},
                                              {});
    QVERIFY(m_owner->exec("GRANT SELECT ON directdesk.settings TO directdesk_support"));
    QCOMPARE(synced.status, 9);
    QVERIFY2(synced.err.contains(u"Could not read"_s), qPrintable(synced.err));

    QVERIFY(!read);
    QVERIFY2(!read.error().message.isEmpty(), "no message");
    QVERIFY(!timing);
    QVERIFY(timing.error().unreadable);
    QVERIFY2(timing.error().message.contains(QString::fromLatin1(Key)), qPrintable(timing.error().message));
    QVERIFY(!schedule);
    QVERIFY(schedule.error().unreadable);
    QVERIFY(!certificate);
    QVERIFY(approval);
    // Readable again: nothing was changed by the failed reads.
    QVERIFY(!approvals.needsApproval(Money(5000, u"BRL"_s)));
    QVERIFY(session->settings().read(u"no.such.key"_s));
}

QTEST_GUILESS_MAIN(TestTeamSettings)
#include "tst_teamsettings.moc"
