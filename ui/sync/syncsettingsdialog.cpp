#include "ui/sync/syncsettingsdialog.h"

#include "core/sync/refreshplan.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dd {

SyncSettingsDialog::SyncSettingsDialog(const SyncSettings &current, QWidget *parent)
    : QDialog(parent),
      m_schedule(new QCheckBox(tr("&Refresh open payments in the background"))),
      m_minutes(new QSpinBox),
      m_listen(new QCheckBox(tr("Receive the gateway's &notifications on this computer"))),
      m_address(new QLineEdit),
      m_port(new QSpinBox),
      m_certificate(new QLineEdit),
      m_browse(new QPushButton(tr("&Browse…"))),
      m_warning(new QLabel),
      m_problem(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("syncSettingsDialog"));
    setWindowTitle(tr("Refresh and notifications"));

    m_schedule->setObjectName(QStringLiteral("scheduleBox"));
    m_minutes->setObjectName(QStringLiteral("minutesBox"));
    m_minutes->setRange(1, RefreshSchedule::MaxMinutes);
    m_minutes->setSuffix(tr(" min"));
    m_schedule->setChecked(current.scheduleMinutes > 0);
    m_minutes->setValue(current.scheduleMinutes > 0 ? current.scheduleMinutes : SyncSettings::DefaultScheduleMinutes);
    auto *refresh = new QGroupBox(tr("Refresh"));
    auto *refreshForm = new QFormLayout(refresh);
    refreshForm->addRow(m_schedule);
    refreshForm->addRow(tr("Every:"), m_minutes);
    auto *refreshHint = new QLabel(tr("Queries every payment that may still change (open, pending, refunds not "
                                      "final, actions with an unknown outcome). F5 refreshes the selection now."));
    refreshHint->setWordWrap(true);
    refreshForm->addRow(refreshHint);

    m_listen->setObjectName(QStringLiteral("listenBox"));
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_port->setObjectName(QStringLiteral("portBox"));
    m_listen->setChecked(current.listen);
    m_address->setText(current.listenAddress);
    m_address->setPlaceholderText(QStringLiteral("127.0.0.1"));
    m_port->setRange(1, 65535);
    m_port->setValue(current.listenPort);
    m_warning->setObjectName(QStringLiteral("beyondWarning"));
    m_warning->setWordWrap(true);
    m_warning->setText(tr("⚠ Other computers that can reach this address can post notifications. DirectDesk only "
                          "queries the payments they name, but keep it on a trusted network."));
    auto *listener = new QGroupBox(tr("Notifications"));
    auto *listenerForm = new QFormLayout(listener);
    listenerForm->addRow(m_listen);
    listenerForm->addRow(tr("&Address:"), m_address);
    listenerForm->addRow(tr("&Port:"), m_port);
    listenerForm->addRow(m_warning);
    m_certificate->setObjectName(QStringLiteral("certificateEdit"));
    m_certificate->setText(current.gatewayCertificate);
    m_certificate->setPlaceholderText(tr("none: notifications are taken unsigned"));
    // Wide enough to read the hint whole in every language.
    m_certificate->setMinimumWidth(m_certificate->fontMetrics().horizontalAdvance(m_certificate->placeholderText()) + 24);
    m_browse->setObjectName(QStringLiteral("browseCertificateButton"));
    auto *certificateRow = new QHBoxLayout;
    certificateRow->addWidget(m_certificate, 1);
    certificateRow->addWidget(m_browse);
    auto *certificateLabel = new QLabel(tr("Gateway &certificate:"));
    certificateLabel->setBuddy(m_certificate);
    listenerForm->addRow(certificateLabel, certificateRow);
    auto *listenerHint = new QLabel(tr("Give the gateway http://ADDRESS:PORT/ as the notification URL. Every "
                                       "notification is answered at once and the payments it names are queried. "
                                       "With the gateway's certificate (PEM), a notification it did not sign is "
                                       "refused and counted."));
    listenerHint->setWordWrap(true);
    listenerForm->addRow(listenerHint);

    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(refresh);
    layout->addWidget(listener);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_schedule, &QCheckBox::toggled, this, &SyncSettingsDialog::update);
    connect(m_listen, &QCheckBox::toggled, this, &SyncSettingsDialog::update);
    connect(m_address, &QLineEdit::textChanged, this, &SyncSettingsDialog::update);
    connect(m_certificate, &QLineEdit::textChanged, this, &SyncSettingsDialog::update);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("The gateway's certificate"), m_certificate->text(),
                                                          tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
        if (!path.isEmpty())
            m_certificate->setText(path);
    });
    update();
}

SyncSettings SyncSettingsDialog::settings() const
{
    SyncSettings settings;
    settings.scheduleMinutes = m_schedule->isChecked() ? m_minutes->value() : 0;
    settings.listen = m_listen->isChecked();
    settings.listenAddress = m_address->text().trimmed();
    settings.listenPort = quint16(m_port->value());
    settings.gatewayCertificate = m_certificate->text().trimmed();
    return settings;
}

bool SyncSettingsDialog::canAccept() const
{
    return SyncSettingsStore::problem(settings()).isEmpty();
}

void SyncSettingsDialog::update()
{
    m_minutes->setEnabled(m_schedule->isChecked());
    m_address->setEnabled(m_listen->isChecked());
    m_port->setEnabled(m_listen->isChecked());
    m_certificate->setEnabled(m_listen->isChecked());
    m_browse->setEnabled(m_listen->isChecked());
    const SyncSettings current = settings();
    m_warning->setVisible(current.listen && current.listensBeyondThisComputer());
    const QString problem = SyncSettingsStore::problem(current);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace dd
