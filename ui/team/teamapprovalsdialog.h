#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace dd {

namespace access {
class RefundApprovals;
}
namespace server {
class TeamActionDesk;
}

// Team mode's refund approvals, for a Manager: the refunds Support agents asked for above the
// threshold, as the team store holds them, read again whenever the store changes (reload(), from
// the change feed), so a request made at another desk appears at once. Approving needs no
// passphrase (what is approved is restated first): the Manager's login is the approver, and the
// server refuses anyone's own request. Approve…/Reject… wait for a request to be selected.
// An approved refund goes to the team worker as approved; rejecting needs a reason.
class TeamApprovalsDialog : public QDialog
{
    Q_OBJECT
public:
    TeamApprovalsDialog(server::TeamActionDesk &desk, access::RefundApprovals &approvals, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // The steps behind the buttons, for tests: an error text, or empty on success.
    QString approveRequest(qint64 id);
    QString rejectRequest(qint64 id, const QString &reason);

public slots:
    void reload();

private:
    qint64 selectedId() const;

    server::TeamActionDesk &m_desk;
    access::RefundApprovals &m_approvals;
    QTableWidget *m_table;
    QLabel *m_status;
    QPushButton *m_approveButton = nullptr;
    QPushButton *m_rejectButton = nullptr;
};

} // namespace dd
