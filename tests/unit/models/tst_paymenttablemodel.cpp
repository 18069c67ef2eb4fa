// The payments table model over a real cache of 1,234 payments: paging across equal sort keys,
// filters and text search through the cache, sorting, roles and headers, counts from the worker.
// Refreshes after writes are tst_paymenttablerefresh's.
#include "modeltestsupport.h"

#include "models/format.h"
#include "models/paymenttablemodel.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <set>

using namespace dd;
using namespace dd::test;
using Column = PaymentTableModel::Column;

Q_DECLARE_METATYPE(dd::PaymentFilter)
Q_DECLARE_METATYPE(dd::PaymentTableModel::Column)

namespace {

constexpr int PaymentCount = 1234;   // six full pages and a short last one

// The in-memory rule the cache's SQL must agree with (the parts the test filters use).
bool matches(const Payment &p, const PaymentFilter &f)
{
    if (!f.statuses.isEmpty() && !f.statuses.contains(p.status))
        return false;
    if (!f.methods.isEmpty() && !f.methods.contains(p.paymentTypeCode))
        return false;
    if (!f.countries.isEmpty() && !f.countries.contains(p.country))
        return false;
    if (!f.currency.isEmpty() && f.currency != p.currencyExt)
        return false;
    if (f.from.isValid() && p.openDate < f.from)
        return false;
    if (f.to.isValid() && p.openDate >= f.to)
        return false;
    if (f.minAmount && p.amountExt.hundredths() < *f.minAmount)
        return false;
    if (f.maxAmount && p.amountExt.hundredths() > *f.maxAmount)
        return false;
    return true;
}

qint64 expectedCount(const QList<Payment> &payments, const PaymentFilter &filter)
{
    return std::count_if(payments.begin(), payments.end(), [&](const Payment &p) { return matches(p, filter); });
}

// A comparable sort key from the typed role (dates as ms, 0 when missing, like the cache).
QVariant sortKey(const PaymentTableModel &model, int row, Column column)
{
    const QVariant typed = model.data(model.index(row, int(column)), PaymentTableModel::TypedValueRole);
    if (typed.metaType() == QMetaType::fromType<QDateTime>()) {
        const QDateTime time = typed.toDateTime();
        return time.isValid() ? time.toMSecsSinceEpoch() : qint64(0);
    }
    if (typed.metaType() == QMetaType::fromType<PaymentStatus>())
        return qint64(typed.value<PaymentStatus>());
    return typed;
}

int compareKeys(const QVariant &a, const QVariant &b)
{
    if (a.metaType() == QMetaType::fromType<QString>())
        return a.toString().compare(b.toString());
    const qint64 x = a.toLongLong();
    const qint64 y = b.toLongLong();
    return x < y ? -1 : (x > y ? 1 : 0);
}

} // namespace

class TestPaymentTableModel : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<TemporaryCache> m_cache;
    QList<Payment> m_payments;

    std::unique_ptr<PaymentTableModel> newModel()
    {
        auto model = std::make_unique<PaymentTableModel>(m_cache->store());
        new QAbstractItemModelTester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest, model.get());
        return model;
    }

    // Row ids of every row, read in the given order of rows.
    static QList<qint64> rowIdsReadInOrder(const PaymentTableModel &model, const QList<int> &order)
    {
        QList<qint64> ids(model.rowCount(), -1);
        for (int row : order)
            ids[row] = model.data(model.index(row, 0), PaymentTableModel::RowIdRole).toLongLong();
        return ids;
    }

private slots:
    void initTestCase()
    {
        m_cache = std::make_unique<TemporaryCache>();
        m_payments = makeTestPayments(PaymentCount);
        QVERIFY(m_cache->store().upsertMany(m_payments));
    }

    void opensWithTheWholeCountAndDefaultSort()
    {
        const auto model = newModel();
        QCOMPARE(model->rowCount(), PaymentCount);
        QCOMPARE(model->columnCount(), int(Column::Count));
        QCOMPARE(model->paymentSort().column, PaymentSort::Column::OpenDate);
        QCOMPARE(model->paymentSort().order, Qt::DescendingOrder);
        QVERIFY(model->loadedRowCount() <= PaymentTableModel::PageSize * PaymentTableModel::WindowPages);
    }

    void pagingAcrossBoundariesWithEqualKeys_data()
    {
        QTest::addColumn<Column>("column");
        QTest::addColumn<Qt::SortOrder>("order");
        // Columns with long runs of equal keys: dates repeat, 7 amounts, 4 statuses, 4 currencies.
        const QList<std::pair<const char *, Column>> columns = {{"open date", Column::OpenDate},
                                                                {"amount", Column::Amount},
                                                                {"status", Column::Status},
                                                                {"currency", Column::Currency},
                                                                {"confirm date", Column::ConfirmDate}};
        for (const auto &[name, column] : columns) {
            QTest::addRow("%s asc", name) << column << Qt::AscendingOrder;
            QTest::addRow("%s desc", name) << column << Qt::DescendingOrder;
        }
    }

    void pagingAcrossBoundariesWithEqualKeys()
    {
        QFETCH(Column, column);
        QFETCH(Qt::SortOrder, order);
        const auto model = newModel();
        model->sort(int(column), order);
        const int rows = model->rowCount();
        QCOMPARE(rows, PaymentCount);

        QList<int> forward(rows);
        std::iota(forward.begin(), forward.end(), 0);
        const QList<qint64> ids = rowIdsReadInOrder(*model, forward);

        // Every payment exactly once, in (sort key, row id) order.
        QCOMPARE(std::set<qint64>(ids.begin(), ids.end()).size(), size_t(PaymentCount));
        const int direction = order == Qt::AscendingOrder ? 1 : -1;
        for (int row = 1; row < rows; ++row) {
            const int keyOrder = compareKeys(sortKey(*model, row - 1, column), sortKey(*model, row, column)) * direction;
            QVERIFY2(keyOrder <= 0, qPrintable(QStringLiteral("row %1 out of order").arg(row)));
            if (keyOrder == 0)
                QVERIFY2((ids.at(row - 1) < ids.at(row)) == (direction == 1), qPrintable(QString::number(row)));
        }

        // The same rows whatever way the pages are reached: backwards from the end, and by jumps
        // that load pages from either end or from a loaded neighbour far away.
        const auto backwardModel = newModel();
        backwardModel->sort(int(column), order);
        QList<int> backward(forward.rbegin(), forward.rend());
        QCOMPARE(rowIdsReadInOrder(*backwardModel, backward), ids);

        const auto jumpingModel = newModel();
        jumpingModel->sort(int(column), order);
        QList<int> jumps = {rows - 1, 0, 617, 199, 200, 1000, 999, 401, 1033, 1200, 801, 5, 1233, 600};
        for (int row = 0; row < rows; row += 37)
            jumps.append((row * 7919) % rows);
        for (int row : jumps)
            QCOMPARE(jumpingModel->data(jumpingModel->index(row, 0), PaymentTableModel::RowIdRole).toLongLong(),
                     ids.at(row));
        QVERIFY(jumpingModel->loadedRowCount() <= PaymentTableModel::PageSize * PaymentTableModel::WindowPages);
    }

    void filterIsAppliedThroughTheCache_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        PaymentFilter f;
        QTest::newRow("none") << f;
        f = {};
        f.statuses = {PaymentStatus::Confirmed};
        QTest::newRow("status") << f;
        f.statuses = {PaymentStatus::Pending, PaymentStatus::Open};
        QTest::newRow("two statuses") << f;
        f = {};
        f.methods = {QStringLiteral("visa"), QStringLiteral("spei")};
        QTest::newRow("methods") << f;
        f = {};
        f.countries = {QStringLiteral("mx")};
        QTest::newRow("country") << f;
        f = {};
        f.currency = QStringLiteral("USD");
        QTest::newRow("currency") << f;
        f = {};
        f.from = utcTime(2026, 1, 3);
        f.to = utcTime(2026, 1, 5);
        QTest::newRow("date range") << f;
        f = {};
        f.minAmount = 2000;
        f.maxAmount = 4000;
        QTest::newRow("amount range") << f;
        f = {};
        f.currency = QStringLiteral("BRL");
        f.statuses = {PaymentStatus::Confirmed};
        f.minAmount = 3000;
        QTest::newRow("currency, status and amount") << f;
        f = {};
        f.currency = QStringLiteral("EUR");
        QTest::newRow("nothing matches") << f;
    }

    void filterIsAppliedThroughTheCache()
    {
        QFETCH(PaymentFilter, filter);
        const auto model = newModel();
        QSignalSpy resets(model.get(), &QAbstractItemModel::modelReset);
        model->setFilter(filter);
        QCOMPARE(resets.size(), filter.isEmpty() ? 0 : 1);   // the model opens with the empty filter
        QCOMPARE(model->filter(), filter);
        QCOMPARE(model->rowCount(), int(expectedCount(m_payments, filter)));
        for (int row = 0; row < model->rowCount(); row += 17) {
            const auto found = model->rowAt(row);
            QVERIFY(found);
            QVERIFY(matches(found->payment, filter));
        }
        if (model->rowCount() > 0)
            QVERIFY(model->rowAt(model->rowCount() - 1));
    }

    void textFilterFindsCodesAndCustomers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected");
        QTest::newRow("merchant code prefix") << QStringLiteral("mc-0001") << 100;
        QTest::newRow("customer, no accent, lower case") << QStringLiteral("jose") << PaymentCount / 2;
        QTest::newRow("no match") << QStringLiteral("zzz-nobody") << 0;
        QTest::newRow("hash prefix") << makeTestPayment(42).hash.left(12) << 1;
    }

    void textFilterFindsCodesAndCustomers()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        const auto model = newModel();
        PaymentFilter filter;
        filter.text = text;
        model->setFilter(filter);
        QCOMPARE(model->rowCount(), expected);
    }

    void sortResetsOnceAndIgnoresUnsortableColumns()
    {
        const auto model = newModel();
        QSignalSpy resets(model.get(), &QAbstractItemModel::modelReset);
        model->sort(int(Column::Amount), Qt::AscendingOrder);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model->paymentSort(), (PaymentSort{PaymentSort::Column::Amount, Qt::AscendingOrder}));
        model->sort(int(Column::Amount), Qt::AscendingOrder);   // unchanged: nothing to do
        QCOMPARE(resets.size(), 1);
        model->sort(int(Column::Refunded), Qt::DescendingOrder);
        model->sort(-1, Qt::DescendingOrder);
        model->sort(int(Column::Count), Qt::DescendingOrder);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model->paymentSort().column, PaymentSort::Column::Amount);
        QCOMPARE(model->data(model->index(0, int(Column::Amount)), PaymentTableModel::AmountHundredthsRole).toLongLong(),
                 1000);
    }

    void sortColumnsMapBothWays()
    {
        for (int c = 0; c < int(Column::Count); ++c) {
            const auto sortColumn = PaymentTableModel::sortColumnFor(Column(c));
            if (sortColumn)
                QCOMPARE(PaymentTableModel::columnForSort(*sortColumn), Column(c));
        }
        QCOMPARE(PaymentTableModel::sortColumnFor(Column::Customer), PaymentSort::Column::CustomerName);
        QVERIFY(!PaymentTableModel::sortColumnFor(Column::RemainingRefundable));
    }

    void rolesGiveTextAndTypedValues()
    {
        const auto model = newModel();
        model->sort(int(Column::MerchantCode), Qt::AscendingOrder);
        const Payment &p = m_payments.at(0);   // mc-000000 sorts first
        QCOMPARE(model->hashAt(0), p.hash);
        const auto cell = [&](Column c, int role) { return model->data(model->index(0, int(c)), role); };
        QCOMPARE(cell(Column::Hash, Qt::DisplayRole).toString(), p.hash);
        QCOMPARE(cell(Column::Amount, PaymentTableModel::TypedValueRole).toLongLong(), p.amountExt.hundredths());
        QCOMPARE(cell(Column::Amount, PaymentTableModel::AmountHundredthsRole).toLongLong(), p.amountExt.hundredths());
        QCOMPARE(cell(Column::Amount, Qt::DisplayRole).toString(), QStringLiteral("10.00"));
        QCOMPARE(cell(Column::Amount, Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(cell(Column::Hash, Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignLeft | Qt::AlignVCenter);
        QCOMPARE(cell(Column::OpenDate, PaymentTableModel::TypedValueRole).toDateTime(), p.openDate);
        QVERIFY(!cell(Column::OpenDate, Qt::DisplayRole).toString().isEmpty());
        QCOMPARE(cell(Column::Status, PaymentTableModel::StatusRole).value<PaymentStatus>(), p.status);
        QCOMPARE(cell(Column::Status, PaymentTableModel::TypedValueRole).value<PaymentStatus>(), p.status);
        QCOMPARE(cell(Column::Status, Qt::DisplayRole).toString(), paymentStatusLabel(p.status));
        QVERIFY(!cell(Column::Status, Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(cell(Column::Status, Qt::ToolTipRole).toString().startsWith(paymentStatusName(p.status)));
        QVERIFY(cell(Column::Status, Qt::BackgroundRole).value<QColor>().isValid());
        QCOMPARE(cell(Column::Currency, PaymentTableModel::CurrencyRole).toString(), p.currencyExt);
        QCOMPARE(cell(Column::Country, Qt::DisplayRole).toString(), p.country.toUpper());
        QCOMPARE(cell(Column::Customer, Qt::DisplayRole).toString(), p.customerName);
        QCOMPARE(cell(Column::RemainingRefundable, PaymentTableModel::TypedValueRole).toLongLong(),
                 p.amountExt.hundredths());   // confirmed and nothing refunded
        QCOMPARE(cell(Column::Hash, PaymentTableModel::RowIdRole).toLongLong() > 0, true);
        QVERIFY(!model->data(model->index(0, 0), Qt::UserRole + 99).isValid());
    }

    void remainingRefundableOnlyForConfirmedPayments()
    {
        const auto model = newModel();
        model->sort(int(Column::MerchantCode), Qt::AscendingOrder);
        for (int row = 0; row < 10; ++row) {
            const Payment &p = m_payments.at(row);
            const qint64 expected = p.status == PaymentStatus::Confirmed ? p.amountExt.hundredths() : 0;
            QCOMPARE(model->data(model->index(row, int(Column::RemainingRefundable)), PaymentTableModel::TypedValueRole)
                         .toLongLong(),
                     expected);
        }
    }

    void headersAndOptionalColumns()
    {
        const auto model = newModel();
        for (int c = 0; c < int(Column::Count); ++c)
            QVERIFY(!model->headerData(c, Qt::Horizontal).toString().isEmpty());
        QVERIFY(!PaymentTableModel::isOptionalColumn(Column::OpenDate));
        QVERIFY(!PaymentTableModel::isOptionalColumn(Column::ConfirmDate));
        QVERIFY(PaymentTableModel::isOptionalColumn(Column::StatusDate));
        QVERIFY(PaymentTableModel::isOptionalColumn(Column::Card));
        QVERIFY(!PaymentTableModel::isOptionalColumn(Column::Count));
    }

    void outOfRangeLookups()
    {
        const auto model = newModel();
        QCOMPARE(model->hashAt(-1), QString());
        QCOMPARE(model->hashAt(PaymentCount), QString());
        QVERIFY(!model->rowAt(PaymentCount));
        QCOMPARE(model->rowOfHash(QStringLiteral("no-such-hash")), -1);
        const QString first = model->hashAt(0);
        QCOMPARE(model->rowOfHash(first), 0);
        QCOMPARE(model->rowOfHash(model->hashAt(PaymentCount - 1)), PaymentCount - 1);   // loaded by the jump
    }

    // Counts the cache cannot give at once are made on a worker thread: the first screen shows at
    // once, the other rows (the rest of the first page read by the worker too) are appended when
    // the count lands, without a layout change; quick counts stay exact at once.
    void slowCountsLandFromTheWorker_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<bool>("background");
        PaymentFilter f;
        f.text = QStringLiteral("maria s");   // (a text no earlier test counted on this cache)
        QTest::newRow("text search, many rows") << f << true;
        f = {};
        f.minAmount = 2000;
        f.maxAmount = 5000;
        QTest::newRow("amount range") << f << true;
        f = {};
        f.from = utcTime(2026, 1, 10);
        f.to = utcTime(2026, 2, 10);
        QTest::newRow("date range") << f << true;
        f = {};
        f.text = QStringLiteral("mc-0002");   // 100 rows: the rest of the first page from the worker
        QTest::newRow("text search, between a screen and a page") << f << true;
        f = {};
        f.text = QStringLiteral("mc-00012");
        QTest::newRow("text search, under a screen") << f << false;
        f = {};
        f.statuses = {PaymentStatus::Confirmed};
        f.currency = testCurrencies().at(0);
        QTest::newRow("status and currency: counted per group") << f << false;
    }

    void slowCountsLandFromTheWorker()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(bool, background);
        // (The reference is made afterwards: its count would make the store's count quick.)
        const auto model = newModel();
        model->setBackgroundSessions(m_cache->sessions());
        QSignalSpy resets(model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy inserts(model.get(), &QAbstractItemModel::rowsInserted);
        QSignalSpy counting(model.get(), &PaymentTableModel::countingChanged);
        QSignalSpy layouts(model.get(), &QAbstractItemModel::layoutChanged);
        model->setFilter(filter);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model->isCounting(), background);
        const QString firstHash = model->hashAt(0);
        if (background) {
            QCOMPARE(model->rowCount(), PaymentTableModel::FirstScreenRows);
            QCOMPARE(model->loadedRowCount(), PaymentTableModel::FirstScreenRows);
            QTRY_VERIFY(!model->isCounting());
            QCOMPARE(inserts.size(), 1);
            QCOMPARE(layouts.size(), 0);
            QCOMPARE(counting.size(), 2);
            QVERIFY(model->loadedRowCount() > PaymentTableModel::FirstScreenRows);   // the worker's first page
        } else {
            QCOMPARE(inserts.size(), 0);
            QCOMPARE(counting.size(), 0);
        }
        const auto reference = newModel();
        reference->setFilter(filter);
        const int expected = reference->rowCount();
        QVERIFY(expected > 0);
        if (background)
            QVERIFY(expected > PaymentTableModel::FirstScreenRows);   // else the first screen was all of it
        QCOMPARE(firstHash, reference->hashAt(0));
        QCOMPARE(model->rowCount(), expected);
        for (int row = 0; row < expected; row += 37)
            QCOMPARE(model->hashAt(row), reference->hashAt(row));
        QCOMPARE(model->hashAt(expected - 1), reference->hashAt(expected - 1));
    }

    void withADigestEveryCountIsKnownAtOnce_data() { slowCountsLandFromTheWorker_data(); }

    void withADigestEveryCountIsKnownAtOnce()
    {
        // The window's store answers every count from its payment digest: no worker round trip.
        QFETCH(PaymentFilter, filter);
        const std::unique_ptr<CacheSession> window = m_cache->windowSession();
        QVERIFY(window);
        PaymentTableModel model(window->payments());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBackgroundSessions(m_cache->sessions());
        QSignalSpy counting(&model, &PaymentTableModel::countingChanged);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        model.setFilter(filter);
        QVERIFY(!model.isCounting());
        QCOMPARE(counting.size(), 0);
        QCOMPARE(inserts.size(), 0);
        const auto reference = newModel();
        reference->setFilter(filter);
        QCOMPARE(model.rowCount(), reference->rowCount());
        QCOMPARE(model.hashAt(0), reference->hashAt(0));
        QCOMPARE(model.hashAt(model.rowCount() - 1), reference->hashAt(reference->rowCount() - 1));
    }

    void onlyTheLatestCountIsApplied()
    {
        const auto model = newModel();
        model->setBackgroundSessions(m_cache->sessions());
        PaymentFilter first;
        first.text = QStringLiteral("jose");
        PaymentFilter second;
        second.minAmount = 3000;
        model->setFilter(first);
        model->setFilter(second);
        QVERIFY(model->isCounting());
        // Answers arrive in request order, so an answer for the first filter came (and was
        // ignored) before the one that ends the counting.
        QTRY_VERIFY(!model->isCounting());
        const auto reference = newModel();
        reference->setFilter(second);
        QCOMPARE(model->rowCount(), reference->rowCount());
        QCOMPARE(model->hashAt(model->rowCount() - 1), reference->hashAt(reference->rowCount() - 1));
    }

    void jumpToTheLastRow()
    {
        const auto model = newModel();
        model->sort(int(Column::Amount), Qt::AscendingOrder);
        const int last = model->rowCount() - 1;
        const auto row = model->rowAt(last);
        QVERIFY(row);
        QCOMPARE(row->payment.amountExt.hundredths(), 7000);   // the largest amount
        // Only the first page (read by the model tester) and the last one are in memory.
        QCOMPARE(model->loadedRowCount(), PaymentTableModel::PageSize + PaymentCount % PaymentTableModel::PageSize);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPaymentTableModel reads;
    return QTest::qExec(&reads, argc, argv);
}

#include "tst_paymenttablemodel.moc"
