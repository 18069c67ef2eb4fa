#pragma once

#include "core/domain/payment.h"
#include "ui/dialogs/actiondialog.h"

class QLabel;
class QPlainTextEdit;

namespace dd {

// Cancels a refund that is still requested (RE) or pending (PE), spelling out spec 3.2's
// consequences; the reason is required and goes into the audit trail. The summary at the top
// follows the refund's status as the cache records it (after the cancellation, "Cancelled").
class CancelRefundDialog : public ActionDialog
{
    Q_OBJECT
public:
    CancelRefundDialog(PaymentOperations &operations, Payment payment, Refund refund, QWidget *parent = nullptr);

protected:
    void setFormEnabled(bool enabled) override;
    QString successText(const OperationCall &call) const override;

private:
    void validate();
    void send();
    void showSummary();

    Payment m_payment;
    Refund m_refund;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_reason = nullptr;
    QLabel *m_reasonError = nullptr;
    QLabel *m_refundError = nullptr;
};

} // namespace dd
