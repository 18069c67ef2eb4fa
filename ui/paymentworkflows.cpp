#include "ui/paymentworkflows.h"

#include "core/sync/paymentoperations.h"
#include "ui/dialogs/cancelpaymentdialog.h"
#include "ui/dialogs/cancelrefunddialog.h"
#include "ui/dialogs/capturedialog.h"
#include "ui/dialogs/ewalletsdialog.h"
#include "ui/dialogs/lookupdialog.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/dialogs/refunddialog.h"
#include "ui/desktop/dialogdraft.h"
#include "ui/messagebox.h"

#include <QWidget>

namespace dd {

namespace {
template<typename Dialog>
void runDialog(Dialog &dialog)
{
    dialog.setAttribute(Qt::WA_DeleteOnClose, false);
    dialog.exec();
}

} // namespace

PaymentWorkflows::PaymentWorkflows(PaymentOperations &operations, DirectApiClient &client, QWidget *window)
    : QObject(window), m_operations(operations), m_client(client), m_window(window)
{
}

void PaymentWorkflows::capture(const Payment &payment)
{
    CaptureDialog dialog(m_operations, payment, m_window);
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::refund(const Payment &payment)
{
    RefundDialog dialog(m_operations, payment, m_window);
    if (m_drafts) {
        auto *draft = new DialogDraft(*m_drafts, QStringLiteral("refund"), payment.hash, dialog);
        connect(&dialog, &ActionDialog::actionFinished, draft, [draft](bool sent) {
            if (sent)
                draft->discard();
        });
    }
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::cancelRefund(const Payment &payment, const Refund &refund)
{
    CancelRefundDialog dialog(m_operations, payment, refund, m_window);
    if (m_drafts) {
        auto *draft = new DialogDraft(*m_drafts, QStringLiteral("cancel-refund"), payment.hash + QLatin1Char('/') + refund.id,
                                      dialog);
        connect(&dialog, &ActionDialog::actionFinished, draft, [draft](bool sent) {
            if (sent)
                draft->discard();
        });
    }
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::cancelPayment(const Payment &payment)
{
    CancelPaymentDialog dialog(m_operations, payment, m_window);
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::newPayment()
{
    NewPaymentDialog dialog(m_operations, m_client, m_window);
    connect(&dialog, &NewPaymentDialog::paymentCreated, this, &PaymentWorkflows::paymentCreated);
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::lookUp()
{
    LookupDialog dialog(m_operations, m_window);
    if (m_drafts) {
        auto *draft = new DialogDraft(*m_drafts, QStringLiteral("lookup"), QStringLiteral("codes"), dialog);
        connect(&dialog, &LookupDialog::lookUpFinished, draft, &DialogDraft::discard);
    }
    runDialog(dialog);
    emit dialogClosed();
}

void PaymentWorkflows::eWallets()
{
    EWalletsDialog dialog(m_client, m_window);
    runDialog(dialog);
}

void PaymentWorkflows::checkNow(const QString &hash)
{
    if (m_operations.isRelayed()) {
        // The desk asks the gateway nothing: the team worker settles unknown outcomes for everyone.
        MessageBox::information(m_window, tr("Check now"),
                                tr("The team worker settles this payment's unknown outcome by query; the window "
                                   "shows it as soon as it is settled."));
        return;
    }
    OperationCall *call = m_operations.resolve(hash);
    connect(call, &OperationCall::finished, this, [this, call] {
        emit dialogClosed();
        if (!call->succeeded()) {
            const GatewayError &error = call->result().error();
            const QString code = error.code.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(error.code);
            MessageBox::warning(m_window, tr("Check now"),
                                tr("The payment could not be checked: %1%2").arg(error.message(), code));
            return;
        }
        switch (call->resolution()) {
        case OperationCall::Resolution::Applied:
            MessageBox::information(m_window, tr("Check now"),
                                    tr("The gateway carried out the action. The payment is up to date."));
            break;
        case OperationCall::Resolution::NotApplied:
            MessageBox::information(m_window, tr("Check now"),
                                    tr("The gateway did not carry out the action. You may try it again."));
            break;
        case OperationCall::Resolution::StillUnknown:
            MessageBox::warning(m_window, tr("Check now"),
                                tr("The gateway's answer does not settle it yet. Check again later."));
            break;
        case OperationCall::Resolution::NotNeeded:
            break;
        }
    });
}

} // namespace dd
