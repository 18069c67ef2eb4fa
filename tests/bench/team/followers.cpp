#include "followers.h"

#include "core/server/pgchangefeed.h"
#include "core/server/serveraddress.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace dd::bench {

namespace {

// Only a hung feed takes this long; the delays measured are milliseconds.
constexpr int HangMs = 60'000;

// Runs the event loop until `done()` holds (checked whenever a follower reports) or the hang limit.
bool waitUntil(const QList<server::PgChangeFeed *> &feeds, const std::function<bool()> &done)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer hang;
    hang.setSingleShot(true);
    QObject::connect(&hang, &QTimer::timeout, &loop, &QEventLoop::quit);
    QList<QMetaObject::Connection> connections;
    for (server::PgChangeFeed *feed : feeds) {
        connections.append(QObject::connect(feed, &server::PgChangeFeed::changed, &loop, [&] {
            if (done())
                loop.quit();
        }));
    }
    hang.start(HangMs);
    loop.exec();
    for (const QMetaObject::Connection &connection : std::as_const(connections))
        QObject::disconnect(connection);
    return done();
}

} // namespace

std::optional<FollowFigures> measureFollowers(server::PgStoreSession &desk, const QString &followerConninfo,
                                              int followers, int writes, const std::function<Payment(int)> &payment,
                                              QString &problem)
{
    const auto address = server::readServerAddress(followerConninfo);
    if (!address) {
        problem = address.error().message;
        return std::nullopt;
    }
    std::vector<std::unique_ptr<server::PgChangeFeed>> owned;
    QList<server::PgChangeFeed *> feeds;
    QElapsedTimer clock;
    clock.start();
    // Per follower: the write it still has to see (its change number) and when that write started.
    qint64 awaited = -1;
    qint64 startedNs = 0;
    QList<bool> seen(followers, false);
    FollowFigures figures;
    figures.followers = followers;
    for (int i = 0; i < followers; ++i) {
        owned.push_back(std::make_unique<server::PgChangeFeed>());
        server::PgChangeFeed *feed = owned.back().get();
        feeds.append(feed);
        QObject::connect(feed, &server::PgChangeFeed::changed, feed, [&, i](qint64 number) {
            if (awaited < 0 || seen.at(i) || number < awaited)
                return;
            seen[i] = true;
            figures.delaysMs.append(double(clock.nsecsElapsed() - startedNs) / 1e6);
        });
        feed->start(*address);
    }
    const auto everyFeedReported = [&feeds] {
        return std::all_of(feeds.cbegin(), feeds.cend(), [](server::PgChangeFeed *f) { return f->lastChange() >= 0; });
    };
    if (!waitUntil(feeds, everyFeedReported)) {
        problem = u"the followers did not all connect"_s;
        return std::nullopt;
    }
    const auto everyFollowerSaw = [&seen] { return !seen.contains(false); };
    for (int w = 0; w < writes; ++w) {
        seen.fill(false);
        awaited = -1;
        startedNs = clock.nsecsElapsed();
        // The desk's event loop does not run during its write (as in the window, whose writes run
        // on a worker, the signals wait in the sockets), so no follower is counted before it.
        const auto written = desk.payments().upsert(payment(w));
        if (!written) {
            problem = written.error().message;
            return std::nullopt;
        }
        // The desk is the only writer: the newest change is its write's.
        const auto newest = desk.connection().exec("SELECT max(id) FROM directdesk.changes");
        if (!newest || newest->rows() != 1) {
            problem = newest ? u"the change feed is empty"_s : newest.error().message;
            return std::nullopt;
        }
        awaited = newest->bytes(0, 0).toLongLong();
        if (!waitUntil(feeds, everyFollowerSaw)) {
            problem = u"write %1 was not seen by every follower within a minute"_s.arg(w);
            return std::nullopt;
        }
        ++figures.writes;
    }
    return figures;
}

} // namespace dd::bench
