// The team store's change feed on a real throw-away PostgreSQL cluster: a write through one
// PgStoreSession wakes a PgChangeFeed on another connection, with the change number the write made;
// what is written while the feed's connection is gone (its backend terminated) is covered by the
// number it reports once it has reconnected by itself; a transaction that commits after a newer
// number was reported still wakes it; each report names the tables written since the one before
// (a late commit's too), and the first after connecting covers every table; the table records who
// wrote what, and no group may write it directly.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/server/pgchangefeed.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString OperatorPassword = u"change feed 2026"_s;
const QString FeedApplication = u"directdesk change feed test"_s;

} // namespace

class TestTeamChangeFeed : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void aWriteWakesTheFeedOnAnotherConnection();
    void writesWhileDisconnectedAreCaughtUp();
    void aLateCommitWithASmallerNumberIsReported();
    void eachReportNamesTheTablesWritten();
    void everyWatchedTableIsRecordedWithItsKeyAndLogin();
    void noGroupWritesTheChangesTable_data();
    void noGroupWritesTheChangesTable();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, OperatorPassword, u"team"_s); }
    ServerAddress feedAddress() const;
    qint64 newestChange();
    // Starts the feed and waits for its first report (the number when it connected).
    bool startFeed(PgChangeFeed &feed);
    // Waits until the feed has reported at least `number`; false when it stopped reporting.
    static bool waitForChange(PgChangeFeed &feed, QSignalSpy &changed, qint64 number);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    PgConnection m_owner;
    std::unique_ptr<PgStoreSession> m_manager;
    test::StoreFixture m_fixture;
    int m_nextPayment = 0;
};

void TestTeamChangeFeed::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner = std::move(created).value();
    const struct
    {
        const char *login;
        const char *group;
        int rank;
    } operators[] = {{"mara", TeamSchema::ManagerRole, 2}, {"fabio", TeamSchema::FinanceRole, 0},
                     {"sol", TeamSchema::SupportRole, 1}};
    for (const auto &op : operators) {
        const QByteArray create = QByteArray("CREATE ROLE ") + op.login + " LOGIN PASSWORD '"
                                  + OperatorPassword.toUtf8() + "' IN ROLE " + op.group;
        QVERIFY(m_owner.exec(create.constData()));
        QVERIFY(m_owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                             {QByteArray(op.login), QByteArray(op.login).toUpper(), QByteArray::number(op.rank)}));
    }
    auto opened = PgStoreSession::open(conninfo(u"mara"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_manager = std::move(opened).value();
}

ServerAddress TestTeamChangeFeed::feedAddress() const
{
    // Named, so that the test can find the feed's backend among the server's sessions.
    const auto address = readServerAddress(conninfo(u"fabio"_s) + u" application_name='"_s + FeedApplication + u"'"_s);
    return address ? *address : ServerAddress{};
}

qint64 TestTeamChangeFeed::newestChange()
{
    const auto newest = m_owner.exec("SELECT COALESCE(max(id), 0) FROM directdesk.changes");
    return newest ? newest->bytes(0, 0).toLongLong() : -1;
}

bool TestTeamChangeFeed::startFeed(PgChangeFeed &feed)
{
    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    feed.start(feedAddress());
    return changed.wait(30000) && feed.isConnected();
}

bool TestTeamChangeFeed::waitForChange(PgChangeFeed &feed, QSignalSpy &changed, qint64 number)
{
    while (feed.lastChange() < number) {
        if (!changed.wait(30000))
            return false;
    }
    return true;
}

void TestTeamChangeFeed::aWriteWakesTheFeedOnAnotherConnection()
{
    PgChangeFeed feed;
    QVERIFY(startFeed(feed));
    const qint64 before = feed.lastChange();
    QCOMPARE(before, newestChange());

    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    const Payment payment = m_fixture.payment(m_nextPayment++);
    const auto written = m_manager->payments().upsert(payment);
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    const qint64 after = newestChange();
    QVERIFY(after > before);
    QVERIFY(waitForChange(feed, changed, after));
    QCOMPARE(feed.lastChange(), after);
    // Every report after connecting is of a newer change.
    for (const QList<QVariant> &report : std::as_const(changed))
        QVERIFY(report.constFirst().toLongLong() > before);
}

void TestTeamChangeFeed::writesWhileDisconnectedAreCaughtUp()
{
    PgChangeFeed feed;
    QVERIFY(startFeed(feed));
    QSignalSpy lost(&feed, &PgChangeFeed::connectionLost);
    QSignalSpy restored(&feed, &PgChangeFeed::connectionRestored);
    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    // Written the moment the feed says it lost its connection: it cannot reconnect before this
    // slot returns (it reconnects from the event loop), so nobody hears these notifications.
    qint64 writtenWhileAway = -1;
    connect(&feed, &PgChangeFeed::connectionLost, this, [&] {
        const QList<Payment> payments{m_fixture.payment(m_nextPayment), m_fixture.payment(m_nextPayment + 1),
                                      m_fixture.payment(m_nextPayment + 2)};
        m_nextPayment += 3;
        if (m_manager->payments().upsertMany(payments) && m_manager->settings().setValue(u"feed.test"_s, u"away"_s))
            writtenWhileAway = newestChange();
    });
    const auto terminated = m_owner.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                         "WHERE application_name = $1",
                                         {FeedApplication.toUtf8()});
    QVERIFY(terminated);
    QCOMPARE(terminated->rows(), 1);
    QVERIFY(lost.wait(30000));
    QVERIFY(writtenWhileAway > 0);
    QVERIFY(!feed.isConnected());
    QVERIFY(restored.count() == 1 || restored.wait(60000));
    QVERIFY(waitForChange(feed, changed, writtenWhileAway));
    QCOMPARE(feed.lastChange(), writtenWhileAway);
    QCOMPARE(lost.count(), 1);
    QCOMPARE(restored.count(), 1);

    // Listening again: a later write wakes it as before.
    const auto written = m_manager->settings().setValue(u"feed.test"_s, u"back"_s);
    QVERIFY(written);
    QVERIFY(waitForChange(feed, changed, newestChange()));
}

void TestTeamChangeFeed::aLateCommitWithASmallerNumberIsReported()
{
    PgChangeFeed feed;
    QVERIFY(startFeed(feed));
    QSignalSpy changed(&feed, &PgChangeFeed::changed);
    auto earlyConnected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    auto lateConnected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(earlyConnected && lateConnected);
    PgConnection early = std::move(earlyConnected).value();
    PgConnection late = std::move(lateConnected).value();
    // `early` takes its change number first but commits last.
    QVERIFY(early.exec("BEGIN"));
    QVERIFY(early.exec("INSERT INTO directdesk.settings(key, value) VALUES ('feed.order', 'early')"));
    const auto earlyNumber = early.exec("SELECT max(id) FROM directdesk.changes");
    QVERIFY(late.exec("INSERT INTO directdesk.settings(key, value) VALUES ('feed.order.late', 'late')"));
    const qint64 lateNumber = newestChange();
    QVERIFY(earlyNumber && earlyNumber->bytes(0, 0).toLongLong() < lateNumber);
    QVERIFY(waitForChange(feed, changed, lateNumber));

    // Its commit brings no newer number, and the rows it wrote are new to every reader.
    changed.clear();
    QVERIFY(early.exec("COMMIT"));
    QVERIFY(changed.wait(30000));
    QCOMPARE(changed.constLast().constFirst().toLongLong(), lateNumber);
    QCOMPARE(newestChange(), lateNumber);
}

void TestTeamChangeFeed::eachReportNamesTheTablesWritten()
{
    PgChangeFeed feed;
    QSignalSpy reports(&feed, &PgChangeFeed::changedIn);
    QVERIFY(startFeed(feed));
    QVERIFY(reports.count() == 1 || reports.wait(30000));
    QVERIFY(reports.constFirst().constFirst().value<StoreChange>().everything);
    const auto nextReport = [&]() -> std::optional<StoreChange> {
        reports.clear();
        if (!reports.wait(30000))
            return std::nullopt;
        return reports.constFirst().constFirst().value<StoreChange>();
    };

    QVERIFY(m_manager->payments().upsert(m_fixture.payment(m_nextPayment++)));
    std::optional<StoreChange> change = nextReport();
    QVERIFY(change);
    QVERIFY(!change->everything);
    // The payment and, when it has some, its refunds.
    const QSet<QString> paymentTables{u"payments"_s, u"refunds"_s};
    QVERIFY2(paymentTables.contains(change->tables), qPrintable(change->tables.values().join(u", ")));
    QVERIFY(change->touches(u"payments"_s));
    QVERIFY(!change->touches(u"settings"_s));

    QVERIFY(m_manager->settings().setValue(u"feed.tables"_s, u"one"_s));
    change = nextReport();
    QVERIFY(change);
    QCOMPARE(change->tables, (QSet<QString>{u"settings"_s}));
    QVERIFY(change->touches(u"settings"_s));

    // A transaction that took its number before a newer one was reported but commits after it is
    // still named by its own table.
    auto earlyConnected = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(earlyConnected);
    PgConnection early = std::move(earlyConnected).value();
    QVERIFY(early.exec("BEGIN"));
    QVERIFY(early.exec("INSERT INTO directdesk.settings(key, value) VALUES ('feed.tables.late', 'late')"));
    QVERIFY(m_manager->payments().upsert(m_fixture.payment(m_nextPayment++)));
    change = nextReport();
    QVERIFY(change);
    QVERIFY(change->touches(u"payments"_s));
    QVERIFY(!change->touches(u"settings"_s));
    QVERIFY(early.exec("COMMIT"));
    change = nextReport();
    QVERIFY(change);
    QCOMPARE(change->lastChange, newestChange());
    QCOMPARE(change->tables, (QSet<QString>{u"settings"_s}));

    // A notification that carries no change number (any login may notify the channel) names no
    // table: the report covers them all.
    QVERIFY(m_owner.exec("NOTIFY directdesk_changes, 'not a number'"));
    change = nextReport();
    QVERIFY(change);
    QVERIFY(change->everything);
    QVERIFY(change->touches(u"settings"_s));
}

void TestTeamChangeFeed::everyWatchedTableIsRecordedWithItsKeyAndLogin()
{
    const qint64 before = newestChange();
    const Payment payment = m_fixture.payment(m_nextPayment++);
    QVERIFY(m_manager->payments().upsert(payment));
    const auto intent = m_manager->intents().record(PendingOperation::Kind::Refund, u"mr-feed-1"_s, payment.hash,
                                                    QJsonObject{{u"amount"_s, u"1.00"_s}});
    QVERIFY(intent);
    QVERIFY(m_manager->settings().setValue(u"feed.key"_s, u"value"_s));
    QVERIFY(m_manager->intents().setState(*intent, PendingOperation::State::Done, payment.hash));
    const auto rows = m_owner.exec("SELECT table_name, row_key, login FROM directdesk.changes WHERE id > $1 "
                                   "ORDER BY id",
                                   {QByteArray::number(before)});
    QVERIFY(rows);
    QStringList seen;
    for (int row = 0; row < rows->rows(); ++row) {
        QCOMPARE(rows->text(row, 2), u"mara"_s);
        seen.append(rows->text(row, 0) + u':' + rows->text(row, 1));
    }
    QVERIFY2(seen.contains(u"payments:"_s + payment.hash), qPrintable(seen.join(u", ")));
    QVERIFY2(seen.contains(u"pending_operations:"_s + payment.hash), qPrintable(seen.join(u", ")));
    QVERIFY2(seen.contains(u"settings:feed.key"_s), qPrintable(seen.join(u", ")));
    if (!payment.refunds.isEmpty())
        QVERIFY2(std::any_of(seen.cbegin(), seen.cend(), [](const QString &s) { return s.startsWith(u"refunds:"); }),
                 qPrintable(seen.join(u", ")));
}

void TestTeamChangeFeed::noGroupWritesTheChangesTable_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QByteArray>("sql");
    const QByteArray writes[] = {
        "INSERT INTO directdesk.changes(table_name, row_key, login) VALUES ('payments', 'h', 'x')",
        "UPDATE directdesk.changes SET login = 'x'",
        "DELETE FROM directdesk.changes",
        "TRUNCATE directdesk.changes",
    };
    for (const QString &login : {u"fabio"_s, u"sol"_s, u"mara"_s}) {
        for (const QByteArray &sql : writes)
            QTest::newRow(qPrintable(login + u": "_s + QString::fromLatin1(sql.left(30)))) << login << sql;
    }
}

void TestTeamChangeFeed::noGroupWritesTheChangesTable()
{
    QFETCH(QString, login);
    QFETCH(QByteArray, sql);
    auto connected = PgConnection::connectTo(conninfo(login));
    QVERIFY2(connected, qPrintable(connected ? QString() : connected.error().message));
    PgConnection connection = std::move(connected).value();
    // Every group reads it.
    QVERIFY(connection.exec("SELECT count(*) FROM directdesk.changes"));
    const qint64 before = newestChange();
    const auto done = connection.exec(sql.constData());
    QVERIFY2(!done, sql.constData());
    QCOMPARE(done.error().sqlState, QByteArray("42501"));
    QCOMPARE(newestChange(), before);
}

QTEST_MAIN(TestTeamChangeFeed)
#include "tst_teamchangefeed.moc"
