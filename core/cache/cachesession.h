#pragma once

#include "core/cache/approvalstore.h"
#include "core/cache/auditstore.h"
#include "core/cache/cacheclock.h"
#include "core/cache/database.h"
#include "core/cache/importqueue.h"
#include "core/cache/intentlog.h"
#include "core/cache/operatorstore.h"
#include "core/cache/paymentstore.h"
#include "core/cache/settingsstore.h"
#include "core/storage/storesession.h"

namespace dd {

// One unlocked connection to the vault and the stores that work on it: the SQLCipher StoreSession.
// Thread-affine: create it (Vault::openSession) on the thread that uses it; a second thread opens
// its own. Its accessors name the vault's own classes, for the code in core/cache (and its tests)
// that needs more than the interfaces; everything else holds a StoreSession.
class CacheSession final : public StoreSession
{
public:
    CacheSession(cache::Database database, const CacheClock &clock);

    cache::Database &database() { return m_database; }
    VaultPaymentStore &payments() override { return m_payments; }
    VaultIntentLog &intents() override { return m_intents; }
    VaultSettingsStore &settings() override { return m_settings; }
    VaultAuditStore &audit() override { return m_audit; }
    VaultImportQueue &importQueue() override { return m_importQueue; }
    access::VaultOperatorStore &operators() override { return m_operators; }
    access::VaultApprovalStore &approvals() override { return m_approvals; }
    Result<qint64, StoreError> settle(const SettleBatch &batch) override;
    StoreFacts facts() override;

private:
    cache::Database m_database;
    VaultPaymentStore m_payments;
    VaultIntentLog m_intents;
    VaultSettingsStore m_settings;
    VaultAuditStore m_audit;
    VaultImportQueue m_importQueue;
    access::VaultOperatorStore m_operators;
    access::VaultApprovalStore m_approvals;
};

} // namespace dd
