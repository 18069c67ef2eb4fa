#include "ui/reconcile/differencemodel.h"

#include "core/domain/moneyformat.h"
#include "core/domain/printable.h"
#include "core/domain/status.h"

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace dd {

using reconcile::Difference;

namespace {

// Empty cells first, text in the user's collation, numbers by value.
bool lessThan(const QVariant &a, const QVariant &b)
{
    if (!a.isValid() || !b.isValid())
        return !a.isValid() && b.isValid();
    if (a.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    return a.toLongLong() < b.toLongLong();
}

QVariant hundredths(const std::optional<qint64> &amount)
{
    return amount ? QVariant(*amount) : QVariant();
}

// An amount in its own currency's decimals; a side without a currency of its own takes the row's.
QString money(const std::optional<qint64> &amount, const QString &currency, const Difference &difference)
{
    if (!amount)
        return {};
    const QString code = currency.isEmpty() ? difference.currency() : currency;
    return code.isEmpty() ? formatAmount(*amount) : formatMoney(*amount, code);
}

bool isAmount(DifferenceModel::Column column)
{
    using C = DifferenceModel::Column;
    return column == C::ShopAmount || column == C::GatewayAmount || column == C::ShopRefunded
           || column == C::GatewayRefunded || column == C::Line;
}

} // namespace

DifferenceModel::DifferenceModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DifferenceModel::setDifferences(QList<Difference> differences, QSet<QString> previousKeys, bool compared)
{
    beginResetModel();
    m_rows = std::move(differences);
    m_previousKeys = std::move(previousKeys);
    m_compared = compared;
    endResetModel();
}

void DifferenceModel::clear()
{
    setDifferences({}, {}, false);
}

const Difference *DifferenceModel::differenceAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QString DifferenceModel::hashAt(int row) const
{
    const Difference *difference = differenceAt(row);
    return difference ? difference->paymentHash : QString();
}

int DifferenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DifferenceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(Column::Count);
}

bool DifferenceModel::isNew(const Difference &difference) const
{
    return m_compared && !m_previousKeys.contains(difference.key());
}

QVariant DifferenceModel::typed(const Difference &d, Column column) const
{
    switch (column) {
    case Column::New: return isNew(d);
    case Column::Kind: return int(d.kind);
    case Column::MerchantCode: return d.merchantCode;
    case Column::Line: return d.orderLine > 0 ? QVariant(d.orderLine) : QVariant();
    case Column::Currency: return d.currency();
    case Column::ShopAmount: return hundredths(d.orderAmount);
    case Column::GatewayAmount: return hundredths(d.gatewayAmount);
    case Column::ShopStatus: return d.orderStatus.isEmpty() ? QVariant() : QVariant(d.orderStatus);
    case Column::GatewayStatus: return d.gatewayStatus ? QVariant(int(*d.gatewayStatus)) : QVariant();
    case Column::ShopRefunded: return hundredths(d.orderRefunded);
    case Column::GatewayRefunded: return hundredths(d.gatewayRefunded);
    case Column::Hash: return d.paymentHash.isEmpty() ? QVariant() : QVariant(d.paymentHash);
    case Column::Count: break;
    }
    return {};
}

QString DifferenceModel::text(const Difference &d, Column column) const
{
    switch (column) {
    case Column::New: return isNew(d) ? tr("New", "a difference the previous run did not have") : QString();
    case Column::Kind: return reconcile::differenceKindName(d.kind);
    case Column::MerchantCode: return printable(d.merchantCode);
    case Column::Line: return d.orderLine > 0 ? QString::number(d.orderLine) : QString();
    case Column::Currency: return d.currency();
    case Column::ShopAmount: return money(d.orderAmount, d.orderCurrency, d);
    case Column::GatewayAmount: return money(d.gatewayAmount, d.gatewayCurrency, d);
    case Column::ShopStatus: return printable(d.orderStatus);
    case Column::GatewayStatus: return d.gatewayStatus ? paymentStatusLabel(*d.gatewayStatus) : QString();
    case Column::ShopRefunded: return money(d.orderRefunded, d.orderCurrency, d);
    case Column::GatewayRefunded: return money(d.gatewayRefunded, d.gatewayCurrency, d);
    case Column::Hash: return d.paymentHash;
    case Column::Count: break;
    }
    return {};
}

QVariant DifferenceModel::data(const QModelIndex &index, int role) const
{
    const Difference *difference = index.isValid() ? differenceAt(index.row()) : nullptr;
    if (!difference || index.column() >= int(Column::Count))
        return {};
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole: return text(*difference, column);
    case TypedValueRole: return typed(*difference, column);
    case HashRole: return difference->paymentHash;
    case Qt::TextAlignmentRole:
        return isAmount(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == Column::Kind)
            return reconcile::differenceKindCode(difference->kind);
        return difference->paymentHash.isEmpty() ? tr("No payment at the gateway to open")
                                                 : tr("Double-click or press Enter to open the payment");
    default: return {};
    }
}

QVariant DifferenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= int(Column::Count))
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case Column::New: return tr("New", "column: the difference is new since the previous run");
    case Column::Kind: return tr("Difference");
    case Column::MerchantCode: return tr("Merchant code");
    case Column::Line: return tr("Line");
    case Column::Currency: return tr("Currency");
    case Column::ShopAmount: return tr("Shop amount");
    case Column::GatewayAmount: return tr("Gateway amount");
    case Column::ShopStatus: return tr("Shop status");
    case Column::GatewayStatus: return tr("Gateway status");
    case Column::ShopRefunded: return tr("Shop refunded");
    case Column::GatewayRefunded: return tr("Gateway refunded");
    case Column::Hash: return tr("Hash");
    case Column::Count: break;
    }
    return {};
}

void DifferenceModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= int(Column::Count))
        return;
    const auto by = static_cast<Column>(column);
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    QList<int> sorted(m_rows.size());
    std::iota(sorted.begin(), sorted.end(), 0);
    std::stable_sort(sorted.begin(), sorted.end(), [this, by, order](int a, int b) {
        const QVariant left = typed(m_rows.at(a), by);
        const QVariant right = typed(m_rows.at(b), by);
        return order == Qt::AscendingOrder ? lessThan(left, right) : lessThan(right, left);
    });
    QList<Difference> rows;
    rows.reserve(m_rows.size());
    QList<int> rowNow(m_rows.size());
    for (int i = 0; i < sorted.size(); ++i) {
        rows.append(m_rows.at(sorted.at(i)));
        rowNow[sorted.at(i)] = i;
    }
    m_rows = std::move(rows);
    // The selection follows its rows.
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex &index : before)
        after.append(this->index(rowNow.at(index.row()), index.column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace dd
