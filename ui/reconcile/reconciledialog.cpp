#include "ui/reconcile/reconciledialog.h"

#include "core/access/accessguard.h"
#include "core/domain/printable.h"
#include "core/storage/auditstore.h"
#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"
#include "models/format.h"
#include "models/teamreconciliation.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/reconcile/columnmappingform.h"
#include "ui/reconcile/orderheaders.h"
#include "ui/reconcile/reconcileresultsview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd {

using namespace dd::reconcile;
using access::Permission;

namespace {

enum Page { ResultsPage, ProblemsPage };

QComboBox *choiceBox(const QString &name, const QList<std::pair<QString, QString>> &choices, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(name);
    for (const auto &[text, value] : choices)
        box->addItem(text, value);
    return box;
}

std::optional<QChar> chosenChar(const QComboBox *box)
{
    const QString value = box->currentData().toString();
    return value.isEmpty() ? std::nullopt : std::optional<QChar>(value.front());
}

} // namespace

ReconcileDialog::ReconcileDialog(ReconcileContext context, QWidget *parent)
    : QDialog(parent),
      m_context(std::move(context)),
      m_file(new QLineEdit(this)),
      m_browse(new QPushButton(tr("&Browse…"), this)),
      m_form(new ColumnMappingForm(m_context.store ? &m_context.store->settings() : nullptr, this)),
      m_period(new QCheckBox(tr("&Period:"), this)),
      m_from(new QDateEdit(this)),
      m_to(new QDateEdit(this)),
      m_separator(choiceBox(u"separatorCombo"_s,
                            {{tr("Automatic"), QString()}, {tr("Comma"), u","_s}, {tr("Semicolon"), u";"_s},
                             {tr("Tab"), u"\t"_s}},
                            this)),
      m_decimalMark(choiceBox(u"decimalMarkCombo"_s,
                              {{tr("Automatic"), QString()}, {tr("Point (12.50)"), u"."_s},
                               {tr("Comma (12,50)"), u","_s}},
                              this)),
      m_run(new QPushButton(tr("&Run"), this)),
      m_cancel(new QPushButton(tr("Cance&l"), this)),
      m_progress(new QProgressBar(this)),
      m_stage(new QLabel(this)),
      m_message(new QLabel(this)),
      m_problem(newProblemLabel(u"problemLabel"_s, this)),
      m_pages(new QStackedWidget(this)),
      m_results(new ReconcileResultsView(this)),
      m_problemsLabel(new QLabel(this)),
      m_problems(new QTableWidget(0, 2, this))
{
    setObjectName(u"reconcileDialog"_s);
    setWindowTitle(tr("Reconcile orders"));
    m_message->setObjectName(u"messageLabel"_s);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stage->setObjectName(u"stageLabel"_s);
    m_progress->setObjectName(u"progressBar"_s);
    m_progress->setAccessibleName(tr("Progress"));
    m_progress->hide();
    m_run->setObjectName(u"runButton"_s);
    m_run->setDefault(true);
    m_cancel->setObjectName(u"cancelButton"_s);
    m_cancel->setAutoDefault(false);
    m_cancel->setEnabled(false);
    m_pages->setObjectName(u"resultsPages"_s);
    m_pages->insertWidget(ResultsPage, m_results);
    m_pages->insertWidget(ProblemsPage, buildProblemsPage());
    m_pages->setCurrentIndex(ResultsPage);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    for (QAbstractButton *button : buttons->buttons())
        if (auto *push = qobject_cast<QPushButton *>(button))
            push->setAutoDefault(false);

    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_stage, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildSetup());
    layout->addLayout(runRow);
    layout->addWidget(m_message);
    layout->addWidget(m_problem);
    layout->addWidget(m_pages, 1);
    layout->addWidget(buttons);
    // Room for the differences where the screen has it; never wider or taller than the screen.
    const QSize available = screen()->availableGeometry().size();
    resize(std::min(1100, available.width() * 19 / 20), std::min(680, available.height() * 9 / 10));

    connect(buttons, &QDialogButtonBox::rejected, this, &ReconcileDialog::reject);
    connect(m_run, &QPushButton::clicked, this, &ReconcileDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &ReconcileDialog::cancel);
    connect(m_results, &ReconcileResultsView::paymentRequested, this, &ReconcileDialog::paymentRequested);
    connect(m_results, &ReconcileResultsView::exportRequested, this, &ReconcileDialog::browseExport);
    if (inTeam()) {
        followTeam();
        m_note = tr("The desk holds no integration key: codes the team server does not know are not asked of the "
                    "gateway and are listed as not verified.");
    } else if (!mayAskGateway())
        m_note = m_context.client ? tr("Your role may not query the gateway: codes the cache does not know are listed "
                                       "as not verified.")
                                  : tr("No gateway is connected: codes the cache does not know are listed as not "
                                       "verified.");
    showMessage({}, false);
    updateRunnable();
}

ReconcileDialog::~ReconcileDialog()
{
    // The file field loses the focus as the widgets go: its editingFinished must not reach a
    // dialog that is half gone.
    disconnect(m_file, nullptr, this, nullptr);
    // The job uses the look-up: it goes first.
    delete m_job.data();
    delete m_lookup.data();
}

void ReconcileDialog::followTeam()
{
    // Runs and the mappings kept by name go to one worker with sessions of its own.
    m_team = new TeamReconciliation(m_context.teamSessions, this);
    connect(m_team, &TeamReconciliation::progress, this, &ReconcileDialog::showProgress);
    connect(m_team, &TeamReconciliation::finished, this, &ReconcileDialog::teamRunFinished);
    m_form->setKeptMappings({});
    connect(m_team, &TeamReconciliation::mappingsRead, this,
            [this](const QMap<QString, ColumnMapping> &mappings, const QString &problem) {
                m_form->setKeptMappings(mappings);
                if (!problem.isEmpty())
                    showMessage(problem, true);
            });
    connect(m_form, &ColumnMappingForm::saveRequested, m_team, &TeamReconciliation::saveMapping);
    connect(m_team, &TeamReconciliation::mappingSaved, this,
            [this](const QString &name, const ColumnMapping &mapping, const QString &problem) {
                if (problem.isEmpty())
                    m_form->keptMappingSaved(name, mapping);
                else
                    showMessage(printable(problem), true);
            });
    m_team->readMappings();
}

bool ReconcileDialog::isRunning() const
{
    return m_job != nullptr || (m_team && m_team->isRunning());
}

bool ReconcileDialog::canRun() const
{
    return inTeam() || (m_context.store && m_context.runs);
}

QWidget *ReconcileDialog::buildSetup()
{
    auto *setup = new QWidget(this);
    m_file->setObjectName(u"orderFileEdit"_s);
    m_file->setPlaceholderText(tr("The shop's order export (CSV or XLSX)"));
    m_browse->setObjectName(u"browseButton"_s);
    m_browse->setAutoDefault(false);
    auto *fileLabel = new QLabel(tr("Order &file:"), setup);
    fileLabel->setBuddy(m_file);
    m_file->setAccessibleName(tr("Order file"));

    auto *mappingLabel = new QLabel(tr("Saved &mapping:"), setup);
    mappingLabel->setBuddy(m_form->savedMappings());

    m_period->setObjectName(u"periodCheck"_s);
    m_period->setToolTip(tr("Without a period, the first and last order dates of the file are the period"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(dateFieldFormat());
        edit->setDate(QDate::currentDate());
        edit->setEnabled(false);
    }
    m_from->setDate(QDate::currentDate().addMonths(-1));
    m_from->setObjectName(u"fromDate"_s);
    m_to->setObjectName(u"toDate"_s);
    m_from->setAccessibleName(tr("From (included)"));
    m_to->setAccessibleName(tr("To (included)"));
    auto *separatorLabel = new QLabel(tr("&Separator:"), setup);
    separatorLabel->setBuddy(m_separator);
    m_separator->setAccessibleName(tr("Separator"));
    auto *markLabel = new QLabel(tr("Decimal mar&k:"), setup);
    markLabel->setBuddy(m_decimalMark);
    m_decimalMark->setAccessibleName(tr("Decimal mark"));

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(fileLabel);
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    fileRow->addSpacing(12);
    fileRow->addWidget(mappingLabel);
    fileRow->addWidget(m_form->savedMappings());
    fileRow->addWidget(m_form->saveButton());
    auto *optionsRow = new QHBoxLayout;
    optionsRow->addWidget(m_period);
    optionsRow->addWidget(m_from);
    optionsRow->addWidget(new QLabel(tr("to", "a period: from … to …"), setup));
    optionsRow->addWidget(m_to);
    optionsRow->addSpacing(12);
    optionsRow->addWidget(separatorLabel);
    optionsRow->addWidget(m_separator);
    optionsRow->addWidget(markLabel);
    optionsRow->addWidget(m_decimalMark);
    optionsRow->addStretch();
    auto *layout = new QVBoxLayout(setup);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(fileRow);
    layout->addWidget(m_form);
    layout->addLayout(optionsRow);

    connect(m_browse, &QPushButton::clicked, this, &ReconcileDialog::browse);
    connect(m_file, &QLineEdit::editingFinished, this, [this] {
        if (m_file->text().trimmed() != m_headersOf)
            setOrderFile(m_file->text().trimmed());
    });
    connect(m_separator, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_headersOf.isEmpty())
            setOrderFile(m_headersOf);
    });
    connect(m_form, &ColumnMappingForm::changed, this, &ReconcileDialog::updateRunnable);
    connect(m_form, &ColumnMappingForm::message, this, &ReconcileDialog::showMessage);
    connect(m_period, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_period, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    return setup;
}

QWidget *ReconcileDialog::buildProblemsPage()
{
    auto *page = new QWidget(this);
    m_problemsLabel->setObjectName(u"problemsLabel"_s);
    m_problemsLabel->setWordWrap(true);
    m_problemsLabel->setTextFormat(Qt::PlainText);
    m_problems->setObjectName(u"problemsTable"_s);
    m_problems->setAccessibleName(tr("Lines that are not orders"));
    m_problems->setHorizontalHeaderLabels({tr("Line"), tr("Why it is not an order")});
    m_problems->verticalHeader()->hide();
    m_problems->horizontalHeader()->setStretchLastSection(true);
    m_problems->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problems->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems, 1);
    return page;
}

bool ReconcileDialog::mayAskGateway() const
{
    return m_context.client && (!m_context.guard || m_context.guard->allows(Permission::Import));
}

std::optional<QChar> ReconcileDialog::chosenSeparator() const
{
    return chosenChar(m_separator);
}

std::optional<QChar> ReconcileDialog::chosenDecimalMark() const
{
    return chosenChar(m_decimalMark);
}

void ReconcileDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Order file"), m_file->text(),
                                                      tr("Order exports (*.csv *.txt *.xlsx);;All files (*)"));
    if (!path.isEmpty())
        setOrderFile(path);
}

void ReconcileDialog::setOrderFile(const QString &path)
{
    m_file->setText(path);
    m_headersOf = path;
    if (path.isEmpty()) {
        m_form->setHeaders({});
        return;
    }
    const auto read = readOrderFileHeaders(path, chosenSeparator());
    if (!read) {
        m_form->setHeaders({});
        showMessage(printable(QString(QFileInfo(path).fileName() + u": "_s + read.error())), true);
        return;
    }
    showMessage({}, false);
    m_form->setHeaders(read->headers);
}

void ReconcileDialog::updateRunnable()
{
    m_run->setEnabled(!isRunning() && m_form->mapping().hasValue() && canRun());
}

void ReconcileDialog::setRunning(bool running)
{
    for (QWidget *widget : std::initializer_list<QWidget *>{m_file, m_browse, m_form->savedMappings(),
                                                            m_form->saveButton(), m_form, m_period, m_separator,
                                                            m_decimalMark})
        widget->setEnabled(!running);
    m_from->setEnabled(!running && m_period->isChecked());
    m_to->setEnabled(!running && m_period->isChecked());
    m_cancel->setEnabled(running);
    m_progress->setVisible(running);
    if (!running)
        m_stage->clear();
    updateRunnable();
}

void ReconcileDialog::run()
{
    if (isRunning() || !canRun())
        return;
    const auto mapping = m_form->mapping();
    if (!mapping) {
        showMessage(mapping.error(), true);
        return;
    }
    // Reconciling is reading for a report: the Export permission, checked (and a refusal audited) in core.
    if (m_context.guard) {
        if (auto allowed = m_context.guard->require(Permission::Export, u"reconcile"_s); !allowed) {
            showMessage(allowed.error().message(), true);
            return;
        }
    }
    ReconcileRequest request;
    request.filePath = m_file->text().trimmed();
    request.options.mapping = mapping.value();
    request.options.separator = chosenSeparator();
    request.options.decimalMark = chosenDecimalMark();
    request.mappingName = m_form->mappingName();
    if (m_period->isChecked()) {
        if (m_from->date() > m_to->date()) {
            showMessage(tr("The period starts after it ends."), true);
            return;
        }
        request.from = m_from->date();
        request.to = m_to->date();
    }
    m_request = request;
    m_results->clear();
    m_pages->setCurrentIndex(ResultsPage);
    showMessage({}, false);
    if (m_team) {
        m_team->start(request, m_context.guard ? m_context.guard->actor(m_context.operatorName)
                                               : m_context.operatorName);
        setRunning(true);
        showProgress(ReconcileJob::Stage::ReadingFile, 0, 0);
        return;
    }
    if (mayAskGateway())
        m_lookup = new RefreshCodeLookup(*m_context.store, *m_context.client, this);
    m_job = new ReconcileJob(*m_context.store, request, m_lookup, this);
    connect(m_job, &ReconcileJob::progress, this, &ReconcileDialog::showProgress);
    connect(m_job, &ReconcileJob::finished, this, &ReconcileDialog::jobFinished);
    setRunning(true);
    showProgress(ReconcileJob::Stage::ReadingFile, 0, 0);
    m_job->start();
}

void ReconcileDialog::cancel()
{
    if (!isRunning())
        return;
    if (m_job)
        m_job->cancel();
    else
        m_team->cancel();
    m_cancel->setEnabled(false);
    m_stage->setText(tr("Cancelling…"));
}

void ReconcileDialog::reject()
{
    cancel();
    QDialog::reject();
}

void ReconcileDialog::showProgress(ReconcileJob::Stage stage, qint64 done, qint64 total)
{
    switch (stage) {
    case ReconcileJob::Stage::ReadingFile: m_stage->setText(tr("Reading the order file…")); break;
    case ReconcileJob::Stage::ReadingCache:
        m_stage->setText(inTeam() ? tr("Reading the team's payments: %1").arg(done)
                                  : tr("Reading the cached payments: %1").arg(done));
        break;
    case ReconcileJob::Stage::Matching: m_stage->setText(tr("Matching orders: %1 of %2").arg(done).arg(total)); break;
    case ReconcileJob::Stage::AskingGateway:
        m_stage->setText(tr("Asking the gateway about codes the cache does not know: %1 of %2").arg(done).arg(total));
        break;
    }
    // Without a total the bar only says that something is happening.
    const int scale = total > 0 ? int(qMin<qint64>(total, 1'000'000)) : 0;
    m_progress->setRange(0, scale);
    m_progress->setValue(total > 0 ? int(done * scale / total) : 0);
}

void ReconcileDialog::jobFinished()
{
    const ReconcileResult result = m_job->result();
    // Finished is emitted from inside the job (and the look-up's signal): both go once it returns.
    m_job->deleteLater();
    if (m_lookup)
        m_lookup->deleteLater();
    m_job = nullptr;
    m_lookup = nullptr;
    showOutcome(result, [this, &result] { keep(result); });
}

void ReconcileDialog::teamRunFinished(const ReconcileResult &result, const KeptRun &kept, const QString &keepProblem)
{
    // Kept (or not) on the team server already, on the run's own session.
    showOutcome(result, [&] { showKept(result, kept, keepProblem); });
}

void ReconcileDialog::showOutcome(const ReconcileResult &result, const std::function<void()> &keep)
{
    m_lastResult = result;
    setRunning(false);
    if (result.lookup.answered > 0)
        emit paymentsWritten();
    switch (result.outcome) {
    case ReconcileResult::Outcome::Reconciled:
        keep();
        break;
    case ReconcileResult::Outcome::RowsRefused:
        showProblems(result);
        break;
    case ReconcileResult::Outcome::FileRefused:
        showMessage(printable(QString(result.fileName + u": "_s + result.error)), true);
        break;
    case ReconcileResult::Outcome::Cancelled:
        showMessage(tr("Cancelled: nothing was kept."), false);
        break;
    case ReconcileResult::Outcome::Failed:
        showMessage(printable(result.error), true);
        break;
    }
    emit runFinished();
}

void ReconcileDialog::keep(const ReconcileResult &result)
{
    const QString actor = m_context.guard ? m_context.guard->actor(m_context.operatorName) : m_context.operatorName;
    const auto kept = keepRun(*m_context.runs, m_context.store->audit(), actor, QDateTime::currentMSecsSinceEpoch(),
                              m_request, result);
    showKept(result, kept ? kept.value() : KeptRun{}, kept ? QString() : kept.error());
}

void ReconcileDialog::showKept(const ReconcileResult &result, const KeptRun &kept, const QString &problem)
{
    m_results->showRun(result, kept);
    if (!problem.isEmpty()) {
        showMessage(problem, true);
        return;
    }
    if (result.lookup.failed > 0)
        showMessage(tr("Some codes could not be asked of the gateway: refresh later (they stay queued) and reconcile "
                       "again."),
                    true);
    else
        showMessage({}, false);
}

void ReconcileDialog::showProblems(const ReconcileResult &result)
{
    QString text = tr("%Ln line(s) of %1 are not orders: nothing was queried and nothing was kept. Correct the "
                      "file and run again.",
                      nullptr, int(result.problemCount))
                       .arg(printable(result.fileName));
    if (result.problemCount > result.problems.size())
        text += u' ' + tr("The first %1 are listed.").arg(result.problems.size());
    m_problemsLabel->setText(text);
    m_problems->setRowCount(int(result.problems.size()));
    for (int row = 0; row < result.problems.size(); ++row) {
        const RowProblem &problem = result.problems.at(row);
        auto *line = new QTableWidgetItem(QString::number(problem.line));
        line->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_problems->setItem(row, 0, line);
        m_problems->setItem(row, 1, new QTableWidgetItem(printable(problem.reason)));
    }
    m_problems->resizeColumnToContents(0);
    m_pages->setCurrentIndex(ProblemsPage);
    showMessage({}, false);
}

void ReconcileDialog::browseExport()
{
    const QStringList filters{tr("CSV files (*.csv)"), tr("Excel workbooks (*.xlsx)"), tr("PDF documents (*.pdf)")};
    const QStringList suffixes{u".csv"_s, u".xlsx"_s, u".pdf"_s};
    const QString suggested = QFileInfo(m_request.filePath).completeBaseName() + tr("-differences") + u".csv"_s;
    QString filter = filters.constFirst();
    QString path = QFileDialog::getSaveFileName(this, tr("Export differences"),
                                                QFileInfo(m_request.filePath).dir().filePath(suggested),
                                                filters.join(u";;"_s), &filter);
    if (path.isEmpty())
        return;
    // The format follows the name's extension; a name without one gets the chosen filter's.
    if (!differenceFormatOf(path))
        path += suffixes.value(filters.indexOf(filter), suffixes.constFirst());
    exportDifferences(path);
}

bool ReconcileDialog::exportDifferences(const QString &path)
{
    DifferenceReport report = m_results->report();
    report.operatorName = m_context.guard ? m_context.guard->actor(m_context.operatorName) : m_context.operatorName;
    report.timeZone = QTimeZone::systemTimeZone();
    report.locale = QLocale();
    QString error;
    if (!writeDifferenceReport(path, report, &error)) {
        showMessage(printable(tr("Cannot write %1: %2").arg(path, error)), true);
        return false;
    }
    showMessage(printable(tr("%Ln difference(s) written to %1.", nullptr, int(report.differences.size())).arg(path)), false);
    return true;
}

void ReconcileDialog::showMessage(const QString &text, bool problem)
{
    showProblemText(m_problem, problem ? text : QString());
    const QString note = problem ? QString() : (text.isEmpty() ? m_note : text);
    m_message->setText(note);
    m_message->setVisible(!note.isEmpty());
}

} // namespace dd
