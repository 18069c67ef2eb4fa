#include "ui/access/operatorform.h"

#include "core/access/operatordirectory.h"
#include "core/cache/vault.h"
#include "ui/passphrasestrength.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

OperatorForm::OperatorForm(access::OperatorDirectory &operators, QWidget *parent)
    : QDialog(parent),
      m_operators(operators),
      m_name(new QLineEdit(this)),
      m_role(new QComboBox(this)),
      m_passphrase(new QLineEdit(this)),
      m_confirmation(new QLineEdit(this)),
      m_strength(new PassphraseStrengthMeter(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("operatorForm"));
    setWindowTitle(tr("Add operator"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(64);   // the operators table's limit
    m_role->setObjectName(QStringLiteral("roleCombo"));
    for (access::Role role : access::allRoles())
        m_role->addItem(access::Names::role(role), static_cast<int>(role));
    m_passphrase->setObjectName(QStringLiteral("passphraseEdit"));
    m_confirmation->setObjectName(QStringLiteral("confirmationEdit"));
    for (QLineEdit *edit : {m_passphrase, m_confirmation}) {
        edit->setEchoMode(QLineEdit::Password);
        edit->setAttribute(Qt::WA_InputMethodEnabled, false);
    }
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Two lines kept for the problem: one appearing moves neither the fields nor the buttons.
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_buttons->setObjectName(QStringLiteral("buttonBox"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("addButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add operator"));

    auto *intro = new QLabel(tr("The new operator opens DirectDesk with their own passphrase; their role decides "
                                "what they may do."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("R&ole:"), m_role);
    form->addRow(tr("&Passphrase:"), m_passphrase);
    form->addRow(tr("&Repeat it:"), m_confirmation);
    form->addRow(tr("Strength:"), m_strength);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(460);

    connect(m_name, &QLineEdit::textChanged, this, &OperatorForm::revalidate);
    connect(m_passphrase, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_strength->setPassphrase(text);
        revalidate();
    });
    connect(m_confirmation, &QLineEdit::textChanged, this, &OperatorForm::revalidate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &OperatorForm::onAdd);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
}

std::optional<QString> OperatorForm::problem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("Enter the operator's name.");
    const QString passphrase = m_passphrase->text();
    if (passphrase.isEmpty())
        return tr("Choose a passphrase for them.");
    // The vault's own rule, asked before anything is written.
    if (auto why = Vault::passphraseProblem(passphrase))
        return *why;
    if (m_confirmation->text() != passphrase)
        return tr("The two passphrases differ.");
    return std::nullopt;
}

void OperatorForm::revalidate()
{
    const std::optional<QString> why = problem();
    m_problem->setText(why.value_or(QString()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!why);
}

QString OperatorForm::add()
{
    if (const std::optional<QString> why = problem())
        return *why;
    const auto role = static_cast<access::Role>(m_role->currentData().toInt());
    auto added = m_operators.addOperator(m_name->text(), role, m_passphrase->text(), m_confirmation->text());
    if (!added)
        return added.error().message();
    m_added = added.value();
    m_passphrase->clear();
    m_confirmation->clear();
    return {};
}

void OperatorForm::onAdd()
{
    const QString failure = add();
    if (failure.isEmpty()) {
        accept();
        return;
    }
    // Refused by the access layer: said here, with everything typed still in place.
    m_problem->setText(failure);
}

} // namespace dd
