#include "models/summarymodel.h"

#include "models/format.h"

#include <QCoreApplication>

#include <algorithm>

namespace dd {

namespace {

bool sameGroup(const PaymentTotal &a, const PaymentTotal &b)
{
    return a.currency == b.currency && a.status == b.status && a.method == b.method;
}

} // namespace

SummaryModel::SummaryModel(PaymentStore &store, QObject *parent) : QAbstractTableModel(parent), m_store(store)
{
    m_totals = readTotals();
}

QList<PaymentTotal> SummaryModel::readTotals() const
{
    QList<PaymentTotal> totals = m_store.totals(m_filter);
    std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
        if (a.currency != b.currency)
            return a.currency < b.currency;
        if (a.status != b.status)
            return int(a.status) < int(b.status);
        return a.method < b.method;
    });
    return totals;
}

void SummaryModel::setFilter(const PaymentFilter &filter)
{
    beginResetModel();
    m_filter = filter;
    m_totals = readTotals();
    endResetModel();
}

void SummaryModel::refresh()
{
    QList<PaymentTotal> fresh = readTotals();
    const bool sameGroups = fresh.size() == m_totals.size()
                            && std::equal(fresh.begin(), fresh.end(), m_totals.begin(), sameGroup);
    if (!sameGroups) {
        beginResetModel();
        m_totals = std::move(fresh);
        endResetModel();
        return;
    }
    for (qsizetype i = 0; i < fresh.size(); ++i) {
        if (fresh.at(i) == m_totals.at(i))
            continue;
        m_totals[i] = fresh.at(i);
        emit dataChanged(index(int(i), int(Column::PaymentCount)), index(int(i), int(Column::Refunded)));
    }
}

QMap<QString, qint64> SummaryModel::totalsByCurrency() const
{
    QMap<QString, qint64> sums;
    for (const PaymentTotal &total : m_totals)
        sums[total.currency] += total.amountHundredths;
    return sums;
}

int SummaryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_totals.size()); }

int SummaryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(Column::Count); }

QVariant SummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PaymentTotal &total = m_totals.at(index.row());
    const auto column = Column(index.column());
    switch (role) {
    case CurrencyRole: return total.currency;
    case StatusRole: return QVariant::fromValue(total.status);
    case MethodRole: return total.method;
    case Qt::TextAlignmentRole: {
        const bool numeric = column == Column::PaymentCount || column == Column::Amount || column == Column::Refunded;
        return numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    }
    case Qt::DisplayRole:
    case TypedValueRole:
        break;
    default:
        return {};
    }
    const bool typed = role == TypedValueRole;
    switch (column) {
    case Column::Currency: return total.currency;
    case Column::Status: return typed ? QVariant::fromValue(total.status) : QVariant(paymentStatusName(total.status));
    case Column::Method: return total.method;
    case Column::PaymentCount: return typed ? QVariant(total.count) : QVariant(QLocale().toString(total.count));
    case Column::Amount:
        return typed ? QVariant(total.amountHundredths) : QVariant(formatMoney(total.amountHundredths, total.currency));
    case Column::Refunded:
        return typed ? QVariant(total.refundedHundredths)
                     : QVariant(formatMoney(total.refundedHundredths, total.currency));
    case Column::Count: break;
    }
    return {};
}

QVariant SummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= int(Column::Count) || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Column::Currency: return QCoreApplication::translate("dd::SummaryModel", "Currency");
    case Column::Status: return QCoreApplication::translate("dd::SummaryModel", "Status");
    case Column::Method: return QCoreApplication::translate("dd::SummaryModel", "Method");
    case Column::PaymentCount: return QCoreApplication::translate("dd::SummaryModel", "Payments");
    case Column::Amount: return QCoreApplication::translate("dd::SummaryModel", "Amount");
    case Column::Refunded: return QCoreApplication::translate("dd::SummaryModel", "Refunded");
    case Column::Count: break;
    }
    return {};
}

} // namespace dd
