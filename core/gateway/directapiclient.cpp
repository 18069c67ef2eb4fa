#include "core/gateway/directapiclient.h"

#include "core/domain/printable.h"
#include "core/gateway/requestbody.h"
#include "core/gateway/requestlog.h"
#include "core/gateway/requestvalidator.h"

#include <QEventLoop>
#include <QNetworkAccessManager>

namespace dd {

namespace {
void logWarnings(const FieldProblems &problems)
{
    for (const FieldProblem &p : problems)
        if (!p.isError())
            qCInfo(lcGateway).noquote() << "warning:" << p.field << printable(p.message);
}
} // namespace

GatewayCall::FollowUp DirectApiClient::readBack(const QueryRequest &query)
{
    GatewayCall::FollowUp next;
    next.call = this->query(query);
    return next;
}

std::function<GatewayCall::FollowUp(const GatewayResult &)>
DirectApiClient::readBackOn(QueryRequest query, std::function<bool(const GatewayError &)> when,
                            std::function<bool(const GatewayAnswer &)> accept, QString operation)
{
    return [this, query, when, accept, operation](const GatewayResult &result) {
        if (result || result.error().kind != GatewayError::Kind::Gateway || !when(result.error()))
            return GatewayCall::FollowUp{};
        GatewayCall::FollowUp next = readBack(query);
        next.adapt = [accept, operation](const GatewayResult &original, const GatewayResult &readBack) -> GatewayResult {
            // Without a read-back the refusal may be the answer to Qt's own resend of a write
            // that took effect: only a later query can tell.
            if (!readBack)
                return GatewayError::outcomeUnknown(original.error());
            if (!readBack->payment || !accept(*readBack))
                return original;
            qCInfo(lcGateway) << "gateway refusal explained by read-back: the operation had taken effect";
            GatewayAnswer answer = *readBack;
            answer.operation = operation;
            return answer;
        };
        return next;
    };
}

std::function<GatewayCall::FollowUp(const GatewayResult &)>
DirectApiClient::readBackRefund(QueryRequest query, AnswerParser::RefundHint refund,
                                std::function<bool(const GatewayError &)> when, std::function<bool(const Refund &)> accept)
{
    return [this, query, refund, when, accept](const GatewayResult &result) {
        if (result || result.error().kind != GatewayError::Kind::Gateway || !when(result.error()))
            return GatewayCall::FollowUp{};
        GatewayCall::FollowUp next = readBack(query);
        next.adapt = [refund, accept](const GatewayResult &original, const GatewayResult &readBack) -> GatewayResult {
            if (!readBack)
                return GatewayError::outcomeUnknown(original.error());
            if (!readBack->payment)
                return original;
            for (const Refund &r : readBack->payment->refunds) {
                const bool same = (!refund.refundId.isEmpty() && r.id == refund.refundId)
                                  || (!refund.merchantRefundCode.isEmpty() && r.merchantRefundCode == refund.merchantRefundCode);
                if (same && accept(r)) {
                    GatewayAnswer answer = *readBack;
                    answer.refund = r;
                    answer.operation = QStringLiteral("refund");
                    return answer;
                }
            }
            return original;
        };
        return next;
    };
}

DirectApiClient::DirectApiClient(QNetworkAccessManager *network, ConnectionSettings settings,
                                 std::shared_ptr<const RequestAuthenticator> authenticator, GatewayCall::Clock clock,
                                 QObject *parent)
    : QObject(parent), m_network(network), m_settings(std::move(settings)), m_authenticator(std::move(authenticator)),
      m_clock(clock ? std::move(clock) : GatewayCall::Clock([] { return QDateTime::currentDateTimeUtc(); }))
{
}

QNetworkRequest DirectApiClient::networkRequest(GatewayOperation operation) const
{
    QUrl url = m_settings.baseUrl;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + Operation::path(operation));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader(QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json"));
    request.setTransferTimeout(m_settings.transferTimeoutMs);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // The body (with card data) is read from the call's own buffer; Qt is asked not to copy it.
    request.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
    return request;
}

std::optional<GatewayError> DirectApiClient::connectionProblem() const
{
    if (const auto problem = BaseAddress::problem(m_settings.baseUrl))
        return GatewayError::validation({{QStringLiteral("base_url"), *problem, FieldProblem::Severity::Error}});
    if (!m_authenticator)
        return GatewayError::validation({{QStringLiteral("integration_key"),
                                          tr("Enter the integration key."), FieldProblem::Severity::Error}});
    return std::nullopt;
}

GatewayCall *DirectApiClient::refuse(GatewayOperation operation, GatewayError error)
{
    qCInfo(lcGateway).noquote() << Operation::path(operation) << "not sent:" << error.fields.size() << "problem(s)";
    return new GatewayCall(operation, std::move(error), this);
}

GatewayCall *DirectApiClient::send(GatewayOperation operation, QJsonObject body, OutgoingBody &secrets,
                                   GatewayCall::Setup setup)
{
    if (auto problem = connectionProblem())
        return refuse(operation, *problem);
    m_authenticator->addToBody(body, secrets);
    setup.network = m_network;
    setup.settings = m_settings;
    setup.operation = operation;
    setup.request = networkRequest(operation);
    setup.clock = m_clock;
    setup.body = secrets.serialize(body);
    m_authenticator->signRequest(setup.request, setup.body);
    qCDebug(lcGateway).noquote() << "request" << Operation::path(operation) << RequestLog::printableText(secrets.serializeMasked(RequestLog::maskedBankInfo(body)));
    return new GatewayCall(std::move(setup), this);
}

GatewayCall *DirectApiClient::createPayment(DirectRequest request)
{
    // The code comes from the caller (PaymentOperations::withMerchantPaymentCode); none is refused.
    const bool generatedCode = request.merchantPaymentCodeIsFresh;
    const FieldProblems problems = RequestValidator::direct(request, m_clock());
    if (hasErrors(problems))
        return refuse(GatewayOperation::Create, GatewayError::validation(problems));
    logWarnings(problems);
    OutgoingBody secrets;
    QJsonObject body = RequestBody::direct(request, secrets);
    GatewayCall::Setup setup;
    // The answer does not echo the customer; the card is kept as first six / last four at most.
    setup.enrich = [name = request.name, email = request.email, document = request.document,
                    firstSix = request.card ? request.card->firstSix() : QString(),
                    lastFour = request.card ? request.card->lastFour() : QString()](GatewayAnswer &answer) {
        if (!answer.payment)
            return;
        answer.payment->customerName = name;
        answer.payment->customerEmail = email;
        answer.payment->customerDocument = document;
        answer.payment->cardFirstSix = firstSix;
        answer.payment->cardLastFour = lastFour;
    };
    // The caller's copy of the card is the caller's; ours is wiped here, the body when the call ends.
    if (request.card)
        request.card->wipe();
    setup.reconcileMerchantPaymentCode = request.merchantPaymentCode;
    // "Already used" (BP-DR-0) may answer this request itself, sent twice by Qt after a reset that
    // followed the gateway's applying it: the payment exists, so it is read back by the code. A code
    // made for this one request has no other payment. A code the user typed may also name an earlier
    // payment of the merchant: the one read back is taken for this request's only when it has its
    // amount and currency (a merchant code names one order, and that is its payment); any other
    // stays the refusal. Without the read-back, a refused resend would close the intent of a
    // payment that exists, and a second try under a new code would charge the customer twice.
    const Money amount = request.amountTotal;
    setup.followUp = readBackOn(QueryRequest{{}, request.merchantPaymentCode},
                                [](const GatewayError &e) { return e.code == u"BP-DR-0"; },
                                [generatedCode, amount](const GatewayAnswer &answer) {
                                    return generatedCode || answer.payment->amountExt == amount;
                                });
    return send(GatewayOperation::Create, std::move(body), secrets, std::move(setup));
}

GatewayCall *DirectApiClient::query(const QueryRequest &request)
{
    const FieldProblems problems = RequestValidator::query(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::Query, GatewayError::validation(problems));
    OutgoingBody secrets;
    return send(GatewayOperation::Query, RequestBody::query(request), secrets, {});
}

GatewayCall *DirectApiClient::capture(const CaptureRequest &request)
{
    // The merchant capture code is optional on the wire and made by PaymentOperations when the
    // capture is recorded as an intent; the client sends what it is given.
    const FieldProblems problems = RequestValidator::capture(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::Capture, GatewayError::validation(problems));
    OutgoingBody secrets;
    GatewayCall::Setup setup;
    setup.reconcileHash = request.hash.isEmpty() && request.payment ? request.payment->hash : request.hash;
    setup.reconcileMerchantPaymentCode = request.merchantPaymentCode.isEmpty() && request.payment
                                             ? request.payment->merchantPaymentCode
                                             : request.merchantPaymentCode;
    // CONTRACT: BP-CAP-4 "already captured" means the payment is CO (also what a capture that Qt
    // resent after a reset sees): read it back.
    setup.followUp = readBackOn(QueryRequest{request.hash, request.merchantPaymentCode},
                                [](const GatewayError &e) { return e.code == u"BP-CAP-4"; },
                                [](const GatewayAnswer &a) { return a.payment->status == PaymentStatus::Confirmed; });
    return send(GatewayOperation::Capture, RequestBody::capture(request), secrets, std::move(setup));
}

GatewayCall *DirectApiClient::cancel(const CancelRequest &request)
{
    const FieldProblems problems = RequestValidator::cancel(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::Cancel, GatewayError::validation(problems));
    OutgoingBody secrets;
    GatewayCall::Setup setup;
    setup.reconcileHash = request.hash;
    if (request.payment)
        setup.reconcileMerchantPaymentCode = request.payment->merchantPaymentCode;
    // A refusal of a cancel the gateway already applied (a resent request) shows as CA on read-back.
    setup.followUp = readBackOn(QueryRequest{request.hash, {}}, [](const GatewayError &) { return true; },
                                [](const GatewayAnswer &a) { return a.payment->status == PaymentStatus::Cancelled; },
                                QStringLiteral("cancel"));
    return send(GatewayOperation::Cancel, RequestBody::cancel(request), secrets, std::move(setup));
}

GatewayCall *DirectApiClient::refund(RefundRequest request)
{
    // The merchant refund code comes from the caller (PaymentOperations::withMerchantRefundCode);
    // without one the refund is sent without one, as the spec allows.
    const bool generatedCode = request.merchantRefundCodeIsFresh;
    const FieldProblems problems = RequestValidator::refund(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::Refund, GatewayError::validation(problems));
    logWarnings(problems);
    // Spec 4.3 requires the hash; the payment looked up (checked to be the one named) has it.
    if (request.hash.isEmpty() && request.payment && !request.payment->hash.isEmpty()) {
        request.hash = request.payment->hash;
        request.merchantPaymentCode.clear();
    }
    OutgoingBody secrets;
    GatewayCall::Setup setup;
    setup.refundHint.merchantRefundCode = request.merchantRefundCode;
    setup.reconcileHash = request.hash.isEmpty() && request.payment ? request.payment->hash : request.hash;
    setup.reconcileMerchantPaymentCode = request.merchantPaymentCode.isEmpty() && request.payment
                                             ? request.payment->merchantPaymentCode
                                             : request.merchantPaymentCode;
    setup.reconcileMerchantRefundCode = request.merchantRefundCode;
    // The gateway does not echo bank_info: PaymentOperations keeps it beside the stored refund.
    if (generatedCode)
        setup.followUp = readBackRefund(QueryRequest{request.hash, request.merchantPaymentCode},
                                        {{}, request.merchantRefundCode},
                                        [](const GatewayError &e) { return e.code == u"BP-REF-9"; },
                                        [](const Refund &) { return true; });
    return send(GatewayOperation::Refund, RequestBody::refund(request), secrets, std::move(setup));
}

GatewayCall *DirectApiClient::cancelRefund(const RefundCancelRequest &request)
{
    const FieldProblems problems = RequestValidator::refundCancel(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::RefundCancel, GatewayError::validation(problems));
    OutgoingBody secrets;
    GatewayCall::Setup setup;
    setup.refundHint = {request.refundId, request.merchantRefundCode};
    if (request.payment) {
        setup.reconcileHash = request.payment->hash;
        setup.reconcileMerchantPaymentCode = request.payment->merchantPaymentCode;
    }
    setup.reconcileMerchantRefundCode = request.merchantRefundCode;
    if (request.payment)
        setup.followUp = readBackRefund(QueryRequest{request.payment->hash, {}}, setup.refundHint,
                                        [](const GatewayError &) { return true; },
                                        [](const Refund &r) { return r.status == RefundStatus::Cancelled; });
    return send(GatewayOperation::RefundCancel, RequestBody::refundCancel(request), secrets, std::move(setup));
}

GatewayCall *DirectApiClient::availableEWallets(const EWalletListRequest &request)
{
    const FieldProblems problems = RequestValidator::eWallets(request);
    if (hasErrors(problems))
        return refuse(GatewayOperation::EWallets, GatewayError::validation(problems));
    OutgoingBody secrets;
    return send(GatewayOperation::EWallets, RequestBody::eWallets(request), secrets, {});
}

GatewayCall *DirectApiClient::reconcile(const GatewayError &unknown)
{
    if (!unknown.reconcileMerchantPaymentCode.isEmpty())
        return query({{}, unknown.reconcileMerchantPaymentCode});
    return query({unknown.reconcileHash, {}});
}

GatewayResult DirectApiClient::wait(GatewayCall *call)
{
    call->setAutoDelete(false);
    if (!call->isFinished()) {
        QEventLoop loop;
        QObject::connect(call, &GatewayCall::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    GatewayResult result = call->result();
    call->deleteLater();
    return result;
}

} // namespace dd
