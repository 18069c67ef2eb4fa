#pragma once

#include <QDateTime>

namespace dd::sandbox {

// The sandbox's "now": the system clock plus an offset that simulation controls can move.
class SandboxClock
{
public:
    qint64 now() const { return QDateTime::currentSecsSinceEpoch() + m_offsetSeconds; }
    void advance(qint64 seconds) { m_offsetSeconds += seconds; }
    void setNow(qint64 secondsSinceEpoch) { m_offsetSeconds = secondsSinceEpoch - QDateTime::currentSecsSinceEpoch(); }
    qint64 offset() const { return m_offsetSeconds; }
    void setOffset(qint64 offset) { m_offsetSeconds = offset; }

private:
    qint64 m_offsetSeconds = 0;
};

} // namespace dd::sandbox
