#include "ui/desktop/aboutdialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

AboutDialog::AboutDialog(InfoSource source, QWidget *parent)
    : QDialog(parent), m_source(std::move(source)), m_copied(new QLabel(this))
{
    setObjectName(QStringLiteral("AboutDialog"));
    setWindowTitle(tr("About DirectDesk"));
    const DiagnosticsInfo info = m_source ? m_source() : DiagnosticsInfo();

    auto *title = new QLabel(tr("<b>DirectDesk %1</b>").arg(QStringLiteral(DIRECTDESK_VERSION)), this);
    title->setObjectName(QStringLiteral("aboutTitle"));
    auto *summary = new QLabel(tr("A back-office for merchants of the Direct API."), this);
    summary->setWordWrap(true);

    auto *versions = new QFormLayout;
    const auto addRow = [this, versions](const QString &label, const QString &value, const char *name) {
        auto *text = new QLabel(value, this);
        text->setObjectName(QLatin1String(name));
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        versions->addRow(label, text);
    };
    addRow(tr("Qt:"), Diagnostics::qtVersion(), "qtVersion");
    addRow(tr("SQLCipher:"), info.sqlcipherVersion.isEmpty() ? tr("(shown while the cache is unlocked)") : info.sqlcipherVersion,
           "sqlcipherVersion");
    addRow(tr("libsodium:"), Diagnostics::sodiumVersion(), "sodiumVersion");
    addRow(tr("libxlsxwriter:"), Diagnostics::xlsxwriterVersion(), "xlsxwriterVersion");
    addRow(tr("Build:"), Diagnostics::buildType(), "buildType");
    addRow(tr("License:"), Diagnostics::license(), "license");

    m_copied->setObjectName(QStringLiteral("diagnosticsCopied"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *copy = buttons->addButton(tr("Copy &diagnostics"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyDiagnosticsButton"));
    copy->setAccessibleDescription(tr("Copies versions, system and cache facts for support; no passphrase, key or card data"));
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(copy, &QPushButton::clicked, this, &AboutDialog::copyDiagnostics);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(summary);
    layout->addLayout(versions);
    layout->addWidget(m_copied);
    layout->addWidget(buttons);
}

QString AboutDialog::diagnosticsText() const
{
    return Diagnostics::text(m_source ? m_source() : DiagnosticsInfo());
}

void AboutDialog::copyDiagnostics()
{
    QApplication::clipboard()->setText(diagnosticsText());
    m_copied->setText(tr("Diagnostics copied to the clipboard."));
}

} // namespace dd
