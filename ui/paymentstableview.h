#pragma once

#include <QTableView>

namespace dd {

// The payments table: sorting by header click, a header context menu to show or hide columns,
// copying the selected rows as tab-separated text with headers, and the row context menu
// built from the actions added to it (Qt::ActionsContextMenu).
class PaymentsTableView : public QTableView
{
    Q_OBJECT
public:
    explicit PaymentsTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    // Optional columns hidden, default widths and order.
    void resetColumns();
    QList<int> selectedRows() const;
    QList<int> visibleColumnsInOrder() const;
    QString selectionAsTsv() const;

signals:
    void columnsChanged();

private:
    void showHeaderMenu(const QPoint &pos);
};

} // namespace dd
