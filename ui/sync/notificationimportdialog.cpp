#include "ui/sync/notificationimportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

NotificationImportDialog::NotificationImportDialog(QWidget *parent)
    : QDialog(parent),
      m_format(new QComboBox),
      m_text(new QPlainTextEdit),
      m_open(new QPushButton(tr("&Open file…"))),
      m_result(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setObjectName(QStringLiteral("notificationImportDialog"));
    setWindowTitle(tr("Import notifications"));
    m_format->setObjectName(QStringLiteral("formatBox"));
    m_format->addItem(tr("Gateway notifications, one a line"), int(Format::Notifications));
    m_format->addItem(tr("Hashes or merchant payment codes, one a line"), int(Format::Codes));
    m_text->setObjectName(QStringLiteral("notificationText"));
    m_text->setAccessibleName(tr("Notifications or codes to import"));
    m_text->setPlaceholderText(
        tr("operation=payment_status_change&notification_type=update&hash_codes=5e1f…,5e20…"));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_open->setObjectName(QStringLiteral("openFileButton"));
    m_result->setObjectName(QStringLiteral("resultLabel"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Queue and query"));

    auto *intro = new QLabel(tr("Paste what the gateway posted to your notification URL, or open a file of it. "
                                "Lines starting with # are ignored. Every payment named is queued and queried; "
                                "codes whose query fails stay queued for the next refresh."));
    intro->setWordWrap(true);
    auto *formatLabel = new QLabel(tr("&Format:"));
    formatLabel->setBuddy(m_format);
    auto *top = new QHBoxLayout;
    top->addWidget(formatLabel);
    top->addWidget(m_format, 1);
    top->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(top);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_result);
    layout->addWidget(m_buttons);
    resize(640, 420);

    connect(m_text, &QPlainTextEdit::textChanged, this, &NotificationImportDialog::check);
    connect(m_format, &QComboBox::currentIndexChanged, this, &NotificationImportDialog::check);
    connect(m_open, &QPushButton::clicked, this, &NotificationImportDialog::chooseFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!m_codes.isEmpty())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
}

QPushButton *NotificationImportDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void NotificationImportDialog::setText(const QString &text)
{
    m_text->setPlainText(text);
}

void NotificationImportDialog::setFormat(Format format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

bool NotificationImportDialog::loadFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_result->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    if (file.size() > MaxFileBytes) {
        m_result->setText(tr("%1 is larger than 16 MiB; import it with directdesk-cli import.").arg(path));
        return false;
    }
    setText(QString::fromUtf8(file.readAll()));
    return true;
}

void NotificationImportDialog::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open notifications"), QString(),
                                                      tr("Text files (*.txt *.log *.csv *.json);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void NotificationImportDialog::check()
{
    m_codes = {};
    const QByteArray text = m_text->toPlainText().toUtf8();
    if (text.trimmed().isEmpty()) {
        m_result->setText(tr("Paste notifications or open a file."));
        okButton()->setEnabled(false);
        return;
    }
    const auto format = Format(m_format->currentData().toInt());
    const auto parsed = format == Format::Notifications ? NotificationImport::parseMany(text)
                                                        : NotificationImport::parseCodeList(text);
    if (!parsed) {
        m_result->setText(parsed.error());
        okButton()->setEnabled(false);
        return;
    }
    m_codes = parsed.value();
    const int count = int(m_codes.hashes.size() + m_codes.merchantCodes.size());
    m_result->setText(tr("%n payment(s) to query", nullptr, count));
    okButton()->setEnabled(!m_codes.isEmpty());
}

} // namespace dd
