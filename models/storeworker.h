#pragma once

// Internal to models/: the worker thread a background reader runs its store reads on.

#include "core/storage/storeopener.h"

#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace dd {

class StoreSession;

// A thread with its own session of the store: opened there by the first job that needs it and
// kept for the next ones (never one connection per read). A job that finds the store gone closes
// the session (sessionGone), and the next job opens a new one: a server that comes back is used
// again without a restart. Jobs run one after the other, in the order they were posted.
class StoreWorker
{
public:
    // `sessions` is called on the thread; it may return nullptr (the store cannot be opened now).
    StoreWorker(SessionOpener sessions, const QString &name);
    // Waits for the job running (if any), skips the others, and closes the session on its thread.
    ~StoreWorker();
    StoreWorker(const StoreWorker &) = delete;
    StoreWorker &operator=(const StoreWorker &) = delete;

    void post(std::function<void()> job);

    // On the worker thread only (in a job): its session, opened when needed; nullptr when it
    // cannot be opened now.
    StoreSession *session();
    // On the worker thread only: the session stopped answering; the next session() opens another.
    void sessionGone();

    // One payment (or row) read on the worker thread: `value` empty when the store has none, and
    // `answered` false when the store did not answer at all (then the session is closed).
    template<typename Value>
    struct Lookup
    {
        std::optional<Value> value;
        bool answered = false;
    };
    // On the worker thread only: `read(session)`, told apart from a store that is gone.
    template<typename Value, typename Read>
    Lookup<Value> lookUp(Read read)
    {
        StoreSession *current = session();
        Lookup<Value> found{current ? read(*current) : std::nullopt, false};
        found.answered = found.value || (current && answers(*current));
        if (current && !found.answered)
            sessionGone();
        return found;
    }

    // True when the store still answers. A store's reads answer "nothing" both when nothing
    // matches and when its connection is gone: a read that came back empty asks this to tell them
    // apart (the schema version is read from the store itself).
    static bool answers(StoreSession &session);

private:
    SessionOpener m_sessions;
    std::unique_ptr<StoreSession> m_session;   // used only on m_thread
    QThread m_thread;
    QObject *m_context = nullptr;   // lives on m_thread
    std::atomic<bool> m_stopping{false};
};

} // namespace dd
