#include "ui/reports/exportdialog.h"

#include "core/reports/csvreportwriter.h"
#include "core/reports/pdfreportwriter.h"
#include "core/storage/auditstore.h"
#include "models/format.h"
#include "ui/messagebox.h"
#include "ui/savefolder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace dd {

namespace {

const QString PresetGroup = QStringLiteral("reports/columnPresets");

QStringList zoneIds()
{
    QStringList ids = {QStringLiteral("UTC"), QString::fromUtf8(QTimeZone::systemTimeZoneId())};
    for (const char *id : {"America/Sao_Paulo", "America/Mexico_City", "America/Bogota", "America/Santiago",
                           "America/Lima", "America/Argentina/Buenos_Aires"})
        ids.append(QString::fromLatin1(id));
    ids.removeDuplicates();
    return ids;
}

QString extensionOf(ReportFormat format)
{
    return QLatin1Char('.') + ReportNames::formatName(format);
}

} // namespace

ExportDialog::ExportDialog(ExportContext context, QWidget *parent)
    : QDialog(parent)
    , m_context(std::move(context))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export report"));
    buildUi();
    loadPresets();
    loadReceipts();
    updateFormatOptions();
}

ExportDialog::~ExportDialog()
{
    if (m_job)
        m_job->cancel();
}

void ExportDialog::buildUi()
{
    auto *whatBox = new QGroupBox(tr("What"));
    auto *whatLayout = new QHBoxLayout(whatBox);
    m_whatPayments = new QRadioButton(tr("Payments"));
    m_whatRefunds = new QRadioButton(tr("Refunds"));
    m_whatBoth = new QRadioButton(tr("Both"));
    m_whatPayments->setObjectName(QStringLiteral("whatPayments"));
    m_whatRefunds->setObjectName(QStringLiteral("whatRefunds"));
    m_whatBoth->setObjectName(QStringLiteral("whatBoth"));
    m_whatPayments->setChecked(true);
    for (QRadioButton *button : {m_whatPayments, m_whatRefunds, m_whatBoth})
        whatLayout->addWidget(button);

    m_receiptsBox = new QComboBox;
    m_receiptsBox->setObjectName(QStringLiteral("receipts"));
    m_receiptsBox->setAccessibleName(tr("Export again"));
    m_receiptsBox->setAccessibleDescription(tr("Loads the settings of an earlier recorded export"));
    connect(m_receiptsBox, &QComboBox::activated, this, &ExportDialog::applyReceipt);

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setVisible(false);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);

    auto *buttons = new QDialogButtonBox;
    m_exportButton = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_cancelButton = buttons->addButton(tr("Cancel export"), QDialogButtonBox::ActionRole);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setEnabled(false);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_exportButton, &QPushButton::clicked, this, &ExportDialog::startExport);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        if (m_job)
            m_job->cancel();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto *again = new QHBoxLayout;
    again->addWidget(new QLabel(tr("Export again:")));
    again->addWidget(m_receiptsBox, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(again);
    layout->addWidget(whatBox);
    layout->addWidget(buildRowsBox());
    layout->addWidget(buildColumnsBox(), 1);
    layout->addWidget(buildFormatBox());
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
}

QWidget *ExportDialog::buildRowsBox()
{
    auto *box = new QGroupBox(tr("Rows"));
    auto *layout = new QGridLayout(box);
    m_rowsFilter = new QRadioButton(tr("Current filter: %1").arg(describeFilter(m_context.filter, QTimeZone::utc())));
    const qint64 selected = m_context.unlistedSelection > 0 ? m_context.unlistedSelection
                                                             : m_context.selectedHashes.size();
    m_rowsSelection = new QRadioButton(
        tr("Selected payments (%Ln)", nullptr, static_cast<int>(std::min<qint64>(selected, INT_MAX))));
    m_rowsRange = new QRadioButton(tr("Opened between"));
    m_rowsFilter->setObjectName(QStringLiteral("rowsFilter"));
    m_rowsSelection->setObjectName(QStringLiteral("rowsSelection"));
    m_rowsRange->setObjectName(QStringLiteral("rowsRange"));
    m_rowsSelection->setEnabled(!m_context.selectedHashes.isEmpty());
    if (m_context.unlistedSelection > 0) {
        m_rowsSelection->setToolTip(tr("Too many payments are selected to export them as a selection; "
                                       "use the current filter or a date range."));
    }
    m_rowsFilter->setChecked(true);
    m_from = new QDateEdit(QDate::currentDate().addDays(1 - QDate::currentDate().day()));
    m_to = new QDateEdit(QDate::currentDate());
    m_from->setObjectName(QStringLiteral("fromDate"));
    m_to->setObjectName(QStringLiteral("toDate"));
    m_from->setAccessibleName(tr("Opened from (included)"));
    m_to->setAccessibleName(tr("Opened until (included)"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(dateFieldFormat());
    }
    layout->addWidget(m_rowsFilter, 0, 0, 1, 4);
    layout->addWidget(m_rowsSelection, 1, 0, 1, 4);
    layout->addWidget(m_rowsRange, 2, 0);
    layout->addWidget(m_from, 2, 1);
    layout->addWidget(new QLabel(tr("and")), 2, 2);
    layout->addWidget(m_to, 2, 3);
    return box;
}

QWidget *ExportDialog::buildColumnsBox()
{
    auto *box = new QGroupBox(tr("Columns (checked ones, in this order)"));
    auto *layout = new QGridLayout(box);
    m_columns = new QListWidget;
    m_columns->setObjectName(QStringLiteral("columns"));
    m_columns->setAccessibleName(tr("Columns"));
    m_columns->setAccessibleDescription(tr("Check the columns to export; their order is the order in the file"));
    m_columns->setDragDropMode(QAbstractItemView::InternalMove);
    // Seven columns at a glance, and every pixel a taller window gives: the list's own preferred
    // height (a fixed 192 px) would push the dialog past a 700 px screen.
    m_columns->setMinimumHeight(m_columns->fontMetrics().height() * 7);
    m_columns->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    auto *up = new QPushButton(tr("Up"));
    auto *down = new QPushButton(tr("Down"));
    connect(up, &QPushButton::clicked, this, [this] { moveColumn(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveColumn(1); });
    m_presets = new QComboBox;
    m_presets->setObjectName(QStringLiteral("presets"));
    m_presets->setAccessibleName(tr("Column preset"));
    m_presets->setEditable(true);
    m_presets->setInsertPolicy(QComboBox::NoInsert);
    m_presets->lineEdit()->setPlaceholderText(tr("Preset name"));
    connect(m_presets, &QComboBox::activated, this, &ExportDialog::applyPreset);
    auto *save = new QPushButton(tr("Save preset"));
    save->setObjectName(QStringLiteral("savePreset"));
    connect(save, &QPushButton::clicked, this, &ExportDialog::savePreset);
    layout->addWidget(m_columns, 0, 0, 3, 1);
    layout->addWidget(up, 0, 1);
    layout->addWidget(down, 1, 1);
    layout->addWidget(m_presets, 3, 0);
    layout->addWidget(save, 3, 1);
    applyRequest(ExportRequest());
    return box;
}

QWidget *ExportDialog::buildFormatBox()
{
    auto *box = new QGroupBox(tr("Format"));
    auto *form = new QFormLayout(box);
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("CSV (spreadsheet text)"), int(ReportFormat::Csv));
    m_format->addItem(tr("XLSX (Excel workbook)"), int(ReportFormat::Xlsx));
    m_format->addItem(tr("PDF summary"), int(ReportFormat::Pdf));
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::updateFormatOptions);
    m_separator = new QComboBox;
    m_separator->setObjectName(QStringLiteral("separator"));
    m_separator->addItem(tr("Comma (,)"), QStringLiteral(","));
    m_separator->addItem(tr("Semicolon (;)"), QStringLiteral(";"));
    m_decimalMark = new QComboBox;
    m_decimalMark->setObjectName(QStringLiteral("decimalMark"));
    m_decimalMark->addItem(tr("Point (1234.50)"), QStringLiteral("."));
    m_decimalMark->addItem(tr("Comma (1234,50)"), QStringLiteral(","));
    m_bom = new QCheckBox(tr("Start with a UTF-8 byte order mark (for Excel)"));
    m_bom->setObjectName(QStringLiteral("bom"));
    const CsvOptions regional = csvDefaultsFor(locale());   // the region's spreadsheet habits, until changed
    m_separator->setCurrentIndex(m_separator->findData(QString(regional.separator)));
    m_decimalMark->setCurrentIndex(m_decimalMark->findData(QString(regional.decimalMark)));
    m_bom->setChecked(regional.byteOrderMark);
    m_pdfTable = new QCheckBox(tr("Add a table of the payments (the first %L1)").arg(PdfReportWriter::MaxTableRows));
    m_pdfTable->setObjectName(QStringLiteral("pdfTable"));
    for (QRadioButton *button : {m_whatPayments, m_whatRefunds, m_whatBoth})
        connect(button, &QRadioButton::toggled, this, &ExportDialog::updateFormatOptions);
    m_timeZone = new QComboBox;
    m_timeZone->setObjectName(QStringLiteral("timeZone"));
    m_timeZone->setEditable(true);
    m_timeZone->addItems(zoneIds());
    m_output = new QLineEdit;
    m_output->setObjectName(QStringLiteral("output"));
    m_output->setAccessibleName(tr("File"));
    auto *browse = new QPushButton(tr("Choose…"));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::chooseOutput);
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Separator:"), m_separator);
    form->addRow(tr("Decimal mark:"), m_decimalMark);
    form->addRow(QString(), m_bom);
    form->addRow(QString(), m_pdfTable);
    form->addRow(tr("Time zone of dates:"), m_timeZone);
    form->addRow(tr("File:"), outputRow);
    return box;
}

void ExportDialog::updateFormatOptions()
{
    // A file named for another format takes this one's extension ("en.csv" becomes "en.xlsx"): an
    // XLSX workbook was written to en.csv.
    const auto format = static_cast<ReportFormat>(m_format->currentData().toInt());
    const QString path = m_output->text().trimmed();
    for (ReportFormat other : {ReportFormat::Csv, ReportFormat::Xlsx, ReportFormat::Pdf}) {
        if (other != format && path.endsWith(extensionOf(other), Qt::CaseInsensitive)) {
            m_output->setText(path.left(path.size() - extensionOf(other).size()) + extensionOf(format));
            break;
        }
    }
    const bool csv = format == ReportFormat::Csv;
    m_separator->setEnabled(csv);
    m_decimalMark->setEnabled(csv);
    m_bom->setEnabled(csv);
    m_pdfTable->setEnabled(format == ReportFormat::Pdf && m_whatPayments->isChecked());
    m_columns->setEnabled(m_format->currentData().toInt() != int(ReportFormat::Pdf));
}

QList<ReportColumn> ExportDialog::checkedColumns() const
{
    QList<ReportColumn> columns;
    for (int i = 0; i < m_columns->count(); ++i) {
        const QListWidgetItem *item = m_columns->item(i);
        if (item->checkState() == Qt::Checked)
            columns.append(static_cast<ReportColumn>(item->data(Qt::UserRole).toInt()));
    }
    return columns;
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.format = static_cast<ReportFormat>(m_format->currentData().toInt());
    r.subject = m_whatRefunds->isChecked() ? ReportSubject::Refunds
                : m_whatBoth->isChecked()  ? ReportSubject::Both
                                           : ReportSubject::Payments;
    r.columns = checkedColumns();
    const QTimeZone zone(m_timeZone->currentText().toUtf8());
    r.timeZone = zone.isValid() ? zone : QTimeZone::utc();
    if (m_rowsSelection->isChecked()) {
        r.hashes = m_context.selectedHashes;
    } else if (m_rowsRange->isChecked()) {
        r.filter.from = QDateTime(m_from->date(), QTime(0, 0), r.timeZone);
        r.filter.to = QDateTime(m_to->date().addDays(1), QTime(0, 0), r.timeZone);
    } else {
        r.filter = m_context.filter;
    }
    r.csv.separator = m_separator->currentData().toString().at(0);
    r.csv.decimalMark = m_decimalMark->currentData().toString().at(0);
    r.csv.byteOrderMark = m_bom->isChecked();
    r.pdfPaymentTable = m_pdfTable->isEnabled() && m_pdfTable->isChecked();
    r.outputPath = m_output->text().trimmed();
    r.operatorName = m_context.operatorName;
    return r;
}

void ExportDialog::applyRequest(const ExportRequest &r)
{
    m_columns->clear();
    QList<ReportColumn> order = r.columns;
    for (ReportColumn column : ReportColumns::all()) {
        if (!order.contains(column))
            order.append(column);
    }
    for (ReportColumn column : order) {
        auto *item = new QListWidgetItem(ReportColumns::header(column), m_columns);
        item->setData(Qt::UserRole, int(column));
        item->setToolTip(ReportColumns::name(column));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(r.columns.contains(column) ? Qt::Checked : Qt::Unchecked);
    }
    if (!m_format)
        return;   // still building: only the columns exist yet
    m_format->setCurrentIndex(m_format->findData(int(r.format)));
    m_whatPayments->setChecked(r.subject == ReportSubject::Payments);
    m_whatRefunds->setChecked(r.subject == ReportSubject::Refunds);
    m_whatBoth->setChecked(r.subject == ReportSubject::Both);
    m_separator->setCurrentIndex(m_separator->findData(QString(r.csv.separator)));
    m_decimalMark->setCurrentIndex(m_decimalMark->findData(QString(r.csv.decimalMark)));
    m_bom->setChecked(r.csv.byteOrderMark);
    m_pdfTable->setChecked(r.pdfPaymentTable);
    m_timeZone->setCurrentText(QString::fromUtf8(r.timeZone.id()));
    if (!r.outputPath.isEmpty())
        m_output->setText(r.outputPath);
    if (!r.hashes.isEmpty() && r.hashes == m_context.selectedHashes) {
        m_rowsSelection->setChecked(true);
    } else if (r.filter.from.isValid() && r.filter.to.isValid() && r.filter.statuses.isEmpty()
               && r.filter.currency.isEmpty() && r.filter.text.isEmpty()) {
        m_rowsRange->setChecked(true);
        m_from->setDate(r.filter.from.toTimeZone(r.timeZone).date());
        m_to->setDate(r.filter.to.toTimeZone(r.timeZone).date().addDays(-1));
    } else {
        m_rowsFilter->setChecked(true);
        m_context.filter = r.filter;
        m_rowsFilter->setText(tr("Filter: %1").arg(describeFilter(r.filter, r.timeZone)));
    }
}

void ExportDialog::setOutputPath(const QString &path)
{
    m_output->setText(path);
}

void ExportDialog::loadPresets()
{
    QSettings settings;
    settings.beginGroup(PresetGroup);
    m_presets->clear();
    for (const QString &name : settings.childKeys())
        m_presets->addItem(name, settings.value(name).toString());
    m_presets->setCurrentIndex(-1);
}

void ExportDialog::savePreset()
{
    const QString name = m_presets->currentText().trimmed();
    if (name.isEmpty() || checkedColumns().isEmpty()) {
        m_message->setText(tr("Name the preset and check at least one column."));
        return;
    }
    QSettings settings;
    settings.beginGroup(PresetGroup);
    settings.setValue(name, ReportColumns::names(checkedColumns()).join(QLatin1Char(',')));
    settings.endGroup();
    loadPresets();
    m_presets->setCurrentIndex(m_presets->findText(name));
    m_message->setText(tr("Preset \u201c%1\u201d saved.").arg(name));
}

void ExportDialog::applyPreset(int index)
{
    const auto columns = ReportColumns::parseList(m_presets->itemData(index).toString());
    if (!columns)
        return;
    ExportRequest current = request();
    current.columns = *columns;
    applyRequest(current);
}

void ExportDialog::loadReceipts()
{
    m_receiptsBox->clear();
    m_receipts.clear();
    m_receiptsBox->addItem(tr("Choose an earlier export…"));
    if (!m_context.audit)
        return;
    for (const AuditEntry &entry : ReportReceipts::recent(*m_context.audit, 30)) {
        const auto request = ReportReceipts::requestOf(entry);
        if (!request)
            continue;
        const QString when = formatDateTime(QDateTime::fromMSecsSinceEpoch(entry.atMs));
        m_receiptsBox->addItem(tr("%1 by %2: %3 %4, %n row(s)", nullptr,
                                  entry.parameters.value(QStringLiteral("rows")).toInt())
                                   .arg(when, entry.actor, ReportNames::subjectName(request->subject),
                                        ReportNames::formatName(request->format).toUpper()));
        m_receipts.append(*request);
    }
}

void ExportDialog::applyReceipt(int index)
{
    if (index <= 0 || index > m_receipts.size())
        return;
    applyRequest(m_receipts.at(index - 1));
    m_message->setText(tr("Settings of the earlier export loaded."));
}

void ExportDialog::moveColumn(int delta)
{
    const int row = m_columns->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_columns->count())
        return;
    QListWidgetItem *item = m_columns->takeItem(row);
    m_columns->insertItem(target, item);
    m_columns->setCurrentRow(target);
}

void ExportDialog::chooseOutput()
{
    const ReportFormat format = static_cast<ReportFormat>(m_format->currentData().toInt());
    const QString path = QFileDialog::getSaveFileName(this, tr("Export to"), saveDialogStart(),
                                                      tr("%1 files (*%2)").arg(ReportNames::formatName(format).toUpper(),
                                                                              extensionOf(format)));
    if (path.isEmpty())
        return;
    SaveFolder::remember(path);
    m_output->setText(path.endsWith(extensionOf(format)) ? path : path + extensionOf(format));
    m_replaceConfirmed = m_output->text();   // the file dialog asked before choosing an existing file
}

QString ExportDialog::saveDialogStart() const
{
    const QString typed = m_output->text().trimmed();
    if (typed.isEmpty())
        return SaveFolder::suggestedPath();
    // A bare name typed in the field goes where files are saved, not where the program started.
    return QFileInfo(typed).isAbsolute() ? typed : SaveFolder::suggestedPath(typed);
}

void ExportDialog::startExport()
{
    if (m_job)
        return;
    const ExportRequest r = request();
    if (r.outputPath.isEmpty()) {
        m_message->setText(tr("Choose the file to write."));
        return;
    }
    if (!r.outputPath.endsWith(extensionOf(r.format), Qt::CaseInsensitive)) {
        m_message->setText(tr("For this format the file name ends in %1.").arg(extensionOf(r.format)));
        return;
    }
    if (QFileInfo::exists(r.outputPath) && r.outputPath != m_replaceConfirmed
        && MessageBox::question(this, tr("Export"), tr("%1 already exists. Replace it?").arg(r.outputPath))
               != QMessageBox::Yes) {
        m_message->setText(tr("Nothing was written."));
        return;
    }
    if (r.columns.isEmpty() && r.format != ReportFormat::Pdf) {
        m_message->setText(tr("Check at least one column."));
        return;
    }
    if (m_rowsRange->isChecked() && m_to->date() < m_from->date()) {
        m_message->setText(tr("The range ends before it starts."));
        return;
    }
    m_replaceConfirmed.clear();
    m_job = m_context.openSession ? new ReportJob(r, m_context.openSession, m_context.audit, this)
                                  : new ReportJob(r, m_context.payments, m_context.audit, this);
    connect(m_job, &ReportJob::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setMaximum(int(std::min<qint64>(total, INT_MAX)));
        m_progress->setValue(int(std::min<qint64>(done, INT_MAX)));
    });
    connect(m_job, &ReportJob::finished, this, &ExportDialog::onJobFinished);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_exportButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_message->setText(tr("Exporting…"));
    m_job->start();
}

void ExportDialog::onJobFinished(const ReportOutcome &outcome)
{
    m_job->deleteLater();
    m_job = nullptr;
    m_exportButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    m_progress->setVisible(false);
    switch (outcome.status) {
    case ReportOutcome::Status::Written:
        m_message->setText(tr("%Ln row(s) written to %1.", nullptr, int(std::min<qint64>(outcome.rows, INT_MAX)))
                               .arg(outcome.request.outputPath));
        loadReceipts();
        break;
    case ReportOutcome::Status::Cancelled:
        m_message->setText(tr("Export cancelled; no file was written."));
        break;
    case ReportOutcome::Status::Failed:
        m_message->setText(tr("The export failed: %1").arg(outcome.error));
        break;
    }
    emit exportFinished(outcome);
}

} // namespace dd
