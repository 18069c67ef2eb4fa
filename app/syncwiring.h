#pragma once

#include "ui/connectionform.h"

#include <memory>

namespace dd {

class MainWindow;
class RefreshService;
class StoreOpener;
class StoreSession;
class SyncController;

namespace access {
class AccessGuard;
}

// Wires the background refresh (RefreshService: its own thread, cache session and client) and the
// notification listener to the window's SyncController while the cache is unlocked. open() after
// every unlock settles open intents first, as the command line does on start; close() before
// the vault locks (the worker's session must be gone by then).
class SyncWiring
{
public:
    SyncWiring(MainWindow &window, BuiltInSandboxAddress builtIn);
    ~SyncWiring();
    SyncWiring(const SyncWiring &) = delete;
    SyncWiring &operator=(const SyncWiring &) = delete;

    // `guard`: who is signed in; the Sync menu's actions follow that operator's role (may be null).
    // The worker's sessions come from `opener`, which must outlive close().
    void open(StoreOpener &opener, StoreSession &session, access::AccessGuard *guard = nullptr);
    void close();

    RefreshService *service() const { return m_service.get(); }
    SyncController &controller() const { return *m_controller; }

private:
    BuiltInSandboxAddress m_builtIn;
    SyncController *m_controller;   // owned by the window
    std::unique_ptr<RefreshService> m_service;
};

} // namespace dd
