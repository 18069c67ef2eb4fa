#pragma once

#include "core/cache/database.h"
#include "core/cache/paymentdigest.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace dd::cache {

// Reads a PaymentDigest in the background, on a connection of its own, and hands it out only
// while the cache is as it was when the read began (PaymentStore's writes and other connections'
// commits both change the stamp). Thread-affine like the store that owns it.
class PaymentDigestLoader
{
public:
    using OpenReader = std::function<std::optional<Database>()>;
    // What the owner's connection has seen: its own writes and PRAGMA data_version (others' commits).
    struct Stamp
    {
        quint64 generation = 0;
        qint64 dataVersion = -1;
        friend bool operator==(const Stamp &, const Stamp &) = default;
    };

    explicit PaymentDigestLoader(OpenReader openReader);
    ~PaymentDigestLoader();   // stops a read under way and waits for it
    PaymentDigestLoader(const PaymentDigestLoader &) = delete;
    PaymentDigestLoader &operator=(const PaymentDigestLoader &) = delete;

    // The digest of the cache as of `now`, when one was read since; else null, and a read starts
    // unless one is under way (a stale one is stopped) or the last read came back stale moments ago.
    // Shared: a caller keeps what it was given even if a later call finds it stale and lets it go.
    std::shared_ptr<const PaymentDigest> current(const Stamp &now);
    // current(), but when it has none: reads one now and waits for it (tests, benchmarks). Null when
    // the read fails.
    std::shared_ptr<const PaymentDigest> readNow(const Stamp &now);
    // How many digests it has handed out so far: results worked out from one are kept with this number.
    quint64 adoptions() const { return m_adoptions; }

private:
    void start(const Stamp &now);
    void waitForRead();

    OpenReader m_openReader;
    QThreadPool m_pool;
    std::atomic<bool> m_cancelled{false};
    QFuture<std::shared_ptr<PaymentDigest>> m_reading;
    Stamp m_readingStamp;
    std::shared_ptr<const PaymentDigest> m_digest;
    Stamp m_digestStamp;
    quint64 m_adoptions = 0;
    std::optional<Stamp> m_failedAt;   // a read that failed at this stamp is not tried again
    QElapsedTimer m_clock;
    qint64 m_startedMs = 0;
    qint64 m_holdOffUntilMs = 0;
};

} // namespace dd::cache
