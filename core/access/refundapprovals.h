#pragma once

#include "core/access/accessguard.h"
#include "core/domain/money.h"
#include "core/domain/payment.h"
#include "core/domain/requests.h"
#include "core/storage/approvalstore.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace dd {
class StoreSession;
}

namespace dd::access {

QString approvalStateCode(RefundApproval::State state);   // "awaiting", "approved", "rejected"

class RefundApprovals
{
    Q_DECLARE_TR_FUNCTIONS(dd::access::RefundApprovals)
public:
    RefundApprovals(StoreSession &session, AccessGuard &guard);

    // Refunds above this amount (in this currency) by a Support operator wait for approval.
    std::optional<Money> threshold(const QString &currency);
    QList<Money> thresholds();
    // Manager only (Settings). An empty optional removes the threshold.
    AccessResult setThreshold(const QString &currency, std::optional<Money> threshold);

    // Whether the signed-in operator's refund of this amount must wait for approval (also when the
    // currency's threshold cannot be read: a failed read never lifts the limit).
    bool needsApproval(const Money &amount);
    // Stores the request (after the caller validated it); its number. Refused (AlreadyAwaiting,
    // audited) while another request for the same payment waits.
    Result<qint64, AccessError> request(const RefundRequest &request);
    // The waiting request for this payment, if there is one.
    std::optional<qint64> waitingRequestFor(const QString &paymentHash);

    QList<RefundApproval> list(std::optional<RefundApproval::State> state = std::nullopt);
    std::optional<RefundApproval> find(qint64 id);
    // `approver` is the operator whose passphrase was re-entered: a Manager other than the requester.
    Result<RefundApproval, AccessError> approve(qint64 id, const Operator &approver);
    // approve()'s checks without the decision (each refusal audited), for a store that decides,
    // records the refund's sending and audits both in one transaction of its own; the request as it
    // waits.
    Result<RefundApproval, AccessError> approvable(qint64 id, const Operator &approver);
    // The parameters of a decision's audit row.
    static QJsonObject auditParameters(const RefundApproval &request);
    AccessResult reject(qint64 id, const Operator &approver, const QString &reason);
    // After sending an approved refund: "SUCCESS", "SENDING", "outcome_unknown" or the error's kind,
    // with what the failure said (RefundApproval::outcomeDetail()).
    void recordOutcome(qint64 id, const QString &outcome, const QString &detail = {});

private:
    AccessResult checkDecision(const std::optional<RefundApproval> &request, const Operator &approver,
                               const QString &action, qint64 id);
    void audit(const QString &actor, const QString &action, const QJsonObject &parameters, const QString &result);
    // The refusal of a request while `waiting` waits for the same payment, audited HELD.
    AccessError held(const Operator &op, const RefundRequest &request, qint64 waiting);

    StoreSession &m_session;
    AccessGuard &m_guard;
};

} // namespace dd::access
