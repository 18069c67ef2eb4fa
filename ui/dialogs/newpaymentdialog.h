#pragma once

#include "core/domain/payment.h"
#include "core/domain/requests.h"
#include "core/gateway/gatewayerror.h"
#include "ui/dialogs/gatewayconfirmation.h"

#include <QDateTime>
#include <QDialog>
#include <QHash>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QWidget;

namespace dd {

class CardFormWidget;
class NewPaymentResult;
class DirectApiClient;
class OperationCall;
class PaymentOperations;
class TouchedFields;

// Creates a payment of any method: card (four forms), multicaja, sencillito, SPEI, OXXO,
// boleto and the e-wallets listed live for the country. In team mode (relayed operations) the team
// worker creates it: no card method (card data never goes through the team's database), and the
// e-wallet's code is typed (the list needs the key the desk does not hold). Every rule of spec 2.3/2.4 is checked
// (RequestValidator) before anything is sent, and shown beside a field once the user has left it
// changed or pressed "Create payment"; the create goes through PaymentOperations::createPayment. After an unknown outcome, a second send is refused until
// "Check by merchant code" has settled it. Card fields are wiped when the dialog closes.
class NewPaymentDialog : public QDialog
{
    Q_OBJECT
public:
    using Clock = std::function<QDateTime()>;

    NewPaymentDialog(PaymentOperations &operations, DirectApiClient &client, QWidget *parent = nullptr,
                     Clock clock = {});
    ~NewPaymentDialog() override;

    // The request as the form describes it now (no secrets are kept beyond the returned value).
    DirectRequest request() const;
    // Every problem the form has now (amount text and RequestValidator::direct), by API field.
    FieldProblems problems() const;
    std::optional<Payment> createdPayment() const { return m_created; }
    // Writes the created payment's voucher summary as PDF (the "Save voucher as PDF…" button).
    bool saveVoucherPdf(const QString &path) const;

    void done(int result) override;

signals:
    void paymentCreated(const QString &hash);
    void eWalletsLoaded(int count);    // -1 when the list could not be loaded
    void createFinished(bool succeeded);
    void checkFinished();

private:
    void buildForm();
    QLineEdit *addLine(QFormLayout *form, const QString &label, const QString &objectName, const QString &field);
    void methodChanged();
    void loadEWallets();
    void validate();
    void send();
    // The question before sending: the amount in the user's format, the fields in words, the
    // request as sent (card masked) behind "Show Details…".
    GatewayConfirmation confirmationOf(const DirectRequest &create) const;
    void onCreated(OperationCall *call);
    void checkByCode();
    void showCreated(const Payment &payment);
    void showProblems(const FieldProblems &problems);
    void setFormEnabled(bool enabled);
    void fitToScreen();
    void refreshButtons();
    void markRequired();
    QString methodCode() const;
    QString eWalletCode() const;

    PaymentOperations &m_operations;
    DirectApiClient &m_client;
    Clock m_clock;
    TouchedFields *m_touched = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_formArea = nullptr;
    QFormLayout *m_fields = nullptr;   // the payment's fields in m_formArea
    QComboBox *m_method = nullptr;
    QComboBox *m_eWallet = nullptr;
    QLabel *m_eWalletStatus = nullptr;
    QComboBox *m_country = nullptr;
    QLineEdit *m_currency = nullptr;
    QLineEdit *m_amount = nullptr;
    QLineEdit *m_merchantCode = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_email = nullptr;
    QLineEdit *m_phone = nullptr;
    QLineEdit *m_document = nullptr;
    QLineEdit *m_birthDate = nullptr;
    QLineEdit *m_address = nullptr;
    QLineEdit *m_streetNumber = nullptr;
    QLineEdit *m_city = nullptr;
    QLineEdit *m_state = nullptr;
    QLineEdit *m_zipcode = nullptr;
    QLineEdit *m_redirectUrl = nullptr;
    QSpinBox *m_installments = nullptr;
    QCheckBox *m_authorizeOnly = nullptr;
    CardFormWidget *m_card = nullptr;
    QHash<QString, QLabel *> m_problemLabels;   // by API field path
    QHash<QString, QLabel *> m_fieldLabels;     // captions, for the required mark
    QLabel *m_generalError = nullptr;
    QLabel *m_resultLabel = nullptr;
    NewPaymentResult *m_resultArea = nullptr;
    QPushButton *m_createButton = nullptr;
    QPushButton *m_checkButton = nullptr;
    QString m_generatedCode;
    QString m_sentCode;
    std::optional<Payment> m_created;
    bool m_busy = false;
    bool m_valid = false;
    int m_eWalletGeneration = 0;
};

} // namespace dd
