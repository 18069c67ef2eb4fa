#pragma once

#include "core/sync/notificationimport.h"
#include "core/sync/notificationsignature.h"
#include "http/server.h"

#include <QHostAddress>
#include <QMap>
#include <QObject>

#include <optional>

class QTcpSocket;

namespace dd {

class SettingsStore;

// The optional local endpoint the gateway posts notifications to (off until listen() is called;
// loopback unless the user gives another address). Every request gets an HTTP 200 answer once its
// body is read, so the gateway stops resending; the payment codes it names are reported through
// codesReceived() for queuing (ImportQueue) and a query. HTTP framing, limits and timeouts are the
// transport's (directdesk_http): bodies over 64 KiB are refused with 413, bad framing with 400.
// Given the gateway's certificate, only notifications whose signature it verifies are taken; the
// others are answered 403, counted and reported through rejected(). Either way the body's codes
// are only ever queried: nothing in a notification is trusted as a payment's state.
class NotificationListener : public QObject {
    Q_OBJECT
public:
    static constexpr qsizetype MaxRequestBytes = 64 * 1024;

    explicit NotificationListener(QObject *parent = nullptr);
    // Tests inject short timeouts and a small connection cap.
    explicit NotificationListener(http::ServerLimits limits, QObject *parent = nullptr);

    static http::ServerLimits defaultLimits();

    // What arrived since the listener was made.
    struct Counts
    {
        qint64 verified = 0;            // a certificate is set and the signature is valid
        qint64 unsignedAccepted = 0;    // no certificate set and no signature: taken, as before
        QMap<QByteArray, qint64> refused;   // by NotificationSignature::verdictName
        qint64 refusedTotal() const;
    };

    // nullopt: every notification is taken (unsigned ones counted). Applies to the next request.
    void setGatewayCertificate(std::optional<NotificationSignature> signature) { m_signature = std::move(signature); }
    // The certificate GatewayCertificateSetting names in the cache, or none when it names none;
    // a translated reason (and no change) when the file it names cannot be used.
    QString useCertificateSetting(SettingsStore &settings);
    bool verifiesSignatures() const { return m_signature.has_value(); }
    const Counts &counts() const { return m_counts; }

    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    void close();
    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    QString errorString() const { return m_server.errorString(); }
    const http::Server &transport() const { return m_server; }

signals:
    void codesReceived(const dd::NotificationCodes &codes);
    void rejected(const QString &reason);

private:
    void onRequest(const http::Request &request, QTcpSocket *socket);
    // Counts the notification; a reason (translated, safe to log) when it must be refused.
    std::optional<QString> signatureRefusal(const http::Request &request);

    http::Server m_server;
    std::optional<NotificationSignature> m_signature;
    Counts m_counts;
};

} // namespace dd

Q_DECLARE_METATYPE(dd::NotificationCodes)
