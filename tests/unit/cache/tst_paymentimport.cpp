// PaymentImport: a bulk import in one transaction, with the secondary indexes of payments built again
// at the end when the import outnumbers the stored payments.

#include "cachetestsupport.h"
#include "core/cache/paymentimport.h"
#include "core/cache/vault.h"
#include "temporaryfilewatch.h"

#include <QDir>
#include <QTest>

using namespace dd;
using namespace dd::test;

namespace {

// Every index of the cache with its definition, and every planner statistics row.
QString indexesAndStatistics(cache::Database &db)
{
    return db.queryText("SELECT group_concat(name || ': ' || sql, char(10)) FROM (SELECT name, sql FROM sqlite_master "
                        "WHERE type = 'index' AND sql IS NOT NULL ORDER BY name)")
        + u'\n'
        + db.queryText("SELECT group_concat(tbl || ' ' || COALESCE(idx, '-') || ' ' || stat, char(10)) FROM (SELECT * "
                       "FROM sqlite_stat1 ORDER BY tbl, idx)");
}

// Reads of the shapes the stores run, one or more per secondary index. Several are only planned
// well with the statistics of schema migrations 2 and 6-8 (without them SQLite prefers the status
// or currency index to a date or amount range).
const char *const PlannedReads[] = {
    "SELECT id FROM payments WHERE status = 3 AND amount_ext BETWEEN 1000 AND 2000",
    "SELECT id FROM payments WHERE status = 3 AND open_date BETWEEN 0 AND 1000",
    "SELECT id FROM payments WHERE currency = 'BRL' AND confirm_date BETWEEN 0 AND 1000",
    "SELECT id FROM payments WHERE payment_type_code = 'visa' AND status_date > 5 ORDER BY status_date",
    "SELECT id FROM payments WHERE status = 2 ORDER BY status, due_date LIMIT 10",
    "SELECT id FROM payments WHERE status = 3 ORDER BY status, confirm_date DESC LIMIT 100",
    "SELECT id FROM payments WHERE status = 1 ORDER BY status, status_date LIMIT 100",
    "SELECT id FROM payments WHERE country = 'mx' AND name_key >= 'ana' AND name_key < 'anb'",
    "SELECT id FROM payments WHERE status = 4 AND email_prefix BETWEEN 10 AND 20",
    "SELECT id FROM payments WHERE currency = 'MXN' AND document_prefix BETWEEN 10 AND 20",
    "SELECT id, open_date FROM payments WHERE merchant_code >= 'dd-0001' AND merchant_code < 'dd-0002'",
    "SELECT currency, status, payment_type_code, SUM(amount_ext), SUM(refunded) FROM payments "
    "WHERE open_date >= 5 GROUP BY currency, status, payment_type_code",
    "SELECT COUNT(*) FROM payments WHERE currency = 'BRL' AND status IN (1, 2)",
    "SELECT id FROM payments WHERE hash_prefix = 42 AND hash = 'x'",
};

QString queryPlans(cache::Database &db)
{
    QString plans;
    for (const char *sql : PlannedReads) {
        const QByteArray explainSql = QByteArray("EXPLAIN QUERY PLAN ") + sql;
        cache::Statement explain = db.prepare(explainSql.constData());
        plans += QString::fromLatin1(sql) + u'\n';
        while (explain.step() == cache::Statement::Step::Row)
            plans += u"  " + explain.columnText(3) + u'\n';
    }
    return plans;
}

QList<Payment> payments(int first, int count)
{
    QList<Payment> list;
    list.reserve(count);
    for (int n = first; n < first + count; ++n) {
        Payment p = makePayment(n, n % 3 == 0 ? PaymentStatus::Pending : PaymentStatus::Confirmed);
        if (n % 10 == 0)
            p.refunds = {makeRefund(QStringLiteral("r%1").arg(n), RefundStatus::Confirmed, 100, p.currencyExt)};
        list.append(p);
    }
    return list;
}

// The answer of `p` one step later in its life cycle (pending → confirmed), or earlier.
Payment confirmedLater(Payment p)
{
    p.status = PaymentStatus::Confirmed;
    p.statusDate = p.statusDate.addSecs(3600);
    p.confirmDate = p.statusDate;
    return p;
}

} // namespace

class TestPaymentImport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tempFilesDir;   // SQLite's directory for temporary files, watched
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
    ManualClock m_clock;
    QString m_freshIndexes;
    QString m_freshPlans;

    cache::Database &db() { return m_vault->session()->database(); }
    VaultPaymentStore &store() { return m_vault->session()->payments(); }

    // Imports `list` in batches of 1,000; the number applied. `sorted`: one letter an index rebuilt
    // at the commit, R(uns), P(acked) or S(eparate) (IndexRebuild::KeyBuffer).
    qint64 import(const QList<Payment> &list, bool expectRebuild, QByteArray *sorted = nullptr)
    {
        auto begun = PaymentImport::begin(store(), list.size());
        if (!begun)
            qFatal("could not begin the import: %s", qPrintable(begun.error().message));
        std::unique_ptr<PaymentImport> import = std::move(begun).value();
        if (import->rebuildsIndexes() != expectRebuild)
            qFatal("rebuildsIndexes() is %d", int(import->rebuildsIndexes()));
        // An import of many payments lets the page cache grow to its cap from the first row.
        const QString cacheSize = db().queryText("PRAGMA cache_size");
        if (list.size() >= PaymentImport::RebuildIndexesFrom && cacheSize != QString::number(-PaymentImport::ImportPageCacheKib))
            qFatal("the page cache is %s during the import", qPrintable(cacheSize));
        for (qsizetype at = 0; at < list.size(); at += 1000) {
            if (!import->add(list.mid(at, 1000)))
                qFatal("a batch failed");
        }
        const auto committed = import->commit();
        if (!committed)
            qFatal("the commit failed: %s", qPrintable(committed.error().message));
        for (const cache::IndexRebuild::KeyBuffer buffer : import->keyBuffersAtCommit()) {
            if (sorted)
                *sorted += buffer == cache::IndexRebuild::KeyBuffer::Runs     ? 'R'
                           : buffer == cache::IndexRebuild::KeyBuffer::Packed ? 'P'
                                                                              : 'S';
        }
        return committed.value();
    }

    // The connection's page cache and checkpoint threshold (raised while an import runs).
    QString connectionSettings()
    {
        return db().queryText("PRAGMA cache_size") + u' ' + db().queryText("PRAGMA wal_autocheckpoint");
    }

    void checkCacheIsWhole()
    {
        QCOMPARE(connectionSettings(), QStringLiteral("-65536 1000"));
        QCOMPARE(db().queryText("PRAGMA temp_store"), QStringLiteral("2"));   // MEMORY again after the rebuild
        QCOMPARE(db().queryText("PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(indexesAndStatistics(db()), m_freshIndexes);
        QCOMPARE(queryPlans(db()), m_freshPlans);
        QVERIFY(paymentGroupsMatchRows(db()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tempFilesDir.isValid());
        // Read by SQLite when it first needs a temporary file, which nothing in this process did yet.
        qputenv("SQLITE_TMPDIR", QFile::encodeName(m_tempFilesDir.path()));
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("store.ddc")), fastOptions(m_clock));
        QVERIFY(m_vault->create(Passphrase, Passphrase));
        m_freshIndexes = indexesAndStatistics(db());
        m_freshPlans = queryPlans(db());
        QVERIFY(m_freshIndexes.contains(u"payments_by_amount: CREATE INDEX"));
        QVERIFY(m_freshIndexes.contains(u"payments payments_by_amount 1000000 2"));
        QVERIFY(m_freshPlans.contains(u"payments_by_amount"));
    }

    void cleanup()
    {
        m_vault.reset();
        m_dir.reset();
    }

    // A first import: indexes dropped and built again, statistics and read plans as before.
    void intoAnEmptyCache()
    {
        const QList<Payment> list = payments(0, 12'000);
        TemporaryFileWatch watch(m_tempFilesDir.path());
        QVERIFY(watch.isValid());
        QByteArray sorted;
        QCOMPARE(import(list, true, &sorted), 12'000);
        // Every row was held changed in the page cache: each index's keys sorted in runs.
        QCOMPARE(sorted, QByteArray(16, 'R'));
        // The indexes' keys (names, e-mails, documents) stayed in memory: no temporary file.
        QCOMPARE(watch.created(), 0);
        checkCacheIsWhole();
        QCOMPARE(store().count({}), 12'000);
        for (int n : {0, 5'000, 11'999}) {
            const std::optional<Payment> stored = store().findByHash(list.at(n).hash);
            QVERIFY(stored);
            QCOMPARE(stored->merchantPaymentCode, list.at(n).merchantPaymentCode);
            QCOMPARE(stored->refunds.size(), list.at(n).refunds.size());
        }
        PaymentFilter byName;
        byName.text = list.at(4321).customerName;
        const QList<PaymentRow> found = store().rows(byName, {}, std::nullopt, 10);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().payment.hash, list.at(4321).hash);
    }

    // Updates of stored payments, new ones, and answers older than the stored ones, also within the
    // import: the ordering rule of PaymentStore holds.
    void intoACacheThatHoldsPayments_data()
    {
        QTest::addColumn<int>("added");
        QTest::addColumn<bool>("rebuilds");
        QTest::newRow("more than stored: indexes rebuilt") << 11'000 << true;
        QTest::newRow("fewer than stored: indexes kept") << 300 << false;
    }

    void intoACacheThatHoldsPayments()
    {
        QFETCH(int, added);
        QFETCH(bool, rebuilds);
        const QList<Payment> stored = payments(0, rebuilds ? 600 : 10'500);
        QVERIFY(store().upsertMany(stored));
        // Stored payment 3 is pending: confirmed here, then an older pending answer that must lose.
        // Stored payment 4 is confirmed: a pending answer of it is older and loses.
        QList<Payment> list = payments(100'000, added);
        list.insert(10, confirmedLater(stored.at(3)));
        list.insert(20, stored.at(3));
        QCOMPARE(stored.at(3).status, PaymentStatus::Pending);
        QCOMPARE(stored.at(4).status, PaymentStatus::Confirmed);
        Payment older = stored.at(4);
        older.status = PaymentStatus::Pending;
        list.append(older);
        // New payment 100,005 answered twice in the import: pending first, confirmed later.
        QCOMPARE(list.at(5).status, PaymentStatus::Pending);
        list.append(confirmedLater(list.at(5)));
        QByteArray sorted;
        QCOMPARE(import(list, rebuilds, &sorted), qint64(added + 2));   // the two older answers are not applied
        // The stored payments' pages were held unchanged: runs would drop them from the cache.
        QCOMPARE(sorted, rebuilds ? QByteArray(16, 'P') : QByteArray());
        checkCacheIsWhole();
        QCOMPARE(store().count({}), qint64(stored.size() + added));
        QCOMPARE(store().findByHash(stored.at(3).hash)->status, PaymentStatus::Confirmed);
        QCOMPARE(store().findByHash(stored.at(4).hash)->status, PaymentStatus::Confirmed);
        QCOMPARE(store().findByHash(list.at(5).hash)->status, PaymentStatus::Confirmed);
    }

    // A refused batch ends the import: nothing of it stays, the indexes and statistics are back.
    void aFailedBatchRollsEverythingBack()
    {
        const QList<Payment> stored = payments(0, 500);
        QVERIFY(store().upsertMany(stored));
        const QString before = db().queryText("SELECT group_concat(hash || status, ',') FROM payments");
        auto begun = PaymentImport::begin(store(), 20'000);
        QVERIFY(begun);
        std::unique_ptr<PaymentImport> import = std::move(begun).value();
        QVERIFY(import->rebuildsIndexes());
        QVERIFY(import->add(payments(1'000, 3'000)));
        QVERIFY(!db().queryText("SELECT group_concat(name) FROM sqlite_master WHERE name = 'payments_by_amount'")
                     .contains(u"payments_by_amount"));
        QList<Payment> broken = payments(5'000, 1'000);
        broken[700].hash.clear();
        const auto refused = import->add(broken);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, StoreError::Kind::InvalidPayment);
        QVERIFY(!import->add(payments(7'000, 10)));
        const auto committed = import->commit();
        QVERIFY(!committed);
        QCOMPARE(committed.error().kind, StoreError::Kind::InvalidPayment);
        import.reset();
        QCOMPARE(store().count({}), 500);
        QCOMPARE(db().queryText("SELECT group_concat(hash || status, ',') FROM payments"), before);
        checkCacheIsWhole();
        // The connection writes as before.
        QVERIFY(store().upsertMany(payments(1'000, 100)));
        QCOMPARE(store().count({}), 600);
    }

    // An import destroyed without commit() (the caller gave up) leaves the cache as it was.
    void anAbandonedImportLeavesNothing()
    {
        QVERIFY(store().upsertMany(payments(0, 50)));
        {
            auto begun = PaymentImport::begin(store(), 15'000);
            QVERIFY(begun);
            QVERIFY(begun.value()->add(payments(100, 2'000)));
        }
        QCOMPARE(store().count({}), 50);
        checkCacheIsWhole();
    }

    // The import raises the page cache further while it builds the indexes of a large table; smaller
    // sizes do not lower it, and the connection's own size comes back.
    void bulkSettingsRaiseThePageCacheAndPutItBack()
    {
        {
            cache::BulkWriteSettings settings(db());
            QCOMPARE(connectionSettings(), QStringLiteral("-262144 131072"));
            settings.raisePageCache(512 * 1024);
            QCOMPARE(db().queryText("PRAGMA cache_size"), QStringLiteral("-524288"));
            settings.raisePageCache(1024);
            QCOMPARE(db().queryText("PRAGMA cache_size"), QStringLiteral("-524288"));
        }
        QCOMPARE(connectionSettings(), QStringLiteral("-65536 1000"));
        QCOMPARE(db().queryText("PRAGMA temp_store"), QStringLiteral("2"));   // MEMORY again after the rebuild
        db().execute("PRAGMA cache_size = -300000");   // a connection that already had a large cache
        {
            cache::BulkWriteSettings settings(db());
            QCOMPARE(db().queryText("PRAGMA cache_size"), QStringLiteral("-300000"));
            settings.raisePageCache(512 * 1024);
            QCOMPARE(db().queryText("PRAGMA cache_size"), QStringLiteral("-524288"));
        }
        QCOMPARE(db().queryText("PRAGMA cache_size"), QStringLiteral("-300000"));
        db().execute("PRAGMA cache_size = -65536");
    }

    // Another connection (the models' background sessions) reads its snapshot during the import,
    // then the import and the rebuilt indexes after the commit, and writes again.
    void otherConnectionsKeepWorking()
    {
        QVERIFY(store().upsertMany(payments(0, 100)));
        auto opened = m_vault->openSession();
        QVERIFY(opened);
        std::unique_ptr<CacheSession> other = std::move(opened).value();
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        const qint64 confirmedBefore = other->payments().count(confirmed);
        QCOMPARE(other->payments().rows({}, {}, std::nullopt, 500).size(), 100);

        const QList<Payment> list = payments(1'000, 12'000);
        auto begun = PaymentImport::begin(store(), list.size());
        QVERIFY(begun);
        std::unique_ptr<PaymentImport> import = std::move(begun).value();
        QVERIFY(import->rebuildsIndexes());
        QVERIFY(import->add(list));
        QCOMPARE(other->payments().count({}), 100);
        QCOMPARE(other->payments().count(confirmed), confirmedBefore);
        QCOMPARE(other->payments().rows({}, {}, std::nullopt, 500).size(), 100);
        QVERIFY(import->commit());

        QCOMPARE(other->payments().count({}), 12'100);
        QVERIFY(other->payments().count(confirmed) > confirmedBefore);
        PaymentFilter byAmount;
        byAmount.minAmount = list.at(77).amountExt.hundredths();
        byAmount.maxAmount = byAmount.minAmount;
        const PaymentSort amountSort{PaymentSort::Column::Amount, Qt::AscendingOrder};
        bool found = false;
        for (const PaymentRow &row : other->payments().rows(byAmount, amountSort, std::nullopt, 100))
            found = found || row.payment.hash == list.at(77).hash;
        QVERIFY(found);
        QVERIFY(other->payments().upsert(confirmedLater(list.at(3))));
        QCOMPARE(store().findByHash(list.at(3).hash)->status, PaymentStatus::Confirmed);
        QCOMPARE(indexesAndStatistics(other->database()), m_freshIndexes);
        QCOMPARE(queryPlans(other->database()), m_freshPlans);
    }
};

QTEST_GUILESS_MAIN(TestPaymentImport)
#include "tst_paymentimport.moc"
