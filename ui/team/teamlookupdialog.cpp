#include "ui/team/teamlookupdialog.h"

#include "core/domain/payment.h"
#include "models/teamcodelookup.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

TeamLookupDialog::TeamLookupDialog(SessionOpener sessions, QWidget *parent)
    : QDialog(parent), m_lookup(new TeamCodeLookup(std::move(sessions), this))
{
    setObjectName(QStringLiteral("teamLookupDialog"));
    setWindowTitle(tr("Look up a payment"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("A payment hash or merchant payment code. The team's payments are searched first; "
                                "one the team does not have can be left to the team worker, which asks the gateway."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_code = new QLineEdit(this);
    m_code->setObjectName(QStringLiteral("codeEdit"));
    m_code->setAccessibleName(tr("Payment code"));
    m_code->setClearButtonEnabled(true);
    layout->addWidget(m_code);
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("resultLabel"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox(this);
    m_lookUpButton = buttons->addButton(tr("&Look up"), QDialogButtonBox::ActionRole);
    m_lookUpButton->setObjectName(QStringLiteral("lookUpButton"));
    m_lookUpButton->setDefault(true);
    m_queueButton = buttons->addButton(tr("&Ask the team worker"), QDialogButtonBox::ActionRole);
    m_queueButton->setObjectName(QStringLiteral("queueButton"));
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    // Offered once the team lacks a code: hidden after the last addButton(), which shows every button.
    m_queueButton->setVisible(false);
    layout->addWidget(buttons);

    connect(m_lookUpButton, &QPushButton::clicked, this, &TeamLookupDialog::lookUp);
    connect(m_code, &QLineEdit::returnPressed, this, &TeamLookupDialog::lookUp);
    connect(m_queueButton, &QPushButton::clicked, this, &TeamLookupDialog::queueForWorker);
    connect(close, &QPushButton::clicked, this, &TeamLookupDialog::reject);
    connect(m_code, &QLineEdit::textEdited, this, [this] {
        m_missing.clear();
        m_queueButton->setVisible(false);
    });
    connect(m_lookup, &TeamCodeLookup::found, this, &TeamLookupDialog::onFound);
    connect(m_lookup, &TeamCodeLookup::missing, this, &TeamLookupDialog::onMissing);
    connect(m_lookup, &TeamCodeLookup::queued, this, &TeamLookupDialog::onQueued);
    connect(m_lookup, &TeamCodeLookup::failed, this, [this](const QString &message) {
        setBusy(false);
        showResult(message, true);
    });
    setMinimumWidth(480);
}

TeamLookupDialog::~TeamLookupDialog() = default;

void TeamLookupDialog::lookUp()
{
    if (!m_lookUpButton->isEnabled())
        return;
    const QString code = m_code->text().trimmed();
    m_missing.clear();
    m_queueButton->setVisible(false);
    if (const QString problem = TeamCodeLookup::check(code); !problem.isEmpty()) {
        showResult(problem, true);
        return;
    }
    setBusy(true);
    showResult(tr("Looking up %1 on the team server…").arg(code), false);
    m_lookup->find(code);
}

void TeamLookupDialog::queueForWorker()
{
    if (m_missing.isEmpty())
        return;
    setBusy(true);
    m_lookup->queue(m_missing);
}

void TeamLookupDialog::onFound(const Payment &payment)
{
    setBusy(false);
    showResult(tr("Found: payment %1 (%2), selected in the window.").arg(payment.hash, payment.merchantPaymentCode),
               false);
    emit paymentFound(payment.hash);
}

void TeamLookupDialog::onMissing(const QString &code)
{
    setBusy(false);
    m_missing = code;
    m_queueButton->setVisible(true);
    showResult(tr("The team does not have %1. The team worker can ask the gateway for it: the payment then "
                  "appears in the window by itself.")
                   .arg(code),
               false);
}

void TeamLookupDialog::onQueued(const QString &code, bool added)
{
    setBusy(false);
    m_queueButton->setVisible(false);
    m_missing.clear();
    showResult(added ? tr("%1 is queued for the team worker: the payment appears in the window as soon as the "
                          "worker has it from the gateway.")
                           .arg(code)
                     : tr("%1 was already waiting for the team worker: the payment appears in the window as soon "
                          "as the worker has it from the gateway.")
                           .arg(code),
               false);
    emit codeQueued(code);
}

void TeamLookupDialog::showResult(const QString &text, bool problem)
{
    m_result->setText(text);
    m_result->setProperty("problem", problem);
}

void TeamLookupDialog::setBusy(bool busy)
{
    m_lookUpButton->setEnabled(!busy);
    m_queueButton->setEnabled(!busy);
    m_code->setReadOnly(busy);
}

} // namespace dd
