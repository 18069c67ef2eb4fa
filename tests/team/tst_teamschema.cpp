// The team store's schema on a real throw-away PostgreSQL cluster: created once at the version both
// backends share, refused when newer or not ours, migrated safely by two administrators at once,
// column for column the vault's tables, and enforced by the server: group roles write only what
// their role may, the audit trail is append-only even for the owner, no integration key and no card number
// can be stored.
#include "storecatalogue.h"

#include "core/cache/cachesession.h"
#include "core/cache/reconcilerunstore.h"
#include "core/cache/schema.h"
#include "core/cache/vault.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgreconcileruns.h"
#include "core/server/teamschema.h"
#include "support/pgcluster.h"

#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>

using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::Backends;
using dd::test::ColumnKind;
using dd::test::PgCluster;

namespace {

using Columns = QMap<QByteArray, QByteArray>;   // "table.column" -> the backend's type

// Each step from an empty database is recorded once: the baseline at version 10, then one a version.
constexpr int StepsFromEmpty = dd::StoreSchemaVersion - 9;

// The physical types a logical kind may have in each backend.
QByteArrayList vaultTypes(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Text:
    case ColumnKind::Json:
        return {"TEXT"};
    case ColumnKind::Bytes:
        return {"BLOB"};
    default:
        return {"INTEGER"};
    }
}

QByteArrayList teamTypes(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Count:
        return {"bigint", "integer"};
    case ColumnKind::Code:
        return {"smallint"};
    case ColumnKind::Instant:
        return {"timestamp with time zone"};
    case ColumnKind::Day:
        return {"date"};
    case ColumnKind::Money:
        return {"numeric(2)"};
    case ColumnKind::Rate:
        return {"numeric(4)"};
    case ColumnKind::Flag:
        return {"boolean"};
    case ColumnKind::Text:
    case ColumnKind::Json:
        return {"text"};
    case ColumnKind::Bytes:
        return {"bytea"};
    }
    return {};
}

// Every difference between what a backend has and what the catalogue says it should have.
QStringList differences(const Columns &actual, Backends only, QByteArrayList (*types)(ColumnKind))
{
    QStringList problems;
    Columns expected;
    QMap<QByteArray, QByteArrayList> allowed;
    for (const dd::test::StoredColumn &column : dd::test::storedColumns()) {
        if (column.backends != Backends::Both && column.backends != only)
            continue;
        const QByteArray name = QByteArray(column.table) + '.' + column.column;
        allowed.insert(name, types(column.kind));
        if (!actual.contains(name))
            problems.append(u"missing: "_s + QString::fromLatin1(name));
    }
    for (auto it = actual.cbegin(); it != actual.cend(); ++it) {
        if (!allowed.contains(it.key()))
            problems.append(u"not in the catalogue: "_s + QString::fromLatin1(it.key()));
        else if (!allowed.value(it.key()).contains(it.value()))
            problems.append(u"%1 is %2"_s.arg(QString::fromLatin1(it.key()), QString::fromLatin1(it.value())));
    }
    return problems;
}

} // namespace

class TestTeamSchema : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void anEmptyDatabaseAsksForInit();
    void initCreatesTheSharedVersionOnce();
    void bothBackendsStoreTheSameColumns();
    void aRunReadsBackAsTheVaultKeepsIt();
    void aNewerSchemaIsRefused();
    void aForeignSchemaIsRefused();
    void twoAdministratorsMigrateAtOnce();
    void theReadPathStepCountsTheStoredPayments();
    void theSearchTextStepFoldsTheStoredPayments();
    void groupRolesWriteOnlyWhatTheirRoleMay_data();
    void groupRolesWriteOnlyWhatTheirRoleMay();
    void theAuditTrailIsAppendOnlyForTheOwner_data();
    void theAuditTrailIsAppendOnlyForTheOwner();
    void noIntegrationKeyAndNoCardNumberCanBeStored_data();
    void noIntegrationKeyAndNoCardNumberCanBeStored();

private:
    // A new, empty database on the cluster and the owner's connection to it.
    PgConnection freshDatabase(const QString &name);
    PgConnection owner(const QString &database);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    PgConnection m_team;   // the owner's connection to a migrated database `team`
};

void TestTeamSchema::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    m_team = freshDatabase(u"team"_s);
    QVERIFY(m_team.isOpen());
    QVERIFY2(!TeamSchema::migrate(m_team), "migrating a fresh database");
}

PgConnection TestTeamSchema::owner(const QString &database)
{
    auto connection = PgConnection::connectTo(m_cluster->adminConninfo(database));
    if (!connection) {
        qWarning("%s", qPrintable(connection.error().message));
        return {};
    }
    return std::move(connection).value();
}

PgConnection TestTeamSchema::freshDatabase(const QString &name)
{
    PgConnection admin = owner(u"postgres"_s);
    if (!admin.isOpen() || !admin.exec(QByteArray("CREATE DATABASE " + name.toUtf8()).constData()))
        return {};
    return owner(name);
}

void TestTeamSchema::anEmptyDatabaseAsksForInit()
{
    PgConnection empty = freshDatabase(u"empty"_s);
    QVERIFY(empty.isOpen());
    const auto inspection = TeamSchema::inspect(empty);
    QVERIFY(inspection);
    QCOMPARE(inspection->state, TeamSchema::State::Empty);
    QVERIFY2(TeamSchema::versionProblem(*inspection).contains(u"team init"_s),
             qPrintable(TeamSchema::versionProblem(*inspection)));
}

void TestTeamSchema::initCreatesTheSharedVersionOnce()
{
    const auto inspection = TeamSchema::inspect(m_team);
    QVERIFY(inspection);
    QCOMPARE(inspection->state, TeamSchema::State::Current);
    QCOMPARE(inspection->version, dd::StoreSchemaVersion);
    QCOMPARE(dd::cache::Schema::CurrentVersion, dd::StoreSchemaVersion);
    QVERIFY(TeamSchema::versionProblem(*inspection).isEmpty());
    // Migrating a current database again changes nothing.
    QVERIFY(!TeamSchema::migrate(m_team));
    const auto versions = m_team.exec("SELECT COUNT(*), MAX(version) FROM directdesk.schema_version");
    QVERIFY(versions);
    QCOMPARE(versions->text(0, 0).toInt(), StepsFromEmpty);
    QCOMPARE(versions->text(0, 1).toInt(), dd::StoreSchemaVersion);
}

void TestTeamSchema::bothBackendsStoreTheSameColumns()
{
    QTemporaryDir folder;
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    dd::Vault vault(folder.filePath(u"cache.ddc"_s), options);
    const QString passphrase = u"schema agreement 2026"_s;
    QVERIFY(vault.create(passphrase, passphrase));
    Columns vaultColumns;
    {
        dd::cache::Database &db = vault.session()->database();
        // The vault makes its reconciliation tables when runs are first kept or read.
        dd::cache::VaultReconcileRunStore(db).runs(1);
        QByteArrayList tables;
        dd::cache::Statement names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' "
                                                "AND name NOT LIKE 'sqlite_%' ORDER BY name");
        while (names.step() == dd::cache::Statement::Step::Row)
            tables.append(names.columnUtf8(0));
        for (const QByteArray &table : std::as_const(tables)) {
            dd::cache::Statement info = db.prepare(QByteArray("PRAGMA table_info(" + table + ')').constData());
            while (info.step() == dd::cache::Statement::Step::Row)
                vaultColumns.insert(table + '.' + info.columnUtf8(1), info.columnUtf8(2).toUpper());
        }
    }
    const auto team = m_team.exec("SELECT table_name, column_name, data_type, COALESCE(numeric_scale::text, '') "
                                  "FROM information_schema.columns WHERE table_schema = 'directdesk'");
    QVERIFY(team);
    Columns teamColumns;
    for (int row = 0; row < team->rows(); ++row) {
        QByteArray type = team->bytes(row, 2);
        if (type == "numeric")
            type += '(' + team->bytes(row, 3) + ')';
        teamColumns.insert(team->bytes(row, 0) + '.' + team->bytes(row, 1), type);
    }
    QVERIFY(vaultColumns.size() > 100);
    QVERIFY(teamColumns.size() > 100);
    const QStringList vaultProblems = differences(vaultColumns, Backends::VaultOnly, vaultTypes);
    QVERIFY2(vaultProblems.isEmpty(), qPrintable(vaultProblems.join(u"; ")));
    const QStringList teamProblems = differences(teamColumns, Backends::TeamOnly, teamTypes);
    QVERIFY2(teamProblems.isEmpty(), qPrintable(teamProblems.join(u"; ")));
}

// The same run and differences kept by both run stores read back the same: days, the file's digest,
// amounts and their absence, a status and its absence, text with the characters COPY escapes.
void TestTeamSchema::aRunReadsBackAsTheVaultKeepsIt()
{
    using namespace dd::reconcile;
    ReconcileRun run;
    run.atMs = 1764201600123;
    run.actor = u"whoever the client says"_s;
    run.fileName = u"pedidos noviembre.csv"_s;
    run.sha256 = QByteArray::fromHex("00ff10") + QByteArray(29, '\\');
    run.mapping = u"code=Pedido\tamount=Total"_s;
    run.mappingName = u"tienda"_s;
    run.periodFrom = QDate(2026, 11, 1);
    run.periodTo = QDate(2026, 11, 27);
    run.orders = 3;
    run.matched = 1;
    Difference amount;
    amount.kind = DifferenceKind::AmountDiffers;
    amount.merchantCode = u"order\\17\n\tb"_s;
    amount.orderLine = 2;
    amount.paymentHash = u"aa1b2606d13c729f695d8b7267896ff862a9976608d6126e"_s;
    amount.orderAmount = 9900;
    amount.orderCurrency = u"BRL"_s;
    amount.orderStatus = u"pago"_s;
    amount.orderRefunded = 0;
    amount.gatewayAmount = 10000;
    amount.gatewayCurrency = u"BRL"_s;
    amount.gatewayStatus = dd::PaymentStatus::Confirmed;
    amount.gatewayRefunded = -1;
    Difference unknown;
    unknown.kind = DifferenceKind::NotVerified;
    unknown.merchantCode = u"order-18"_s;
    unknown.orderLine = 3;
    Difference unknownStatus = unknown;
    unknownStatus.kind = DifferenceKind::PaymentWithoutOrder;
    unknownStatus.gatewayStatus = dd::PaymentStatus::Unknown;
    const QList<Difference> differences{amount, unknown, unknownStatus};

    QTemporaryDir folder;
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    dd::Vault vault(folder.filePath(u"runs.ddc"_s), options);
    QVERIFY(vault.create(u"runs agreement 2026"_s, u"runs agreement 2026"_s));
    dd::cache::VaultReconcileRunStore onVault(vault.session()->database());
    PgReconcileRunStore onTeam(m_team);
    const auto vaultId = onVault.save(run, differences);
    QVERIFY2(vaultId, qPrintable(onVault.lastError()));
    const auto teamId = onTeam.save(run, differences);
    QVERIFY2(teamId, qPrintable(onTeam.lastError()));

    const auto fromVault = onVault.latest(run.fileName);
    const auto fromTeam = onTeam.latest(run.fileName);
    QVERIFY(fromVault && fromTeam);
    QCOMPARE(fromTeam->id, *teamId);
    QCOMPARE(fromTeam->differences, qint64(differences.size()));
    ReconcileRun comparable = *fromTeam;
    comparable.id = fromVault->id;
    comparable.actor = fromVault->actor;   // the team's is the login's, whatever the client said
    QCOMPARE(comparable, *fromVault);
    QVERIFY(fromTeam->actor != run.actor);
    QVERIFY(!onTeam.latest(run.fileName, *teamId));
    QVERIFY(!onTeam.latest(u"another file.csv"_s));
    QCOMPARE(onTeam.runs(10).size(), onVault.runs(10).size());

    QList<Difference> readFromVault;
    QList<Difference> readFromTeam;
    const auto into = [](QList<Difference> &read) {
        return [&read](const Difference &difference) {
            read.append(difference);
            return true;
        };
    };
    QVERIFY(onVault.forEachDifference(*vaultId, into(readFromVault)));
    QVERIFY(onTeam.forEachDifference(*teamId, into(readFromTeam)));
    QCOMPARE(readFromVault, differences);
    QCOMPARE(readFromTeam, readFromVault);
}

void TestTeamSchema::aNewerSchemaIsRefused()
{
    PgConnection newer = freshDatabase(u"newer"_s);
    QVERIFY(!TeamSchema::migrate(newer));
    QVERIFY(newer.exec("INSERT INTO directdesk.schema_version(version) VALUES ($1)",
                       {QByteArray::number(dd::StoreSchemaVersion + 1)}));
    const auto inspection = TeamSchema::inspect(newer);
    QVERIFY(inspection);
    QCOMPARE(inspection->state, TeamSchema::State::Newer);
    const auto refused = TeamSchema::migrate(newer);
    QVERIFY(refused);
    QCOMPARE(refused->kind, PgError::Kind::Refused);
    QVERIFY2(refused->message.contains(u"newer"_s), qPrintable(refused->message));
    QVERIFY2(refused->message.contains(QString::number(dd::StoreSchemaVersion + 1)), qPrintable(refused->message));
}

void TestTeamSchema::aForeignSchemaIsRefused()
{
    PgConnection foreign = freshDatabase(u"alien"_s);
    QVERIFY(!foreign.runScript("CREATE SCHEMA directdesk; CREATE TABLE directdesk.orders(id integer)"));
    const auto inspection = TeamSchema::inspect(foreign);
    QVERIFY(inspection);
    QCOMPARE(inspection->state, TeamSchema::State::Foreign);
    const auto refused = TeamSchema::migrate(foreign);
    QVERIFY(refused);
    QCOMPARE(refused->kind, PgError::Kind::Refused);
    // Nothing of ours was added beside the other schema's table.
    const auto tables = foreign.exec("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'directdesk'");
    QVERIFY(tables);
    QCOMPARE(tables->text(0, 0), u"1"_s);
}

void TestTeamSchema::twoAdministratorsMigrateAtOnce()
{
    PgConnection created = freshDatabase(u"twice"_s);
    QVERIFY(created.isOpen());
    created.close();
    const QString conninfo = m_cluster->adminConninfo(u"twice"_s);
    auto migrateOnItsOwnConnection = [conninfo]() -> QString {
        auto connected = PgConnection::connectTo(conninfo);
        if (!connected)
            return connected.error().message;
        PgConnection connection = std::move(connected).value();
        const auto problem = TeamSchema::migrate(connection);
        return problem ? problem->message : QString();
    };
    QFuture<QString> first = QtConcurrent::run(migrateOnItsOwnConnection);
    QFuture<QString> second = QtConcurrent::run(migrateOnItsOwnConnection);
    QCOMPARE(first.result(), QString());
    QCOMPARE(second.result(), QString());
    PgConnection twice = owner(u"twice"_s);
    const auto versions = twice.exec("SELECT COUNT(*) FROM directdesk.schema_version");
    QVERIFY(versions);
    QCOMPARE(versions->text(0, 0).toInt(), StepsFromEmpty);
}

// A team store of version 12 (no read-path indexes, payment_groups not kept) migrated to 13: the
// groups start from the payments it holds, the indexes nothing reads any more are gone, and the
// groups follow the next write.
void TestTeamSchema::theReadPathStepCountsTheStoredPayments()
{
    PgConnection twelve = freshDatabase(u"twelve"_s);
    QVERIFY(twelve.isOpen());
    QVERIFY(!TeamSchema::migrate(twelve, 12));
    const auto before = TeamSchema::inspect(twelve);
    QVERIFY(before);
    QCOMPARE(before->version, 12);
    QCOMPARE(before->state, TeamSchema::State::Older);
    QVERIFY(!twelve.runScript(
        "INSERT INTO directdesk.payments(hash, status, currency, payment_type_code, country, amount_ext, refunded) "
        "SELECT 'h' || g, 1 + g % 4, (ARRAY['BRL', 'CLP'])[1 + g % 2], (ARRAY['visa', 'pix', 'oxxo'])[1 + g % 3], "
        "(ARRAY['br', 'mx'])[1 + g / 7 % 2], g * 1.25, g % 5 FROM generate_series(1, 50) g"));
    // Emptied groups stay with a zero count: only groups with payments are compared.
    const char *differ = "SELECT count(*) FROM ((SELECT currency, status, payment_type_code, country, count, amount, refunded "
                         "FROM directdesk.payment_groups WHERE count <> 0 OR amount <> 0 OR refunded <> 0 EXCEPT SELECT currency, status, payment_type_code, country, count(*), "
                         "sum(amount_ext), sum(refunded) FROM directdesk.payments GROUP BY 1, 2, 3, 4) UNION ALL "
                         "(SELECT currency, status, payment_type_code, country, count(*), sum(amount_ext), sum(refunded) "
                         "FROM directdesk.payments GROUP BY 1, 2, 3, 4 EXCEPT SELECT currency, status, payment_type_code, "
                         "country, count, amount, refunded FROM directdesk.payment_groups WHERE count <> 0 OR amount <> 0 OR refunded <> 0)) d";
    const auto unkept = twelve.exec(differ);
    QVERIFY(unkept);
    QVERIFY(unkept->text(0, 0).toInt() > 0);   // at 12 nothing keeps the groups
    QVERIFY(!TeamSchema::migrate(twelve));
    const auto after = TeamSchema::inspect(twelve);
    QVERIFY(after);
    QCOMPARE(after->state, TeamSchema::State::Current);
    const auto filled = twelve.exec(differ);
    QVERIFY(filled);
    QCOMPARE(filled->text(0, 0), u"0"_s);
    QVERIFY(twelve.exec("UPDATE directdesk.payments SET status = 4, amount_ext = amount_ext * 2 WHERE id % 2 = 0"));
    QVERIFY(twelve.exec("DELETE FROM directdesk.payments WHERE id % 5 = 0"));
    const auto followed = twelve.exec(differ);
    QVERIFY(followed);
    QCOMPARE(followed->text(0, 0), u"0"_s);
    const auto indexes = twelve.exec("SELECT string_agg(indexname, ' ' ORDER BY indexname) FROM pg_indexes "
                                     "WHERE schemaname = 'directdesk' AND tablename = 'payments'");
    QVERIFY(indexes);
    const QStringList names = indexes->text(0, 0).split(u' ');
    for (const QString &kept : {u"payments_by_hash_prefix"_s, u"payments_by_name"_s, u"payments_by_amount"_s,
                                u"payments_by_status_due_date"_s, u"payments_hash_key"_s})
        QVERIFY2(names.contains(kept), qPrintable(indexes->text(0, 0)));
    QVERIFY2(!names.contains(u"payments_totals"_s), qPrintable(indexes->text(0, 0)));
    // The date indexes are now those of the sort expressions.
    const auto dated = twelve.exec("SELECT count(*) FROM pg_indexes WHERE schemaname = 'directdesk' AND indexdef LIKE "
                                   "'%COALESCE%' AND indexname IN ('payments_by_open_date', 'payments_by_status_status_date')");
    QVERIFY(dated);
    QCOMPARE(dated->text(0, 0), u"2"_s);
}

// Version 14 stores each payment's folded name, e-mail and document: the payments already stored
// get them when the step runs, later writes of any writer keep them, and a search reads their
// indexes.
void TestTeamSchema::theSearchTextStepFoldsTheStoredPayments()
{
    PgConnection thirteen = freshDatabase(u"thirteen"_s);
    QVERIFY(thirteen.isOpen());
    QVERIFY(!TeamSchema::migrate(thirteen, 13));
    QVERIFY(!thirteen.runScript(
        "INSERT INTO directdesk.payments(hash, status, currency, payment_type_code, country, amount_ext, refunded, "
        "customer_name, customer_email, customer_document) VALUES "
        "('h1', 1, 'BRL', 'pix', 'br', 10, 0, '  José   ÁLVAREZ Núñez ', 'Ana.Souza@Example.COM', '123.456.789-0X'), "
        "('h2', 1, 'BRL', 'pix', 'br', 10, 0, '', '', '')"));
    QVERIFY(!TeamSchema::migrate(thirteen));
    const auto inspected = TeamSchema::inspect(thirteen);
    QVERIFY(inspected);
    QCOMPARE(inspected->state, TeamSchema::State::Current);
    const char *folded = "SELECT hash || '|' || COALESCE(name_folded, '-') || '|' || COALESCE(email_folded, '-') || '|' "
                         "|| COALESCE(document_folded, '-') FROM directdesk.payments ORDER BY hash";
    const auto stored = thirteen.exec(folded);
    QVERIFY(stored);
    QCOMPARE(stored->rows(), 2);
    QCOMPARE(stored->text(0, 0), u"h1|jose alvarez nunez|ana.souza@example.com|1234567890x"_s);
    QCOMPARE(stored->text(1, 0), u"h2|||"_s);
    QVERIFY(thirteen.exec("UPDATE directdesk.payments SET customer_name = 'MARÍA  Pérez' WHERE hash = 'h2'"));
    const auto updated = thirteen.exec("SELECT name_folded FROM directdesk.payments WHERE hash = 'h2'");
    QVERIFY(updated);
    QCOMPARE(updated->text(0, 0), u"maria perez"_s);
    // Nobody writes them but the server.
    QVERIFY(!thirteen.exec("UPDATE directdesk.payments SET name_folded = 'x' WHERE hash = 'h1'"));
    const auto indexed = thirteen.exec("SELECT count(*) FROM pg_indexes WHERE schemaname = 'directdesk' AND indexname "
                                       "IN ('payments_by_name', 'payments_by_email', 'payments_by_document') AND "
                                       "indexdef LIKE '%\\_folded%' AND indexdef NOT LIKE '%regexp_replace%'");
    QVERIFY(indexed);
    QCOMPARE(indexed->text(0, 0), u"3"_s);
}

void TestTeamSchema::groupRolesWriteOnlyWhatTheirRoleMay_data()
{
    QTest::addColumn<QByteArray>("groupRole");
    QTest::addColumn<int>("rank");
    QTest::newRow("Finance") << QByteArray(TeamSchema::FinanceRole) << 0;
    QTest::newRow("Support") << QByteArray(TeamSchema::SupportRole) << 1;
    QTest::newRow("Manager") << QByteArray(TeamSchema::ManagerRole) << 2;
}

// Each statement below is either allowed to the group or refused by the server (insufficient_privilege),
// whatever the client would have checked: Finance writes nothing, Support stores answers and records
// intents, only a Manager changes settings or decides approvals, and nobody writes the audit trail,
// the operators or the schema directly. An allowed write is rolled back.
void TestTeamSchema::groupRolesWriteOnlyWhatTheirRoleMay()
{
    QFETCH(QByteArray, groupRole);
    QFETCH(int, rank);
    const QByteArray login = "op_" + groupRole.mid(groupRole.indexOf('_') + 1);
    QVERIFY(m_team.exec(QByteArray("CREATE ROLE " + login + " LOGIN PASSWORD 'op secret 2026' IN ROLE " + groupRole)
                            .constData()));
    auto connected
        = PgConnection::connectTo(m_cluster->conninfo(QString::fromLatin1(login), u"op secret 2026"_s, u"team"_s));
    QVERIFY2(connected, qPrintable(connected ? QString() : connected.error().message));
    PgConnection connection = std::move(connected).value();
    QVERIFY(connection.exec("SELECT COUNT(*) FROM directdesk.payments"));
    QVERIFY(connection.exec("SELECT COUNT(*) FROM directdesk.audit_trail"));
    struct Write
    {
        const char *sql;
        int fromRank;   // the lowest rank allowed; 3: nobody
    };
    const Write writes[] = {
        {"INSERT INTO directdesk.payments(hash, status) VALUES ('h1', 1)", 1},
        {"UPDATE directdesk.payments SET refunded = 0", 1},
        {"INSERT INTO directdesk.pending_operations(kind, state, created_at, updated_at) VALUES ('refund', 0, now(), now())", 1},
        {"INSERT INTO directdesk.import_queue(code_kind, code, queued_at) VALUES (0, 'h', now())", 1},
        {"INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, merchant_refund_code, requested_by, "
         "requested_at, state) VALUES ('h', 1, 'BRL', 'm', 'x', now(), 0)", 1},
        {"INSERT INTO directdesk.settings(key, value) VALUES ('a', 'b')", 2},
        {"UPDATE directdesk.refund_approvals SET state = 1", 2},
        {"INSERT INTO directdesk.action_requests(kind, payment_hash, parameters) "
         "VALUES ('refund', 'h', '{\"amount\": \"1.00\", \"currency\": \"BRL\"}')", 1},
        {"INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, payment_request) "
         "VALUES ('create', '', 'm1', '{\"payment\": {\"payment_type_code\": \"boleto\"}}')", 1},
        {"UPDATE directdesk.action_requests SET state = 1", 1},
        {"UPDATE directdesk.action_requests SET requested_by = 'x', claimed_by = 'x'", 3},
        {"DELETE FROM directdesk.action_requests", 3},
        {"DELETE FROM directdesk.refunds", 3},
        {"DELETE FROM directdesk.payments", 3},
        {"UPDATE directdesk.refund_approvals SET requested_by = 'x'", 3},
        {"INSERT INTO directdesk.audit_trail(at, actor, action) VALUES (now(), 'x', 'y')", 3},
        {"DELETE FROM directdesk.audit_trail", 3},
        {"SELECT directdesk.audit_append('ana', 'refund', '{}', 'SUCCESS')", 3},
        {"INSERT INTO directdesk.operators(login, name, role) VALUES ('me', 'Me', 3)", 3},
        {"CREATE TABLE directdesk.mine(id integer)", 3},
    };
    for (const Write &write : writes) {
        QVERIFY(!connection.runScript("BEGIN"));
        const auto done = connection.exec(write.sql);
        connection.runScript("ROLLBACK");
        QVERIFY2(bool(done) == (rank >= write.fromRank), write.sql);
        if (!done)
            QCOMPARE(done.error().sqlState, QByteArray("42501"));
    }
    // Reconciling is Finance's and Manager's (the Export permission), not Support's; a kept run and its
    // differences are never changed, and the run's actor is the login whatever the client sends.
    const bool reconciles = rank != 1;
    QVERIFY(!connection.runScript("BEGIN"));
    const auto run = connection.exec(
        "INSERT INTO directdesk.reconcile_run(at_ms, actor, file_name, file_sha256, mapping, orders, matched, "
        "differences) VALUES (now(), 'someone else', 'orders.csv', '\\x00', 'code=A', 1, 0, 1) RETURNING id, actor");
    QCOMPARE(bool(run), reconciles);
    if (run) {
        QCOMPARE(run->bytes(0, 1), login);
        QVERIFY(connection.exec("INSERT INTO directdesk.reconcile_difference(run_id, seq, kind, merchant_code) "
                                "VALUES ($1, 1, 'order_without_payment', 'm')",
                                {run->bytes(0, 0)}));
        QVERIFY(connection.exec("SELECT COUNT(*) FROM directdesk.reconcile_difference"));
    } else {
        QCOMPARE(run.error().sqlState, QByteArray("42501"));
    }
    connection.runScript("ROLLBACK");
    for (const char *change : {"UPDATE directdesk.reconcile_run SET orders = 0", "DELETE FROM directdesk.reconcile_run",
                               "UPDATE directdesk.reconcile_difference SET kind = 'x'",
                               "DELETE FROM directdesk.reconcile_difference"}) {
        const auto refused = connection.exec(change);
        QVERIFY2(!refused, change);
        QCOMPARE(refused.error().sqlState, QByteArray("42501"));
    }
}

void TestTeamSchema::theAuditTrailIsAppendOnlyForTheOwner_data()
{
    QTest::addColumn<QByteArray>("change");
    QTest::newRow("update") << QByteArray("UPDATE directdesk.audit_trail SET result = 'edited'");
    QTest::newRow("delete") << QByteArray("DELETE FROM directdesk.audit_trail");
    QTest::newRow("truncate") << QByteArray("TRUNCATE directdesk.audit_trail");
}

void TestTeamSchema::theAuditTrailIsAppendOnlyForTheOwner()
{
    QFETCH(QByteArray, change);
    QVERIFY(m_team.exec("INSERT INTO directdesk.audit_trail(at, actor, action) VALUES (now(), 'ana', 'refund')"));
    const auto before = m_team.exec("SELECT COUNT(*) FROM directdesk.audit_trail");
    QVERIFY(before);
    const auto refused = m_team.exec(change.constData());
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(u"append-only"_s), qPrintable(refused.error().message));
    const auto after = m_team.exec("SELECT COUNT(*) FROM directdesk.audit_trail WHERE result <> 'edited'");
    QVERIFY(after);
    QCOMPARE(after->text(0, 0), before->text(0, 0));
}

void TestTeamSchema::noIntegrationKeyAndNoCardNumberCanBeStored_data()
{
    QTest::addColumn<QByteArray>("statement");
    QTest::newRow("integration key as a setting")
        << QByteArray("INSERT INTO directdesk.settings(key, value) VALUES ('connection.integration_key', 'k')");
    QTest::newRow("whole card number as first six")
        << QByteArray("INSERT INTO directdesk.payments(hash, status, card_first_six) VALUES ('c1', 1, '4111111111111111')");
    QTest::newRow("whole card number as last four")
        << QByteArray("INSERT INTO directdesk.payments(hash, status, card_last_four) VALUES ('c2', 1, '4111111111111111')");
    QTest::newRow("letters as last four")
        << QByteArray("INSERT INTO directdesk.payments(hash, status, card_last_four) VALUES ('c3', 1, 'abcd')");
    QTest::newRow("a new payment's card")
        << QByteArray("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, payment_request) "
                      "VALUES ('create', '', 'm2', '{\"payment\": {\"payment_type_code\": \"boleto\", "
                      "\"card\": {\"card_name\": \"x\"}}}')");
    QTest::newRow("a new card payment")
        << QByteArray("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, payment_request) "
                      "VALUES ('create', '', 'm3', '{\"payment\": {\"payment_type_code\": \"creditcard\"}}')");
    QTest::newRow("a new payment without its request")
        << QByteArray("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code) "
                      "VALUES ('create', '', 'm4')");
    QTest::newRow("a new payment without its merchant code")
        << QByteArray("INSERT INTO directdesk.action_requests(kind, payment_hash, payment_request) "
                      "VALUES ('create', '', '{\"payment\": {\"payment_type_code\": \"boleto\"}}')");
    QTest::newRow("an action without its payment")
        << QByteArray("INSERT INTO directdesk.action_requests(kind, payment_hash) VALUES ('refund', '')");
}

void TestTeamSchema::noIntegrationKeyAndNoCardNumberCanBeStored()
{
    QFETCH(QByteArray, statement);
    const auto refused = m_team.exec(statement.constData());
    QVERIFY(!refused);
    QCOMPARE(refused.error().sqlState, QByteArray("23514"));   // check_violation
}

QTEST_GUILESS_MAIN(TestTeamSchema)
#include "tst_teamschema.moc"
