// Moving a vault into the team store (`directdesk-cli team import`) on a real throw-away PostgreSQL
// cluster set up as the README says: a vault with payments in several currencies (CLP whole, a
// 12-digit BRL amount), refunds, an approval decided and one awaiting, intents in every state,
// queued codes and more than 40 audit rows is imported by a Manager; every read through the team
// session equals the vault's; an older answer never replaces a newer one already on the server;
// `audit verify --server` checks the team's chain and the imported segment; a second import adds
// nothing; a vault whose trail was tampered with, a wrong passphrase, a Finance or Support login, a
// bad or unsafe address are each refused with nothing written; no card number reaches the server.
#include "storefixture.h"

#include "core/audit/auditverifier.h"
#include "core/cache/cachesession.h"
#include "core/cache/schema.h"
#include "core/cache/vault.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamoperators.h"
#include "support/clirun.h"
#include "support/pgcluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString Passphrase = u"moving in 2026"_s;
const QString AnaPassword = u"ana secret 2026"_s;
const QString BrunoPassword = u"bruno secret 2026"_s;
const QString CarlaPassword = u"carla secret 2026"_s;
const QString PlantedPan = u"4012888888881881"_s;
const QString PlantedCvv = u"9173"_s;
constexpr int AuditRows = 45;

QByteArray firstValue(Result<PgResult, PgError> result)
{
    if (!result)
        return "error " + result.error().sqlState + ": " + result.error().message.toUtf8();
    return result->rows() > 0 ? result->bytes(0, 0) : QByteArray("no row");
}

// The payments of the vault: the conformance fixture, a 12-digit BRL amount, and one whose answer
// carried a card number and a CVV that the vault's scrubber removes before storing.
QList<Payment> vaultPayments(const test::StoreFixture &fixture)
{
    QList<Payment> payments = fixture.payments(40);
    Payment large = fixture.payment(40);
    large.amountExt = Money(Q_INT64_C(12345678901234), u"BRL"_s);
    large.currencyExt = u"BRL"_s;
    payments.append(large);
    Payment carded = fixture.payment(41);
    carded.rawAnswer.insert(u"card_number"_s, PlantedPan);
    carded.rawAnswer.insert(u"cvv"_s, PlantedCvv);
    payments.append(carded);
    return payments;
}

QString approvalFacts(const access::RefundApproval &a)
{
    return QStringList{a.paymentHash, a.amount.toDecimalString(), a.amount.currency(), a.description,
                       a.merchantRefundCode, a.requestedBy, QString::number(a.requestedAtMs),
                       QString::number(int(a.state)), a.decidedBy, QString::number(a.decidedAtMs), a.reason, a.outcome}
        .join(u'|');
}

QString intentFacts(const PendingOperation &o)
{
    return QStringList{pendingOperationKindCode(o.kind), o.merchantCode, o.paymentHash,
                       QString::fromUtf8(QJsonDocument(o.parameters).toJson(QJsonDocument::Compact)),
                       QString::number(int(o.state)), QString::number(o.createdAtMs), QString::number(o.updatedAtMs)}
        .join(u'|');
}

QString codeFacts(const QueuedCode &c)
{
    return u"%1|%2|%3|%4|%5|%6|%7|%8|%9"_s.arg(int(c.kind))
        .arg(c.code, c.source)
        .arg(c.queuedAtMs)
        .arg(c.attempts)
        .arg(c.notFound)
        .arg(c.lastError)
        .arg(int(c.state))
        .arg(c.nextAttemptAtMs);
}

} // namespace

class TestTeamImport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void importCopiesTheVault();
    void auditVerifyChecksTheImportedSegment();
    void aSecondImportAddsNothing();
    void noCardDataReachesTheServer();
    void commandLineMistakesSendNothing_data();
    void commandLineMistakesSendNothing();
    void refusedImportsWriteNothing_data();
    void refusedImportsWriteNothing();
    void theServerRefusesOtherGroups_data();
    void theServerRefusesOtherGroups();
    void aTamperedVaultIsRefused();
    void aVaultOfVersion10GainsAStoreId();
    void aTamperedSegmentFailsVerify();

private:
    QString conninfo(const QString &login, const QString &password) const
    {
        return m_cluster->conninfo(login, password, u"team"_s);
    }
    PgConnection signIn(const QString &login, const QString &password);
    test::CliRun import(const QString &vault, const QString &server, const QString &passphrase = Passphrase)
    {
        return test::callCli({u"team"_s, u"import"_s, u"--vault"_s, vault, u"--server"_s, server, u"--json"_s},
                             passphrase);
    }
    // Everything the team store holds: a digest of every table and the count of audit rows.
    QByteArray footprint();
    bool fillVault(CacheSession &session, const QList<Payment> &payments);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<PgStoreSession> m_team;
    test::StoreFixture m_fixture;
    QList<Payment> m_payments;
    QJsonObject m_firstImport;
};

PgConnection TestTeamImport::signIn(const QString &login, const QString &password)
{
    auto connection = PgConnection::connectTo(conninfo(login, password));
    if (!connection) {
        qWarning("%s", qPrintable(connection.error().message));
        return {};
    }
    return std::move(connection).value();
}

QByteArray TestTeamImport::footprint()
{
    auto admin = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    if (!admin)
        return "no connection";
    QByteArray all;
    for (const char *table : {"payments", "payment_answers", "refunds", "refund_approvals", "pending_operations",
                              "import_queue", "imported_audit_segments", "imported_audit_rows", "audit_trail"}) {
        const QByteArray sql = QByteArray("SELECT count(*) || ':' || COALESCE(md5(string_agg(t::text, ',' ORDER BY t::text)), '') "
                                          "FROM directdesk.") + table + " t";
        all += table + QByteArray("=") + firstValue(admin.value().exec(sql.constData())) + ' ';
    }
    return all;
}

bool TestTeamImport::fillVault(CacheSession &session, const QList<Payment> &payments)
{
    if (!session.payments().upsertMany(payments))
        return false;
    access::RefundApproval decided;
    decided.paymentHash = payments.at(2).hash;
    decided.amount = Money(150'000, payments.at(2).amountExt.currency());
    decided.description = u"damaged on arrival"_s;
    decided.merchantRefundCode = u"ap-1"_s;
    decided.requestedBy = u"Sol Suporte"_s;
    decided.requestedBySlot = u"slot-sol"_s;
    decided.requestedAtMs = Q_INT64_C(1763600000123);
    access::RefundApproval awaiting = decided;
    awaiting.merchantRefundCode = u"ap-2"_s;
    awaiting.amount = Money(99, u"CLP"_s);
    awaiting.requestedAtMs += 5'000;
    const auto first = session.approvals().add(decided);
    if (!first || !session.approvals().add(awaiting))
        return false;
    if (!session.approvals().decide(*first, access::RefundApproval::State::Approved, u"Marta Gerente"_s,
                                    Q_INT64_C(1763600100456), {}))
        return false;
    IntentLog &intents = session.intents();
    const auto open = intents.record(PendingOperation::Kind::Refund, u"mr-9"_s, payments.at(3).hash,
                                     QJsonObject{{u"amount"_s, u"10.00"_s}});
    const auto done = intents.record(PendingOperation::Kind::Capture, payments.at(4).hash, {}, {});
    const auto unknown = intents.record(PendingOperation::Kind::CreatePayment, u"order-new"_s, {}, {});
    if (!open || !done || !unknown || !intents.setState(*done, PendingOperation::State::Done, payments.at(4).hash)
        || !intents.setState(*unknown, PendingOperation::State::Unknown))
        return false;
    if (!session.importQueue().enqueue(QueuedCode::Kind::Hash, {u"q-1"_s, u"q-2"_s, u"q-3"_s}, u"csv"_s)
        || !session.importQueue().enqueue(QueuedCode::Kind::MerchantCode, {u"order-77"_s}, u"notification"_s))
        return false;
    for (int i = 0; i < AuditRows; ++i) {
        AuditEntry entry;
        entry.actor = i % 2 ? u"Sol Suporte"_s : u"Marta Gerente"_s;
        entry.action = i % 3 ? u"refund"_s : u"export"_s;
        entry.parameters = {{u"row"_s, i}, {u"note"_s, u"ação nº %1\ttab\\slash"_s.arg(i)}};
        entry.result = u"SUCCESS"_s;
        if (!session.audit().append(entry))
            return false;
    }
    return true;
}

void TestTeamImport::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    {
        auto admin = PgConnection::connectTo(m_cluster->adminConninfo());
        QVERIFY(admin);
        QVERIFY(admin.value().exec("CREATE ROLE dd_owner LOGIN CREATEROLE PASSWORD 'owner secret 2026'"));
        QVERIFY(admin.value().exec("CREATE ROLE ana LOGIN PASSWORD 'ana secret 2026'"));
        QVERIFY(admin.value().exec("CREATE DATABASE team OWNER dd_owner"));
    }
    const test::CliRun init = test::callCli({u"team"_s, u"init"_s, u"--server"_s,
                                             conninfo(u"dd_owner"_s, u"owner secret 2026"_s), u"--manager"_s, u"ana"_s},
                                            {});
    QVERIFY2(init.status == 0, qPrintable(init.err));
    PgConnection ana = signIn(u"ana"_s, AnaPassword);
    QVERIFY(!TeamOperators::add(ana, {u"bruno"_s, access::Role::Support, BrunoPassword.toUtf8(), {}}));
    QVERIFY(!TeamOperators::add(ana, {u"carla"_s, access::Role::Finance, CarlaPassword.toUtf8(), {}}));
    auto opened = PgStoreSession::open(conninfo(u"ana"_s, AnaPassword));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_team = std::move(opened).value();

    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder.filePath(u"desk.ddc"_s), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase));
    m_payments = vaultPayments(m_fixture);
    QVERIFY(fillVault(*m_vault->session(), m_payments));
    m_vault->lock();
}

void TestTeamImport::importCopiesTheVault()
{
    // What the team already has: a newer answer for payment 2 (kept), an older one for payment 1
    // (replaced by the vault's).
    Payment newer = m_payments.at(2);
    newer.statusDate = newer.statusDate.addSecs(3600);
    newer.customerName = u"Newer On The Server"_s;
    Payment older = m_payments.at(1);
    older.status = PaymentStatus::Open;
    QVERIFY(m_team->payments().upsert(newer));
    QVERIFY(m_team->payments().upsert(older));

    const test::CliRun run = import(m_vault->databasePath(), conninfo(u"ana"_s, AnaPassword));
    QVERIFY2(run.status == 0, qPrintable(run.err));
    m_firstImport = run.json();
    QVERIFY(m_vault->unlock(Passphrase));
    CacheSession &vault = *m_vault->session();

    qint64 refunds = 0;
    for (const Payment &payment : std::as_const(m_payments))
        refunds += payment.refunds.size();
    QCOMPARE(m_firstImport.value(u"payments_new"_s).toInteger(), qint64(m_payments.size() - 2));
    QCOMPARE(m_firstImport.value(u"payments_updated"_s).toInteger(), 1);
    QCOMPARE(m_firstImport.value(u"refunds_new"_s).toInteger(), refunds);
    QCOMPARE(m_firstImport.value(u"approvals_new"_s).toInteger(), 2);
    QCOMPARE(m_firstImport.value(u"intents_new"_s).toInteger(), 3);
    QCOMPARE(m_firstImport.value(u"queued_codes_new"_s).toInteger(), 4);
    const AuditHead head = vault.audit().head().value_or(AuditHead{});
    QVERIFY(head.rowCount >= AuditRows);
    QCOMPARE(m_firstImport.value(u"audit_segment_rows"_s).toInteger(), head.rowCount);
    QVERIFY(m_firstImport.value(u"audit_rows_new"_s).toInteger() >= head.rowCount);

    for (const Payment &payment : std::as_const(m_payments)) {
        const auto inVault = vault.payments().findByHash(payment.hash);
        const auto inTeam = m_team->payments().findByHash(payment.hash);
        QVERIFY(inVault && inTeam);
        if (payment.hash == newer.hash) {
            QCOMPARE(inTeam->customerName, newer.customerName);
            QCOMPARE(inTeam->statusDate, newer.statusDate);
            continue;
        }
        QCOMPARE(*inTeam, *inVault);
    }
    const auto large = m_team->connection().exec("SELECT amount_ext::text FROM directdesk.payments WHERE hash = $1",
                                                 {m_payments.at(40).hash.toUtf8()});
    QCOMPARE(firstValue(large), QByteArray("123456789012.34"));
    const auto clp = m_team->payments().findByHash(m_payments.at(1).hash);
    QVERIFY(clp);
    QCOMPARE(clp->amountExt.currency(), u"CLP"_s);
    QCOMPARE(clp->status, m_payments.at(1).status);

    QStringList vaultApprovals, teamApprovals;
    for (const access::RefundApproval &a : vault.approvals().list(std::nullopt))
        vaultApprovals.append(approvalFacts(a));
    for (const access::RefundApproval &a : m_team->approvals().list(std::nullopt))
        teamApprovals.append(approvalFacts(a));
    QCOMPARE(teamApprovals, vaultApprovals);
    QCOMPARE(firstValue(m_team->connection().exec("SELECT count(*) FROM directdesk.refund_approvals "
                                                  "WHERE imported_from IS NOT NULL AND requested_by = 'Sol Suporte'")),
             QByteArray("2"));
    // The awaiting one is decided under the live rules: by a Manager's login, not the historical names.
    const auto awaiting = m_team->approvals().list(access::RefundApproval::State::Awaiting);
    QCOMPARE(awaiting.size(), 1);
    QVERIFY(m_team->approvals().decide(awaiting.at(0).id, access::RefundApproval::State::Rejected, {}, 0, u"late"_s));
    QCOMPARE(m_team->approvals().find(awaiting.at(0).id)->decidedBy, u"ana"_s);

    const auto ids = m_team->connection().exec("SELECT id, imported_id FROM directdesk.pending_operations "
                                               "WHERE imported_from IS NOT NULL ORDER BY imported_id");
    QVERIFY(ids);
    QCOMPARE(ids->rows(), 3);
    for (int row = 0; row < ids->rows(); ++row) {
        const auto inTeam = m_team->intents().find(ids->text(row, 0).toLongLong());
        const auto inVault = vault.intents().find(ids->text(row, 1).toLongLong());
        QVERIFY(inTeam && inVault);
        QCOMPARE(intentFacts(*inTeam), intentFacts(*inVault));
    }
    QStringList vaultCodes, teamCodes;
    for (const QueuedCode &code : vault.importQueue().next(100))
        vaultCodes.append(codeFacts(code));
    for (const QueuedCode &code : m_team->importQueue().next(100))
        teamCodes.append(codeFacts(code));
    QCOMPARE(teamCodes, vaultCodes);

    // The vault's trail verbatim, and one row of the team's naming it, by the Manager's login.
    QList<AuditLink> links;
    vault.audit().forEachLink([&](const AuditLink &link) {
        links.append(link);
        return true;
    });
    const auto rows = m_team->connection().exec("SELECT count(*), (SELECT encode(chain_hash, 'hex') FROM "
                                                "directdesk.imported_audit_rows WHERE id = $1) "
                                                "FROM directdesk.imported_audit_rows", {QByteArray::number(head.lastId)});
    QVERIFY(rows);
    QCOMPARE(rows->text(0, 0).toLongLong(), qint64(links.size()));
    QCOMPARE(rows->bytes(0, 1), head.hash.toHex());
    const auto recorded = m_team->audit().last();
    QVERIFY(recorded);
    QCOMPARE(recorded->action, u"vault_import"_s);
    QCOMPARE(recorded->actor, u"ana"_s);
    QCOMPARE(recorded->parameters.value(u"vault_file"_s).toString(), u"desk.ddc"_s);
    QCOMPARE(recorded->parameters.value(u"segment_rows"_s).toInteger(), head.rowCount);
    QCOMPARE(recorded->parameters.value(u"segment_last_hash"_s).toString(), QString::fromLatin1(head.hash.toHex()));
    m_vault->lock();
}

void TestTeamImport::auditVerifyChecksTheImportedSegment()
{
    const test::CliRun verified = test::callCli(
        {u"audit"_s, u"verify"_s, u"--server"_s, conninfo(u"carla"_s, CarlaPassword), u"--json"_s}, {});
    QVERIFY2(verified.status == 0, qPrintable(verified.out + verified.err));
    const QJsonObject result = verified.json();
    QVERIFY(result.value(u"intact"_s).toBool());
    QCOMPARE(result.value(u"imported_segments"_s).toInteger(), 1);
    QCOMPARE(result.value(u"imported_rows_checked"_s).toInteger(),
             m_firstImport.value(u"audit_segment_rows"_s).toInteger());
}

// Decided: every import that commits appends its own row to the team's chain, even one that adds
// nothing, so the trail shows each time a vault was moved in and by whom.
void TestTeamImport::aSecondImportAddsNothing()
{
    const QByteArray before = footprint();
    const qint64 auditRows = m_team->audit().count({});
    const test::CliRun again = import(m_vault->databasePath(), conninfo(u"ana"_s, AnaPassword));
    QVERIFY2(again.status == 0, qPrintable(again.err));
    const QJsonObject counts = again.json();
    for (const char *key : {"payments_new", "payments_updated", "refunds_new", "refunds_updated", "approvals_new",
                            "intents_new", "queued_codes_new", "audit_rows_new"})
        QVERIFY2(counts.value(QLatin1String(key)).toInteger() == 0, key);
    QCOMPARE(counts.value(u"audit_segment"_s).toInteger(), m_firstImport.value(u"audit_segment"_s).toInteger());
    QCOMPARE(m_team->audit().count({}), auditRows + 1);
    const QByteArray after = footprint();
    QCOMPARE(after.left(after.indexOf("audit_trail=")), before.left(before.indexOf("audit_trail=")));
    QCOMPARE(m_team->audit().last()->parameters.value(u"audit_rows_new"_s).toInteger(), 0);
}

void TestTeamImport::noCardDataReachesTheServer()
{
    QProcess config;
    config.start(u"pg_config"_s, {u"--bindir"_s});
    QVERIFY(config.waitForFinished());
    const QString pgDump = QString::fromLocal8Bit(config.readAllStandardOutput()).trimmed() + u"/pg_dump"_s;
    QProcess dump;
    dump.start(pgDump, {u"--data-only"_s, u"--schema=directdesk"_s, u"--dbname"_s, m_cluster->adminConninfo(u"team"_s)});
    QVERIFY(dump.waitForFinished(-1));
    QCOMPARE(dump.exitCode(), 0);
    const QByteArray data = dump.readAllStandardOutput();
    QVERIFY(data.contains(m_payments.at(41).hash.toUtf8()));
    QVERIFY(data.contains("Sol Suporte"));
    QVERIFY(!data.contains(PlantedPan.toUtf8()));
    // Four digits occur by chance in hashes, codes and times of any dump: the CVV is looked for as
    // the JSON string it was planted as.
    QVERIFY(!data.contains(QByteArray("\"" + PlantedCvv.toUtf8() + "\"")));
    QVERIFY(!data.contains("\"cvv\""));
}

void TestTeamImport::commandLineMistakesSendNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("problem");
    const QString vault = u"--vault=desk.ddc"_s;
    const QString server = u"--server=host=127.0.0.1 dbname=team user=ana"_s;
    QTest::newRow("no server") << QStringList{vault} << u"--server"_s;
    QTest::newRow("no vault") << QStringList{server} << u"--vault"_s;
    QTest::newRow("unknown option") << QStringList{vault, server, u"--force"_s} << u"force"_s;
    QTest::newRow("stray word") << QStringList{vault, server, u"now"_s} << u"now"_s;
}

// Exit 2 before the vault is opened or the server is asked anything.
void TestTeamImport::commandLineMistakesSendNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, problem);
    const QByteArray before = footprint();
    const test::CliRun run = test::callCli(QStringList{u"team"_s, u"import"_s} + arguments, Passphrase);
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(problem), qPrintable(run.err));
    QCOMPARE(footprint(), before);
}

void TestTeamImport::refusedImportsWriteNothing_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("passphrase");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    const QString ana = conninfo(u"ana"_s, AnaPassword);
    QTest::newRow("wrong passphrase") << ana << u"not the passphrase 1"_s << 9 << u"passphrase"_s;
    QTest::newRow("Finance login") << conninfo(u"carla"_s, CarlaPassword) << Passphrase << 11 << u"Manager"_s;
    QTest::newRow("Support login") << conninfo(u"bruno"_s, BrunoPassword) << Passphrase << 11 << u"Manager"_s;
    QTest::newRow("wrong password") << conninfo(u"ana"_s, u"not her password 1"_s) << Passphrase << 9 << u"refused"_s;
    QTest::newRow("nobody listening") << u"host=127.0.0.1 port=1 dbname=team user=ana"_s << Passphrase << 9
                                      << u"Cannot connect"_s;
    QTest::newRow("unreadable address") << u"host='127.0.0.1"_s << Passphrase << 3 << u""_s;
    QTest::newRow("plaintext to another computer") << u"host=192.0.2.10 dbname=team user=ana sslmode=require"_s
                                                   << Passphrase << 3 << u"verify-full"_s;
}

void TestTeamImport::refusedImportsWriteNothing()
{
    QFETCH(QString, server);
    QFETCH(QString, passphrase);
    QFETCH(int, status);
    QFETCH(QString, message);
    const QByteArray before = footprint();
    const test::CliRun run = import(m_vault->databasePath(), server, passphrase);
    QVERIFY2(run.status == status, qPrintable(QString::number(run.status) + u' ' + run.err));
    QVERIFY2(!run.err.trimmed().isEmpty() && run.err.contains(message, Qt::CaseInsensitive), qPrintable(run.err));
    QCOMPARE(footprint(), before);
}

void TestTeamImport::theServerRefusesOtherGroups_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QByteArray>("statement");
    const QByteArray begin = "SELECT directdesk.import_begin()";
    const QByteArray apply = "SELECT * FROM directdesk.import_apply(repeat('a', 32), 'x.ddc', 0, 0, 0, '', '', 4::smallint)";
    const QByteArray segment = "INSERT INTO directdesk.imported_audit_segments(vault_file, vault_store, first_chained_id, "
                               "last_id, row_count, first_hash, last_hash, imported_by, imported_at) "
                               "VALUES ('x', 'y', 1, 1, 1, '\\x01', '\\x01', 'me', now())";
    const QByteArray history = "INSERT INTO directdesk.refund_approvals(payment_hash, amount, currency, "
                               "merchant_refund_code, requested_by, requested_at, state, decided_by, imported_from, "
                               "imported_id) VALUES ('h', 1, 'BRL', 'x', 'someone', now(), 1, 'someone else', 'v', 1)";
    const QByteArray intent = "INSERT INTO directdesk.pending_operations(kind, state, created_at, updated_at, "
                              "imported_from, imported_id) VALUES ('refund', 0, now(), now(), 'v', 7)";
    for (const QString &login : {u"carla"_s, u"bruno"_s}) {
        const QByteArray group = login == u"carla" ? "Finance" : "Support";
        QTest::addRow("%s begins an import", group.constData()) << login << begin;
        QTest::addRow("%s applies an import", group.constData()) << login << apply;
        QTest::addRow("%s writes a segment", group.constData()) << login << segment;
        QTest::addRow("%s writes history", group.constData()) << login << history;
    }
    // Only the owner sets where a row came from, through the Manager's import.
    QTest::newRow("Manager writes a segment") << u"ana"_s << segment;
    QTest::newRow("Manager writes history") << u"ana"_s << history;
    QTest::newRow("Manager marks an intent imported") << u"ana"_s << intent;
}

void TestTeamImport::theServerRefusesOtherGroups()
{
    QFETCH(QString, login);
    QFETCH(QByteArray, statement);
    const QString password = login == u"ana" ? AnaPassword : login == u"bruno" ? BrunoPassword : CarlaPassword;
    PgConnection caller = signIn(login, password);
    QVERIFY(caller.isOpen());
    const QByteArray before = footprint();
    const auto refused = caller.exec(statement.constData());
    QVERIFY(!refused);
    QCOMPARE(refused.error().sqlState, QByteArray("42501"));
    QCOMPARE(footprint(), before);
}

void TestTeamImport::aTamperedVaultIsRefused()
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault tampered(m_folder.filePath(u"tampered.ddc"_s), options);
    QVERIFY(tampered.create(Passphrase, Passphrase));
    QList<Payment> payments;
    for (int i = 100; i < 110; ++i)
        payments.append(m_fixture.payment(i));
    QVERIFY(fillVault(*tampered.session(), payments));
    cache::Database &db = tampered.session()->database();
    QVERIFY(!db.execute("DROP TRIGGER audit_trail_no_update; "
                        "UPDATE audit_trail SET result = 'FAILED' WHERE id = (SELECT MAX(id) - 3 FROM audit_trail)"));
    tampered.lock();

    const QByteArray before = footprint();
    const test::CliRun run = import(tampered.databasePath(), conninfo(u"ana"_s, AnaPassword));
    QCOMPARE(run.status, 12);
    QVERIFY2(run.err.contains(u"audit trail"_s) && run.err.contains(u"nothing"_s), qPrintable(run.err));
    QCOMPARE(footprint(), before);
}

// Vault migration 11 gives a vault from before it the identity imports are told apart by.
void TestTeamImport::aVaultOfVersion10GainsAStoreId()
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault older(m_folder.filePath(u"older.ddc"_s), options);
    QVERIFY(older.create(Passphrase, Passphrase));
    const QString created = older.session()->database().queryText("SELECT value FROM directdesk_meta WHERE key = 'store_id'");
    QVERIFY2(QRegularExpression(u"^[0-9a-f]{32}$"_s).match(created).hasMatch(), qPrintable(created));
    QVERIFY(!older.session()->database().execute("DELETE FROM directdesk_meta WHERE key = 'store_id'; "
                                                  "DELETE FROM schema_version WHERE version >= 11"));
    older.lock();
    QVERIFY(older.unlock(Passphrase));
    const QString migrated = older.session()->database().queryText("SELECT value FROM directdesk_meta WHERE key = 'store_id'");
    QVERIFY2(QRegularExpression(u"^[0-9a-f]{32}$"_s).match(migrated).hasMatch(), qPrintable(migrated));
    QVERIFY(migrated != created);
    QCOMPARE(cache::Schema::version(older.session()->database()), StoreSchemaVersion);
    older.lock();
}

// Last: it breaks the imported segment on purpose.
void TestTeamImport::aTamperedSegmentFailsVerify()
{
    auto admin = PgConnection::connectTo(m_cluster->adminConninfo(u"team"_s));
    QVERIFY(admin);
    QVERIFY(admin.value().exec("ALTER TABLE directdesk.imported_audit_rows DISABLE TRIGGER imported_audit_rows_no_update"));
    QVERIFY(admin.value().exec("UPDATE directdesk.imported_audit_rows SET actor = 'Someone Else' "
                        "WHERE id = (SELECT max(id) - 5 FROM directdesk.imported_audit_rows)"));
    QVERIFY(admin.value().exec("ALTER TABLE directdesk.imported_audit_rows ENABLE TRIGGER imported_audit_rows_no_update"));
    const test::CliRun verified =
        test::callCli({u"audit"_s, u"verify"_s, u"--server"_s, conninfo(u"bruno"_s, BrunoPassword)}, {});
    QCOMPARE(verified.status, 12);
    const QString segment = QString::number(m_firstImport.value(u"audit_segment"_s).toInteger());
    QVERIFY2(verified.out.contains(u"Imported segment "_s + segment) && verified.out.contains(u"desk.ddc"_s),
             qPrintable(verified.out));
    // The team's own chain is still intact: the problem is the segment's alone.
    QCOMPARE(AuditVerifier::verify(m_team->audit()).isIntact(), true);
}

QTEST_GUILESS_MAIN(TestTeamImport)
#include "tst_teamimport.moc"
