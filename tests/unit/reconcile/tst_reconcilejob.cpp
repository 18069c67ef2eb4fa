// A reconciliation against a real temporary vault: every kind of difference, totals per kind and
// currency, bad lines stopping it before anything is asked, cancel, kept runs, what changed since
// the last run, and the CSV of the differences. The gateway's side for codes the cache does not
// know is played by StoreLookup, which writes answers straight to the store (the path through the
// real sandbox is tested in tests/integration/reconcile).
#include "core/cache/cachesession.h"
#include "core/cache/reconcilerunstore.h"
#include "core/reconcile/keptrun.h"
#include "core/reconcile/reconcilejob.h"
#include "core/storage/auditstore.h"
#include "core/storage/importqueue.h"
#include "tests/unit/cache/cachetestsupport.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <map>

using namespace dd;
using namespace dd::reconcile;
using namespace Qt::StringLiterals;

namespace {

// Answers codes from `known` (written to the store), says "not found" for `unknown`, and fails the rest.
class StoreLookup final : public CodeLookup
{
public:
    StoreLookup(StoreSession &store, QList<Payment> known, QStringList unknown)
        : m_store(store), m_known(std::move(known)), m_unknown(std::move(unknown))
    {
    }
    void start(const QStringList &codes) override
    {
        ++starts;
        asked = codes;
        LookupOutcome outcome;
        outcome.asked = codes.size();
        (void)m_store.importQueue().enqueue(QueuedCode::Kind::MerchantCode, codes, u"test"_s);
        for (const QueuedCode &queued : m_store.importQueue().find(QueuedCode::Kind::MerchantCode, codes)) {
            const auto answer = std::find_if(m_known.cbegin(), m_known.cend(),
                                             [&](const Payment &p) { return p.merchantPaymentCode == queued.code; });
            if (answer != m_known.cend()) {
                QVERIFY(m_store.payments().upsert(*answer).hasValue());
                QVERIFY(m_store.importQueue().remove(queued.id));
                ++outcome.answered;
            } else if (m_unknown.contains(queued.code)) {
                QVERIFY(m_store.importQueue().recordNotFound(queued.id, u"BP-DR-49"_s));
                ++outcome.notFound;
            } else {
                QVERIFY(m_store.importQueue().recordFailure(queued.id, u"timeout"_s));
                ++outcome.failed;
            }
        }
        QMetaObject::invokeMethod(this, [this, outcome] { emit finished(outcome); }, Qt::QueuedConnection);
    }
    void cancel() override { }
    int starts = 0;
    QStringList asked;

private:
    StoreSession &m_store;
    QList<Payment> m_known;
    QStringList m_unknown;
};

Payment payment(int n, const QString &code, PaymentStatus status, qint64 hundredths, const QString &currency = u"BRL"_s,
                QDate day = QDate(2026, 3, 2))
{
    Payment p = test::makePayment(n, status);
    p.merchantPaymentCode = code;
    p.currencyExt = currency;
    p.amountExt = Money(hundredths, currency);
    p.amountBr = p.amountExt;
    p.amountIof = Money(0, currency);
    p.openDate = QDateTime(day, QTime(12, 0), QTimeZone::utc());
    p.statusDate = p.openDate.addSecs(600);
    return p;
}

const QStringList Columns{u"code=Order"_s, u"amount=Total"_s, u"currency=Currency"_s,
                          u"status=Status"_s, u"date=Date"_s, u"refunded=Refunded"_s};

const QByteArray OrdersWithEveryDifference = "Order,Total,Currency,Status,Date,Refunded\n"
                                             "ok-1,100.00,BRL,paid,2026-03-01,0\n"
                                             "amt-1,55.00,BRL,paid,2026-03-01,0\n"
                                             "cur-1,10.00,BRL,paid,2026-03-02,0\n"
                                             "pend-1,20.00,BRL,paid,2026-03-02,0\n"
                                             "conf-1,30.00,BRL,pending,2026-03-03,0\n"
                                             "ref-1,40.00,BRL,refunded,2026-03-03,5.00\n"
                                             "twice-1,15.00,BRL,paid,2026-03-04,0\n"
                                             "twice-1,15.00,BRL,paid,2026-03-04,0\n"
                                             "dup-p,25.00,BRL,paid,2026-03-04,0\n"
                                             "late-1,70.00,BRL,paid,2026-03-05,0\n"
                                             "ghost-1,80.00,BRL,paid,2026-03-05,0\n"
                                             "flaky-1,90.00,BRL,paid,2026-03-05,0\n";

} // namespace

class TestReconcileJob : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void everyKindOfDifference();
    void totalsPerKindAndCurrency();
    void badLinesStopBeforeAnythingIsAsked();
    void fileProblemIsTheOutcome();
    void cancelStops();
    void keptRunShowsWhatChangedAfterARefresh();
    void differencesExportToCsv();

private:
    StoreSession &store() { return *m_vault->session(); }
    QString writeOrders(const QByteArray &content, const QString &name = u"orders.csv"_s);
    ReconcileResult run(const QString &path, CodeLookup *lookup, ReconcileRequest *used = nullptr);
    void seedEveryDifference();
    std::unique_ptr<StoreLookup> gateway();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
};

void TestReconcileJob::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_vault = std::make_unique<Vault>(m_dir->filePath(u"reconcile.ddc"_s), test::fastOptions());
    QVERIFY(m_vault->create(test::Passphrase, test::Passphrase).hasValue());
}

void TestReconcileJob::cleanup()
{
    m_vault.reset();
    m_dir.reset();
}

QString TestReconcileJob::writeOrders(const QByteArray &content, const QString &name)
{
    const QString path = m_dir->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

ReconcileResult TestReconcileJob::run(const QString &path, CodeLookup *lookup, ReconcileRequest *used)
{
    ReconcileRequest request;
    request.filePath = path;
    request.options.mapping = ColumnMapping::fromPairs(Columns).value();
    ReconcileJob job(store(), request, lookup);
    QSignalSpy finished(&job, &ReconcileJob::finished);
    job.start();
    if (!finished.wait(60'000))
        return {};
    if (used)
        *used = request;
    return job.result();
}

void TestReconcileJob::seedEveryDifference()
{
    QList<Payment> payments{payment(1, u"ok-1"_s, PaymentStatus::Confirmed, 10000),
                            payment(2, u"amt-1"_s, PaymentStatus::Confirmed, 5000),
                            payment(3, u"cur-1"_s, PaymentStatus::Confirmed, 1000, u"MXN"_s),
                            payment(4, u"pend-1"_s, PaymentStatus::Pending, 2000),
                            payment(5, u"conf-1"_s, PaymentStatus::Confirmed, 3000),
                            payment(6, u"ref-1"_s, PaymentStatus::Confirmed, 4000),
                            payment(7, u"twice-1"_s, PaymentStatus::Confirmed, 1500),
                            payment(8, u"dup-p"_s, PaymentStatus::Confirmed, 2500),
                            payment(9, u"dup-p"_s, PaymentStatus::Cancelled, 2500),
                            payment(10, u"nobody-1"_s, PaymentStatus::Confirmed, 6000, u"USD"_s),
                            payment(11, u"before-1"_s, PaymentStatus::Confirmed, 6000, u"BRL"_s, QDate(2026, 1, 15))};
    payments[5].refunds.append(test::makeRefund(u"r6"_s, RefundStatus::Confirmed, 1000, u"BRL"_s));
    QVERIFY(store().payments().upsertMany(payments).hasValue());
}

std::unique_ptr<StoreLookup> TestReconcileJob::gateway()
{
    return std::make_unique<StoreLookup>(store(), QList<Payment>{payment(20, u"late-1"_s, PaymentStatus::Confirmed, 7000)},
                                         QStringList{u"ghost-1"_s});
}

void TestReconcileJob::everyKindOfDifference()
{
    seedEveryDifference();
    const auto lookup = gateway();
    const ReconcileResult result = run(writeOrders(OrdersWithEveryDifference), lookup.get());
    QCOMPARE(int(result.outcome), int(ReconcileResult::Outcome::Reconciled));
    QCOMPARE(lookup->starts, 1);
    QCOMPARE(lookup->asked, (QStringList{u"late-1"_s, u"ghost-1"_s, u"flaky-1"_s}));
    std::map<QString, QStringList> byKind;
    for (const Difference &d : result.differences)
        byKind[differenceKindCode(d.kind)].append(d.merchantCode);
    const std::map<QString, QStringList> expected{
        {u"amount_differs"_s, {u"amt-1"_s}},
        {u"currency_differs"_s, {u"cur-1"_s}},
        {u"shop_paid_gateway_not"_s, {u"pend-1"_s}},
        {u"gateway_paid_shop_not"_s, {u"conf-1"_s}},
        {u"refund_differs"_s, {u"ref-1"_s}},
        {u"duplicate_order"_s, {u"twice-1"_s}},
        {u"duplicate_payment"_s, {u"dup-p"_s}},
        {u"order_without_payment"_s, {u"ghost-1"_s}},
        {u"not_verified"_s, {u"flaky-1"_s}},
        {u"payment_without_order"_s, {u"nobody-1"_s}},
    };
    QCOMPARE(byKind, expected);
    QCOMPARE(result.orders, 12);
    QCOMPARE(result.matched, 9);   // every order but the second twice-1, ghost-1 and flaky-1
    QCOMPARE(result.periodFrom, std::optional(QDate(2026, 3, 1)));
    QCOMPARE(result.periodTo, std::optional(QDate(2026, 3, 5)));
    const auto find = [&](DifferenceKind kind) {
        return *std::find_if(result.differences.cbegin(), result.differences.cend(),
                             [kind](const Difference &d) { return d.kind == kind; });
    };
    const Difference amount = find(DifferenceKind::AmountDiffers);
    QCOMPARE(amount.orderLine, 3);
    QCOMPARE(amount.amountAtStake(), -500);
    QVERIFY(!amount.paymentHash.isEmpty());
    const Difference refund = find(DifferenceKind::RefundDiffers);
    QCOMPARE(refund.gatewayRefunded, std::optional<qint64>(1000));
    QCOMPARE(refund.orderRefunded, std::optional<qint64>(500));
    const Difference duplicate = find(DifferenceKind::DuplicatePayment);
    QCOMPARE(duplicate.gatewayStatus, std::optional(PaymentStatus::Cancelled));   // the confirmed one is matched
    QCOMPARE(find(DifferenceKind::DuplicateOrder).orderLine, 9);
    QVERIFY(store().payments().findByMerchantCode(u"late-1"_s).has_value());   // the reconciliation filled the cache
}

void TestReconcileJob::totalsPerKindAndCurrency()
{
    seedEveryDifference();
    const auto lookup = gateway();
    const ReconcileResult result = run(writeOrders(OrdersWithEveryDifference), lookup.get());
    const QList<DifferenceTotal> totals = totalsOf(result.differences);
    const auto total = [&](DifferenceKind kind, const QString &currency) {
        for (const DifferenceTotal &t : totals)
            if (t.kind == kind && t.currency == currency)
                return t;
        return DifferenceTotal{};
    };
    QCOMPARE(total(DifferenceKind::AmountDiffers, u"BRL"_s).amount, -500);
    QCOMPARE(total(DifferenceKind::CurrencyDiffers, u"MXN"_s).count, 1);
    QCOMPARE(total(DifferenceKind::PaymentWithoutOrder, u"USD"_s).amount, 6000);
    QCOMPARE(total(DifferenceKind::OrderWithoutPayment, u"BRL"_s).amount, 8000);
    QCOMPARE(total(DifferenceKind::RefundDiffers, u"BRL"_s).amount, 500);
    qint64 rows = 0;
    for (const DifferenceTotal &t : totals)
        rows += t.count;
    QCOMPARE(rows, result.differences.size());
}

void TestReconcileJob::badLinesStopBeforeAnythingIsAsked()
{
    seedEveryDifference();
    const auto lookup = gateway();
    const ReconcileResult result = run(writeOrders(OrdersWithEveryDifference + "bad code,1.00,BRL,paid,2026-03-05,0\n"
                                                                               "ok-9,1.00,BRL,shipped,2026-03-05,0\n"),
                                       lookup.get());
    QCOMPARE(int(result.outcome), int(ReconcileResult::Outcome::RowsRefused));
    QCOMPARE(result.problemCount, 2);
    QCOMPARE(result.problems.at(0).line, 14);
    QCOMPARE(result.problems.at(1).line, 15);
    QVERIFY(result.differences.isEmpty());
    QCOMPARE(lookup->starts, 0);
    QCOMPARE(store().importQueue().size(), 0);
}

void TestReconcileJob::fileProblemIsTheOutcome()
{
    const ReconcileResult missing = run(m_dir->filePath(u"absent.csv"_s), nullptr);
    QCOMPARE(int(missing.outcome), int(ReconcileResult::Outcome::FileRefused));
    QVERIFY2(missing.error.contains(u"cannot be read"_s), qPrintable(missing.error));
    const ReconcileResult noColumn = run(writeOrders("Code,Total\nA,1.00\n"), nullptr);
    QCOMPARE(int(noColumn.outcome), int(ReconcileResult::Outcome::FileRefused));
    QVERIFY2(noColumn.error.contains(u"no column is headed"_s), qPrintable(noColumn.error));
}

void TestReconcileJob::cancelStops()
{
    seedEveryDifference();
    ReconcileRequest request;
    request.filePath = writeOrders(OrdersWithEveryDifference);
    request.options.mapping = ColumnMapping::fromPairs(Columns).value();
    const auto lookup = gateway();
    ReconcileJob job(store(), request, lookup.get());
    QSignalSpy finished(&job, &ReconcileJob::finished);
    job.start();
    job.cancel();
    QVERIFY(finished.wait(60'000));
    QCOMPARE(int(job.result().outcome), int(ReconcileResult::Outcome::Cancelled));
    QCOMPARE(lookup->starts, 0);
    QVERIFY(job.result().differences.isEmpty());
}

void TestReconcileJob::keptRunShowsWhatChangedAfterARefresh()
{
    seedEveryDifference();
    const auto lookup = gateway();
    cache::VaultReconcileRunStore runs(m_vault->session()->database());
    ReconcileRequest request;
    const QString path = writeOrders(OrdersWithEveryDifference);
    const ReconcileResult first = run(path, lookup.get(), &request);
    const auto keptFirst = keepRun(runs, store().audit(), u"ana"_s, 1000, request, first);
    QVERIFY2(keptFirst.hasValue(), qPrintable(keptFirst.hasValue() ? QString() : keptFirst.error()));
    QVERIFY(!keptFirst->changes.previous);
    QVERIFY(keptFirst->changes.isNew(first.differences.constFirst()));

    // A refresh brings the gateway's answer: amt-1 was 55.00 after all, and pend-1 is now confirmed.
    Payment amount = payment(2, u"amt-1"_s, PaymentStatus::Confirmed, 5500);
    amount.statusDate = amount.statusDate.addDays(1);
    Payment pending = payment(4, u"pend-1"_s, PaymentStatus::Confirmed, 2000);
    pending.confirmDate = pending.openDate.addSecs(3600);
    QVERIFY(store().payments().upsertMany({amount, pending}).hasValue());

    const ReconcileResult second = run(path, lookup.get());
    QCOMPARE(second.differences.size(), first.differences.size() - 2);
    const auto keptSecond = keepRun(runs, store().audit(), u"ana"_s, 2000, request, second);
    QVERIFY(keptSecond.hasValue());
    const RunChanges &changes = keptSecond->changes;
    QVERIFY(changes.previous);
    QCOMPARE(changes.previous->id, keptFirst->runId);
    QCOMPARE(changes.resolved, 2);
    QCOMPARE(changes.added, 0);
    QCOMPARE(changes.unchanged, second.differences.size());
    QStringList resolved;
    for (const Difference &d : changes.resolvedRows)
        resolved.append(d.merchantCode);
    resolved.sort();
    QCOMPARE(resolved, (QStringList{u"amt-1"_s, u"pend-1"_s}));

    // Kept as found: the run's header, its rows, and one audit row per run.
    const std::optional<ReconcileRun> latest = runs.latest(u"orders.csv"_s);
    QVERIFY(latest);
    QCOMPARE(latest->id, keptSecond->runId);
    QCOMPARE(latest->sha256, second.sha256);
    QCOMPARE(latest->differences, second.differences.size());
    QCOMPARE(latest->periodFrom, std::optional(QDate(2026, 3, 1)));
    QList<Difference> stored;
    QVERIFY(runs.forEachDifference(latest->id, [&](const Difference &d) {
        stored.append(d);
        return true;
    }));
    QCOMPARE(stored, second.differences);
    AuditFilter filter;
    filter.action = u"reconcile"_s;
    QCOMPARE(store().audit().count(filter), 2);
    const AuditEntry entry = store().audit().last().value();
    QCOMPARE(entry.actor, u"ana"_s);
    QCOMPARE(entry.parameters.value(u"sha256"_s).toString(), QString::fromLatin1(second.sha256.toHex()));
    QCOMPARE(entry.result, u"differences"_s);
}

void TestReconcileJob::differencesExportToCsv()
{
    QVERIFY(store().payments().upsert(payment(1, u"ok-1"_s, PaymentStatus::Confirmed, 10000)).hasValue());
    const QString path = writeOrders("Order,Total,Currency,Status,Date,Refunded\n"
                                     "ok-1,\"1,000.00\",BRL,paid,2026-03-02,0\n"
                                     "=SUM(A1),12.50,BRL,paid,2026-03-02,0\n");
    const ReconcileResult result = run(path, nullptr);
    QCOMPARE(result.differences.size(), 2);
    const QString out = m_dir->filePath(u"differences.csv"_s);
    QString error;
    QVERIFY2(writeDifferencesCsv(out, result.differences, nullptr, &error), qPrintable(error));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QCOMPARE(lines.size(), 4);   // header, two rows, the empty rest after the last CRLF
    QVERIFY(lines.at(0).startsWith("kind,merchant_payment_code,order_line,payment_hash,order_amount"));
    QVERIFY2(lines.at(1).startsWith("amount_differs,ok-1,2,"), lines.at(1).constData());
    QVERIFY2(lines.at(1).contains(",1000.00,BRL,paid,0.00,100.00,BRL,CO,0.00\r"), lines.at(1).constData());
    // Not asked of the gateway (no lookup): listed as not verified, its formula made harmless.
    QVERIFY2(lines.at(2).startsWith("not_verified,'=SUM(A1),3,,12.50,BRL,paid,0.00,,,,"), lines.at(2).constData());
    QVERIFY(!writeDifferencesCsv(m_dir->filePath(u"no/such/folder/d.csv"_s), result.differences, nullptr, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestReconcileJob)
#include "tst_reconcilejob.moc"
