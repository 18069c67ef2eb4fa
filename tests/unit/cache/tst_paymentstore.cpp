#include "cachetestsupport.h"

#include "core/cache/paymentcodec.h"
#include "core/cache/schema.h"
#include "core/cache/vault.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace dd;
using namespace dd::test;
namespace Codec = dd::cache::PaymentCodec;

Q_DECLARE_METATYPE(dd::PaymentFilter)
Q_DECLARE_METATYPE(dd::PaymentStatus)

namespace {

// The reference the store is checked against: the filter rules evaluated in memory.
bool matches(const PaymentFilter &f, const Payment &p)
{
    if (!f.statuses.isEmpty() && !f.statuses.contains(p.status))
        return false;
    if (!f.methods.isEmpty() && !f.methods.contains(p.paymentTypeCode))
        return false;
    if (!f.countries.isEmpty() && !f.countries.contains(p.country))
        return false;
    if (!f.currency.isEmpty() && f.currency != p.currencyExt)
        return false;
    const QDateTime when = f.dateField == PaymentFilter::DateField::OpenDate ? p.openDate : p.confirmDate;
    if ((f.from.isValid() || f.to.isValid()) && !when.isValid())
        return false;
    if (f.from.isValid() && when < f.from)
        return false;
    if (f.to.isValid() && when >= f.to)
        return false;
    if (f.minAmount && p.amountExt.hundredths() < *f.minAmount)
        return false;
    if (f.maxAmount && p.amountExt.hundredths() > *f.maxAmount)
        return false;
    const QString term = f.text.trimmed();
    if (!term.isEmpty()) {
        const QString folded = Codec::foldForSearch(term);
        const QString document = Codec::foldDocument(term);
        const bool any = p.hash.startsWith(term) || p.merchantPaymentCode.startsWith(term)
                         || Codec::foldForSearch(p.customerName).startsWith(folded)
                         || Codec::foldForSearch(p.customerEmail).startsWith(folded)
                         || (!document.isEmpty() && Codec::foldDocument(p.customerDocument).startsWith(document));
        if (!any)
            return false;
    }
    return true;
}

using SortKey = std::variant<qint64, QString>;

SortKey sortKey(const Payment &p, PaymentSort::Column column)
{
    switch (column) {
    case PaymentSort::Column::OpenDate: return Codec::toMs(p.openDate);
    case PaymentSort::Column::ConfirmDate: return Codec::toMs(p.confirmDate);
    case PaymentSort::Column::StatusDate: return Codec::toMs(p.statusDate);
    case PaymentSort::Column::Status: return qint64(Codec::paymentStatusRank(p.status));
    case PaymentSort::Column::Amount: return p.amountExt.hundredths();
    case PaymentSort::Column::Currency: return p.currencyExt;
    case PaymentSort::Column::Method: return p.paymentTypeCode;
    case PaymentSort::Column::Country: return p.country;
    case PaymentSort::Column::Hash: return Codec::prefixKey(p.hash);
    case PaymentSort::Column::MerchantCode: return p.merchantPaymentCode;
    case PaymentSort::Column::CustomerName: return Codec::foldForSearch(p.customerName);
    case PaymentSort::Column::Count: break;
    }
    return qint64(0);
}

// Row ids (1-based insertion order) of the payments `filter` matches, in `sort` order with ties by
// row id in the same direction: what paging through the store must give.
QList<qint64> expectedOrder(const QList<Payment> &payments, const PaymentFilter &filter, const PaymentSort &sort)
{
    QList<std::pair<SortKey, qint64>> expected;
    for (qsizetype i = 0; i < payments.size(); ++i) {
        if (matches(filter, payments.at(i)))
            expected.append({sortKey(payments.at(i), sort.column), i + 1});
    }
    std::sort(expected.begin(), expected.end());
    if (sort.order == Qt::DescendingOrder)
        std::reverse(expected.begin(), expected.end());
    QList<qint64> ids;
    for (const auto &entry : std::as_const(expected))
        ids.append(entry.second);
    return ids;
}

// Every row id of `filter` in `sort` order, read page by page with keyset paging.
QList<qint64> pagedRowIds(PaymentStore &store, const PaymentFilter &filter, const PaymentSort &sort, int pageSize)
{
    QList<qint64> seen;
    std::optional<PageKey> after;
    for (int guard = 0; guard < 100; ++guard) {
        const QList<PaymentRow> page = store.rows(filter, sort, after, pageSize);
        for (const PaymentRow &row : page)
            seen.append(row.rowId);
        if (page.size() < pageSize)
            break;
        after = PaymentStore::keyOf(page.last(), sort);
    }
    return seen;
}

} // namespace

class TestPaymentStore : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
    ManualClock m_clock;
    PaymentStore &store() { return m_vault->session()->payments(); }

    // A data set with every status, several currencies, methods, countries, names and refunds.
    QList<Payment> dataSet(int count = 400)
    {
        QList<Payment> payments;
        const std::array<PaymentStatus, 4> statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending,
                                                        PaymentStatus::Open, PaymentStatus::Cancelled};
        for (int n = 0; n < count; ++n) {
            Payment p = makePayment(n, statuses.at(size_t(n % 7 % 4)));
            if (n % 11 == 0)
                p.amountExt = Money(5000, p.currencyExt);   // ties in the amount sort
            if (n % 9 == 0)
                p.customerName.clear();
            payments.append(p);
        }
        return payments;
    }

    // The store of a vault opened again with VaultOptions::paymentDigest: reads use the digest once
    // waitForDigest() says it is read.
    void reopenWithDigest()
    {
        m_vault.reset();
        VaultOptions options = fastOptions(m_clock);
        options.paymentDigest = true;
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("store.ddc")), options);
        QVERIFY(m_vault->unlock(Passphrase));
    }

    QList<Payment> fillStore()
    {
        const QList<Payment> payments = dataSet();
        const auto written = store().upsertMany(payments);
        if (!written || written.value() != payments.size())
            qFatal("could not fill the store");
        return payments;
    }

    // merchantCodeStretch(): pages both ways, the last rows, the count and the totals of one filter.
    void checkCodeStretch(const QList<Payment> &payments, const PaymentFilter &filter, PaymentSort::Column column)
    {
        QList<Payment> matching;
        for (const Payment &p : std::as_const(payments)) {
            if (matches(filter, p))
                matching.append(p);
        }
        if (filter.statuses.isEmpty())
            QCOMPARE(matching.size(), 5302);   // 5,300 codes, and 5,500 and 5,700 by their names
        QVERIFY(matching.size() > 100);
        QCOMPARE(store().count(filter), qint64(matching.size()));
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const PaymentSort sort{column, order};
            const QList<qint64> expectedIds = expectedOrder(payments, filter, sort);
            QCOMPARE(pagedRowIds(store(), filter, sort, 700), expectedIds);
            const PageAnchors anchors = store().anchors(filter, sort, 1000);
            QCOMPARE(anchors.rowCount, qint64(expectedIds.size()));
            const QList<PaymentRow> last = store().rowsAt(anchors, anchors.rowCount - 5, 5);
            QCOMPARE(last.size(), 5);
            for (qsizetype i = 0; i < last.size(); ++i)
                QCOMPARE(last.at(i).rowId, expectedIds.at(expectedIds.size() - 5 + i));
        }
        QMap<QString, PaymentTotal> expectedTotals;
        for (const Payment &p : std::as_const(matching)) {
            PaymentTotal &total = expectedTotals[p.currencyExt + u'|' + paymentStatusCode(p.status) + u'|' + p.paymentTypeCode];
            total.count += 1;
            total.amountHundredths += p.amountExt.hundredths();
        }
        const QList<PaymentTotal> totals = store().totals(filter);
        QCOMPARE(totals.size(), expectedTotals.size());
        for (const PaymentTotal &total : totals) {
            const PaymentTotal wanted = expectedTotals.value(total.currency + u'|' + paymentStatusCode(total.status) + u'|'
                                                             + total.method);
            QCOMPARE(total.count, wanted.count);
            QCOMPARE(total.amountHundredths, wanted.amountHundredths);
        }
    }

    // jumpToAnyRow(): every page read through, then rows at anchors compared with it.
    void jumpToAnyRowIn(const PaymentFilter &filter, const PaymentSort &sort)
    {
        QList<PaymentRow> all;
        std::optional<PageKey> after;
        while (true) {
            const QList<PaymentRow> page = store().rows(filter, sort, after, 50);
            all += page;
            if (page.size() < 50)
                break;
            after = PaymentStore::keyOf(page.last(), sort);
        }
        const PageAnchors anchors = store().anchors(filter, sort, 16);
        QCOMPARE(anchors.rowCount, all.size());
        // Every 7th row: its offset from the anchor before it takes every value from 0 to 15, so some
        // jumps skip past the end of a tie into the values beyond it.
        QList<qint64> firstRows = {0, 1, 15, 16, 17, all.size() / 2, all.size() - 3};
        for (qint64 first = 2; first < all.size(); first += 7)
            firstRows.append(first);
        for (qint64 first : std::as_const(firstRows)) {
            const QList<PaymentRow> rows = store().rowsAt(anchors, first, 5);
            const qsizetype expectedSize = std::min<qsizetype>(5, all.size() - first);
            QCOMPARE(rows.size(), expectedSize);
            for (qsizetype i = 0; i < rows.size(); ++i)
                QCOMPARE(rows.at(i).rowId, all.at(first + i).rowId);
        }
        QVERIFY(store().rowsAt(anchors, all.size() + 100, 5).isEmpty());
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("store.ddc")), fastOptions(m_clock));
        QVERIFY(m_vault->create(Passphrase, Passphrase));
    }
    void cleanup()
    {
        m_vault.reset();
        m_dir.reset();
    }

    void everyFieldRoundTrips()
    {
        Payment p = makePayment(3);
        p.pin = QStringLiteral("670361249");
        p.orderNumber = QStringLiteral("order-9");
        p.transferDate = utc(2026, 2, 2);
        p.amountBr = Money(12345, p.currencyExt);
        p.amountIof = Money(45, p.currencyExt);
        p.amountExtRequested = Money(12000, p.currencyExt);
        p.currencyRate.tenThousandths = 52345;
        p.instalments = 3;
        p.billingDescriptor = QStringLiteral("DIRECTDESK*SHOP");
        p.transactionStatus = TransactionStatus{QStringLiteral("Acq"), QStringLiteral("NOK"), QStringLiteral("Declined")};
        p.preApproved = true;
        p.captureAvailable = false;
        p.redirectUrl = QStringLiteral("https://r.example/x");
        p.speiUrl = QStringLiteral("https://s.example/x");
        p.clabeAccount = QStringLiteral("012345678901234567");
        p.clabeReference = QStringLiteral("REF1");
        p.boletoUrl = QStringLiteral("https://b.example/x");
        p.boletoBarcode = QStringLiteral("34191.79001");
        p.oxxoUrl = QStringLiteral("https://o.example/x");
        p.chargeback = Chargeback{QJsonObject{{QStringLiteral("reason"), QStringLiteral("fraud")}}};
        p.refunds = {makeRefund(QStringLiteral("77"), RefundStatus::Pending, 500, p.currencyExt)};
        p.refunds[0].bankInfo = BankInfo{QStringLiteral("Banco"), QStringLiteral("1-2"), QStringLiteral("3-4"),
                                         QStringLiteral("corrente"), {}, QStringLiteral("123"), QStringLiteral("Ana")};
        const auto written = store().upsert(p);
        QVERIFY(written);
        QVERIFY(written->inserted);
        const std::optional<Payment> read = store().findByHash(p.hash);
        QVERIFY(read);
        QCOMPARE(*read, p);
        QCOMPARE(store().findByMerchantCode(p.merchantPaymentCode), read);
        QVERIFY(!store().findByHash(QStringLiteral("nope")));
        const std::optional<PaymentRow> row = store().rowById(written->rowId);
        QVERIFY(row);
        QCOMPARE(row->refundedHundredths, 500);
        QCOMPARE(row->observedAtMs, *m_clock.nowMs);
        QVERIFY(row->payment.rawAnswer.isEmpty());
        QVERIFY(row->payment.refunds.isEmpty());
    }

    void rawAnswersArePackedAndReadBack()
    {
        Payment p = makePayment(4);
        p.rawAnswer.insert(QStringLiteral("note"), QStringLiteral("Pagamento confirmado às 10h — não há estorno"));
        const auto written = store().upsert(p);
        QVERIFY(written);
        cache::Database &db = m_vault->session()->database();
        const QByteArray json = QJsonDocument(p.rawAnswer).toJson(QJsonDocument::Compact);
        auto stored = [&db, &written] {
            cache::Statement select = db.prepare("SELECT answer FROM payment_answers WHERE payment_id = ?");
            select.bind(1, written->rowId);
            return select.step() == cache::Statement::Step::Row ? select.columnBlob(0) : QByteArray();
        };
        // Packed: a format byte, then less than the JSON text.
        QVERIFY(stored().startsWith('\x01'));
        QVERIFY2(stored().size() < json.size(), qPrintable(QString::number(stored().size())));
        QCOMPARE(Codec::unpackAnswer(stored()), json);
        QCOMPARE(store().findByHash(p.hash)->rawAnswer, p.rawAnswer);
        // A row written before schema 5 holds the JSON text, which reads back as it is.
        cache::Statement legacy = db.prepare("UPDATE payment_answers SET answer = ? WHERE payment_id = ?");
        legacy.bindUtf8(1, json).bind(2, written->rowId);
        QVERIFY(legacy.run());
        QCOMPARE(store().findByHash(p.hash)->rawAnswer, p.rawAnswer);
        // A damaged packed answer reads as no answer, never a crash.
        QByteArray damaged = Codec::packAnswer(json);
        damaged.chop(damaged.size() / 2);
        QCOMPARE(Codec::unpackAnswer(damaged), QByteArray());
        damaged = Codec::packAnswer(json);
        damaged[damaged.size() / 2] = char(damaged.at(damaged.size() / 2) ^ 0x5a);
        const QByteArray unpacked = Codec::unpackAnswer(damaged);
        QVERIFY(unpacked != json);
        cache::Statement broken = db.prepare("UPDATE payment_answers SET answer = ? WHERE payment_id = ?");
        broken.bindBlob(1, Codec::packAnswer(json).left(5)).bind(2, written->rowId);
        QVERIFY(broken.run());
        const std::optional<Payment> read = store().findByHash(p.hash);
        QVERIFY(read);
        QVERIFY(read->rawAnswer.isEmpty());
        QCOMPARE(read->merchantPaymentCode, p.merchantPaymentCode);
    }

    void aPaymentWithoutHashIsRefused()
    {
        Payment p = makePayment(1);
        p.hash = QStringLiteral("  ");
        const auto written = store().upsert(p);
        QVERIFY(!written);
        QCOMPARE(written.error().kind, StoreError::Kind::InvalidPayment);
        QCOMPARE(store().count({}), 0);
    }

    // A batch large enough to be prepared on the thread pool is still written in its order, and a
    // bad payment in it leaves nothing of the batch behind.
    void aLargeBatchIsWrittenInOrderOrNotAtAll()
    {
        QList<Payment> batch = dataSet(600);
        Payment later = batch.at(10);
        later.status = PaymentStatus::Cancelled;
        later.statusDate = later.statusDate.addDays(1);
        batch.append(later);   // the same payment again, later in the batch: it wins
        Payment invalid = makePayment(5000);
        invalid.hash.clear();
        QList<Payment> broken = batch;
        broken.insert(500, invalid);
        const auto refused = store().upsertMany(broken);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, StoreError::Kind::InvalidPayment);
        QCOMPARE(store().count({}), 0);
        QCOMPARE(m_vault->session()->database().queryText("SELECT COUNT(*) FROM payment_answers"), QStringLiteral("0"));

        const auto written = store().upsertMany(batch);
        QVERIFY(written);
        QCOMPARE(written.value(), qint64(batch.size()));
        QCOMPARE(store().count({}), qint64(batch.size() - 1));
        QCOMPARE(store().findByHash(later.hash)->status, PaymentStatus::Cancelled);
        QCOMPARE(store().findByHash(batch.at(599).hash)->merchantPaymentCode, batch.at(599).merchantPaymentCode);
    }

    // A bulk batch raises the page cache and the checkpoint threshold while it writes; the
    // connection's own values come back, also after a refused batch.
    void aBulkBatchPutsTheConnectionSettingsBack()
    {
        cache::Database &db = m_vault->session()->database();
        const auto settings = [&db]() -> QString {
            return db.queryText("PRAGMA cache_size") + u' ' + db.queryText("PRAGMA wal_autocheckpoint") + u' '
                + db.queryText("PRAGMA journal_size_limit");
        };
        const QString before = settings();
        QCOMPARE(before, QStringLiteral("-65536 1000 67108864"));   // the WAL is cut back to 64 MiB after a bulk import
        const auto written = store().upsertMany(dataSet(2500));
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        QCOMPARE(written.value(), 2500);
        QCOMPARE(settings(), before);
        Payment invalid = makePayment(9000);
        invalid.hash.clear();
        QList<Payment> broken = dataSet(2500);
        broken.append(invalid);
        QVERIFY(!store().upsertMany(broken));
        QCOMPARE(settings(), before);
        QCOMPARE(store().count({}), 2500);
        QCOMPARE(db.queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
    }

    void olderAnswersNeverWin_data()
    {
        QTest::addColumn<PaymentStatus>("stored");
        QTest::addColumn<int>("storedMinute");
        QTest::addColumn<PaymentStatus>("incoming");
        QTest::addColumn<int>("incomingMinute");
        QTest::addColumn<bool>("applied");
        using S = PaymentStatus;
        QTest::newRow("PE then CO") << S::Pending << 0 << S::Confirmed << 5 << true;
        QTest::newRow("CO then late PE") << S::Confirmed << 5 << S::Pending << 9 << false;
        QTest::newRow("CA is final") << S::Cancelled << 5 << S::Pending << 9 << false;
        QTest::newRow("CA is final against CO") << S::Cancelled << 5 << S::Confirmed << 9 << false;
        QTest::newRow("PE then CA") << S::Pending << 0 << S::Cancelled << 5 << true;
        QTest::newRow("same status, newer date") << S::Confirmed << 5 << S::Confirmed << 9 << true;
        QTest::newRow("same status, older date") << S::Confirmed << 9 << S::Confirmed << 5 << false;
        QTest::newRow("same status, same date (refresh)") << S::Pending << 5 << S::Pending << 5 << true;
        QTest::newRow("OP then PE") << S::Open << 0 << S::Pending << 0 << true;
        QTest::newRow("PE then OP") << S::Pending << 0 << S::Open << 0 << false;
        QTest::newRow("unknown code never replaces") << S::Pending << 0 << S::Unknown << 9 << false;
    }

    void olderAnswersNeverWin()
    {
        QFETCH(PaymentStatus, stored);
        QFETCH(int, storedMinute);
        QFETCH(PaymentStatus, incoming);
        QFETCH(int, incomingMinute);
        QFETCH(bool, applied);
        Payment first = makePayment(1, stored);
        first.statusDate = utc(2026, 1, 1).addSecs(storedMinute * 60);
        first.billingDescriptor = QStringLiteral("first");
        QVERIFY(store().upsert(first));
        Payment second = first;
        second.status = incoming;
        second.statusDate = utc(2026, 1, 1).addSecs(incomingMinute * 60);
        second.billingDescriptor = QStringLiteral("second");
        second.rawAnswer.insert(QStringLiteral("status"), QStringLiteral("second"));
        const auto written = store().upsert(second);
        QVERIFY(written);
        QCOMPARE(written->applied, applied);
        QVERIFY(!written->inserted);
        const Payment read = store().findByHash(first.hash).value();
        QCOMPARE(read.status, applied ? incoming : stored);
        QCOMPARE(read.billingDescriptor, applied ? QStringLiteral("second") : QStringLiteral("first"));
        QCOMPARE(read.rawAnswer, applied ? second.rawAnswer : first.rawAnswer);
        QCOMPARE(store().count({}), 1);
    }

    void whatOnlyDirectDeskKnowsIsKept()
    {
        Payment created = makePayment(2, PaymentStatus::Pending);
        created.cardFirstSix = QStringLiteral("411111");
        created.cardLastFour = QStringLiteral("1111");
        QVERIFY(store().upsert(created));
        Payment queried = created;   // a /ws/query answer does not echo customer or card fields
        queried.status = PaymentStatus::Confirmed;
        queried.customerName.clear();
        queried.customerEmail.clear();
        queried.customerDocument.clear();
        queried.cardFirstSix.clear();
        queried.cardLastFour.clear();
        QVERIFY(store().upsert(queried).value().applied);
        const Payment read = store().findByHash(created.hash).value();
        QCOMPARE(read.status, PaymentStatus::Confirmed);
        QCOMPARE(read.customerName, created.customerName);
        QCOMPARE(read.customerEmail, created.customerEmail);
        QCOMPARE(read.customerDocument, created.customerDocument);
        QCOMPARE(read.cardFirstSix, created.cardFirstSix);
        QCOMPARE(read.cardLastFour, created.cardLastFour);
        PaymentFilter byEmail;
        byEmail.text = created.customerEmail.left(9);
        QCOMPARE(store().count(byEmail), 1);
    }

    void refundsMergeByTheirOwnOrder()
    {
        Payment p = makePayment(4);
        BankInfo bank{QStringLiteral("Banco"), {}, QStringLiteral("99-1"), {}, {}, QStringLiteral("123"), {}};
        Refund requested = makeRefund(QStringLiteral("r1"), RefundStatus::Requested, 1000, p.currencyExt);
        requested.bankInfo = bank;
        p.refunds = {requested};
        QVERIFY(store().upsert(p));
        // The gateway's answer: the refund moved on, no bank_info echoed, a second refund appeared.
        Refund pending = requested;
        pending.status = RefundStatus::Pending;
        pending.bankInfo.reset();
        p.refunds = {pending, makeRefund(QStringLiteral("r2"), RefundStatus::Cancelled, 300, p.currencyExt)};
        QVERIFY(store().upsert(p));
        // A late answer that still says "requested" changes nothing.
        p.refunds = {requested};
        QVERIFY(store().upsert(p));
        const Payment read = store().findByHash(p.hash).value();
        QCOMPARE(read.refunds.size(), 2);
        const Refund *first = read.findRefund(QStringLiteral("r1"));
        QVERIFY(first);
        QCOMPARE(first->status, RefundStatus::Pending);
        QCOMPARE(first->bankInfo, std::optional<BankInfo>(bank));
        QCOMPARE(read.refundedTotal().hundredths(), 1000);   // the cancelled one does not count
        const auto rows = store().rows({}, {}, std::nullopt, 10);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().refundedHundredths, 1000);
        // Final refund states stay final.
        Refund confirmed = pending;
        confirmed.status = RefundStatus::Confirmed;
        p.refunds = {confirmed};
        QVERIFY(store().upsert(p));
        p.refunds = {pending};
        QVERIFY(store().upsert(p));
        QCOMPARE(store().findByHash(p.hash)->findRefund(QStringLiteral("r1"))->status, RefundStatus::Confirmed);
    }

    void filters_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<bool>("digest");
        auto row = [](const char *name, auto build) {
            PaymentFilter f;
            build(f);
            for (bool digest : {false, true})
                QTest::addRow("%s%s", name, digest ? ", digest" : "") << f << digest;
        };
        row("everything", [](PaymentFilter &) {});
        row("one status", [](PaymentFilter &f) { f.statuses = {PaymentStatus::Confirmed}; });
        row("two statuses", [](PaymentFilter &f) { f.statuses = {PaymentStatus::Open, PaymentStatus::Cancelled}; });
        row("methods", [](PaymentFilter &f) { f.methods = {QStringLiteral("visa"), QStringLiteral("spei")}; });
        row("countries", [](PaymentFilter &f) { f.countries = {QStringLiteral("mx")}; });
        row("currency", [](PaymentFilter &f) { f.currency = QStringLiteral("CLP"); });
        row("open date range", [](PaymentFilter &f) {
            f.from = utc(2026, 1, 3);
            f.to = utc(2026, 1, 9);
        });
        row("open date from only", [](PaymentFilter &f) { f.from = utc(2026, 1, 12); });
        row("confirm date until", [](PaymentFilter &f) {
            f.dateField = PaymentFilter::DateField::ConfirmDate;
            f.to = utc(2026, 1, 6);
        });
        row("amount range", [](PaymentFilter &f) {
            f.minAmount = 5000;
            f.maxAmount = 250000;
        });
        row("amount exact", [](PaymentFilter &f) {
            f.minAmount = 5000;
            f.maxAmount = 5000;
        });
        row("hash prefix", [](PaymentFilter &f) { f.text = makePayment(17).hash.left(3); });
        row("long hash prefix", [](PaymentFilter &f) { f.text = makePayment(17).hash.left(12); });
        row("whole hash", [](PaymentFilter &f) { f.text = makePayment(17).hash; });
        row("merchant code prefix", [](PaymentFilter &f) { f.text = QStringLiteral("dd-00001"); });
        row("name, accents and case ignored", [](PaymentFilter &f) { f.text = QStringLiteral("JOSE ALV"); });
        row("name with accents typed", [](PaymentFilter &f) { f.text = QStringLiteral("Ana Pé"); });
        row("e-mail prefix", [](PaymentFilter &f) { f.text = QStringLiteral("customer12"); });
        row("long e-mail prefix", [](PaymentFilter &f) { f.text = QStringLiteral("customer123@exa"); });
        row("document with punctuation", [](PaymentFilter &f) { f.text = QStringLiteral("117.000"); });
        row("no match", [](PaymentFilter &f) { f.text = QStringLiteral("zzzz"); });
        row("name prefix and a status", [](PaymentFilter &f) {
            f.text = QStringLiteral("jose");
            f.statuses = {PaymentStatus::Pending};
        });
        row("code or e-mail prefix and an amount range", [](PaymentFilter &f) {
            f.text = QStringLiteral("customer1");
            f.minAmount = 100000;
            f.maxAmount = 400000;
        });
        row("text, status and country, no match", [](PaymentFilter &f) {
            f.text = QStringLiteral("jose");
            f.statuses = {PaymentStatus::Pending};
            f.countries = {QStringLiteral("zz")};
        });
        row("everything at once", [](PaymentFilter &f) {
            f.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending};
            f.currency = QStringLiteral("BRL");
            f.countries = {QStringLiteral("br"), QStringLiteral("cl")};
            f.from = utc(2026, 1, 2);
            f.minAmount = 2000;
            f.text = QStringLiteral("customer");
        });
    }

    void filters()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(bool, digest);
        if (digest)
            reopenWithDigest();
        const QList<Payment> payments = fillStore();
        QCOMPARE(store().waitForDigest(), digest);
        qint64 expected = 0;
        QMap<QString, PaymentTotal> expectedTotals;
        for (const Payment &p : payments) {
            if (!matches(filter, p))
                continue;
            ++expected;
            const QString key = p.currencyExt + u'|' + paymentStatusCode(p.status) + u'|' + p.paymentTypeCode;
            PaymentTotal &total = expectedTotals[key];
            total.currency = p.currencyExt;
            total.status = p.status;
            total.method = p.paymentTypeCode;
            total.count += 1;
            total.amountHundredths += p.amountExt.hundredths();
        }
        // Every row but one must select something, or it would not test its rule.
        QCOMPARE(expected == 0, QByteArray(QTest::currentDataTag()).contains("no match"));
        QVERIFY(expected < payments.size() || filter.isEmpty());
        QCOMPARE(store().count(filter), expected);
        QCOMPARE(store().rows(filter, {}, std::nullopt, 10000).size(), expected);
        QList<PaymentTotal> totals = store().totals(filter);
        QCOMPARE(totals.size(), expectedTotals.size());
        qint64 counted = 0;
        for (const PaymentTotal &total : totals) {
            const QString key = total.currency + u'|' + paymentStatusCode(total.status) + u'|' + total.method;
            QVERIFY2(expectedTotals.contains(key), qPrintable(key));
            QCOMPARE(total.count, expectedTotals.value(key).count);
            QCOMPARE(total.amountHundredths, expectedTotals.value(key).amountHundredths);
            counted += total.count;
        }
        QCOMPARE(counted, expected);
    }

    void keysetPagesFollowEverySort_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        // 0: no limit; tiny: the other plans (sorted ids, bitmap walks); -1: the digest, sorting the
        // matches; -2: the digest, walking its sort order (text searches: the SQL plans as with 0).
        QTest::addColumn<qint64>("walkSteps");
        PaymentFilter dense;
        dense.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending, PaymentStatus::Cancelled};
        PaymentFilter sparse;
        sparse.minAmount = 5000;   // the rows whose amounts tie: every 11th
        sparse.maxAmount = 5000;
        PaymentFilter text;
        text.text = QStringLiteral("customer1");
        PaymentFilter clustered;   // matches only at one end of most sort orders
        clustered.text = QStringLiteral("dd-00003");
        // One status: its status and confirm date sorts walk (status, date); pending payments all
        // share confirm date 0, so their pages cross equal keys.
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        PaymentFilter pending;
        pending.statuses = {PaymentStatus::Pending};
        PaymentFilter textAndStatus;   // read through indexes only (textMatchIds), then sorted
        textAndStatus.text = QStringLiteral("ana");
        textAndStatus.statuses = {PaymentStatus::Confirmed, PaymentStatus::Cancelled};
        PaymentFilter confirmedInMexico = confirmed;
        confirmedInMexico.countries = {QStringLiteral("mx")};
        PaymentFilter confirmedThatWeek;   // a narrow date range: read through its own index, then sorted
        confirmedThatWeek.dateField = PaymentFilter::DateField::ConfirmDate;
        confirmedThatWeek.from = utc(2026, 1, 3);
        confirmedThatWeek.to = utc(2026, 1, 9);
        PaymentFilter sets;   // sets of values on sort columns: pages move from one value of a set to the next
        sets.countries = {QStringLiteral("mx"), QStringLiteral("br"), QStringLiteral("co")};
        sets.methods = {QStringLiteral("visa"), QStringLiteral("spei"), QStringLiteral("boleto")};
        sets.currency = QStringLiteral("MXN");
        PaymentFilter setsOnly = sets;
        setsOnly.currency.clear();
        for (qint64 steps : {qint64(0), qint64(1), qint64(-1), qint64(-2)}) {
            const char *how = steps == 0 ? "walk" : steps == 1 ? "sorted ids" : steps == -1 ? "digest" : "digest walk";
            QTest::addRow("sets of countries and methods, %s", how) << setsOnly << steps;
            QTest::addRow("sets and a currency, %s", how) << sets << steps;
            QTest::addRow("one status, %s", how) << confirmed << steps;
            QTest::addRow("one status, all ties in confirm date, %s", how) << pending << steps;
            QTest::addRow("one status and a country, %s", how) << confirmedInMexico << steps;
            QTest::addRow("dense filter, %s", how) << dense << steps;
            QTest::addRow("sparse filter, %s", how) << sparse << steps;
            QTest::addRow("text search, %s", how) << text << steps;
            QTest::addRow("clustered text, %s", how) << clustered << steps;
            QTest::addRow("text and a status, %s", how) << textAndStatus << steps;
            QTest::addRow("narrow confirm date range, %s", how) << confirmedThatWeek << steps;
        }
        QTest::newRow("no filter") << PaymentFilter() << qint64(1);
        QTest::newRow("no filter, digest") << PaymentFilter() << qint64(-1);
        QTest::newRow("no filter, digest walk") << PaymentFilter() << qint64(-2);
    }

    // Fills the store as keysetPagesFollowEverySort_data() asks: with the digest read for -1.
    QList<Payment> fillStoreFor(qint64 walkSteps)
    {
        if (walkSteps < 0)
            reopenWithDigest();
        const QList<Payment> payments = fillStore();
        store().setSortWalkSteps(std::max<qint64>(0, walkSteps));
        if (walkSteps == -2)
            store().setDigestSortLimit(0);
        if (store().waitForDigest() != (walkSteps < 0))
            qFatal("the digest is %s", walkSteps < 0 ? "missing" : "read unasked");
        return payments;
    }

    void keysetPagesFollowEverySort()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(qint64, walkSteps);
        const QList<Payment> payments = fillStoreFor(walkSteps);
        for (int c = 0; c < int(PaymentSort::Column::Count); ++c) {
            for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                const PaymentSort sort{PaymentSort::Column(c), order};
                const QList<qint64> expectedIds = expectedOrder(payments, filter, sort);
                const QList<qint64> seen = pagedRowIds(store(), filter, sort, 9);
                QVERIFY(expectedIds.size() > 9);
                QVERIFY2(seen == expectedIds, qPrintable(QStringLiteral("column %1 order %2").arg(c).arg(int(order))));
            }
        }
    }

    // A page longer than SQLite's 999 variables read from sorted ids (the background refresh asks
    // for 2,000 rows at a time): every row, in order, and nothing crashes.
    void longPageFromSortedIds()
    {
        QList<Payment> payments;
        for (int n = 0; n < 2600; ++n)
            payments.append(makePayment(n, n % 3 == 0 ? PaymentStatus::Pending : PaymentStatus::Confirmed));
        QVERIFY(store().upsertMany(payments));
        store().setSortWalkSteps(1);   // every filtered page comes from sorted ids
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        const PaymentSort sort{PaymentSort::Column::Amount, Qt::AscendingOrder};
        QList<std::pair<qint64, qint64>> expected;   // (amount, row id)
        for (qsizetype i = 0; i < payments.size(); ++i) {
            if (payments.at(i).status == PaymentStatus::Confirmed)
                expected.append({payments.at(i).amountExt.hundredths(), i + 1});
        }
        std::sort(expected.begin(), expected.end());
        QCOMPARE(expected.size(), 1733);
        const QList<PaymentRow> first = store().rows(confirmed, sort, std::nullopt, 1500);
        QCOMPARE(first.size(), 1500);
        const QList<PaymentRow> rest = store().rows(confirmed, sort, PaymentStore::keyOf(first.last(), sort), 1500);
        QCOMPARE(rest.size(), 233);
        QList<qint64> seen;
        for (const PaymentRow &row : first + rest)
            seen.append(row.rowId);
        QList<qint64> expectedIds;
        for (const auto &entry : expected)
            expectedIds.append(entry.second);
        QCOMPARE(seen, expectedIds);
    }

    // A jump past more than a thousand matches (the scroll bar dragged down a filtered list) skips
    // them in the filter's bitmap: the rows are those at that place of the order, in every sort.
    void longJumpsInAFilteredList_data()
    {
        QTest::addColumn<bool>("digest");
        QTest::addColumn<qint64>("digestSortLimit");
        QTest::newRow("bitmap") << false << qint64(0);
        QTest::newRow("digest, sorted") << true << qint64(1'000'000);
        QTest::newRow("digest, walked") << true << qint64(0);
    }

    void longJumpsInAFilteredList()
    {
        QFETCH(bool, digest);
        QFETCH(qint64, digestSortLimit);
        if (digest)
            reopenWithDigest();
        store().setDigestSortLimit(digestSortLimit);
        QList<Payment> payments;
        for (int n = 0; n < 2600; ++n)
            payments.append(makePayment(n, n % 3 == 0 ? PaymentStatus::Pending : PaymentStatus::Confirmed));
        QVERIFY(store().upsertMany(payments));
        QCOMPARE(store().waitForDigest(), digest);
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        confirmed.methods = {QStringLiteral("visa"), QStringLiteral("spei"), QStringLiteral("boleto"),
                             QStringLiteral("sencillito")};
        for (int c = 0; c < int(PaymentSort::Column::Count); ++c) {
            for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                const PaymentSort sort{PaymentSort::Column(c), order};
                const QList<qint64> expectedIds = expectedOrder(payments, confirmed, sort);
                QCOMPARE(expectedIds.size(), 1386);
                for (qint64 skip : {qint64(1001), qint64(1380)}) {
                    // As the table model asks: one anchor-less block whose stride is past the skip.
                    const PageAnchors anchors{confirmed, sort, int(skip + 1), 0, {}};
                    QList<qint64> seen;
                    for (const PaymentRow &row : store().rowsAt(anchors, skip, 20))
                        seen.append(row.rowId);
                    QCOMPARE(seen, expectedIds.mid(skip, 20));
                }
            }
        }
    }

    // A text search with more conditions and thousands of matches, sorted by open date, reads its
    // (open date, id) pairs from the search's indexes and keeps the ids that match the rest: names
    // and merchant codes from their indexes alone (migrations 8 and 9), e-mails from their rows.
    void manyTextAndMoreMatchesSortedByOpenDate()
    {
        QList<Payment> payments;
        for (int n = 0; n < 12000; ++n) {
            Payment p = makePayment(n, n % 3 == 0 ? PaymentStatus::Cancelled : PaymentStatus::Confirmed);
            if (n % 4 != 3)
                p.customerName = QStringLiteral("Ana Lúcia %1").arg(n);
            if (n % 7 == 0)
                p.customerEmail = QStringLiteral("ana%1@example.com").arg(n);
            if (n % 3 == 1)
                p.openDate = payments.last().openDate;   // ties, broken by row id
            payments.append(p);
        }
        QVERIFY(store().upsertMany(payments));
        PaymentFilter filter;
        filter.text = QStringLiteral("ana");
        filter.statuses = {PaymentStatus::Confirmed};
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const PaymentSort sort{PaymentSort::Column::OpenDate, order};
            const QList<qint64> expectedIds = expectedOrder(payments, filter, sort);
            QVERIFY(expectedIds.size() > 5000);   // many: not read row by row
            QCOMPARE(pagedRowIds(store(), filter, sort, 1000), expectedIds);
        }
    }

    // A cache from before migration 9 gets the name index that holds the open date, and finds and
    // sorts names as before.
    void nameIndexMigration()
    {
        const QList<Payment> payments = fillStore();
        // Migration 10's import queue columns go too: that cache predates them.
        QVERIFY(!m_vault->session()->database().execute(
            "DROP INDEX payments_by_name; CREATE INDEX payments_by_name ON payments(name_key); "
            "DROP INDEX import_queue_by_due; DROP TABLE import_queue; "
            "CREATE TABLE import_queue(id INTEGER PRIMARY KEY, code_kind INTEGER NOT NULL, code TEXT NOT NULL, "
            "source TEXT NOT NULL DEFAULT '', queued_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, "
            "last_error TEXT NOT NULL DEFAULT '', UNIQUE(code_kind, code)); "
            "DELETE FROM schema_version WHERE version >= 9"));
        m_vault->lock();
        QVERIFY(m_vault->unlock(Passphrase));
        cache::Database &db = m_vault->session()->database();
        QCOMPARE(cache::Schema::version(db), cache::Schema::CurrentVersion);
        QCOMPARE(m_vault->session()->importQueue().due(1).size(), 0);   // migration 10 ran again
        QCOMPARE(db.queryText("SELECT sql FROM sqlite_master WHERE name = 'payments_by_name'"),
                 QStringLiteral("CREATE INDEX payments_by_name ON payments(name_key, id, open_date)"));
        PaymentFilter filter;
        filter.text = QStringLiteral("ana");
        for (const PaymentSort &sort : {PaymentSort{PaymentSort::Column::OpenDate, Qt::DescendingOrder},
                                        PaymentSort{PaymentSort::Column::CustomerName, Qt::AscendingOrder}}) {
            const QList<qint64> expectedIds = expectedOrder(payments, filter, sort);
            QVERIFY(expectedIds.size() > 9);
            QCOMPARE(pagedRowIds(store(), filter, sort, 9), expectedIds);
        }
    }

    // A merchant code prefix matching thousands of payments in one stretch of the open-date order
    // (codes given in sequence) is sorted at once from the merchant code index (migration 8) when
    // sorted by open date or merchant code. Open dates tie four by four; some payments match through
    // their name too (once in the result), two through their name only. Pages in both directions, a
    // jump to the last rows, the count and the totals against the same rules evaluated in memory.
    void merchantCodeStretch_data()
    {
        QTest::addColumn<int>("column");
        QTest::newRow("open date") << int(PaymentSort::Column::OpenDate);
        QTest::newRow("merchant code") << int(PaymentSort::Column::MerchantCode);
        QTest::newRow("amount (walked)") << int(PaymentSort::Column::Amount);
    }

    void merchantCodeStretch()
    {
        QFETCH(int, column);
        QList<Payment> payments;
        for (int n = 0; n < 5800; ++n) {
            Payment p = makePayment(n, n % 5 == 0 ? PaymentStatus::Pending : PaymentStatus::Confirmed);
            p.openDate = utc(2026, 1, 1).addSecs(qint64(n / 4) * 60);
            if (n >= 5300)
                p.merchantPaymentCode = QStringLiteral("zz-%1").arg(n);
            if (n % 500 == 0 || n == 5700)
                p.customerName = QStringLiteral("DD-000 Twin %1").arg(n);
            payments.append(p);
        }
        QVERIFY(store().upsertMany(payments));
        PaymentFilter codes;
        codes.text = QStringLiteral("dd-000");
        // With more conditions the 5,302 text matches are tested in a bitmap of the rest's ids
        // (textMatchIds): read from the status index, or from the totals index for two fields.
        PaymentFilter pendingCodes = codes;
        pendingCodes.statuses = {PaymentStatus::Pending};
        PaymentFilter pendingCodesInMexico = pendingCodes;
        pendingCodesInMexico.countries = {QStringLiteral("mx")};
        for (const PaymentFilter &filter : {codes, pendingCodes, pendingCodesInMexico}) {
            checkCodeStretch(payments, filter, PaymentSort::Column(column));
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Migration 8: the merchant code index holds the open date (a code prefix's dates are read from
    // the index alone) and still the row id second (merchant code sorts walk it without sorting).
    void merchantCodeIndexCoversOpenDate_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<QString>("wanted");
        QTest::addColumn<QString>("unwanted");
        QTest::newRow("prefix with open dates")
            << QByteArray("SELECT open_date, id FROM payments INDEXED BY payments_by_merchant_code "
                          "WHERE (merchant_code >= ? AND merchant_code < ?)")
            << QStringLiteral("COVERING INDEX payments_by_merchant_code") << QStringLiteral("USING INDEX");
        QTest::newRow("merchant code sort")
            << QByteArray("SELECT id FROM payments INDEXED BY payments_by_merchant_code "
                          "WHERE merchant_code <= ? AND (merchant_code < ? OR id < ?) ORDER BY merchant_code DESC, id DESC")
            << QStringLiteral("payments_by_merchant_code") << QStringLiteral("TEMP B-TREE");
        QTest::newRow("lookup by code")
            << QByteArray("SELECT id FROM payments WHERE merchant_code = ?") << QStringLiteral("payments_by_merchant_code")
            << QStringLiteral("SCAN");
    }

    void merchantCodeIndexCoversOpenDate()
    {
        QFETCH(QByteArray, sql);
        QFETCH(QString, wanted);
        QFETCH(QString, unwanted);
        cache::Statement plan = m_vault->session()->database().prepare(QByteArray("EXPLAIN QUERY PLAN " + sql).constData());
        QVERIFY(plan.isValid());
        QString details;
        while (plan.step() == cache::Statement::Step::Row)
            details += plan.columnText(3) + u'\n';
        QVERIFY2(details.contains(wanted), qPrintable(details));
        QVERIFY2(!details.contains(unwanted), qPrintable(details));
    }

    void jumpToAnyRow_data() { keysetPagesFollowEverySort_data(); }

    void jumpToAnyRow()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(qint64, walkSteps);
        fillStoreFor(walkSteps);
        // Amount: in the totals index; hash: outside it (a filter walks the hash index with a bitmap);
        // status and currency: long ties, so anchors and offsets fall inside them and cross their ends.
        for (const PaymentSort &sort : {PaymentSort{PaymentSort::Column::Amount, Qt::DescendingOrder},
                                        PaymentSort{PaymentSort::Column::Hash, Qt::AscendingOrder},
                                        PaymentSort{PaymentSort::Column::Status, Qt::AscendingOrder},
                                        PaymentSort{PaymentSort::Column::Currency, Qt::DescendingOrder}}) {
            jumpToAnyRowIn(filter, sort);
            if (QTest::currentTestFailed())
                return;
        }
        if (QByteArray(QTest::currentDataTag()).startsWith("sparse filter"))
            QVERIFY(store().count(filter) * 10 < store().count({}));   // really takes the sparse path
    }


    // The groups the triggers keep (counts and totals of status, method, country and currency
    // filters) always equal a sum over the rows themselves, through inserts, status changes,
    // refunds added, confirmed and cancelled, and a payment moved to another currency.
    void groupedTotalsFollowEveryWrite_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::newRow("everything") << PaymentFilter();
        PaymentFilter f;
        f.statuses = {PaymentStatus::Confirmed};
        QTest::newRow("confirmed") << f;
        f.statuses = {PaymentStatus::Open, PaymentStatus::Pending};
        f.countries = {QStringLiteral("mx"), QStringLiteral("br")};
        QTest::newRow("open or pending in mx or br") << f;
        f = {};
        f.methods = {QStringLiteral("visa")};
        f.currency = QStringLiteral("BRL");
        QTest::newRow("visa in BRL") << f;
        f = {};
        f.currency = QStringLiteral("USD");
        QTest::newRow("USD") << f;
        // Not kept per group: added up from the rows, or from the digest (then with its own refunded totals).
        f = {};
        f.minAmount = 1000;
        QTest::newRow("amounts from 10.00") << f;
        QTest::newRow("amounts from 10.00, digest") << f;
        f = {};
        f.text = QStringLiteral("customer");
        QTest::newRow("text search, digest") << f;
        f.statuses = {PaymentStatus::Confirmed};
        QTest::newRow("text search and a status, digest") << f;
    }

    void groupedTotalsFollowEveryWrite()
    {
        QFETCH(PaymentFilter, filter);
        const bool digest = QByteArray(QTest::currentDataTag()).endsWith(", digest");
        if (digest)
            reopenWithDigest();
        QList<Payment> payments = dataSet(120);
        QVERIFY(store().upsertMany(payments));
        auto check = [&](const char *step) {
            QCOMPARE(store().waitForDigest(), digest);
            // Independent: every matching row read page by page, summed here.
            QMap<QString, PaymentTotal> expected;
            qint64 rows = 0;
            for (const PaymentRow &row : store().rows(filter, {}, std::nullopt, 100000)) {
                const Payment &p = row.payment;
                const QString key = p.currencyExt + u'|' + paymentStatusCode(p.status) + u'|' + p.paymentTypeCode;
                PaymentTotal &total = expected[key];
                total = PaymentTotal{p.currencyExt, p.status, p.paymentTypeCode, total.count + 1,
                                     total.amountHundredths + p.amountExt.hundredths(),
                                     total.refundedHundredths + row.refundedHundredths};
                ++rows;
            }
            QCOMPARE(store().count(filter), rows);
            // The groups kept on write equal a GROUP BY over the rows themselves (country included).
            QVERIFY2(paymentGroupsMatchRows(m_vault->session()->database()), step);
            QList<PaymentTotal> actual = store().totals(filter);
            QCOMPARE(actual.size(), expected.size());
            for (const PaymentTotal &total : actual) {
                const QString key = total.currency + u'|' + paymentStatusCode(total.status) + u'|' + total.method;
                QVERIFY2(expected.value(key) == total, qPrintable(QStringLiteral("%1 after %2").arg(key, QLatin1String(step))));
            }
        };
        check("inserts");
        // Open → pending → confirmed, the same payments twice (a later answer each time).
        for (int round = 0; round < 2; ++round) {
            QList<Payment> later;
            for (int n = 0; n < 40; ++n) {
                Payment p = payments.at(n);
                if (p.status == PaymentStatus::Cancelled)
                    continue;
                p.status = round == 0 && p.status == PaymentStatus::Open ? PaymentStatus::Pending : PaymentStatus::Confirmed;
                p.statusDate = p.statusDate.addSecs(60 * (round + 1));
                p.confirmDate = p.status == PaymentStatus::Confirmed ? p.statusDate : QDateTime();
                payments[n] = p;
                later.append(p);
            }
            QVERIFY(store().upsertMany(later));
            check(round == 0 ? "status changes" : "confirmations");
        }
        // Refunds requested, then one confirmed and one cancelled (cancelled ones leave the sum).
        Payment refunded = payments.at(0);
        refunded.refunds = {makeRefund(QStringLiteral("g1"), RefundStatus::Requested, 300, refunded.currencyExt),
                            makeRefund(QStringLiteral("g2"), RefundStatus::Requested, 200, refunded.currencyExt)};
        QVERIFY(store().upsert(refunded));
        check("refunds requested");
        refunded.refunds[0].status = RefundStatus::Confirmed;
        refunded.refunds[1].status = RefundStatus::Cancelled;
        QVERIFY(store().upsert(refunded));
        check("refund cancelled");
        QCOMPARE(store().rowById(store().upsert(refunded)->rowId)->refundedHundredths, 300);
        // A correction that moves a payment to another currency and method.
        Payment moved = payments.at(3);
        moved.currencyExt = QStringLiteral("USD");
        moved.amountExt = Money(777, moved.currencyExt);
        moved.paymentTypeCode = QStringLiteral("visa");
        moved.statusDate = moved.statusDate.addSecs(3600);
        QVERIFY(store().upsert(moved));
        check("currency and method changed");
        // One batch that inserts a payment, then updates it with refunds, and adds refunds to another.
        Payment fresh = makePayment(5000, PaymentStatus::Pending);
        Payment freshConfirmed = fresh;
        freshConfirmed.status = PaymentStatus::Confirmed;
        freshConfirmed.statusDate = fresh.statusDate.addSecs(600);
        freshConfirmed.confirmDate = freshConfirmed.statusDate;
        freshConfirmed.refunds = {makeRefund(QStringLiteral("b1"), RefundStatus::Confirmed, 150, fresh.currencyExt)};
        Payment withRefund = payments.at(5);
        withRefund.refunds = {makeRefund(QStringLiteral("b2"), RefundStatus::Requested, 90, withRefund.currencyExt)};
        QCOMPARE(store().upsertMany({fresh, freshConfirmed, withRefund}).value(), 3);
        check("insert and update in one batch");
    }

    void countsFollowWrites()
    {
        fillStore();
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        const qint64 before = store().count(confirmed);
        const quint64 generation = store().generation();
        QVERIFY(store().upsert(makePayment(10'000, PaymentStatus::Confirmed)));
        QVERIFY(store().generation() > generation);
        QCOMPARE(store().count(confirmed), before + 1);
        // A write through another connection is seen too.
        auto other = m_vault->openSession();
        QVERIFY(other);
        QVERIFY(other.value()->payments().upsert(makePayment(10'001, PaymentStatus::Confirmed)));
        QCOMPARE(store().count(confirmed), before + 2);
    }

    // The digest answers only while nothing was written since it was read: a write here or through
    // another connection sends reads back to SQL at once, until the next digest is read.
    void digestFollowsWrites()
    {
        reopenWithDigest();
        fillStore();
        QVERIFY(store().waitForDigest());
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        const PaymentSort byAmount{PaymentSort::Column::Amount, Qt::DescendingOrder};
        const qint64 before = store().count(confirmed);
        Payment largest = makePayment(10'000, PaymentStatus::Confirmed);
        largest.amountExt = Money(99'999'999, largest.currencyExt);
        QVERIFY(store().upsert(largest));
        QCOMPARE(store().count(confirmed), before + 1);
        QCOMPARE(store().rows(confirmed, byAmount, std::nullopt, 1).value(0).payment.hash, largest.hash);
        QVERIFY(store().waitForDigest());
        QCOMPARE(store().count(confirmed), before + 1);
        QCOMPARE(store().rows(confirmed, byAmount, std::nullopt, 1).value(0).payment.hash, largest.hash);

        auto other = m_vault->openSession();
        QVERIFY(other);
        Payment larger = makePayment(10'001, PaymentStatus::Confirmed);
        larger.amountExt = Money(199'999'999, larger.currencyExt);
        QVERIFY(other.value()->payments().upsert(larger));
        QCOMPARE(store().count(confirmed), before + 2);
        QCOMPARE(store().rows(confirmed, byAmount, std::nullopt, 1).value(0).payment.hash, larger.hash);
        QVERIFY(store().waitForDigest());
        QCOMPARE(store().count(confirmed), before + 2);
        QCOMPARE(store().rows(confirmed, byAmount, std::nullopt, 1).value(0).payment.hash, larger.hash);

        // A write while a read is under way (the page after the first write starts one): whichever
        // comes first, the digest waited for is of the cache as last written.
        QVERIFY(store().upsert(makePayment(10'002, PaymentStatus::Confirmed)));
        QCOMPARE(store().rows(confirmed, byAmount, std::nullopt, 1).value(0).payment.hash, larger.hash);
        QVERIFY(store().upsert(makePayment(10'003, PaymentStatus::Confirmed)));
        QVERIFY(store().waitForDigest());
        QCOMPARE(store().count(confirmed), before + 4);
    }

    // A page key from before a write, sorted by a column the digest only ranks (names, merchant
    // codes): when its row holds another value now, the page is the one SQL gives for that key.
    void digestPageAfterAKeyWhoseRowChanged()
    {
        reopenWithDigest();
        fillStore();
        PaymentFilter dense;
        dense.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending, PaymentStatus::Cancelled};
        const PaymentSort byName{PaymentSort::Column::CustomerName, Qt::AscendingOrder};
        QVERIFY(store().waitForDigest());
        const QList<PaymentRow> first = store().rows(dense, byName, std::nullopt, 20);
        QCOMPARE(first.size(), 20);
        const PageKey key = PaymentStore::keyOf(first.last(), byName);
        Payment renamed = first.last().payment;
        renamed.customerName = QStringLiteral("Zuleika Zapata");
        renamed.statusDate = renamed.statusDate.addSecs(60);
        QVERIFY(store().upsert(renamed));
        QVERIFY(store().waitForDigest());
        auto plain = m_vault->openSession();   // a session of its own has no digest: SQL answers
        QVERIFY(plain);
        QVERIFY(!plain.value()->payments().waitForDigest());
        const auto ids = [](const QList<PaymentRow> &rows) {
            QList<qint64> list;
            for (const PaymentRow &row : rows)
                list.append(row.rowId);
            return list;
        };
        const QList<qint64> expected = ids(plain.value()->payments().rows(dense, byName, key, 20));
        QCOMPARE(expected.size(), 20);
        QCOMPARE(ids(store().rows(dense, byName, key, 20)), expected);
    }

    void prefixKeysKeepTheOrder_data()
    {
        QTest::addColumn<QString>("lower");
        QTest::addColumn<QString>("higher");
        QTest::newRow("shorter first") << QStringLiteral("ab") << QStringLiteral("abc");
        QTest::newRow("bytes") << QStringLiteral("abc") << QStringLiteral("abd");
        QTest::newRow("high bit") << QStringLiteral("a") << QStringLiteral("á");
        QTest::newRow("digits") << QStringLiteral("0999") << QStringLiteral("1000");
    }

    void prefixKeysKeepTheOrder()
    {
        QFETCH(QString, lower);
        QFETCH(QString, higher);
        QVERIFY(Codec::prefixKey(lower) < Codec::prefixKey(higher));
        const auto [low, high] = Codec::prefixKeyRange(lower);
        QVERIFY(low <= Codec::prefixKey(lower) && Codec::prefixKey(lower) <= high);
    }

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

    void settings()
    {
        SettingsStore &settings = m_vault->session()->settings();
        QCOMPARE(settings.connection(), StoredConnection());
        QVERIFY(settings.updateConnection(QStringLiteral("sandbox"), QUrl(QStringLiteral("https://sandbox.example")),
                                          QStringLiteral("key-123")));
        QVERIFY(settings.updateConnection(std::nullopt, std::nullopt, QStringLiteral("key-456")));
        const StoredConnection read = settings.connection();
        QCOMPARE(read.environment, QStringLiteral("sandbox"));
        QCOMPARE(read.baseUrl, QUrl(QStringLiteral("https://sandbox.example")));
        QCOMPARE(read.integrationKey, QStringLiteral("key-456"));
        QVERIFY(settings.remove(QStringLiteral("connection.environment")));
        QVERIFY(settings.connection().environment.isEmpty());
    }

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

    void importQueue()
    {
        ImportQueue &queue = m_vault->session()->importQueue();
        QCOMPARE(queue.enqueue(QueuedCode::Kind::Hash, {QStringLiteral("h1"), QStringLiteral(" h2 "), QString(),
                                                        QStringLiteral("h1")},
                               QStringLiteral("notification"))->added,
                 2);
        QCOMPARE(queue.enqueue(QueuedCode::Kind::MerchantCode, {QStringLiteral("h1")}, QStringLiteral("csv"))->added, 1);
        QCOMPARE(queue.size(), 3);
        QList<QueuedCode> next = queue.next(2);
        QCOMPARE(next.size(), 2);
        QCOMPARE(next.at(1).code, QStringLiteral("h2"));
        QVERIFY(queue.recordFailure(next.at(0).id, QStringLiteral("timeout")));
        QCOMPARE(queue.next(1).first().attempts, 1);
        QCOMPARE(queue.next(1).first().lastError, QStringLiteral("timeout"));
        QVERIFY(queue.remove(next.at(0).id));
        QCOMPARE(queue.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestPaymentStore)
#include "tst_paymentstore.moc"
