#pragma once

#include "core/domain/payment.h"

#include <QGroupBox>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace dd {

// The customer's bank details of a refund, as the payment's country writes them (spec 2.5): only
// the fields its banks use, labelled and hinted in its terms (agência and CPF in Brazil, RUT in
// Chile, NIT or cédula in Colombia, CLABE and RFC in Mexico), and the account types its banks have.
// The rules are RequestValidator's; the form only shows its problems. Never drafted: customer data.
class BankDetailsForm : public QGroupBox
{
    Q_OBJECT
public:
    BankDetailsForm(const QString &country, QWidget *parent = nullptr);

    // The details as typed (trimmed; a suggested account type as the word sent), nothing when empty.
    std::optional<BankInfo> bankInfo() const;
    // Where the dialog shows the validator's problems of fields under "bank_info".
    QLabel *problemLabel() const { return m_problems; }
    // The fields the country uses, top to bottom.
    QList<QWidget *> fields() const;

signals:
    void changed();

private:
    QLineEdit *addEdit(const QString &objectName, const QString &label, const QString &hint);
    void addAccountTypes();
    static QString text(const QLineEdit *edit);

    QString m_country;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_bankName = nullptr;
    QLineEdit *m_branch = nullptr;
    QLineEdit *m_account = nullptr;
    QComboBox *m_accountType = nullptr;
    QLineEdit *m_bankDetails = nullptr;
    QLineEdit *m_holderDocument = nullptr;
    QLineEdit *m_holderName = nullptr;
    QLabel *m_problems = nullptr;
};

} // namespace dd
