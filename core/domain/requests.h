#pragma once

#include "core/domain/card.h"
#include "core/domain/money.h"
#include "core/domain/payment.h"

#include <QString>

#include <optional>

namespace dd {

// Spec 2.3: `payment` of a /ws/direct creation request.
struct DirectRequest
{
    QString paymentTypeCode;
    Money amountTotal;                 // currency_code is amountTotal.currency()
    QString merchantPaymentCode;       // generated when empty (MerchantCode::generate)
    QString country;                   // lowercase two letters
    QString name;
    QString email;
    QString phoneNumber;
    QString document;
    QString address;
    QString streetNumber;
    QString city;
    QString state;
    QString zipcode;
    QString birthDate;
    std::optional<int> installments;
    QString redirectUrl;               // e-wallet callback
    QString mode = QStringLiteral("full");
    std::optional<CardFields> card;    // card payments only
    // True when merchantPaymentCode was made by MerchantCode::generate() for this request alone
    // (e.g. recorded in the intent log before sending). A "code already used" answer (BP-DR-0)
    // can then only be this very request sent twice, and the client reads the payment back.
    bool merchantPaymentCodeIsFresh = false;
    void useFreshMerchantCode();
    friend bool operator==(const DirectRequest &, const DirectRequest &) = default;
};

// /ws/query: by hash or by merchant_payment_code, exactly one.
struct QueryRequest
{
    QString hash;
    QString merchantPaymentCode;
    friend bool operator==(const QueryRequest &, const QueryRequest &) = default;
};

// /ws/capture: exactly one identifier; optional partial amount and merchant_capture_code.
struct CaptureRequest
{
    QString hash;
    QString merchantPaymentCode;
    std::optional<Money> amount;
    QString merchantCaptureCode;       // generated when empty
    std::optional<Payment> payment;    // the payment as last known: capture needs a pre-authorized PE
    friend bool operator==(const CaptureRequest &, const CaptureRequest &) = default;
};

// /ws/cancel: cancels an OP or PE payment.
struct CancelRequest
{
    QString hash;
    std::optional<Payment> payment;    // the payment as last known: only OP/PE can be cancelled
    friend bool operator==(const CancelRequest &, const CancelRequest &) = default;
};

// /ws/refund operation "request".
struct RefundRequest
{
    QString hash;
    QString merchantPaymentCode;
    Money amount;                      // in the payment's currency
    QString description;               // up to 1500 characters
    QString merchantRefundCode;        // generated when empty
    std::optional<BankInfo> bankInfo;  // BR, CL, CO, MX only
    std::optional<Payment> payment;    // the payment as last known: CO, currency, what remains
    // As DirectRequest::merchantPaymentCodeIsFresh, for BP-REF-9 "merchant_refund_code already used".
    bool merchantRefundCodeIsFresh = false;
    void useFreshMerchantCode();
    friend bool operator==(const RefundRequest &, const RefundRequest &) = default;
};

// /ws/refund operation "cancel": by refund_id or merchant_refund_code, exactly one.
struct RefundCancelRequest
{
    QString refundId;
    QString merchantRefundCode;
    std::optional<Payment> payment;    // the payment the refund belongs to, as last known
    friend bool operator==(const RefundCancelRequest &, const RefundCancelRequest &) = default;
};

// /ws/ewallet-availableEWallets.
struct EWalletListRequest
{
    QString country;
    friend bool operator==(const EWalletListRequest &, const EWalletListRequest &) = default;
};

namespace MerchantCode {
inline constexpr int MaxLength = 40;                 // BP-DR-10
inline constexpr int PreferredRefundCodeLength = 20; // some sources say 20: warn above it
// "dd-" + 16 random base32 characters (80 random bits), 19 characters in all.
QString generate();
} // namespace MerchantCode

} // namespace dd
