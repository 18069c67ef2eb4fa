// PaymentMemo: results of earlier reads kept until a write makes them stale, and only then; the
// payment digest after writes. Real SQLCipher files.
#include "paymentstoretestsupport.h"

using namespace dd;
using namespace dd::test;

class TestPaymentMemo : public PaymentStoreFixture
{
    Q_OBJECT
private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

    // A count is kept through writes that cannot change it (an older answer, a refund of a payment
    // whose answer is older), and dropped by one that can (a new payment), or by another
    // connection's write.
    void countsStayForWritesThatCannotChangeThem()
    {
        const QList<Payment> payments = fillStore();
        PaymentFilter amounts;   // not counted per group: only the memo makes it quick
        amounts.minAmount = 100'000;
        QVERIFY(!store().countIsQuick(amounts));
        const qint64 counted = store().count(amounts);
        QVERIFY(counted > 0);
        QVERIFY(store().countIsQuick(amounts));

        Payment older = payments.at(3);
        older.statusDate = older.statusDate.addSecs(-60);
        const auto kept = store().upsert(older);
        QVERIFY(kept && !kept->applied);
        QVERIFY(store().countIsQuick(amounts));

        older.refunds = {makeRefund(QStringLiteral("rf-memo"), RefundStatus::Pending, 100, older.currencyExt)};
        const quint64 generation = store().generation();
        QVERIFY(store().upsert(older));
        QVERIFY(store().generation() > generation);   // models refresh: the refunded total changed
        QCOMPARE(store().refunds(kept->rowId).size(), 1);
        QVERIFY(store().countIsQuick(amounts));
        QCOMPARE(store().count(amounts), counted);

        Payment added = makePayment(5000);
        added.amountExt = Money(200'000, added.currencyExt);
        QVERIFY(store().upsert(added));
        QVERIFY(!store().countIsQuick(amounts));
        QCOMPARE(store().count(amounts), counted + 1);
        QVERIFY(store().countIsQuick(amounts));

        auto other = m_vault->openSession();
        QVERIFY(other);
        Payment elsewhere = makePayment(5001);
        elsewhere.amountExt = Money(300'000, elsewhere.currencyExt);
        QVERIFY(other.value()->payments().upsert(elsewhere));
        QVERIFY(!store().countIsQuick(amounts));
        QCOMPARE(store().count(amounts), counted + 2);
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
};

QTEST_GUILESS_MAIN(TestPaymentMemo)
#include "tst_paymentmemo.moc"
