#include "core/sync/operationparameters.h"

#include <QStringList>

namespace dd::OperationParameters {
namespace {

QJsonObject bankInfoFields(const BankInfo &info)
{
    QJsonObject fields;
    const auto put = [&fields](const QString &name, const QString &value) {
        if (!value.isEmpty())
            fields.insert(name, value);
    };
    put(QStringLiteral("bank_name"), info.bankName);
    put(QStringLiteral("bank_branch"), info.bankBranch);
    put(QStringLiteral("bank_account"), maskTail(info.bankAccount));
    put(QStringLiteral("account_type"), info.accountType);
    put(QStringLiteral("bank_details"), info.bankDetails);
    put(QStringLiteral("bank_account_holder_document"), maskTail(info.holderDocument));
    put(QStringLiteral("bank_account_holder_name"), info.holderName);
    return fields;
}

void describeInto(QStringList &lines, const QJsonObject &object, const QString &indent)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isObject()) {
            lines.append(indent + it.key() + u':');
            describeInto(lines, it.value().toObject(), indent + QStringLiteral("    "));
        } else {
            lines.append(indent + it.key() + QStringLiteral(": ") + it.value().toVariant().toString());
        }
    }
}

} // namespace

QString maskTail(const QString &text, int keep)
{
    if (text.isEmpty())
        return {};
    if (text.size() <= keep)
        return QString(text.size(), u'•');
    return QString(4, u'•') + u' ' + text.right(keep);
}

QJsonObject capture(const CaptureRequest &request)
{
    QJsonObject fields;
    if (!request.hash.isEmpty())
        fields.insert(QStringLiteral("hash"), request.hash);
    if (!request.merchantPaymentCode.isEmpty())
        fields.insert(QStringLiteral("merchant_payment_code"), request.merchantPaymentCode);
    if (!request.merchantCaptureCode.isEmpty())
        fields.insert(QStringLiteral("merchant_capture_code"), request.merchantCaptureCode);
    if (request.amount)
        fields.insert(QStringLiteral("amount"), request.amount->toDecimalString());
    return fields;
}

QJsonObject refund(const RefundRequest &request)
{
    QJsonObject fields{{QStringLiteral("operation"), QStringLiteral("request")},
                       {QStringLiteral("hash"), request.hash},
                       {QStringLiteral("amount"), request.amount.toDecimalString()},
                       {QStringLiteral("currency"), request.amount.currency()},
                       {QStringLiteral("description"), request.description}};
    if (!request.merchantRefundCode.isEmpty())
        fields.insert(QStringLiteral("merchant_refund_code"), request.merchantRefundCode);
    if (request.bankInfo && !request.bankInfo->isEmpty())
        fields.insert(QStringLiteral("bank_info"), bankInfoFields(*request.bankInfo));
    return fields;
}

QJsonObject cancelRefund(const Payment &payment, const Refund &refund, const QString &reason)
{
    QJsonObject fields{{QStringLiteral("operation"), QStringLiteral("cancel")},
                       {QStringLiteral("hash"), payment.hash},
                       {QStringLiteral("refund_id"), refund.id}};
    if (!refund.merchantRefundCode.isEmpty())
        fields.insert(QStringLiteral("merchant_refund_code"), refund.merchantRefundCode);
    fields.insert(QStringLiteral("reason"), reason);
    return fields;
}

QJsonObject cancelPayment(const Payment &payment)
{
    return QJsonObject{{QStringLiteral("hash"), payment.hash}};
}

QJsonObject lookUp(const QString &hashOrMerchantCode)
{
    return QJsonObject{{QStringLiteral("code"), hashOrMerchantCode}};
}

namespace {

QString cardFormCode(const CardFields &card)
{
    const QList<CardFormKind> forms = card.presentForms();
    if (forms.size() != 1)
        return QStringLiteral("mixed");
    switch (forms.front()) {
    case CardFormKind::Raw: return QStringLiteral("raw_card");
    case CardFormKind::GatewayToken: return QStringLiteral("gateway_token");
    case CardFormKind::NetworkToken: return QStringLiteral("network_token");
    case CardFormKind::WalletToken: return QStringLiteral("digital_wallet");
    }
    return {};
}

QJsonObject cardFields(const CardFields &card)
{
    QJsonObject fields{{QStringLiteral("form"), cardFormCode(card)},
                       {QStringLiteral("auto_capture"), card.autoCapture}};
    const QString firstSix = card.firstSix();
    const QString lastFour = card.lastFour();
    if (!firstSix.isEmpty())
        fields.insert(QStringLiteral("first_six"), firstSix);
    if (!lastFour.isEmpty())
        fields.insert(QStringLiteral("last_four"), lastFour);
    if (!card.networkTokenWalletType.isEmpty())
        fields.insert(QStringLiteral("network_token_wallet_type"), card.networkTokenWalletType);
    return fields;
}

} // namespace

QJsonObject createPayment(const DirectRequest &request)
{
    QJsonObject fields;
    const auto put = [&fields](const QString &name, const QString &value) {
        if (!value.isEmpty())
            fields.insert(name, value);
    };
    put(QStringLiteral("payment_type_code"), request.paymentTypeCode);
    put(QStringLiteral("merchant_payment_code"), request.merchantPaymentCode);
    put(QStringLiteral("amount_total"), request.amountTotal.toDecimalString());
    put(QStringLiteral("currency_code"), request.amountTotal.currency());
    put(QStringLiteral("country"), request.country);
    put(QStringLiteral("name"), request.name);
    put(QStringLiteral("email"), maskTail(request.email, 6));
    put(QStringLiteral("phone_number"), maskTail(request.phoneNumber));
    put(QStringLiteral("document"), maskTail(request.document));
    put(QStringLiteral("redirect_url"), request.redirectUrl);
    if (request.installments)
        fields.insert(QStringLiteral("installments"), *request.installments);
    if (request.card)
        fields.insert(QStringLiteral("card"), cardFields(*request.card));
    return fields;
}

QString customerName(const QJsonObject &createParameters)
{
    return createParameters.value(QStringLiteral("name")).toString();
}

QString describe(const QJsonObject &parameters)
{
    QStringList lines;
    describeInto(lines, parameters, {});
    return lines.join(u'\n');
}

} // namespace dd::OperationParameters
