#pragma once

#include "core/domain/money.h"
#include "core/domain/payment.h"
#include "core/domain/requests.h"

#include <QList>
#include <QString>

#include <optional>

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
    QString outcome;            // after sending: "SUCCESS" or the error code, then what the failure said

    RefundRequest toRequest() const;
    QString outcomeCode() const;     // "SUCCESS", "validation", …; empty before sending
    QString outcomeDetail() const;   // why the sending failed, as the sending desk said it
};

// The refund approvals as stored; the rules (who may decide, thresholds, audit) are RefundApprovals'.
class ApprovalStore
{
public:
    virtual ~ApprovalStore() = default;

    // Stores an awaiting request (its id, state and decision are ignored); its id.
    virtual std::optional<qint64> add(const RefundApproval &approval) = 0;
    // By id; only those in `state` when one is given.
    virtual QList<RefundApproval> list(std::optional<RefundApproval::State> state) = 0;
    virtual std::optional<RefundApproval> find(qint64 id) = 0;
    // Approves or rejects an awaiting request; false when it is no longer awaiting (or on failure).
    virtual bool decide(qint64 id, RefundApproval::State state, const QString &decidedBy, qint64 decidedAtMs,
                        const QString &reason) = 0;
    virtual bool recordOutcome(qint64 id, const QString &outcome) = 0;
    // Why the last write failed (empty when it did not).
    virtual QString lastError() const = 0;

protected:
    ApprovalStore() = default;
    ApprovalStore(const ApprovalStore &) = delete;
    ApprovalStore &operator=(const ApprovalStore &) = delete;
};

} // namespace dd::access
