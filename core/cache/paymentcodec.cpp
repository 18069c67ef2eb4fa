#include "core/cache/paymentcodec.h"

#include "core/storage/storedpayment.h"

#include <QJsonDocument>
#include <QTimeZone>

#include <zlib.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::cache::PaymentCodec {

using namespace StoredPayment;

namespace {

qint64 keyFromBytes(const QByteArray &bytes, char pad)
{
    quint64 key = 0;
    for (int i = 0; i < 8; ++i) {
        const auto byte = static_cast<unsigned char>(i < bytes.size() ? bytes.at(i) : pad);
        key = (key << 8) | byte;
    }
    // Flip the top bit so signed comparison in SQLite orders like unsigned bytes.
    return static_cast<qint64>(key ^ (quint64(1) << 63));
}

} // namespace

qint64 prefixKey(QStringView text) { return keyFromBytes(text.toUtf8(), '\0'); }

std::pair<qint64, qint64> prefixKeyRange(QStringView prefix)
{
    const QByteArray bytes = prefix.toUtf8();
    return {keyFromBytes(bytes, '\0'), keyFromBytes(bytes, '\xff')};
}

const char *insertSql()
{
    return "INSERT INTO payments(hash, merchant_code, pin, country, order_number, status, status_date, "
           "open_date, confirm_date, transfer_date, observed_at, currency, amount_ext, amount_br, amount_iof, "
           "amount_ext_requested, currency_rate, due_date, instalments, payment_type_code, billing_descriptor, "
           "ts_acquirer, ts_code, ts_description, pre_approved, capture_available, redirect_url, spei_url, "
           "clabe_account, clabe_reference, boleto_url, boleto_barcode, oxxo_url, customer_name, customer_email, "
           "customer_document, name_key, email_key, document_key, card_first_six, card_last_four, chargeback, "
           "hash_prefix, email_prefix, document_prefix) "
           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, "
           "?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35, ?36, ?37, ?38, ?39, ?40, ?41, ?42, "
           "?43, ?44, ?45)";
}

const char *updateSql()
{
    // What only DirectDesk knows (customer fields, card digits) is kept when an answer lacks it.
    // OR FAIL: see PaymentStore::write (no statement journal for a one-row update).
    return "UPDATE OR FAIL payments SET merchant_code = ?2, pin = ?3, country = ?4, order_number = ?5, status = ?6, "
           "status_date = ?7, open_date = ?8, confirm_date = ?9, transfer_date = ?10, observed_at = ?11, "
           "currency = ?12, amount_ext = ?13, amount_br = ?14, amount_iof = ?15, amount_ext_requested = ?16, "
           "currency_rate = ?17, due_date = ?18, instalments = ?19, payment_type_code = ?20, "
           "billing_descriptor = ?21, ts_acquirer = ?22, ts_code = ?23, ts_description = ?24, pre_approved = ?25, "
           "capture_available = ?26, redirect_url = ?27, spei_url = ?28, clabe_account = ?29, "
           "clabe_reference = ?30, boleto_url = ?31, boleto_barcode = ?32, oxxo_url = ?33, "
           "customer_name = CASE WHEN ?34 = '' THEN customer_name ELSE ?34 END, "
           "customer_email = CASE WHEN ?35 = '' THEN customer_email ELSE ?35 END, "
           "customer_document = CASE WHEN ?36 = '' THEN customer_document ELSE ?36 END, "
           "name_key = CASE WHEN ?37 = '' THEN name_key ELSE ?37 END, "
           "email_key = CASE WHEN ?38 = '' THEN email_key ELSE ?38 END, "
           "document_key = CASE WHEN ?39 = '' THEN document_key ELSE ?39 END, "
           "email_prefix = CASE WHEN ?38 = '' THEN email_prefix ELSE ?44 END, "
           "document_prefix = CASE WHEN ?39 = '' THEN document_prefix ELSE ?45 END, "
           "card_first_six = CASE WHEN ?40 = '' THEN card_first_six ELSE ?40 END, "
           "card_last_four = CASE WHEN ?41 = '' THEN card_last_four ELSE ?41 END, "
           "chargeback = COALESCE(?42, chargeback) "
           "WHERE id = ?46";
}

PreparedPayment prepare(const Payment &payment)
{
    PreparedPayment prepared{sanitized(payment), {}, {}, {}, {}, {}, {}};
    const Payment &p = prepared.payment;
    prepared.answer = packAnswer(QJsonDocument(p.rawAnswer).toJson(QJsonDocument::Compact));
    prepared.nameKey = foldForSearch(p.customerName);
    prepared.emailKey = foldForSearch(p.customerEmail);
    prepared.documentKey = foldDocument(p.customerDocument);
    prepared.currency = storedCurrency(p);
    prepared.dueDate = p.dueDate.isValid() ? p.dueDate.toString(Qt::ISODate) : QString();
    return prepared;
}

void bindPayment(Statement &s, const PreparedPayment &prepared, qint64 observedAtMs)
{
    const Payment &p = prepared.payment;
    s.bind(1, p.hash).bind(2, p.merchantPaymentCode).bind(3, p.pin).bind(4, p.country).bind(5, p.orderNumber);
    s.bind(6, paymentStatusRank(p.status)).bind(7, toMs(p.statusDate)).bind(8, toMs(p.openDate));
    s.bind(9, toMs(p.confirmDate)).bind(10, toMs(p.transferDate)).bind(11, observedAtMs);
    s.bind(12, prepared.currency);
    s.bind(13, p.amountExt.hundredths()).bind(14, p.amountBr.hundredths()).bind(15, p.amountIof.hundredths());
    s.bindOptional(16, p.amountExtRequested ? std::optional<qint64>(p.amountExtRequested->hundredths()) : std::nullopt);
    s.bind(17, p.currencyRate.tenThousandths);
    s.bind(18, prepared.dueDate);
    s.bind(19, p.instalments).bind(20, p.paymentTypeCode).bind(21, p.billingDescriptor);
    if (p.transactionStatus) {
        s.bind(22, p.transactionStatus->acquirer).bind(23, p.transactionStatus->code);
        s.bind(24, p.transactionStatus->description);
    } else {
        s.bindNull(22).bindNull(23).bindNull(24);
    }
    s.bind(25, p.preApproved ? 1 : 0);
    s.bindOptional(26, p.captureAvailable ? std::optional<qint64>(*p.captureAvailable ? 1 : 0) : std::nullopt);
    s.bind(27, p.redirectUrl).bind(28, p.speiUrl).bind(29, p.clabeAccount).bind(30, p.clabeReference);
    s.bind(31, p.boletoUrl).bind(32, p.boletoBarcode).bind(33, p.oxxoUrl);
    s.bind(34, p.customerName).bind(35, p.customerEmail).bind(36, p.customerDocument);
    s.bind(37, prepared.nameKey).bind(38, prepared.emailKey).bind(39, prepared.documentKey);
    s.bind(40, p.cardFirstSix).bind(41, p.cardLastFour);
    if (p.chargeback)
        s.bindUtf8(42, QJsonDocument(p.chargeback->fields).toJson(QJsonDocument::Compact));
    else
        s.bindNull(42);
    s.bind(43, prefixKey(p.hash)).bind(44, prefixKey(prepared.emailKey)).bind(45, prefixKey(prepared.documentKey));
}

const char *rowColumns()
{
    return "p.id, p.hash, p.merchant_code, p.pin, p.country, p.order_number, p.status, p.status_date, p.open_date, "
           "p.confirm_date, p.transfer_date, p.observed_at, p.currency, p.amount_ext, p.amount_br, p.amount_iof, "
           "p.amount_ext_requested, p.currency_rate, p.refunded, p.due_date, p.instalments, p.payment_type_code, "
           "p.billing_descriptor, p.ts_acquirer, p.ts_code, p.ts_description, p.pre_approved, p.capture_available, "
           "p.redirect_url, p.spei_url, p.clabe_account, p.clabe_reference, p.boleto_url, p.boleto_barcode, "
           "p.oxxo_url, p.customer_name, p.customer_email, p.customer_document, p.card_first_six, "
           "p.card_last_four, p.chargeback";
}

PaymentRow readRow(const Statement &s)
{
    PaymentRow row;
    Payment &p = row.payment;
    row.rowId = s.columnInt(0);
    p.hash = s.columnText(1);
    p.merchantPaymentCode = s.columnText(2);
    p.pin = s.columnText(3);
    p.country = s.columnText(4);
    p.orderNumber = s.columnText(5);
    p.status = paymentStatusFromRank(s.columnInt(6));
    p.statusDate = fromMs(s.columnInt(7));
    p.openDate = fromMs(s.columnInt(8));
    p.confirmDate = fromMs(s.columnInt(9));
    p.transferDate = fromMs(s.columnInt(10));
    row.observedAtMs = s.columnInt(11);
    p.currencyExt = s.columnText(12);
    p.amountExt = Money(s.columnInt(13), p.currencyExt);
    p.amountBr = Money(s.columnInt(14), p.currencyExt);
    p.amountIof = Money(s.columnInt(15), p.currencyExt);
    if (const auto requested = s.columnOptionalInt(16))
        p.amountExtRequested = Money(*requested, p.currencyExt);
    p.currencyRate.tenThousandths = s.columnInt(17);
    row.refundedHundredths = s.columnInt(18);
    const QString dueDate = s.columnText(19);
    if (!dueDate.isEmpty())
        p.dueDate = QDate::fromString(dueDate, Qt::ISODate);
    p.instalments = static_cast<int>(s.columnInt(20));
    p.paymentTypeCode = s.columnText(21);
    p.billingDescriptor = s.columnText(22);
    if (!s.columnIsNull(24))
        p.transactionStatus = TransactionStatus{s.columnText(23), s.columnText(24), s.columnText(25)};
    p.preApproved = s.columnInt(26) != 0;
    if (const auto capture = s.columnOptionalInt(27))
        p.captureAvailable = *capture != 0;
    p.redirectUrl = s.columnText(28);
    p.speiUrl = s.columnText(29);
    p.clabeAccount = s.columnText(30);
    p.clabeReference = s.columnText(31);
    p.boletoUrl = s.columnText(32);
    p.boletoBarcode = s.columnText(33);
    p.oxxoUrl = s.columnText(34);
    p.customerName = s.columnText(35);
    p.customerEmail = s.columnText(36);
    p.customerDocument = s.columnText(37);
    p.cardFirstSix = s.columnText(38);
    p.cardLastFour = s.columnText(39);
    if (!s.columnIsNull(40))
        p.chargeback = Chargeback{QJsonDocument::fromJson(s.columnUtf8(40)).object()};
    return row;
}

namespace {

// Format byte of a packed answer; JSON text starts with '{'.
constexpr char DeflatedAnswerV1 = '\x01';
constexpr int AnswerWindowBits = -12;   // raw deflate, 4 KiB window

// The dictionary of format 1: a typical answer as QJsonDocument writes it (keys sorted, compact).
// Never change it: stored answers are inflated with it; a new dictionary needs a new format byte.
constexpr char AnswerDictionaryV1[] =
    R"({"boleto_barcode":"","boleto_url":"https://","chargeback":null,"clabe_account":"","customer":{"email":"",)"
    R"("name":""},"redirect_url":"https://","refunds":[{"amount_ext":"","description":"","id":"",)"
    R"("merchant_refund_code":"","request_date":"","status":"RE"}],"spei_url":"https://"})"
    R"({"amount_br":"100.00","amount_ext":"100.00","amount_iof":"0.00","capture_available":null,)"
    R"("confirm_date":null,"country":"br","currency_ext":"BRL","currency_rate":"1.0000","due_date":"2024-01-01",)"
    R"("hash":"","instalments":"1","merchant_payment_code":"","open_date":"2024-01-01 00:00:00",)"
    R"("order_number":null,"payment_type_code":"visa","pin":"","pre_approved":false,"status":"CO",)"
    R"("status_date":null,"transaction_status":{"acquirer":"EBANX","code":"OK","description":"Accepted"},)"
    R"("transfer_date":null})";

const Bytef *answerDictionary() { return reinterpret_cast<const Bytef *>(AnswerDictionaryV1); }
constexpr uInt AnswerDictionarySize = sizeof(AnswerDictionaryV1) - 1;

// One deflate state per thread (answers are packed on the thread pool), reset for each answer.
struct AnswerDeflater
{
    z_stream stream{};
    bool ready = false;
    AnswerDeflater()
    {
        ready = deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, AnswerWindowBits, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    }
    ~AnswerDeflater()
    {
        if (ready)
            deflateEnd(&stream);
    }
    AnswerDeflater(const AnswerDeflater &) = delete;
    AnswerDeflater &operator=(const AnswerDeflater &) = delete;
};

} // namespace

QByteArray packAnswer(const QByteArray &json)
{
    thread_local AnswerDeflater deflater;
    z_stream &z = deflater.stream;
    if (!deflater.ready || deflateReset(&z) != Z_OK
        || deflateSetDictionary(&z, answerDictionary(), AnswerDictionarySize) != Z_OK)
        return json;
    QByteArray packed(qsizetype(1 + deflateBound(&z, uLong(json.size()))), Qt::Uninitialized);
    packed[0] = DeflatedAnswerV1;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(json.constData()));
    z.avail_in = uInt(json.size());
    z.next_out = reinterpret_cast<Bytef *>(packed.data() + 1);
    z.avail_out = uInt(packed.size() - 1);
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        return json;   // stored as text, which reads back as well
    packed.truncate(qsizetype(1 + z.total_out));
    return packed;
}

QByteArray unpackAnswer(const QByteArray &stored)
{
    if (!stored.startsWith(DeflatedAnswerV1))
        return stored;
    z_stream z{};
    if (inflateInit2(&z, AnswerWindowBits) != Z_OK)
        return {};
    if (inflateSetDictionary(&z, answerDictionary(), AnswerDictionarySize) != Z_OK) {
        inflateEnd(&z);
        return {};
    }
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(stored.constData() + 1));
    z.avail_in = uInt(stored.size() - 1);
    QByteArray json;
    int status = Z_OK;
    while (status == Z_OK) {
        const qsizetype done = json.size();
        json.resize(done + std::max<qsizetype>(1024, stored.size() * 8));
        z.next_out = reinterpret_cast<Bytef *>(json.data() + done);
        z.avail_out = uInt(json.size() - done);
        status = inflate(&z, Z_NO_FLUSH);
        json.truncate(qsizetype(z.total_out));
        if (status == Z_BUF_ERROR && z.avail_in > 0)
            status = Z_OK;   // more output room needed
    }
    inflateEnd(&z);
    return status == Z_STREAM_END ? json : QByteArray();
}

QJsonObject answerFromText(const QByteArray &stored) { return QJsonDocument::fromJson(unpackAnswer(stored)).object(); }

QByteArray rowWithAnswerSql()
{
    return QByteArray("SELECT ") + rowColumns()
           + ", a.answer FROM payments p LEFT JOIN payment_answers a ON a.payment_id = p.id ";
}

PaymentRow readRowWithAnswer(const Statement &statement)
{
    constexpr int AnswerColumn = 41;   // the one after rowColumns()
    PaymentRow row = readRow(statement);
    row.payment.rawAnswer = answerFromText(statement.columnBlob(AnswerColumn));
    return row;
}

const char *refundColumns()
{
    return "refund_id, merchant_refund_code, status, request_date, pending_date, confirm_date, cancel_date, amount, "
           "description, bank_info";
}

Refund readRefund(const Statement &s, const QString &currency)
{
    Refund refund;
    refund.id = s.columnText(0);
    refund.merchantRefundCode = s.columnText(1);
    refund.status = refundStatusFromRank(s.columnInt(2));
    refund.requestDate = fromMs(s.columnInt(3));
    refund.pendingDate = fromMs(s.columnInt(4));
    refund.confirmDate = fromMs(s.columnInt(5));
    refund.cancelDate = fromMs(s.columnInt(6));
    refund.amount = Money(s.columnInt(7), currency);
    refund.description = s.columnText(8);
    if (!s.columnIsNull(9))
        refund.bankInfo = bankInfoFromText(s.columnUtf8(9));
    return refund;
}

} // namespace dd::cache::PaymentCodec
