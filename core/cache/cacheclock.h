#pragma once

#include <QDateTime>

#include <functional>

namespace dd {

// "Now" in epoch milliseconds (UTC), injected so tests control time (lockout, timestamps).
using CacheClock = std::function<qint64()>;

inline CacheClock systemCacheClock()
{
    return [] { return QDateTime::currentMSecsSinceEpoch(); };
}

} // namespace dd
