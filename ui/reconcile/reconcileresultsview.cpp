#include "ui/reconcile/reconcileresultsview.h"

#include "core/domain/moneyformat.h"
#include "core/domain/printable.h"
#include "models/format.h"
#include "ui/reconcile/differencemodel.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dd {

using namespace dd::reconcile;

namespace {

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// Rows as tall as the payments table's, so the totals and the differences show as many as they can.
void compactRows(QTableView *table)
{
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
}

} // namespace

ReconcileResultsView::ReconcileResultsView(QWidget *parent)
    : QWidget(parent),
      m_summary(new QLabel(this)),
      m_totals(new QTableWidget(0, 4, this)),
      m_changesLabel(new QLabel(this)),
      m_resolved(new QTableWidget(0, 3, this)),
      m_table(new QTableView(this)),
      m_hint(new QLabel(tr("Double-click a difference, or press Enter, to open its payment in the main window."), this)),
      m_export(new QPushButton(tr("E&xport differences…"), this)),
      m_model(new DifferenceModel(this))
{
    m_summary->setObjectName(u"summaryLabel"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_totals->setObjectName(u"totalsTable"_s);
    m_totals->setAccessibleName(tr("Counts and totals per kind and currency"));
    m_totals->setHorizontalHeaderLabels({tr("Difference"), tr("Currency"), tr("Count"), tr("Amount at stake")});
    m_totals->horizontalHeaderItem(3)->setToolTip(
        tr("The gap (gateway minus shop) for amount and refund differences, the whole amount otherwise"));
    compactRows(m_totals);
    m_totals->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_totals->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_totals->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_totals->setMaximumHeight(m_totals->horizontalHeader()->sizeHint().height()
                                + 6 * m_totals->verticalHeader()->defaultSectionSize() + 4);
    m_changesLabel->setObjectName(u"changesLabel"_s);
    m_changesLabel->setWordWrap(true);
    m_changesLabel->setTextFormat(Qt::PlainText);
    // The differences of the previous run that this one no longer has, listed, not only counted.
    m_resolved->setObjectName(u"resolvedTable"_s);
    m_resolved->setAccessibleName(tr("Resolved since the previous run"));
    m_resolved->setHorizontalHeaderLabels({tr("Resolved difference"), tr("Merchant code"), tr("Currency")});
    compactRows(m_resolved);
    m_resolved->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_resolved->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_resolved->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_resolved->setMaximumHeight(m_totals->maximumHeight());
    m_resolved->hide();
    m_table->setObjectName(u"differencesTable"_s);
    m_table->setAccessibleName(tr("Differences"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);   // the order found until a click
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    compactRows(m_table);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_hint->setWordWrap(true);
    m_export->setObjectName(u"exportDifferencesButton"_s);
    m_export->setEnabled(false);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_hint, 1);
    bottom->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_totals);
    layout->addWidget(m_changesLabel);
    layout->addWidget(m_resolved);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    connect(m_table, &QAbstractItemView::activated, this, &ReconcileResultsView::activate);
    m_table->installEventFilter(this);
    connect(m_export, &QPushButton::clicked, this, &ReconcileResultsView::exportRequested);
    clear();
}

void ReconcileResultsView::clear()
{
    m_differences.clear();
    m_changes = {};
    m_model->clear();
    m_totals->setRowCount(0);
    m_summary->clear();
    m_report = {};
    m_changesLabel->clear();
    m_changesLabel->hide();
    m_resolved->setRowCount(0);
    m_resolved->hide();
    m_export->setEnabled(false);
    // With no rows yet, the titles decide the widths: never narrower than what they say.
    m_table->resizeColumnsToContents();
    m_totals->resizeColumnsToContents();
    m_totals->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void ReconcileResultsView::showRun(const ReconcileResult &result, const KeptRun &kept)
{
    m_differences = result.differences;
    m_changes = kept.changes;
    m_report = DifferenceReport::of(result, kept);
    const qint64 count = result.differences.size();
    // Each count in its own plural form ("1 pedido leído", "3 diferencias"), never "(s)".
    const QString read = tr("%Ln order(s) read", nullptr, int(result.orders));
    const QString matched = tr("%Ln matched", "orders", int(result.matched));
    const QString differences = tr("%Ln difference(s)", nullptr, int(count));
    QStringList summary{printable(tr("%1: %2, %3, %4; kept as run %5.", "file: orders read, matched, differences")
                                      .arg(result.fileName, read, matched, differences)
                                      .arg(kept.runId))};
    if (result.periodChecked())
        summary.append(tr("Payments opened from %1 to %2 were looked for in the orders.")
                           .arg(formatDate(*result.periodFrom), formatDate(*result.periodTo)));
    else
        summary.append(tr("No period (no dates given and none in the file): payments without an order were not "
                          "looked for."));
    if (result.outsidePeriod > 0)
        summary.append(tr("%Ln order(s) dated outside the period were left out.", nullptr, int(result.outsidePeriod)));
    if (result.lookup.asked > 0)
        summary.append(tr("The gateway was asked about %Ln code(s) the cache did not know: %1 found, %2 unknown to "
                          "it, %3 could not be asked (they stay queued for the next refresh).",
                          nullptr, int(result.lookup.asked))
                           .arg(result.lookup.answered)
                           .arg(result.lookup.notFound)
                           .arg(result.lookup.failed));
    if (!result.lookup.problem.isEmpty())
        summary.append(result.lookup.problem);
    if (count == 0)
        summary.prepend(tr("Everything matches."));
    m_summary->setText(summary.join(u' '));
    if (m_changes.previous) {
        const ReconcileRun &previous = *m_changes.previous;
        m_changesLabel->setText(tr("Since run %1 (%2, by %3): %4 new, %5 resolved, %6 unchanged.")
                                    .arg(previous.id)
                                    .arg(formatDateTime(QDateTime::fromMSecsSinceEpoch(previous.atMs)),
                                         printable(previous.actor))
                                    .arg(m_changes.added)
                                    .arg(m_changes.resolved)
                                    .arg(m_changes.unchanged));
        m_changesLabel->show();
    } else {
        m_changesLabel->hide();
    }
    showResolved();
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_model->setDifferences(result.differences, m_changes.previousKeys, m_changes.previous.has_value());
    m_table->setColumnHidden(int(DifferenceModel::Column::New), !m_changes.previous);
    m_table->resizeColumnsToContents();
    showTotals();
    m_export->setEnabled(count > 0);
}

void ReconcileResultsView::showTotals()
{
    const QList<DifferenceTotal> totals = totalsOf(m_differences);
    m_totals->setRowCount(int(totals.size()));
    for (int row = 0; row < totals.size(); ++row) {
        const DifferenceTotal &total = totals.at(row);
        // Each currency in its own decimals: CLP has none.
        const QString amount = total.currency.isEmpty() ? formatAmount(total.amount)
                                                        : formatMoney(total.amount, total.currency);
        m_totals->setItem(row, 0, cell(differenceKindName(total.kind)));
        m_totals->setItem(row, 1, cell(total.currency));
        m_totals->setItem(row, 2, cell(QString::number(total.count), true));
        m_totals->setItem(row, 3, cell(amount, true));
    }
    m_totals->resizeColumnsToContents();
    m_totals->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void ReconcileResultsView::showResolved()
{
    const QList<Difference> &resolved = m_changes.resolvedRows;
    m_resolved->setRowCount(int(resolved.size()));
    for (int row = 0; row < resolved.size(); ++row) {
        const Difference &difference = resolved.at(row);
        m_resolved->setItem(row, 0, cell(differenceKindName(difference.kind)));
        m_resolved->setItem(row, 1, cell(printable(difference.merchantCode)));
        m_resolved->setItem(row, 2, cell(difference.currency()));
    }
    m_resolved->resizeColumnsToContents();
    m_resolved->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_resolved->setVisible(!resolved.isEmpty());
}

bool ReconcileResultsView::eventFilter(QObject *watched, QEvent *event)
{
    // Enter opens the row's payment here, so that the window's default button (Run) never sees it.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_table->currentIndex().isValid()) {
            activate(m_table->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ReconcileResultsView::activate(const QModelIndex &index)
{
    const QString hash = m_model->hashAt(index.row());
    if (!hash.isEmpty())
        emit paymentRequested(hash);
}

} // namespace dd
