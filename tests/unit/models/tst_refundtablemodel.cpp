#include "models/refundtablemodel.h"
#include "models/format.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace dd;
using Column = RefundTableModel::Column;

namespace {

QDateTime utc(int day) { return QDateTime(QDate(2026, 2, day), QTime(10, 0), QTimeZone::utc()); }

Refund refund(const QString &id, RefundStatus status, qint64 hundredths)
{
    Refund r;
    r.id = id;
    r.merchantRefundCode = QStringLiteral("rf-") + id;
    r.status = status;
    r.requestDate = utc(1);
    if (status != RefundStatus::Requested)
        r.pendingDate = utc(2);
    if (status == RefundStatus::Confirmed)
        r.confirmDate = utc(3);
    if (status == RefundStatus::Cancelled)
        r.cancelDate = utc(4);
    r.amount = Money(hundredths, QStringLiteral("BRL"));
    r.description = QStringLiteral("reason ") + id;
    return r;
}

Payment paymentWithRefunds(QList<Refund> refunds)
{
    Payment p;
    p.hash = QStringLiteral("5f1b2c3d4e");
    p.currencyExt = QStringLiteral("BRL");
    p.status = PaymentStatus::Confirmed;
    p.amountExt = Money(100000, p.currencyExt);
    p.refunds = std::move(refunds);
    return p;
}

} // namespace

class TestRefundTableModel : public QObject
{
    Q_OBJECT

private slots:
    void emptyUntilAPaymentIsSet()
    {
        RefundTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(Column::Count));
        QVERIFY(!model.refundAt(0));
    }

    void setPaymentReplacesTheRowsWithOneReset()
    {
        RefundTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        model.setPayment(paymentWithRefunds({refund(QStringLiteral("1"), RefundStatus::Requested, 1000),
                                             refund(QStringLiteral("2"), RefundStatus::Cancelled, 2000)}));
        QCOMPARE(resets.size(), 1);
        QCOMPARE(inserts.size(), 0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.paymentHash(), QStringLiteral("5f1b2c3d4e"));
        model.setPayment(paymentWithRefunds({refund(QStringLiteral("3"), RefundStatus::Pending, 500)}));
        QCOMPARE(resets.size(), 2);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.refundAt(0)->id, QStringLiteral("3"));
        QVERIFY(!model.refundAt(1));
        QVERIFY(!model.refundAt(-1));
    }

    void cancellableOnlyWhileRequestedOrPending_data()
    {
        QTest::addColumn<RefundStatus>("status");
        QTest::addColumn<bool>("cancellable");
        QTest::newRow("requested") << RefundStatus::Requested << true;
        QTest::newRow("pending") << RefundStatus::Pending << true;
        QTest::newRow("confirmed") << RefundStatus::Confirmed << false;
        QTest::newRow("cancelled") << RefundStatus::Cancelled << false;
        QTest::newRow("unknown") << RefundStatus::Unknown << false;
    }

    void cancellableOnlyWhileRequestedOrPending()
    {
        QFETCH(RefundStatus, status);
        QFETCH(bool, cancellable);
        RefundTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPayment(paymentWithRefunds({refund(QStringLiteral("9"), status, 100)}));
        const QModelIndex cell = model.index(0, int(Column::Cancellable));
        QCOMPARE(cell.data(RefundTableModel::TypedValueRole).toBool(), cancellable);
        QVERIFY(!cell.data().toString().isEmpty());
        QCOMPARE(model.index(0, int(Column::Status)).data(RefundTableModel::StatusRole).value<RefundStatus>(), status);
        QCOMPARE(model.index(0, int(Column::Status)).data().toString(), refundStatusLabel(status));
    }

    void paletteChangeRepaintsTheStatusColumn()
    {
        RefundTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPayment(paymentWithRefunds({refund(QStringLiteral("1"), RefundStatus::Pending, 100)}));
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.setPalette(dark);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.at(0).at(0).value<QModelIndex>().column(), int(Column::Status));
        QCOMPARE(model.index(0, int(Column::Status)).data(Qt::BackgroundRole).value<QColor>(),
                 refundStatusBadge(RefundStatus::Pending, dark).background);
    }

    void rolesGiveTextAndTypedValues()
    {
        RefundTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Refund r = refund(QStringLiteral("77"), RefundStatus::Confirmed, 123456);
        model.setPayment(paymentWithRefunds({r}));
        const auto cell = [&](Column c, int role = Qt::DisplayRole) { return model.index(0, int(c)).data(role); };
        QCOMPARE(cell(Column::Id).toString(), QStringLiteral("77"));
        QCOMPARE(cell(Column::Id, RefundTableModel::RefundIdRole).toString(), QStringLiteral("77"));
        QCOMPARE(cell(Column::MerchantRefundCode).toString(), QStringLiteral("rf-77"));
        QCOMPARE(cell(Column::Amount, RefundTableModel::TypedValueRole).toLongLong(), 123456);
        QVERIFY(cell(Column::Amount).toString().contains(QLocale().toString(1234)));
        QCOMPARE(cell(Column::Amount, Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
        QCOMPARE(cell(Column::RequestDate, RefundTableModel::TypedValueRole).toDateTime(), r.requestDate);
        QCOMPARE(cell(Column::PendingDate, RefundTableModel::TypedValueRole).toDateTime(), r.pendingDate);
        QCOMPARE(cell(Column::ConfirmDate, RefundTableModel::TypedValueRole).toDateTime(), r.confirmDate);
        QVERIFY(!cell(Column::CancelDate, RefundTableModel::TypedValueRole).toDateTime().isValid());
        QCOMPARE(cell(Column::CancelDate).toString(), QString());
        QCOMPARE(cell(Column::Description).toString(), QStringLiteral("reason 77"));
        QVERIFY(!cell(Column::Status, Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(!cell(Column::Status, Qt::ToolTipRole).toString().isEmpty());
        for (int c = 0; c < int(Column::Count); ++c)
            QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    TestRefundTableModel test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_refundtablemodel.moc"
