#include "ui/dialogs/actiondialog.h"

#include "core/domain/moneyformat.h"
#include "core/sync/paymentoperations.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/problemlabel.h"
#include "ui/dialogs/touchedfields.h"
#include "ui/messagebox.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace dd {

ActionDialog::ActionDialog(PaymentOperations &operations, QString paymentHash, const QString &actionText,
                           QWidget *parent)
    : QDialog(parent), m_operations(operations), m_hash(std::move(paymentHash)), m_touched(new TouchedFields(this))
{
    auto *layout = new QVBoxLayout(this);
    m_form = new QVBoxLayout;
    layout->addLayout(m_form);
    // The spare height goes here, below the fields: labels that took it gave it back when a problem
    // appeared, and the fields above moved.
    layout->addStretch(1);

    m_blockedLabel = newProblemLabel(QStringLiteral("blockedLabel"), this);
    reserveProblemLine(m_blockedLabel, false);   // below every field: it moves none of them
    layout->addWidget(m_blockedLabel);
    m_resultLabel = new QLabel(this);
    m_resultLabel->setObjectName(QStringLiteral("resultLabel"));
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->hide();
    layout->addWidget(m_resultLabel);

    auto *buttons = new QDialogButtonBox(this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    m_actionButton = buttons->addButton(actionText, QDialogButtonBox::AcceptRole);
    m_checkNowButton = buttons->addButton(tr("Check now"), QDialogButtonBox::ActionRole);
    m_checkNowButton->setObjectName(QStringLiteral("checkNowButton"));
    m_checkNowButton->setToolTip(tr("Ask the gateway what happened to the earlier action"));
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName(QStringLiteral("closeButton"));
    m_actionButton->setDefault(true);
    layout->addWidget(buttons);
    // The action button's own click handler is connected by the subclass; the box must not close us.
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_checkNowButton, &QPushButton::clicked, this, &ActionDialog::checkNow);
    connect(&m_operations, &PaymentOperations::paymentChanged, this, [this](const QString &hash) {
        if (hash == m_hash)
            refreshBlocked();
    });
    refreshBlocked();
}

// The focused field loses the focus while the window's children are deleted: by then the dialog
// that validates on touched() is gone.
ActionDialog::~ActionDialog()
{
    m_touched->blockSignals(true);
}

void ActionDialog::setValid(bool valid, bool fixable)
{
    m_valid = valid;
    m_fixable = valid || fixable;
    refreshBlocked();
}

bool ActionDialog::revealProblems()
{
    m_touched->touchAll();   // the dialog re-validates and shows every problem
    return m_valid;
}

void ActionDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // Opened at the height its wrapped lines need: a window opened shorter squeezed its fields,
    // which moved apart again when the first problem grew it.
    fitContents();
    if (m_firstField && !isDone())
        m_firstField->setFocus(Qt::ActiveWindowFocusReason);
}

void ActionDialog::refreshBlocked()
{
    const bool blocked = !m_hash.isEmpty() && !m_busy && m_operations.hasUnresolvedIntent(m_hash);
    // A relayed desk holds no integration key: the team worker settles the outcome by query.
    const bool byWorker = m_operations.isRelayed();
    QString problem;
    if (blocked && byWorker)
        problem = tr("An earlier action on this payment has an unknown outcome. The team worker asks the gateway; "
                     "nothing else can be sent until it has the answer.");
    else if (blocked)
        problem = tr("An earlier action on this payment has an unknown outcome. "
                     "Use \"Check now\" to ask the gateway before anything else is sent.");
    showProblem(m_blockedLabel, problem);
    m_checkNowButton->setVisible(blocked && !byWorker);
    m_checkNowButton->setEnabled(!m_busy);
    m_actionButton->setEnabled(m_fixable && !blocked && !m_busy && !m_done);
}

bool ActionDialog::confirm(const Confirmation &confirmation)
{
    return MessageBox::choose(this, confirmation.choice(windowTitle()));
}

void ActionDialog::track(OperationCall *call)
{
    m_busy = true;
    setFormEnabled(false);
    refreshBlocked();
    m_resultLabel->setText(tr("Sending…"));
    m_resultLabel->show();
    fitContents();
    connect(call, &OperationCall::finished, this, [this, call] { onFinished(call); });
}

void ActionDialog::onFinished(OperationCall *call)
{
    m_busy = false;
    const bool succeeded = call->succeeded();
    const qint64 waiting = call->awaitingApprovalId();
    if (waiting != 0) {
        // Stored, not sent, and no mistake of the user's: said plainly, and not offered again (a
        // second press asked for a second approval of the same refund).
        m_done = true;
        m_resultLabel->setText(tr("Waiting for approval (request %1). The amount is above the approval threshold: "
                                  "a Manager approves or rejects it under Tools ▸ Approvals. Nothing was sent to "
                                  "the gateway yet.").arg(waiting));
        setFormEnabled(false);
    } else if (succeeded) {
        m_done = true;
        m_resultLabel->setText(call->answerNotStored() ? successText(*call) + u'\n' + answerNotStoredText(*call)
                                                       : successText(*call));
    } else {
        const GatewayError &error = call->result().error();
        m_resultLabel->setText(failureText(error));
        // A refusal or a failure that changed nothing lets the user correct and try again.
        m_done = error.kind == GatewayError::Kind::OutcomeUnknown;
        setFormEnabled(!m_done);
    }
    m_closeButton->setFocus();
    refreshBlocked();
    fitContents();
    emit actionFinished(succeeded || waiting != 0);
}

QString ActionDialog::failureText(const GatewayError &error) const
{
    if (error.kind == GatewayError::Kind::OutcomeUnknown)
        return tr("Outcome unknown.") + u' ' + error.message() + u' '
               + (m_operations.isRelayed() ? tr("The payment is marked; the team worker asks the gateway.")
                                           : tr("The payment is marked; \"Check now\" asks the gateway."));
    // Refused by the operators' rules (the role, a refund request waiting already): no field of the
    // form needs attention, the sentence says what to do.
    const bool byAccessRules = error.kind == GatewayError::Kind::Validation && !error.fields.isEmpty()
                               && std::all_of(error.fields.cbegin(), error.fields.cend(), [](const FieldProblem &p) {
                                      return p.field == u"access" || p.field == u"approval";
                                  });
    if (byAccessRules) {
        QStringList sentences;
        for (const FieldProblem &problem : error.fields)
            sentences.append(problem.message);
        return sentences.join(u'\n');
    }
    return error.message();
}

QString ActionDialog::answerNotStoredText(const OperationCall &call)
{
    if (call.answerQueuedForRefresh())
        return tr("The gateway applied the action, but it could not be saved in the local cache. "
                  "The payment will be refreshed from the gateway; until then the list may show its old state.");
    return tr("The gateway applied the action, but it could not be saved in the local cache. "
              "The payment is marked; \"Check now\" asks the gateway for its current state.");
}

void ActionDialog::checkNow()
{
    m_busy = true;
    refreshBlocked();
    m_resultLabel->setText(tr("Asking the gateway…"));
    m_resultLabel->show();
    OperationCall *call = m_operations.resolve(m_hash);
    connect(call, &OperationCall::finished, this, [this, call] {
        m_busy = false;
        QString text;
        if (!call->succeeded()) {
            text = tr("The check failed, the outcome is still unknown.") + u' ' + call->result().error().message();
        } else {
            switch (call->resolution()) {
            case OperationCall::Resolution::Applied:
                text = tr("Checked: the earlier action took effect. The payment is up to date.");
                break;
            case OperationCall::Resolution::NotApplied:
                text = tr("Checked: the earlier action did not take effect. You may send it again.");
                m_done = false;
                setFormEnabled(true);
                break;
            case OperationCall::Resolution::NotNeeded:
            case OperationCall::Resolution::StillUnknown:
                text = tr("Checked: the payment is up to date.");
                break;
            }
        }
        m_resultLabel->setText(text);
        refreshBlocked();
    });
}

void ActionDialog::showProblem(QLabel *label, const QString &text)
{
    showProblemText(label, text);
    fitContents();
}

// A window's minimum size ignores height-for-width: a word-wrapped problem or result appearing
// left the dialog at its height, and the new lines covered the payment summary above them.
void ActionDialog::fitContents()
{
    if (!isVisible() || !layout())
        return;
    layout()->activate();
    // The preferred height, not the least: at its least the form's fields sat squeezed together.
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalSizeHint().height();
    if (needed > height()) {
        if (m_heightBeforeGrowing == 0)
            m_heightBeforeGrowing = height();
        resize(width(), needed);
    } else if (m_heightBeforeGrowing > 0 && needed < height()) {
        // The lines that made it grow are gone: the gap they left above the buttons goes too.
        const int target = std::max(needed, m_heightBeforeGrowing);
        if (target == m_heightBeforeGrowing)
            m_heightBeforeGrowing = 0;
        resize(width(), target);
    }
}

QString ActionDialog::money(const Money &amount) const
{
    return formatMoney(amount.hundredths(), amount.currency(), locale());
}

QString ActionDialog::amountAndCode(const Money &amount) const
{
    return formatAmountAndCode(amount.hundredths(), amount.currency(), locale());
}

QString ActionDialog::paymentSummary(const Payment &payment) const
{
    return tr("Payment %1\nMerchant code: %2\nMethod: %3, country: %4\nStatus: %5\nAmount: %6")
        .arg(payment.hash, payment.merchantPaymentCode, payment.paymentTypeCode, payment.country.toUpper(),
             paymentStatusLabel(payment.status), money(payment.amountExt));
}

} // namespace dd
