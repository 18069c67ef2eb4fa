// The import queue's states (waiting, backing off, unknown to the gateway), its bound, and
// SettleBatch: payments, queue rows and create intents written together or not at all. Real
// SQLCipher files; time comes from a clock the test moves, so back-off needs no sleep.
#include "cachetestsupport.h"
#include "core/cache/cachesession.h"
#include "core/storage/settlebatch.h"

#include <QTest>

using namespace dd;
using dd::test::ManualClock;

class TestImportQueue : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void importQueue();
    void backOffSchedule_data();
    void backOffSchedule();
    void notFoundBacksOffThenIsSetAside();
    void retryMakesUnknownDueAgain_data();
    void retryMakesUnknownDueAgain();
    void fullQueueRefusesAndReports();
    void settleBatchWritesAllOrNothing_data();
    void settleBatchWritesAllOrNothing();

private:
    CacheSession &session() { return *m_vault->session(); }
    ImportQueue &queue() { return session().importQueue(); }
    qint64 queuedId(const QString &code, QueuedCode::Kind kind = QueuedCode::Kind::Hash);

    ManualClock m_clock;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Vault> m_vault;
};

void TestImportQueue::init()
{
    m_clock = ManualClock();
    m_dir = std::make_unique<QTemporaryDir>();
    m_vault = std::make_unique<Vault>(m_dir->filePath(QStringLiteral("queue.ddc")), test::fastOptions(m_clock));
    QVERIFY(m_vault->create(test::Passphrase, test::Passphrase).hasValue());
}

void TestImportQueue::cleanup()
{
    m_vault.reset();
    m_dir.reset();
}

qint64 TestImportQueue::queuedId(const QString &code, QueuedCode::Kind kind)
{
    const QList<QueuedCode> found = queue().find(kind, { code });
    return found.isEmpty() ? 0 : found.first().id;
}

void TestImportQueue::importQueue()
{
    ImportQueue &queue = session().importQueue();
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

void TestImportQueue::backOffSchedule_data()
{
    QTest::addColumn<int>("notFound");
    QTest::addColumn<qint64>("waitMs");
    QTest::newRow("first") << 1 << qint64(60'000);
    QTest::newRow("second") << 2 << qint64(120'000);
    QTest::newRow("fourth") << 4 << qint64(480'000);
    QTest::newRow("ninth doubles") << 9 << qint64(15'360'000);
    QTest::newRow("tenth is capped") << 10 << ImportQueue::MaxBackOffMs;
    QTest::newRow("hundredth is capped") << 100 << ImportQueue::MaxBackOffMs;
}

void TestImportQueue::backOffSchedule()
{
    QFETCH(int, notFound);
    QFETCH(qint64, waitMs);
    QCOMPARE(ImportQueue::backOffMs(notFound), waitMs);
}

void TestImportQueue::notFoundBacksOffThenIsSetAside()
{
    QVERIFY(queue().enqueue(QueuedCode::Kind::MerchantCode, { QStringLiteral("ghost") }, QStringLiteral("listener")));
    const qint64 id = queuedId(QStringLiteral("ghost"), QueuedCode::Kind::MerchantCode);
    QVERIFY(id != 0);
    for (int answer = 1; answer < ImportQueue::MaxNotFound; ++answer) {
        QCOMPARE(queue().due(10).size(), 1);
        QCOMPARE(queue().nextDueInMs(), std::nullopt); // due now: nothing to wait for
        QVERIFY(queue().recordNotFound(id, QStringLiteral("Gateway BP-QUERY-2")));
        QVERIFY2(queue().due(10).isEmpty(), qPrintable(QString::number(answer))); // backing off
        QCOMPARE(queue().nextDueInMs(), std::optional<qint64>(ImportQueue::backOffMs(answer)));
        m_clock.advance(ImportQueue::backOffMs(answer) - 1);
        QVERIFY(queue().due(10).isEmpty());
        QCOMPARE(queue().nextDueInMs(), std::optional<qint64>(1));
        m_clock.advance(1);
    }
    QVERIFY(queue().recordNotFound(id, QStringLiteral("Gateway BP-QUERY-2")));
    m_clock.advance(ImportQueue::MaxBackOffMs * 10);
    QVERIFY(queue().due(10).isEmpty()); // set aside: only a retry brings it back
    QCOMPARE(queue().nextDueInMs(), std::nullopt);
    const QList<QueuedCode> unknown = queue().list(QueuedCode::State::UnknownToGateway, 10);
    QCOMPARE(unknown.size(), 1);
    QCOMPARE(unknown.first().notFound, ImportQueue::MaxNotFound);
    QCOMPARE(unknown.first().lastError, QStringLiteral("Gateway BP-QUERY-2"));
    QCOMPARE(queue().size(), 1); // still there, listed: never silently dropped
}

void TestImportQueue::retryMakesUnknownDueAgain_data()
{
    QTest::addColumn<bool>("all");
    QTest::newRow("one code") << false;
    QTest::newRow("all unknown") << true;
}

void TestImportQueue::retryMakesUnknownDueAgain()
{
    QFETCH(bool, all);
    QVERIFY(queue().enqueue(QueuedCode::Kind::MerchantCode, { QStringLiteral("ghost"), QStringLiteral("late") },
                            QStringLiteral("csv")));
    for (const QString &code : { QStringLiteral("ghost"), QStringLiteral("late") }) {
        for (int answer = 0; answer < ImportQueue::MaxNotFound; ++answer)
            QVERIFY(
                queue().recordNotFound(queuedId(code, QueuedCode::Kind::MerchantCode), QStringLiteral("not found")));
    }
    QCOMPARE(queue().count(QueuedCode::State::UnknownToGateway), 2);
    const auto retried
        = all ? queue().retryAllUnknown() : queue().retry(QueuedCode::Kind::MerchantCode, QStringLiteral("late"));
    QCOMPARE(retried, std::optional<qint64>(all ? 2 : 1));
    const QList<QueuedCode> due = queue().due(10);
    QCOMPARE(due.size(), all ? 2 : 1);
    QCOMPARE(due.last().code, QStringLiteral("late"));
    QCOMPARE(due.last().notFound, 0);
}

void TestImportQueue::fullQueueRefusesAndReports()
{
    // Fill to one below the bound in one statement (a loop of enqueues would only be slower).
    cache::Database &db = session().database();
    QVERIFY(!db.execute(QByteArray("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
                                   + QByteArray::number(ImportQueue::MaxSize - 1)
                                   + ") INSERT INTO import_queue(code_kind, code, queued_at) "
                                     "SELECT 1, 'filler-' || i, 0 FROM n")
                            .constData()));
    QCOMPARE(queue().size(), ImportQueue::MaxSize - 1);
    const auto outcome = queue().enqueue(
        QueuedCode::Kind::MerchantCode,
        { QStringLiteral("fits"), QStringLiteral("filler-7"), QStringLiteral("over-1"), QStringLiteral("over-2") },
        QStringLiteral("listener"));
    QVERIFY(outcome);
    QCOMPARE(outcome->added, 1);
    QCOMPARE(outcome->alreadyQueued, 1);
    QCOMPARE(outcome->refused, (QStringList { QStringLiteral("over-1"), QStringLiteral("over-2") }));
    QCOMPARE(queue().size(), ImportQueue::MaxSize);
}

void TestImportQueue::settleBatchWritesAllOrNothing_data()
{
    QTest::addColumn<bool>("writeFails");
    QTest::newRow("written") << false;
    QTest::newRow("payment write fails") << true;
}

// The answer, the queue row it answers, the create intent it completes and a "not found" for
// another code: all four change, or none does.
void TestImportQueue::settleBatchWritesAllOrNothing()
{
    QFETCH(bool, writeFails);
    const Payment payment = test::makePayment(7);
    QVERIFY(queue().enqueue(QueuedCode::Kind::MerchantCode, { payment.merchantPaymentCode, QStringLiteral("ghost") },
                            QStringLiteral("csv")));
    const std::optional<qint64> intent
        = session().intents().record(PendingOperation::Kind::CreatePayment, payment.merchantPaymentCode, {}, {});
    QVERIFY(intent);
    if (writeFails) {
        // A temporary trigger makes every payment insert fail, as a full disk or a broken page would.
        QVERIFY(!session().database().execute("CREATE TEMP TRIGGER refuse_payments BEFORE INSERT ON payments "
                                              "BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"));
    }
    SettleBatch batch;
    batch.addPayment(payment, queuedId(payment.merchantPaymentCode, QueuedCode::Kind::MerchantCode));
    batch.settleIntent(*intent, payment.hash);
    batch.recordNotFound(queuedId(QStringLiteral("ghost"), QueuedCode::Kind::MerchantCode),
                         QStringLiteral("not found"));
    const auto written = batch.commit(session());
    QCOMPARE(written.hasValue(), !writeFails);
    QVERIFY(batch.isEmpty());
    QCOMPARE(session().payments().findByHash(payment.hash).has_value(), !writeFails);
    QCOMPARE(queuedId(payment.merchantPaymentCode, QueuedCode::Kind::MerchantCode) == 0, !writeFails);
    QCOMPARE(session().intents().unresolved().size(), writeFails ? 1 : 0);
    QCOMPARE(queue().due(10).size(), writeFails ? 2 : 0); // the ghost backs off only when written
}

QTEST_GUILESS_MAIN(TestImportQueue)
#include "tst_importqueue.moc"
