#pragma once

#include "core/domain/result.h"
#include "core/storage/paymentstore.h"

#include <QString>

namespace dd {

class AuditStore;
class ImportQueue;
class IntentLog;
class SettingsStore;
class SettleBatch;

namespace access {
class ApprovalStore;
class OperatorStore;
} // namespace access

// What a backend is, for diagnostics and "vault check": never a path or a credential.
struct StoreFacts
{
    QString engine;               // "SQLCipher", "PostgreSQL" …
    QString engineVersion;
    int schemaVersion = -1;       // as stored
    int currentSchemaVersion = -1;   // what this build writes
};

// Everything the app stores, as the layers above see it: one open session of one backend (the vault
// on this computer; a team server next). Which one is decided in the composition root.
// Thread-affine: a second thread opens its own (StoreOpener).
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

    // Writes a refresh's answers and what they settle (SettleBatch) all together or not at all; the
    // number of payments applied. Spans three stores, so it is the session's.
    virtual Result<qint64, StoreError> settle(const SettleBatch &batch) = 0;
    virtual StoreFacts facts() = 0;

protected:
    StoreSession() = default;
    StoreSession(const StoreSession &) = delete;
    StoreSession &operator=(const StoreSession &) = delete;
};

} // namespace dd
