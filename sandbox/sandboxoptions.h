#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>

namespace dd::sandbox {

// Everything the sandbox gateway is configured with; the command line maps one to one onto it.
struct SandboxOptions
{
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 0;                                   // 0: any free port
    QString integrationKey = QStringLiteral("sandbox-integration-key");
    // One more merchant each, with books of its own: parallel test jobs do not see each other's data.
    QStringList moreIntegrationKeys;
    // true: hashes derive from `seed` (two runs give the same ones); false: drawn at random, so
    // two sandbox processes never hand out the same hash.
    bool repeatableHashes = true;
    int requestLogSize = 1000;                          // Direct API calls kept per merchant
    QUrl notifyUrl;                                     // empty: no notifications
    // The RSA key (PEM, optionally with its certificate) notifications are signed with; without
    // one, the key kept in dataFolder (made at first start), or one in memory when that is empty.
    QString notificationKeyFile;
    QString dataFolder;
    QString stateFile;                                  // empty: in memory only
    int seedDemo = 0;                                   // demo payments created when the books are empty
    quint64 seed = 1;                                   // drives demo data, fault probabilities
    qint64 preAuthorizationExpirySeconds = 4 * 86400;
    int notifyMaxAttempts = 6;
    int notifyFirstRetryMs = 500;                       // doubled after each failed delivery
    QStringList faults;                                 // JSON fault rules, as POSTed to /sandbox/faults
    // HTTP transport limits (directdesk_http): a larger announced body is refused with 413.
    qint64 maxBodyBytes = 1024 * 1024;
    int maxConnections = 0;                             // 0: open-file limit minus a reserve
    int headTimeoutMs = 10'000;                         // whole request head
    int idleTimeoutMs = 15'000;                         // keep-alive connection between requests
};

} // namespace dd::sandbox
