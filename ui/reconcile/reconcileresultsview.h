#pragma once

#include "core/reconcile/differencereport.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;

namespace dd {

class DifferenceModel;

// What a reconciliation found, differences first: counts and totals per kind and currency on top
// (never mixing currencies), what changed since the previous run of the same file (the resolved
// differences listed), then one row a difference. Activating a row that has a payment asks for it to be opened (paymentRequested).
class ReconcileResultsView : public QWidget
{
    Q_OBJECT
public:
    explicit ReconcileResultsView(QWidget *parent = nullptr);

    void showRun(const reconcile::ReconcileResult &result, const reconcile::KeptRun &kept);
    void clear();
    const QList<reconcile::Difference> &differences() const { return m_differences; }
    const reconcile::RunChanges &changes() const { return m_changes; }
    // The run shown, as a differences report (its operator, zone and region left for the exporter).
    const reconcile::DifferenceReport &report() const { return m_report; }
    DifferenceModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void paymentRequested(const QString &hash);
    void exportRequested();

private:
    void showTotals();
    void showResolved();
    void activate(const QModelIndex &index);

    QLabel *m_summary;
    QTableWidget *m_totals;
    QLabel *m_changesLabel;
    QTableWidget *m_resolved;
    QTableView *m_table;
    QLabel *m_hint;
    QPushButton *m_export;
    DifferenceModel *m_model;
    QList<reconcile::Difference> m_differences;
    reconcile::RunChanges m_changes;
    reconcile::DifferenceReport m_report;
};

} // namespace dd
