#include "models/summarymodel.h"

#include "models/format.h"
#include "models/paymentcounter.h"

#include <QCoreApplication>

#include <algorithm>

namespace dd {

namespace {

bool sameGroup(const PaymentTotal &a, const PaymentTotal &b)
{
    return a.currency == b.currency && a.status == b.status && a.method == b.method;
}

void sortGroups(QList<PaymentTotal> &totals)
{
    std::sort(totals.begin(), totals.end(), [](const PaymentTotal &a, const PaymentTotal &b) {
        if (a.currency != b.currency)
            return a.currency < b.currency;
        if (a.status != b.status)
            return int(a.status) < int(b.status);
        return a.method < b.method;
    });
}

} // namespace

SummaryModel::SummaryModel(PaymentStore &store, QObject *parent)
    : QAbstractTableModel(parent), m_store(&store), m_totalsFilter(m_filter)
{
    // No filter: the sums the cache keeps per group, read at once.
    m_totals = m_store->totals(m_filter);
    sortGroups(m_totals);
}

SummaryModel::SummaryModel(SessionOpener sessions, QObject *parent) : QAbstractTableModel(parent)
{
    setBackgroundSessions(std::move(sessions));
    request();
}

SummaryModel::~SummaryModel() = default;

void SummaryModel::setBackgroundSessions(SessionOpener sessions)
{
    m_counter = std::make_unique<PaymentCounter>(std::move(sessions), this);   // a child: tests can watch it
    connect(m_counter.get(), &PaymentCounter::totalled, this, &SummaryModel::applyTotals);
    connect(m_counter.get(), &PaymentCounter::failed, this, &SummaryModel::totalsFailed);
}

void SummaryModel::totalsFailed(quint64 ticket)
{
    if (ticket != m_ticket)
        return;
    if (m_store) {
        applyTotals(ticket, m_store->totals(m_requested));   // no worker session: sum here after all
        return;
    }
    stopCounting();
    emit readFailed(tr("The totals could not be read: the store did not answer."));
}

bool SummaryModel::sumsHere() const { return m_store && (!m_counter || m_store->totalsAreQuick()); }

void SummaryModel::setFilter(const PaymentFilter &filter)
{
    m_filter = filter;
    if (!sumsHere()) {
        request();
        return;
    }
    stopCounting();
    QList<PaymentTotal> fresh = m_store->totals(m_filter);
    sortGroups(fresh);
    resetTo(m_filter, std::move(fresh));
}

void SummaryModel::refresh()
{
    if (!sumsHere()) {
        request();
        return;
    }
    stopCounting();
    QList<PaymentTotal> fresh = m_store->totals(m_filter);
    sortGroups(fresh);
    if (m_totalsFilter == m_filter)
        show(std::move(fresh));
    else   // a worker's answer for this filter was still awaited
        resetTo(m_filter, std::move(fresh));
}

void SummaryModel::request()
{
    const bool wasCounting = isCounting();
    m_requested = m_filter;
    m_ticket = m_counter->requestTotals(m_filter);
    if (!wasCounting)
        emit countingChanged(true);
}

void SummaryModel::stopCounting()
{
    if (!isCounting())
        return;
    m_ticket = 0;   // the worker's answer, when it comes, is dropped
    emit countingChanged(false);
}

void SummaryModel::applyTotals(quint64 ticket, QList<PaymentTotal> totals)
{
    if (ticket == 0 || ticket != m_ticket)
        return;   // the answer to a request overtaken by a newer filter or refresh
    m_ticket = 0;
    sortGroups(totals);
    if (m_requested == m_totalsFilter)
        show(std::move(totals));
    else   // another filter's figures: a new table, as setFilter() without a worker
        resetTo(m_requested, std::move(totals));
    emit countingChanged(false);
}

void SummaryModel::resetTo(const PaymentFilter &readFor, QList<PaymentTotal> totals)
{
    beginResetModel();
    m_totals = std::move(totals);
    m_totalsFilter = readFor;
    endResetModel();
    emit totalsChanged();
}

// The same filter read again: a reset only when the groups differ, else dataChanged per changed group.
void SummaryModel::show(QList<PaymentTotal> fresh)
{
    const bool sameGroups = fresh.size() == m_totals.size()
                            && std::equal(fresh.begin(), fresh.end(), m_totals.begin(), sameGroup);
    if (!sameGroups) {
        beginResetModel();
        m_totals = std::move(fresh);
        endResetModel();
        emit totalsChanged();
        return;
    }
    bool changed = false;
    for (qsizetype i = 0; i < fresh.size(); ++i) {
        if (fresh.at(i) == m_totals.at(i))
            continue;
        m_totals[i] = fresh.at(i);
        changed = true;
        emit dataChanged(index(int(i), int(Column::PaymentCount)), index(int(i), int(Column::Refunded)));
    }
    if (changed)
        emit totalsChanged();
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
