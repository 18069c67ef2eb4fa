#include "core/cache/cachesession.h"

namespace dd {

CacheSession::CacheSession(cache::Database database, const CacheClock &clock)
    : m_database(std::move(database))
    , m_payments(m_database, clock)
    , m_intents(m_database, clock)
    , m_settings(m_database)
    , m_audit(m_database, clock)
    , m_importQueue(m_database, clock)
    , m_operators(m_database)
    , m_approvals(m_database)
{
}

} // namespace dd
