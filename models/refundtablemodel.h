#pragma once

#include "core/domain/payment.h"
#include "models/format.h"

#include <QAbstractTableModel>
#include <QPalette>

#include <array>
#include <optional>

namespace dd {

// The refunds of one payment (spec 2.2), oldest first.
class RefundTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        Id,
        MerchantRefundCode,
        Status,
        Amount,
        RequestDate,
        PendingDate,
        ConfirmDate,
        CancelDate,
        Description,
        Cancellable,
        Count
    };
    enum Role {
        TypedValueRole = Qt::UserRole + 1,   // qint64 hundredths, QDateTime, RefundStatus, bool, QString
        RefundIdRole,                        // QString: the gateway's refund id
        StatusRole,                          // dd::RefundStatus
    };

    explicit RefundTableModel(QObject *parent = nullptr);

    void setPayment(const Payment &payment);   // replaces the rows (reset)
    const QString &paymentHash() const { return m_paymentHash; }
    std::optional<Refund> refundAt(int row) const;
    void setPalette(const QPalette &palette);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void setBadges(const QPalette &palette);
    QVariant display(const Refund &refund, Column column) const;
    QVariant typed(const Refund &refund, Column column) const;

    QString m_paymentHash;
    QString m_currency;
    QList<Refund> m_refunds;
    std::array<StatusBadge, 5> m_badges;   // indexed by RefundStatus, rebuilt when the palette changes
};

} // namespace dd
