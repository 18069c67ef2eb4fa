// PagePlanner: the plan each kind of filter gets (checked as a plan, not by timing), and the pages
// of the plans for sparse filters, text searches and stretches of merchant codes. Real SQLCipher files.
#include "paymentstoretestsupport.h"

#include "core/cache/schema.h"

using namespace dd;
using namespace dd::test;

class TestPagePlanner : public PaymentStoreFixture
{
    Q_OBJECT
private:
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

private slots:
    void init() { openVault(); }
    void cleanup() { closeVault(); }

    // Each kind of filter gets its plan; the budget of a walk grows with the rows a jump skips.
    void plansFollowTheFilter_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<int>("sortColumn");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("walkSteps");
        QTest::addColumn<int>("strategy");
        QTest::addColumn<qint64>("steps");
        QTest::addColumn<qint64>("milliseconds");
        using C = PaymentSort::Column;
        using S = cache::PageStrategy;
        const qint64 walk = cache::PagePlanner::WalkSteps;
        PaymentFilter brl;
        brl.currency = QStringLiteral("BRL");   // a quarter of the payments
        PaymentFilter none = brl;
        none.countries = {QStringLiteral("mx")};   // BRL payments are all from br
        PaymentFilter oneAmount;
        oneAmount.minAmount = 1000;
        oneAmount.maxAmount = 1000;
        PaymentFilter code;
        code.text = QStringLiteral("dd-00001");
        PaymentFilter nameAndCurrency = brl;
        nameAndCurrency.text = QStringLiteral("maria");
        QTest::newRow("everything: the sort index") << PaymentFilter() << int(C::OpenDate) << qint64(0) << walk
                                                    << int(S::SortIndex) << qint64(0) << qint64(0);
        QTest::newRow("dense, sorted outside the totals index: bitmap")
            << brl << int(C::Hash) << qint64(0) << walk << int(S::BitmapWalk) << qint64(0) << qint64(0);
        QTest::newRow("dense, sorted inside it: a walk by steps")
            << brl << int(C::Amount) << qint64(0) << walk << int(S::BudgetedWalk) << walk << qint64(0);
        QTest::newRow("a short jump: more steps")
            << brl << int(C::Amount) << qint64(500) << walk << int(S::BudgetedWalk)
            << walk + cache::PagePlanner::WalkStepsPerSkippedRow * 500 << qint64(0);
        QTest::newRow("a long jump: bitmap")
            << brl << int(C::Amount) << qint64(2000) << walk << int(S::BitmapWalk) << qint64(0) << qint64(0);
        QTest::newRow("no match: sorted") << none << int(C::Amount) << qint64(0) << walk << int(S::SortedMatches)
                                          << qint64(0) << qint64(0);
        QTest::newRow("a narrow range: sorted") << oneAmount << int(C::OpenDate) << qint64(0) << walk
                                                << int(S::SortedMatches) << qint64(0) << qint64(0);
        QTest::newRow("a text search: sorted") << code << int(C::OpenDate) << qint64(0) << walk
                                               << int(S::SortedMatches) << qint64(0) << qint64(0);
        QTest::newRow("a text search and more: sorted") << nameAndCurrency << int(C::Amount) << qint64(0) << walk
                                                        << int(S::SortedMatches) << qint64(0) << qint64(0);
        QTest::newRow("no budget: an unlimited walk")
            << brl << int(C::Hash) << qint64(0) << qint64(0) << int(S::BudgetedWalk) << qint64(0) << qint64(0);
    }

    void plansFollowTheFilter()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(int, sortColumn);
        QFETCH(qint64, offset);
        QFETCH(qint64, walkSteps);
        QFETCH(int, strategy);
        QFETCH(qint64, steps);
        QFETCH(qint64, milliseconds);
        fillStore();
        store().setSortWalkSteps(walkSteps);
        const PaymentSort sort{PaymentSort::Column(sortColumn), Qt::AscendingOrder};
        const cache::PagePlan plan = store().planPage(filter, sort, offset);
        QCOMPARE(int(plan.strategy), strategy);
        QCOMPARE(plan.steps, steps);
        QCOMPARE(plan.milliseconds, milliseconds);
    }

    // A walk that runs out of budget leaves its filter and sort sparse: the same page is planned
    // from the bitmap the first one read, and its rows are the same.
    void aWalkThatRunsOutIsPlannedAgain()
    {
        const QList<Payment> payments = fillStore();
        PaymentFilter brl;
        brl.currency = QStringLiteral("BRL");
        const PaymentSort sort{PaymentSort::Column::Amount, Qt::AscendingOrder};
        store().setSortWalkSteps(1);
        QCOMPARE(store().planPage(brl, sort).strategy, cache::PageStrategy::BudgetedWalk);
        const QList<qint64> expected = expectedOrder(payments, brl, sort);
        QCOMPARE(pagedRowIds(store(), brl, sort, 30), expected);
        QCOMPARE(store().planPage(brl, sort).strategy, cache::PageStrategy::BitmapWalk);
        // A write makes the plan start again from a walk.
        QVERIFY(store().upsert(makePayment(4000)));
        QCOMPARE(store().planPage(brl, sort).strategy, cache::PageStrategy::BudgetedWalk);
        QCOMPARE(pagedRowIds(store(), brl, sort, 30), expectedOrder(payments + QList<Payment>{makePayment(4000)}, brl, sort));
    }

    void theDigestAnswersOnceRead()
    {
        fillStore();
        const PaymentSort sort{PaymentSort::Column::OpenDate, Qt::DescendingOrder};
        QCOMPARE(store().planPage({}, sort).strategy, cache::PageStrategy::SortIndex);
        reopenWithDigest();
        QVERIFY(store().waitForDigest());
        QCOMPARE(store().planPage({}, sort).strategy, cache::PageStrategy::Digest);
        PaymentFilter brl;
        brl.currency = QStringLiteral("BRL");
        QCOMPARE(store().planPage(brl, sort).strategy, cache::PageStrategy::Digest);
    }

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
};

QTEST_GUILESS_MAIN(TestPagePlanner)
#include "tst_pageplanner.moc"
