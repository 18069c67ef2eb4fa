// Writes of gateway answers (PaymentWriter through VaultPaymentStore): every field, the ordering rule,
// refunds, batches, and the payment groups every write keeps. Real SQLCipher files.
#include "paymentstoretestsupport.h"

#include "core/cache/schema.h"

#include <QJsonDocument>

using namespace dd;
using namespace dd::test;

class TestPaymentWriter : public PaymentStoreFixture
{
    Q_OBJECT
private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

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
};

QTEST_GUILESS_MAIN(TestPaymentWriter)
#include "tst_paymentwriter.moc"
