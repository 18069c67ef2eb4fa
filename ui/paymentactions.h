#pragma once

#include "core/domain/payment.h"

#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace dd {

namespace access {
class AccessGuard;
}

// Every action of the main window, with its shortcut. setContext() enables each for the payment
// and refund selected: capture/refund/cancel per Payment::canCapture/canRefund/canCancel,
// cancel refund per Refund::isCancellable, none of them while an action on the payment has an
// unknown outcome (only "Check now" then).
class PaymentActions : public QObject
{
    Q_OBJECT
public:
    explicit PaymentActions(QWidget *owner);

    struct Context
    {
        bool unlocked = false;
        bool hasOperations = false;
        std::optional<Payment> payment;
        std::optional<Refund> refund;
        bool unresolved = false;       // an action on the payment is in flight or its outcome unknown
        bool outcomeUnknown = false;   // sent, no answer: only "Check now" helps
        int selectedRows = 0;
        // The signed-in operator: actions their role does not allow stay disabled (core refuses
        // them too). Null: no operator model (every action as before).
        const access::AccessGuard *guard = nullptr;
        // Where this desk keeps payments is its own setting (team mode), not the team's: any
        // operator may change it.
        bool connectionPerDesk = false;
        // The team worker sends this desk's captures, refunds and cancels (team mode): what needs
        // the gateway here (a new payment's card data, refreshes) stays disabled, and a look-up
        // reads the team store and leaves what it lacks to the team worker.
        bool relayed = false;
    };
    void setContext(const Context &context);

    QAction *newPayment;
    QAction *lookUp;
    QAction *refreshFromGateway;
    QAction *lock;
    QAction *quit;
    QAction *capture;
    QAction *refund;
    QAction *cancelRefund;
    QAction *cancelPayment;
    QAction *checkNow;
    QAction *copyRows;
    QAction *copyHash;
    QAction *find;
    QAction *clearFilters;
    QAction *reloadTable;
    QAction *resetLayout;
    QAction *eWallets;
    QAction *connectionSettings;
    QAction *about;
    QAction *operators;
    QAction *approvals;
    QAction *auditTrail;

    QList<QAction *> rowActions() const;
    QList<QAction *> all() const;

private:
    QAction *make(const char *objectName, const QString &text, const QKeySequence &shortcut);
    QWidget *m_owner;
};

} // namespace dd
