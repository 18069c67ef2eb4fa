// Pages of payments: every filter against the in-memory reference, keyset pages in every sort,
// and jumps to any row through anchors. Real SQLCipher files.
#include "paymentstoretestsupport.h"

using namespace dd;
using namespace dd::test;

class TestPaymentPages : public PaymentStoreFixture
{
    Q_OBJECT
private:
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
    void init() { openVault(); }
    void cleanup() { closeVault(); }

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
};

QTEST_GUILESS_MAIN(TestPaymentPages)
#include "tst_paymentpages.moc"
