#pragma once

#include "core/domain/payment.h"
#include "core/domain/requests.h"
#include "ui/dialogs/actiondialog.h"

#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace dd {

// Captures a pre-authorized (PE) card payment; in Brazil optionally a smaller amount, once.
class CaptureDialog : public ActionDialog
{
    Q_OBJECT
public:
    CaptureDialog(PaymentOperations &operations, Payment payment, QWidget *parent = nullptr);

    std::optional<CaptureRequest> request() const;

protected:
    void setFormEnabled(bool enabled) override;
    QString successText(const OperationCall &call) const override;

private:
    void validate();
    void send();

    Payment m_payment;
    QLabel *m_paymentLabel = nullptr;
    QLabel *m_paymentError = nullptr;
    QCheckBox *m_partial = nullptr;
    QLineEdit *m_amount = nullptr;
    QLabel *m_amountError = nullptr;
};

} // namespace dd
