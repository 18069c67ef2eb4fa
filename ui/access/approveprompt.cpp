#include "ui/access/approveprompt.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

ApprovePrompt::ApprovePrompt(qint64 requestId, const QString &summary, QWidget *parent)
    : QDialog(parent), m_passphrase(new QLineEdit(this))
{
    setObjectName(QStringLiteral("approvePrompt"));
    setWindowTitle(tr("Approve request %1").arg(requestId));
    auto *what = new QLabel(summary, this);
    what->setObjectName(QStringLiteral("approvalSummary"));
    what->setWordWrap(true);
    what->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *consequence = new QLabel(tr("Approving sends this refund to the gateway at once."), this);
    consequence->setWordWrap(true);
    auto *label = new QLabel(tr("Your own &passphrase (it records who approves):"), this);
    label->setBuddy(m_passphrase);
    m_passphrase->setObjectName(QStringLiteral("passphraseEdit"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    auto *buttons = new QDialogButtonBox(this);
    QPushButton *approve = buttons->addButton(tr("Approve and send"), QDialogButtonBox::AcceptRole);
    approve->setObjectName(QStringLiteral("approveButton"));
    buttons->addButton(QDialogButtonBox::Cancel);
    // Nothing to approve with until a passphrase is typed.
    approve->setEnabled(false);
    connect(m_passphrase, &QLineEdit::textChanged, approve,
            [approve](const QString &text) { approve->setEnabled(!text.isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addWidget(consequence);
    layout->addWidget(label);
    layout->addWidget(m_passphrase);
    layout->addWidget(buttons);
    m_passphrase->setFocus();
}

QString ApprovePrompt::passphrase() const { return m_passphrase->text(); }

} // namespace dd
