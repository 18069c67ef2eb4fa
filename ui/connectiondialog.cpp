#include "ui/connectiondialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dd {

ConnectionDialog::ConnectionDialog(QNetworkAccessManager *network, BuiltInSandboxAddress builtIn,
                                   const ConnectionChoice &current, int autoLockMinutes, QWidget *parent)
    : QDialog(parent),
      m_form(new ConnectionForm(network, std::move(builtIn), this)),
      m_autoLock(new QSpinBox(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("ConnectionDialog"));
    setWindowTitle(tr("Connection settings"));
    m_autoLock->setObjectName(QStringLiteral("autoLockSpin"));
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_buttons->button(QDialogButtonBox::Save)->setObjectName(QStringLiteral("saveButton"));
    m_autoLock->setRange(0, 240);
    m_autoLock->setSuffix(tr(" min"));
    m_autoLock->setSpecialValueText(tr("Never"));
    m_autoLock->setValue(autoLockMinutes);
    m_problem->setWordWrap(true);
    m_form->setChoice(current);

    auto *gatewayBox = new QGroupBox(tr("Gateway"), this);
    (new QVBoxLayout(gatewayBox))->addWidget(m_form);
    auto *securityBox = new QGroupBox(tr("Security"), this);
    auto *securityForm = new QFormLayout(securityBox);
    securityForm->addRow(tr("&Lock after idle:"), m_autoLock);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(gatewayBox);
    layout->addWidget(securityBox);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_form, &ConnectionForm::changed, this, &ConnectionDialog::revalidate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
}

int ConnectionDialog::autoLockMinutes() const
{
    return m_autoLock->value();
}

void ConnectionDialog::revalidate()
{
    const std::optional<QString> why = m_form->problem();
    m_problem->setText(why.value_or(QString()));
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(!why);
}

} // namespace dd
