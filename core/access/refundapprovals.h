#pragma once

#include "core/access/accessguard.h"
#include "core/domain/money.h"
#include "core/domain/payment.h"
#include "core/domain/requests.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dd {
class CacheSession;
}

namespace dd::access {

// A refund asked for by a Support operator above the currency's threshold: stored, not sent, until
// a Manager (not the requester) approves it; then it goes out through PaymentOperations as usual.
struct RefundApproval
{
    enum class State { Awaiting = 0, Approved = 1, Rejected = 2 };

    qint64 id = 0;
    QString paymentHash;
    Money amount;
    QString description;
    QString merchantRefundCode;
    std::optional<BankInfo> bankInfo;
    QString requestedBy;        // operator name
    QString requestedBySlot;    // operator slot id
    qint64 requestedAtMs = 0;
    State state = State::Awaiting;
    QString decidedBy;
    qint64 decidedAtMs = 0;
    QString reason;             // rejections
    QString outcome;            // after sending: "SUCCESS" or the error code

    RefundRequest toRequest() const;
};

QString approvalStateCode(RefundApproval::State state);   // "awaiting", "approved", "rejected"

class RefundApprovals
{
    Q_DECLARE_TR_FUNCTIONS(dd::access::RefundApprovals)
public:
    RefundApprovals(CacheSession &session, AccessGuard &guard);

    // Refunds above this amount (in this currency) by a Support operator wait for approval.
    std::optional<Money> threshold(const QString &currency);
    QList<Money> thresholds();
    // Manager only (Settings). An empty optional removes the threshold.
    AccessResult setThreshold(const QString &currency, std::optional<Money> threshold);

    // Whether the signed-in operator's refund of this amount must wait for approval.
    bool needsApproval(const Money &amount);
    // Stores the request (after the caller validated it); its number.
    Result<qint64, AccessError> request(const RefundRequest &request);

    QList<RefundApproval> list(std::optional<RefundApproval::State> state = std::nullopt);
    std::optional<RefundApproval> find(qint64 id);
    // `approver` is the operator whose passphrase was re-entered: a Manager other than the requester.
    Result<RefundApproval, AccessError> approve(qint64 id, const Operator &approver);
    AccessResult reject(qint64 id, const Operator &approver, const QString &reason);
    void recordOutcome(qint64 id, const QString &outcome);

private:
    AccessResult checkDecision(const std::optional<RefundApproval> &request, const Operator &approver,
                               const QString &action, qint64 id);
    void audit(const QString &actor, const QString &action, const QJsonObject &parameters, const QString &result);

    CacheSession &m_session;
    AccessGuard &m_guard;
};

} // namespace dd::access
