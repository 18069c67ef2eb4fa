#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>

#include <functional>

namespace dd::sandbox {

// Counters behind /sandbox/stats: requests per path, effects applied per path, faults fired, and the
// HTTP transport's own counters (connections, refusals, timeouts) under "http".
class RequestStats
{
public:
    void countRequest(const QByteArray &path);
    void countEffect(const QByteArray &path) { ++m_effects[path]; }
    void countFault(const QByteArray &kind) { ++m_faults[kind]; }
    void setTransportSource(std::function<QJsonObject()> source) { m_transport = std::move(source); }
    void clear();
    QJsonObject toJson() const;

private:
    QHash<QByteArray, qint64> m_requests;
    QHash<QByteArray, qint64> m_effects;
    QHash<QByteArray, qint64> m_faults;
    std::function<QJsonObject()> m_transport;
};

} // namespace dd::sandbox
