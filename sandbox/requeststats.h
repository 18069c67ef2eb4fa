#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>

namespace dd::sandbox {

// Counters behind /sandbox/stats: requests per path, effects applied per path, faults fired.
class RequestStats
{
public:
    void countRequest(const QByteArray &path) { ++m_requests[path]; }
    void countEffect(const QByteArray &path) { ++m_effects[path]; }
    void countFault(const QByteArray &kind) { ++m_faults[kind]; }
    void clear();
    QJsonObject toJson() const;

private:
    QHash<QByteArray, qint64> m_requests;
    QHash<QByteArray, qint64> m_effects;
    QHash<QByteArray, qint64> m_faults;
};

} // namespace dd::sandbox
