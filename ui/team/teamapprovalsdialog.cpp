#include "ui/team/teamapprovalsdialog.h"

#include "core/access/refundapprovals.h"
#include "core/domain/moneyformat.h"
#include "core/server/teamactiondesk.h"
#include "models/format.h"
#include "ui/access/approvallabels.h"
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
    : QDialog(parent), m_desk(desk), m_approvals(approvals), m_table(new QTableWidget(0, 6, this)),
      m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("teamApprovalsDialog"));
    setWindowTitle(tr("Refunds awaiting approval"));
    m_table->setObjectName(QStringLiteral("approvalsTable"));
    m_table->setAccessibleName(tr("Refund requests"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Amount"), tr("Payment"), tr("Requested by"), tr("Requested"),
                                        tr("Refund reason")});
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_approveButton = buttons->addButton(tr("&Approve…"), QDialogButtonBox::ActionRole);
    m_rejectButton = buttons->addButton(tr("&Reject…"), QDialogButtonBox::ActionRole);
    m_approveButton->setObjectName(QStringLiteral("approveButton"));
    m_rejectButton->setObjectName(QStringLiteral("rejectButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_approveButton, &QPushButton::clicked, this, [this] {
        const qint64 id = selectedId();
        const std::optional<access::RefundApproval> request = id != 0 ? m_approvals.find(id) : std::nullopt;
        if (!request)
            return;
        // The Manager's login approves, without a passphrase: what is approved is restated first.
        MessageBox::Choice choice{tr("Approve request %1").arg(id),
                                  approvalSummary(*request, {}),
                                  {},
                                  tr("Approve"),
                                  tr("Not now")};
        if (!MessageBox::choose(this, choice))
            return;
        if (const QString problem = approveRequest(id); !problem.isEmpty())
            MessageBox::warning(this, tr("Approve"), problem);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const bool chosen = selectedId() != 0;
        m_approveButton->setEnabled(chosen);
        m_rejectButton->setEnabled(chosen);
    });
    connect(m_rejectButton, &QPushButton::clicked, this, [this] {
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
    m_table->clearSelection();
    m_table->setRowCount(int(waiting.size()));
    const QLocale locale;
    int row = 0;
    for (const access::RefundApproval &approval : waiting) {
        const QString when = formatDateTime(QDateTime::fromMSecsSinceEpoch(approval.requestedAtMs), locale);
        const QString amount = formatMoney(approval.amount.hundredths(), approval.amount.currency(), locale);
        int column = 0;
        for (const QString &text : {QString::number(approval.id), amount, shortPaymentHash(approval.paymentHash),
                                    approval.requestedBy, when, approval.description}) {
            auto *cell = new QTableWidgetItem(text);
            cell->setData(Qt::UserRole, approval.id);
            cell->setToolTip(column == 2 ? approval.paymentHash : text);
            m_table->setItem(row, column++, cell);
        }
        m_table->item(row, 1)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // The selection is the Manager's: kept across a reload, never made for them.
        if (approval.id == selected)
            m_table->selectRow(row);
        ++row;
    }
    m_table->resizeColumnsToContents();
    const bool chosen = selectedId() != 0;
    m_approveButton->setEnabled(chosen);
    m_rejectButton->setEnabled(chosen);
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
