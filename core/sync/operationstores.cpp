#include "core/sync/operationstores.h"

#include "core/cache/cachesession.h"

namespace dd {

OperationStores operationStoresOf(CacheSession &session)
{
    return OperationStores{&session.payments(), &session.intents(), &session.audit(), &session.importQueue()};
}

} // namespace dd
