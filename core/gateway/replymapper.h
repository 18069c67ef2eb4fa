#pragma once

#include "core/domain/result.h"
#include "core/gateway/answer.h"
#include "core/gateway/answerparser.h"
#include "core/gateway/gatewayerror.h"
#include "core/gateway/operation.h"

#include <QByteArray>
#include <QDateTime>
#include <QNetworkReply>

#include <optional>

namespace dd {

using GatewayResult = Result<GatewayAnswer, GatewayError>;

// What came back from one HTTP attempt, taken off the QNetworkReply.
struct ReplySnapshot
{
    QNetworkReply::NetworkError networkError = QNetworkReply::NoError;
    QString errorString;
    int httpStatus = 0;            // 0: no HTTP answer at all
    QByteArray body;
    QByteArray retryAfter;         // the Retry-After header, if any
    bool cancelledByCaller = false;

    static ReplySnapshot take(QNetworkReply *reply, bool cancelledByCaller);
};

// The one place that turns transport + HTTP + envelope into a typed result.
namespace ReplyMapper {
TransportFailure transportFailure(QNetworkReply::NetworkError error);
// Whether the request can have reached the gateway (a timeout or reset can hide an applied effect).
bool mayHaveReachedGateway(TransportFailure failure);

// Maps one attempt. For writes, any failure after which the gateway may have acted (timeout,
// reset, 5xx, unreadable answer) becomes GatewayError::Kind::OutcomeUnknown.
GatewayResult map(GatewayOperation op, const ReplySnapshot &reply, const AnswerParser::RefundHint &hint = {});

// Whether a read should be tried again after this failure.
bool isRetryable(const GatewayError &error);
// A Retry-After header (delay-seconds or HTTP-date) as milliseconds from `now`.
std::optional<qint64> retryAfterMs(const QByteArray &header, const QDateTime &now);
} // namespace ReplyMapper

} // namespace dd
