#pragma once

#include "core/reconcile/runstore.h"
#include "core/storage/storesession.h"

#include <QString>

#include <functional>
#include <memory>

namespace dd {

// What a reconciliation on a worker thread works on: a session of its own, and where runs are kept
// on that session's connection.
struct ReconcileSession
{
    std::unique_ptr<StoreSession> store;                  // null: the store cannot be opened now
    std::unique_ptr<reconcile::ReconcileRunStore> runs;   // uses `store`'s connection (declared after it: goes first)
    QString problem;                                      // why `store` is null
};
// Called on the worker thread, once a run.
using ReconcileSessionOpener = std::function<ReconcileSession()>;

} // namespace dd
