#include "ui/refundspanel.h"

#include "models/format.h"
#include "models/refundtablemodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace dd {

RefundsPanel::RefundsPanel(QWidget *parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_table(new QTableView(this)), m_model(new RefundTableModel(this))
{
    setObjectName(QStringLiteral("refundsPanel"));
    m_heading->setObjectName(QStringLiteral("refundsHeading"));
    m_table->setObjectName(QStringLiteral("refundsTable"));
    m_table->setAccessibleName(tr("Refunds"));
    m_table->setAccessibleDescription(tr("Refunds of the selected payment"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    // Every column keeps its content width (a stretched last column could shrink below its title).
    m_table->horizontalHeader()->setStretchLastSection(false);
    // What a support agent reads first (state, amount, when) on the left, identifiers after it: in
    // a panel of about 540 px the dates are in view without scrolling sideways.
    using Column = RefundTableModel::Column;
    const QList<Column> order{Column::Status,     Column::Amount,     Column::RequestDate,
                              Column::PendingDate, Column::ConfirmDate, Column::CancelDate,
                              Column::Id,         Column::MerchantRefundCode};
    QHeaderView *header = m_table->horizontalHeader();
    for (int visual = 0; visual < order.size(); ++visual)
        header->moveSection(header->visualIndex(int(order.at(visual))), visual);
    m_heading->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_table, 1);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &RefundsPanel::selectionChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RefundsPanel::selectionChanged);
    clear();
}

void RefundsPanel::showPayment(const Payment &payment)
{
    m_model->setPayment(payment);
    showFilledColumns();
    const QString currency = payment.amountExt.currency();
    m_heading->setText(
        tr("<b>Refunds</b> — paid %1, refunded %2, refundable %3")
            .arg(formatMoney(payment.amountExt.hundredths(), currency),
                 formatMoney(payment.refundedTotal().hundredths(), currency),
                 formatMoney(payment.status == PaymentStatus::Confirmed ? payment.remainingRefundable().hundredths() : 0,
                             currency)));
}

void RefundsPanel::clear()
{
    m_model->setPayment(Payment());
    showFilledColumns();   // every column as wide as its title, even with no rows
    m_heading->setText(tr("<b>Refunds</b>"));
}

void RefundsPanel::showFilledColumns()
{
    // Dates and descriptions no refund of this payment has are left out, so the request date and
    // the date that ended each refund are in view without scrolling sideways.
    using Column = RefundTableModel::Column;
    for (Column column : {Column::PendingDate, Column::ConfirmDate, Column::CancelDate, Column::Description}) {
        bool filled = false;
        for (int row = 0; row < m_model->rowCount() && !filled; ++row)
            filled = !m_model->index(row, int(column)).data().toString().isEmpty();
        m_table->setColumnHidden(int(column), !filled);
    }
    m_table->resizeColumnsToContents();
}

std::optional<Refund> RefundsPanel::selectedRefund() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->refundAt(rows.first().row());
}

} // namespace dd
