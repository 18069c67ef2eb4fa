#include "sandbox/simulationapi.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
Answer fromFailure(const Failure &failure)
{
    return errorAnswer(failure.code, failure.message);
}

constexpr int maximumPageSize = 1000;
} // namespace

SimulationApi::SimulationApi(Ledger &ledger, const PaymentJson &json, SandboxClock &clock, FaultPlan &faults,
                             qint64 expirySeconds)
    : m_ledger(ledger), m_json(json), m_clock(clock), m_faults(faults), m_expirySeconds(expirySeconds)
{
}

bool SimulationApi::isSimulationPath(QByteArrayView path)
{
    return path == "/sandbox/payments/confirm" || path == "/sandbox/payments/deny"
           || path == "/sandbox/payments/leave-pending" || path == "/sandbox/refunds/advance"
           || path == "/sandbox/preauthorizations/expire" || path == "/sandbox/clock"
           || path == "/sandbox/payments" || path == "/sandbox/faults" || path == "/sandbox/faults/clear"
           || path == "/sandbox/stats";
}

bool SimulationApi::allowsGet(QByteArrayView path)
{
    return path == "/sandbox/payments" || path == "/sandbox/faults" || path == "/sandbox/stats"
           || path == "/sandbox/clock";
}

Answer SimulationApi::handle(QByteArrayView path, const QJsonObject &body)
{
    if (path.startsWith("/sandbox/payments/"))
        return movePayment(path, body);
    if (path == "/sandbox/refunds/advance")
        return advanceRefund(body);
    if (path == "/sandbox/preauthorizations/expire")
        return expire(body);
    if (path == "/sandbox/clock")
        return clock(body);
    if (path == "/sandbox/payments")
        return listPayments(body);
    if (path == "/sandbox/faults/clear") {
        m_faults.clear();
        return successAnswer({});
    }
    if (path == "/sandbox/faults")
        return body.isEmpty() ? successAnswer({{u"faults"_s, m_faults.describe()}}) : addFault(body);
    return errorAnswer("BP-SA-5", u"Unknown path"_s, 404);   // /sandbox/stats is answered by Merchants
}

Answer SimulationApi::movePayment(QByteArrayView path, const QJsonObject &body)
{
    const auto hash = fields::text(body, "hash"_L1);
    if (!hash)
        return errorAnswer("BP-SIM-1", u"Parameter hash is required"_s);
    const auto payment = m_ledger.findByHash(hash->toLatin1());
    if (!payment)
        return errorAnswer("BP-SIM-5", u"Payment not found"_s);
    const qint64 now = m_clock.now();
    if (path == "/sandbox/payments/leave-pending") {
        const PaymentRecord &record = m_ledger.payment(*payment);
        if (record.state != PaymentState::Pending || record.preAuthorization)
            return errorAnswer("BP-SIM-2", u"Only a pending voucher, redirect or e-wallet payment can be left pending"_s);
        return successAnswer({{u"payment"_s, m_json.payment(*payment)}});
    }
    const Outcome<quint32> done = path == "/sandbox/payments/confirm" ? m_ledger.confirmPayment(*payment, now)
                                                                      : m_ledger.denyPayment(*payment, now);
    if (!done.ok())
        return fromFailure(done.failure());
    return successAnswer({{u"payment"_s, m_json.payment(*payment)}}, true);
}

Answer SimulationApi::advanceRefund(const QJsonObject &body)
{
    const auto id = fields::text(body, "refund_id"_L1);
    const auto code = fields::text(body, "merchant_refund_code"_L1);
    if (!id && !code)
        return errorAnswer("BP-SIM-1", u"Parameter refund_id is required"_s);
    const auto refund = id ? m_ledger.findRefundById(id->toLatin1()) : m_ledger.findRefundByMerchantCode(code->toUtf8());
    if (!refund)
        return errorAnswer("BP-SIM-6", u"Refund not found"_s);
    const Outcome<quint32> done = m_ledger.advanceRefund(*refund, m_clock.now());
    if (!done.ok())
        return fromFailure(done.failure());
    return successAnswer({{u"payment"_s, m_json.payment(m_ledger.refund(*refund).payment)},
                          {u"refund"_s, m_json.refund(*refund)}},
                         true);
}

int SimulationApi::expireDue()
{
    return static_cast<int>(m_ledger.expirePreAuthorizations(m_clock.now(), m_expirySeconds).size());
}

Answer SimulationApi::expire(const QJsonObject &body)
{
    QJsonArray expired;
    if (const auto hash = fields::text(body, "hash"_L1)) {
        const auto payment = m_ledger.findByHash(hash->toLatin1());
        if (!payment)
            return errorAnswer("BP-SIM-5", u"Payment not found"_s);
        const Outcome<quint32> done = m_ledger.expirePreAuthorization(*payment, m_clock.now());
        if (!done.ok())
            return fromFailure(done.failure());
        expired.append(QString::fromLatin1(m_ledger.hashOf(*payment)));
    } else {
        for (quint32 index : m_ledger.expirePreAuthorizations(m_clock.now(), m_expirySeconds))
            expired.append(QString::fromLatin1(m_ledger.hashOf(index)));
    }
    return successAnswer({{u"expired"_s, expired}}, !expired.isEmpty());
}

Answer SimulationApi::clock(const QJsonObject &body)
{
    if (body.contains("advance_seconds"_L1)) {
        const QJsonValue seconds = body.value("advance_seconds"_L1);
        if (!seconds.isDouble() || seconds.toDouble() != static_cast<double>(seconds.toInteger()))
            return errorAnswer("BP-SIM-7", u"Parameter advance_seconds must be an integer"_s);
        m_clock.advance(seconds.toInteger());
    } else if (body.contains("now"_L1)) {
        const QDateTime at = QDateTime::fromString(body.value("now"_L1).toString(), u"yyyy-MM-dd HH:mm:ss"_s);
        if (!at.isValid())
            return errorAnswer("BP-SIM-7", u"Parameter now must be YYYY-MM-DD HH:MM:SS"_s);
        m_clock.setNow(QDateTime(at.date(), at.time(), QTimeZone::utc()).toSecsSinceEpoch());
    }
    const int expired = expireDue();
    return successAnswer({{u"now"_s, PaymentJson::dateTime(m_clock.now())}, {u"expired"_s, expired}});
}

Answer SimulationApi::listPayments(const QJsonObject &body)
{
    const qint64 offset = body.value("offset"_L1).toInteger(0);
    const qint64 limit = body.value("limit"_L1).toInteger(100);
    if (offset < 0 || limit < 0 || limit > maximumPageSize)
        return errorAnswer("BP-SIM-9", u"offset must be 0 or more and limit from 0 to 1000"_s);
    QJsonArray payments;
    const qint64 total = m_ledger.size();
    for (qint64 index = offset; index < total && index < offset + limit; ++index)
        payments.append(m_json.payment(static_cast<quint32>(index)));
    return successAnswer({{u"total"_s, total}, {u"payments"_s, payments}});
}

Answer SimulationApi::addFault(const QJsonObject &body)
{
    const Outcome<int> added = m_faults.addRule(body);
    if (!added.ok())
        return fromFailure(added.failure());
    return successAnswer({{u"rule"_s, added.value()}, {u"faults"_s, m_faults.describe()}});
}

} // namespace dd::sandbox
