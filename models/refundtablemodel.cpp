#include "models/refundtablemodel.h"

#include "models/format.h"

#include <QCoreApplication>
#include <QGuiApplication>

namespace dd {

RefundTableModel::RefundTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    setBadges(QGuiApplication::palette());
}

void RefundTableModel::setBadges(const QPalette &palette)
{
    for (RefundStatus status : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                RefundStatus::Cancelled, RefundStatus::Unknown})
        m_badges.at(size_t(status)) = refundStatusBadge(status, palette);
}

void RefundTableModel::setPayment(const Payment &payment)
{
    beginResetModel();
    m_paymentHash = payment.hash;
    m_currency = payment.currencyExt.isEmpty() ? payment.amountExt.currency() : payment.currencyExt;
    m_refunds = payment.refunds;
    endResetModel();
}

std::optional<Refund> RefundTableModel::refundAt(int row) const
{
    if (row < 0 || row >= m_refunds.size())
        return std::nullopt;
    return m_refunds.at(row);
}

void RefundTableModel::setPalette(const QPalette &palette)
{
    setBadges(palette);
    if (!m_refunds.isEmpty()) {
        const int status = int(Column::Status);
        emit dataChanged(index(0, status), index(int(m_refunds.size()) - 1, status),
                         {Qt::DecorationRole, Qt::BackgroundRole, Qt::ForegroundRole});
    }
}

int RefundTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_refunds.size()); }

int RefundTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(Column::Count); }

QVariant RefundTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Refund &refund = m_refunds.at(index.row());
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole: return display(refund, column);
    case TypedValueRole: return typed(refund, column);
    case RefundIdRole: return refund.id;
    case StatusRole: return QVariant::fromValue(refund.status);
    case Qt::TextAlignmentRole:
        return column == Column::Amount ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                        : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default: break;
    }
    if (column == Column::Status) {
        const StatusBadge &badge = m_badges.at(size_t(refund.status));
        switch (role) {
        case Qt::DecorationRole: return badge.icon;
        case Qt::ToolTipRole: return badge.toolTip;
        case Qt::BackgroundRole: return badge.background;
        case Qt::ForegroundRole: return badge.foreground;
        default: return {};
        }
    }
    if (column == Column::Amount && role == Qt::ToolTipRole)
        return formatMoney(refund.amount.hundredths(), m_currency);
    return {};
}

QVariant RefundTableModel::display(const Refund &refund, Column column) const
{
    switch (column) {
    case Column::Id: return refund.id;
    case Column::MerchantRefundCode: return refund.merchantRefundCode;
    case Column::Status: return refundStatusLabel(refund.status);
    case Column::Amount: return formatMoney(refund.amount.hundredths(), m_currency);
    case Column::RequestDate: return formatDateTime(refund.requestDate);
    case Column::PendingDate: return formatDateTime(refund.pendingDate);
    case Column::ConfirmDate: return formatDateTime(refund.confirmDate);
    case Column::CancelDate: return formatDateTime(refund.cancelDate);
    case Column::Description: return refund.description;
    case Column::Cancellable:
        return refund.isCancellable() ? QCoreApplication::translate("dd::RefundTableModel", "Yes")
                                      : QCoreApplication::translate("dd::RefundTableModel", "No");
    case Column::Count: break;
    }
    return {};
}

QVariant RefundTableModel::typed(const Refund &refund, Column column) const
{
    switch (column) {
    case Column::Id: return refund.id;
    case Column::MerchantRefundCode: return refund.merchantRefundCode;
    case Column::Status: return QVariant::fromValue(refund.status);
    case Column::Amount: return refund.amount.hundredths();
    case Column::RequestDate: return refund.requestDate;
    case Column::PendingDate: return refund.pendingDate;
    case Column::ConfirmDate: return refund.confirmDate;
    case Column::CancelDate: return refund.cancelDate;
    case Column::Description: return refund.description;
    case Column::Cancellable: return refund.isCancellable();
    case Column::Count: break;
    }
    return {};
}

QVariant RefundTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= int(Column::Count) || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Column::Id: return QCoreApplication::translate("dd::RefundTableModel", "Refund id");
    case Column::MerchantRefundCode: return QCoreApplication::translate("dd::RefundTableModel", "Merchant refund code");
    case Column::Status: return QCoreApplication::translate("dd::RefundTableModel", "Status");
    case Column::Amount: return QCoreApplication::translate("dd::RefundTableModel", "Amount");
    case Column::RequestDate: return QCoreApplication::translate("dd::RefundTableModel", "Requested");
    case Column::PendingDate: return QCoreApplication::translate("dd::RefundTableModel", "Pending since");
    case Column::ConfirmDate: return QCoreApplication::translate("dd::RefundTableModel", "Confirmed");
    case Column::CancelDate: return QCoreApplication::translate("dd::RefundTableModel", "Cancelled");
    case Column::Description: return QCoreApplication::translate("dd::RefundTableModel", "Description");
    case Column::Cancellable: return QCoreApplication::translate("dd::RefundTableModel", "Can be cancelled");
    case Column::Count: break;
    }
    return {};
}

} // namespace dd
