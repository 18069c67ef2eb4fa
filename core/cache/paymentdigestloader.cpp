#include "core/cache/paymentdigestloader.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dd::cache {

PaymentDigestLoader::PaymentDigestLoader(OpenReader openReader)
    : m_openReader(std::move(openReader))
{
    m_pool.setMaxThreadCount(1);
    m_clock.start();
}

PaymentDigestLoader::~PaymentDigestLoader()
{
    m_cancelled = true;
    waitForRead();
}

std::shared_ptr<const PaymentDigest> PaymentDigestLoader::current(const Stamp &now)
{
    if (m_reading.isValid() && m_reading.isFinished()) {
        std::shared_ptr<PaymentDigest> read = m_reading.result();
        m_reading = {};
        m_cancelled = false;
        if (!(m_readingStamp == now)) {
            // Written to while it was read: wait as long again before the next read, so a stream of
            // writes (an import on another connection) does not keep a core busy reading.
            const qint64 nowMs = m_clock.elapsed();
            m_holdOffUntilMs = nowMs + (nowMs - m_startedMs);
        } else if (read) {
            m_digest = std::move(read);
            m_digestStamp = now;
            ++m_adoptions;
        } else {
            m_failedAt = now;
        }
    }
    if (m_digest && m_digestStamp == now)
        return m_digest;
    m_digest.reset();   // stale: its memory goes back at once
    if (m_reading.isValid()) {
        if (!(m_readingStamp == now))
            m_cancelled = true;
        return nullptr;
    }
    if (m_failedAt != now && m_clock.elapsed() >= m_holdOffUntilMs)
        start(now);
    return nullptr;
}

std::shared_ptr<const PaymentDigest> PaymentDigestLoader::readNow(const Stamp &now)
{
    if (std::shared_ptr<const PaymentDigest> held = current(now))
        return held;
    waitForRead();   // the read current() started, or a stale one it stopped
    if (std::shared_ptr<const PaymentDigest> held = current(now))
        return held;
    if (m_failedAt == now)
        return nullptr;
    if (!m_reading.isValid())
        start(now);   // current() held off after a stale read
    waitForRead();
    return current(now);
}

void PaymentDigestLoader::waitForRead()
{
    if (m_reading.isValid())
        m_reading.waitForFinished();
}

void PaymentDigestLoader::start(const Stamp &now)
{
    m_readingStamp = now;
    m_startedMs = m_clock.elapsed();
    m_reading = QtConcurrent::run(&m_pool, [open = m_openReader, cancelled = &m_cancelled]() {
        std::optional<Database> db = open();
        return db ? std::shared_ptr<PaymentDigest>(PaymentDigest::read(*db, *cancelled)) : nullptr;
    });
}

} // namespace dd::cache
