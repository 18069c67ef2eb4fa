#include "sandbox/demoseeder.h"

#include "sandbox/catalogue.h"
#include "sandbox/ledger.h"

#include <algorithm>
#include <random>

namespace dd::sandbox {

namespace {
constexpr qint64 day = 86400;

struct Plan
{
    const char *method;
    const char *country;
    const char *currency;
};

// One row per (method, country, currency) shape the sandbox accepts.
constexpr Plan plans[] = {
    {"visa", "br", "BRL"},        {"mastercard", "br", "USD"},   {"elo", "br", "BRL"},
    {"hipercard", "br", "BRL"},   {"amex", "mx", "MXN"},         {"visa", "cl", "CLP"},
    {"mastercard", "co", "COP"},  {"diners", "ar", "ARS"},       {"visa", "pe", "PEN"},
    {"discover", "mx", "EUR"},    {"multicaja", "cl", "CLP"},    {"sencillito", "cl", "CLP"},
    {"sencillito", "cl", "USD"},  {"spei", "mx", "MXN"},         {"oxxo", "mx", "MXN"},
    {"boleto", "br", "BRL"},      {"mercadopago", "ar", "ARS"},  {"mercadopago", "mx", "MXN"},
    {"paypal", "br", "BRL"},      {"picpay", "br", "BRL"},       {"nupay", "br", "BRL"},
    {"machpay", "cl", "CLP"},     {"nequi", "co", "COP"},
};

PaymentRecord cardPayment(PaymentRecord record, std::mt19937_64 &random, qint64 now)
{
    const int roll = static_cast<int>(random() % 100);
    if (roll < 70) {
        record.state = PaymentState::Confirmed;
        record.captured = true;
        record.statusAt = record.confirmAt = record.openAt + 5;
    } else if (roll < 82) {
        // Recent, so the books keep uncaptured pre-authorizations that have not expired yet.
        record.openAt = now - static_cast<qint64>(random() % static_cast<quint64>(2 * day));
        record.state = PaymentState::Pending;
        record.preAuthorization = true;
        record.captureAvailable = true;
    } else if (roll < 92) {
        record.state = PaymentState::Cancelled;
        record.declined = true;
        record.statusAt = record.openAt + 3;
    } else {
        // Expired: opened more than the 4 days a pre-authorization lasts before now.
        record.state = PaymentState::Cancelled;
        record.preAuthorization = true;
        record.openAt = std::min(record.openAt, now - 5 * day);
        record.statusAt = record.openAt + 4 * day;
    }
    return record;
}

PaymentRecord localPayment(PaymentRecord record, std::mt19937_64 &random)
{
    const int roll = static_cast<int>(random() % 100);
    if (roll < 55) {
        record.state = PaymentState::Confirmed;
        record.statusAt = record.confirmAt = record.openAt + 3600;
    } else if (roll < 80) {
        record.state = PaymentState::Pending;
    } else if (roll < 95) {
        record.state = PaymentState::Cancelled;
        record.statusAt = record.openAt + 3 * day;
    } else {
        record.state = PaymentState::Open;
    }
    return record;
}

void addDemoRefund(Ledger &ledger, quint32 payment, std::mt19937_64 &random, quint64 serial)
{
    const PaymentRecord &record = ledger.payment(payment);
    RefundRecord refund;
    const bool partialAllowed = catalogue::methods().at(record.method).partialRefund;
    // Half of the payment in whole minor units of its currency: a Chilean peso has no cents (ISO 4217),
    // so half of 171,575 CLP is 85,787, and the rest (85,788) can still be refunded.
    const qint64 unit = catalogue::currencies().at(record.currency) == "CLP" ? 100 : 1;
    const qint64 half = record.amount / 2 / unit * unit;
    refund.amount = partialAllowed && random() % 2 == 0 && half > 0 ? half : record.amount;
    refund.requestAt = record.confirmAt + day;
    refund.description = "Demo refund";
    const QByteArray code = "demo-refund-" + QByteArray::number(serial);
    refund.merchantRefundCode = code;
    switch (serial % 4) {
    case 0: refund.state = RefundState::Requested; break;
    case 1: refund.state = RefundState::Pending; refund.pendingAt = refund.requestAt + 600; break;
    case 2:
        refund.state = RefundState::Confirmed;
        refund.pendingAt = refund.requestAt + 600;
        refund.confirmAt = refund.requestAt + day;   // requested a day after the payment: before now
        break;
    default: refund.state = RefundState::Cancelled; refund.cancelAt = refund.requestAt + 1200; break;
    }
    ledger.addRefund(payment, refund);
}
} // namespace

void seedDemoPayments(Ledger &ledger, int count, quint64 seed, qint64 now)
{
    std::mt19937_64 random(seed);
    ledger.reserve(ledger.size() + count);
    const QByteArray prefix = "demo-" + QByteArray::number(seed) + '-';
    quint64 refundSerial = 0;
    for (int i = 0; i < count; ++i) {
        const Plan &plan = plans[static_cast<size_t>(i) % std::size(plans)];
        PaymentRecord record;
        record.method = *catalogue::methodIndex(plan.method);
        record.country = *catalogue::countryIndex(plan.country);
        record.currency = *catalogue::currencyIndex(plan.currency);
        const qint64 scale = (plan.currency == QByteArrayView("CLP") || plan.currency == QByteArrayView("COP")
                              || plan.currency == QByteArrayView("ARS")) ? 500 : 1;
        record.amount = (1000 + static_cast<qint64>(random() % 500000)) * scale;
        record.requestedAmount = record.amount;
        record.openAt = now - 3 * day - static_cast<qint64>(random() % static_cast<quint64>(87 * day));
        const bool card = catalogue::methods().at(record.method).family == MethodFamily::Card;
        record.installments = card ? static_cast<quint8>(1 + random() % 6) : 1;
        record = card ? cardPayment(record, random, now) : localPayment(record, random);
        const QByteArray code = prefix + QByteArray::number(i);
        record.merchantCode = code;
        const quint32 index = ledger.addPayment(record);
        if (record.state == PaymentState::Confirmed && random() % 100 < 30)
            addDemoRefund(ledger, index, random, refundSerial++);
    }
}

} // namespace dd::sandbox
