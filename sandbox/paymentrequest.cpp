#include "sandbox/paymentrequest.h"

#include "sandbox/answer.h"
#include "sandbox/cardrules.h"
#include "sandbox/catalogue.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr qint64 minimumAmount = 1;                    // 0.01
constexpr qint64 maximumAmount = 100000000000LL;       // 1,000,000,000.00

Failure fail(const char *code, QString message)
{
    return Failure{QByteArray(code), std::move(message)};
}

struct CardOutcome
{
    QByteArray network;
    bool declined = false;
};

bool anyPresent(const QJsonObject &card, std::initializer_list<QLatin1StringView> keys)
{
    for (QLatin1StringView key : keys) {
        if (fields::present(card, key))
            return true;
    }
    return false;
}

// A yes/no field: a JSON boolean, or the text form and query encodings carry (Ruby writes
// true/false, PHP's http_build_query 1/0); nullopt for anything else.
std::optional<bool> flag(const QJsonValue &value, bool absent)
{
    if (value.isUndefined() || value.isNull())
        return absent;
    if (value.isBool())
        return value.toBool();
    const QString text = value.isString() ? value.toString().trimmed().toLower() : QString();
    if (text == "true"_L1 || text == "1"_L1)
        return true;
    if (text == "false"_L1 || text == "0"_L1)
        return false;
    return std::nullopt;
}

bool allDigits(const QString &text, qsizetype minLength, qsizetype maxLength)
{
    if (text.size() < minLength || text.size() > maxLength)
        return false;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

bool expired(int month, int year, qint64 now)
{
    const QDate today = QDateTime::fromSecsSinceEpoch(now, QTimeZone::utc()).date();
    return year < today.year() || (year == today.year() && month < today.month());
}

Outcome<CardOutcome> validateRawCard(const QJsonObject &card, qint64 now)
{
    const auto number = fields::text(card, "card_number"_L1);
    if (!number)
        return fail("BP-DR-49", u"Parameter card_number is required"_s);
    if (!fields::text(card, "card_name"_L1))
        return fail("BP-DR-51", u"Parameter card_name is required"_s);
    const auto due = fields::text(card, "card_due_date"_L1);
    int month = 0;
    int year = 0;
    if (!due || !cardrules::parseDueDate(due->toLatin1(), &month, &year, false))
        return fail("BP-DR-57", u"Parameter card_due_date must be MM/YYYY"_s);
    if (expired(month, year, now))
        return fail("BP-DR-58", u"The card has expired"_s);
    const auto cvv = fields::text(card, "card_cvv"_L1);
    if (!cvv || !allDigits(*cvv, 3, 4))
        return fail("BP-DR-55", u"Parameter card_cvv must be 3 or 4 digits"_s);
    const QByteArray digits = number->toLatin1();
    const QByteArray network = cardrules::networkOf(digits);
    if (!cardrules::luhnValid(digits) || network.isEmpty())
        return fail("BP-DR-75", u"Parameter card_number is not a valid card number"_s);
    return CardOutcome{network, cardrules::isDecliningTestCard(digits)};
}

Outcome<CardOutcome> validateNetworkToken(const QJsonObject &card, const QByteArray &country, qint64 now)
{
    for (QLatin1StringView key : {"network_token_pan"_L1, "network_token_cryptogram"_L1,
                                  "network_token_expire_date"_L1, "network_token_raw_bin"_L1,
                                  "network_token_raw_last4"_L1}) {
        if (!fields::text(card, key))
            return fail("BP-DR-131", u"Parameter %1 is required with a network token"_s.arg(key));
    }
    const QByteArray pan = fields::text(card, "network_token_pan"_L1)->toLatin1();
    const QByteArray network = cardrules::networkOf(pan);
    if (!cardrules::luhnValid(pan) || network.isEmpty())
        return fail("BP-DR-131", u"Parameter network_token_pan is not a valid token number"_s);
    const QString bin = *fields::text(card, "network_token_raw_bin"_L1);
    if (!allDigits(bin, 6, 6) && !allDigits(bin, 8, 8))
        return fail("BP-DR-131", u"Parameter network_token_raw_bin must be 6 or 8 digits"_s);
    if (!allDigits(*fields::text(card, "network_token_raw_last4"_L1), 4, 4))
        return fail("BP-DR-131", u"Parameter network_token_raw_last4 must be 4 digits"_s);
    const auto eci = fields::text(card, "network_token_eci"_L1);
    if (eci && !allDigits(*eci, 1, 2))
        return fail("BP-DR-131", u"Parameter network_token_eci must be one or two digits"_s);
    int month = 0;
    int year = 0;
    const QByteArray expiry = fields::text(card, "network_token_expire_date"_L1)->toLatin1();
    if (!cardrules::parseDueDate(expiry, &month, &year, true) || expired(month, year, now))
        return fail("BP-DR-136", u"Parameter network_token_expire_date is invalid or expired"_s);

    if (fields::present(card, "network_token_wallet_type"_L1)) {
        const QString wallet = card.value("network_token_wallet_type"_L1).toString();
        if (wallet != "google"_L1 && wallet != "apple"_L1 && wallet != "samsung"_L1)
            return fail("BP-DR-132", u"Parameter network_token_wallet_type must be google, apple or samsung"_s);
        if (country != "br")
            return fail("BP-DR-133", u"Digital-wallet card payments are available only in Brazil"_s);
        if (network != "visa" && network != "mastercard" && network != "elo")
            return fail("BP-DR-134", u"Digital-wallet card payments accept only visa, mastercard and elo"_s);
    }
    return CardOutcome{network, cardrules::isDecliningTestCard(pan)};
}

Outcome<CardOutcome> validateGatewayToken(const QJsonObject &card)
{
    const QString token = *fields::text(card, "token"_L1);
    if (token.size() < 16 || token.size() > 128)
        return fail("BP-DR-137", u"Parameter token is not a valid card token"_s);
    for (QChar c : token) {
        if (!c.isLetterOrNumber() || c.unicode() > 127)
            return fail("BP-DR-137", u"Parameter token is not a valid card token"_s);
    }
    // A token that starts with a known card prefix carries that network; others are visa.
    QByteArray network = cardrules::networkOf(token.left(6).toLatin1());
    return CardOutcome{network.isEmpty() ? QByteArrayLiteral("visa") : network, false};
}

Outcome<CardOutcome> validateCard(const QJsonObject &card, const QByteArray &country, qint64 now)
{
    const bool raw = anyPresent(card, {"card_number"_L1, "card_name"_L1, "card_due_date"_L1, "card_cvv"_L1});
    const bool token = fields::present(card, "token"_L1);
    const bool networkToken = anyPresent(card, {"network_token_pan"_L1, "network_token_cryptogram"_L1,
                                                "network_token_expire_date"_L1, "network_token_raw_bin"_L1,
                                                "network_token_raw_last4"_L1, "network_token_eci"_L1,
                                                "network_token_wallet_type"_L1});
    if (raw && networkToken)
        return fail("BP-DR-130", u"Raw card fields must not be sent together with network token fields"_s);
    if (token && (raw || networkToken))
        return fail("BP-DR-138", u"Send exactly one card form: raw card, token or network token"_s);
    if (networkToken)
        return validateNetworkToken(card, country, now);
    if (token)
        return validateGatewayToken(card);
    return validateRawCard(card, now);
}

std::optional<Failure> validateCashVoucherCustomer(const QJsonObject &payment)
{
    if (!fields::text(payment, "name"_L1))
        return fail("BP-DR-13", u"Parameter name is required for this payment method"_s);
    const auto email = fields::text(payment, "email"_L1);
    if (!email)
        return fail("BP-DR-15", u"Parameter email is required for this payment method"_s);
    const qsizetype at = email->indexOf(u'@');
    if (at <= 0 || email->indexOf(u'.', at) < at + 2 || email->endsWith(u'.'))
        return fail("BP-DR-16", u"Parameter email is not a valid e-mail address"_s);
    if (!fields::text(payment, "phone_number"_L1))
        return fail("BP-DR-21", u"Parameter phone_number is required for this payment method"_s);
    if (!fields::text(payment, "document"_L1))
        return fail("BP-DR-23", u"Parameter document is required for this payment method"_s);
    return std::nullopt;
}

struct Basics
{
    quint8 method = 0;
    quint8 currency = 0;
    quint8 country = 0;
    qint64 amount = 0;
    QByteArray merchantCode;
};

Outcome<Basics> validateBasics(const QJsonObject &payment)
{
    Basics basics;
    const auto typeCode = fields::text(payment, "payment_type_code"_L1);
    if (!typeCode)
        return fail("BP-DR-34", u"Parameter payment_type_code is required"_s);
    const QByteArray code = typeCode->toLatin1();
    const auto method = code == "creditcard" ? std::optional<quint8>(0) : catalogue::methodIndex(code);
    if (!method || (code != "creditcard" && catalogue::methods().at(*method).family == MethodFamily::Card))
        return fail("BP-DR-35", u"Parameter payment_type_code is not a valid payment method"_s);
    basics.method = *method;

    const auto merchantCode = fields::text(payment, "merchant_payment_code"_L1);
    if (!merchantCode)
        return fail("BP-DR-9", u"Parameter merchant_payment_code is required"_s);
    if (merchantCode->size() > 40)
        return fail("BP-DR-10", u"Parameter merchant_payment_code must be at most 40 characters"_s);
    basics.merchantCode = merchantCode->toUtf8();

    const auto currencyCode = fields::text(payment, "currency_code"_L1);
    if (!currencyCode)
        return fail("BP-DR-3", u"Parameter currency_code is required"_s);
    const auto currency = catalogue::currencyIndex(currencyCode->toLatin1());
    if (!currency)
        return fail("BP-DR-4", u"Parameter currency_code is not a supported currency"_s);
    basics.currency = *currency;

    if (!fields::present(payment, "amount_total"_L1))
        return fail("BP-DR-5", u"Parameter amount_total is required"_s);
    const auto amount = fields::amount(payment.value("amount_total"_L1));
    if (!amount)
        return fail("BP-DR-5", u"Parameter amount_total must be a number with at most two decimals"_s);
    if (*amount < minimumAmount)
        return fail("BP-DR-6", u"Parameter amount_total is below the minimum of 0.01"_s);
    if (*amount > maximumAmount)
        return fail("BP-DR-7", u"Parameter amount_total is above the maximum of 1000000000.00"_s);
    basics.amount = *amount;

    const MethodInfo &info = catalogue::methods().at(basics.method);
    const auto countryText = fields::text(payment, "country"_L1);
    QByteArray country = countryText ? countryText->toLatin1() : QByteArray();
    if (country.isEmpty()) {
        if (info.family == MethodFamily::CashVoucher || info.family == MethodFamily::EWallet)
            return fail("BP-DR-24", u"Parameter country is required for this payment method"_s);
        country = info.family == MethodFamily::Card ? QByteArrayLiteral("br") : info.country;
    }
    const auto countryIndex = catalogue::countryIndex(country);
    if (!countryIndex)
        return fail("BP-DR-25", u"Parameter country is not a supported country"_s);
    basics.country = *countryIndex;
    if (info.family == MethodFamily::EWallet ? !catalogue::eWalletAvailable(country, info.code)
                                             : (!info.country.isEmpty() && info.country != country))
        return fail("BP-DR-100", u"The payment method is not available in this country"_s);
    if (!catalogue::currencyAllowed(basics.method, country, currencyCode->toLatin1()))
        return fail(info.family == MethodFamily::CashVoucher ? "BP-DR-102" : "BP-DR-101",
                    u"The currency is not accepted for this method and country"_s);
    return basics;
}
} // namespace

Outcome<PaymentDraft> validatePaymentRequest(const QJsonObject &payment, qint64 now)
{
    const Outcome<Basics> basics = validateBasics(payment);
    if (!basics.ok())
        return basics.failure();
    PaymentDraft draft;
    PaymentRecord &record = draft.record;
    draft.merchantCode = basics.value().merchantCode;
    record.method = basics.value().method;
    record.currency = basics.value().currency;
    record.country = basics.value().country;
    record.amount = basics.value().amount;
    record.requestedAmount = record.amount;
    record.openAt = now;
    record.state = PaymentState::Pending;

    const MethodFamily family = catalogue::methods().at(record.method).family;
    if (family == MethodFamily::CashVoucher) {
        if (auto problem = validateCashVoucherCustomer(payment))
            return *problem;
    }
    if (family == MethodFamily::Card) {
        const QJsonValue cardValue = payment.contains("card"_L1) ? payment.value("card"_L1)
                                                                 : payment.value("creditcard"_L1);
        if (!cardValue.isObject())
            return fail("BP-DR-48", u"Parameter card is required for card payments"_s);
        const QJsonObject card = cardValue.toObject();
        if (fields::present(payment, "installments"_L1)) {
            const QJsonValue value = payment.value("installments"_L1);
            const int count = value.isString() ? value.toString().toInt() : value.toInt();
            if (count < 1 || count > 12)
                return fail("BP-DR-60", u"Parameter installments must be from 1 to 12"_s);
            record.installments = static_cast<quint8>(count);
        }
        const std::optional<bool> autoCapture = flag(card.value("auto_capture"_L1), true);
        if (!autoCapture)
            return fail("BP-DR-61", u"Parameter card.auto_capture must be true or false"_s);
        const Outcome<CardOutcome> checked =
            validateCard(card, catalogue::countries().at(record.country), now);
        if (!checked.ok())
            return checked.failure();
        record.method = *catalogue::methodIndex(checked.value().network);
        if (checked.value().declined) {
            record.state = PaymentState::Cancelled;
            record.declined = true;
            record.statusAt = now;
        } else if (*autoCapture) {
            record.state = PaymentState::Confirmed;
            record.captured = true;
            record.statusAt = now;
            record.confirmAt = now;
        } else {
            record.preAuthorization = true;
            record.captureAvailable = true;
        }
    }
    record.merchantCode = draft.merchantCode;
    return draft;
}

} // namespace dd::sandbox
