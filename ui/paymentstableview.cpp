#include "ui/paymentstableview.h"

#include "models/format.h"
#include "models/paymenttablemodel.h"
#include "ui/tsvtext.h"

#include <QHeaderView>
#include <QMenu>

#include <algorithm>
#include <utility>
#include <vector>

namespace dd {

PaymentsTableView::PaymentsTableView(QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("paymentsTable"));
    setAccessibleName(tr("Payments"));
    setAccessibleDescription(tr("Payments in the cache that match the filter; the selected one is shown below"));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSortingEnabled(true);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    verticalHeader()->setVisible(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setSectionsMovable(true);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &PaymentsTableView::showHeaderMenu);
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &PaymentsTableView::columnsChanged);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, &PaymentsTableView::columnsChanged);
}

void PaymentsTableView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    if (model)
        resetColumns();
}

void PaymentsTableView::resetColumns()
{
    QHeaderView *header = horizontalHeader();
    if (!model())
        return;
    for (int logical = 0; logical < header->count(); ++logical)
        header->moveSection(header->visualIndex(logical), logical);
    using Column = PaymentTableModel::Column;
    for (int column = 0; column < model()->columnCount(); ++column) {
        setColumnHidden(column, PaymentTableModel::isOptionalColumn(static_cast<Column>(column)));
        header->resizeSection(column, header->defaultSectionSize());
    }
    const int wide = fontMetrics().horizontalAdvance(QLatin1Char('M')) * 14;
    header->resizeSection(static_cast<int>(Column::Hash), wide);
    header->resizeSection(static_cast<int>(Column::MerchantCode), wide);
    header->resizeSection(static_cast<int>(Column::Customer), wide);
    const QString sampleDate = formatDateTime(QDateTime(QDate(2026, 12, 30), QTime(23, 59, 59)));
    header->resizeSection(static_cast<int>(Column::OpenDate), fontMetrics().horizontalAdvance(sampleDate) + 24);
    header->resizeSection(static_cast<int>(Column::ConfirmDate), fontMetrics().horizontalAdvance(sampleDate) + 24);
    // The widest status of this language with its code and badge: "Confirmado (CO)".
    int statusWidth = header->defaultSectionSize();
    for (PaymentStatus status : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                 PaymentStatus::Cancelled, PaymentStatus::Unknown})
        statusWidth = std::max(statusWidth, fontMetrics().horizontalAdvance(paymentStatusLabel(status)) + 40);
    header->resizeSection(static_cast<int>(Column::Status), statusWidth);
    // No column narrower than its title in this language ("Reembolsable" and its sort arrow).
    for (int column = 0; column < model()->columnCount(); ++column)
        header->resizeSection(column, std::max(header->sectionSize(column), header->sectionSizeHint(column)));
    sortByColumn(static_cast<int>(Column::OpenDate), Qt::DescendingOrder);
    emit columnsChanged();
}

QList<int> PaymentsTableView::selectedRows() const
{
    QList<int> rows;
    if (!selectionModel())
        return rows;
    for (const QModelIndex &index : selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

qint64 PaymentsTableView::selectedRowCount() const
{
    if (!selectionModel())
        return 0;
    // Rows are selected whole (SelectRows), but ranges added by Ctrl+click or Shift+click may overlap.
    std::vector<std::pair<int, int>> spans;
    for (const QItemSelectionRange &range : selectionModel()->selection())
        spans.emplace_back(range.top(), range.bottom());
    std::sort(spans.begin(), spans.end());
    qint64 count = 0;
    int covered = -1;   // the last row counted so far
    for (const auto &[top, bottom] : spans) {
        if (bottom <= covered)
            continue;
        count += bottom - std::max(top, covered + 1) + 1;
        covered = bottom;
    }
    return count;
}

bool PaymentsTableView::everyRowSelected() const
{
    return model() && model()->rowCount() > 0 && selectedRowCount() == model()->rowCount();
}

QList<int> PaymentsTableView::visibleColumnsInOrder() const
{
    QList<int> columns;
    const QHeaderView *header = horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical))
            columns << logical;
    }
    return columns;
}

QString PaymentsTableView::selectionAsTsv() const
{
    if (!model())
        return {};
    const QList<int> rows = selectedRows();
    if (rows.isEmpty())
        return {};
    return tsvText(*model(), rows, visibleColumnsInOrder());
}

void PaymentsTableView::showHeaderMenu(const QPoint &pos)
{
    if (!model())
        return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("columnsMenu"));
    for (int column = 0; column < model()->columnCount(); ++column) {
        QAction *action = menu.addAction(model()->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            // Never hide the last visible column: the header would vanish with it.
            if (!shown && visibleColumnsInOrder().size() <= 1)
                return;
            setColumnHidden(column, !shown);
            emit columnsChanged();
        });
    }
    menu.addSeparator();
    QAction *reset = menu.addAction(tr("Reset columns"));
    connect(reset, &QAction::triggered, this, &PaymentsTableView::resetColumns);
    menu.exec(horizontalHeader()->mapToGlobal(pos));
}

} // namespace dd
