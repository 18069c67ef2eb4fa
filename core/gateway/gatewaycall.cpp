#include "core/gateway/gatewaycall.h"

#include "core/domain/printable.h"
#include "core/domain/secrettext.h"
#include "core/gateway/requestlog.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>

namespace dd {

GatewayCall::GatewayCall(Setup setup, QObject *parent)
    : QObject(parent), m_operation(setup.operation), m_setup(std::move(setup))
{
    if (!m_setup.clock)
        m_setup.clock = [] { return QDateTime::currentDateTimeUtc(); };
    // QNAM reads the upload straight from this buffer (no copy of its own for a QBuffer), so
    // wiping m_setup.body at the end wipes the only full copy we hold.
    m_upload.setBuffer(&m_setup.body);
    QTimer::singleShot(0, this, &GatewayCall::sendAttempt);
}

GatewayCall::GatewayCall(GatewayOperation operation, GatewayError error, QObject *parent)
    : QObject(parent), m_operation(operation)
{
    QTimer::singleShot(0, this, [this, error] { finish(error); });
}

GatewayCall::~GatewayCall()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    wipeBody();
}

void GatewayCall::sendAttempt()
{
    if (isFinished())
        return;
    ++m_attempts;
    m_upload.close();
    m_upload.open(QIODevice::ReadOnly);
    qCDebug(lcGateway).noquote() << "POST" << m_setup.request.url().path() << "attempt" << m_attempts;
    m_reply = m_setup.network->post(m_setup.request, &m_upload);
    connect(m_reply, &QNetworkReply::finished, this, &GatewayCall::onReplyFinished);
}

void GatewayCall::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    m_reply = nullptr;
    const ReplySnapshot snapshot = ReplySnapshot::take(reply, m_cancelled);
    reply->deleteLater();
    qCDebug(lcGateway).noquote() << Operation::path(m_operation) << "answered HTTP" << snapshot.httpStatus << "error"
                                 << snapshot.networkError;
    GatewayResult result = ReplyMapper::map(m_operation, snapshot, m_setup.refundHint);
    if (!result && Operation::isRead(m_operation) && !m_cancelled && ReplyMapper::isRetryable(result.error())
        && m_attempts <= m_setup.settings.maxReadRetries) {
        scheduleRetry(snapshot, result.error());
        return;
    }
    if (!result && result.error().kind == GatewayError::Kind::OutcomeUnknown) {
        GatewayError e = result.error();
        e.reconcileHash = m_setup.reconcileHash;
        e.reconcileMerchantPaymentCode = m_setup.reconcileMerchantPaymentCode;
        e.reconcileMerchantRefundCode = m_setup.reconcileMerchantRefundCode;
        qCWarning(lcGateway).noquote() << Operation::path(m_operation) << "outcome unknown; reconcile by"
                                       << printable(e.reconcileMerchantPaymentCode.isEmpty() ? e.reconcileHash
                                                                                             : e.reconcileMerchantPaymentCode);
        result = e;
    }
    if (startFollowUp(result))
        return;
    finish(std::move(result));
}

bool GatewayCall::startFollowUp(const GatewayResult &result)
{
    if (!m_setup.followUp)
        return false;
    FollowUp next = m_setup.followUp(result);
    if (!next.call)
        return false;
    wipeBody();
    next.call->setAutoDelete(false);
    next.call->setParent(this);
    connect(next.call, &GatewayCall::finished, this, [this, next, original = result] {
        finish(next.adapt ? next.adapt(original, next.call->result()) : next.call->result());
        next.call->deleteLater();
    });
    return true;
}

qint64 GatewayCall::backoffMs() const
{
    const ConnectionSettings &s = m_setup.settings;
    qint64 delay = qint64(s.retryBaseDelayMs) << std::min(m_attempts - 1, 16);
    delay = std::min<qint64>(delay, s.retryMaxDelayMs);
    // Up to 50 % jitter so that many clients do not retry in step.
    const qint64 jitter = delay > 1 ? QRandomGenerator::global()->bounded(delay / 2 + 1) : 0;
    return delay + jitter;
}

void GatewayCall::scheduleRetry(const ReplySnapshot &snapshot, const GatewayError &error)
{
    qint64 delay = backoffMs();
    if (error.httpStatus == 429 || error.httpStatus == 503) {
        if (const auto after = ReplyMapper::retryAfterMs(snapshot.retryAfter, m_setup.clock())) {
            if (*after > m_setup.settings.maxRetryAfterMs) {
                finish(error);   // the gateway asks for a longer pause than a user should wait
                return;
            }
            delay = std::max(delay, *after);
        }
    }
    qCInfo(lcGateway).noquote() << Operation::path(m_operation) << "retrying in" << delay << "ms after"
                                << error.kindName() << error.httpStatus << transportFailureName(error.transport);
    emit retrying(m_attempts + 1, delay);
    QTimer::singleShot(std::chrono::milliseconds(delay), this, &GatewayCall::sendAttempt);
}

void GatewayCall::abort()
{
    if (isFinished())
        return;
    m_cancelled = true;
    if (m_reply) {
        m_reply->abort();   // finished() follows and is mapped like any other failure
        return;
    }
    GatewayError e = GatewayError::transportFailure(TransportFailure::Other, QStringLiteral("cancelled by the caller"));
    finish(e);
}

void GatewayCall::finishWith(GatewayResult result)
{
    finish(std::move(result));
}

void GatewayCall::finish(GatewayResult result)
{
    if (isFinished())
        return;
    if (result && m_setup.enrich) {
        GatewayAnswer answer = *result;
        m_setup.enrich(answer);
        result = std::move(answer);
    }
    m_result = std::move(result);
    wipeBody();
    emit finished();
    if (m_autoDelete)
        deleteLater();
}

void GatewayCall::wipeBody()
{
    m_upload.close();
    wipeBytes(m_setup.body);
    m_upload.setBuffer(&m_setup.body);
}

} // namespace dd
