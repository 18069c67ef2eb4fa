#pragma once

#include "core/domain/payment.h"
#include "core/gateway/gatewayerror.h"
#include "ui/dialogs/gatewayconfirmation.h"

#include <QDialog>
#include <QPointer>
#include <QVBoxLayout>


class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace dd {

class OperationCall;
class PaymentOperations;
class TouchedFields;

// What every action dialog shares: a form area, inline problems shown once their field is touched,
// the action button (which reveals every problem instead of sending while the form is invalid, and
// is disabled only when the payment itself refuses the action), a confirmation that names what
// will happen in words and answers with verbs, the result in plain words with the gateway's code,
// and "Check now" when the outcome is unknown. The form keeps its spare height below its fields, so
// a problem appearing never moves the fields above it; the window grows downward when needed.
class ActionDialog : public QDialog
{
    Q_OBJECT
public:
    // The gateway applied the action but the cache refused its answer (PaymentOperations queued the
    // payment for a refresh, or left the action marked unknown): said beside the success, here and
    // in the new-payment dialog.
    static QString answerNotStoredText(const OperationCall &call);
    ~ActionDialog() override;

signals:
    // True when the action went through, or was stored to await a Manager's approval: either way
    // the form's content was taken and is not sent again from here.
    void actionFinished(bool succeeded);

protected:
    ActionDialog(PaymentOperations &operations, QString paymentHash, const QString &actionText, QWidget *parent);

    using Confirmation = GatewayConfirmation;

    PaymentOperations &operations() { return m_operations; }
    QVBoxLayout *formLayout() const { return m_form; }
    QPushButton *actionButton() const { return m_actionButton; }
    // True once the action succeeded or its outcome is unknown: the form is not offered again.
    bool isDone() const { return m_done; }
    // Whether the form may be sent. A form the user can still correct (`fixable`) keeps the action
    // button: pressing it shows every problem. Disabled when the payment itself refuses the action,
    // once the action ran, or while an earlier action on the payment has an unknown outcome.
    void setValid(bool valid, bool fixable = true);
    // The fields whose problems are shown once touched; the dialog re-validates on touched().
    TouchedFields &touchedFields() const { return *m_touched; }
    // The action button was pressed: every field counts as touched. True when the form may be sent.
    bool revealProblems();
    // The widget that has the focus when the dialog opens (its first field).
    void setFirstField(QWidget *field) { m_firstField = field; }
    // Asks before sending, in the dialog's title.
    bool confirm(const Confirmation &confirmation);
    // Takes over a started call: disables the form, shows progress, then the result.
    void track(OperationCall *call);
    // Fills a label made by newProblemLabel() (ui/dialogs/problemlabel.h) and grows the window to fit.
    void showProblem(QLabel *label, const QString &text);
    // "R$ 1.234,56" in the dialog's locale.
    QString money(const Money &amount) const;
    // "1.234,56 BRL", "500.000 CLP": a confirmation's amount, grouped in the user's format.
    QString amountAndCode(const Money &amount) const;
    // Hash, merchant code, method, status and amount of the payment, one per line.
    QString paymentSummary(const Payment &payment) const;

    virtual void setFormEnabled(bool enabled) = 0;
    virtual QString successText(const OperationCall &call) const = 0;
    void showEvent(QShowEvent *event) override;

private:
    void onFinished(OperationCall *call);
    void checkNow();
    void refreshBlocked();
    QString failureText(const GatewayError &error) const;
    // Grows the window to the height its wrapped lines need at its width, and gives the height back
    // (down to what it had before it grew) once they are gone.
    void fitContents();

    PaymentOperations &m_operations;
    QString m_hash;
    QVBoxLayout *m_form = nullptr;
    QLabel *m_blockedLabel = nullptr;
    QLabel *m_resultLabel = nullptr;
    QPushButton *m_actionButton = nullptr;
    QPushButton *m_checkNowButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    TouchedFields *m_touched = nullptr;
    QPointer<QWidget> m_firstField;
    int m_heightBeforeGrowing = 0;   // 0 while the window has the height it was given
    bool m_valid = false;
    bool m_fixable = true;
    bool m_busy = false;
    bool m_done = false;
};

} // namespace dd
