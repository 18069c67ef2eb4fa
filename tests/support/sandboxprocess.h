#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

namespace dd::test {

// Starts the built `directdesk-sandbox` executable on a free loopback port for one test,
// waits (signal-based, bounded) for its "listening on" line and stops it on destruction.
// Tests using it must `add_dependencies(<test> directdesk-sandbox)`.
class SandboxProcess
{
public:
    struct RawReply
    {
        int httpStatus = 0;            // 0 when no HTTP answer arrived
        int networkError = 0;          // QNetworkReply::NetworkError as int (0 = none)
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
    };

    // Starts the process at once with `--port 0` plus extraArguments; check isReady().
    explicit SandboxProcess(const QStringList &extraArguments = {}, int startTimeoutMs = 15000);
    // Same, running childSetup in the child before exec (e.g. setrlimit for a lower open-file limit).
    SandboxProcess(const QStringList &extraArguments, std::function<void()> childSetup, int startTimeoutMs = 15000);
    ~SandboxProcess();

    SandboxProcess(const SandboxProcess &) = delete;
    SandboxProcess &operator=(const SandboxProcess &) = delete;

    bool isReady() const { return m_baseUrl.isValid(); }
    QString errorString() const { return m_error; }
    QUrl baseUrl() const { return m_baseUrl; }
    QString integrationKey() const { return m_integrationKey; }
    static QString executablePath();
    qint64 processId() const { return m_process ? m_process->processId() : 0; }

    // Blocking POST of a JSON body to path (e.g. "/ws/query"); returns the answer object
    // (empty when the answer is not a JSON object). The body is sent as given.
    QJsonObject post(const QString &path, const QJsonObject &body, int timeoutMs = 10000) const;
    // Same, with `integration_key` set to integrationKey() unless the body has one.
    QJsonObject postWithKey(const QString &path, QJsonObject body, int timeoutMs = 10000) const;
    // Same, returning the parsed document (e.g. the e-wallet list is a JSON array).
    QJsonDocument postDocument(const QString &path, const QJsonObject &body, int timeoutMs = 10000) const;
    // Conveniences for string-literal paths (QT_NO_CAST_FROM_ASCII forbids the implicit QString).
    QJsonObject post(const char *path, const QJsonObject &body, int timeoutMs = 10000) const
    {
        return post(QString::fromLatin1(path), body, timeoutMs);
    }
    QJsonObject postWithKey(const char *path, const QJsonObject &body, int timeoutMs = 10000) const
    {
        return postWithKey(QString::fromLatin1(path), body, timeoutMs);
    }

    // Any method and raw bytes, for malformed input and fault tests; path may carry "?query".
    RawReply request(const QByteArray &method, const QString &path, const QByteArray &body,
                     const QList<QPair<QByteArray, QByteArray>> &headers = {},
                     int timeoutMs = 10000) const;

    // Stops the process (SIGTERM, then kill after a bound); returns its exit code or -1.
    int stop(int timeoutMs = 5000);
    QByteArray standardError() const;

private:
    bool waitForListening(int timeoutMs);

    std::unique_ptr<QProcess> m_process;
    QUrl m_baseUrl;
    QString m_integrationKey;
    QString m_error;
    QByteArray m_stdout;
    mutable QByteArray m_stderr;
};

} // namespace dd::test
