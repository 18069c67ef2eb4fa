#pragma once

#include "core/cache/auditstore.h"
#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/cache/importqueue.h"
#include "core/cache/intentlog.h"
#include "core/cache/paymentstore.h"
#include "core/cache/settingsstore.h"

namespace dd {

// One unlocked connection to the cache and the stores that work on it. Thread-affine: create it
// (Vault::openSession) on the thread that uses it; a second thread opens its own.
class CacheSession
{
public:
    CacheSession(cache::Database database, const CacheClock &clock);
    CacheSession(const CacheSession &) = delete;
    CacheSession &operator=(const CacheSession &) = delete;

    cache::Database &database() { return m_database; }
    PaymentStore &payments() { return m_payments; }
    IntentLog &intents() { return m_intents; }
    SettingsStore &settings() { return m_settings; }
    AuditStore &audit() { return m_audit; }
    ImportQueue &importQueue() { return m_importQueue; }

private:
    cache::Database m_database;
    PaymentStore m_payments;
    IntentLog m_intents;
    SettingsStore m_settings;
    AuditStore m_audit;
    ImportQueue m_importQueue;
};

} // namespace dd
