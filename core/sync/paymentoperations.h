#pragma once

#include "core/storage/intentlog.h"
#include "core/domain/requests.h"
#include "core/sync/operationcall.h"

#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace dd {

namespace access {
class AccessGuard;
class RefundApprovals;
} // namespace access

class StoreSession;
class DirectApiClient;
class GatewayCall;

// Where a desk's writes go when it sends none itself (the team server, whose worker holds the key
// and sends them): given each write once it passed every check of PaymentOperations, it finishes the
// call when the action has ended there.
class WriteRelay
{
public:
    struct Write
    {
        PendingOperation::Kind kind = PendingOperation::Kind::Capture;
        Payment payment;
        QString merchantCode;
        QJsonObject parameters;   // as the intent records them
        std::optional<BankInfo> bankInfo;
        // A new payment (kind CreatePayment): the request as it would be sent, never a card one.
        std::optional<DirectRequest> create;
    };
    virtual ~WriteRelay() = default;
    virtual void relay(OperationCall *call, const Write &write) = 0;
};

// The one way the UI acts on an existing payment. Each write action is validated, recorded in the
// intent log (durably) BEFORE it is sent, its answer is written to the cache in one transaction and
// the intent completed, and an audit row records who did what with which (masked) parameters and
// how it ended. On an unknown outcome the intent stays open, the payment counts as marked and
// hasUnresolvedIntent() blocks every further action on it until resolve() has queried it.
class PaymentOperations : public QObject
{
    Q_OBJECT
public:
    PaymentOperations(DirectApiClient &client, StoreSession &cache, QString operatorName, QObject *parent = nullptr);

    // Who is working (permission checks before any intent is recorded; refusals are audited) and
    // where refunds above the threshold wait. Without a guard nothing is checked (background
    // refresh, tests of the exactly-once machinery).
    void setAccess(access::AccessGuard *guard, access::RefundApprovals *approvals);
    // Captures, refunds, cancels and new voucher or e-wallet payments go to `relay` instead of the
    // gateway (none: sent here); a card payment is refused there (RequestValidator::relayedDirect).
    void setRelay(WriteRelay *relay) { m_relay = relay; }
    bool isRelayed() const { return m_relay != nullptr; }

    OperationCall *capture(const Payment &payment, CaptureRequest request);
    // A Support operator's refund above the currency's threshold is stored for approval instead of
    // sent: the call finishes refused (field "approval") with awaitingApprovalId() set; while one
    // waits for the payment, another is refused (field "approval", awaitingApprovalId() 0). An
    // empty merchant refund code is filled in by withMerchantRefundCode().
    OperationCall *refund(const Payment &payment, RefundRequest request);
    // Whether refund() would store a refund of this amount for approval rather than send it (for the
    // confirmation, which says so).
    bool refundWaitsForApproval(const Money &amount);
    // The refund request waiting for this payment's approval, if there is one (refund() refuses
    // another that would wait).
    std::optional<qint64> waitingRefundRequest(const QString &paymentHash);
    // Sends a refund a Manager approved (RefundApprovals::approve) through the same path; its outcome
    // is recorded on the request.
    OperationCall *sendApprovedRefund(const Payment &payment, qint64 approvalId);
    // The one place merchant codes are made (payment, capture, refund): a request without one gets a
    // fresh code, marked fresh where the request carries the mark (a "code already used" answer can
    // then only be our own resend, which the client reads back). A code the user gave is kept, and so
    // is one made earlier: a request passes through here as often as it likes and keeps its code.
    // Dialogs and command-line tools call these to show or send the code.
    static DirectRequest withMerchantPaymentCode(DirectRequest request);
    static CaptureRequest withMerchantCaptureCode(CaptureRequest request);
    static RefundRequest withMerchantRefundCode(RefundRequest request);
    OperationCall *cancelRefund(const Payment &payment, const Refund &refund, const QString &reason);
    OperationCall *cancelPayment(const Payment &payment);
    // /ws/direct. The merchant_payment_code is recorded in the intent log before sending; an empty
    // code is generated (and marked fresh). Refused while a create with the same code is in flight
    // or has an unknown outcome. On success the call's paymentHash() is the new payment's.
    OperationCall *createPayment(DirectRequest request);
    // Queries by merchant_payment_code and settles every open create with that code: Applied (the
    // payment exists: paymentHash() names it), NotApplied (the same code may be sent again) or
    // StillUnknown (the query itself failed).
    OperationCall *resolveCreate(const QString &merchantPaymentCode);
    // A create with this code is in flight or its outcome is unknown: nothing may be sent with it.
    bool hasUnresolvedCreate(const QString &merchantPaymentCode) const;
    // /ws/query by hash (32 to 64 hexadecimal digits) or merchant_payment_code, falling back to the
    // merchant code when no payment has that hash; writes the answer.
    OperationCall *lookUp(const QString &hashOrMerchantCode);
    // "Check now": queries the payment and settles every unknown intent recorded for it.
    OperationCall *resolve(const QString &hash);

    // Another PaymentOperations of this process (the window's, when this one refreshes in the
    // background) may have calls in flight: an intent still Open that was recorded at or after
    // `msSinceEpoch` is its call, not a leftover of a crash, and resolve() leaves it alone.
    void setLiveIntentsSince(qint64 msSinceEpoch) { m_liveSince = msSinceEpoch; }
    bool isLiveElsewhere(const PendingOperation &intent) const;

    // An action on the payment is in flight or its outcome is unknown: nothing else may be sent.
    bool hasUnresolvedIntent(const QString &hash) const;
    // Hashes with an action whose outcome is unknown (not those merely in flight now).
    QSet<QString> outcomeUnknownHashes() const;
    // The payment as the cache holds it now.
    std::optional<Payment> cachedPayment(const QString &hash) const;
    // A query's answer with the customer's name its open create intent recorded, when the answer has
    // none: the gateway echoes no customer (the create's own answer gets it from its request), so a
    // create settled by a query, a look-up or a refresh would otherwise be stored without it. The
    // intent keeps the e-mail and the document masked: they stay unknown.
    Payment withCreatedCustomer(Payment payment) const;
    // Input refused before its payment was even looked up (callers check what needs no payment
    // first, so that nothing goes on the wire): audited like every other refusal.
    void recordRefusal(OperationCall::Action action, const QJsonObject &parameters, const FieldProblems &problems);

signals:
    void paymentChanged(const QString &hash);
    // The gateway answered but the cache could not store it (the call's answerNotStored() is set).
    // `queued`: the payment waits in the import queue for the next refresh; otherwise its action
    // stays marked unknown.
    void answerNotStored(const QString &hash, bool queued);

private:
    struct Write
    {
        OperationCall::Action action = OperationCall::Action::Capture;
        PendingOperation::Kind kind = PendingOperation::Kind::Capture;
        Payment payment;
        QString merchantCode;
        QJsonObject parameters;
        FieldProblems problems;
        std::optional<BankInfo> bankInfo;   // refunds: kept beside the refund in the cache
    };

    OperationCall *startWrite(const Write &write, const std::function<GatewayCall *()> &send);
    void finishWrite(OperationCall *call, const Write &write, qint64 intentId, GatewayResult result);
    // Writes the payment of the answer; the state its intents take (Unknown when neither the answer
    // nor a refresh mark for it could be written).
    PendingOperation::State storeAnswer(OperationCall *call, const GatewayAnswer &answer, const Write *write);
    void startQuery(OperationCall *call, const QString &code, bool asHash, bool fallBack);
    void finishResolve(OperationCall *call, const GatewayResult &result);
    void finishCreate(OperationCall *call, const QJsonObject &parameters, qint64 intentId, const GatewayResult &result);
    void finishResolveCreate(OperationCall *call, const QString &code, const GatewayResult &result);
    QList<PendingOperation> openCreates(const QString &merchantPaymentCode) const;
    void audit(OperationCall::Action action, const QJsonObject &parameters, const QString &result);
    OperationCall *refuse(OperationCall *call, const QJsonObject &parameters, FieldProblems problems);
    // Permission check; on refusal the call is finished refused (field "access") and true returned.
    bool denied(OperationCall *call, const QJsonObject &parameters);
    QString actor() const;

    DirectApiClient &m_client;
    StoreSession &m_stores;
    QString m_operator;
    QSet<qint64> m_inFlightIntents;
    std::optional<qint64> m_liveSince;
    access::AccessGuard *m_guard = nullptr;
    access::RefundApprovals *m_approvals = nullptr;
    WriteRelay *m_relay = nullptr;
};

// How an action ended, for the audit trail: "SUCCESS", the gateway's code, or the error kind.
QString auditResultOf(const GatewayResult &result);
// Whether the payment as now queried shows the effect of the recorded action.
bool intentApplied(const PendingOperation &intent, const Payment &payment);

} // namespace dd
