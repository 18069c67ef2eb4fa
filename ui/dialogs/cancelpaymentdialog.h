#pragma once

#include "core/domain/payment.h"
#include "ui/dialogs/actiondialog.h"

class QLabel;

namespace dd {

// Cancels an open or pending payment (/ws/cancel), after a confirmation.
class CancelPaymentDialog : public ActionDialog
{
    Q_OBJECT
public:
    CancelPaymentDialog(PaymentOperations &operations, Payment payment, QWidget *parent = nullptr);

protected:
    void setFormEnabled(bool) override {}
    QString successText(const OperationCall &call) const override;

private:
    void send();

    Payment m_payment;
    QLabel *m_paymentError = nullptr;
};

} // namespace dd
