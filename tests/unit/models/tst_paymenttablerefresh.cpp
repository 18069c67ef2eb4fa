// The payments table model after writes, on a cache of its own per test: what a refresh signals,
// the selection across inserts, removals and moves, refreshes from the worker, stale answers.
#include "modeltestsupport.h"

#include "models/format.h"
#include "models/paymenttablemodel.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace dd;
using namespace dd::test;
using Column = PaymentTableModel::Column;

// Writes change the cache, so these run on their own cache per test.
class TestPaymentTableModelRefresh : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TemporaryCache> m_cache;
    std::unique_ptr<PaymentTableModel> m_model;

    static constexpr int Count = 500;

    PaymentStore &store() { return m_cache->store(); }

private slots:
    void init()
    {
        m_cache = std::make_unique<TemporaryCache>();
        QVERIFY(store().upsertMany(makeTestPayments(Count)));
        m_model = std::make_unique<PaymentTableModel>(store());
        new QAbstractItemModelTester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     m_model.get());
    }
    void cleanup()
    {
        m_model.reset();
        m_cache.reset();
    }

    void refreshWithoutWritesSignalsNothing()
    {
        for (int row = 0; row < Count; row += 50)
            QVERIFY(!m_model->hashAt(row).isEmpty());
        QSignalSpy changes(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        m_model->refresh();
        QCOMPARE(changes.size(), 0);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(layouts.size(), 0);
        QCOMPARE(m_model->rowCount(), Count);
    }

    void refreshWithSameCountChangesOnlyTheWrittenRow()
    {
        const int row = 3;
        auto written = m_model->rowAt(row);
        QVERIFY(written);
        Payment payment = written->payment;
        payment.customerName = QStringLiteral("Renamed Customer");
        payment.statusDate = payment.statusDate.addSecs(60);
        QVERIFY(store().upsert(payment));

        QSignalSpy changes(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        m_model->refresh();
        QCOMPARE(resets.size(), 0);
        QCOMPARE(layouts.size(), 0);
        QCOMPARE(inserts.size(), 0);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.at(0).at(0).value<QModelIndex>().row(), row);
        QCOMPARE(changes.at(0).at(1).value<QModelIndex>().row(), row);
        QCOMPARE(m_model->data(m_model->index(row, int(Column::Customer))).toString(), payment.customerName);
    }

    void paymentChangedSignalsItsRowOnly()
    {
        const int row = 250;
        const QString hash = m_model->hashAt(row);
        auto written = m_model->rowAt(row);
        QVERIFY(written);
        Payment payment = written->payment;
        payment.customerName = QStringLiteral("Changed");
        payment.statusDate = payment.statusDate.addSecs(60);
        QVERIFY(store().upsert(payment));

        QSignalSpy changes(m_model.get(), &QAbstractItemModel::dataChanged);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        m_model->paymentChanged(hash);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(changes.size(), 1);
        const QModelIndex topLeft = changes.at(0).at(0).value<QModelIndex>();
        const QModelIndex bottomRight = changes.at(0).at(1).value<QModelIndex>();
        QCOMPARE(topLeft.row(), row);
        QCOMPARE(bottomRight.row(), row);
        QCOMPARE(topLeft.column(), 0);
        QCOMPARE(bottomRight.column(), int(Column::Count) - 1);
        QCOMPARE(m_model->data(m_model->index(row, int(Column::Customer))).toString(), QStringLiteral("Changed"));

        m_model->paymentChanged(QStringLiteral("not-loaded-or-unknown"));
        QCOMPARE(changes.size(), 1);
    }

    void selectionSurvivesAnInsertBeforeIt()
    {
        QItemSelectionModel selection(m_model.get());
        const int row = 250;
        const QString hash = m_model->hashAt(row);
        selection.setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

        Payment newest = makeTestPayment(100000);
        newest.openDate = utcTime(2030, 1, 1);   // sorts first (newest first)
        QVERIFY(store().upsert(newest));

        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        m_model->refresh();
        QCOMPARE(resets.size(), 0);
        QCOMPARE(inserts.size(), 1);
        QCOMPARE(layouts.size(), 1);
        // Rows only move vertically: the selection model then keeps a persistent index per selected
        // row, not per cell (twelve times fewer; a select-all over a million rows stays usable).
        QCOMPARE(layouts.at(0).at(1).value<QAbstractItemModel::LayoutChangeHint>(),
                 QAbstractItemModel::VerticalSortHint);
        QCOMPARE(m_model->rowCount(), Count + 1);
        QCOMPARE(m_model->hashAt(0), newest.hash);

        const QModelIndexList selected = selection.selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selection.selectedIndexes().size(), int(Column::Count));   // the whole row, every column
        QCOMPARE(selected.at(0).row(), row + 1);
        QCOMPARE(selected.at(0).data(PaymentTableModel::HashRole).toString(), hash);
        QCOMPARE(selection.currentIndex().row(), row + 1);
    }

    void selectionNearTheEndSurvivesAnInsertAtTheTop()
    {
        QItemSelectionModel selection(m_model.get());
        const int row = Count - 30;   // its page is read from the end of the list
        const QString hash = m_model->hashAt(row);
        selection.select(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        Payment newest = makeTestPayment(100001);
        newest.openDate = utcTime(2030, 1, 1);
        QVERIFY(store().upsert(newest));
        m_model->refresh();
        const QModelIndexList selected = selection.selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).row(), row + 1);
        QCOMPARE(selected.at(0).data(PaymentTableModel::HashRole).toString(), hash);
        QCOMPARE(m_model->hashAt(Count), m_model->rowAt(Count)->payment.hash);
    }

    void settingTheSameFilterAgainDoesNothing()
    {
        PaymentFilter filter;
        filter.currency = QStringLiteral("BRL");
        m_model->setFilter(filter);
        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        m_model->setFilter(filter);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(m_model->rowCount(), Count / 4);
    }

    void selectionSurvivesARemovalBeforeIt()
    {
        PaymentFilter pending;
        pending.statuses = {PaymentStatus::Pending};
        m_model->setFilter(pending);
        const int before = m_model->rowCount();
        QCOMPARE(before, Count / 5);
        QItemSelectionModel selection(m_model.get());
        const int row = 50;
        const QString hash = m_model->hashAt(row);
        selection.select(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

        auto leaving = m_model->rowAt(10);
        QVERIFY(leaving);
        Payment confirmed = leaving->payment;
        confirmed.status = PaymentStatus::Confirmed;
        confirmed.statusDate = confirmed.statusDate.addSecs(3600);
        QVERIFY(store().upsert(confirmed));

        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removals(m_model.get(), &QAbstractItemModel::rowsRemoved);
        m_model->refresh();
        QCOMPARE(resets.size(), 0);
        QCOMPARE(removals.size(), 1);
        QCOMPARE(m_model->rowCount(), before - 1);
        const QModelIndexList selected = selection.selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).row(), row - 1);
        QCOMPARE(selected.at(0).data(PaymentTableModel::HashRole).toString(), hash);
    }

    void selectionFollowsAMoveWithTheSameCount()
    {
        m_model->sort(int(Column::Status), Qt::AscendingOrder);   // Open, Pending, Confirmed, Cancelled
        QItemSelectionModel selection(m_model.get());
        const int row = 250;   // a confirmed payment: rows 200..399
        const QString hash = m_model->hashAt(row);
        QCOMPARE(m_model->rowAt(row)->payment.status, PaymentStatus::Confirmed);
        selection.select(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

        // An open payment (rows 0..99) is cancelled: it moves to the end, the rows after it move up.
        Payment moved = m_model->rowAt(5)->payment;
        moved.status = PaymentStatus::Cancelled;
        moved.statusDate = moved.statusDate.addSecs(60);
        QVERIFY(store().upsert(moved));

        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        m_model->refresh();
        QCOMPARE(resets.size(), 0);
        QCOMPARE(layouts.size(), 1);
        QCOMPARE(m_model->rowCount(), Count);
        const QModelIndexList selected = selection.selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).data(PaymentTableModel::HashRole).toString(), hash);
        QCOMPARE(selected.at(0).row(), row - 1);
    }

    // A filter whose count is not quick is refreshed on the worker: nothing changes until the count
    // and the window's pages land, then the new row and the moved selection arrive together.
    void refreshOnTheWorkerKeepsTheSelection()
    {
        m_model->setBackgroundSessions(m_cache->sessions());
        PaymentFilter maria;
        maria.text = QStringLiteral("maria");   // the even payments
        m_model->setFilter(maria);
        QTRY_VERIFY(!m_model->isCounting());
        QCOMPARE(m_model->rowCount(), Count / 2);
        QItemSelectionModel selection(m_model.get());
        const int row = 230;   // on the second page
        const QString hash = m_model->hashAt(row);
        selection.setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

        Payment newest = makeTestPayment(100000);   // even: "Maria Silva …"
        newest.openDate = utcTime(2030, 1, 1);       // sorts first (newest first)
        QVERIFY(store().upsert(newest));
        QVERIFY(!store().countIsQuick(maria));

        QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        QSignalSpy counting(m_model.get(), &PaymentTableModel::countingChanged);
        m_model->refresh();
        QVERIFY(m_model->isCounting());
        QCOMPARE(inserts.size(), 0);   // the previous rows until the worker answers
        QCOMPARE(m_model->rowCount(), Count / 2);
        QCOMPARE(m_model->hashAt(row), hash);
        QVERIFY(counting.wait());
        QVERIFY(!m_model->isCounting());
        QCOMPARE(resets.size(), 0);
        QCOMPARE(inserts.size(), 1);
        QCOMPARE(layouts.size(), 1);
        QCOMPARE(m_model->rowCount(), Count / 2 + 1);
        QCOMPARE(m_model->hashAt(0), newest.hash);
        const QModelIndexList selected = selection.selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).row(), row + 1);
        QCOMPARE(selected.at(0).data(PaymentTableModel::HashRole).toString(), hash);
        QCOMPARE(selection.currentIndex().row(), row + 1);
    }

    // A refresh overtaken by a new filter: its answer is dropped, the new filter's count stands.
    void aStaleRefreshIsIgnored()
    {
        m_model->setBackgroundSessions(m_cache->sessions());
        PaymentFilter maria;
        maria.text = QStringLiteral("maria");
        m_model->setFilter(maria);
        QTRY_VERIFY(!m_model->isCounting());
        QVERIFY(store().upsert(makeTestPayment(100002)));   // a write: the count is no longer quick
        m_model->refresh();
        QVERIFY(m_model->isCounting());
        PaymentFilter jose;
        jose.text = QStringLiteral("jose");
        QSignalSpy inserts(m_model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy layouts(m_model.get(), &QAbstractItemModel::layoutChanged);
        m_model->setFilter(jose);
        QTRY_VERIFY(!m_model->isCounting());
        QCOMPARE(layouts.size(), 0);   // no refresh of "maria" applied over "jose"
        QCOMPARE(m_model->rowCount(), Count / 2);
        QVERIFY(m_model->hashAt(Count / 2 - 1).size() > 0);
        QVERIFY(m_model->data(m_model->index(0, int(Column::Customer))).toString().startsWith(u"Jos"));
    }

    void paletteChangeRepaintsTheStatusColumn()
    {
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        QSignalSpy changes(m_model.get(), &QAbstractItemModel::dataChanged);
        m_model->setPalette(dark);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.at(0).at(0).value<QModelIndex>().column(), int(Column::Status));
        const auto status = m_model->rowAt(0)->payment.status;
        QCOMPARE(m_model->data(m_model->index(0, int(Column::Status)), Qt::BackgroundRole).value<QColor>(),
                 paymentStatusBadge(status, dark).background);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPaymentTableModelRefresh writes;
    return QTest::qExec(&writes, argc, argv);
}

#include "tst_paymenttablerefresh.moc"
