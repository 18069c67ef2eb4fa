#include "ui/access/approvalsdialog.h"

#include "core/access/operatordirectory.h"
#include "core/access/refundapprovals.h"
#include "core/domain/moneyformat.h"
#include "core/sync/paymentoperations.h"
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

namespace dd {

ApprovalsDialog::ApprovalsDialog(access::RefundApprovals &approvals, access::OperatorDirectory &operators,
                                 PaymentOperations &operations, access::AccessGuard &guard, QWidget *parent)
    : QDialog(parent), m_approvals(approvals), m_operators(operators), m_operations(operations), m_guard(guard)
{
    setWindowTitle(tr("Refunds awaiting approval"));
    setObjectName(QStringLiteral("approvalsDialog"));
    m_table = new QTableWidget(0, 8, this);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("State"), tr("Amount"), tr("Payment"), tr("Requested by"),
                                        tr("Requested"), tr("Decided by"), tr("Reason / outcome")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_showDecided = new QCheckBox(tr("Show decided requests"), this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_approve = new QPushButton(tr("&Approve…"), this);
    m_reject = new QPushButton(tr("&Reject…"), this);
    auto *thresholds = new QPushButton(tr("&Thresholds…"), this);
    const bool manager = m_guard.allows(access::Permission::Approve);
    m_approve->setEnabled(manager);
    m_reject->setEnabled(manager);
    thresholds->setEnabled(m_guard.allows(access::Permission::Settings));
    auto *row = new QHBoxLayout;
    row->addWidget(m_showDecided);
    row->addStretch();
    row->addWidget(thresholds);
    row->addWidget(m_reject);
    row->addWidget(m_approve);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    if (!manager)
        layout->addWidget(new QLabel(tr("Only a Manager approves or rejects refunds."), this));
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_showDecided, &QCheckBox::toggled, this, &ApprovalsDialog::reload);
    connect(m_approve, &QPushButton::clicked, this, &ApprovalsDialog::onApprove);
    connect(m_reject, &QPushButton::clicked, this, &ApprovalsDialog::onReject);
    connect(thresholds, &QPushButton::clicked, this, &ApprovalsDialog::onThresholds);
    resize(900, 420);
    reload();
}

void ApprovalsDialog::reload()
{
    const QList<access::RefundApproval> rows = m_approvals.list(
        m_showDecided->isChecked() ? std::nullopt : std::optional(access::RefundApproval::State::Awaiting));
    m_table->setRowCount(static_cast<int>(rows.size()));
    const QLocale locale;
    for (int i = 0; i < rows.size(); ++i) {
        const access::RefundApproval &a = rows.at(i);
        const QStringList cells{QString::number(a.id),
                                access::approvalStateCode(a.state),
                                formatMoney(a.amount.hundredths(), a.amount.currency(), locale),
                                a.paymentHash,
                                a.requestedBy,
                                locale.toString(QDateTime::fromMSecsSinceEpoch(a.requestedAtMs), QLocale::ShortFormat),
                                a.decidedBy,
                                a.reason.isEmpty() ? a.outcome : a.reason};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setData(Qt::UserRole, a.id);
            m_table->setItem(i, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    if (!rows.isEmpty())
        m_table->selectRow(0);
}

qint64 ApprovalsDialog::selectedId() const
{
    const QTableWidgetItem *item = m_table->currentRow() >= 0 ? m_table->item(m_table->currentRow(), 0) : nullptr;
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
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
        m_status->setText(call->succeeded() ? tr("Request %1: the refund was sent.").arg(id)
                                            : tr("Request %1: %2").arg(id).arg(call->result().error().message()));
        reload();
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
    bool ok = false;
    const QString passphrase = QInputDialog::getText(
        this, tr("Approve request %1").arg(id), tr("Your own passphrase (it records who approves):"),
        QLineEdit::Password, {}, &ok);
    if (!ok)
        return;
    if (const QString problem = approve(id, passphrase); !problem.isEmpty())
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
    QStringList current;
    for (const Money &limit : m_approvals.thresholds())
        current << limit.currency() + u' ' + formatAmount(limit.hundredths(), limit.currency());
    bool ok = false;
    const QString currency = QInputDialog::getText(
        this, tr("Approval thresholds"),
        tr("Current: %1\nCurrency (ISO code) to set:").arg(current.isEmpty() ? tr("none") : current.join(u", ")),
        QLineEdit::Normal, QStringLiteral("BRL"), &ok).trimmed().toUpper();
    if (!ok || currency.size() != 3)
        return;
    const QString amountText = QInputDialog::getText(
        this, tr("Approval thresholds"),
        tr("Support refunds above this amount in %1 wait for approval (empty = no threshold):").arg(currency),
        QLineEdit::Normal, {}, &ok);
    if (!ok)
        return;
    std::optional<Money> amount;
    if (!amountText.trimmed().isEmpty()) {
        auto parsed = Money::parse(amountText.trimmed(), currency);
        if (!parsed) {
            MessageBox::warning(this, tr("Approval thresholds"), tr("That is not a valid amount."));
            return;
        }
        amount = parsed.value();
    }
    if (auto set = m_approvals.setThreshold(currency, amount); !set)
        MessageBox::warning(this, tr("Approval thresholds"), set.error().message());
}

} // namespace dd
