#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace dd {

class PaymentOperations;
namespace access {
class AccessGuard;
class OperatorDirectory;
class RefundApprovals;
} // namespace access

// Refunds awaiting approval. "Approve…" restates the selected request and asks the approving
// Manager's passphrase again (their own: it decides who approves, and nobody approves their own
// request), then sends the refund through PaymentOperations; "Reject…" needs a reason. Both wait
// for a waiting request to be selected. "Thresholds…" sets the per-currency amount (Manager).
// States and outcomes read as words (ui/access/approvallabels.h); a refund that failed after its
// approval says so, with the reason.
class ApprovalsDialog : public QDialog
{
    Q_OBJECT
public:
    ApprovalsDialog(access::RefundApprovals &approvals, access::OperatorDirectory &operators,
                    PaymentOperations &operations, access::AccessGuard &guard, QWidget *parent = nullptr);

    enum Column {
        IdColumn,
        StateColumn,
        AmountColumn,
        PaymentColumn,
        RequestedByColumn,
        RequestedAtColumn,
        ReasonColumn,
        DecidedByColumn,
        OutcomeColumn,
        ColumnCount
    };

    QTableWidget *table() const { return m_table; }
    // What "Approve…" restates for a request.
    QString summaryOf(qint64 id);
    // The steps behind the buttons, for tests: an error text, or empty on success.
    QString approve(qint64 id, const QString &passphrase);
    QString reject(qint64 id, const QString &reason);

private:
    void reload();
    qint64 selectedId() const;
    // Approve…/Reject… for a Manager with a waiting request selected.
    void updateButtons();
    void onApprove();
    void onReject();
    void onThresholds();

    access::RefundApprovals &m_approvals;
    access::OperatorDirectory &m_operators;
    PaymentOperations &m_operations;
    access::AccessGuard &m_guard;
    QTableWidget *m_table;
    QCheckBox *m_showDecided;
    QLabel *m_empty;
    QLabel *m_status;
    bool m_manager = false;
    QPushButton *m_approve;
    QPushButton *m_reject;
};

} // namespace dd
