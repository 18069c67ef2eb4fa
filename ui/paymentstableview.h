#pragma once

#include <QTableView>

class QLabel;

namespace dd {

// The payments table: sorting by header click, a header context menu to show or hide columns,
// copying the selected rows as tab-separated text with headers, and the row context menu
// built from the actions added to it (Qt::ActionsContextMenu). While the cache holds no payment
// (no rows, no filter, the count known) it says what to do first, with the window's shortcuts.
class PaymentsTableView : public QTableView
{
    Q_OBJECT
public:
    explicit PaymentsTableView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    // Optional columns hidden, default widths and order.
    void resetColumns();
    // After a saved header state is restored: the columns that take the spare width get it again
    // (the saved state may come from a version that stretched the last column instead).
    void fitColumns();
    // The columns that share the width the others leave: hash, merchant code and customer.
    static bool sharesSpareWidth(int column);
    // The selected rows, in order. It builds one entry per row: ask selectedRowCount() first, a
    // select-all over a million rows would take seconds here.
    QList<int> selectedRows() const;
    // How many rows are selected, from the selection's ranges: cheap at any size.
    qint64 selectedRowCount() const;
    bool everyRowSelected() const;
    QList<int> visibleColumnsInOrder() const;
    QString selectionAsTsv() const;
    // The first-start hint over the empty table; hidden while there is a payment or a filter.
    const QLabel *emptyCacheHint() const { return m_emptyHint; }

signals:
    void columnsChanged();

protected:
    bool viewportEvent(QEvent *event) override;

private:
    void showHeaderMenu(const QPoint &pos);
    // The width a fixed column needs for its widest value in this language and locale.
    int contentWidth(int column) const;
    // Narrowest a sharing column gets: its title, or a dozen characters of a code.
    int sharingMinimum(int column) const;
    void onSectionResized(int column);
    // Shows the first-start hint when the model has no row without a filter, and places it.
    void updateEmptyHint();
    QString emptyHintText() const;

    bool m_fitting = false;
    QLabel *m_emptyHint = nullptr;
    QList<QMetaObject::Connection> m_hintConnections;
};

} // namespace dd
