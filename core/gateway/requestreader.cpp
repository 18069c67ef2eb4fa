#include "core/gateway/requestreader.h"

#include "core/gateway/answerparser.h"
#include "core/gateway/requestbody.h"

#include <QCoreApplication>

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

BankInfo bankInfo(const QJsonObject &b)
{
    return BankInfo{str(b, u"bank_name"), str(b, u"bank_branch"), str(b, u"bank_account"), str(b, u"account_type"),
                    str(b, u"bank_details"), str(b, u"bank_account_holder_document"), str(b, u"bank_account_holder_name")};
}

} // namespace

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
    if (body.value(u"bank_info").isObject())
        r.bankInfo = bankInfo(body.value(u"bank_info").toObject());
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
