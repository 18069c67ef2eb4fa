#pragma once

// Desks following one desk's writes: `followers` PgChangeFeeds (what every open window in team mode
// follows) on connections of their own, and one desk writing a payment at a time through its store.
// For each write, the delay from the moment the desk starts it to each follower's changed() signal
// carrying its change number or a later one.

#include "core/server/store/pgstoresession.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace dd::bench {

struct FollowFigures
{
    QList<double> delaysMs;   // one per follower and write
    int followers = 0;
    int writes = 0;
};

// `payment(i)` is the i-th payment the writing desk stores (a new one each time). Fails (with the
// reason in `problem`) when a follower cannot connect, a write fails, or a change is not seen
// within a minute (a hang, not a measurement).
std::optional<FollowFigures> measureFollowers(server::PgStoreSession &desk, const QString &followerConninfo,
                                              int followers, int writes, const std::function<Payment(int)> &payment,
                                              QString &problem);

} // namespace dd::bench
