#pragma once

#include "core/reconcile/keptrun.h"
#include "core/reconcile/reconcilejob.h"
#include "models/reconcilesession.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace dd {

namespace access {
class AccessGuard;
}
class ColumnMappingForm;
class DirectApiClient;
class ReconcileResultsView;
class StoreSession;
class TeamReconciliation;

// What the main window hands the reconciliation window.
struct ReconcileContext
{
    StoreSession *store = nullptr;       // the window's session: read, and filled with the gateway's answers
    std::unique_ptr<reconcile::ReconcileRunStore> runs;   // where every run is kept
    DirectApiClient *client = nullptr;   // null: unknown codes are not asked (listed as not verified)
    access::AccessGuard *guard = nullptr;   // null: no operator model (every permission)
    QString operatorName;                // the actor when nobody is signed in
    // The team server: each run reads and is kept on a worker thread with a session of its own
    // (TeamReconciliation), and `store`, `runs` and `client` are not used.
    ReconcileSessionOpener teamSessions = {};
};

// File ▸ Reconcile orders…: the shop's order file against the gateway's payments. Picks the file,
// maps its columns (remembered by name), runs the reconciliation with progress and Cancel, lists
// the lines that are not orders (then nothing is asked or kept), or keeps the run and shows the
// differences first. Not modal: a difference opens its payment in the main window, where the usual
// actions are.
class ReconcileDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ReconcileDialog(ReconcileContext context, QWidget *parent = nullptr);
    ~ReconcileDialog() override;

    // Reads the file's headers into the column boxes (the Browse button and the path field end here).
    void setOrderFile(const QString &path);
    void run();
    void cancel();
    bool isRunning() const;
    // Writes the differences shown to `path` as CSV, XLSX or PDF by its extension (the Export button
    // asks for it first); false, with a message shown, when it cannot.
    bool exportDifferences(const QString &path);
    // The last run's outcome (kept or not); nothing before the first.
    const std::optional<reconcile::ReconcileResult> &lastResult() const { return m_lastResult; }
    ReconcileResultsView *results() const { return m_results; }
    ColumnMappingForm *mappingForm() const { return m_form; }

signals:
    void paymentRequested(const QString &hash);
    // The gateway's answers about codes the cache did not know were written to the cache.
    void paymentsWritten();
    // A run ended (kept, refused, cancelled or failed).
    void runFinished();

protected:
    void reject() override;

private:
    QWidget *buildSetup();
    QWidget *buildProblemsPage();
    void browse();
    void browseExport();
    void updateRunnable();
    void setRunning(bool running);
    void showProgress(reconcile::ReconcileJob::Stage stage, qint64 done, qint64 total);
    void jobFinished();
    void teamRunFinished(const reconcile::ReconcileResult &result, const reconcile::KeptRun &kept,
                         const QString &keepProblem);
    // Shows a run that ended; `keep` keeps a reconciled one and shows it.
    void showOutcome(const reconcile::ReconcileResult &result, const std::function<void()> &keep);
    void keep(const reconcile::ReconcileResult &result);
    void showKept(const reconcile::ReconcileResult &result, const reconcile::KeptRun &kept, const QString &problem);
    bool canRun() const;
    void followTeam();
    bool inTeam() const { return bool(m_context.teamSessions); }
    void showProblems(const reconcile::ReconcileResult &result);
    void showMessage(const QString &text, bool problem);
    std::optional<QChar> chosenSeparator() const;
    std::optional<QChar> chosenDecimalMark() const;
    bool mayAskGateway() const;

    ReconcileContext m_context;
    QLineEdit *m_file;
    QPushButton *m_browse;
    ColumnMappingForm *m_form;
    QCheckBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QComboBox *m_separator;
    QComboBox *m_decimalMark;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_stage;
    QLabel *m_message;                    // what happened
    QLabel *m_problem;                    // what is wrong
    QStackedWidget *m_pages;
    ReconcileResultsView *m_results;
    QLabel *m_problemsLabel;
    QTableWidget *m_problems;
    QString m_note;                       // shown while there is nothing else to say
    QString m_headersOf;                  // the file whose headers the boxes show
    reconcile::ReconcileRequest m_request;
    QPointer<reconcile::RefreshCodeLookup> m_lookup;
    QPointer<reconcile::ReconcileJob> m_job;
    TeamReconciliation *m_team = nullptr;   // in team mode
    std::optional<reconcile::ReconcileResult> m_lastResult;
};

} // namespace dd
