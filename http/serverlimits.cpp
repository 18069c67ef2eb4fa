#include "http/serverlimits.h"

#include <sys/resource.h>

namespace dd::http {

namespace {
constexpr int minimumCap = 8;
constexpr qint64 unlimitedCap = 100'000;
} // namespace

QJsonObject ServerCounters::toJson() const
{
    return { { QStringLiteral("accepted"), accepted },
             { QStringLiteral("open"), open },
             { QStringLiteral("peak_open"), peakOpen },
             { QStringLiteral("requests"), requests },
             { QStringLiteral("refused"), refused },
             { QStringLiteral("closed_head_timeout"), closedHeadTimeout },
             { QStringLiteral("closed_body_timeout"), closedBodyTimeout },
             { QStringLiteral("closed_idle"), closedIdle },
             { QStringLiteral("closed_for_room"), closedForRoom },
             { QStringLiteral("dropped_at_cap"), droppedAtCap },
             { QStringLiteral("accept_failures"), acceptFailures },
             { QStringLiteral("accept_resumes"), acceptResumes } };
}

qint64 openFileLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return -1;
    return limit.rlim_cur == RLIM_INFINITY ? unlimitedCap : static_cast<qint64>(limit.rlim_cur);
}

qint64 raiseOpenFileLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return -1;
    // An infinite hard limit cannot be the soft one for descriptors; keep what is set then.
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
    return openFileLimit();
}

int connectionCap(const ServerLimits &limits)
{
    if (limits.maxConnections > 0)
        return limits.maxConnections;
    const qint64 soft = openFileLimit();
    if (soft < 0)
        return 1000;
    return static_cast<int>(qBound<qint64>(minimumCap, soft - limits.reservedDescriptors, unlimitedCap));
}

} // namespace dd::http
