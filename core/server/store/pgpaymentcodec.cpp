#include "core/server/store/pgpaymentcodec.h"

#include "core/storage/secretscrubber.h"
#include "core/storage/storedpayment.h"
#include "core/server/store/pgstorelink.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dd::server::store::PgPaymentCodec {


const char *const RowColumns =
    "p.id, p.hash, p.merchant_code, p.pin, p.country, p.order_number, p.status, " DD_PG_MS("p.status_date") ", "
    DD_PG_MS("p.open_date") ", " DD_PG_MS("p.confirm_date") ", " DD_PG_MS("p.transfer_date") ", "
    DD_PG_MS("p.observed_at") ", p.currency, p.amount_ext, p.amount_br, p.amount_iof, p.amount_ext_requested, "
    "p.currency_rate, p.refunded, p.due_date, p.instalments, p.payment_type_code, p.billing_descriptor, "
    "p.ts_acquirer, p.ts_code, p.ts_description, p.pre_approved, p.capture_available, p.redirect_url, p.spei_url, "
    "p.clabe_account, p.clabe_reference, p.boleto_url, p.boleto_barcode, p.oxxo_url, p.customer_name, "
    "p.customer_email, p.customer_document, p.card_first_six, p.card_last_four, p.chargeback";

const char *const InsertSql =
    "INSERT INTO directdesk.payments(" DD_PG_PAYMENT_COLUMNS ") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
    "$11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, "
    "$33, $34, $35, $36, $37, $38, $39) ON CONFLICT (hash) DO NOTHING RETURNING id";

const char *const UpdateSql =
    "UPDATE directdesk.payments SET merchant_code = $2, pin = $3, country = $4, order_number = $5, status = $6, "
    "status_date = $7, open_date = $8, confirm_date = $9, transfer_date = $10, observed_at = $11, currency = $12, "
    "amount_ext = $13, amount_br = $14, amount_iof = $15, amount_ext_requested = $16, currency_rate = $17, "
    "due_date = $18, instalments = $19, payment_type_code = $20, billing_descriptor = $21, ts_acquirer = $22, "
    "ts_code = $23, ts_description = $24, pre_approved = $25, capture_available = $26, redirect_url = $27, "
    "spei_url = $28, clabe_account = $29, clabe_reference = $30, boleto_url = $31, boleto_barcode = $32, "
    "oxxo_url = $33, customer_name = COALESCE(NULLIF($34::text, ''), customer_name), "
    "customer_email = COALESCE(NULLIF($35::text, ''), customer_email), "
    "customer_document = COALESCE(NULLIF($36::text, ''), customer_document), "
    "card_first_six = COALESCE(NULLIF($37::text, ''), card_first_six), "
    "card_last_four = COALESCE(NULLIF($38::text, ''), card_last_four), chargeback = COALESCE($39, chargeback) "
    "WHERE hash = $1 AND id = $40";

const char *const RefundColumns =
    "r.refund_id, r.merchant_refund_code, r.status, " DD_PG_MS("r.request_date") ", " DD_PG_MS("r.pending_date") ", "
    DD_PG_MS("r.confirm_date") ", " DD_PG_MS("r.cancel_date") ", r.amount, r.description, r.bank_info";

PgParams paymentParams(const Payment &p, qint64 observedAtMs)
{
    using namespace PgValue;
    const auto optionalMoney = [](const std::optional<Money> &money) -> std::optional<QByteArray> {
        if (!money)
            return std::nullopt;
        return PgValue::money(money->hundredths());
    };
    const auto flag = [](bool on) { return QByteArray(on ? "t" : "f"); };
    PgParams params{text(p.hash), text(p.merchantPaymentCode), text(p.pin), text(p.country), text(p.orderNumber),
                    integer(StoredPayment::paymentStatusRank(p.status)), instant(p.statusDate), instant(p.openDate),
                    instant(p.confirmDate), instant(p.transferDate), instantMs(observedAtMs),
                    text(StoredPayment::storedCurrency(p)), money(p.amountExt.hundredths()), money(p.amountBr.hundredths()),
                    money(p.amountIof.hundredths()), optionalMoney(p.amountExtRequested),
                    rate(p.currencyRate.tenThousandths),
                    text(p.dueDate.isValid() ? p.dueDate.toString(Qt::ISODate) : QString()), integer(p.instalments),
                    text(p.paymentTypeCode), text(p.billingDescriptor)};
    if (p.transactionStatus)
        params << text(p.transactionStatus->acquirer) << text(p.transactionStatus->code)
               << text(p.transactionStatus->description);
    else
        params << std::nullopt << std::nullopt << std::nullopt;
    params << flag(p.preApproved);
    params << (p.captureAvailable ? std::optional<QByteArray>(flag(*p.captureAvailable)) : std::nullopt);
    params << text(p.redirectUrl) << text(p.speiUrl) << text(p.clabeAccount) << text(p.clabeReference)
           << text(p.boletoUrl) << text(p.boletoBarcode) << text(p.oxxoUrl) << text(p.customerName)
           << text(p.customerEmail) << text(p.customerDocument) << text(p.cardFirstSix) << text(p.cardLastFour);
    params << (p.chargeback ? std::optional<QByteArray>(QJsonDocument(p.chargeback->fields).toJson(QJsonDocument::Compact))
                            : std::nullopt);
    return params;
}

PgParams refundParams(const Refund &refund, const QString &currency)
{
    using namespace PgValue;
    return {text(refund.id), text(refund.merchantRefundCode), integer(StoredPayment::refundStatusRank(refund.status)),
            instant(refund.requestDate), instant(refund.pendingDate), instant(refund.confirmDate),
            instant(refund.cancelDate), money(refund.amount.hundredths()), text(currency),
            text(SecretScrubber::maskCardNumbers(refund.description)),
            optionalText(StoredPayment::bankInfoText(refund.bankInfo))};
}

PaymentRow readRow(const PgResult &r, int row)
{
    using namespace PgValue;
    PaymentRow read;
    Payment &p = read.payment;
    int c = 0;
    read.rowId = integerAt(r, row, c++);
    for (QString *field : {&p.hash, &p.merchantPaymentCode, &p.pin, &p.country, &p.orderNumber})
        *field = r.text(row, c++);
    p.status = StoredPayment::paymentStatusFromRank(integerAt(r, row, c++));
    for (QDateTime *when : {&p.statusDate, &p.openDate, &p.confirmDate, &p.transferDate})
        *when = instantAt(r, row, c++);
    read.observedAtMs = integerAt(r, row, c++);
    p.currencyExt = r.text(row, c++);
    for (Money *money : {&p.amountExt, &p.amountBr, &p.amountIof})
        *money = Money(hundredthsAt(r, row, c++), p.currencyExt);
    if (!r.isNull(row, c))
        p.amountExtRequested = Money(hundredthsAt(r, row, c), p.currencyExt);
    ++c;
    p.currencyRate.tenThousandths = tenThousandthsAt(r, row, c++);
    read.refundedHundredths = hundredthsAt(r, row, c++);
    const QString dueDate = r.text(row, c++);
    if (!dueDate.isEmpty())
        p.dueDate = QDate::fromString(dueDate, Qt::ISODate);
    p.instalments = int(integerAt(r, row, c++));
    p.paymentTypeCode = r.text(row, c++);
    p.billingDescriptor = r.text(row, c++);
    if (!r.isNull(row, c + 1))
        p.transactionStatus = TransactionStatus{r.text(row, c), r.text(row, c + 1), r.text(row, c + 2)};
    c += 3;
    p.preApproved = booleanAt(r, row, c++);
    if (!r.isNull(row, c))
        p.captureAvailable = booleanAt(r, row, c);
    ++c;
    for (QString *field : {&p.redirectUrl, &p.speiUrl, &p.clabeAccount, &p.clabeReference, &p.boletoUrl,
                           &p.boletoBarcode, &p.oxxoUrl, &p.customerName, &p.customerEmail, &p.customerDocument,
                           &p.cardFirstSix, &p.cardLastFour})
        *field = r.text(row, c++);
    if (!r.isNull(row, c))
        p.chargeback = Chargeback{QJsonDocument::fromJson(r.bytes(row, c)).object()};
    return read;
}

Refund readRefund(const PgResult &r, int row, int first, const QString &currency)
{
    using namespace PgValue;
    Refund refund;
    int c = first;
    refund.id = r.text(row, c++);
    refund.merchantRefundCode = r.text(row, c++);
    refund.status = StoredPayment::refundStatusFromRank(integerAt(r, row, c++));
    for (QDateTime *when : {&refund.requestDate, &refund.pendingDate, &refund.confirmDate, &refund.cancelDate})
        *when = instantAt(r, row, c++);
    refund.amount = Money(hundredthsAt(r, row, c++), currency);
    refund.description = r.text(row, c++);
    if (!r.isNull(row, c))
        refund.bankInfo = StoredPayment::bankInfoFromText(r.bytes(row, c));
    return refund;
}

} // namespace dd::server::store::PgPaymentCodec
