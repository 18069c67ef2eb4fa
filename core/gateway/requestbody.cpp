#include "core/gateway/requestbody.h"

namespace dd::RequestBody {

namespace {
void insertIfSet(QJsonObject &object, QStringView key, const QString &value)
{
    if (!value.isEmpty())
        object.insert(key, value);
}
void insertSecretIfSet(QJsonObject &object, QStringView key, const SecretText &value, const QString &masked,
                       OutgoingBody &secrets)
{
    if (!value.isEmpty())
        object.insert(key, secrets.hold(value, masked));
}
} // namespace

QJsonObject card(const CardFields &c, OutgoingBody &secrets)
{
    QJsonObject o;
    insertSecretIfSet(o, u"card_number", c.cardNumber, CardNumber::masked(c.cardNumber.view()), secrets);
    insertIfSet(o, u"card_name", c.cardName);
    insertIfSet(o, u"card_due_date", c.cardDueDate);
    insertSecretIfSet(o, u"card_cvv", c.cardCvv, QStringLiteral("***"), secrets);
    insertIfSet(o, u"token", c.token);
    insertSecretIfSet(o, u"network_token_pan", c.networkTokenPan, CardNumber::masked(c.networkTokenPan.view()), secrets);
    insertSecretIfSet(o, u"network_token_cryptogram", c.networkTokenCryptogram, QStringLiteral("***"), secrets);
    insertIfSet(o, u"network_token_expire_date", c.networkTokenExpireDate);
    insertIfSet(o, u"network_token_raw_bin", c.networkTokenRawBin);
    insertIfSet(o, u"network_token_raw_last4", c.networkTokenRawLast4);
    insertIfSet(o, u"network_token_eci", c.networkTokenEci);
    insertIfSet(o, u"network_token_wallet_type", c.networkTokenWalletType);
    o.insert(u"auto_capture", c.autoCapture);
    return o;
}

QJsonObject direct(const DirectRequest &r, OutgoingBody &secrets)
{
    QJsonObject payment;
    payment.insert(u"payment_type_code", r.paymentTypeCode);
    payment.insert(u"currency_code", r.amountTotal.currency());
    payment.insert(u"amount_total", r.amountTotal.toDecimalString());
    payment.insert(u"merchant_payment_code", r.merchantPaymentCode);
    insertIfSet(payment, u"country", r.country);
    insertIfSet(payment, u"name", r.name);
    insertIfSet(payment, u"email", r.email);
    insertIfSet(payment, u"phone_number", r.phoneNumber);
    insertIfSet(payment, u"document", r.document);
    insertIfSet(payment, u"address", r.address);
    insertIfSet(payment, u"street_number", r.streetNumber);
    insertIfSet(payment, u"city", r.city);
    insertIfSet(payment, u"state", r.state);
    insertIfSet(payment, u"zipcode", r.zipcode);
    insertIfSet(payment, u"birth_date", r.birthDate);
    if (r.installments)
        payment.insert(u"installments", *r.installments);
    insertIfSet(payment, u"redirect_url", r.redirectUrl);
    if (r.card)
        payment.insert(CardObjectKey, card(*r.card, secrets));

    QJsonObject body;
    body.insert(u"operation", QStringLiteral("request"));
    insertIfSet(body, u"mode", r.mode);
    body.insert(u"payment", payment);
    return body;
}

QJsonObject query(const QueryRequest &r)
{
    QJsonObject body;
    insertIfSet(body, u"hash", r.hash);
    insertIfSet(body, u"merchant_payment_code", r.merchantPaymentCode);
    return body;
}

QJsonObject capture(const CaptureRequest &r)
{
    QJsonObject body;
    insertIfSet(body, u"hash", r.hash);
    insertIfSet(body, u"merchant_payment_code", r.merchantPaymentCode);
    insertIfSet(body, u"merchant_capture_code", r.merchantCaptureCode);
    if (r.amount)
        body.insert(u"amount", r.amount->toDecimalString());
    return body;
}

QJsonObject cancel(const CancelRequest &r)
{
    QJsonObject body;
    body.insert(u"hash", r.hash);
    return body;
}

QJsonObject bankInfo(const BankInfo &b)
{
    QJsonObject o;
    insertIfSet(o, u"bank_name", b.bankName);
    insertIfSet(o, u"bank_branch", b.bankBranch);
    insertIfSet(o, u"bank_account", b.bankAccount);
    insertIfSet(o, u"account_type", b.accountType);
    insertIfSet(o, u"bank_details", b.bankDetails);
    insertIfSet(o, u"bank_account_holder_document", b.holderDocument);
    insertIfSet(o, u"bank_account_holder_name", b.holderName);
    return o;
}

QJsonObject refund(const RefundRequest &r)
{
    QJsonObject body;
    body.insert(u"operation", QStringLiteral("request"));
    insertIfSet(body, u"hash", r.hash);
    insertIfSet(body, u"merchant_payment_code", r.merchantPaymentCode);
    body.insert(u"amount", r.amount.toDecimalString());
    body.insert(u"description", r.description);
    insertIfSet(body, u"merchant_refund_code", r.merchantRefundCode);
    if (r.bankInfo && !r.bankInfo->isEmpty())
        body.insert(u"bank_info", bankInfo(*r.bankInfo));
    return body;
}

QJsonObject refundCancel(const RefundCancelRequest &r)
{
    QJsonObject body;
    body.insert(u"operation", QStringLiteral("cancel"));
    insertIfSet(body, u"refund_id", r.refundId);
    insertIfSet(body, u"merchant_refund_code", r.merchantRefundCode);
    return body;
}

QJsonObject eWallets(const EWalletListRequest &r)
{
    QJsonObject body;
    body.insert(u"country", r.country);
    return body;
}

} // namespace dd::RequestBody
