#include "ui/paymentstableview.h"

#include "core/domain/status.h"
#include "models/format.h"
#include "models/paymenttablemodel.h"
#include "ui/actiontext.h"
#include "ui/tsvtext.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
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
    // The spare width goes to hash, merchant code and customer (fitColumns), not to the last column.
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QHeaderView::customContextMenuRequested, this, &PaymentsTableView::showHeaderMenu);
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &PaymentsTableView::columnsChanged);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, &PaymentsTableView::columnsChanged);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column) { onSectionResized(column); });
    m_emptyHint = new QLabel(viewport());
    m_emptyHint->setObjectName(QStringLiteral("emptyCacheHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setTextFormat(Qt::PlainText);
    m_emptyHint->setForegroundRole(QPalette::PlaceholderText);
    m_emptyHint->hide();
}

void PaymentsTableView::setModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_hintConnections))
        disconnect(connection);
    m_hintConnections.clear();
    QTableView::setModel(model);
    if (model) {
        resetColumns();
        m_hintConnections
            << connect(model, &QAbstractItemModel::modelReset, this, &PaymentsTableView::updateEmptyHint)
            << connect(model, &QAbstractItemModel::layoutChanged, this, &PaymentsTableView::updateEmptyHint)
            << connect(model, &QAbstractItemModel::rowsInserted, this, &PaymentsTableView::updateEmptyHint)
            << connect(model, &QAbstractItemModel::rowsRemoved, this, &PaymentsTableView::updateEmptyHint);
        if (auto *payments = qobject_cast<PaymentTableModel *>(model))
            m_hintConnections << connect(payments, &PaymentTableModel::countingChanged, this,
                                         &PaymentsTableView::updateEmptyHint);
    }
    updateEmptyHint();
}

QString PaymentsTableView::emptyHintText() const
{
    // The window's own actions, named as its menus name them, with the keys they answer to.
    QStringList steps;
    for (const char *name : {"lookUpAction", "newPaymentAction", "importNotificationsAction"}) {
        const QAction *action = window()->findChild<QAction *>(QString::fromLatin1(name));
        if (!action)
            continue;
        const QString text = withoutMnemonic(action->text()).remove(u'…');
        const QString key = action->shortcut().toString(QKeySequence::NativeText);
        steps << (key.isEmpty() ? text : tr("%1 (%2)", "action (shortcut)").arg(text, key));
    }
    const QString first = tr("No payment in the cache yet.");
    if (steps.isEmpty())
        return first + u'\n' + tr("Look up a payment, create one or import notifications to start.");
    return first + u'\n' + tr("To start:") + u'\n' + steps.join(u'\n');
}

void PaymentsTableView::updateEmptyHint()
{
    const auto *payments = qobject_cast<const PaymentTableModel *>(model());
    const bool empty = payments && payments->rowCount() == 0 && !payments->isCounting() && payments->filter().isEmpty();
    if (empty) {
        m_emptyHint->setText(emptyHintText());
        m_emptyHint->setGeometry(viewport()->rect().adjusted(12, 12, -12, -12));
    }
    m_emptyHint->setVisible(empty);
}

namespace {
using Column = PaymentTableModel::Column;

// Padding around a cell's text: the item's margins and a little air, so values never touch.
constexpr int CellPadding = 16;

int widest(const QFontMetrics &metrics, const QStringList &texts)
{
    int width = 0;
    for (const QString &text : texts)
        width = std::max(width, metrics.horizontalAdvance(text));
    return width;
}
} // namespace

bool PaymentsTableView::sharesSpareWidth(int column)
{
    const auto c = static_cast<Column>(column);
    return c == Column::Hash || c == Column::MerchantCode || c == Column::Customer;
}

int PaymentsTableView::contentWidth(int column) const
{
    const auto c = static_cast<Column>(column);
    if (sharesSpareWidth(column))
        return sharingMinimum(column);
    if (PaymentTableModel::isOptionalColumn(c))
        return horizontalHeader()->defaultSectionSize();   // hidden until chosen: Qt's default width
    const QFontMetrics metrics = fontMetrics();
    QStringList samples;
    if (c == Column::Status) {
        // The status with its code and badge: "Confirmado (CO)"; the badge takes the extra room.
        for (PaymentStatus status : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                     PaymentStatus::Cancelled, PaymentStatus::Unknown})
            samples << paymentStatusLabel(status);
        return widest(metrics, samples) + 40;
    }
    if (c == Column::OpenDate || c == Column::ConfirmDate) {
        samples << formatDateTime(QDateTime(QDate(2026, 12, 30), QTime(23, 59, 59)));
    } else if (c == Column::Amount || c == Column::Refunded || c == Column::RemainingRefundable) {
        // Millions with cents: the largest demo amounts (pesos run to millions); larger ones elide.
        samples << formatAmount(Q_INT64_C(999999999), QLocale());
    } else if (c == Column::Currency) {
        samples << QStringLiteral("MXN");
    } else if (c == Column::Country) {
        samples << QStringLiteral("MX");   // the code, as the cell shows it
    } else if (c == Column::Method) {
        samples << QStringLiteral("mastercard");   // the method code, as the cell shows it
    }
    return widest(metrics, samples) + CellPadding;
}

int PaymentsTableView::sharingMinimum(int column) const
{
    return std::max(horizontalHeader()->sectionSizeHint(column),
                    fontMetrics().horizontalAdvance(QString(10, QLatin1Char('0'))) + CellPadding);
}

void PaymentsTableView::resetColumns()
{
    QHeaderView *header = horizontalHeader();
    if (!model())
        return;
    for (int logical = 0; logical < header->count(); ++logical)
        header->moveSection(header->visualIndex(logical), logical);
    // Status, amount and currency right after the customer: at 1024 px they are in view together,
    // and what scrolls sideways is country, method and the refund columns.
    const int country = header->visualIndex(int(Column::Country));
    for (Column moved : {Column::Status, Column::Amount, Column::Currency})
        header->moveSection(header->visualIndex(int(moved)), country + (int(moved) - int(Column::Status)));
    m_fitting = true;
    for (int column = 0; column < model()->columnCount(); ++column) {
        setColumnHidden(column, PaymentTableModel::isOptionalColumn(static_cast<Column>(column)));
        // No column narrower than its title in this language ("Reembolsable" and its sort arrow).
        header->resizeSection(column, std::max(contentWidth(column), header->sectionSizeHint(column)));
    }
    m_fitting = false;
    fitColumns();
    sortByColumn(static_cast<int>(Column::OpenDate), Qt::DescendingOrder);
    emit columnsChanged();
}

void PaymentsTableView::fitColumns()
{
    QHeaderView *header = horizontalHeader();
    if (!model() || m_fitting)
        return;
    header->setStretchLastSection(false);
    int fixedWidth = 0;
    QList<int> sharing;
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        if (sharesSpareWidth(column))
            sharing << column;
        else
            fixedWidth += header->sectionSize(column);
    }
    if (sharing.isEmpty())
        return;
    // Each sharing column gets its minimum, and the rest of the width in equal parts; when there is
    // none left, the table scrolls sideways rather than squeeze a hash to a few characters.
    int minimums = 0;
    for (int column : sharing)
        minimums += sharingMinimum(column);
    const int extra = std::max(0, viewport()->width() - fixedWidth - minimums);
    const int share = extra / int(sharing.size());
    m_fitting = true;
    for (int column : sharing) {
        const int rest = column == sharing.first() ? extra % int(sharing.size()) : 0;
        header->resizeSection(column, sharingMinimum(column) + share + rest);
    }
    m_fitting = false;
}

void PaymentsTableView::onSectionResized(int column)
{
    // A fixed column made wider or narrower by hand, or hidden: the sharing ones take up the difference.
    if (!m_fitting && !sharesSpareWidth(column))
        fitColumns();
}

bool PaymentsTableView::viewportEvent(QEvent *event)
{
    const bool handled = QTableView::viewportEvent(event);
    // The window resized, or the vertical scroll bar came or went.
    if (event->type() == QEvent::Resize) {
        fitColumns();
        updateEmptyHint();
    }
    // The window's actions exist once it is shown: the hint names them then.
    if (event->type() == QEvent::Show)
        updateEmptyHint();
    return handled;
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
            fitColumns();
            emit columnsChanged();
        });
    }
    menu.addSeparator();
    QAction *reset = menu.addAction(tr("Reset columns"));
    connect(reset, &QAction::triggered, this, &PaymentsTableView::resetColumns);
    menu.exec(horizontalHeader()->mapToGlobal(pos));
}

} // namespace dd
