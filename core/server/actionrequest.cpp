#include "core/server/actionrequest.h"

#include "core/gateway/requestbody.h"
#include "core/gateway/requestreader.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::ActionRequest)
};

// Marks a code made by withMerchant…Code, so the worker's client reads a "code already used"
// answer as its own resend, as the desk's would.
const QString FreshCode = u"fresh_code"_s;

ActionRequest made(PendingOperation::Kind kind, const Payment &payment, QString merchantCode, QJsonObject parameters)
{
    ActionRequest request;
    request.kind = kind;
    request.paymentHash = payment.hash;
    request.merchantCode = std::move(merchantCode);
    request.parameters = std::move(parameters);
    return request;
}

// An amount the desk sent as decimal text, in the payment's currency; nothing when absent. One
// that does not read is zero, which the validator refuses before anything is sent.
std::optional<Money> amountOf(const QJsonObject &parameters, const QString &currency)
{
    const QString text = parameters.value(u"amount"_s).toString();
    if (text.isEmpty())
        return std::nullopt;
    const auto money = Money::parse(text, currency, Sign::PositiveOnly);
    return money ? *money : Money(0, currency);
}

} // namespace

ActionRequest ActionRequest::capture(const Payment &payment, CaptureRequest request)
{
    const bool fresh = request.merchantCaptureCode.isEmpty();
    request.hash = payment.hash;
    request = PaymentOperations::withMerchantCaptureCode(std::move(request));
    QJsonObject parameters = OperationParameters::capture(request);
    parameters.insert(FreshCode, fresh);
    return made(PendingOperation::Kind::Capture, payment, request.merchantCaptureCode, parameters);
}

ActionRequest ActionRequest::refund(const Payment &payment, RefundRequest request)
{
    request.hash = payment.hash;
    request = PaymentOperations::withMerchantRefundCode(std::move(request));
    if (request.bankInfo && request.bankInfo->isEmpty())
        request.bankInfo.reset();
    QJsonObject parameters = OperationParameters::refund(request);
    parameters.insert(FreshCode, request.merchantRefundCodeIsFresh);
    ActionRequest action = made(PendingOperation::Kind::Refund, payment, request.merchantRefundCode, parameters);
    action.bankInfo = request.bankInfo;
    return action;
}

ActionRequest ActionRequest::cancelRefund(const Payment &payment, const Refund &refund, const QString &reason)
{
    return made(PendingOperation::Kind::CancelRefund, payment,
                refund.merchantRefundCode.isEmpty() ? refund.id : refund.merchantRefundCode,
                OperationParameters::cancelRefund(payment, refund, reason.trimmed()));
}

ActionRequest ActionRequest::cancelPayment(const Payment &payment)
{
    return made(PendingOperation::Kind::CancelPayment, payment, payment.merchantPaymentCode,
                OperationParameters::cancelPayment(payment));
}

ActionRequest ActionRequest::create(DirectRequest request)
{
    request = PaymentOperations::withMerchantPaymentCode(std::move(request));
    QJsonObject parameters = OperationParameters::createPayment(request);   // a card only masked
    parameters.insert(FreshCode, request.merchantPaymentCodeIsFresh);
    if (request.card) {
        request.card->wipe();
        request.card.reset();
    }
    OutgoingBody noSecrets;   // without a card the body holds none
    ActionRequest action = made(PendingOperation::Kind::CreatePayment, Payment{}, request.merchantPaymentCode, parameters);
    action.paymentRequest = RequestBody::direct(request, noSecrets);
    return action;
}

DirectRequest ActionRequest::directRequest(FieldProblems *unreadable) const
{
    ReadRequest<DirectRequest> read = RequestReader::direct(paymentRequest);
    read.request.merchantPaymentCodeIsFresh = parameters.value(FreshCode).toBool();
    if (unreadable)
        *unreadable += read.problems;
    return read.request;
}

ActionRequest ActionRequest::relayed(PendingOperation::Kind kind, const Payment &payment, const QString &merchantCode,
                                     const QJsonObject &parameters, const std::optional<BankInfo> &bankInfo)
{
    ActionRequest action = made(kind, payment, merchantCode, parameters);
    action.bankInfo = bankInfo;
    return action;
}

ActionRequest ActionRequest::approvedRefund(const access::RefundApproval &approval)
{
    RefundRequest request = approval.toRequest();
    request.hash = approval.paymentHash;
    QJsonObject parameters = OperationParameters::refund(request);
    parameters.insert(u"approval_request"_s, approval.id);
    ActionRequest action;
    action.kind = PendingOperation::Kind::Refund;
    action.paymentHash = approval.paymentHash;
    action.merchantCode = approval.merchantRefundCode;
    action.parameters = parameters;
    action.bankInfo = approval.bankInfo;
    action.approvalId = approval.id;
    return action;
}

CaptureRequest ActionRequest::captureRequest(const Payment &payment) const
{
    CaptureRequest request;
    request.hash = payment.hash;
    request.merchantCaptureCode = merchantCode;
    request.amount = amountOf(parameters, payment.currencyExt);
    request.payment = payment;
    return request;
}

RefundRequest ActionRequest::refundRequest(const Payment &payment) const
{
    RefundRequest request;
    request.hash = payment.hash;
    const QString currency = parameters.value(u"currency"_s).toString(payment.currencyExt);
    request.amount = amountOf(parameters, currency).value_or(Money(0, currency));
    request.description = parameters.value(u"description"_s).toString();
    request.merchantRefundCode = merchantCode;
    request.merchantRefundCodeIsFresh = parameters.value(FreshCode).toBool();
    request.bankInfo = bankInfo;
    request.payment = payment;
    return request;
}

Refund ActionRequest::refundToCancel(const Payment &payment) const
{
    const QString id = parameters.value(u"refund_id"_s).toString();
    if (const Refund *known = payment.findRefund(id.isEmpty() ? merchantCode : id))
        return *known;
    Refund refund;
    refund.id = id;
    refund.merchantRefundCode = parameters.value(u"merchant_refund_code"_s).toString();
    return refund;
}

FieldProblems ActionRequest::problems(const Payment &payment) const
{
    switch (kind) {
    case PendingOperation::Kind::Capture:
        return errorsOnly(RequestValidator::capture(captureRequest(payment)));
    case PendingOperation::Kind::Refund:
        return errorsOnly(RequestValidator::refund(refundRequest(payment)));
    case PendingOperation::Kind::CancelRefund: {
        const Refund refund = refundToCancel(payment);
        RefundCancelRequest request{refund.id, refund.id.isEmpty() ? refund.merchantRefundCode : QString(), payment};
        return errorsOnly(RequestValidator::refundCancel(request)
                          + RequestValidator::refundCancelReason(parameters.value(u"reason"_s).toString()));
    }
    case PendingOperation::Kind::CancelPayment:
        return errorsOnly(RequestValidator::cancel(CancelRequest{payment.hash, payment}));
    case PendingOperation::Kind::CreatePayment: {
        FieldProblems problems;
        DirectRequest request = directRequest(&problems);
        problems += RequestValidator::direct(request, QDateTime::currentDateTimeUtc());
        if (parameters.contains(u"card"_s))
            request.card = CardFields{};   // wiped by create(): only its masked form is left
        // First: why a card is refused here matters more than what the card would have lacked.
        return errorsOnly(RequestValidator::relayedDirect(request) + problems);
    }
    }
    return {FieldProblem{u"request"_s, Text::tr("This action is not one a desk may ask the team worker for."),
                         FieldProblem::Severity::Error}};
}

OperationCall *ActionRequest::send(PaymentOperations &operations, const Payment &payment) const
{
    switch (kind) {
    case PendingOperation::Kind::Capture:
        return operations.capture(payment, captureRequest(payment));
    case PendingOperation::Kind::Refund:
        return operations.refund(payment, refundRequest(payment));
    case PendingOperation::Kind::CancelRefund:
        return operations.cancelRefund(payment, refundToCancel(payment), parameters.value(u"reason"_s).toString());
    case PendingOperation::Kind::CancelPayment:
        return operations.cancelPayment(payment);
    case PendingOperation::Kind::CreatePayment:
        return operations.createPayment(directRequest());
    }
    return nullptr;
}

bool ActionRequest::appliedTo(const Payment &payment) const
{
    PendingOperation intent;
    intent.kind = kind;
    intent.merchantCode = merchantCode;
    intent.paymentHash = paymentHash;
    intent.parameters = parameters;
    return intentApplied(intent, payment);
}

GatewayError ActionRequest::failure() const
{
    const QString text = message.isEmpty() ? outcome : message;
    if (outcome == u"validation")
        return GatewayError::validation({FieldProblem{u"request"_s, text, FieldProblem::Severity::Error}});
    if (outcome == u"transport")
        return GatewayError::transportFailure(TransportFailure::None, text);
    if (outcome == u"http")
        return GatewayError::http(0, text);
    if (outcome == u"malformed")
        return GatewayError::malformed(text);
    if (outcome == u"outcome_unknown" || state == State::Unknown)
        return GatewayError::outcomeUnknown(GatewayError::transportFailure(TransportFailure::None, text));
    return GatewayError::gateway(outcome, message);
}

QString ActionRequest::heldText() const
{
    const QString who = u"%1 (%2)"_s.arg(requestedByName.isEmpty() ? requestedBy : requestedByName, requestedBy);
    switch (kind) {
    case PendingOperation::Kind::Capture:
        return Text::tr("%1 is already capturing this payment (request %2).").arg(who).arg(id);
    case PendingOperation::Kind::Refund:
        return Text::tr("%1 is already refunding this payment (request %2).").arg(who).arg(id);
    case PendingOperation::Kind::CancelRefund:
        return Text::tr("%1 is already cancelling a refund of this payment (request %2).").arg(who).arg(id);
    case PendingOperation::Kind::CreatePayment:
        return state == State::Done
                   ? Text::tr("%1 already created the payment with merchant code %2 (request %3).")
                         .arg(who, merchantCode).arg(id)
                   : Text::tr("%1 is already creating the payment with merchant code %2 (request %3).")
                         .arg(who, merchantCode).arg(id);
    case PendingOperation::Kind::CancelPayment:
        break;
    }
    return Text::tr("%1 is already cancelling this payment (request %2).").arg(who).arg(id);
}

QString actionRequestStateCode(ActionRequest::State state)
{
    switch (state) {
    case ActionRequest::State::Requested: return u"requested"_s;
    case ActionRequest::State::Sending: return u"sending"_s;
    case ActionRequest::State::Done: return u"done"_s;
    case ActionRequest::State::Failed: return u"failed"_s;
    case ActionRequest::State::Unknown: return u"unknown"_s;
    }
    return {};
}

} // namespace dd::server
