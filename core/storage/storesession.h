#pragma once

namespace dd {

class AuditStore;
class ImportQueue;
class IntentLog;
class PaymentStore;
class SettingsStore;

namespace access {
class ApprovalStore;
class OperatorStore;
} // namespace access

// Everything the app stores, as the layers above see it: one open session of one backend (the vault
// on this computer, CacheSession; a team server next). Which one is decided in the composition root.
// Thread-affine: a second thread opens its own session.
class StoreSession
{
public:
    virtual ~StoreSession() = default;

    virtual PaymentStore &payments() = 0;
    virtual IntentLog &intents() = 0;
    virtual SettingsStore &settings() = 0;
    virtual AuditStore &audit() = 0;
    virtual ImportQueue &importQueue() = 0;
    virtual access::OperatorStore &operators() = 0;
    virtual access::ApprovalStore &approvals() = 0;

protected:
    StoreSession() = default;
    StoreSession(const StoreSession &) = delete;
    StoreSession &operator=(const StoreSession &) = delete;
};

} // namespace dd
