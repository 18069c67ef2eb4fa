#pragma once

#include "core/domain/payment.h"
#include "core/storage/paymentfilter.h"
#include "core/storage/storeopener.h"
#include "models/reconcilesession.h"
#include "ui/desktop/diagnostics.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QMenu;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace dd {

namespace access {
class AccessGuard;
}
namespace reconcile {
class ReconcileRunStore;
}
class AuditStore;
class BatchLookUp;
class DetailPane;
class DirectApiClient;
class FilterBar;
class IdleLock;
class OverviewModel;
class OverviewTab;
class PaymentActions;
class PaymentOperations;
class PaymentStore;
class PaymentTableModel;
class PaymentWorkflows;
class PaymentsTableView;
class ReconcileDialog;
class RefundsPanel;
class SecretClipboard;
class StateSaver;
class ThemeController;
class StatusPanel;
class StoreSession;
class SummaryModel;
struct PaymentFilter;

// What the window works on while the cache is unlocked. operations and client may be null (a
// window without a gateway still shows the cache).
struct Workspace
{
    PaymentStore *payments = nullptr;
    PaymentOperations *operations = nullptr;
    DirectApiClient *client = nullptr;
    access::AccessGuard *guard = nullptr;   // who is signed in (enables actions by role); may be null
    // Reports: where export receipts go, a second cache connection for exports on a
    // worker thread (null when it cannot be opened), and who exports.
    AuditStore *audit = nullptr;
    SessionOpener openSession = {};
    QString operatorName = {};
    // File ▸ Reconcile orders…: the session a reconciliation reads and fills with the gateway's
    // answers (the window's own), and where its runs are kept. Without both it stays disabled.
    StoreSession *store = nullptr;
    std::function<std::unique_ptr<reconcile::ReconcileRunStore>()> reconcileRuns = {};
    // On the team server instead: each reconciliation opens a session of its own on a worker
    // thread, reads and keeps its run there (the window's session is not used).
    ReconcileSessionOpener teamReconcileSessions = {};
    // The store is across a network (the team server): the payments table reads every page and
    // count on its own workers (through openSession), so the GUI thread never waits on it.
    bool remote = false;
};

// The main window: a coordinator of its panels (filter bar, payments table, detail pane, refunds,
// status bar), the menus, toolbar and shortcuts, the remembered layout, and the lock: detach()
// drops every model and shows a locked page until the next attach().
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // What the window does on the GUI thread with a selection, by its size in rows.
    struct SelectionLimits
    {
        int totals = 5'000;    // added up in the status bar (~25 page reads: well under 50 ms); above, counted
        int actions = 10'000;  // listed for refresh, copy and "export the selection"; above, refused
    };

    explicit MainWindow(QSettings &settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    void attach(const Workspace &workspace);
    // Opens a cache session for a worker thread, where slow payment counts run (see
    // PaymentTableModel::setBackgroundSessions) and the Overview's aggregate queries run; applies
    // from the next attach(). Empty: none (they run on the window's thread).
    void setBackgroundSessions(SessionOpener sessions);
    void setSelectionLimits(SelectionLimits limits) { m_selectionLimits = limits; }   // tests use small ones
    void detach();
    bool isLocked() const { return m_models == nullptr; }
    // Locks now, as the idle timer or the Lock action do: detach() and emit locked().
    void lockNow();

    void setAutoLockInterval(std::chrono::milliseconds interval);
    IdleLock &idleLock() { return *m_idleLock; }
    PaymentActions &actions() { return *m_actions; }
    SecretClipboard &clipboard() { return *m_clipboard; }
    PaymentTableModel *paymentModel() const;
    PaymentsTableView *paymentsView() const { return m_table; }
    QAction *exportReportAction() const { return m_exportReport; }
    FilterBar *filterBar() const { return m_filterBar; }
    DetailPane *detailPane() const { return m_detail; }
    RefundsPanel *refundsPanel() const { return m_refunds; }
    StatusPanel *statusPanel() const { return m_status; }
    // The Payments and Overview tabs below the filter bar.
    QTabWidget *tabs() const { return m_tabs; }
    OverviewTab *overviewTab() const { return m_overview; }
    OverviewModel *overviewModel() const;
    std::optional<Payment> currentPayment() const { return m_current; }
    // Shows one payment: the table filtered to its hash, its row selected, the detail pane and the
    // actions on it; false when the table does not hold it. When the store is across the network
    // the row is read in the background: true, and the row is selected once it arrives.
    bool showPayment(const QString &hash);
    // The hashes of the selected rows (none above the actions limit), given to `use` now, or, when
    // the store is across the network and rows of pages not loaded are selected, once they have
    // been read in the background (a new selection or filter meanwhile: not at all).
    void readSelectedHashes(std::function<void(const QStringList &hashes)> use);
    ReconcileDialog *reconcileDialog() const;   // the open reconciliation window, if any

    void setConnectionState(const QString &text, bool reachable);
    // Whether the store answers (a team server can go away): meanwhile the rows shown stay, and
    // what would read the store again (reports, a reload, the audit trail) is disabled.
    void setStoreReachable(bool reachable);
    // Re-reads the cache (after imports and writes); keeps the selection.
    void refreshPayments();
    // Payments another cache session wrote (the background refresh): the selected one is shown
    // again now if it is among them (its banner, refunds, actions), the table is re-read soon.
    void paymentsChangedElsewhere(const QStringList &hashes);
    void copySelectedRows();
    void resetLayout();
    void saveLayout();
    // Background work in the status bar (one at a time); cancel() is called on "Cancel".
    void showBackgroundProgress(const QString &text, qint64 done, qint64 total);
    void hideBackgroundProgress();
    // "Refresh from gateway" (F5) hands the selected hashes to this (the background refresh of
    // ui/sync) when set and it returns true; otherwise the window looks them up itself.
    void setSelectionRefresh(std::function<bool(const QStringList &hashes)> refresh)
    {
        m_selectionRefresh = std::move(refresh);
    }

    // Desktop integration: View ▸ Theme applies through `theme` (none: the menu only
    // stores the choice); Help ▸ About shows what `source` tells about the cache and connection.
    void setThemeController(ThemeController *theme);
    void setDiagnosticsSource(std::function<DiagnosticsInfo()> source);
    void showAbout();
    void showKeyboardShortcuts();

signals:
    void locked();
    void unlockRequested();
    void connectionSettingsRequested();
    void operatorsRequested();
    void approvalsRequested();
    void auditTrailRequested();
    void backgroundCancelRequested();
    // A reader of the window's models got no answer from the store (what they show stays).
    void storeReadFailed(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void childEvent(QChildEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Models;

    void buildMenus();
    void buildToolBar();
    void buildDesktopMenus(QMenu *view, QMenu *help);
    void openExportDialog();
    QWidget *buildWorkspacePage();
    QWidget *buildLockedPage();
    void connectActions();
    void restoreLayout();
    // Resizes to `size`, or to what the window's screen has room for (frame included), and moves
    // the window onto it.
    void resizeWithinScreen(QSize size);
    void saveHeaderState();
    void onFilterChanged(const PaymentFilter &filter);
    void onSelectionChanged();
    void onPaymentChanged(const QString &hash);
    void showCurrent();
    void updateTotals();
    void updateRowCount();
    void selectCreatedPayment();
    void updateActions();
    void refreshFromGateway();
    void openReconciliation();
    // Look up at a team desk: the team store first, the team worker for what it lacks.
    void openTeamLookUp();
    // The Export permission (reports, reconciliation); false, with the reason shown, when refused.
    bool requireExport(const QString &action, const QString &title);
    void updateReconcileAction();
    // The workspace has somewhere to reconcile (this computer's cache, or the team server).
    bool mayReconcileHere() const;
    void updateExportAction(bool unlocked);
    // Why the signed-in role may not export (nor reconcile, the same permission); nothing when it may.
    std::optional<QString> exportRefusal() const;
    QString exportToolTip() const;
    QStringList selectedHashes() const;
    // The store across the network: the selected payment read whole on a worker (shown meanwhile
    // as being read); else read here.
    std::optional<Payment> selectedPayment(const QString &hash, int row, const std::optional<Payment> &shown);
    void rereadCurrent();
    void showWholePayment(const Payment &payment);
    bool remoteSelectionUnread() const;   // selected rows of pages not loaded
    void readSelection();
    void selectionRead(quint64 ask, const QList<PaymentRow> &rows);
    void forgetSelectionRead();
    void connectReadFailures();
    bool selectionTooLargeToList() const;   // more rows than refresh, copy and export list

    QSettings &m_settings;
    PaymentActions *m_actions;
    SecretClipboard *m_clipboard;
    SelectionLimits m_selectionLimits;
    IdleLock *m_idleLock;
    QStackedWidget *m_pages;
    QWidget *m_lockedNotice = nullptr;   // the locked page's text and Unlock button
    FilterBar *m_filterBar;
    PaymentsTableView *m_table;
    DetailPane *m_detail;
    RefundsPanel *m_refunds;
    StatusPanel *m_status;
    QSplitter *m_mainSplitter;
    QSplitter *m_bottomSplitter;
    QTabWidget *m_tabs;
    OverviewTab *m_overview;
    QTimer m_refreshSoon;
    Workspace m_workspace;
    SessionOpener m_backgroundSessions;
    std::unique_ptr<Models> m_models;
    QPointer<PaymentWorkflows> m_workflows;
    QPointer<BatchLookUp> m_batch;
    QPointer<ReconcileDialog> m_reconcileDialog;
    QAction *m_reconcile = nullptr;
    QAction *m_exportReport = nullptr;   // File ▸ Export report… and its toolbar button
    std::optional<Payment> m_current;
    bool m_storeReachable = true;
    QString m_selectWhenListed;   // a payment just created or shown, selected when the table lists it
    bool m_currentIsWhole = true; // m_current holds its refunds and answer (not only the table's row)
    quint64 m_selectionAsk = 0;   // the background read of the selection's rows awaited (0: none)
    std::optional<QList<PaymentRow>> m_selectionRows;   // the selection's rows, read in the background
    QList<std::function<void(const QStringList &)>> m_whenSelectionRead;
    std::function<bool(const QStringList &)> m_selectionRefresh;
    StateSaver *m_stateSaver = nullptr;
    ThemeController *m_theme = nullptr;
    std::function<DiagnosticsInfo()> m_diagnostics;
    QList<QAction *> m_themeActions;
};

} // namespace dd
