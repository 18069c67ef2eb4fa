#pragma once

#include "core/domain/payment.h"

#include <QWidget>

#include <optional>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dd {

// What the new-payment dialog shows under its form once the payment exists: the payment page or
// voucher links, for SPEI the CLABE account and reference with Copy buttons, and "Save voucher as
// PDF…" for every method that is not a card.
class NewPaymentResult : public QWidget
{
    Q_OBJECT
public:
    explicit NewPaymentResult(QWidget *parent = nullptr);

    void showPayment(const Payment &payment);
    // Writes the shown payment's voucher as PDF; false when none is shown or the file cannot be written.
    bool saveVoucherPdf(const QString &path) const;
    // Where "Save voucher as PDF…" opens: the payment's code as the name, in the folder of the last save.
    QString voucherSaveStart() const;

private:
    QLineEdit *addCopyRow(QFormLayout *form, const QString &label, const QString &editName,
                          const QString &buttonName);

    std::optional<Payment> m_payment;
    QLabel *m_links = nullptr;
    QWidget *m_clabeRow = nullptr;
    QLineEdit *m_clabeAccount = nullptr;
    QLineEdit *m_clabeReference = nullptr;
    QPushButton *m_savePdfButton = nullptr;
};

} // namespace dd
