#include "core/sync/paymentoperations.h"

#include "core/access/accessguard.h"
#include "core/access/refundapprovals.h"
#include "core/storage/auditstore.h"
#include "core/storage/importqueue.h"
#include "core/storage/paymentstore.h"
#include "core/storage/storesession.h"
#include "core/gateway/directapiclient.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>

namespace dd {
namespace {

using Action = OperationCall::Action;
using Kind = PendingOperation::Kind;

// Messages as lupdate finds them (it does not see through a helper taking a const char *: these
// were never offered for translation).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::PaymentOperations)
};

FieldProblems problemAt(const QString &field, const QString &message)
{
    return {FieldProblem{field, message, FieldProblem::Severity::Error}};
}

std::optional<access::Permission> permissionFor(Action action)
{
    switch (action) {
    case Action::Capture: return access::Permission::Capture;
    case Action::Refund: return access::Permission::Refund;
    case Action::CancelRefund: return access::Permission::CancelRefund;
    case Action::CancelPayment: return access::Permission::CancelPayment;
    case Action::CreatePayment: return access::Permission::CreatePayment;
    case Action::LookUp: return access::Permission::Import;
    case Action::Resolve:
    case Action::ResolveCreate:
        return std::nullopt;   // settling an earlier action is a read everyone may do
    }
    return std::nullopt;
}

bool looksLikeHash(const QString &code)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{32,64}$"));
    return hex.match(code).hasMatch();
}

} // namespace

PaymentOperations::PaymentOperations(DirectApiClient &client, StoreSession &cache, QString operatorName,
                                     QObject *parent)
    : QObject(parent), m_client(client), m_stores(cache), m_operator(std::move(operatorName))
{
}

void PaymentOperations::setAccess(access::AccessGuard *guard, access::RefundApprovals *approvals)
{
    m_guard = guard;
    m_approvals = approvals;
}

QString PaymentOperations::actor() const { return m_guard ? m_guard->actor(m_operator) : m_operator; }

bool PaymentOperations::denied(OperationCall *call, const QJsonObject &parameters)
{
    const std::optional<access::Permission> permission = permissionFor(call->action());
    if (!m_guard || !permission)
        return false;
    auto allowed = m_guard->require(*permission, operationActionCode(call->action()), parameters);
    if (allowed)
        return false;
    call->setAccessDenied(true);
    call->finishLater(GatewayResult(GatewayError::validation(problemAt(QStringLiteral("access"), allowed.error().message()))));
    return true;
}

OperationCall *PaymentOperations::capture(const Payment &payment, CaptureRequest request)
{
    if (request.hash.isEmpty() && request.merchantPaymentCode.isEmpty())
        request.hash = payment.hash;
    request = withMerchantCaptureCode(std::move(request));
    request.payment = payment;
    Write write{Action::Capture, Kind::Capture, payment, request.merchantCaptureCode,
                OperationParameters::capture(request), RequestValidator::capture(request), std::nullopt};
    return startWrite(write, [this, request] { return m_client.capture(request); });
}

OperationCall *PaymentOperations::refund(const Payment &payment, RefundRequest request)
{
    if (request.hash.isEmpty() && request.merchantPaymentCode.isEmpty())
        request.hash = payment.hash;
    request = withMerchantRefundCode(std::move(request));
    if (request.bankInfo && request.bankInfo->isEmpty())
        request.bankInfo.reset();
    request.payment = payment;
    Write write{Action::Refund, Kind::Refund, payment, request.merchantRefundCode,
                OperationParameters::refund(request), RequestValidator::refund(request), request.bankInfo};
    if (m_approvals && !hasErrors(write.problems) && m_approvals->needsApproval(request.amount)) {
        auto *call = new OperationCall(Action::Refund, payment.hash, this);
        if (denied(call, write.parameters))
            return call;
        auto stored = m_approvals->request(request);
        if (!stored) {
            const bool waiting = stored.error().code == access::AccessError::Code::AlreadyAwaiting;
            const QString field = waiting ? QStringLiteral("approval") : QStringLiteral("cache");
            return refuse(call, write.parameters, problemAt(field, stored.error().message()));
        }
        call->setAwaitingApprovalId(stored.value());
        call->finishLater(GatewayResult(GatewayError::validation(problemAt(
            QStringLiteral("approval"),
            Text::tr("The refund is above the approval threshold: it waits as request %1 until a Manager approves it. "
                 "Nothing was sent.").arg(stored.value())))));
        return call;
    }
    return startWrite(write, [this, request] { return m_client.refund(request); });
}

DirectRequest PaymentOperations::withMerchantPaymentCode(DirectRequest request)
{
    if (request.merchantPaymentCode.isEmpty())
        request.useFreshMerchantCode();   // ours alone: a "code already used" answer is our own resend
    return request;
}

CaptureRequest PaymentOperations::withMerchantCaptureCode(CaptureRequest request)
{
    if (request.merchantCaptureCode.isEmpty())
        request.merchantCaptureCode = MerchantCode::generate();
    return request;
}

RefundRequest PaymentOperations::withMerchantRefundCode(RefundRequest request)
{
    if (request.merchantRefundCode.isEmpty())
        request.useFreshMerchantCode();   // ours alone: a "code already used" answer is our own resend
    return request;
}

bool PaymentOperations::refundWaitsForApproval(const Money &amount)
{
    return m_approvals && m_approvals->needsApproval(amount);
}

std::optional<qint64> PaymentOperations::waitingRefundRequest(const QString &paymentHash)
{
    return m_approvals ? m_approvals->waitingRequestFor(paymentHash) : std::nullopt;
}

OperationCall *PaymentOperations::sendApprovedRefund(const Payment &payment, qint64 approvalId)
{
    const std::optional<access::RefundApproval> approval =
        m_approvals ? m_approvals->find(approvalId) : std::nullopt;
    if (!approval || approval->state != access::RefundApproval::State::Approved || !approval->outcome.isEmpty()) {
        auto *call = new OperationCall(Action::Refund, payment.hash, this);
        return refuse(call, QJsonObject{{QStringLiteral("request"), approvalId}},
                      problemAt(QStringLiteral("approval"), Text::tr("This request is not approved, or was sent already.")));
    }
    RefundRequest request = approval->toRequest();
    request.payment = payment;
    Write write{Action::Refund, Kind::Refund, payment, request.merchantRefundCode,
                OperationParameters::refund(request), RequestValidator::refund(request), request.bankInfo};
    write.parameters.insert(QStringLiteral("approval_request"), approvalId);
    write.parameters.insert(QStringLiteral("approved_by"), approval->decidedBy);
    m_approvals->recordOutcome(approvalId, QStringLiteral("SENDING"));
    OperationCall *call = startWrite(write, [this, request] { return m_client.refund(request); });
    connect(call, &OperationCall::finished, this, [this, call, approvalId] {
        if (call->succeeded())
            m_approvals->recordOutcome(approvalId, auditResultOf(call->result()));
        else
            m_approvals->recordOutcome(approvalId,
                                       call->isOutcomeUnknown() ? QStringLiteral("outcome_unknown")
                                                                : auditResultOf(call->result()),
                                       call->result().error().sentences());
    });
    return call;
}

OperationCall *PaymentOperations::cancelRefund(const Payment &payment, const Refund &refund, const QString &reason)
{
    RefundCancelRequest request;
    request.refundId = refund.id;
    if (request.refundId.isEmpty())
        request.merchantRefundCode = refund.merchantRefundCode;
    request.payment = payment;
    const FieldProblems problems =
        RequestValidator::refundCancel(request) + RequestValidator::refundCancelReason(reason.trimmed());
    Write write{Action::CancelRefund, Kind::CancelRefund, payment,
                refund.merchantRefundCode.isEmpty() ? refund.id : refund.merchantRefundCode,
                OperationParameters::cancelRefund(payment, refund, reason.trimmed()), problems, std::nullopt};
    return startWrite(write, [this, request] { return m_client.cancelRefund(request); });
}

OperationCall *PaymentOperations::cancelPayment(const Payment &payment)
{
    CancelRequest request;
    request.hash = payment.hash;
    request.payment = payment;
    Write write{Action::CancelPayment, Kind::CancelPayment, payment, payment.merchantPaymentCode,
                OperationParameters::cancelPayment(payment), RequestValidator::cancel(request), std::nullopt};
    return startWrite(write, [this, request] { return m_client.cancel(request); });
}

OperationCall *PaymentOperations::createPayment(DirectRequest request)
{
    request = withMerchantPaymentCode(std::move(request));
    auto *call = new OperationCall(Action::CreatePayment, {}, this);
    const QJsonObject parameters = OperationParameters::createPayment(request);
    // Nothing is sent: the card fields are wiped here.
    const auto refuseCreate = [&](FieldProblems problems) {
        if (request.card)
            request.card->wipe();
        return refuse(call, parameters, std::move(problems));
    };
    if (denied(call, parameters)) {
        if (request.card)
            request.card->wipe();
        return call;
    }
    FieldProblems problems = RequestValidator::direct(request, QDateTime::currentDateTimeUtc());
    if (m_relay)
        problems += RequestValidator::relayedDirect(request);
    if (hasErrors(problems))
        return refuseCreate(errorsOnly(problems));
    if (hasUnresolvedCreate(request.merchantPaymentCode))
        return refuseCreate(problemAt(QStringLiteral("payment.merchant_payment_code"),
                                      Text::tr("A payment with this merchant code is being created or its outcome is unknown. "
                                           "Check it by its merchant code before sending it again.")));
    // Spec 2.3: the code is unique per merchant; one already in the cache would be refused (BP-DR-0).
    if (!request.merchantPaymentCodeIsFresh) {
        if (const std::optional<Payment> known = m_stores.payments().findByMerchantCode(request.merchantPaymentCode))
            return refuseCreate(problemAt(QStringLiteral("payment.merchant_payment_code"),
                                          Text::tr("Payment %1 already has this merchant code. Each payment needs a code "
                                               "of its own.").arg(known->hash)));
    }
    if (m_relay) {
        WriteRelay::Write write{Kind::CreatePayment, {}, request.merchantPaymentCode, parameters, std::nullopt, request};
        m_relay->relay(call, write);
        return call;
    }
    const std::optional<qint64> intentId =
        m_stores.intents().record(Kind::CreatePayment, request.merchantPaymentCode, {}, parameters);
    if (!intentId)
        return refuseCreate(problemAt(QStringLiteral("cache"), Text::tr("The cache could not record the payment, so nothing was sent.")));
    m_inFlightIntents.insert(*intentId);
    GatewayCall *gatewayCall = m_client.createPayment(request);   // takes its own copy and wipes it
    if (request.card)
        request.card->wipe();
    call->setGatewayCall(gatewayCall);
    connect(gatewayCall, &GatewayCall::finished, call, [this, call, parameters, id = *intentId, gatewayCall] {
        finishCreate(call, parameters, id, gatewayCall->result());
    });
    return call;
}

void PaymentOperations::finishCreate(OperationCall *call, const QJsonObject &parameters, qint64 intentId,
                                     const GatewayResult &result)
{
    m_inFlightIntents.remove(intentId);
    QString hash;
    if (result.hasValue() && result->payment) {
        hash = result->payment->hash;
        m_stores.intents().setState(intentId, storeAnswer(call, result.value(), nullptr), hash);
    } else if (!result.hasValue() && result.error().kind == GatewayError::Kind::OutcomeUnknown) {
        m_stores.intents().setState(intentId, PendingOperation::State::Unknown);
    } else {
        m_stores.intents().setState(intentId, PendingOperation::State::Done);
    }
    audit(Action::CreatePayment, parameters, auditResultOf(result));
    call->setPaymentHash(hash);
    if (!hash.isEmpty())
        emit paymentChanged(hash);
    call->finishNow(result);
}

OperationCall *PaymentOperations::resolveCreate(const QString &merchantPaymentCode)
{
    const QString code = merchantPaymentCode.trimmed();
    auto *call = new OperationCall(Action::ResolveCreate, {}, this);
    const QJsonObject parameters{{QStringLiteral("merchant_payment_code"), code}};
    if (code.isEmpty())
        return refuse(call, parameters,
                      problemAt(QStringLiteral("merchant_payment_code"), Text::tr("Give the merchant payment code.")));
    QueryRequest request;
    request.merchantPaymentCode = code;
    GatewayCall *gatewayCall = m_client.query(request);
    call->setGatewayCall(gatewayCall);
    connect(gatewayCall, &GatewayCall::finished, call,
            [this, call, code, gatewayCall] { finishResolveCreate(call, code, gatewayCall->result()); });
    return call;
}

void PaymentOperations::finishResolveCreate(OperationCall *call, const QString &code, const GatewayResult &result)
{
    QList<PendingOperation> settled;
    for (const PendingOperation &intent : openCreates(code)) {
        if (!m_inFlightIntents.contains(intent.id))
            settled.append(intent);
    }
    const QJsonObject parameters{{QStringLiteral("merchant_payment_code"), code}};
    if (result.hasValue() && result->payment) {
        const QString hash = result->payment->hash;
        const PendingOperation::State state = storeAnswer(call, result.value(), nullptr);
        for (const PendingOperation &intent : settled)
            m_stores.intents().setState(intent.id, state, hash);
        call->setPaymentHash(hash);
        call->setResolution(settled.isEmpty() ? OperationCall::Resolution::NotNeeded
                                              : OperationCall::Resolution::Applied);
        audit(Action::ResolveCreate, parameters, settled.isEmpty() ? auditResultOf(result) : QStringLiteral("applied"));
        emit paymentChanged(hash);
    } else if (!result.hasValue() && result.error().kind == GatewayError::Kind::Gateway) {
        // The gateway knows no payment with this code: the create had no effect.
        for (const PendingOperation &intent : settled)
            m_stores.intents().setState(intent.id, PendingOperation::State::Done);
        call->setResolution(settled.isEmpty() ? OperationCall::Resolution::NotNeeded
                                              : OperationCall::Resolution::NotApplied);
        audit(Action::ResolveCreate, parameters, settled.isEmpty() ? auditResultOf(result) : QStringLiteral("not_applied"));
    } else {
        call->setResolution(settled.isEmpty() ? OperationCall::Resolution::NotNeeded
                                              : OperationCall::Resolution::StillUnknown);
        audit(Action::ResolveCreate, parameters, auditResultOf(result));
    }
    call->finishNow(result);
}

Payment PaymentOperations::withCreatedCustomer(Payment payment) const
{
    if (!payment.customerName.isEmpty() || payment.merchantPaymentCode.isEmpty())
        return payment;
    for (const PendingOperation &intent : openCreates(payment.merchantPaymentCode)) {
        payment.customerName = OperationParameters::customerName(intent.parameters);
        if (!payment.customerName.isEmpty())
            break;
    }
    return payment;
}

QList<PendingOperation> PaymentOperations::openCreates(const QString &merchantPaymentCode) const
{
    QList<PendingOperation> creates;
    for (const PendingOperation &op : m_stores.intents().unresolved()) {
        if (op.kind == Kind::CreatePayment && op.merchantCode == merchantPaymentCode)
            creates.append(op);
    }
    return creates;
}

bool PaymentOperations::hasUnresolvedCreate(const QString &merchantPaymentCode) const
{
    return !merchantPaymentCode.isEmpty() && !openCreates(merchantPaymentCode).isEmpty();
}

OperationCall *PaymentOperations::startWrite(const Write &write, const std::function<GatewayCall *()> &send)
{
    auto *call = new OperationCall(write.action, write.payment.hash, this);
    if (denied(call, write.parameters))
        return call;
    if (hasErrors(write.problems))
        return refuse(call, write.parameters, errorsOnly(write.problems));
    if (hasUnresolvedIntent(write.payment.hash))
        return refuse(call, write.parameters,
                      problemAt(QStringLiteral("payment.hash"), Text::tr("An earlier action on this payment has an unknown outcome or is still "
                                         "running. Check the payment now before sending anything else.")));
    if (m_relay) {
        m_relay->relay(call, {write.kind, write.payment, write.merchantCode, write.parameters, write.bankInfo, std::nullopt});
        return call;
    }
    const std::optional<qint64> intentId =
        m_stores.intents().record(write.kind, write.merchantCode, write.payment.hash, write.parameters);
    if (!intentId)
        return refuse(call, write.parameters,
                      problemAt(QStringLiteral("cache"), Text::tr("The cache could not record the action, so nothing was sent.")));
    m_inFlightIntents.insert(*intentId);
    GatewayCall *gatewayCall = send();
    call->setGatewayCall(gatewayCall);
    connect(gatewayCall, &GatewayCall::finished, call, [this, call, write, id = *intentId, gatewayCall] {
        finishWrite(call, write, id, gatewayCall->result());
    });
    return call;
}

void PaymentOperations::finishWrite(OperationCall *call, const Write &write, qint64 intentId, GatewayResult result)
{
    m_inFlightIntents.remove(intentId);
    const QString &hash = write.payment.hash;
    if (write.kind == Kind::Refund && !result.hasValue() && result.error().code == u"BP-REF-9") {
        // "merchant_refund_code already used": Qt may have resent our request after a dropped
        // connection, or the code was used before. Only a query can tell: treat it as unknown.
        GatewayError unknown = GatewayError::outcomeUnknown(result.error());
        unknown.reconcileHash = hash;
        unknown.reconcileMerchantRefundCode = write.merchantCode;
        result = GatewayResult(unknown);
    }
    if (result.hasValue()) {
        m_stores.intents().setState(intentId, storeAnswer(call, result.value(), &write), hash);
    } else if (result.error().kind == GatewayError::Kind::OutcomeUnknown) {
        m_stores.intents().setState(intentId, PendingOperation::State::Unknown, hash);
    } else {
        // Refused or never delivered: the action had no effect.
        m_stores.intents().setState(intentId, PendingOperation::State::Done, hash);
    }
    audit(write.action, write.parameters, auditResultOf(result));
    emit paymentChanged(hash);
    call->finishNow(std::move(result));
}

PendingOperation::State PaymentOperations::storeAnswer(OperationCall *call, const GatewayAnswer &answer,
                                                      const Write *write)
{
    if (!answer.payment)
        return PendingOperation::State::Done;
    Payment payment = write ? *answer.payment : withCreatedCustomer(*answer.payment);
    if (write && write->bankInfo) {
        for (Refund &refund : payment.refunds) {
            if (refund.merchantRefundCode == write->merchantCode)
                refund.bankInfo = write->bankInfo;
        }
    }
    if (m_stores.payments().upsert(payment))
        return PendingOperation::State::Done;
    // The gateway has applied what it answered; the cache must not keep showing the old state as if
    // nothing happened. The payment waits in the import queue for the next refresh; if even that
    // write fails, its intent stays unknown, which blocks further actions until a query settles it.
    const auto queued = m_stores.importQueue().enqueue(QueuedCode::Kind::Hash, {payment.hash}, QStringLiteral("unsaved-answer"));
    const bool waiting = queued && queued->refused.isEmpty();
    call->setAnswerNotStored(waiting);
    emit answerNotStored(payment.hash, waiting);
    return waiting ? PendingOperation::State::Done : PendingOperation::State::Unknown;
}

OperationCall *PaymentOperations::lookUp(const QString &hashOrMerchantCode)
{
    const QString code = hashOrMerchantCode.trimmed();
    auto *call = new OperationCall(Action::LookUp, {}, this);
    if (denied(call, OperationParameters::lookUp(code)))
        return call;
    if (code.isEmpty())
        return refuse(call, OperationParameters::lookUp(code),
                      problemAt(QStringLiteral("hash"), Text::tr("Give a payment hash or merchant payment code.")));
    const bool asHash = looksLikeHash(code);
    startQuery(call, code, asHash, asHash);
    return call;
}

void PaymentOperations::startQuery(OperationCall *call, const QString &code, bool asHash, bool fallBack)
{
    QueryRequest request;
    (asHash ? request.hash : request.merchantPaymentCode) = code;
    GatewayCall *gatewayCall = m_client.query(request);
    call->setGatewayCall(gatewayCall);
    connect(gatewayCall, &GatewayCall::finished, call, [this, call, code, fallBack, gatewayCall] {
        const GatewayResult &result = gatewayCall->result();
        if (!result.hasValue() && result.error().kind == GatewayError::Kind::Gateway && fallBack) {
            startQuery(call, code, false, false);   // a merchant code that happens to look like a hash
            return;
        }
        if (result.hasValue() && result->payment) {
            storeAnswer(call, result.value(), nullptr);
            call->setPaymentHash(result->payment->hash);
        }
        audit(Action::LookUp, OperationParameters::lookUp(code), auditResultOf(result));
        if (!call->paymentHash().isEmpty())
            emit paymentChanged(call->paymentHash());
        call->finishNow(result);
    });
}

OperationCall *PaymentOperations::resolve(const QString &hash)
{
    auto *call = new OperationCall(Action::Resolve, hash, this);
    if (hash.isEmpty())
        return refuse(call, QJsonObject{{QStringLiteral("hash"), hash}},
                      problemAt(QStringLiteral("hash"), Text::tr("Give the payment's hash.")));
    GatewayCall *gatewayCall = m_client.query(QueryRequest{hash, {}});
    call->setGatewayCall(gatewayCall);
    connect(gatewayCall, &GatewayCall::finished, call,
            [this, call, gatewayCall] { finishResolve(call, gatewayCall->result()); });
    return call;
}

void PaymentOperations::finishResolve(OperationCall *call, const GatewayResult &result)
{
    const QString &hash = call->paymentHash();
    QList<PendingOperation> settled;
    for (const PendingOperation &intent : m_stores.intents().unresolved()) {
        if (intent.paymentHash == hash && !m_inFlightIntents.contains(intent.id) && !isLiveElsewhere(intent))
            settled.append(intent);
    }
    if (!result.hasValue() || !result->payment) {
        call->setResolution(settled.isEmpty() ? OperationCall::Resolution::NotNeeded
                                              : OperationCall::Resolution::StillUnknown);
        audit(Action::Resolve, QJsonObject{{QStringLiteral("hash"), hash}}, auditResultOf(result));
        call->finishNow(result);
        return;
    }
    const PendingOperation::State state = storeAnswer(call, result.value(), nullptr);
    OperationCall::Resolution resolution = OperationCall::Resolution::NotNeeded;
    for (const PendingOperation &intent : settled) {
        const bool applied = intentApplied(intent, *result->payment);
        resolution = applied ? OperationCall::Resolution::Applied : OperationCall::Resolution::NotApplied;
        m_stores.intents().setState(intent.id, state, hash);
        audit(Action::Resolve,
              QJsonObject{{QStringLiteral("hash"), hash},
                          {QStringLiteral("action"), pendingOperationKindCode(intent.kind)},
                          {QStringLiteral("merchant_code"), intent.merchantCode},
                          {QStringLiteral("applied"), applied}},
              applied ? QStringLiteral("applied") : QStringLiteral("not_applied"));
    }
    if (settled.isEmpty())
        audit(Action::Resolve, QJsonObject{{QStringLiteral("hash"), hash}}, auditResultOf(result));
    call->setResolution(resolution);
    emit paymentChanged(hash);
    call->finishNow(result);
}

OperationCall *PaymentOperations::refuse(OperationCall *call, const QJsonObject &parameters, FieldProblems problems)
{
    GatewayResult result(GatewayError::validation(std::move(problems)));
    audit(call->action(), parameters, auditResultOf(result));
    call->finishLater(std::move(result));
    return call;
}

void PaymentOperations::recordRefusal(OperationCall::Action action, const QJsonObject &parameters,
                                      const FieldProblems &problems)
{
    audit(action, parameters, auditResultOf(GatewayResult(GatewayError::validation(problems))));
}

void PaymentOperations::audit(OperationCall::Action action, const QJsonObject &parameters, const QString &result)
{
    AuditEntry entry;
    entry.actor = actor();
    entry.action = operationActionCode(action);
    entry.parameters = parameters;
    entry.result = result;
    (void)m_stores.audit().append(entry);
}

bool PaymentOperations::isLiveElsewhere(const PendingOperation &intent) const
{
    return m_liveSince && intent.state == PendingOperation::State::Open && intent.createdAtMs >= *m_liveSince;
}

bool PaymentOperations::hasUnresolvedIntent(const QString &hash) const
{
    if (hash.isEmpty())
        return false;
    const QList<PendingOperation> open = m_stores.intents().unresolved();
    return std::any_of(open.begin(), open.end(), [&hash](const PendingOperation &op) { return op.paymentHash == hash; });
}

QSet<QString> PaymentOperations::outcomeUnknownHashes() const
{
    QSet<QString> hashes;
    for (const PendingOperation &op : m_stores.intents().unresolved()) {
        if (!m_inFlightIntents.contains(op.id) && !op.paymentHash.isEmpty())
            hashes.insert(op.paymentHash);
    }
    return hashes;
}

std::optional<Payment> PaymentOperations::cachedPayment(const QString &hash) const
{
    return m_stores.payments().findByHash(hash);
}

QString auditResultOf(const GatewayResult &result)
{
    if (result.hasValue())
        return QStringLiteral("SUCCESS");
    const GatewayError &error = result.error();
    if (error.kind == GatewayError::Kind::Gateway && !error.code.isEmpty())
        return error.code;
    return error.kindName();
}

bool intentApplied(const PendingOperation &intent, const Payment &payment)
{
    switch (intent.kind) {
    case Kind::CreatePayment:
        return !payment.hash.isEmpty();
    case Kind::Capture:
        return payment.status == PaymentStatus::Confirmed;
    case Kind::CancelPayment:
        return payment.status == PaymentStatus::Cancelled;
    case Kind::Refund:
        return payment.findRefund(intent.merchantCode) != nullptr;
    case Kind::CancelRefund: {
        const QString id = intent.parameters.value(QStringLiteral("refund_id")).toString();
        const Refund *refund = payment.findRefund(id.isEmpty() ? intent.merchantCode : id);
        return refund && refund->status == RefundStatus::Cancelled;
    }
    }
    return false;
}

} // namespace dd
