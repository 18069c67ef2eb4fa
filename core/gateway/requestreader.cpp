#include "core/gateway/requestreader.h"

#include "core/gateway/answerparser.h"
#include "core/gateway/requestbody.h"

#include <QCoreApplication>

#include <algorithm>

namespace dd::RequestReader {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::RequestReader)
};

QString str(const QJsonObject &o, QStringView key)
{
    return AnswerParser::scalarText(o.value(key));
}

SecretText secret(const QJsonObject &o, QStringView key)
{
    // QJsonValue keeps its own copy that cannot be wiped; callers are told so (README).
    return SecretText(o.value(key).toString());
}

std::optional<Money> amount(const QJsonObject &o, QStringView key, const QString &currency, const QString &field,
                            FieldProblems &problems)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull() || (v.isString() && v.toString().isEmpty()))
        return std::nullopt;
    auto parsed = Money::fromJson(v, currency, Sign::Any);
    if (!parsed) {
        problems.append({field, amountErrorText(parsed.error()), FieldProblem::Severity::Error});
        return std::nullopt;
    }
    return *parsed;
}

std::optional<bool> flag(const QJsonObject &o, QStringView key, const QString &field, FieldProblems &problems)
{
    const QJsonValue v = o.value(key);
    if (v.isBool())
        return v.toBool();
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    const QString text = str(o, key).toLower();
    if (text == u"true" || text == u"1" || text == u"yes")
        return true;
    if (text == u"false" || text == u"0" || text == u"no")
        return false;
    problems.append({field, Text::tr("Use true or false."), FieldProblem::Severity::Error});
    return std::nullopt;
}

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool: return Text::tr("true/false");
    case QJsonValue::Double: return Text::tr("a number");
    case QJsonValue::Array: return Text::tr("a list");
    case QJsonValue::Object: return Text::tr("an object");
    case QJsonValue::Null:
    case QJsonValue::String:
    case QJsonValue::Undefined: break;
    }
    return Text::tr("nothing");
}

} // namespace

std::optional<BankInfo> bankInfo(const QJsonValue &value, FieldProblems &problems)
{
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isObject()) {
        problems.append({QStringLiteral("bank_info"),
                         Text::tr("bank_info must be a JSON object, not %1.").arg(jsonTypeName(value)),
                         FieldProblem::Severity::Error});
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    BankInfo info;
    const std::pair<const char16_t *, QString BankInfo::*> fields[] = {
        {u"bank_name", &BankInfo::bankName},
        {u"bank_branch", &BankInfo::bankBranch},
        {u"bank_account", &BankInfo::bankAccount},
        {u"account_type", &BankInfo::accountType},
        {u"bank_details", &BankInfo::bankDetails},
        {u"bank_account_holder_document", &BankInfo::holderDocument},
        {u"bank_account_holder_name", &BankInfo::holderName},
    };
    // Spec 2.5: every field is a string. A number or any other type is refused by name rather than
    // read as empty, which would send the refund without the details the customer gave.
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString field = QStringLiteral("bank_info.") + it.key();
        const auto known = std::find_if(std::begin(fields), std::end(fields),
                                        [&it](const auto &f) { return it.key() == QStringView(f.first); });
        if (known == std::end(fields)) {
            problems.append({field, Text::tr("%1 is not a bank detail the gateway knows.").arg(field),
                             FieldProblem::Severity::Error});
        } else if (it.value().isString()) {
            info.*(known->second) = it.value().toString();
        } else if (!it.value().isNull()) {
            problems.append({field, Text::tr("%1 must be text in quotes, not %2.").arg(field, jsonTypeName(it.value())),
                             FieldProblem::Severity::Error});
        }
    }
    return info;
}

Money withCurrency(const Money &amount, const QString &currency)
{
    return amount.currency().isEmpty() ? Money(amount.hundredths(), currency) : amount;
}

CardFields card(const QJsonObject &o, FieldProblems &problems)
{
    CardFields c;
    c.cardNumber = secret(o, u"card_number");
    c.cardName = str(o, u"card_name");
    c.cardDueDate = str(o, u"card_due_date");
    c.cardCvv = secret(o, u"card_cvv");
    c.token = str(o, u"token");
    c.networkTokenPan = secret(o, u"network_token_pan");
    c.networkTokenCryptogram = secret(o, u"network_token_cryptogram");
    c.networkTokenExpireDate = str(o, u"network_token_expire_date");
    c.networkTokenRawBin = str(o, u"network_token_raw_bin");
    c.networkTokenRawLast4 = str(o, u"network_token_raw_last4");
    c.networkTokenEci = str(o, u"network_token_eci");
    c.networkTokenWalletType = str(o, u"network_token_wallet_type");
    c.autoCapture = flag(o, u"auto_capture", QStringLiteral("payment.card.auto_capture"), problems).value_or(true);
    return c;
}

ReadRequest<DirectRequest> direct(const QJsonObject &body)
{
    ReadRequest<DirectRequest> out;
    const QJsonObject p = body.value(u"payment").isObject() ? body.value(u"payment").toObject() : body;
    DirectRequest &r = out.request;
    r.paymentTypeCode = str(p, u"payment_type_code");
    const QString currency = str(p, u"currency_code");
    r.amountTotal = amount(p, u"amount_total", currency, QStringLiteral("payment.amount_total"), out.problems)
                        .value_or(Money(0, currency));
    r.merchantPaymentCode = str(p, u"merchant_payment_code");
    r.country = str(p, u"country");
    r.name = str(p, u"name");
    r.email = str(p, u"email");
    r.phoneNumber = str(p, u"phone_number");
    r.document = str(p, u"document");
    r.address = str(p, u"address");
    r.streetNumber = str(p, u"street_number");
    r.city = str(p, u"city");
    r.state = str(p, u"state");
    r.zipcode = str(p, u"zipcode");
    r.birthDate = str(p, u"birth_date");
    r.redirectUrl = str(p, u"redirect_url");
    if (body.contains(u"mode"))
        r.mode = str(body, u"mode");
    for (QStringView key : {QStringView(u"installments"), QStringView(u"instalments")}) {
        const QString n = str(p, key);
        if (n.isEmpty())
            continue;
        bool ok = false;
        r.installments = n.toInt(&ok);
        if (!ok)
            out.problems.append({QStringLiteral("payment.installments"), Text::tr("Instalments are a whole number from 1."),
                                 FieldProblem::Severity::Error});
    }
    for (QStringView key : {RequestBody::CardObjectKey, QStringView(u"creditcard")}) {
        if (p.value(key).isObject()) {
            r.card = card(p.value(key).toObject(), out.problems);
            break;
        }
    }
    return out;
}

ReadRequest<QueryRequest> query(const QJsonObject &body)
{
    return {QueryRequest{str(body, u"hash"), str(body, u"merchant_payment_code")}, {}};
}

ReadRequest<CaptureRequest> capture(const QJsonObject &body)
{
    ReadRequest<CaptureRequest> out;
    out.request.hash = str(body, u"hash");
    out.request.merchantPaymentCode = str(body, u"merchant_payment_code");
    out.request.merchantCaptureCode = str(body, u"merchant_capture_code");
    out.request.amount = amount(body, u"amount", str(body, u"currency_code"), QStringLiteral("amount"), out.problems);
    return out;
}

ReadRequest<CancelRequest> cancel(const QJsonObject &body)
{
    return {CancelRequest{str(body, u"hash"), std::nullopt}, {}};
}

ReadRequest<RefundRequest> refund(const QJsonObject &body)
{
    ReadRequest<RefundRequest> out;
    RefundRequest &r = out.request;
    r.hash = str(body, u"hash");
    r.merchantPaymentCode = str(body, u"merchant_payment_code");
    const QString currency = str(body, u"currency_code");
    r.amount = amount(body, u"amount", currency, QStringLiteral("amount"), out.problems).value_or(Money(0, currency));
    r.description = str(body, u"description");
    r.merchantRefundCode = str(body, u"merchant_refund_code");
    r.bankInfo = bankInfo(body.value(u"bank_info"), out.problems);
    return out;
}

ReadRequest<RefundCancelRequest> refundCancel(const QJsonObject &body)
{
    return {RefundCancelRequest{str(body, u"refund_id"), str(body, u"merchant_refund_code"), std::nullopt}, {}};
}

ReadRequest<EWalletListRequest> eWallets(const QJsonObject &body)
{
    return {EWalletListRequest{str(body, u"country")}, {}};
}

} // namespace dd::RequestReader
