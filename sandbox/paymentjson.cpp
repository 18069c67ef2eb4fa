#include "sandbox/paymentjson.h"

#include "sandbox/cardrules.h"
#include "sandbox/catalogue.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
constexpr qint64 secondsPerDay = 86400;

// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
void civilFromDays(qint64 days, int *year, int *month, int *day)
{
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const qint64 dayOfEra = days - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    *day = static_cast<int>(dayOfYear - (153 * mp + 2) / 5 + 1);
    *month = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    *year = static_cast<int>(yearOfEra + era * 400 + (*month <= 2 ? 1 : 0));
}

void appendPadded(QString &out, qint64 value, int width)
{
    out += QString::number(value).rightJustified(width, u'0');
}

QString digitsFromHash(const QString &hash, int count)
{
    QString out;
    out.reserve(count);
    for (qsizetype i = 0; out.size() < count; ++i)
        out += QChar(u'0' + hash.at(i % hash.size()).unicode() % 10);
    return out;
}

QString transactionDescription(const PaymentRecord &p)
{
    if (p.declined)
        return u"Sandbox - Not accepted (test card declines)"_s;
    if (p.preAuthorization && !p.captured)
        return u"Sandbox - Test credit card, transaction authorized"_s;
    return u"Sandbox - Test credit card, transaction captured"_s;
}

qint64 dueDays(MethodFamily family)
{
    switch (family) {
    case MethodFamily::Card: return 0;
    case MethodFamily::Redirect:
    case MethodFamily::EWallet: return 1;
    case MethodFamily::CashVoucher:
    case MethodFamily::Spei:
    case MethodFamily::Oxxo: return 2;
    case MethodFamily::Boleto: return 3;
    }
    return 0;
}
} // namespace

PaymentJson::PaymentJson(const Ledger &ledger, QString publicBaseUrl)
    : m_ledger(ledger), m_baseUrl(std::move(publicBaseUrl))
{
}

QString PaymentJson::amount(qint64 hundredths)
{
    const bool negative = hundredths < 0;
    const qint64 absolute = negative ? -hundredths : hundredths;
    QString out = negative ? u"-"_s : QString();
    out += QString::number(absolute / 100);
    out += u'.';
    appendPadded(out, absolute % 100, 2);
    return out;
}

QString PaymentJson::rate(qint64 tenThousandths)
{
    QString out = QString::number(tenThousandths / 10000);
    out += u'.';
    appendPadded(out, tenThousandths % 10000, 4);
    return out;
}

QString PaymentJson::date(qint64 seconds)
{
    int year = 0, month = 0, day = 0;
    civilFromDays(seconds >= 0 ? seconds / secondsPerDay : (seconds - secondsPerDay + 1) / secondsPerDay,
                  &year, &month, &day);
    QString out;
    out.reserve(10);
    appendPadded(out, year, 4);
    out += u'-';
    appendPadded(out, month, 2);
    out += u'-';
    appendPadded(out, day, 2);
    return out;
}

QString PaymentJson::dateTime(qint64 seconds)
{
    const qint64 inDay = ((seconds % secondsPerDay) + secondsPerDay) % secondsPerDay;
    QString out = date(seconds);
    out += u' ';
    appendPadded(out, inDay / 3600, 2);
    out += u':';
    appendPadded(out, (inDay / 60) % 60, 2);
    out += u':';
    appendPadded(out, inDay % 60, 2);
    return out;
}

QJsonValue PaymentJson::nullableDateTime(qint64 seconds)
{
    return seconds == 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(dateTime(seconds));
}

QString PaymentJson::redirectUrl(quint32 index) const
{
    // Spec 4.1: redirect-style voucher methods (the Chilean cash voucher is one) and e-wallets
    // answer payment.redirect_url.
    const MethodFamily family = catalogue::methods().at(m_ledger.payment(index).method).family;
    const QString hash = QString::fromLatin1(m_ledger.hashOf(index));
    if (family == MethodFamily::CashVoucher)
        return QString(m_baseUrl + u"/sandbox/voucher/sencillito?hash="_s + hash);
    if (family != MethodFamily::Redirect && family != MethodFamily::EWallet)
        return {};
    return QString(m_baseUrl + u"/sandbox/checkout?hash="_s + hash);
}

QJsonObject PaymentJson::payment(quint32 index, Naming naming) const
{
    const PaymentRecord &p = m_ledger.payment(index);
    const MethodInfo &method = catalogue::methods().at(p.method);
    const QByteArray &country = catalogue::countries().at(p.country);
    const QByteArray &currency = catalogue::currencies().at(p.currency);
    const QString hash = QString::fromLatin1(m_ledger.hashOf(index));

    const qint64 rateValue = catalogue::currencyRateTenThousandths(currency, country);
    const qint64 local = (p.amount * rateValue + 5000) / 10000;
    const qint64 iof = (country == "br" && currency != "BRL") ? (local * 38 + 5000) / 10000 : 0;

    QJsonObject out;
    out.insert(u"hash"_s, hash);
    out.insert(u"country"_s, QString::fromLatin1(country));
    out.insert(u"merchant_payment_code"_s, QString::fromUtf8(p.merchantCode));
    out.insert(u"order_number"_s, QJsonValue::Null);
    out.insert(u"status"_s, QString::fromLatin1(paymentStateCode(p.state)));
    out.insert(u"status_date"_s, nullableDateTime(p.statusAt));
    out.insert(u"open_date"_s, dateTime(p.openAt));
    out.insert(u"confirm_date"_s, nullableDateTime(p.confirmAt));
    out.insert(u"transfer_date"_s, QJsonValue::Null);
    out.insert(u"amount_br"_s, amount(local + iof));
    out.insert(u"amount_ext"_s, amount(p.amount));
    out.insert(u"amount_iof"_s, amount(iof));
    if (p.requestedAmount != p.amount || method.family != MethodFamily::Card)
        out.insert(u"amount_ext_requested"_s, amount(p.requestedAmount));
    out.insert(u"currency_rate"_s, rate(rateValue));
    out.insert(u"currency_ext"_s, QString::fromLatin1(currency));
    out.insert(u"due_date"_s, date(p.openAt + dueDays(method.family) * secondsPerDay));
    out.insert(naming == Naming::Card ? u"installments"_s : u"instalments"_s, QString::number(p.installments));
    out.insert(u"payment_type_code"_s, QString::fromLatin1(method.code));
    out.insert(u"pre_approved"_s, method.family == MethodFamily::Card && !p.declined);
    if (method.family == MethodFamily::Card)
        out.insert(u"capture_available"_s, p.captureAvailable);
    else
        out.insert(u"capture_available"_s, QJsonValue::Null);
    addMethodFields(out, index, hash);

    const std::vector<quint32> refunds = m_ledger.refundsOf(index);
    if (!refunds.empty()) {
        QJsonArray list;
        for (quint32 refundIndex : refunds)
            list.append(refund(refundIndex));
        out.insert(u"refunds"_s, list);
    }
    return out;
}

void PaymentJson::addMethodFields(QJsonObject &out, quint32 index, const QString &hash) const
{
    const PaymentRecord &p = m_ledger.payment(index);
    const MethodFamily family = catalogue::methods().at(p.method).family;
    switch (family) {
    case MethodFamily::Card:
        out.insert(u"details"_s, QJsonObject{{u"billing_descriptor"_s, QString()}});
        out.insert(u"transaction_status"_s,
                   QJsonObject{{u"acquirer"_s, u"EBANX"_s},
                               {u"code"_s, p.declined ? u"NOK"_s : u"OK"_s},
                               {u"description"_s, transactionDescription(p)}});
        break;
    case MethodFamily::EWallet:
        out.insert(u"pin"_s, digitsFromHash(hash, 9));
        out.insert(u"redirect_url"_s, redirectUrl(index));
        break;
    case MethodFamily::Redirect:
        out.insert(u"redirect_url"_s, redirectUrl(index));
        break;
    case MethodFamily::Spei: {
        const QByteArray base = "646180" + digitsFromHash(hash, 11).toLatin1();
        out.insert(u"clabe_account"_s, QString::fromLatin1(cardrules::clabeWithCheckDigit(base)));
        out.insert(u"clabe_reference"_s, digitsFromHash(hash.mid(7), 7));
        out.insert(u"spei_url"_s, QString(m_baseUrl + u"/sandbox/voucher/spei?hash="_s + hash));
        break;
    }
    case MethodFamily::Boleto:
        out.insert(u"boleto_url"_s, QString(m_baseUrl + u"/sandbox/voucher/boleto?hash="_s + hash));
        out.insert(u"boleto_barcode"_s, digitsFromHash(hash, 47));
        break;
    case MethodFamily::Oxxo:
        out.insert(u"oxxo_url"_s, QString(m_baseUrl + u"/sandbox/voucher/oxxo?hash="_s + hash));
        break;
    case MethodFamily::CashVoucher:
        out.insert(u"redirect_url"_s, redirectUrl(index));
        break;
    }
}

QJsonObject PaymentJson::refund(quint32 refundIndex) const
{
    const RefundRecord &r = m_ledger.refund(refundIndex);
    QJsonObject out;
    out.insert(u"id"_s, QString::fromLatin1(Ledger::refundIdOf(refundIndex)));
    if (!r.merchantRefundCode.isEmpty())
        out.insert(u"merchant_refund_code"_s, QString::fromUtf8(r.merchantRefundCode));
    out.insert(u"status"_s, QString::fromLatin1(refundStateCode(r.state)));
    out.insert(u"request_date"_s, dateTime(r.requestAt));
    out.insert(u"pending_date"_s, nullableDateTime(r.pendingAt));
    out.insert(u"confirm_date"_s, nullableDateTime(r.confirmAt));
    out.insert(u"cancel_date"_s, nullableDateTime(r.cancelAt));
    out.insert(u"amount_ext"_s, amount(r.amount));
    out.insert(u"description"_s, QString::fromUtf8(r.description));
    return out;
}

} // namespace dd::sandbox
