#include "ui/unlockdialog.h"
#include "ui/desktop/theme.h"

#include "core/cache/vault.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace dd {

UnlockDialog::UnlockDialog(Vault &vault, QWidget *parent)
    : QDialog(parent),
      m_vault(vault),
      m_passphrase(new QLineEdit(this)),
      m_error(new QLabel(this)),
      m_hint(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("UnlockDialog"));
    setWindowTitle(tr("Unlock DirectDesk"));
    m_passphrase->setObjectName(QStringLiteral("passphraseEdit"));
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    QPushButton *unlockButton = m_buttons->button(QDialogButtonBox::Ok);
    unlockButton->setObjectName(QStringLiteral("unlockButton"));
    unlockButton->setText(tr("&Unlock"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Quit"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setAttribute(Qt::WA_InputMethodEnabled, false);
    m_error->setWordWrap(true);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, theme::errorText(palette));
    m_error->setPalette(palette);

    auto *intro = new QLabel(tr("The cache %1 is locked. Enter its passphrase.")
                                 .arg(QFileInfo(vault.databasePath()).fileName()),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Passphrase:"), m_passphrase);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    m_hint->setObjectName(QStringLiteral("hintLabel"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setVisible(false);
    layout->addWidget(m_hint);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    setMinimumWidth(420);

    m_lockoutEnd.setSingleShot(true);
    connect(&m_lockoutEnd, &QTimer::timeout, this, [this] {
        m_error->clear();
        updateButton();
    });
    connect(m_passphrase, &QLineEdit::textChanged, this, &UnlockDialog::updateButton);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &UnlockDialog::unlock);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_unlocking, &QFutureWatcher<Outcome>::finished, this, &UnlockDialog::onFinished);
    updateButton();
}

UnlockDialog::~UnlockDialog()
{
    m_unlocking.waitForFinished();
}

QString UnlockDialog::errorText() const
{
    return m_error->text();
}

void UnlockDialog::setHint(const QString &hint)
{
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

void UnlockDialog::updateButton()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_passphrase->text().isEmpty() && !m_unlocking.isRunning() && !m_lockoutEnd.isActive());
}

void UnlockDialog::unlock()
{
    if (m_passphrase->text().isEmpty() || m_unlocking.isRunning() || m_lockoutEnd.isActive())
        return;
    m_error->setText(tr("Unlocking…"));
    m_passphrase->setEnabled(false);
    const QString passphrase = m_passphrase->text();
    Vault *vault = &m_vault;
    m_unlocking.setFuture(QtConcurrent::run([vault, passphrase] {
        Outcome outcome;
        const VaultResult result = vault->unlock(passphrase);
        outcome.unlocked = result.hasValue();
        if (!result) {
            outcome.message = result.error().message();
            if (result.error().code == VaultError::Code::LockedOut)
                outcome.lockedUntilMs = result.error().lockedUntilMs;
        }
        return outcome;
    }));
    updateButton();
}

void UnlockDialog::onFinished()
{
    const Outcome outcome = m_unlocking.result();
    m_passphrase->setEnabled(true);
    if (outcome.unlocked) {
        m_passphrase->clear();
        m_error->clear();
        accept();
        return;
    }
    m_error->setText(outcome.message);
    m_passphrase->selectAll();
    m_passphrase->setFocus();
    if (outcome.lockedUntilMs > 0) {
        const qint64 wait = outcome.lockedUntilMs - QDateTime::currentMSecsSinceEpoch();
        if (wait > 0)
            m_lockoutEnd.start(static_cast<int>(std::min<qint64>(wait, 24LL * 3600 * 1000)));
    }
    updateButton();
}

} // namespace dd
