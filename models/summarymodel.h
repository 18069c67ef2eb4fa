#pragma once

#include "core/cache/paymentfilter.h"
#include "core/cache/paymentstore.h"

#include <QAbstractTableModel>
#include <QMap>

namespace dd {

// Totals of the current filter per currency × status × method (one row each, sorted by currency,
// status, method). Amounts of different currencies are never added together.
class SummaryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column { Currency, Status, Method, PaymentCount, Amount, Refunded, Count };
    enum Role {
        TypedValueRole = Qt::UserRole + 1,   // QString, PaymentStatus, qint64 count / hundredths
        CurrencyRole,                        // QString
        StatusRole,                          // dd::PaymentStatus
        MethodRole,                          // QString payment_type_code
    };

    explicit SummaryModel(PaymentStore &store, QObject *parent = nullptr);

    void setFilter(const PaymentFilter &filter);
    const PaymentFilter &filter() const { return m_filter; }
    void refresh();
    // Per-currency totals (never summed across currencies) for a status bar: currency → amount hundredths.
    QMap<QString, qint64> totalsByCurrency() const;
    const QList<PaymentTotal> &totals() const { return m_totals; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PaymentTotal> readTotals() const;

    PaymentStore &m_store;
    PaymentFilter m_filter;
    QList<PaymentTotal> m_totals;
};

} // namespace dd
