#include "ui/team/teamapprovalsdialog.h"

#include "core/access/refundapprovals.h"
#include "core/domain/moneyformat.h"
#include "core/server/teamactiondesk.h"
#include "ui/messagebox.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dd {

TeamApprovalsDialog::TeamApprovalsDialog(server::TeamActionDesk &desk, access::RefundApprovals &approvals,
                                         QWidget *parent)
    : QDialog(parent), m_desk(desk), m_approvals(approvals), m_table(new QTableWidget(0, 5, this)),
      m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("teamApprovalsDialog"));
    setWindowTitle(tr("Refunds awaiting approval"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Amount"), tr("Payment"), tr("Requested by"), tr("Requested")});
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *approveButton = buttons->addButton(tr("&Approve"), QDialogButtonBox::ActionRole);
    QPushButton *rejectButton = buttons->addButton(tr("&Reject…"), QDialogButtonBox::ActionRole);
    approveButton->setObjectName(QStringLiteral("approveButton"));
    rejectButton->setObjectName(QStringLiteral("rejectButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(approveButton, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedId(); id != 0) {
            if (const QString problem = approveRequest(id); !problem.isEmpty())
                MessageBox::warning(this, tr("Approve"), problem);
        }
    });
    connect(rejectButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        bool given = false;
        const QString reason = id == 0 ? QString()
                                       : QInputDialog::getText(this, tr("Reject request %1").arg(id),
                                                               tr("Reason (required):"), QLineEdit::Normal, {}, &given);
        if (given) {
            if (const QString problem = rejectRequest(id, reason); !problem.isEmpty())
                MessageBox::warning(this, tr("Reject"), problem);
        }
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(820, 380);
    reload();
}

void TeamApprovalsDialog::reload()
{
    const qint64 selected = selectedId();
    const QList<access::RefundApproval> waiting = m_approvals.list(access::RefundApproval::State::Awaiting);
    m_table->setRowCount(int(waiting.size()));
    const QLocale locale;
    int row = 0;
    for (const access::RefundApproval &approval : waiting) {
        const QString when = locale.toString(QDateTime::fromMSecsSinceEpoch(approval.requestedAtMs), QLocale::ShortFormat);
        const QString amount = formatMoney(approval.amount.hundredths(), approval.amount.currency(), locale);
        int column = 0;
        for (const QString &text : {QString::number(approval.id), amount, approval.paymentHash,
                                    approval.requestedBy, when}) {
            auto *cell = new QTableWidgetItem(text);
            cell->setData(Qt::UserRole, approval.id);
            m_table->setItem(row, column++, cell);
        }
        if (approval.id == selected || (selected == 0 && row == 0))
            m_table->selectRow(row);
        ++row;
    }
    m_table->resizeColumnsToContents();
}

qint64 TeamApprovalsDialog::selectedId() const
{
    const QList<QTableWidgetItem *> chosen = m_table->selectedItems();
    return chosen.isEmpty() ? 0 : chosen.constFirst()->data(Qt::UserRole).toLongLong();
}

QString TeamApprovalsDialog::approveRequest(qint64 id)
{
    const auto handed = m_desk.approve(id);
    reload();
    if (!handed)
        return handed.error().message;
    m_status->setText(tr("Approved request %1: the team worker sends the refund (request %2).").arg(id).arg(handed.value()));
    return {};
}

QString TeamApprovalsDialog::rejectRequest(qint64 id, const QString &reason)
{
    const std::optional<access::Operator> manager = m_desk.guard().current();
    if (!manager)
        return access::AccessError{access::AccessError::Code::NotSignedIn, std::nullopt, {}}.message();
    const auto rejected = m_approvals.reject(id, *manager, reason);
    reload();
    return rejected ? QString() : rejected.error().message();
}

} // namespace dd
