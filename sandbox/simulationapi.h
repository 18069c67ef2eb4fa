#pragma once

#include "sandbox/answer.h"
#include "sandbox/faultplan.h"
#include "sandbox/ledger.h"
#include "sandbox/paymentjson.h"
#include "sandbox/sandboxclock.h"

#include <QJsonObject>
#include <QUrlQuery>

namespace dd::sandbox {

// The /sandbox/… controls (not part of the gateway's API): move payments, refunds and the clock,
// list payments, and manage fault rules (/sandbox/stats, which sums every merchant, is Merchants').
// No integration key is needed; one given picks the merchant whose books a control acts on (see
// Merchants::forControl).
class SimulationApi
{
public:
    SimulationApi(Ledger &ledger, const PaymentJson &json, SandboxClock &clock, FaultPlan &faults,
                  qint64 expirySeconds);

    static bool isSimulationPath(QByteArrayView path);
    static bool allowsGet(QByteArrayView path);
    Answer handle(QByteArrayView path, const QJsonObject &body);
    // Cancels pre-authorizations older than the expiry period; returns how many.
    int expireDue();

private:
    Answer movePayment(QByteArrayView path, const QJsonObject &body);
    Answer advanceRefund(const QJsonObject &body);
    Answer expire(const QJsonObject &body);
    Answer clock(const QJsonObject &body);
    Answer listPayments(const QJsonObject &body);
    Answer addFault(const QJsonObject &body);

    Ledger &m_ledger;
    const PaymentJson &m_json;
    SandboxClock &m_clock;
    FaultPlan &m_faults;
    qint64 m_expirySeconds;
};

} // namespace dd::sandbox
