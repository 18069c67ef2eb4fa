#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dd {

namespace access {
class RefundApprovals;
} // namespace access

// The approval thresholds: Support refunds above a currency's amount wait for a Manager. One form:
// the currency chosen by name, the amount typed in the user's locale, the thresholds in force shown
// as money, and what was saved said in the form. RefundApprovals decides who may set one and
// audits it; a refusal or an amount that cannot be read is said under the fields and changes nothing.
class ThresholdForm : public QDialog
{
    Q_OBJECT
public:
    explicit ThresholdForm(access::RefundApprovals &approvals, QWidget *parent = nullptr);

    // "Save" and "Remove" as the buttons do them: an error text, or empty when it was done.
    QString save();
    QString remove();
    QString currentCurrency() const;

private:
    void reload();
    void showCurrency();
    void showOutcome(const QString &problem, const QString &done);

    access::RefundApprovals &m_approvals;
    QComboBox *m_currency;
    QLineEdit *m_amount;
    QLabel *m_current;
    QLabel *m_problem;
    QLabel *m_saved;
    QPushButton *m_save;
    QPushButton *m_remove;
};

// "Brazilian real" for "BRL" (translated); the code itself for one the application has no name for.
QString currencyName(const QString &code);

} // namespace dd
