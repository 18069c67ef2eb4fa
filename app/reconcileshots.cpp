// The reconciliation window for the screenshot tour: a real reconciliation of the demo data. The
// shop's order file is written from the last week's cached payments with the mistakes shops make
// (a wrong amount, a pending order marked paid, a refund not recorded, orders the gateway never
// saw, a payment the export lost, a line twice), reconciled twice: the second file corrects one
// amount, so the window also says what changed since the last run.

#include "app/desktopapp.h"
#include "app/screenshottour.h"
#include "core/domain/money.h"
#include "models/paymenttablemodel.h"
#include "ui/filterbar.h"
#include "ui/mainwindow.h"
#include "ui/reconcile/columnmappingform.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/reconcile/reconcileresultsview.h"

#include <QAction>
#include <QComboBox>
#include <QEventLoop>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

namespace dd {

namespace {

QString shopStatus(const PaymentRow &row)
{
    switch (row.payment.status) {
    case PaymentStatus::Confirmed: return row.refundedHundredths > 0 ? QStringLiteral("refunded") : QStringLiteral("paid");
    case PaymentStatus::Cancelled: return QStringLiteral("cancelled");
    case PaymentStatus::Open:
    case PaymentStatus::Pending:
    case PaymentStatus::Unknown: break;
    }
    return QStringLiteral("pending");
}

// The orders of the last week's payments, with a shop's usual mistakes; `corrected` fixes one amount.
QStringList orderLines(MainWindow &window, bool corrected)
{
    window.filterBar()->setFilter({});
    PaymentTableModel *model = window.paymentModel();
    const QDate since = QDate::currentDate().addDays(-7);
    QStringList lines{QStringLiteral("Order ID,Amount,Currency,Status,Date,Refunded")};
    bool pendingMarkedPaid = false;
    bool refundForgotten = false;
    bool clpWrong = false;
    int kept = 0;
    int skipped = 0;
    for (int row = 0; model && row < model->rowCount(); ++row) {
        const std::optional<PaymentRow> found = model->rowAt(row);
        if (!found || found->payment.openDate.toUTC().date() < since || found->payment.merchantPaymentCode.isEmpty())
            continue;
        const Payment &p = found->payment;
        qint64 amount = p.amountExt.hundredths();
        qint64 refunded = found->refundedHundredths;
        QString status = shopStatus(*found);
        ++kept;
        if (skipped < 2 && kept % 17 == 3) {   // lost by the shop's export
            ++skipped;
            continue;
        }
        if (!clpWrong && p.currencyExt == u"CLP" && p.status == PaymentStatus::Confirmed) {
            amount += 100000;   // 1,000 pesos
            clpWrong = true;
        } else if (kept % 23 == 7 && !(corrected && kept < 30)) {
            amount += 1000;
        }
        if (!pendingMarkedPaid && p.status == PaymentStatus::Pending) {
            status = QStringLiteral("paid");
            pendingMarkedPaid = true;
        }
        if (!refundForgotten && refunded > 0) {
            refunded = 0;
            refundForgotten = true;
        }
        const QString line = p.merchantPaymentCode + u',' + Decimal::format(amount, Money::Scale) + u','
                             + p.currencyExt + u',' + status + u',' + p.openDate.toUTC().date().toString(Qt::ISODate)
                             + u',' + Decimal::format(refunded, Money::Scale);
        lines.append(line);
        if (kept == 11)
            lines.append(line);   // exported twice
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    lines.append(QStringLiteral("WEB-2026-90417,149.90,BRL,paid,") + today + QStringLiteral(",0.00"));
    lines.append(QStringLiteral("WEB-2026-90418,89.00,MXN,paid,") + today + QStringLiteral(",0.00"));
    return lines;
}

bool writeLines(const QString &path, const QStringList &lines)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write((lines.join(u"\r\n") + u"\r\n").toUtf8()) > 0;
}

bool runAndWait(ReconcileDialog &dialog)
{
    QEventLoop loop;
    QObject::connect(&dialog, &ReconcileDialog::runFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(60'000, &loop, &QEventLoop::quit);
    dialog.run();
    if (dialog.isRunning())
        loop.exec();
    return !dialog.isRunning() && dialog.lastResult();
}

} // namespace

void shootReconciliation(DesktopApp &desktop, const std::function<bool(QWidget *, const QString &)> &save)
{
    MainWindow &window = *desktop.window();
    window.showNormal();
    window.resize(1366, 768);
    QTemporaryDir scratch;
    const QString orders = scratch.filePath(QStringLiteral("shop-orders.csv"));
    auto *action = window.findChild<QAction *>(QStringLiteral("reconcileAction"));
    if (!action || !writeLines(orders, orderLines(window, false)))
        return;
    action->trigger();
    ReconcileDialog *dialog = window.reconcileDialog();
    if (!dialog)
        return;
    dialog->setOrderFile(orders);
    QComboBox *code = dialog->mappingForm()->combo(reconcile::OrderField::Code);
    code->setCurrentIndex(code->findData(QStringLiteral("Order ID")));
    dialog->mappingForm()->saveMappingAs(QStringLiteral("Web shop"));
    if (!runAndWait(*dialog) || !writeLines(orders, orderLines(window, true)) || !runAndWait(*dialog))
        return;
    dialog->resize(1300, 720);
    dialog->results()->table()->selectRow(0);
    save(dialog, QStringLiteral("reconcile-window-1300x720"));
    dialog->close();
    window.filterBar()->setFilter({});
}

} // namespace dd
