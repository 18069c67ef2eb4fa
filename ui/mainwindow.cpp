#include "ui/mainwindow.h"
#include "ui/mainwindowmodels.h"

#include "core/storage/paymentstore.h"
#include "core/sync/paymentoperations.h"
#include "models/refundtablemodel.h"
#include "ui/batchlookup.h"
#include "ui/desktop/dialogdraft.h"
#include "ui/desktop/statesaver.h"
#include "ui/detailpane.h"
#include "ui/filterbar.h"
#include "ui/idlelock.h"
#include "ui/messagebox.h"
#include "ui/overview/overviewtab.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/paymentworkflows.h"
#include "ui/reconcile/reconciledialog.h"
#include "ui/refundspanel.h"
#include "ui/secretclipboard.h"
#include "ui/statuspanel.h"

#include <QApplication>
#include <QChildEvent>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace dd {

namespace {
const QString GeometryKey = QStringLiteral("mainWindow/geometry");
// The size the window first opens at, where the screen has room for it.
constexpr QSize DefaultSize(1280, 760);
const QString StateKey = QStringLiteral("mainWindow/state");
const QString MainSplitterKey = QStringLiteral("mainWindow/mainSplitter");
const QString BottomSplitterKey = QStringLiteral("mainWindow/bottomSplitter");
const QString HeaderKey = QStringLiteral("mainWindow/paymentsHeader");
const QString FilterKey = QStringLiteral("mainWindow/filter");
} // namespace

MainWindow::MainWindow(QSettings &settings, QWidget *parent)
    : QMainWindow(parent),
      m_settings(settings),
      m_actions(new PaymentActions(this)),
      m_clipboard(new SecretClipboard(QApplication::clipboard(), SecretClipboard::DefaultClearDelay, this)),
      m_idleLock(new IdleLock(this)),
      m_pages(new QStackedWidget(this)),
      m_filterBar(new FilterBar),
      m_table(new PaymentsTableView),
      m_detail(new DetailPane(*m_clipboard)),
      m_refunds(new RefundsPanel),
      m_status(new StatusPanel(this)),
      m_mainSplitter(new QSplitter(Qt::Vertical)),
      m_bottomSplitter(new QSplitter(Qt::Horizontal)),
      m_tabs(new QTabWidget),
      m_overview(new OverviewTab)
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("DirectDesk"));
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->addWidget(buildWorkspacePage());
    m_pages->addWidget(buildLockedPage());
    setCentralWidget(m_pages);
    statusBar()->addWidget(m_status, 1);
    buildMenus();
    buildToolBar();
    connectActions();
    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(100);
    connect(&m_refreshSoon, &QTimer::timeout, this, &MainWindow::refreshPayments);
    connect(m_idleLock, &IdleLock::idleTimeout, this, &MainWindow::lockNow);
    connect(m_status, &StatusPanel::cancelRequested, this, [this] {
        if (m_batch)
            m_batch->cancel();
        emit backgroundCancelRequested();
    });
    qApp->installEventFilter(m_idleLock);
    restoreLayout();
    // Layout saved soon after each change, so a killed process keeps it.
    m_stateSaver = new StateSaver(m_settings, *this, [this] { saveLayout(); });
    m_stateSaver->watch(m_mainSplitter);
    m_stateSaver->watch(m_bottomSplitter);
    m_stateSaver->watch(m_table->horizontalHeader());
    // The filter bar's choices come back after a crash or a restart: saved with the layout, soon after each change.
    // Earlier versions kept only part of them, as a draft of the bar.
    m_settings.remove(DialogDraft::settingsKey(QStringLiteral("filter"), QStringLiteral("main")));
    if (const QVariantMap filter = m_settings.value(FilterKey).toMap(); !filter.isEmpty())
        m_filterBar->restoreState(filter);
    connect(m_filterBar, &FilterBar::filterChanged, m_stateSaver, &StateSaver::schedule);
    detach();
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(m_idleLock);
    m_table->setModel(nullptr);
}

QWidget *MainWindow::buildWorkspacePage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("workspacePage"));
    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_bottomSplitter->setObjectName(QStringLiteral("bottomSplitter"));
    m_bottomSplitter->addWidget(m_detail);
    m_bottomSplitter->addWidget(m_refunds);
    m_mainSplitter->addWidget(m_table);
    m_mainSplitter->addWidget(m_bottomSplitter);
    m_mainSplitter->setChildrenCollapsible(false);
    m_bottomSplitter->setChildrenCollapsible(false);
    // The payments table and the Overview share the filter bar; a click on a chart filters the
    // table and shows it.
    m_tabs->setObjectName(QStringLiteral("workspaceTabs"));
    m_tabs->setAccessibleName(tr("Payments and overview"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_mainSplitter, tr("Payments"));
    m_tabs->addTab(m_overview, tr("Overview"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_models)
            m_models->overview->setActive(m_tabs->widget(index) == m_overview);
    });
    connect(m_overview, &OverviewTab::filterRequested, this, [this](const PaymentFilter &filter) {
        m_filterBar->setFilter(filter);
        m_tabs->setCurrentWidget(m_mainSplitter);
    });
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_tabs, 1);
    return page;
}

QWidget *MainWindow::buildLockedPage()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("lockedPage"));
    m_lockedNotice = new QWidget(page);
    m_lockedNotice->setObjectName(QStringLiteral("lockedNotice"));
    auto *label = new QLabel(tr("DirectDesk is locked. Payments stay hidden until the cache is unlocked."),
                             m_lockedNotice);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    auto *unlock = new QPushButton(tr("&Unlock…"), m_lockedNotice);
    unlock->setObjectName(QStringLiteral("unlockButton"));
    connect(unlock, &QPushButton::clicked, this, &MainWindow::unlockRequested);
    auto *notice = new QVBoxLayout(m_lockedNotice);
    notice->addWidget(label);
    notice->addWidget(unlock, 0, Qt::AlignHCenter);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch();
    layout->addWidget(m_lockedNotice);
    layout->addStretch();
    return page;
}

PaymentTableModel *MainWindow::paymentModel() const
{
    return m_models ? m_models->payments.get() : nullptr;
}

void MainWindow::setBackgroundSessions(SessionOpener sessions)
{
    m_backgroundSessions = std::move(sessions);
}

OverviewModel *MainWindow::overviewModel() const
{
    return m_models ? m_models->overview.get() : nullptr;
}

void MainWindow::attach(const Workspace &workspace)
{
    detach();
    m_workspace = workspace;
    m_detail->setOutcomeSettledByTeamWorker(workspace.operations && workspace.operations->isRelayed());
    m_models = std::make_unique<Models>();
    if (workspace.remote && workspace.openSession) {
        // Every read on workers: the GUI thread never waits on a store across the network.
        m_models->payments = std::make_unique<PaymentTableModel>(workspace.openSession);
        m_models->summary = std::make_unique<SummaryModel>(workspace.openSession);
        m_models->overview = std::make_unique<OverviewModel>(workspace.openSession);
        m_models->lookup = std::make_unique<PaymentLookup>(workspace.openSession);
        connectReadFailures();
    } else {
        m_models->payments = std::make_unique<PaymentTableModel>(*workspace.payments);
        m_models->summary = std::make_unique<SummaryModel>(*workspace.payments);
        if (m_backgroundSessions) {
            m_models->payments->setBackgroundSessions(m_backgroundSessions);
            m_models->summary->setBackgroundSessions(m_backgroundSessions);   // sums off the GUI thread
        }
        m_models->overview = std::make_unique<OverviewModel>(*workspace.payments, m_backgroundSessions);
    }
    connect(m_models->summary.get(), &SummaryModel::totalsChanged, this, &MainWindow::updateTotals);
    connect(m_models->summary.get(), &SummaryModel::countingChanged, this, &MainWindow::updateTotals);
    const PaymentFilter filter = m_filterBar->filter();
    m_models->payments->setFilter(filter);
    m_models->summary->setFilter(filter);
    m_models->overview->setActive(m_tabs->currentWidget() == m_overview);
    m_models->overview->setFilter(filter);
    m_overview->setModel(m_models->overview.get());
    // Read before setModel(): setting a model resets the columns, which saves the defaults.
    const QByteArray header = m_settings.value(HeaderKey).toByteArray();
    m_table->setModel(m_models->payments.get());
    if (!header.isEmpty() && m_table->horizontalHeader()->restoreState(header))
        m_table->fitColumns();
    PaymentTableModel *model = m_models->payments.get();
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::forgetSelectionRead);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::onSelectionChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onSelectionChanged);
    connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::updateRowCount);
    connect(model, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateRowCount);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateRowCount);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateRowCount);
    connect(model, &PaymentTableModel::countingChanged, this, &MainWindow::updateRowCount);
    connect(model, &QAbstractItemModel::dataChanged, this, [this] {   // a row read in the background
        if (!m_selectWhenListed.isEmpty())
            QMetaObject::invokeMethod(this, &MainWindow::selectCreatedPayment, Qt::QueuedConnection);
    });
    if (workspace.operations) {
        connect(workspace.operations, &PaymentOperations::paymentChanged, this, &MainWindow::onPaymentChanged);
        if (workspace.client) {
            m_workflows = new PaymentWorkflows(*workspace.operations, *workspace.client, this);
            m_workflows->setDrafts(&m_settings);
            // An action may end without a new answer (refused, outcome unknown): re-read anyway.
            // A new payment opens in the detail pane.
            connect(m_workflows, &PaymentWorkflows::paymentCreated, this, [this](const QString &hash) {
                m_current = m_workspace.payments->findByHash(hash);
                showCurrent();
                updateActions();
                m_selectWhenListed = hash;   // and its row, once the table has read it
                selectCreatedPayment();
            });
            connect(m_workflows, &PaymentWorkflows::dialogClosed, this, [this] {
                if (m_current)
                    onPaymentChanged(m_current->hash);
            });
        }
    }
    m_pages->setCurrentIndex(0);
    updateRowCount();
    onSelectionChanged();
    m_idleLock->start();
}

void MainWindow::detach()
{
    if (m_batch)
        m_batch->cancel();
    delete m_batch;
    delete m_reconcileDialog;   // it works on the workspace's session
    if (m_workspace.operations)
        disconnect(m_workspace.operations, nullptr, this, nullptr);
    delete m_workflows;
    if (m_models)
        m_settings.setValue(HeaderKey, m_table->horizontalHeader()->saveState());
    m_table->setModel(nullptr);
    m_overview->setModel(nullptr);
    m_models.reset();
    m_workspace = {};
    m_current.reset();
    m_currentIsWhole = true;
    forgetSelectionRead();
    m_selectWhenListed.clear();
    m_detail->clear();
    m_refunds->clear();
    m_status->clear();
    m_refreshSoon.stop();
    m_idleLock->stop();
    m_pages->setCurrentIndex(1);
    updateActions();
}

void MainWindow::lockNow()
{
    if (isLocked())
        return;
    detach();
    emit locked();
}

void MainWindow::setAutoLockInterval(std::chrono::milliseconds interval)
{
    m_idleLock->setInterval(interval);
    if (!isLocked())
        m_idleLock->start();
}

void MainWindow::setConnectionState(const QString &text, bool reachable)
{
    m_status->setConnectionState(text, reachable);
}

void MainWindow::setStoreReachable(bool reachable)
{
    m_storeReachable = reachable;
    updateActions();
}

void MainWindow::refreshPayments()
{
    if (!m_models)
        return;
    m_models->payments->refresh();
    m_models->summary->refresh();
    m_models->overview->refresh();
    m_selectionRows.reset();   // read again when wanted, from the refreshed table
    if (m_models->lookup)
        rereadCurrent();
    updateRowCount();
    onSelectionChanged();
}

void MainWindow::paymentsChangedElsewhere(const QStringList &hashes)
{
    if (!m_models)
        return;
    if (m_current && hashes.contains(m_current->hash))
        rereadCurrent();
    m_refreshSoon.start();
}

void MainWindow::onFilterChanged(const PaymentFilter &filter)
{
    if (!m_models)
        return;
    m_models->payments->setFilter(filter);
    m_models->summary->setFilter(filter);
    m_models->overview->setFilter(filter);
    forgetSelectionRead();
    updateRowCount();
    onSelectionChanged();
}

void MainWindow::onSelectionChanged()
{
    const std::optional<Payment> previous = std::exchange(m_current, std::nullopt);
    if (m_models && m_table->selectionModel()) {
        const QModelIndex current = m_table->selectionModel()->currentIndex();
        const bool selected = current.isValid() && m_table->selectionModel()->isRowSelected(current.row(), {});
        const QString hash = selected ? m_models->payments->hashAt(current.row()) : QString();
        if (!hash.isEmpty())
            m_current = selectedPayment(hash, current.row(), previous);
    }
    if (!m_current || !previous || m_current->hash != previous->hash)
        showCurrent();
    updateTotals();
    updateActions();
}

void MainWindow::showCurrent()
{
    if (!m_current) {
        m_detail->clear();
        m_refunds->clear();
        return;
    }
    if (!m_currentIsWhole) {   // its refunds and answer are on their way
        m_detail->showLoading();
        m_refunds->clear();
        return;
    }
    const bool unknown =
        m_workspace.operations && m_workspace.operations->outcomeUnknownHashes().contains(m_current->hash);
    m_detail->showPayment(*m_current, unknown);
    m_refunds->showPayment(*m_current);
}

void MainWindow::onPaymentChanged(const QString &hash)
{
    if (!m_models)
        return;
    m_models->payments->paymentChanged(hash);
    if (m_current && m_current->hash == hash)
        rereadCurrent();
    m_refreshSoon.start();
}

void MainWindow::updateRowCount()
{
    if (m_models)
        m_status->setRowCount(m_models->payments->rowCount(), m_models->payments->isCounting());
    // Once the model's change is complete: rows inserted at the end may still be moved into place.
    if (!m_selectWhenListed.isEmpty())
        QMetaObject::invokeMethod(this, &MainWindow::selectCreatedPayment, Qt::QueuedConnection);
}

void MainWindow::updateActions()
{
    PaymentActions::Context context;
    context.unlocked = m_models != nullptr;
    context.hasOperations = m_workflows != nullptr;
    context.payment = m_current;
    context.refund = m_refunds->selectedRefund();
    if (m_current && m_workspace.operations) {
        context.unresolved = m_workspace.operations->hasUnresolvedIntent(m_current->hash);
        context.outcomeUnknown = m_workspace.operations->outcomeUnknownHashes().contains(m_current->hash);
    }
    context.selectedRows = m_models ? static_cast<int>(std::min<qint64>(m_table->selectedRowCount(), INT_MAX)) : 0;
    context.guard = m_models ? m_workspace.guard : nullptr;
    context.connectionPerDesk = m_workspace.remote;
    context.relayed = m_workspace.operations && m_workspace.operations->isRelayed();
    m_actions->setContext(context);
    if (!m_storeReachable) {
        for (QAction *reading : {m_actions->reloadTable, m_actions->auditTrail, m_actions->approvals})
            reading->setEnabled(false);
    }
    updateExportAction(context.unlocked);
    updateReconcileAction();
}

void MainWindow::refreshFromGateway()
{
    if (!m_workspace.operations || m_batch)
        return;
    if (selectionTooLargeToList()) {
        MessageBox::information(this, tr("Refresh from gateway"),
                                tr("Select at most %Ln payments to refresh them from the gateway.", nullptr,
                                   m_selectionLimits.actions));
        return;
    }
    const QStringList hashes = selectedHashes();
    if (hashes.isEmpty())
        return;
    if (m_selectionRefresh && m_selectionRefresh(hashes))
        return;
    m_batch = new BatchLookUp(*m_workspace.operations, hashes, this);
    connect(m_batch, &BatchLookUp::progress, this, [this](int done, int total) {
        showBackgroundProgress(tr("Refreshing"), done, total);
    });
    connect(m_batch, &BatchLookUp::finished, this, [this, batch = m_batch.data()] {
        hideBackgroundProgress();
        if (batch->failed() > 0)
            m_status->setConnectionState(tr("%n payment(s) could not be refreshed", nullptr, batch->failed()), false);
        batch->deleteLater();
        refreshPayments();
    });
    showBackgroundProgress(tr("Refreshing"), 0, hashes.size());
    m_batch->start();
}

bool MainWindow::selectionTooLargeToList() const
{
    return m_table->selectedRowCount() > m_selectionLimits.actions;
}

void MainWindow::copySelectedRows()
{
    if (selectionTooLargeToList()) {
        MessageBox::information(this, tr("Copy rows"),
                                tr("Select at most %Ln payments to copy them; export the filter for more.", nullptr,
                                   m_selectionLimits.actions));
        return;
    }
    const QString text = m_table->selectionAsTsv();
    if (!text.isEmpty())
        m_clipboard->copy(text);
}

void MainWindow::showBackgroundProgress(const QString &text, qint64 done, qint64 total)
{
    m_status->showProgress(text, done, total);
}

void MainWindow::hideBackgroundProgress()
{
    m_status->hideProgress();
}

void MainWindow::resizeWithinScreen(QSize size)
{
    const QScreen *screen = this->screen();
    if (!screen) {
        resize(size);
        return;
    }
    // The window manager's frame, known once the window is shown: the frame fits too.
    const QRect available = screen->availableGeometry();
    const QSize frame = frameGeometry().size() - geometry().size();
    resize(size.boundedTo(available.size() - frame).expandedTo(minimumSizeHint()));
    QRect placed = frameGeometry();
    placed.moveLeft(std::max(available.left(), std::min(placed.left(), available.right() + 1 - placed.width())));
    placed.moveTop(std::max(available.top(), std::min(placed.top(), available.bottom() + 1 - placed.height())));
    move(placed.topLeft());
}

void MainWindow::restoreLayout()
{
    // A size saved on a larger screen (or the default on a 1024×700 one) is made to fit this one.
    if (restoreGeometry(m_settings.value(GeometryKey).toByteArray()))
        resizeWithinScreen(size());
    else
        resizeWithinScreen(DefaultSize);
    restoreState(m_settings.value(StateKey).toByteArray());
    if (!m_mainSplitter->restoreState(m_settings.value(MainSplitterKey).toByteArray()))
        m_mainSplitter->setSizes({560, 360});
    if (!m_bottomSplitter->restoreState(m_settings.value(BottomSplitterKey).toByteArray()))
        m_bottomSplitter->setSizes({760, 500});
}

void MainWindow::saveHeaderState()
{
    if (m_models)
        m_settings.setValue(HeaderKey, m_table->horizontalHeader()->saveState());
}

void MainWindow::saveLayout()
{
    m_settings.setValue(GeometryKey, saveGeometry());
    m_settings.setValue(StateKey, saveState());
    m_settings.setValue(MainSplitterKey, m_mainSplitter->saveState());
    m_settings.setValue(BottomSplitterKey, m_bottomSplitter->saveState());
    m_settings.setValue(FilterKey, m_filterBar->state());
    if (m_models)
        m_settings.setValue(HeaderKey, m_table->horizontalHeader()->saveState());
}

void MainWindow::resetLayout()
{
    for (const QString &key : {GeometryKey, StateKey, MainSplitterKey, BottomSplitterKey, HeaderKey})
        m_settings.remove(key);
    resizeWithinScreen(DefaultSize);
    const int height = std::max(m_mainSplitter->height(), 400);
    m_mainSplitter->setSizes({height * 3 / 5, height * 2 / 5});
    const int width = std::max(m_bottomSplitter->width(), 600);
    m_bottomSplitter->setSizes({width * 3 / 5, width * 2 / 5});
    if (m_models)
        m_table->resetColumns();
    m_settings.remove(HeaderKey);
}

void MainWindow::childEvent(QChildEvent *event)
{
    // A dialog of this window (unlock, team sign-in) sits over the middle of the locked page: the
    // page's notice and its Unlock button step aside while one is shown, so the two never overlap
    // (without a window manager the dialog has no frame of its own).
    if (event->polished())
        if (auto *dialog = qobject_cast<QDialog *>(event->child()))
            dialog->installEventFilter(this);
    QMainWindow::childEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type == QEvent::Show || type == QEvent::Hide) && qobject_cast<QDialog *>(watched)) {
        bool dialogShown = false;
        for (const QDialog *dialog : findChildren<QDialog *>(Qt::FindDirectChildrenOnly))
            dialogShown = dialogShown || dialog->isVisible();
        m_lockedNotice->setVisible(!dialogShown);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent *event)
{
    // A theme change: the status badges are built per palette.
    if (event->type() == QEvent::PaletteChange) {
        if (m_models)
            m_models->payments->setPalette(palette());
        if (m_refunds->model())
            m_refunds->model()->setPalette(palette());
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    if (m_batch)
        m_batch->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace dd
