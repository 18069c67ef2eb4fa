// The two backends agree: the same cases run against a vault session (SQLCipher) and a team session
// (a real throw-away PostgreSQL cluster), and every read gives the same answer: payments and refunds
// read back whole, filters, sorts and keyset pages, anchors, totals, the overview, exports, settings,
// intents, the import queue and the audit trail. Money stays exact (12345678901.23, CLP whole),
// instants equal to the millisecond. The server, not the client, refuses what a login's group may not
// write.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/audit/auditverifier.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "core/storage/settlebatch.h"
#include "support/pgcluster.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

const QString OperatorPassword = u"store secret 2026"_s;

QStringList hashesOf(const QList<PaymentRow> &rows)
{
    QStringList hashes;
    for (const PaymentRow &row : rows)
        hashes.append(row.payment.hash);
    return hashes;
}

// Every row of a filter and sort, read in keyset pages of `pageSize` (keys made by keyOf()).
QStringList pagedHashes(PaymentStore &store, const PaymentFilter &filter, const PaymentSort &sort, int pageSize)
{
    QStringList hashes;
    std::optional<PageKey> after;
    for (int guard = 0; guard < 1000; ++guard) {
        const QList<PaymentRow> page = store.rows(filter, sort, after, pageSize);
        hashes += hashesOf(page);
        if (page.size() < pageSize)
            break;
        after = PaymentStore::keyOf(page.last(), sort);
    }
    return hashes;
}

template<typename T>
QList<T> sorted(QList<T> list, auto key)
{
    std::sort(list.begin(), list.end(), [&](const T &a, const T &b) { return key(a) < key(b); });
    return list;
}

// An export as text, one line per record: every field but the row ids (each backend numbers its own).
QStringList exported(PaymentStore &store, const PaymentFilter &filter, PaymentExportCursor::Refunds refunds)
{
    using F = PaymentExportCursor::Field;
    const QList<F> fields{F::Hash, F::MerchantCode, F::OrderNumber, F::Status, F::StatusDate, F::OpenDate,
                          F::ConfirmDate, F::Amount, F::Currency, F::Refunded, F::Method, F::Country, F::Instalments,
                          F::CustomerName, F::RefundId, F::MerchantRefundCode, F::RefundStatus, F::RefundRequestDate,
                          F::RefundConfirmDate, F::RefundAmount};
    const QList<F> numbers{F::StatusDate, F::OpenDate, F::ConfirmDate, F::Amount, F::Refunded, F::Instalments,
                           F::RefundRequestDate, F::RefundConfirmDate, F::RefundAmount};
    QStringList lines;
    auto cursor = store.exportCursor(filter, refunds, fields);
    PaymentExportCursor::Step step;
    while ((step = cursor->next()) == PaymentExportCursor::Step::Row) {
        QStringList values;
        for (int i = 0; i < fields.size(); ++i) {
            if (fields.at(i) == F::Status)
                values.append(paymentStatusCode(cursor->paymentStatus(i)));
            else if (fields.at(i) == F::RefundStatus)
                values.append(refundStatusCode(cursor->refundStatus(i)));
            else if (numbers.contains(fields.at(i)))
                values.append(QString::number(cursor->integer(i)));
            else
                values.append(QString::fromUtf8(cursor->utf8(i)));
        }
        lines.append(values.join(u'|'));
    }
    if (step == PaymentExportCursor::Step::Failed)
        lines.append(u"FAILED: "_s + cursor->errorString());
    return lines;
}

QList<PaymentFilter> filters()
{
    QList<PaymentFilter> all{PaymentFilter()};
    PaymentFilter f;
    f.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending};
    all.append(f);
    f = {};
    f.currency = u"CLP"_s;
    f.minAmount = 300'000 * 100;
    all.append(f);
    f = {};
    f.methods = {u"boleto"_s, u"visa"_s};
    f.countries = {u"br"_s, u"mx"_s};
    all.append(f);
    f = {};
    f.from = test::StoreFixture::at(Q_INT64_C(1763596800123) + 10 * 3'600'007);
    f.to = test::StoreFixture::at(Q_INT64_C(1763596800123) + 40 * 3'600'007);
    all.append(f);
    f.dateField = PaymentFilter::DateField::ConfirmDate;
    all.append(f);
    for (const QString &text : {u"ana"_s, u"jose"_s, u"ÁLVARO"_s, u"order-001"_s, u"0000000"_s, u"123456"_s,
                                u"cliente3"_s, u"100%"_s, u"00000001"_s, u"000000010h"_s, u"000000011h9"_s,
                                QString::fromUcs4(U"order-00\U0010FFFF", 10), u"Ana~"_s}) {
        f = {};
        f.text = text;
        all.append(f);
    }
    f = {};
    f.maxAmount = 20'000;
    f.statuses = {PaymentStatus::Cancelled};
    all.append(f);
    return all;
}

} // namespace

class TestTeamStore : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void paymentsReadBackWholeAndExact();
    void theOrderingRuleIsTheSame();
    void pagesInEverySortAgree_data();
    void pagesInEverySortAgree();
    void anchorsJumpToTheSameRows();
    void countsAndTotalsAgree();
    void theOverviewAgrees();
    void exportsAgree();
    void settingsIntentsAndQueueAgree();
    void settleWritesAllOrNothing();
    void theAuditTrailVerifiesOnBoth();
    void aFinanceLoginIsRefusedByTheServer();

private:
    QString conninfo(const QString &login) const { return m_cluster->conninfo(login, OperatorPassword, u"team"_s); }
    void addOperator(PgConnection &owner, const QByteArray &login, const char *group, int rank);

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_folder;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<PgStoreSession> m_team;
    test::StoreFixture m_fixture;
    QList<StoreSession *> m_both;
};

void TestTeamStore::addOperator(PgConnection &owner, const QByteArray &login, const char *group, int rank)
{
    const QByteArray create = "CREATE ROLE " + login + " LOGIN PASSWORD '" + OperatorPassword.toUtf8() + "' IN ROLE " + group;
    QVERIFY(owner.exec(create.constData()));
    QVERIFY(owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                       {login, login.toUpper(), QByteArray::number(rank)}));
}

void TestTeamStore::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    PgConnection owner = std::move(created).value();
    addOperator(owner, "mara", TeamSchema::ManagerRole, 2);
    addOperator(owner, "fabio", TeamSchema::FinanceRole, 0);
    addOperator(owner, "sol", TeamSchema::SupportRole, 1);
    auto opened = PgStoreSession::open(conninfo(u"mara"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_team = std::move(opened).value();
    QVERIFY(m_team->role() == access::Role::Manager);

    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder.filePath(u"cache.ddc"_s), options);
    QVERIFY(m_vault->create(u"conformance 2026"_s, u"conformance 2026"_s));
    m_both = {m_vault->session(), m_team.get()};

    // More payments than a batch the team store writes row by row: the new ones go by COPY.
    const QList<Payment> payments = m_fixture.payments(300);
    for (StoreSession *session : std::as_const(m_both)) {
        auto written = session->payments().upsertMany(payments);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
        QCOMPARE(written.value(), qint64(payments.size()));
    }
}

void TestTeamStore::paymentsReadBackWholeAndExact()
{
    for (const Payment &expected : m_fixture.payments()) {
        const auto vault = m_vault->session()->payments().findByHash(expected.hash);
        const auto team = m_team->payments().findByHash(expected.hash);
        QVERIFY(vault && team);
        QCOMPARE(*team, *vault);
        QCOMPARE(team->amountExt, expected.amountExt);
        QCOMPARE(team->statusDate.toMSecsSinceEpoch(), expected.statusDate.toMSecsSinceEpoch());
        QCOMPARE(team->refunds.size(), expected.refunds.size());
    }
    const auto large = m_team->payments().findByHash(m_fixture.payment(4).hash);
    QVERIFY(large);
    QCOMPARE(large->amountExt.toDecimalString(), u"12345678901.23"_s);
    const auto stored = m_team->connection().exec("SELECT amount_ext::text FROM directdesk.payments WHERE hash = $1",
                                                  {m_fixture.payment(4).hash.toUtf8()});
    QVERIFY(stored);
    QCOMPARE(stored->text(0, 0), u"12345678901.23"_s);
    const auto byCode = m_team->payments().findByMerchantCode(u"order-0000"_s);
    const auto byCodeInVault = m_vault->session()->payments().findByMerchantCode(u"order-0000"_s);
    QVERIFY(byCode && byCodeInVault);
    QCOMPARE(byCode->hash, byCodeInVault->hash);
    QVERIFY(!m_team->payments().findByHash(u"no-such-hash"_s));
}

void TestTeamStore::theOrderingRuleIsTheSame()
{
    Payment confirmed = m_fixture.payment(2);   // stored confirmed
    Payment older = confirmed;
    older.status = PaymentStatus::Pending;      // an earlier status: never applied
    Payment cancelled = m_fixture.payment(3);   // final
    Payment reopened = cancelled;
    reopened.status = PaymentStatus::Open;
    Payment sameButEarlier = m_fixture.payment(0);
    sameButEarlier.statusDate = sameButEarlier.statusDate.addMSecs(-1);
    sameButEarlier.orderNumber = u"stale"_s;
    Payment sameButLater = m_fixture.payment(5);
    sameButLater.statusDate = sameButLater.statusDate.addMSecs(1);
    sameButLater.orderNumber = u"fresh"_s;
    sameButLater.customerName.clear();           // kept: the answer does not carry it
    Payment refundBack = m_fixture.payment(7);
    QVERIFY(!refundBack.refunds.isEmpty());
    for (Refund &refund : refundBack.refunds)
        refund.status = RefundStatus::Requested;   // final refunds stay final
    const QList<Payment> answers{older, reopened, sameButEarlier, sameButLater, refundBack};
    QList<bool> applied[2];
    for (int b = 0; b < 2; ++b) {
        for (const Payment &answer : answers) {
            auto outcome = m_both.at(b)->payments().upsert(answer);
            QVERIFY2(outcome, qPrintable(outcome ? QString() : outcome.error().message));
            applied[b].append(outcome->applied);
            QVERIFY(!outcome->inserted);
        }
    }
    QCOMPARE(applied[1], applied[0]);
    QCOMPARE(applied[0], (QList<bool>{false, false, false, true, true}));
    for (const Payment &answer : answers)
        QCOMPARE(*m_team->payments().findByHash(answer.hash), *m_vault->session()->payments().findByHash(answer.hash));
    QCOMPARE(m_team->payments().findByHash(sameButLater.hash)->customerName, m_fixture.payment(5).customerName);
    auto invalid = m_team->payments().upsert(Payment());
    QVERIFY(!invalid);
    QCOMPARE(invalid.error().kind, StoreError::Kind::InvalidPayment);
}

void TestTeamStore::pagesInEverySortAgree_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    for (int column = 0; column < int(PaymentSort::Column::Count); ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder})
            QTest::addRow("column %d %s", column, order == Qt::AscendingOrder ? "asc" : "desc") << column << int(order);
    }
}

void TestTeamStore::pagesInEverySortAgree()
{
    QFETCH(int, column);
    QFETCH(int, order);
    const PaymentSort sort{PaymentSort::Column(column), Qt::SortOrder(order)};
    for (const PaymentFilter &filter : filters()) {
        const QStringList vault = pagedHashes(m_vault->session()->payments(), filter, sort, 7);
        const QStringList team = pagedHashes(m_team->payments(), filter, sort, 7);
        QCOMPARE(team, vault);
        QCOMPARE(hashesOf(m_team->payments().rows(filter, sort, std::nullopt, 1000)), vault);
        if (filter.isEmpty())
            QVERIFY(vault.size() >= m_fixture.payments().size());
    }
}

void TestTeamStore::anchorsJumpToTheSameRows()
{
    for (const PaymentSort &sort : {PaymentSort{}, PaymentSort{PaymentSort::Column::Amount, Qt::AscendingOrder},
                                    PaymentSort{PaymentSort::Column::CustomerName, Qt::AscendingOrder},
                                    PaymentSort{PaymentSort::Column::Hash, Qt::DescendingOrder}}) {
        for (const PaymentFilter &filter : filters()) {
            const PageAnchors vault = m_vault->session()->payments().anchors(filter, sort, 5);
            const PageAnchors team = m_team->payments().anchors(filter, sort, 5);
            QCOMPARE(team.rowCount, vault.rowCount);
            QCOMPARE(team.keys.size(), vault.keys.size());
            for (qint64 first : {qint64(0), qint64(3), qint64(12), std::max<qint64>(0, team.rowCount - 2)}) {
                QCOMPARE(hashesOf(m_team->payments().rowsAt(team, first, 6)),
                         hashesOf(m_vault->session()->payments().rowsAt(vault, first, 6)));
            }
        }
    }
}

void TestTeamStore::countsAndTotalsAgree()
{
    const auto byGroup = [](const PaymentTotal &t) { return std::tuple(t.currency, int(t.status), t.method); };
    for (const PaymentFilter &filter : filters()) {
        QCOMPARE(m_team->payments().count(filter), m_vault->session()->payments().count(filter));
        QCOMPARE(sorted(m_team->payments().totals(filter), byGroup),
                 sorted(m_vault->session()->payments().totals(filter), byGroup));
    }
}

void TestTeamStore::theOverviewAgrees()
{
    const auto byGroup = [](const OverviewGroup &g) {
        return std::tuple(g.currency, int(g.status), g.method, g.country, g.day);
    };
    const auto byRefund = [](const OverviewRefundGroup &g) { return std::tuple(g.currency, int(g.status)); };
    const QDate today = m_fixture.today;
    for (const OverviewPeriod &period : {OverviewPeriod::ofDays(today.addDays(-5), today.addDays(3)),
                                         OverviewPeriod::ofDays(today.addDays(-1), today.addDays(-1))}) {
        for (const PaymentFilter &filter : filters()) {
            const OverviewData vault = m_vault->session()->payments().overview(filter, period, today);
            const OverviewData team = m_team->payments().overview(filter, period, today);
            QVERIFY(vault.valid && team.valid);
            QCOMPARE(sorted(team.groups, byGroup), sorted(vault.groups, byGroup));
            QCOMPARE(sorted(team.refunds, byRefund), sorted(vault.refunds, byRefund));
            QCOMPARE(team.expiring, vault.expiring);
            QCOMPARE(team.expiringCount, vault.expiringCount);
        }
    }
    // The cases compare something: the fixture's payments, refunds and vouchers fall in the period.
    const OverviewData all = m_team->payments().overview({}, OverviewPeriod::ofDays(today.addDays(-5), today.addDays(3)), today);
    QVERIFY(!all.groups.isEmpty() && !all.refunds.isEmpty() && !all.expiring.isEmpty());
}

void TestTeamStore::exportsAgree()
{
    using R = PaymentExportCursor::Refunds;
    for (R refunds : {R::None, R::WithPayments, R::Only}) {
        for (const PaymentFilter &filter : filters()) {
            const QStringList vault = exported(m_vault->session()->payments(), filter, refunds);
            QCOMPARE(exported(m_team->payments(), filter, refunds), vault);
        }
    }
    QVERIFY(!exported(m_team->payments(), PaymentFilter(), R::WithPayments).isEmpty());
}

void TestTeamStore::settingsIntentsAndQueueAgree()
{
    QList<QStringList> seen;
    for (StoreSession *session : std::as_const(m_both)) {
        QStringList facts;
        SettingsStore &settings = session->settings();
        QVERIFY(settings.setValue(u"schedule.interval"_s, u"15"_s));
        QVERIFY(settings.setValue(u"schedule.interval"_s, u"30"_s));
        QVERIFY(settings.setValue(u"schedule_%"_s, u"x"_s));
        QVERIFY(settings.setValue(u"approval.BRL"_s, u"500.00"_s));
        QVERIFY(settings.remove(u"approval.BRL"_s));
        for (const auto &[key, value] : settings.valuesStartingWith(u"schedule"_s))
            facts.append(key + u'=' + value);
        facts.append(settings.valueOrUnset(u"approval.BRL"_s).value_or(u"(none)"_s));

        IntentLog &intents = session->intents();
        const auto first = intents.record(PendingOperation::Kind::Refund, u"mr-1"_s, u"hash-1"_s,
                                          QJsonObject{{u"amount"_s, u"10.00"_s}, {u"card_number"_s, u"4111111111111111"_s}});
        const auto second = intents.record(PendingOperation::Kind::Capture, u"order-2"_s, {}, {});
        QVERIFY(first && second);
        QVERIFY(intents.setState(*second, PendingOperation::State::Unknown, u"hash-2"_s));
        QVERIFY(!intents.setState(*second + 1000, PendingOperation::State::Done));
        for (const PendingOperation &open : intents.unresolved())
            facts.append(pendingOperationKindCode(open.kind) + u' ' + open.merchantCode + u' ' + open.paymentHash + u' '
                         + QString::number(int(open.state)) + u' '
                         + QString::fromUtf8(QJsonDocument(open.parameters).toJson(QJsonDocument::Compact)));

        ImportQueue &queue = session->importQueue();
        const auto queued = queue.enqueue(QueuedCode::Kind::Hash, {u" h-1 "_s, u"h-2"_s, u"h-1"_s, u""_s}, u"csv"_s);
        QVERIFY(queued);
        facts.append(u"added %1 already %2"_s.arg(queued->added).arg(queued->alreadyQueued));
        const QList<QueuedCode> due = queue.due(10);
        QCOMPARE(due.size(), 2);
        QCOMPARE(queue.nextDueInMs(), std::nullopt);
        QVERIFY(queue.recordNotFound(due.at(0).id, u"not found"_s));
        QVERIFY(queue.recordFailure(due.at(1).id, u"timeout"_s));
        // Only the code backing off comes due later, within its first back-off.
        const std::optional<qint64> nextDue = queue.nextDueInMs();
        QVERIFY(nextDue && *nextDue > 0 && *nextDue <= ImportQueue::backOffMs(1));
        for (const QueuedCode &code : queue.list(std::nullopt, 10))
            facts.append(u"%1 %2 %3 %4 %5"_s.arg(code.code, code.source).arg(code.attempts).arg(code.notFound).arg(code.lastError));
        facts.append(u"due %1 size %2 waiting %3"_s.arg(queue.due(10).size()).arg(queue.size()).arg(queue.count(QueuedCode::State::Waiting)));
        QCOMPARE(queue.retry(QueuedCode::Kind::Hash, u"h-1"_s), std::optional<qint64>(1));
        facts.append(u"due after retry %1"_s.arg(queue.due(10).size()));
        QCOMPARE(queue.nextDueInMs(), std::nullopt);
        seen.append(facts);
    }
    QCOMPARE(seen.at(1), seen.at(0));
    // The card number never reached the server.
    const auto stored = m_team->connection().exec("SELECT count(*) FROM directdesk.pending_operations "
                                                  "WHERE parameters LIKE '%4111111111111111%'");
    QVERIFY(stored);
    QCOMPARE(stored->text(0, 0), u"0"_s);
    QVERIFY(!m_team->settings().updateConnection(std::nullopt, std::nullopt, u"a-key"_s));
    QVERIFY(!m_team->settings().lastError().isEmpty());
}

void TestTeamStore::settleWritesAllOrNothing()
{
    for (StoreSession *session : std::as_const(m_both)) {
        const auto intent = session->intents().record(PendingOperation::Kind::CreatePayment, u"order-new"_s, {}, {});
        QVERIFY(intent);
        Payment created = m_fixture.payment(1000);
        SettleBatch batch;
        batch.addPayment(created, 0);
        batch.settleIntent(*intent, created.hash);
        auto settled = batch.commit(*session);
        QVERIFY2(settled, qPrintable(settled ? QString() : settled.error().message));
        QCOMPARE(settled.value(), qint64(1));
        QCOMPARE(session->intents().find(*intent)->state, PendingOperation::State::Done);
        // A batch whose payment cannot be stored leaves the intent open.
        const auto second = session->intents().record(PendingOperation::Kind::CreatePayment, u"order-bad"_s, {}, {});
        SettleBatch failing;
        failing.addPayment(m_fixture.payment(1001), 0);
        failing.addPayment(Payment(), 0);
        failing.settleIntent(*second, u"x"_s);
        QVERIFY(!failing.commit(*session));
        QCOMPARE(session->intents().find(*second)->state, PendingOperation::State::Open);
        QVERIFY(!session->payments().findByHash(m_fixture.payment(1001).hash));
    }
}

void TestTeamStore::theAuditTrailVerifiesOnBoth()
{
    QList<QStringList> seen;
    for (StoreSession *session : std::as_const(m_both)) {
        AuditStore &audit = session->audit();
        // A vault records its own creation: only what this test appends is compared.
        const qint64 before = audit.last() ? audit.last()->id : 0;
        for (int i = 0; i < 3; ++i) {
            AuditEntry entry;
            entry.actor = u"mara"_s;
            entry.action = i == 1 ? u"refund"_s : u"export"_s;
            entry.parameters = {{u"row"_s, i}, {u"note"_s, u"card 4111 1111 1111 1111"_s}};
            entry.result = u"SUCCESS"_s;
            QVERIFY(audit.append(entry));
        }
        QStringList facts;
        for (const AuditEntry &entry : audit.entries(before, 100))
            facts.append(entry.actor + u' ' + entry.action + u' ' + entry.result + u' '
                         + QString::fromUtf8(QJsonDocument(entry.parameters).toJson(QJsonDocument::Compact)));
        AuditFilter refunds;
        refunds.action = u"refund"_s;
        refunds.actor = u"mara"_s;
        facts.append(QString::number(audit.count(refunds)));
        AuditFilter text;
        text.text = u"MARA"_s;
        facts.append(QString::number(audit.page(text, 1, 10).size()));
        QVERIFY(audit.actors().contains(u"mara"_s));
        QVERIFY(audit.actions().contains(u"refund"_s));
        const AuditVerification verified = AuditVerifier::verify(audit);
        QVERIFY(verified.isIntact());
        QVERIFY(verified.rowsChecked >= 3);
        seen.append(facts);
    }
    QCOMPARE(seen.at(1), seen.at(0));
    QVERIFY(!seen.at(1).join(u' ').contains(u"4111 1111 1111 1111"_s));
}

// What Finance may not do is refused by the server itself (42501), whatever the client checked.
void TestTeamStore::aFinanceLoginIsRefusedByTheServer()
{
    auto opened = PgStoreSession::open(conninfo(u"fabio"_s));
    QVERIFY(opened);
    PgStoreSession &finance = **opened;
    QVERIFY(finance.role() == access::Role::Finance);
    QCOMPARE(finance.payments().count(PaymentFilter()), m_team->payments().count(PaymentFilter()));
    QVERIFY(!finance.intents().record(PendingOperation::Kind::Refund, u"mr-x"_s, m_fixture.payment(2).hash, {}));
    QCOMPARE(finance.lastError().sqlState, QByteArray("42501"));
    auto write = finance.payments().upsert(m_fixture.payment(2));
    QVERIFY(!write);
    QVERIFY2(write.error().message.contains(u"refused"_s), qPrintable(write.error().message));
    QVERIFY(!finance.settings().setValue(u"schedule.interval"_s, u"1"_s));
    AuditEntry entry;
    entry.actor = u"someone else"_s;
    entry.action = u"export"_s;
    const auto appended = finance.audit().append(entry);
    QVERIFY(appended);
    QCOMPARE(finance.audit().last()->actor, u"fabio"_s);   // the login, not the name sent
}

QTEST_GUILESS_MAIN(TestTeamStore)
#include "tst_teamstore.moc"
