#include "sandbox/gatewayapi.h"

#include "sandbox/bankdetailsrules.h"
#include "sandbox/catalogue.h"
#include "sandbox/paymentrequest.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
Answer fromFailure(const Failure &failure)
{
    return errorAnswer(failure.code, failure.message);
}

const QStringList bankInfoCountries{u"br"_s, u"cl"_s, u"co"_s, u"mx"_s};

// Spec 2.5: a branch or account number is digits, its check digit after a hyphen ("1234-5"; X for
// some banks).
bool isBankNumber(const QString &text)
{
    const qsizetype hyphen = text.indexOf(u'-');
    const QString number = hyphen < 0 ? text : text.left(hyphen);
    const QString check = hyphen < 0 ? QString() : text.mid(hyphen + 1);
    const auto digits = [](const QString &part) {
        return std::all_of(part.begin(), part.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    };
    return !number.isEmpty() && digits(number)
           && (hyphen < 0 || (check.size() == 1 && (digits(check) || check == u"X"_s || check == u"x"_s)));
}

std::optional<Answer> bankInfoProblem(const QJsonObject &bank, const QString &country)
{
    if (!bankInfoCountries.contains(country))
        return errorAnswer("BP-REF-11", u"Bank details in refunds are available only in br, cl, co and mx"_s);
    if (fields::text(bank, "bank_details"_L1) && country != u"br"_s)
        return errorAnswer("BP-REF-13", u"Parameter bank_details is only for a Brazilian state bank"_s);
    for (const QLatin1StringView key : {"bank_branch"_L1, "bank_account"_L1}) {
        const auto number = fields::text(bank, key);
        if (number && !isBankNumber(*number))
            return errorAnswer("BP-REF-14", u"Parameter %1 must be digits, with a check digit after a hyphen"_s.arg(key));
    }
    if (std::optional<bankdetailsrules::Refusal> refusal = bankdetailsrules::check(bank, country))
        return errorAnswer(refusal->code, refusal->message);
    return std::nullopt;
}
} // namespace

GatewayApi::GatewayApi(Ledger &ledger, const PaymentJson &json, Clock now)
    : m_ledger(ledger), m_json(json), m_now(std::move(now))
{
}

bool GatewayApi::isGatewayPath(QByteArrayView path)
{
    return path == "/ws/direct" || path == "/ws/query" || path == "/ws/capture" || path == "/ws/cancel"
           || path == "/ws/refund" || path == "/ws/ewallet-availableEWallets"
           || path == "/ws/ewallet-availableewallets";
}

Answer GatewayApi::handle(QByteArrayView path, const QJsonObject &body)
{
    if (path == "/ws/direct")
        return direct(body);
    if (path == "/ws/query")
        return query(body);
    if (path == "/ws/capture")
        return capture(body);
    if (path == "/ws/cancel")
        return cancel(body);
    if (path == "/ws/refund")
        return refund(body);
    return eWallets(body);
}

Answer GatewayApi::paymentAnswer(quint32 payment, bool effect, PaymentJson::Naming naming) const
{
    QJsonObject payload{{u"payment"_s, m_json.payment(payment, naming)}};
    return successAnswer(payload, effect);
}

Answer GatewayApi::refundAnswer(quint32 refund, bool effect) const
{
    QJsonObject payload{{u"payment"_s, m_json.payment(m_ledger.refund(refund).payment)},
                        {u"refund"_s, m_json.refund(refund)},
                        {u"operation"_s, u"refund"_s}};
    return successAnswer(payload, effect);
}

std::optional<quint32> GatewayApi::findPayment(const QJsonObject &body, bool *identified) const
{
    const auto hash = fields::text(body, "hash"_L1);
    const auto merchantCode = fields::text(body, "merchant_payment_code"_L1);
    *identified = hash || merchantCode;
    if (hash)
        return m_ledger.findByHash(hash->toLatin1());
    if (merchantCode)
        return m_ledger.findByMerchantCode(merchantCode->toUtf8());
    return std::nullopt;
}

Answer GatewayApi::direct(const QJsonObject &body)
{
    const auto operation = fields::text(body, "operation"_L1);
    if (operation && *operation != "request"_L1)
        return errorAnswer("BP-DR-1", u"Parameter operation must be request"_s);
    const auto mode = fields::text(body, "mode"_L1);
    if (mode && *mode != "full"_L1)
        return errorAnswer("BP-DR-1", u"Parameter mode must be full"_s);
    const QJsonValue payment = body.value("payment"_L1);
    if (!payment.isObject())
        return errorAnswer("BP-DR-2", u"Parameter payment is required"_s);

    const qint64 now = m_now();
    Outcome<PaymentDraft> draft = validatePaymentRequest(payment.toObject(), now);
    if (!draft.ok())
        return fromFailure(draft.failure());
    const QByteArray merchantCode = draft.value().merchantCode;
    if (m_ledger.findByMerchantCode(merchantCode))
        return errorAnswer("BP-DR-0", u"merchant_payment_code has already been used"_s);
    PaymentRecord record = draft.value().record;
    record.merchantCode = merchantCode;
    const quint32 index = m_ledger.addPayment(record);

    const MethodFamily family = catalogue::methods().at(m_ledger.payment(index).method).family;
    if (const auto callback = fields::text(payment.toObject(), "redirect_url"_L1); callback && family == MethodFamily::EWallet)
        m_ledger.setCallbackUrl(index, *callback);
    const auto naming = family == MethodFamily::Card ? PaymentJson::Naming::Card : PaymentJson::Naming::Other;
    QJsonObject payload{{u"payment"_s, m_json.payment(index, naming)}};
    const QString redirect = m_json.redirectUrl(index);
    if (!redirect.isEmpty())
        payload.insert(u"redirect_url"_s, redirect);
    return successAnswer(payload, true);
}

Answer GatewayApi::query(const QJsonObject &body)
{
    bool identified = false;
    const auto payment = findPayment(body, &identified);
    if (!identified)
        return errorAnswer("BP-QUERY-1", u"Parameter hash or merchant_payment_code is required"_s);
    if (!payment)
        return errorAnswer("BP-QUERY-2", u"Payment not found"_s);
    return paymentAnswer(*payment, false);
}

Answer GatewayApi::capture(const QJsonObject &body)
{
    if (fields::text(body, "hash"_L1) && fields::text(body, "merchant_payment_code"_L1))   // spec 4.2: exactly one
        return errorAnswer("BP-CAP-1", u"Give only one of hash and merchant_payment_code"_s);
    bool identified = false;
    const auto payment = findPayment(body, &identified);
    if (!identified)
        return errorAnswer("BP-CAP-1", u"Parameter hash or merchant_payment_code is required"_s);
    if (!payment)
        return errorAnswer("BP-CAP-2", u"Payment not found"_s);
    const auto captureCode = fields::text(body, "merchant_capture_code"_L1);
    if (captureCode && captureCode->size() > 40)
        return errorAnswer("BP-CAP-13", u"Parameter merchant_capture_code must be at most 40 characters"_s);
    std::optional<qint64> amount;
    if (fields::present(body, "amount"_L1)) {
        amount = fields::amount(body.value("amount"_L1));
        if (!amount)
            return errorAnswer("BP-CAP-12", u"Parameter amount must be a number with at most two decimals"_s);
    }
    const Outcome<quint32> done = m_ledger.capture(*payment, amount, m_now());
    if (!done.ok())
        return fromFailure(done.failure());
    return paymentAnswer(*payment, true);
}

Answer GatewayApi::cancel(const QJsonObject &body)
{
    const auto hash = fields::text(body, "hash"_L1);
    if (!hash)
        return errorAnswer("BP-CAN-1", u"Parameter hash is required"_s);
    const auto payment = m_ledger.findByHash(hash->toLatin1());
    if (!payment)
        return errorAnswer("BP-CAN-2", u"Payment not found"_s);
    const Outcome<quint32> done = m_ledger.cancelPayment(*payment, m_now());
    if (!done.ok())
        return fromFailure(done.failure());
    QJsonObject payload{{u"payment"_s, m_json.payment(*payment)}, {u"operation"_s, u"cancel"_s}};
    return successAnswer(payload, true);
}

Answer GatewayApi::refund(const QJsonObject &body)
{
    const auto operation = fields::text(body, "operation"_L1);
    if (operation == u"request"_s)
        return refundRequest(body);
    if (operation == u"cancel"_s)
        return refundCancel(body);
    return errorAnswer("BP-REF-10", u"Parameter operation must be request or cancel"_s);
}

Answer GatewayApi::refundRequest(const QJsonObject &body)
{
    bool identified = false;
    const auto payment = findPayment(body, &identified);
    if (!identified)
        return errorAnswer("BP-REF-1", u"Parameter hash is required"_s);
    if (!payment)
        return errorAnswer("BP-REF-CAN-2", u"Payment not found"_s);
    const auto amount = fields::amount(body.value("amount"_L1));
    if (!amount || *amount <= 0)
        return errorAnswer("BP-REF-2", u"Parameter amount must be a positive number with at most two decimals"_s);
    const auto description = fields::text(body, "description"_L1);
    if (!description)
        return errorAnswer("BP-REF-3", u"Parameter description is required"_s);
    if (description->size() > 1500)
        return errorAnswer("BP-REF-4", u"Parameter description must be at most 1500 characters"_s);
    const auto refundCode = fields::text(body, "merchant_refund_code"_L1);
    if (refundCode && refundCode->size() > 40)
        return errorAnswer("BP-REF-8", u"Parameter merchant_refund_code must be at most 40 characters"_s);
    if (fields::present(body, "bank_info"_L1)) {
        if (!body.value("bank_info"_L1).isObject())
            return errorAnswer("BP-REF-12", u"Parameter bank_info must be an object"_s);
        const QString country = QString::fromLatin1(catalogue::countries().at(m_ledger.payment(*payment).country));
        if (std::optional<Answer> problem = bankInfoProblem(body.value("bank_info"_L1).toObject(), country))
            return *problem;
    }
    const Outcome<quint32> done =
        m_ledger.requestRefund(*payment, *amount, description->toUtf8(),
                               refundCode ? refundCode->toUtf8() : QByteArray(), m_now());
    if (!done.ok())
        return fromFailure(done.failure());
    return refundAnswer(done.value(), true);
}

Answer GatewayApi::refundCancel(const QJsonObject &body)
{
    const auto id = fields::text(body, "refund_id"_L1);
    const auto refundCode = fields::text(body, "merchant_refund_code"_L1);
    if (!id && !refundCode)
        return errorAnswer("BP-REF-CAN-1", u"Parameter refund_id or merchant_refund_code is required"_s);
    const auto refund = id ? m_ledger.findRefundById(id->toLatin1())
                           : m_ledger.findRefundByMerchantCode(refundCode->toUtf8());
    if (!refund)
        return errorAnswer("BP-REF-CAN-3", u"Refund not found"_s);
    const Outcome<quint32> done = m_ledger.cancelRefund(*refund, m_now());
    if (!done.ok())
        return fromFailure(done.failure());
    return refundAnswer(*refund, true);
}

Answer GatewayApi::eWallets(const QJsonObject &body)
{
    const auto country = fields::text(body, "country"_L1);
    if (!country)
        return errorAnswer("BP-EW-1", u"Parameter country is required"_s);
    const QByteArray code = country->toLower().toLatin1();
    if (!catalogue::countryIndex(code))
        return errorAnswer("BP-EW-2", u"Parameter country is not a supported country"_s);
    QJsonArray list;
    for (const EWalletInfo &wallet : catalogue::eWallets()) {
        if (wallet.country != code)
            continue;
        list.append(QJsonObject{
            {u"code"_s, QString::fromLatin1(wallet.code)},
            {u"name"_s, QString::fromUtf8(wallet.name)},
            {u"icon_url"_s, u"https://sandbox.ebanx.com/images/ewallets/%1.png"_s.arg(QString::fromLatin1(wallet.code))},
            {u"promotional_text"_s, QString()}});
    }
    return Answer{200, QJsonDocument(list).toJson(QJsonDocument::Compact), false};
}

} // namespace dd::sandbox
