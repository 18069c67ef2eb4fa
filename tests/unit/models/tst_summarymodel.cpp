#include "modeltestsupport.h"
#include "recordingsession.h"

#include "models/format.h"
#include "models/paymentcounter.h"
#include "models/summarymodel.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <tuple>

using namespace dd;
using namespace dd::test;
using Column = SummaryModel::Column;

Q_DECLARE_METATYPE(dd::PaymentFilter)

namespace {

constexpr int PaymentCount = 600;

using Group = std::tuple<QString, int, QString>;   // currency, status, method

struct Sums
{
    qint64 count = 0;
    qint64 amount = 0;
};

std::map<Group, Sums> expectedGroups(const QList<Payment> &payments, const PaymentFilter &filter)
{
    std::map<Group, Sums> groups;
    for (const Payment &p : payments) {
        if ((!filter.currency.isEmpty() && p.currencyExt != filter.currency)
            || (!filter.statuses.isEmpty() && !filter.statuses.contains(p.status)))
            continue;
        Sums &sums = groups[Group{p.currencyExt, int(p.status), p.paymentTypeCode}];
        ++sums.count;
        sums.amount += p.amountExt.hundredths();
    }
    return groups;
}

} // namespace

class TestSummaryModel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TemporaryCache> m_cache;
    QList<Payment> m_payments;

private slots:
    void init()
    {
        m_cache = std::make_unique<TemporaryCache>();
        m_payments = makeTestPayments(PaymentCount);
        QVERIFY(m_cache->store().upsertMany(m_payments));
    }
    void cleanup() { m_cache.reset(); }

    void totalsPerCurrencyStatusAndMethod_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::newRow("everything") << PaymentFilter();
        PaymentFilter f;
        f.currency = QStringLiteral("MXN");
        QTest::newRow("one currency") << f;
        f = {};
        f.statuses = {PaymentStatus::Confirmed, PaymentStatus::Cancelled};
        QTest::newRow("two statuses") << f;
        f = {};
        f.currency = QStringLiteral("EUR");
        QTest::newRow("nothing") << f;
    }

    void totalsPerCurrencyStatusAndMethod()
    {
        QFETCH(PaymentFilter, filter);
        SummaryModel model(m_cache->store());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setFilter(filter);
        QCOMPARE(resets.size(), 1);
        const auto expected = expectedGroups(m_payments, filter);
        QCOMPARE(model.rowCount(), int(expected.size()));
        QCOMPARE(model.columnCount(), int(Column::Count));
        Group previous;
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto typed = [&](Column c) { return model.index(row, int(c)).data(SummaryModel::TypedValueRole); };
            const Group group{typed(Column::Currency).toString(), int(typed(Column::Status).value<PaymentStatus>()),
                              typed(Column::Method).toString()};
            QVERIFY(row == 0 || previous < group);   // sorted, one row per group
            previous = group;
            const auto found = expected.find(group);
            QVERIFY(found != expected.end());
            QCOMPARE(typed(Column::PaymentCount).toLongLong(), found->second.count);
            QCOMPARE(typed(Column::Amount).toLongLong(), found->second.amount);
            QCOMPARE(typed(Column::Refunded).toLongLong(), 0);
            QCOMPARE(model.index(row, 0).data(SummaryModel::CurrencyRole).toString(), std::get<0>(group));
        }
    }

    void currenciesAreNeverAddedTogether()
    {
        SummaryModel model(m_cache->store());
        QMap<QString, qint64> expected;
        for (const Payment &p : std::as_const(m_payments))
            expected[p.currencyExt] += p.amountExt.hundredths();
        QCOMPARE(model.totalsByCurrency(), expected);
        QCOMPARE(model.totalsByCurrency().size(), testCurrencies().size());
        // Each amount cell names its own currency.
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString currency = model.index(row, int(Column::Currency)).data().toString();
            const QString amount = model.index(row, int(Column::Amount)).data().toString();
            QVERIFY2(amount.contains(currencySymbol(currency)), qPrintable(amount));
        }
    }

    void refreshChangesOnlyTheGroupThatChanged()
    {
        SummaryModel model(m_cache->store());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Payment p = m_payments.at(0);
        Refund refund;
        refund.id = QStringLiteral("r-1");
        refund.status = RefundStatus::Requested;
        refund.requestDate = p.openDate.addDays(1);
        refund.amount = Money(250, p.currencyExt);
        p.refunds = {refund};
        QVERIFY(m_cache->store().upsert(p));

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.refresh();
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changes.size(), 1);
        const int row = changes.at(0).at(0).value<QModelIndex>().row();
        QCOMPARE(model.index(row, int(Column::Currency)).data().toString(), p.currencyExt);
        QCOMPARE(model.index(row, int(Column::Method)).data().toString(), p.paymentTypeCode);
        QCOMPARE(model.index(row, int(Column::Refunded)).data(SummaryModel::TypedValueRole).toLongLong(), 250);

        model.refresh();   // nothing new
        QCOMPARE(changes.size(), 1);
        QCOMPARE(resets.size(), 0);
    }

    void aNewGroupResetsTheModel()
    {
        SummaryModel model(m_cache->store());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        Payment p = makeTestPayment(5000);
        p.currencyExt = QStringLiteral("COP");
        p.amountExt = Money(99, p.currencyExt);
        QVERIFY(m_cache->store().upsert(p));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.refresh();
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), before + 1);
        QCOMPARE(model.totalsByCurrency().value(QStringLiteral("COP")), 99);
    }

    // With a worker the sums are read off the GUI thread: the previous figures stay until the
    // answer lands, then one reset brings the new filter's groups.
    void backgroundTotalsLandFromTheWorker()
    {
        SummaryModel model(m_cache->store());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBackgroundSessions(m_cache->sessions());
        const int everyGroup = model.rowCount();
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy landed(&model, &SummaryModel::totalsChanged);
        QSignalSpy counting(&model, &SummaryModel::countingChanged);
        PaymentFilter mxn;
        mxn.currency = QStringLiteral("MXN");
        model.setFilter(mxn);
        QVERIFY(model.isCounting());
        QVERIFY(!model.totalsMatchFilter());
        QCOMPARE(model.rowCount(), everyGroup);   // the previous figures, until the worker answers
        QCOMPARE(resets.size(), 0);
        QVERIFY(landed.wait());
        QVERIFY(!model.isCounting());
        QVERIFY(model.totalsMatchFilter());
        QCOMPARE(resets.size(), 1);
        QCOMPARE(counting.size(), 2);
        QCOMPARE(model.totalsByCurrency().keys(), QStringList{QStringLiteral("MXN")});
        const auto expected = expectedGroups(m_payments, mxn);
        QCOMPARE(model.rowCount(), int(expected.size()));

        // A refresh of the same filter keeps the rows and signals only the group that changed.
        Payment p = m_payments.at(1);   // an MXN payment
        QCOMPARE(p.currencyExt, QStringLiteral("MXN"));
        Refund refund;
        refund.id = QStringLiteral("r-2");
        refund.status = RefundStatus::Requested;
        refund.requestDate = p.openDate.addDays(1);
        refund.amount = Money(125, p.currencyExt);
        p.refunds = {refund};
        QVERIFY(m_cache->store().upsert(p));
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.refresh();
        QVERIFY(model.isCounting());
        QVERIFY(model.totalsMatchFilter());   // same filter: the figures shown stay meaningful
        QCOMPARE(changes.size(), 0);
        QVERIFY(landed.wait());
        QCOMPARE(resets.size(), 1);
        QCOMPARE(changes.size(), 1);
        const int row = changes.at(0).at(0).value<QModelIndex>().row();
        QCOMPARE(model.index(row, int(Column::Refunded)).data(SummaryModel::TypedValueRole).toLongLong(), 125);
    }

    void withADigestTotalsAreSummedHere()
    {
        // The window's store sums any filter from its payment digest: no worker round trip.
        const std::unique_ptr<CacheSession> window = m_cache->windowSession();
        QVERIFY(window);
        SummaryModel model(window->payments());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBackgroundSessions(m_cache->sessions());
        QSignalSpy counting(&model, &SummaryModel::countingChanged);
        PaymentFilter filter;
        filter.currency = QStringLiteral("MXN");
        filter.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending};
        model.setFilter(filter);
        QVERIFY(!model.isCounting());
        QVERIFY(model.totalsMatchFilter());
        QCOMPARE(counting.size(), 0);
        const auto expectedAmount = [&] {
            qint64 amount = 0;
            for (const auto &[group, sums] : expectedGroups(m_payments, filter))
                amount += sums.amount;
            return amount;
        };
        QCOMPARE(model.rowCount(), int(expectedGroups(m_payments, filter).size()));
        QCOMPARE(model.totalsByCurrency().value(QStringLiteral("MXN")), expectedAmount());

        // Written on another connection: the digest is read again, meanwhile the worker sums. Either
        // way the figures follow the write.
        Payment p = m_payments.at(1);   // an MXN payment
        QCOMPARE(p.currencyExt, QStringLiteral("MXN"));
        p.status = PaymentStatus::Confirmed;
        p.statusDate = p.openDate.addDays(2);
        p.confirmDate = p.statusDate;
        p.amountExt = Money(p.amountExt.hundredths() + 1000, p.currencyExt);
        QVERIFY(m_cache->store().upsert(p));
        m_payments[1] = p;
        model.refresh();
        QTRY_VERIFY(!model.isCounting());
        QCOMPARE(model.totalsByCurrency().value(QStringLiteral("MXN")), expectedAmount());
        QVERIFY(model.totalsMatchFilter());
    }

    // Built from sessions alone (a store across the network): nothing is read on the GUI thread,
    // no figures are held until the first answer, a newer filter's answer wins over an older one
    // held in flight, and a store that stops answering keeps the figures and says so.
    void everySumIsReadOnTheWorker()
    {
        auto log = std::make_shared<ReadLog>();
        SummaryModel model(recordingSessions(m_cache->sessions(), log));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.readsInBackground());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.totalsMatchFilter());   // nothing read yet: no figures to show as the filter's
        QVERIFY(model.isCounting());
        QSignalSpy landed(&model, &SummaryModel::totalsChanged);
        QVERIFY(landed.wait(60000));
        QVERIFY(model.totalsMatchFilter());
        QCOMPARE(model.rowCount(), int(expectedGroups(m_payments, {}).size()));

        PaymentFilter mxn;
        mxn.currency = QStringLiteral("MXN");
        model.setFilter(mxn);
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        model.setFilter(confirmed);
        QTRY_VERIFY_WITH_TIMEOUT(!model.isCounting(), 60000);
        QVERIFY(model.totalsMatchFilter());
        QCOMPARE(model.rowCount(), int(expectedGroups(m_payments, confirmed).size()));
        QVERIFY(model.totalsByCurrency().size() > 1);   // not the MXN answer

        QSignalSpy failed(&model, &SummaryModel::readFailed);
        const QMap<QString, qint64> shown = model.totalsByCurrency();
        log->gone = true;
        model.setFilter(mxn);
        QVERIFY(failed.wait(60000));
        QVERIFY(!failed.at(0).at(0).toString().isEmpty());
        QVERIFY(!model.isCounting());
        QCOMPARE(model.totalsByCurrency(), shown);   // kept, and not taken for MXN's
        QVERIFY(!model.totalsMatchFilter());
        QCOMPARE(log->readsOn(QThread::currentThread()), 0);
        QVERIFY(!log->openedOnGuiThread());
        log->gone = false;
        model.refresh();
        QVERIFY(landed.wait(60000));
        QCOMPARE(model.totalsByCurrency().keys(), QStringList{QStringLiteral("MXN")});
    }

    // The answer to a request overtaken by a newer filter arrives from the worker but is dropped.
    void aStaleTotalsAnswerIsIgnored()
    {
        // The worker's session opens only when the test says so, after the second filter is set;
        // by then the first request is already past its "still the latest?" check.
        auto entered = std::make_shared<QSemaphore>();
        auto gate = std::make_shared<QSemaphore>();
        auto sessions = m_cache->sessions();
        SummaryModel model(m_cache->store());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBackgroundSessions([=]() {
            entered->release();
            gate->acquire();
            return sessions();
        });
        auto *counter = model.findChild<PaymentCounter *>();
        QVERIFY(counter);
        QSignalSpy answers(counter, &PaymentCounter::totalled);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy landed(&model, &SummaryModel::totalsChanged);

        PaymentFilter mxn;
        mxn.currency = QStringLiteral("MXN");
        model.setFilter(mxn);
        QVERIFY(entered->tryAcquire(1, 10'000));   // the worker is reading the MXN totals
        PaymentFilter confirmed;
        confirmed.statuses = {PaymentStatus::Confirmed};
        model.setFilter(confirmed);
        gate->release();

        QTRY_COMPARE(answers.size(), 2);   // both were read: the MXN one first
        QVERIFY(answers.at(0).at(0).toULongLong() < answers.at(1).at(0).toULongLong());
        QVERIFY(!model.isCounting());
        QCOMPARE(landed.size(), 1);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.filter(), confirmed);
        const auto expected = expectedGroups(m_payments, confirmed);
        QCOMPARE(model.rowCount(), int(expected.size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            QCOMPARE(model.index(row, int(Column::Status)).data(SummaryModel::TypedValueRole).value<PaymentStatus>(),
                     PaymentStatus::Confirmed);
        }
        QVERIFY(model.totalsByCurrency().size() > 1);   // not the MXN answer
    }

    void headers()
    {
        SummaryModel model(m_cache->store());
        for (int c = 0; c < int(Column::Count); ++c)
            QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    TestSummaryModel test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_summarymodel.moc"
