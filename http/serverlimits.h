#pragma once

#include <QJsonObject>
#include <QtGlobal>

namespace dd::http {

// Everything a public-facing server must bound, injectable so tests can use short timeouts.
struct ServerLimits {
    qsizetype maxHeadBytes = 16 * 1024; // request line + header fields; more: 431
    qint64 maxBodyBytes = 1024 * 1024; // from the announced Content-Length, before reading: 413
    int headTimeoutMs = 10'000; // the whole head must arrive within this, however it trickles
    int bodyTimeoutMs = 30'000; // the whole body, once the head is in
    int idleTimeoutMs = 15'000; // a keep-alive connection waiting for its next request
    int closeLingerMs = 2'000; // after a refusal, time for the peer to read it before an abort
    int maxConnections = 0; // 0: the open-file soft limit minus reservedDescriptors
    int reservedDescriptors = 64; // files, outgoing connections and the listening socket
    int acceptRetryMs = 250; // accepting paused after an accept error resumes after this
    qint64 socketReadBufferBytes = 64 * 1024;
    qint64 maxUnsentAnswerBytes = 1024 * 1024; // a peer not reading its answers gets no more read
    bool raiseOpenFileLimit = true; // lift the soft open-file limit to the hard one on listen()
};

// What the transport did, for stats pages, tests and benchmarks.
struct ServerCounters {
    qint64 accepted = 0;
    qint64 open = 0;
    qint64 peakOpen = 0;
    qint64 requests = 0;
    qint64 refused = 0; // 4xx/5xx written by the framer, connection closed
    qint64 closedHeadTimeout = 0;
    qint64 closedBodyTimeout = 0;
    qint64 closedIdle = 0;
    qint64 closedForRoom = 0; // the oldest connection not being answered, closed for a new one
    qint64 droppedAtCap = 0; // new connections closed because every one was being answered
    qint64 acceptFailures = 0; // accept() errors such as EMFILE (accepting then pauses)
    qint64 acceptResumes = 0;

    QJsonObject toJson() const;
};

// Lifts the soft RLIMIT_NOFILE to the hard limit, as servers commonly do; returns the soft limit now
// in force (or -1 when it cannot be read).
qint64 raiseOpenFileLimit();
// The soft RLIMIT_NOFILE, or -1.
qint64 openFileLimit();
// The connection cap for these limits: maxConnections, or the soft limit minus the reserve.
int connectionCap(const ServerLimits &limits);

} // namespace dd::http
