#pragma once

#include "core/domain/payment.h"
#include "core/gateway/gatewayerror.h"

#include <QDialog>
#include <QJsonObject>
#include <QPointer>
#include <QVBoxLayout>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace dd {

class OperationCall;
class PaymentOperations;

// What every action dialog shares: a form area, an inline problem summary, the action button
// (disabled while anything is invalid), a confirmation step that shows exactly what will be sent,
// the result in plain words with the gateway's code, and "Check now" when the outcome is unknown.
class ActionDialog : public QDialog
{
    Q_OBJECT
public:
    // The gateway applied the action but the cache refused its answer (PaymentOperations queued the
    // payment for a refresh, or left the action marked unknown): said beside the success, here and
    // in the new-payment dialog.
    static QString answerNotStoredText(const OperationCall &call);

signals:
    void actionFinished(bool succeeded);

protected:
    ActionDialog(PaymentOperations &operations, QString paymentHash, const QString &actionText, QWidget *parent);

    PaymentOperations &operations() { return m_operations; }
    QVBoxLayout *formLayout() const { return m_form; }
    QPushButton *actionButton() const { return m_actionButton; }
    // True once the action succeeded or its outcome is unknown: the form is not offered again.
    bool isDone() const { return m_done; }
    // Enables the action button unless something is invalid, the action already ran, or an earlier
    // action on the payment has an unknown outcome.
    void setValid(bool valid);
    // Asks before sending; `parameters` are shown field by field (already masked).
    bool confirm(const QString &question, const QJsonObject &parameters);
    // Takes over a started call: disables the form, shows progress, then the result.
    void track(OperationCall *call);
    // Fills a label made by newProblemLabel() (ui/dialogs/problemlabel.h) and grows the window to fit.
    void showProblem(QLabel *label, const QString &text);
    // "1.234,56 BRL" in the dialog's locale.
    QString money(const Money &amount) const;
    // Hash, merchant code, method, status and amount of the payment, one per line.
    QString paymentSummary(const Payment &payment) const;

    virtual void setFormEnabled(bool enabled) = 0;
    virtual QString successText(const OperationCall &call) const = 0;

private:
    void onFinished(OperationCall *call);
    void checkNow();
    void refreshBlocked();
    QString failureText(const GatewayError &error) const;
    // Grows the window to the height its wrapped lines need at its width.
    void fitContents();

    PaymentOperations &m_operations;
    QString m_hash;
    QVBoxLayout *m_form = nullptr;
    QLabel *m_blockedLabel = nullptr;
    QLabel *m_resultLabel = nullptr;
    QPushButton *m_actionButton = nullptr;
    QPushButton *m_checkNowButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    bool m_valid = false;
    bool m_busy = false;
    bool m_done = false;
};

} // namespace dd
