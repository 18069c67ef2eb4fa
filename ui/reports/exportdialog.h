#pragma once

#include "core/reports/reportjob.h"
#include "core/storage/paymentfilter.h"

#include <QDialog>
#include <QPointer>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace dd {

class AuditStore;
class PaymentStore;

// What the main window knows when it opens the export dialog.
struct ExportContext
{
    PaymentStore &payments;             // the window's store (GUI thread)
    AuditStore *audit = nullptr;        // where receipts go; null = no receipt
    PaymentFilter filter;               // the filter bar's current filter
    QStringList selectedHashes;         // the table's selection
    QString operatorName;               // who exports (audit actor, PDF footer)
    // Opens a separate cache connection for a worker thread (Vault::openSession). When unset the
    // export runs in slices on the GUI thread.
    SessionOpener openSession;
    qint64 unlistedSelection = 0;   // rows selected, when too many to list in selectedHashes
};

// Export of payments / refunds to CSV, XLSX or PDF: what, which rows, columns (with named presets),
// time zone and format options; runs as a ReportJob with progress and cancel, records a receipt,
// and can load the settings of an earlier receipt ("export again").
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(ExportContext context, QWidget *parent = nullptr);
    ~ExportDialog() override;

    // The request the current widget state describes (the output path included).
    ExportRequest request() const;
    void applyRequest(const ExportRequest &request);
    // The file the next export writes to (tests set it instead of the file chooser).
    void setOutputPath(const QString &path);
    // Where "Choose…" opens its Save dialog: the file named in the field, else the folder of the
    // last save (SaveFolder).
    QString saveDialogStart() const;
    bool isRunning() const { return m_job != nullptr; }

signals:
    void exportFinished(const dd::ReportOutcome &outcome);

private:
    void buildUi();
    QWidget *buildRowsBox();
    QWidget *buildColumnsBox();
    QWidget *buildFormatBox();
    void loadPresets();
    void savePreset();
    void applyPreset(int index);
    void loadReceipts();
    void applyReceipt(int index);
    void moveColumn(int delta);
    void chooseOutput();
    void updateFormatOptions();
    void startExport();
    void onJobFinished(const ReportOutcome &outcome);
    QList<ReportColumn> checkedColumns() const;

    ExportContext m_context;
    QPointer<ReportJob> m_job;
    QList<ExportRequest> m_receipts;
    QRadioButton *m_whatPayments = nullptr;
    QRadioButton *m_whatRefunds = nullptr;
    QRadioButton *m_whatBoth = nullptr;
    QRadioButton *m_rowsFilter = nullptr;
    QRadioButton *m_rowsSelection = nullptr;
    QRadioButton *m_rowsRange = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QListWidget *m_columns = nullptr;
    QComboBox *m_presets = nullptr;
    QComboBox *m_timeZone = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_separator = nullptr;
    QComboBox *m_decimalMark = nullptr;
    QCheckBox *m_bom = nullptr;
    QCheckBox *m_pdfTable = nullptr;
    QLineEdit *m_output = nullptr;
    QComboBox *m_receiptsBox = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_exportButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QString m_replaceConfirmed;   // an existing file the save dialog already asked about
};

} // namespace dd
