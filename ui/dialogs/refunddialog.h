#pragma once

#include "core/domain/payment.h"
#include "core/domain/requests.h"
#include "ui/dialogs/actiondialog.h"

#include <optional>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;

namespace dd {

class BankDetailsForm;

// Full or partial refund of a confirmed payment, with the customer's bank details where the
// country takes them (BR, CL, CO, MX). Every field is checked as the user types, with the same
// rules the client applies before sending.
class RefundDialog : public ActionDialog
{
    Q_OBJECT
public:
    RefundDialog(PaymentOperations &operations, Payment payment, QWidget *parent = nullptr);

    // The request as the form stands (nothing when the amount cannot be read).
    std::optional<RefundRequest> request() const;

protected:
    void setFormEnabled(bool enabled) override;
    QString successText(const OperationCall &call) const override;
    void changeEvent(QEvent *event) override;

private:
    void buildAmounts();
    void showAmounts();
    void validate();
    void send();
    RefundRequest requestOf(qint64 hundredths) const;
    // Says so when the refund is to wait for a Manager's approval rather than go out.
    Confirmation confirmationOf(const RefundRequest &refund, bool waitsForApproval) const;

    Payment m_payment;
    QString m_generatedCode;   // the prefilled merchant refund code, used by no other request
    QLabel *m_paymentLabel = nullptr;
    QLabel *m_paidLabel = nullptr;
    QLabel *m_refundedLabel = nullptr;
    QLabel *m_remainingLabel = nullptr;
    QLabel *m_paymentError = nullptr;
    QRadioButton *m_full = nullptr;
    QRadioButton *m_partial = nullptr;
    QLineEdit *m_amount = nullptr;
    QLabel *m_amountError = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QLabel *m_descriptionError = nullptr;
    QLineEdit *m_code = nullptr;
    QLabel *m_codeError = nullptr;
    QLabel *m_codeWarning = nullptr;
    BankDetailsForm *m_bank = nullptr;   // the payment's country's form; shown where it takes bank details
};

} // namespace dd
