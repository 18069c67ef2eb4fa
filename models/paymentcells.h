#pragma once

// Internal to models/: what each cell of PaymentTableModel shows for each role.

#include "models/format.h"
#include "models/paymenttablemodel.h"

#include <QVariant>

#include <array>

namespace dd {

class PaymentCells
{
public:
    using Column = PaymentTableModel::Column;

    explicit PaymentCells(const QPalette &palette);

    QVariant data(const PaymentRow &row, Column column, int role) const;
    static QVariant header(Column column, int role);
    static QString title(Column column);

private:
    static QVariant display(const PaymentRow &row, Column column);
    static QVariant typed(const PaymentRow &row, Column column);
    static bool isNumeric(Column column);
    QVariant statusCell(PaymentStatus status, int role) const;

    std::array<StatusBadge, 5> m_badges;   // indexed by PaymentStatus
};

// Spec 3.1: only a confirmed payment can be refunded, up to what is not refunded yet.
qint64 remainingRefundableHundredths(const PaymentRow &row);

} // namespace dd
