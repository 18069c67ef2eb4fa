#include "ui/firststartdialog.h"

#include "core/cache/vault.h"
#include "ui/passphrasestrength.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace dd {

FirstStartDialog::FirstStartDialog(Vault &vault, QNetworkAccessManager *network, BuiltInSandboxAddress builtIn,
                                   QWidget *parent)
    : QDialog(parent),
      m_vault(vault),
      m_passphrase(new QLineEdit(this)),
      m_confirmation(new QLineEdit(this)),
      m_strength(new PassphraseStrengthMeter(this)),
      m_connection(new ConnectionForm(network, std::move(builtIn), this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("FirstStartDialog"));
    setWindowTitle(tr("Welcome to DirectDesk"));
    m_passphrase->setObjectName(QStringLiteral("passphraseEdit"));
    m_confirmation->setObjectName(QStringLiteral("confirmationEdit"));
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("createButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create cache"));

    for (QLineEdit *edit : {m_passphrase, m_confirmation}) {
        edit->setEchoMode(QLineEdit::Password);
        edit->setAttribute(Qt::WA_InputMethodEnabled, false);
    }
    m_problem->setWordWrap(true);

    auto *intro = new QLabel(tr("DirectDesk keeps the payments it knows in an encrypted cache on this computer. "
                                "Choose a passphrase to protect it: it cannot be recovered if you forget it."),
                             this);
    intro->setWordWrap(true);

    auto *cacheBox = new QGroupBox(tr("Encrypted cache"), this);
    auto *cacheForm = new QFormLayout(cacheBox);
    cacheForm->addRow(tr("&Passphrase:"), m_passphrase);
    cacheForm->addRow(tr("&Repeat it:"), m_confirmation);
    cacheForm->addRow(tr("Strength:"), m_strength);

    auto *gatewayBox = new QGroupBox(tr("Gateway"), this);
    auto *gatewayLayout = new QVBoxLayout(gatewayBox);
    gatewayLayout->addWidget(m_connection);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(cacheBox);
    layout->addWidget(gatewayBox);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(560);
    alignFormLabels();

    connect(m_passphrase, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_strength->setPassphrase(text);
        revalidate();
    });
    connect(m_confirmation, &QLineEdit::textChanged, this, &FirstStartDialog::revalidate);
    connect(m_connection, &ConnectionForm::changed, this, &FirstStartDialog::revalidate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &FirstStartDialog::createCache);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_creation, &QFutureWatcher<std::optional<QString>>::finished, this, &FirstStartDialog::onCreated);
    revalidate();
}

// The cache's fields and the gateway's start at one x: every label of both boxes is as wide as the
// widest of them.
void FirstStartDialog::alignFormLabels()
{
    QList<QWidget *> labels;
    for (const QFormLayout *form : findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole); item && item->widget())
                labels << item->widget();
        }
    }
    int widest = 0;
    for (QWidget *label : std::as_const(labels))
        widest = std::max(widest, label->sizeHint().width());
    for (QWidget *label : std::as_const(labels))
        label->setMinimumWidth(widest);
}

FirstStartDialog::~FirstStartDialog()
{
    m_creation.waitForFinished();
}

ConnectionChoice FirstStartDialog::connectionChoice() const
{
    return m_connection->choice();
}

std::optional<QString> FirstStartDialog::problem() const
{
    const QString passphrase = m_passphrase->text();
    if (passphrase.isEmpty())
        return tr("Choose a passphrase.");
    if (auto why = Vault::passphraseProblem(passphrase))
        return *why;
    if (m_confirmation->text() != passphrase)
        return tr("The two passphrases differ.");
    return m_connection->problem();
}

void FirstStartDialog::revalidate()
{
    const std::optional<QString> why = problem();
    m_problem->setText(why.value_or(QString()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!why && !m_creation.isRunning());
}

void FirstStartDialog::createCache()
{
    if (problem() || m_creation.isRunning())
        return;
    setEnabled(false);
    m_problem->setText(tr("Creating the encrypted cache…"));
    const QString passphrase = m_passphrase->text();
    const QString confirmation = m_confirmation->text();
    Vault *vault = &m_vault;
    m_creation.setFuture(QtConcurrent::run([vault, passphrase, confirmation]() -> std::optional<QString> {
        const VaultResult created = vault->create(passphrase, confirmation);
        if (!created)
            return created.error().message();
        return std::nullopt;
    }));
}

void FirstStartDialog::onCreated()
{
    setEnabled(true);
    const std::optional<QString> failure = m_creation.result();
    if (failure) {
        m_problem->setText(*failure);
        revalidate();
        m_problem->setText(*failure);
        return;
    }
    m_passphrase->clear();
    m_confirmation->clear();
    accept();
}

} // namespace dd
