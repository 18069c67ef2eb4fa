#pragma once

namespace dd {

class AuditStore;
class CacheSession;
class IntentLog;
class PaymentStore;

// The stores an action writes to. Reached through this one function so that the sync code does
// not include cachesession.h beside the gateway headers (both name a `ConnectionSettings`).
struct OperationStores
{
    PaymentStore *payments = nullptr;
    IntentLog *intents = nullptr;
    AuditStore *audit = nullptr;
};

OperationStores operationStoresOf(CacheSession &session);

} // namespace dd
