#pragma once

namespace dd {

class AuditStore;
class CacheSession;
class ImportQueue;
class IntentLog;
class PaymentStore;

// The stores an action writes to. Reached through this one function so that the sync code does
// not include cachesession.h beside the gateway headers (both name a `ConnectionSettings`).
struct OperationStores
{
    PaymentStore *payments = nullptr;
    IntentLog *intents = nullptr;
    AuditStore *audit = nullptr;
    ImportQueue *queue = nullptr;   // where an answer the cache could not store waits for a refresh
};

OperationStores operationStoresOf(CacheSession &session);

} // namespace dd
