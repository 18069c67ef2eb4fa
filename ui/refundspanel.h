#pragma once

#include "core/domain/payment.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTableView;

namespace dd {

class RefundTableModel;

// The refunds of the selected payment: a heading with the refunded and refundable amounts, and
// the table (context menu from the actions added to it).
class RefundsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RefundsPanel(QWidget *parent = nullptr);

    void showPayment(const Payment &payment);
    void clear();
    std::optional<Refund> selectedRefund() const;
    QTableView *table() const { return m_table; }
    RefundTableModel *model() const { return m_model; }

signals:
    void selectionChanged();

private:
    void showFilledColumns();

    QLabel *m_heading;
    QTableView *m_table;
    RefundTableModel *m_model;
};

} // namespace dd
