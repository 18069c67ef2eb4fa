#pragma once

// The baseline the issue compares against: every row in memory, filtered and sorted by a
// QSortFilterProxyModel.

#include "core/storage/paymentfilter.h"
#include "models/format.h"

#include <QAbstractTableModel>

namespace dd::bench {

struct BaselineRow
{
    QString hash;
    QString merchantCode;
    QString customer;
    QString country;
    QString method;
    QString currency;
    PaymentStatus status = PaymentStatus::Unknown;
    qint64 amount = 0;
    qint64 refunded = 0;
    QDateTime openDate;
    QDateTime confirmDate;
};

class BaselinePaymentModel : public QAbstractTableModel
{
public:
    enum Column { OpenDate, Hash, MerchantCode, Customer, Country, Method, Status, Amount, Currency, Refunded,
                  ConfirmDate, ColumnCount };
    static constexpr int TypedRole = Qt::UserRole + 1;

    explicit BaselinePaymentModel(QList<BaselineRow> rows) : m_rows(std::move(rows)) {}

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid())
            return {};
        const BaselineRow &r = m_rows.at(index.row());
        if (role == TypedRole) {
            switch (index.column()) {
            case OpenDate: return r.openDate;
            case Status: return int(r.status);
            case Amount: return r.amount;
            case Refunded: return r.refunded;
            case ConfirmDate: return r.confirmDate;
            default: break;
            }
        } else if (role != Qt::DisplayRole) {
            return {};
        }
        switch (index.column()) {
        case OpenDate: return formatDateTime(r.openDate);
        case Hash: return r.hash;
        case MerchantCode: return r.merchantCode;
        case Customer: return r.customer;
        case Country: return r.country.toUpper();
        case Method: return r.method;
        case Status: return paymentStatusName(r.status);
        case Amount: return formatAmount(r.amount);
        case Currency: return r.currency;
        case Refunded: return formatAmount(r.refunded);
        case ConfirmDate: return formatDateTime(r.confirmDate);
        default: return {};
        }
    }

private:
    QList<BaselineRow> m_rows;
};

} // namespace dd::bench
