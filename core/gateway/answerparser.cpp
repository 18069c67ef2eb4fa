#include "core/gateway/answerparser.h"

#include "core/domain/gatewaytime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>

namespace dd::AnswerParser {

namespace {

QString text(const QJsonObject &o, QStringView key)
{
    return scalarText(o.value(key));
}

QDateTime dateTime(const QJsonObject &o, QStringView key, const QTimeZone &zone)
{
    const QJsonValue v = o.value(key);
    return v.isString() ? GatewayTime::parseDateTime(v.toString(), zone) : QDateTime();
}

// An amount that may be absent or null (zero then), a decimal string or a JSON number.
bool readMoney(const QJsonObject &o, QStringView key, const QString &currency, Money &out, QString &error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull() || (v.isString() && v.toString().isEmpty())) {
        out = Money(0, currency);
        return true;
    }
    auto parsed = Money::fromJson(v, currency, Sign::Any);
    if (!parsed) {
        error = key.toString() + QStringLiteral(": not an amount");
        return false;
    }
    out = *parsed;
    return true;
}

bool readInstalments(const QJsonObject &o, int &out, QString &error)
{
    for (QStringView key : {QStringView(u"instalments"), QStringView(u"installments")}) {
        const QString value = text(o, key);
        if (value.isEmpty())
            continue;
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 0) {
            error = key.toString() + QStringLiteral(": not a whole number");
            return false;
        }
        out = n;
        return true;
    }
    return true;
}

bool readPaymentAmounts(const QJsonObject &o, Payment &p, QString &error)
{
    const QString c = p.currencyExt;
    if (!readMoney(o, u"amount_ext", c, p.amountExt, error) || !readMoney(o, u"amount_br", c, p.amountBr, error)
        || !readMoney(o, u"amount_iof", c, p.amountIof, error))
        return false;
    if (o.contains(u"amount_ext_requested") && !o.value(u"amount_ext_requested").isNull()) {
        Money requested;
        if (!readMoney(o, u"amount_ext_requested", c, requested, error))
            return false;
        p.amountExtRequested = requested;
    }
    const QJsonValue rate = o.value(u"currency_rate");
    if (!rate.isUndefined() && !rate.isNull() && !(rate.isString() && rate.toString().isEmpty())) {
        auto parsed = Decimal::fromJson(rate, CurrencyRate::Scale, Sign::ZeroOrPositive);
        if (!parsed) {
            error = QStringLiteral("currency_rate: not a rate");
            return false;
        }
        p.currencyRate.tenThousandths = *parsed;
    }
    return true;
}

void readLinks(const QJsonObject &o, Payment &p)
{
    p.redirectUrl = text(o, u"redirect_url");
    p.speiUrl = text(o, u"spei_url");
    p.clabeAccount = text(o, u"clabe_account");
    p.clabeReference = text(o, u"clabe_reference");
    p.boletoUrl = text(o, u"boleto_url");
    p.boletoBarcode = text(o, u"boleto_barcode");
    p.oxxoUrl = text(o, u"oxxo_url");
}

void readCardDetails(const QJsonObject &o, Payment &p)
{
    p.billingDescriptor = text(o.value(u"details").toObject(), u"billing_descriptor");
    const QJsonValue ts = o.value(u"transaction_status");
    if (ts.isObject()) {
        const QJsonObject t = ts.toObject();
        p.transactionStatus = TransactionStatus{text(t, u"acquirer"), text(t, u"code"), text(t, u"description")};
    }
    p.preApproved = o.value(u"pre_approved").toBool(false);
    const QJsonValue capture = o.value(u"capture_available");
    if (capture.isBool())
        p.captureAvailable = capture.toBool();
}

bool readRefunds(const QJsonObject &o, Payment &p, const QTimeZone &zone, QString &error)
{
    const QJsonValue refunds = o.value(u"refunds");
    if (refunds.isUndefined() || refunds.isNull())
        return true;
    if (!refunds.isArray()) {
        error = QStringLiteral("refunds: not a list");
        return false;
    }
    for (const QJsonValue item : refunds.toArray()) {
        auto r = refund(item.toObject(), p.currencyExt, zone);
        if (!r) {
            error = r.error();
            return false;
        }
        p.refunds.append(*r);
    }
    return true;
}

const QStringList &secretKeys()
{
    static const QStringList keys = {QStringLiteral("card_number"), QStringLiteral("card_cvv"),
                                     QStringLiteral("cvv"), QStringLiteral("network_token_pan"),
                                     QStringLiteral("network_token_cryptogram"), QStringLiteral("integration_key")};
    return keys;
}

QJsonValue withoutSecretsValue(const QJsonValue &value)
{
    if (value.isObject())
        return withoutSecrets(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue item : value.toArray())
            out.append(withoutSecretsValue(item));
        return out;
    }
    return value;
}

GatewayError errorFromEnvelope(const QJsonObject &o)
{
    return GatewayError::gateway(text(o, u"status_code"), text(o, u"status_message"));
}

Result<GatewayAnswer, GatewayError> parseEWallets(const QJsonDocument &doc)
{
    GatewayAnswer answer;
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        if (o.value(u"status").toString() == u"ERROR")
            return errorFromEnvelope(o);
        return GatewayError::malformed(QStringLiteral("e-wallet answer is not a list"));
    }
    for (const QJsonValue item : doc.array()) {
        if (!item.isObject())
            return GatewayError::malformed(QStringLiteral("e-wallet item is not an object"));
        auto wallet = eWallet(item.toObject());
        if (!wallet)
            return GatewayError::malformed(wallet.error());
        answer.eWallets.append(*wallet);
    }
    return answer;
}

std::optional<Refund> pickRefund(const QJsonObject &o, const Payment &payment, const RefundHint &hint,
                                 const QTimeZone &zone, QString &error)
{
    if (o.value(u"refund").isObject()) {
        auto r = refund(o.value(u"refund").toObject(), payment.currencyExt, zone);
        if (!r) {
            error = r.error();
            return std::nullopt;
        }
        return *r;
    }
    for (const Refund &r : payment.refunds) {
        if ((!hint.refundId.isEmpty() && r.id == hint.refundId)
            || (!hint.merchantRefundCode.isEmpty() && r.merchantRefundCode == hint.merchantRefundCode))
            return r;
    }
    if (!payment.refunds.isEmpty() && hint.refundId.isEmpty() && hint.merchantRefundCode.isEmpty())
        return payment.refunds.last();
    return std::nullopt;
}

} // namespace

QString scalarText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

QJsonObject withoutSecrets(const QJsonObject &object)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (secretKeys().contains(it.key()))
            continue;
        out.insert(it.key(), withoutSecretsValue(it.value()));
    }
    return out;
}

Result<Refund, QString> refund(const QJsonObject &o, const QString &currency, const QTimeZone &zone)
{
    Refund r;
    r.id = text(o, u"id");
    if (r.id.isEmpty())
        return QStringLiteral("refund: no id");
    r.merchantRefundCode = text(o, u"merchant_refund_code");
    r.status = refundStatusFromCode(text(o, u"status"));
    r.requestDate = dateTime(o, u"request_date", zone);
    r.pendingDate = dateTime(o, u"pending_date", zone);
    r.confirmDate = dateTime(o, u"confirm_date", zone);
    r.cancelDate = dateTime(o, u"cancel_date", zone);
    r.description = text(o, u"description");
    QString error;
    if (!readMoney(o, u"amount_ext", currency, r.amount, error))
        return QString(QStringLiteral("refund ") + error);
    return r;
}

Result<Payment, QString> payment(const QJsonObject &o, const QTimeZone &zone)
{
    Payment p;
    p.hash = text(o, u"hash");
    if (p.hash.isEmpty())
        return QStringLiteral("payment: no hash");
    const QString status = text(o, u"status");
    if (status.isEmpty())
        return QStringLiteral("payment: no status");
    p.status = paymentStatusFromCode(status);
    p.merchantPaymentCode = text(o, u"merchant_payment_code");
    p.pin = text(o, u"pin");
    p.country = text(o, u"country").toLower();
    p.orderNumber = text(o, u"order_number");
    p.statusDate = dateTime(o, u"status_date", zone);
    p.openDate = dateTime(o, u"open_date", zone);
    p.confirmDate = dateTime(o, u"confirm_date", zone);
    p.transferDate = dateTime(o, u"transfer_date", zone);
    p.currencyExt = text(o, u"currency_ext");
    p.dueDate = GatewayTime::parseDate(text(o, u"due_date"));
    p.paymentTypeCode = text(o, u"payment_type_code");
    QString error;
    if (!readPaymentAmounts(o, p, error) || !readInstalments(o, p.instalments, error) || !readRefunds(o, p, zone, error))
        return error;
    readLinks(o, p);
    readCardDetails(o, p);
    if (o.value(u"chargeback").isObject())
        p.chargeback = Chargeback{withoutSecrets(o.value(u"chargeback").toObject())};
    p.rawAnswer = withoutSecrets(o);
    return p;
}

Result<EWallet, QString> eWallet(const QJsonObject &o)
{
    EWallet w{text(o, u"code"), text(o, u"name"), text(o, u"icon_url"), text(o, u"promotional_text")};
    if (w.code.isEmpty())
        return QStringLiteral("e-wallet: no code");
    return w;
}

Result<GatewayAnswer, GatewayError> parse(GatewayOperation op, const QByteArray &body, const RefundHint &hint,
                                          const QTimeZone &zone)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return GatewayError::malformed(QStringLiteral("not JSON: ") + parseError.errorString());
    if (op == GatewayOperation::EWallets)
        return parseEWallets(doc);
    if (!doc.isObject())
        return GatewayError::malformed(QStringLiteral("answer is not a JSON object"));
    const QJsonObject o = doc.object();
    const QString status = text(o, u"status");
    if (status == u"ERROR")
        return errorFromEnvelope(o);
    if (status != u"SUCCESS")
        return GatewayError::malformed(QStringLiteral("answer has no status SUCCESS or ERROR"));
    if (!o.value(u"payment").isObject())
        return GatewayError::malformed(QStringLiteral("answer has no payment"));
    auto parsed = payment(o.value(u"payment").toObject(), zone);
    if (!parsed)
        return GatewayError::malformed(parsed.error());
    GatewayAnswer answer;
    answer.payment = *parsed;
    answer.operation = text(o, u"operation");
    answer.redirectUrl = text(o, u"redirect_url");
    if (answer.payment->redirectUrl.isEmpty())
        answer.payment->redirectUrl = answer.redirectUrl;
    if (op == GatewayOperation::Refund || op == GatewayOperation::RefundCancel) {
        QString error;
        answer.refund = pickRefund(o, *answer.payment, hint, zone, error);
        if (!error.isEmpty())
            return GatewayError::malformed(error);
    }
    answer.raw = withoutSecrets(o);
    return answer;
}

} // namespace dd::AnswerParser
