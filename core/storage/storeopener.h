#pragma once

#include "core/storage/storesession.h"

#include <functional>
#include <memory>

namespace dd {

// Opens sessions of one store, each for the thread that calls it. A session is thread-affine, so
// every background reader (page counts, the overview, an export, the refresh worker) opens its own
// on its thread. This is an object of its own rather than a StoreSession::openSibling(): the worker
// would have to call into the window's session from another thread, while the opener (the vault:
// a key behind a lock) is made to be called from any thread. The vault implements it; a team
// server's connection settings would be another.
class StoreOpener
{
public:
    virtual ~StoreOpener() = default;

    // A new session for the calling thread; nullptr when the store cannot be opened (locked, gone).
    virtual std::unique_ptr<StoreSession> openStoreSession() = 0;

protected:
    StoreOpener() = default;
    StoreOpener(const StoreOpener &) = delete;
    StoreOpener &operator=(const StoreOpener &) = delete;
};

// What a background reader holds: called on its own thread, nullptr when no session can be opened.
// A function rather than the opener itself, so that the composition root (or a test) decides which
// opener, or holds a worker back until it is told to go.
using SessionOpener = std::function<std::unique_ptr<StoreSession>()>;

// `opener` must outlive every call of the function.
inline SessionOpener sessionsOf(StoreOpener &opener)
{
    return [&opener] { return opener.openStoreSession(); };
}

} // namespace dd
