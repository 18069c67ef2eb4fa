#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <deque>

namespace dd::sandbox {

// One Direct API call as a merchant's own tests want to read it back: what arrived, how it was
// encoded, and what it was answered. Card numbers, CVVs and cryptograms are masked before they
// are kept.
struct LoggedRequest
{
    qint64 at = 0;                 // sandbox clock, seconds since the epoch
    QByteArray method;
    QByteArray path;
    QByteArray encoding;           // as DecodedRequest::encoding
    QJsonObject fields;
    int httpStatus = 200;
    QString statusCode;            // "SUCCESS", or the error envelope's status_code; empty: no answer
    // The injected faults that shaped the answer ("http_503", "latency+truncate",
    // "internal_error_header"), empty when none did. httpStatus is 0 when no answer was sent
    // (reset, hang, or a client gone before a delayed answer).
    QByteArray fault;
};

// A bounded log: past `capacity` entries the oldest are dropped (and counted).
class RequestLog
{
public:
    explicit RequestLog(qsizetype capacity) : m_capacity(capacity) {}

    void record(LoggedRequest entry);
    // The newest `limit` entries, oldest first.
    QJsonArray toJson(qsizetype limit) const;
    qsizetype size() const { return static_cast<qsizetype>(m_entries.size()); }
    qsizetype capacity() const { return m_capacity; }
    qint64 dropped() const { return m_dropped; }
    void clear();

private:
    std::deque<LoggedRequest> m_entries;
    qsizetype m_capacity;
    qint64 m_dropped = 0;
};

// The fields with every secret replaced: card numbers and token PANs keep their first six and
// last four digits, CVVs, cryptograms and the integration key become "***", at any depth.
QJsonObject maskedFields(const QJsonObject &fields);
// The answer's code for the log: SUCCESS, the status_code of an error envelope, or ERROR.
QString answerCode(const QByteArray &answerBody);

} // namespace dd::sandbox
