#pragma once

#include "core/reconcile/difference.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>

namespace dd {

// The differences of one reconciliation, one row each. The list is bounded by the order file, so
// the model sorts it itself rather than through a proxy over a copy.
class DifferenceModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Column {
        New,
        Kind,
        MerchantCode,
        Line,
        Currency,
        ShopAmount,
        GatewayAmount,
        ShopStatus,
        GatewayStatus,
        ShopRefunded,
        GatewayRefunded,
        Hash,
        Count
    };
    enum Role {
        TypedValueRole = Qt::UserRole + 1,   // qint64 hundredths / line, QString, int (kind, status), bool (new)
        HashRole,                            // QString: the payment's hash, "" when the row has no payment
    };

    explicit DifferenceModel(QObject *parent = nullptr);

    // `previousKeys` are the keys of the previous run's differences (RunChanges::previousKeys);
    // `compared` says whether there was a previous run, so that "new" means something.
    void setDifferences(QList<reconcile::Difference> differences, QSet<QString> previousKeys, bool compared);
    void clear();
    const reconcile::Difference *differenceAt(int row) const;
    QString hashAt(int row) const;
    bool isComparedWithPreviousRun() const { return m_compared; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    bool isNew(const reconcile::Difference &difference) const;
    QVariant typed(const reconcile::Difference &difference, Column column) const;
    QString text(const reconcile::Difference &difference, Column column) const;

    QList<reconcile::Difference> m_rows;
    QSet<QString> m_previousKeys;
    bool m_compared = false;
};

} // namespace dd
