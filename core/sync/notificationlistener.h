#pragma once

#include "core/sync/notificationimport.h"
#include "http/server.h"

#include <QHostAddress>
#include <QObject>

class QTcpSocket;

namespace dd {

// The optional local endpoint the gateway posts notifications to (off until listen() is called;
// loopback unless the user gives another address). Every request gets an HTTP 200 answer once its
// body is read, so the gateway stops resending; the payment codes it names are reported through
// codesReceived() for queuing (ImportQueue) and a query. HTTP framing, limits and timeouts are the
// transport's (directdesk_http): bodies over 64 KiB are refused with 413, bad framing with 400.
class NotificationListener : public QObject {
    Q_OBJECT
public:
    static constexpr qsizetype MaxRequestBytes = 64 * 1024;

    explicit NotificationListener(QObject *parent = nullptr);
    // Tests inject short timeouts and a small connection cap.
    explicit NotificationListener(http::ServerLimits limits, QObject *parent = nullptr);

    static http::ServerLimits defaultLimits();

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

    http::Server m_server;
};

} // namespace dd

Q_DECLARE_METATYPE(dd::NotificationCodes)
