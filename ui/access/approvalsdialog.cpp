#include "ui/access/approvalsdialog.h"

#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"
#include "core/domain/moneyformat.h"
#include "core/sync/paymentoperations.h"
#include "models/format.h"
#include "ui/access/approvallabels.h"
#include "ui/access/approveprompt.h"
#include "ui/access/thresholdform.h"
#include "ui/messagebox.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace dd {

ApprovalsDialog::ApprovalsDialog(access::RefundApprovals &approvals, access::OperatorDirectory &operators,
                                 PaymentOperations &operations, access::AccessGuard &guard, QWidget *parent)
    : QDialog(parent), m_approvals(approvals), m_operators(operators), m_operations(operations), m_guard(guard)
{
    setWindowTitle(tr("Refunds awaiting approval"));
    setObjectName(QStringLiteral("approvalsDialog"));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("approvalsTable"));
    m_table->setAccessibleName(tr("Refund requests"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("State"), tr("Amount"), tr("Payment"), tr("Requested by"),
                                        tr("Requested"), tr("Refund reason"), tr("Decided by"),
                                        tr("Decision / outcome")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // The decision takes the width left over; its rows grow to the lines it wraps to.
    m_table->horizontalHeader()->setSectionResizeMode(OutcomeColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Long reasons and outcomes wrap within their columns rather than pushing the decision off
    // the window (each is also whole in its tool tip).
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideRight);
    m_showDecided = new QCheckBox(tr("Show decided requests"), this);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("emptyLabel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_approve = new QPushButton(tr("&Approve…"), this);
    m_approve->setObjectName(QStringLiteral("approveButton"));
    m_reject = new QPushButton(tr("&Reject…"), this);
    m_reject->setObjectName(QStringLiteral("rejectButton"));
    auto *thresholds = new QPushButton(tr("&Thresholds…"), this);
    m_manager = m_guard.allows(access::Permission::Approve);
    thresholds->setEnabled(m_guard.allows(access::Permission::Settings));
    auto *row = new QHBoxLayout;
    row->addWidget(m_showDecided);
    row->addStretch();
    row->addWidget(thresholds);
    row->addWidget(m_reject);
    row->addWidget(m_approve);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    if (!m_manager)
        layout->addWidget(new QLabel(tr("Only a Manager approves or rejects refunds."), this));
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_showDecided, &QCheckBox::toggled, this, &ApprovalsDialog::reload);
    connect(m_approve, &QPushButton::clicked, this, &ApprovalsDialog::onApprove);
    connect(m_reject, &QPushButton::clicked, this, &ApprovalsDialog::onReject);
    connect(thresholds, &QPushButton::clicked, this, &ApprovalsDialog::onThresholds);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ApprovalsDialog::updateButtons);
    // Wide enough for the decision beside the reason, within a 1024-pixel screen.
    resize(1000, 440);
    reload();
}

void ApprovalsDialog::reload()
{
    const qint64 selected = selectedId();
    const QList<access::RefundApproval> rows = m_approvals.list(
        m_showDecided->isChecked() ? std::nullopt : std::optional(access::RefundApproval::State::Awaiting));
    m_table->clearSelection();
    m_table->setRowCount(static_cast<int>(rows.size()));
    const QLocale locale;
    for (int i = 0; i < rows.size(); ++i) {
        const access::RefundApproval &a = rows.at(i);
        const QString when = formatDateTime(QDateTime::fromMSecsSinceEpoch(a.requestedAtMs), locale);
        const QStringList cells{QString::number(a.id),
                                approvalStateLabel(a),
                                formatMoney(a.amount.hundredths(), a.amount.currency(), locale),
                                shortPaymentHash(a.paymentHash),
                                a.requestedBy,
                                when,
                                a.description,
                                a.decidedBy,
                                approvalOutcomeLabel(a)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setData(Qt::UserRole, a.id);
            item->setData(Qt::UserRole + 1, a.state == access::RefundApproval::State::Awaiting);
            // Cut texts (the hash always, long reasons) are whole in the tool tip.
            item->setToolTip(column == PaymentColumn ? a.paymentHash : cells.at(column));
            m_table->setItem(i, column, item);
        }
        m_table->item(i, AmountColumn)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        const QString codes = access::approvalStateCode(a.state) + u' ' + a.outcomeCode();
        m_table->item(i, StateColumn)->setToolTip(codes.trimmed());
        if (a.id == selected)
            m_table->selectRow(i);
    }
    m_table->resizeColumnsToContents();
    const int character = m_table->fontMetrics().averageCharWidth();
    for (const auto &[column, characters] : {std::pair{int(RequestedByColumn), 14}, {int(ReasonColumn), 24},
                                             {int(DecidedByColumn), 14}})
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column),
                                                 std::max(characters * character,
                                                          m_table->horizontalHeader()->sectionSizeHint(column))));
    m_empty->setText(rows.isEmpty() ? (m_showDecided->isChecked() ? tr("No refund has been asked for approval yet.")
                                                                  : tr("No refund waits for approval."))
                                    : QString());
    m_empty->setVisible(rows.isEmpty());
    updateButtons();
}

qint64 ApprovalsDialog::selectedId() const
{
    const QList<QTableWidgetItem *> chosen = m_table->selectedItems();
    return chosen.isEmpty() ? 0 : chosen.constFirst()->data(Qt::UserRole).toLongLong();
}

void ApprovalsDialog::updateButtons()
{
    const QList<QTableWidgetItem *> chosen = m_table->selectedItems();
    const bool waiting = !chosen.isEmpty() && chosen.constFirst()->data(Qt::UserRole + 1).toBool();
    m_approve->setEnabled(m_manager && waiting);
    m_reject->setEnabled(m_manager && waiting);
    const QString why = !m_manager ? tr("Only a Manager approves or rejects refunds.")
                        : !waiting ? tr("Select a waiting request first.")
                                   : QString();
    m_approve->setToolTip(why);
    m_reject->setToolTip(why);
}

QString ApprovalsDialog::summaryOf(qint64 id)
{
    const std::optional<access::RefundApproval> request = m_approvals.find(id);
    if (!request)
        return {};
    const std::optional<Payment> payment = m_operations.cachedPayment(request->paymentHash);
    return approvalSummary(*request, payment ? payment->merchantPaymentCode : QString());
}

QString ApprovalsDialog::approve(qint64 id, const QString &passphrase)
{
    auto approver = m_operators.operatorForPassphrase(passphrase);
    if (!approver)
        return approver.error().message();
    auto approved = m_approvals.approve(id, *approver);
    if (!approved) {
        reload();
        return approved.error().message();
    }
    const std::optional<Payment> payment = m_operations.cachedPayment(approved->paymentHash);
    if (!payment)
        return tr("Approved, but the payment is no longer in the cache; nothing was sent.");
    OperationCall *call = m_operations.sendApprovedRefund(*payment, id);
    m_status->setText(tr("Approved request %1; sending the refund…").arg(id));
    connect(call, &OperationCall::finished, this, [this, call, id] {
        reload();
        if (call->succeeded()) {
            m_status->setText(tr("Request %1: the refund was sent.").arg(id));
            return;
        }
        // The words of the list (the outcome as recorded), not the refusal's field keys.
        const std::optional<access::RefundApproval> after = m_approvals.find(id);
        m_status->setText(tr("Request %1 was approved, but the refund was not sent: %2")
                              .arg(id)
                              .arg(after ? approvalOutcomeLabel(*after) : call->result().error().message()));
    });
    reload();
    return {};
}

QString ApprovalsDialog::reject(qint64 id, const QString &reason)
{
    if (!m_guard.current())
        return access::AccessError{access::AccessError::Code::NotSignedIn, std::nullopt, {}}.message();
    auto rejected = m_approvals.reject(id, *m_guard.current(), reason);
    reload();
    return rejected ? QString() : rejected.error().message();
}

void ApprovalsDialog::onApprove()
{
    const qint64 id = selectedId();
    if (id == 0)
        return;
    ApprovePrompt prompt(id, summaryOf(id), this);
    if (prompt.exec() != QDialog::Accepted)
        return;
    if (const QString problem = approve(id, prompt.passphrase()); !problem.isEmpty())
        MessageBox::warning(this, tr("Approve"), problem);
}

void ApprovalsDialog::onReject()
{
    const qint64 id = selectedId();
    if (id == 0)
        return;
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Reject request %1").arg(id), tr("Reason (required):"),
                                                 QLineEdit::Normal, {}, &ok);
    if (!ok)
        return;
    if (const QString problem = reject(id, reason); !problem.isEmpty())
        MessageBox::warning(this, tr("Reject"), problem);
}

void ApprovalsDialog::onThresholds()
{
    ThresholdForm form(m_approvals, this);
    form.exec();
}

} // namespace dd
