#pragma once

#include "core/gateway/connection.h"
#include "core/gateway/replymapper.h"

#include <QBuffer>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace dd {

// One call to the gateway, in flight or finished. Never blocks: connect to finished(), then
// read result(). Reads are retried with backoff on transport failures, 408/429/5xx and
// unreadable answers; writes are sent once. The call deletes itself after finished() unless
// setAutoDelete(false) was called.
class GatewayCall : public QObject
{
    Q_OBJECT
public:
    using Clock = std::function<QDateTime()>;

    struct FollowUp
    {
        GatewayCall *call = nullptr;   // nullptr: keep the first result
        std::function<GatewayResult(const GatewayResult &original, const GatewayResult &readBack)> adapt;
    };

    struct Setup
    {
        QNetworkAccessManager *network = nullptr;
        ConnectionSettings settings;
        GatewayOperation operation = GatewayOperation::Query;
        QNetworkRequest request;
        QByteArray body;                       // the serialized body; wiped when the call ends
        AnswerParser::RefundHint refundHint;
        // Copied into an OutcomeUnknown error so the caller can reconcile by /ws/query.
        QString reconcileHash;
        QString reconcileMerchantPaymentCode;
        QString reconcileMerchantRefundCode;
        Clock clock;
        // Given the result, may start a read whose result, passed through `adapt`, replaces it
        // (e.g. a capture the gateway says was already done is read back by query).
        std::function<FollowUp(const GatewayResult &)> followUp;
        // Adds to a successful answer what DirectDesk sent and the gateway does not echo.
        std::function<void(GatewayAnswer &)> enrich;
    };

    // Starts sending at once (from the event loop: the first attempt is queued).
    explicit GatewayCall(Setup setup, QObject *parent = nullptr);
    // A call that failed before anything was sent (validation); finishes on the next event loop turn.
    GatewayCall(GatewayOperation operation, GatewayError error, QObject *parent = nullptr);
    ~GatewayCall() override;

    GatewayOperation operation() const { return m_operation; }
    bool isFinished() const { return m_result.has_value(); }
    // Valid once finished() has been emitted.
    const GatewayResult &result() const { return *m_result; }
    int attempts() const { return m_attempts; }
    void setAutoDelete(bool autoDelete) { m_autoDelete = autoDelete; }
    // Stops the call. A write already sent ends as OutcomeUnknown.
    void abort();

    // Replaces the result before finished() is emitted by a follow-up (see DirectApiClient).
    void finishWith(GatewayResult result);

signals:
    void finished();
    // A read failed and is tried again after `delayMs` (for a status line: "retrying…").
    void retrying(int attempt, qint64 delayMs);

private:
    void sendAttempt();
    void onReplyFinished();
    void scheduleRetry(const ReplySnapshot &snapshot, const GatewayError &error);
    qint64 backoffMs() const;
    void finish(GatewayResult result);
    bool startFollowUp(const GatewayResult &result);
    void wipeBody();

    GatewayOperation m_operation;
    Setup m_setup;
    QBuffer m_upload;
    QPointer<QNetworkReply> m_reply;
    std::optional<GatewayResult> m_result;
    int m_attempts = 0;
    bool m_cancelled = false;
    bool m_autoDelete = true;
};

} // namespace dd
