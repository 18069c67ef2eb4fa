#include "core/gateway/answerwriter.h"

#include "core/domain/gatewaytime.h"
#include "core/gateway/answerparser.h"

#include <QJsonArray>

namespace dd::AnswerWriter {

namespace {
QJsonValue dateOrNull(const QDateTime &when)
{
    return when.isValid() ? QJsonValue(GatewayTime::formatDateTime(when, when.timeZone())) : QJsonValue(QJsonValue::Null);
}

void setIfAny(QJsonObject &o, QStringView key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(key, value);
}
} // namespace

QJsonObject refund(const Refund &r)
{
    QJsonObject o;
    o.insert(u"id", r.id);
    setIfAny(o, u"merchant_refund_code", r.merchantRefundCode);
    o.insert(u"status", refundStatusCode(r.status));
    o.insert(u"request_date", dateOrNull(r.requestDate));
    o.insert(u"pending_date", dateOrNull(r.pendingDate));
    o.insert(u"confirm_date", dateOrNull(r.confirmDate));
    o.insert(u"cancel_date", dateOrNull(r.cancelDate));
    o.insert(u"amount_ext", r.amount.toDecimalString());
    o.insert(u"description", r.description);
    return o;
}

QJsonObject payment(const Payment &p)
{
    // Start from what the gateway sent (unknown fields kept), then write the known ones in
    // their normal form.
    QJsonObject o = AnswerParser::withoutSecrets(p.rawAnswer);
    o.insert(u"hash", p.hash);
    o.insert(u"merchant_payment_code", p.merchantPaymentCode);
    o.insert(u"status", paymentStatusCode(p.status));
    setIfAny(o, u"country", p.country);
    setIfAny(o, u"pin", p.pin);
    o.insert(u"order_number", p.orderNumber.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(p.orderNumber));
    o.insert(u"status_date", dateOrNull(p.statusDate));
    o.insert(u"open_date", dateOrNull(p.openDate));
    o.insert(u"confirm_date", dateOrNull(p.confirmDate));
    o.insert(u"transfer_date", dateOrNull(p.transferDate));
    o.insert(u"amount_br", p.amountBr.toDecimalString());
    o.insert(u"amount_ext", p.amountExt.toDecimalString());
    o.insert(u"amount_iof", p.amountIof.toDecimalString());
    if (p.amountExtRequested)
        o.insert(u"amount_ext_requested", p.amountExtRequested->toDecimalString());
    o.insert(u"currency_rate", p.currencyRate.toDecimalString());
    o.insert(u"currency_ext", p.currencyExt);
    if (p.dueDate.isValid())
        o.insert(u"due_date", GatewayTime::formatDate(p.dueDate));
    o.remove(u"installments");
    o.insert(u"instalments", QString::number(p.instalments));
    o.insert(u"payment_type_code", p.paymentTypeCode);
    o.insert(u"pre_approved", p.preApproved);
    o.insert(u"capture_available", p.captureAvailable ? QJsonValue(*p.captureAvailable) : QJsonValue(QJsonValue::Null));
    if (p.transactionStatus) {
        QJsonObject t;
        t.insert(u"acquirer", p.transactionStatus->acquirer);
        t.insert(u"code", p.transactionStatus->code);
        t.insert(u"description", p.transactionStatus->description);
        o.insert(u"transaction_status", t);
    }
    setIfAny(o, u"redirect_url", p.redirectUrl);
    setIfAny(o, u"spei_url", p.speiUrl);
    setIfAny(o, u"clabe_account", p.clabeAccount);
    setIfAny(o, u"clabe_reference", p.clabeReference);
    setIfAny(o, u"boleto_url", p.boletoUrl);
    setIfAny(o, u"boleto_barcode", p.boletoBarcode);
    setIfAny(o, u"oxxo_url", p.oxxoUrl);
    if (!p.refunds.isEmpty() || o.contains(u"refunds")) {
        QJsonArray refunds;
        for (const Refund &r : p.refunds)
            refunds.append(refund(r));
        o.insert(u"refunds", refunds);
    }
    if (p.chargeback)
        o.insert(u"chargeback", p.chargeback->fields);
    return o;
}

QJsonObject eWallet(const EWallet &w)
{
    QJsonObject o;
    o.insert(u"code", w.code);
    o.insert(u"name", w.name);
    o.insert(u"icon_url", w.iconUrl);
    o.insert(u"promotional_text", w.promotionalText);
    return o;
}

} // namespace dd::AnswerWriter
