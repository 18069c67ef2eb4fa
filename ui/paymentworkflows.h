#pragma once

#include "core/domain/payment.h"

#include <QObject>

class QSettings;
class QWidget;

namespace dd {

class DirectApiClient;
class PaymentOperations;

// Opens the action dialogs (in ui/dialogs/) for the payment or refund the main
// window has selected, and runs "Check now" for an outcome-unknown mark. Each dialog goes through
// PaymentOperations, whose paymentChanged() refreshes the window.
class PaymentWorkflows : public QObject
{
    Q_OBJECT
public:
    PaymentWorkflows(PaymentOperations &operations, DirectApiClient &client, QWidget *window);

    void capture(const Payment &payment);
    void refund(const Payment &payment);
    void cancelRefund(const Payment &payment, const Refund &refund);
    void cancelPayment(const Payment &payment);
    void newPayment();
    void lookUp();
    void eWallets();
    void checkNow(const QString &hash);
    // Unsent input of the refund, cancel-refund and look-up dialogs is kept as a draft there
    // (ui/desktop/dialogdraft.h); never the new-payment dialog's (card data).
    void setDrafts(QSettings *settings) { m_drafts = settings; }

signals:
    void dialogClosed();
    void paymentCreated(const QString &hash);

private:
    PaymentOperations &m_operations;
    DirectApiClient &m_client;
    QWidget *m_window;
    QSettings *m_drafts = nullptr;
};

} // namespace dd
