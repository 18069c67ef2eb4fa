#pragma once

#include "core/domain/payment.h"
#include "core/domain/requests.h"
#include "core/gateway/gatewayerror.h"
#include "core/storage/approvalstore.h"
#include "core/storage/intentlog.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace dd {
class OperationCall;
class PaymentOperations;
} // namespace dd

namespace dd::server {

// An action a desk asks the team worker to send (directdesk.action_requests, teamactionsql.cpp and
// teamcreaterequestsql.cpp). The one place that turns a desk's capture, refund, cancel refund,
// cancel payment or new voucher or e-wallet payment into a request and the request back into the
// PaymentOperations call the worker makes: the merchant payment, capture or refund code is made
// here, on the desk (PaymentOperations::withMerchant…Code), and travels with the request, so a
// resend after a crash is the same request to the gateway. A card payment is never a request.
struct ActionRequest
{
    enum class State { Requested = 0, Sending = 1, Done = 2, Failed = 3, Unknown = 4 };

    qint64 id = 0;
    PendingOperation::Kind kind = PendingOperation::Kind::Refund;
    QString paymentHash;       // empty for a create: its payment does not exist yet
    QString merchantCode;      // the capture's, refund's or new payment's code; a cancelled refund's code (or id)
    QJsonObject parameters;    // what the intent records (no secret), plus what the worker sends
    std::optional<BankInfo> bankInfo;   // a refund's, kept beside the parameters as approvals keep it
    QJsonObject paymentRequest;         // a create's /ws/direct body (personal data unmasked, never a card)
    qint64 approvalId = 0;     // a refund a Manager approved: sent as approved
    QString requestedBy;       // the login that asked (the server's session_user)
    QString requestedByName;   // the team's name for that login
    qint64 requestedAtMs = 0;
    State state = State::Requested;
    QString outcome;           // "SUCCESS", the gateway's code or the error kind (auditResultOf)
    QString message;           // the worker's words for a failure
    QString claimedBy;         // the worker's login

    // Requested, sending or outcome unknown: nothing else may be asked for the payment.
    bool isOpen() const { return state == State::Requested || state == State::Sending || state == State::Unknown; }
    bool isFinished() const { return state == State::Done || state == State::Failed; }

    static ActionRequest capture(const Payment &payment, CaptureRequest request);
    static ActionRequest refund(const Payment &payment, RefundRequest request);
    static ActionRequest cancelRefund(const Payment &payment, const Refund &refund, const QString &reason);
    static ActionRequest cancelPayment(const Payment &payment);
    // A new payment. A card in it is wiped and never kept: problems() refuses the request.
    static ActionRequest create(DirectRequest request);
    // A write PaymentOperations checked and hands over (WriteRelay) instead of sending it.
    static ActionRequest relayed(PendingOperation::Kind kind, const Payment &payment, const QString &merchantCode,
                                 const QJsonObject &parameters, const std::optional<BankInfo> &bankInfo);
    // A refund a Manager approved, as it was approved (its code, amount and bank details).
    static ActionRequest approvedRefund(const access::RefundApproval &approval);

    // The worker's send of it for the payment as the team store holds it now (the same validation,
    // intent and audit as a desk's own action). Nothing for a kind that is never requested.
    OperationCall *send(PaymentOperations &operations, const Payment &payment) const;
    // What the validator refuses in it for the payment as the store holds it (nothing: it may go).
    FieldProblems problems(const Payment &payment) const;
    // A refund as RefundApprovals and the validator take it.
    RefundRequest refundRequest(const Payment &payment) const;
    // A create as the worker sends it (read back from paymentRequest), with what could not be read.
    DirectRequest directRequest(FieldProblems *unreadable = nullptr) const;
    bool isCreate() const { return kind == PendingOperation::Kind::CreatePayment; }
    // Whether the payment as now queried shows the requested action's effect.
    bool appliedTo(const Payment &payment) const;
    // A failed request as the error the gateway (or the worker's checks) gave.
    GatewayError failure() const;
    // "Ana Souza (ana) is already refunding this payment (request 7, waiting for the team worker)."
    QString heldText() const;

private:
    CaptureRequest captureRequest(const Payment &payment) const;
    Refund refundToCancel(const Payment &payment) const;
};

QString actionRequestStateCode(ActionRequest::State state);   // "requested", "sending", "done", "failed", "unknown"

} // namespace dd::server
