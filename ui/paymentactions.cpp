#include "ui/paymentactions.h"

#include "core/access/accessguard.h"

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace dd {

PaymentActions::PaymentActions(QWidget *owner)
    : QObject(owner), m_owner(owner)
{
    newPayment = make("newPaymentAction", tr("&New payment…"), QKeySequence(Qt::CTRL | Qt::Key_N));
    lookUp = make("lookUpAction", tr("&Look up or import payments…"), QKeySequence(Qt::CTRL | Qt::Key_L));
    refreshFromGateway = make("refreshFromGatewayAction", tr("Refresh from &gateway"), QKeySequence(Qt::Key_F5));
    lock = make("lockAction", tr("&Lock"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    quit = make("quitAction", tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q));
    capture = make("captureAction", tr("&Capture…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    refund = make("refundAction", tr("&Refund…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    cancelRefund = make("cancelRefundAction", tr("Cancel re&fund…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    cancelPayment = make("cancelPaymentAction", tr("Cancel &payment…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    checkNow = make("checkNowAction", tr("Check &now"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    copyRows = make("copyRowsAction", tr("&Copy rows"), QKeySequence::Copy);
    copyHash = make("copyHashAction", tr("Copy &hash"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    find = make("findAction", tr("&Find…"), QKeySequence::Find);
    clearFilters = make("clearFiltersAction", tr("C&lear filters"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    reloadTable = make("reloadTableAction", tr("&Reload table"), QKeySequence(Qt::CTRL | Qt::Key_R));
    resetLayout = make("resetLayoutAction", tr("Reset &layout"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_0));
    eWallets = make("eWalletsAction", tr("&E-wallets by country…"), QKeySequence(Qt::CTRL | Qt::Key_E));
    connectionSettings = make("connectionSettingsAction", tr("&Connection and security…"), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    about = make("aboutAction", tr("&About DirectDesk"), QKeySequence(Qt::Key_F1));
    operators = make("operatorsAction", tr("&Operators…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    approvals = make("approvalsAction", tr("&Approvals…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    auditTrail = make("auditTrailAction", tr("Audit &trail…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    quit->setMenuRole(QAction::QuitRole);
    about->setMenuRole(QAction::AboutRole);
    connectionSettings->setMenuRole(QAction::PreferencesRole);
    setContext({});
}

QAction *PaymentActions::make(const char *objectName, const QString &text, const QKeySequence &shortcut)
{
    auto *action = new QAction(text, m_owner);
    action->setObjectName(QString::fromLatin1(objectName));
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    if (!shortcut.isEmpty())
        action->setToolTip(text.split(u'…').first().remove(u'&') + u" (" + shortcut.toString(QKeySequence::NativeText) + u')');
    m_owner->addAction(action);
    return action;
}

void PaymentActions::setContext(const Context &context)
{
    using access::Permission;
    const auto may = [&context](Permission permission) {
        return !context.guard || context.guard->allows(permission);
    };
    const bool ready = context.unlocked && context.hasOperations;
    const bool payment = context.payment.has_value();
    const bool free = payment && !context.unresolved && !context.outcomeUnknown;
    const bool gateway = ready && !context.relayed;   // this desk talks to the gateway itself
    // In team mode the worker creates it (voucher and e-wallet methods only; the dialog says why).
    newPayment->setEnabled(ready && may(Permission::CreatePayment));
    // At a team desk a look-up reads the team store and leaves what it lacks to the team worker.
    lookUp->setEnabled(ready && may(Permission::Import));
    refreshFromGateway->setEnabled(gateway && context.selectedRows > 0);
    lock->setEnabled(context.unlocked);
    capture->setEnabled(ready && free && context.payment->canCapture() && may(Permission::Capture));
    refund->setEnabled(ready && free && context.payment->canRefund() && may(Permission::Refund));
    cancelPayment->setEnabled(ready && free && context.payment->canCancel() && may(Permission::CancelPayment));
    cancelRefund->setEnabled(ready && free && context.refund && context.refund->isCancellable()
                             && may(Permission::CancelRefund));
    operators->setEnabled(context.unlocked && context.guard);
    approvals->setEnabled(context.unlocked && context.guard);
    auditTrail->setEnabled(context.unlocked && context.guard);
    checkNow->setEnabled(gateway && payment && context.outcomeUnknown);
    copyRows->setEnabled(context.unlocked && context.selectedRows > 0);
    copyHash->setEnabled(context.unlocked && payment);
    find->setEnabled(context.unlocked);
    clearFilters->setEnabled(context.unlocked);
    reloadTable->setEnabled(context.unlocked);
    eWallets->setEnabled(gateway);
    connectionSettings->setEnabled(context.unlocked && (context.connectionPerDesk || may(Permission::Settings)));
}

QList<QAction *> PaymentActions::rowActions() const
{
    return {capture, refund, cancelPayment, checkNow, copyRows, copyHash, refreshFromGateway};
}

QList<QAction *> PaymentActions::all() const
{
    return {newPayment, lookUp, refreshFromGateway, lock, quit, capture, refund, cancelRefund, cancelPayment, checkNow,
            copyRows, copyHash, find, clearFilters, reloadTable, resetLayout, eWallets, connectionSettings, about,
            operators, approvals, auditTrail};
}

} // namespace dd
