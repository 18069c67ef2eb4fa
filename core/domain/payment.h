#pragma once

#include "core/domain/method.h"
#include "core/domain/money.h"
#include "core/domain/status.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// Spec 2.1 `transaction_status`: the acquirer's verdict on a card payment.
struct TransactionStatus
{
    QString acquirer;
    QString code;         // "OK" on success, "NOK" on a decline
    QString description;
    bool isDeclined() const { return code == u"NOK"; }
    friend bool operator==(const TransactionStatus &, const TransactionStatus &) = default;
};

// Spec 2.5: the customer's bank details sent with a refund (BR, CL, CO, MX only).
struct BankInfo
{
    QString bankName;
    QString bankBranch;
    QString bankAccount;
    QString accountType;
    QString bankDetails;
    QString holderDocument;   // bank_account_holder_document
    QString holderName;       // bank_account_holder_name
    bool isEmpty() const
    {
        return bankName.isEmpty() && bankBranch.isEmpty() && bankAccount.isEmpty() && accountType.isEmpty()
               && bankDetails.isEmpty() && holderDocument.isEmpty() && holderName.isEmpty();
    }
    friend bool operator==(const BankInfo &, const BankInfo &) = default;
};

// Spec 2.2: one refund of a payment.
struct Refund
{
    QString id;
    QString merchantRefundCode;
    RefundStatus status = RefundStatus::Unknown;
    QDateTime requestDate;
    QDateTime pendingDate;
    QDateTime confirmDate;
    QDateTime cancelDate;
    Money amount;                       // amount_ext, in the payment's currency
    QString description;
    std::optional<BankInfo> bankInfo;   // what DirectDesk sent; the gateway does not echo it

    bool isCancellable() const { return isRefundCancellable(status); }
    bool countsAgainstPayment() const { return status != RefundStatus::Cancelled; }
    friend bool operator==(const Refund &, const Refund &) = default;
};

// The `chargeback` object of a query answer, kept as the gateway sent it.
struct Chargeback
{
    QJsonObject fields;
    friend bool operator==(const Chargeback &, const Chargeback &) = default;
};

// Spec 2.1: a payment as the gateway last described it, plus what DirectDesk knows of the card.
struct Payment
{
    QString hash;
    QString merchantPaymentCode;
    QString pin;
    QString country;              // lowercase two letters
    QString orderNumber;
    PaymentStatus status = PaymentStatus::Unknown;
    QDateTime statusDate;
    QDateTime openDate;
    QDateTime confirmDate;
    QDateTime transferDate;
    Money amountBr;
    Money amountExt;              // the payment's amount in its currency (currency_ext)
    Money amountIof;
    std::optional<Money> amountExtRequested;
    CurrencyRate currencyRate;
    QString currencyExt;
    QDate dueDate;
    int instalments = 1;
    QString paymentTypeCode;      // method code, or the card network for card payments
    QString billingDescriptor;    // details.billing_descriptor
    std::optional<TransactionStatus> transactionStatus;
    bool preApproved = false;
    std::optional<bool> captureAvailable;

    // Method-specific links and references.
    QString redirectUrl;
    QString speiUrl;
    QString clabeAccount;
    QString clabeReference;
    QString boletoUrl;
    QString boletoBarcode;
    QString oxxoUrl;

    // Customer fields DirectDesk sent when it created the payment (the answer does not echo them).
    QString customerName;
    QString customerEmail;
    QString customerDocument;

    // What may be kept of a card: first six and last four digits, never more.
    QString cardFirstSix;
    QString cardLastFour;

    QList<Refund> refunds;
    std::optional<Chargeback> chargeback;
    // The whole `payment` object as answered, secrets removed, unknown fields included.
    QJsonObject rawAnswer;

    MethodKind methodKind() const { return methodKindForCode(paymentTypeCode); }
    // Sum of the refunds that are not cancelled (spec 4.3 rule 1).
    Money refundedTotal() const;
    Money remainingRefundable() const;
    bool canRefund() const { return status == PaymentStatus::Confirmed && remainingRefundable().hundredths() > 0; }
    bool canCapture() const
    {
        return status == PaymentStatus::Pending && preApproved && captureAvailable.value_or(false);
    }
    bool canCancel() const { return status == PaymentStatus::Open || status == PaymentStatus::Pending; }
    const Refund *findRefund(QStringView idOrMerchantCode) const;

    friend bool operator==(const Payment &, const Payment &) = default;
};

// Spec 2.6: an e-wallet offered in a country.
struct EWallet
{
    QString code;
    QString name;
    QString iconUrl;
    QString promotionalText;
    friend bool operator==(const EWallet &, const EWallet &) = default;
};

} // namespace dd
