#include "ui/mainwindow.h"

#include "core/access/accessguard.h"
#include "models/paymenttablemodel.h"
#include "ui/detailpane.h"
#include "ui/filterbar.h"
#include "ui/languagemenu.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/paymentworkflows.h"
#include "ui/team/teamlookupdialog.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/refundspanel.h"
#include "ui/reports/exportdialog.h"
#include "ui/secretclipboard.h"

#include <QAction>
#include <QKeySequence>
#include <QMenuBar>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>

#include <algorithm>
#include <utility>

// The main window's menus, toolbar and the wiring of its actions (split from mainwindow.cpp).
namespace dd {

void MainWindow::buildMenus()
{
    PaymentActions &a = *m_actions;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addActions({a.lookUp, a.refreshFromGateway});
    // Reports: the export dialog over the current filter
    // and selection; it exports on a worker thread and records a receipt in the audit trail.
    m_exportReport = file->addAction(tr("&Export report…"));
    m_exportReport->setObjectName(QStringLiteral("exportReportAction"));
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportReport->setShortcutContext(Qt::WindowShortcut);
    m_exportReport->setToolTip(exportToolTip());
    connect(m_exportReport, &QAction::triggered, this, &MainWindow::openExportDialog);
    m_reconcile = file->addAction(tr("&Reconcile orders…"));
    m_reconcile->setObjectName(QStringLiteral("reconcileAction"));
    connect(m_reconcile, &QAction::triggered, this, &MainWindow::openReconciliation);
    file->setToolTipsVisible(true);   // a disabled action says why
    file->addSeparator();
    file->addActions({a.lock, a.quit});
    QMenu *payment = menuBar()->addMenu(tr("&Payment"));
    payment->setObjectName(QStringLiteral("paymentMenu"));
    payment->addAction(a.newPayment);
    payment->addSeparator();
    payment->addActions({a.capture, a.refund, a.cancelRefund, a.cancelPayment});
    payment->addSeparator();
    payment->addActions({a.checkNow, a.copyRows, a.copyHash});
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions({a.find, a.clearFilters, a.reloadTable});
    view->addSeparator();
    view->addActions({a.eWallets, a.resetLayout});
    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->setObjectName(QStringLiteral("settingsMenu"));
    settings->addAction(a.connectionSettings);
    settings->addMenu(new LanguageMenu(m_settings, this));   // applied after a restart
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));
    tools->addAction(a.operators);
    tools->addAction(a.approvals);
    tools->addAction(a.auditTrail);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    buildDesktopMenus(view, help);
    help->addAction(a.about);

    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_table->addActions(a.rowActions());
    m_table->insertAction(a.copyRows, separator);
    m_refunds->table()->addAction(a.cancelRefund);
}

void MainWindow::openExportDialog()
{
    if (!m_workspace.payments)
        return;
    if (!requireExport(QStringLiteral("export"), tr("Export report")))
        return;
    // The signed-in operator when there is one (roles), else who the workspace was opened for.
    const QString exporter = m_workspace.guard ? m_workspace.guard->actor(m_workspace.operatorName)
                                               : m_workspace.operatorName;
    // Selected rows of pages not loaded yet are read first (the store across the network).
    readSelectedHashes([this, exporter](const QStringList &selected) {
        ExportContext context{*m_workspace.payments, m_workspace.audit, m_filterBar->filter(), selected,
                              exporter, m_workspace.openSession};
        if (selectionTooLargeToList())
            context.unlistedSelection = m_table->selectedRowCount();
        auto *dialog = new ExportDialog(std::move(context), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(this, &MainWindow::locked, dialog, [dialog] { delete dialog; });   // never outlive the store
        dialog->open();
    });
}

void MainWindow::buildToolBar()
{
    PaymentActions &a = *m_actions;
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // Short button texts, so that every button fits a 1024 px window in every language; the
    // menus keep the full wording.
    a.lookUp->setIconText(tr("Look up", "tool bar button"));
    a.refreshFromGateway->setIconText(tr("Refresh", "tool bar button"));
    m_exportReport->setIconText(tr("Export", "tool bar button"));
    for (QAction *action : {a.newPayment, a.capture, a.refund, a.cancelRefund, a.cancelPayment})
        action->setIconText(action->text().remove(u'&').remove(u'…'));   // the dialog's "…" is implied
    bar->addActions({a.newPayment, a.lookUp, a.refreshFromGateway});
    bar->addSeparator();
    bar->addActions({a.capture, a.refund, a.cancelRefund, a.cancelPayment, a.checkNow});
    bar->addSeparator();
    bar->addAction(m_exportReport);
    bar->addSeparator();
    bar->addAction(a.lock);   // the e-wallet list, seldom wanted, is in the View menu: the bar fits 1024 px in pt_BR
}

void MainWindow::connectActions()
{
    PaymentActions &a = *m_actions;
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.lock, &QAction::triggered, this, &MainWindow::lockNow);
    connect(a.find, &QAction::triggered, m_filterBar, &FilterBar::focusSearch);
    connect(a.clearFilters, &QAction::triggered, m_filterBar, &FilterBar::clear);
    connect(a.reloadTable, &QAction::triggered, this, &MainWindow::refreshPayments);
    connect(a.copyRows, &QAction::triggered, this, &MainWindow::copySelectedRows);
    connect(a.copyHash, &QAction::triggered, this, [this] {
        if (m_current)
            m_clipboard->copy(m_current->hash);
    });
    connect(a.resetLayout, &QAction::triggered, this, &MainWindow::resetLayout);
    connect(a.connectionSettings, &QAction::triggered, this, &MainWindow::connectionSettingsRequested);
    connect(a.operators, &QAction::triggered, this, &MainWindow::operatorsRequested);
    connect(a.approvals, &QAction::triggered, this, &MainWindow::approvalsRequested);
    connect(a.auditTrail, &QAction::triggered, this, &MainWindow::auditTrailRequested);
    connect(a.refreshFromGateway, &QAction::triggered, this, &MainWindow::refreshFromGateway);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    auto withPayment = [this](auto run) {
        return [this, run] {
            if (m_workflows && m_current)
                run(*m_workflows, *m_current);
        };
    };
    connect(a.capture, &QAction::triggered, this,
            withPayment([](PaymentWorkflows &w, const Payment &p) { w.capture(p); }));
    connect(a.refund, &QAction::triggered, this, withPayment([](PaymentWorkflows &w, const Payment &p) { w.refund(p); }));
    connect(a.cancelPayment, &QAction::triggered, this,
            withPayment([](PaymentWorkflows &w, const Payment &p) { w.cancelPayment(p); }));
    connect(a.checkNow, &QAction::triggered, this,
            withPayment([](PaymentWorkflows &w, const Payment &p) { w.checkNow(p.hash); }));
    connect(a.cancelRefund, &QAction::triggered, this, [this] {
        const std::optional<Refund> refund = m_refunds->selectedRefund();
        if (m_workflows && m_current && refund)
            m_workflows->cancelRefund(*m_current, *refund);
    });
    connect(a.newPayment, &QAction::triggered, this, [this] {
        if (m_workflows)
            m_workflows->newPayment();
    });
    connect(a.lookUp, &QAction::triggered, this, [this] {
        if (m_workspace.remote)
            openTeamLookUp();
        else if (m_workflows)
            m_workflows->lookUp();
    });
    connect(a.eWallets, &QAction::triggered, this, [this] {
        if (m_workflows)
            m_workflows->eWallets();
    });
    connect(m_filterBar, &FilterBar::filterChanged, this, &MainWindow::onFilterChanged);
    connect(m_refunds, &RefundsPanel::selectionChanged, this, &MainWindow::updateActions);
    connect(m_detail, &DetailPane::checkNowRequested, this, [this](const QString &hash) {
        if (m_workflows)
            m_workflows->checkNow(hash);
    });
    connect(m_table, &PaymentsTableView::columnsChanged, this, &MainWindow::saveHeaderState);
}

QString MainWindow::exportToolTip() const
{
    return tr("Export the filtered or selected payments as CSV, XLSX or PDF (%1)")
        .arg(m_exportReport->shortcut().toString(QKeySequence::NativeText));
}

std::optional<QString> MainWindow::exportRefusal() const
{
    if (!m_workspace.guard || m_workspace.guard->allows(access::Permission::Export))
        return std::nullopt;
    return access::AccessError{access::AccessError::Code::Forbidden, access::Permission::Export, {}}.message();
}

void MainWindow::updateExportAction(bool unlocked)
{
    if (!m_exportReport)
        return;
    // A role that may not export sees the action disabled and why, as for reconciling.
    const std::optional<QString> refusal = exportRefusal();
    m_exportReport->setEnabled(unlocked && m_storeReachable && !refusal);
    m_exportReport->setToolTip(refusal.value_or(exportToolTip()));
}

bool MainWindow::requireExport(const QString &action, const QString &title)
{
    if (!m_workspace.guard)
        return true;
    // Checked (and a refusal audited) in core; the operator is told why.
    if (auto allowed = m_workspace.guard->require(access::Permission::Export, action); !allowed) {
        MessageBox::warning(this, title, allowed.error().message());
        return false;
    }
    return true;
}

ReconcileDialog *MainWindow::reconcileDialog() const
{
    return m_reconcileDialog;
}

bool MainWindow::mayReconcileHere() const
{
    return bool(m_workspace.teamReconcileSessions) || (m_workspace.store && m_workspace.reconcileRuns);
}

void MainWindow::updateReconcileAction()
{
    if (!m_reconcile)
        return;
    const std::optional<QString> refusal = exportRefusal();
    m_reconcile->setEnabled(m_models && mayReconcileHere() && !refusal);
    m_reconcile->setToolTip(
        refusal.value_or(tr("Match the shop's order file with the gateway's payments, differences first")));
}

void MainWindow::openReconciliation()
{
    if (!m_models || !mayReconcileHere())
        return;
    if (m_reconcileDialog) {
        m_reconcileDialog->raise();
        m_reconcileDialog->activateWindow();
        return;
    }
    if (!requireExport(QStringLiteral("reconcile"), tr("Reconcile orders")))
        return;
    ReconcileContext context;
    context.guard = m_workspace.guard;
    context.operatorName = m_workspace.operatorName;
    if (m_workspace.teamReconcileSessions) {
        context.teamSessions = m_workspace.teamReconcileSessions;
    } else {
        context.store = m_workspace.store;
        context.runs = m_workspace.reconcileRuns();
        context.client = m_workspace.client;
    }
    auto *dialog = new ReconcileDialog(std::move(context), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReconcileDialog::paymentRequested, this, [this](const QString &hash) {
        if (showPayment(hash)) {
            raise();
            activateWindow();
        }
    });
    // Codes the cache did not know were answered: they are payments of the table now.
    connect(dialog, &ReconcileDialog::paymentsWritten, this, &MainWindow::refreshPayments);
    m_reconcileDialog = dialog;
    dialog->show();
}

void MainWindow::openTeamLookUp()
{
    if (!m_workspace.openSession)
        return;
    if (auto *open = findChild<TeamLookupDialog *>(); open && open->isVisible()) {
        open->raise();
        open->activateWindow();
        return;
    }
    // Not modal: a queued code's payment appears in the window while the dialog stays open.
    auto *dialog = new TeamLookupDialog(m_workspace.openSession, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &TeamLookupDialog::paymentFound, this, &MainWindow::showPayment);
    // The table shows the code alone; the payment's row lands when the worker has stored it.
    connect(dialog, &TeamLookupDialog::codeQueued, this, &MainWindow::showPayment);
    dialog->show();
}

bool MainWindow::showPayment(const QString &hash)
{
    const PaymentTableModel *model = paymentModel();
    if (!model || hash.isEmpty())
        return false;
    // The payment alone, whatever the filter showed: found by its hash, as the Overview finds a voucher.
    PaymentFilter filter;
    filter.text = hash;
    m_filterBar->setFilter(filter);
    m_tabs->setCurrentWidget(m_mainSplitter);
    for (int row = 0; row < std::min(model->rowCount(), int(PaymentTableModel::PageSize)); ++row) {
        if (model->hashAt(row) != hash)
            continue;
        const QModelIndex index = model->index(row, 0);
        m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(index);
        m_table->setFocus();
        return m_current && m_current->hash == hash;
    }
    if (!model->readsInBackground())
        return false;
    m_selectWhenListed = hash;   // its row is on its way: selected when it lands
    return true;
}

} // namespace dd
