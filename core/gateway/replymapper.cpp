#include "core/gateway/replymapper.h"

#include <QLocale>

namespace dd {

ReplySnapshot ReplySnapshot::take(QNetworkReply *reply, bool cancelledByCaller)
{
    ReplySnapshot s;
    s.networkError = reply->error();
    s.errorString = reply->errorString();
    s.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->isOpen())   // an aborted reply (transfer timeout) is closed
        s.body = reply->readAll();
    s.retryAfter = reply->rawHeader(QByteArrayLiteral("Retry-After"));
    s.cancelledByCaller = cancelledByCaller;
    return s;
}

namespace ReplyMapper {

TransportFailure transportFailure(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::NoError: return TransportFailure::None;
    // Qt reports an expired transfer timeout as OperationCanceledError.
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::ProxyTimeoutError: return TransportFailure::Timeout;
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::ProxyConnectionRefusedError: return TransportFailure::Refused;
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ProxyNotFoundError: return TransportFailure::HostNotFound;
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::ProxyConnectionClosedError: return TransportFailure::Reset;
    case QNetworkReply::SslHandshakeFailedError: return TransportFailure::Tls;
    default: return TransportFailure::Other;
    }
}

bool mayHaveReachedGateway(TransportFailure failure)
{
    switch (failure) {
    case TransportFailure::Refused:
    case TransportFailure::HostNotFound:
    case TransportFailure::Tls:
    case TransportFailure::None: return false;
    case TransportFailure::Timeout:
    case TransportFailure::Reset:
    case TransportFailure::Other: return true;
    }
    return true;
}

namespace {

GatewayResult mapHttpError(GatewayOperation op, const ReplySnapshot &reply, const AnswerParser::RefundHint &hint)
{
    const bool serverError = reply.httpStatus >= 500;
    // 408, 425 and 429 mean "not now", whatever the body says: reads retry them.
    const bool notNow = reply.httpStatus == 408 || reply.httpStatus == 425 || reply.httpStatus == 429;
    if (!serverError && !notNow) {
        // A 4xx carrying the gateway's error envelope is the gateway speaking.
        auto parsed = AnswerParser::parse(op, reply.body, hint);
        if (!parsed && parsed.error().kind == GatewayError::Kind::Gateway) {
            GatewayError e = parsed.error();
            e.httpStatus = reply.httpStatus;
            return e;
        }
    }
    GatewayError e = GatewayError::http(reply.httpStatus, reply.errorString);
    // Qt 6.4 may have resent a write by itself after a reset; a "not now" can then answer the
    // resend of a copy that already took effect, so only a query can tell.
    if ((serverError || notNow) && !Operation::isRead(op))
        return GatewayError::outcomeUnknown(e);
    return e;
}

} // namespace

GatewayResult map(GatewayOperation op, const ReplySnapshot &reply, const AnswerParser::RefundHint &hint)
{
    const bool write = !Operation::isRead(op);
    if (reply.httpStatus >= 300)
        return mapHttpError(op, reply, hint);
    const TransportFailure failure = transportFailure(reply.networkError);
    if (failure != TransportFailure::None) {
        GatewayError e = GatewayError::transportFailure(failure, reply.errorString);
        if (reply.cancelledByCaller) {
            e.transport = TransportFailure::Other;
            e.detail = QStringLiteral("cancelled by the caller");
        }
        if (write && mayHaveReachedGateway(failure))
            return GatewayError::outcomeUnknown(e);
        return e;
    }
    if (reply.httpStatus != 200) {
        GatewayError e = GatewayError::http(reply.httpStatus, QStringLiteral("unexpected HTTP status"));
        return write ? GatewayError::outcomeUnknown(e) : GatewayResult(e);
    }
    auto parsed = AnswerParser::parse(op, reply.body, hint);
    if (!parsed && parsed.error().kind == GatewayError::Kind::Malformed && write)
        return GatewayError::outcomeUnknown(parsed.error());
    return parsed;
}

bool isRetryable(const GatewayError &error)
{
    switch (error.kind) {
    case GatewayError::Kind::Transport: return error.transport != TransportFailure::Tls;
    case GatewayError::Kind::Malformed: return true;
    case GatewayError::Kind::Http:
        return error.httpStatus == 408 || error.httpStatus == 425 || error.httpStatus == 429 || error.httpStatus == 500
               || error.httpStatus == 502 || error.httpStatus == 503 || error.httpStatus == 504;
    case GatewayError::Kind::Validation:
    case GatewayError::Kind::Gateway:
    case GatewayError::Kind::OutcomeUnknown: return false;
    }
    return false;
}

std::optional<qint64> retryAfterMs(const QByteArray &header, const QDateTime &now)
{
    const QByteArray value = header.trimmed();
    if (value.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 seconds = value.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? std::nullopt : std::optional<qint64>(seconds * 1000);
    // HTTP-date, e.g. "Wed, 21 Oct 2015 07:28:00 GMT".
    QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(value), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return std::nullopt;
    when.setTimeZone(QTimeZone::utc());
    return std::max<qint64>(0, now.msecsTo(when));
}

} // namespace ReplyMapper
} // namespace dd
