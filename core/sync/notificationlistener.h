#pragma once

#include "core/sync/notificationimport.h"

#include <QHostAddress>
#include <QObject>
#include <QTcpServer>

class QTcpSocket;

namespace dd {

// The optional local endpoint the gateway posts notifications to (off until listen() is called;
// loopback unless the user gives another address). Every request gets an HTTP 200 answer once its
// body is read, so the gateway stops resending; the payment codes it names are reported through
// codesReceived() for queuing (ImportQueue) and a query. Bodies over 64 KiB are refused (413).
class NotificationListener : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype MaxRequestBytes = 64 * 1024;

    explicit NotificationListener(QObject *parent = nullptr);

    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    void close();
    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    QString errorString() const { return m_server.errorString(); }

signals:
    void codesReceived(const dd::NotificationCodes &codes);
    void rejected(const QString &reason);

private:
    void onConnection();
    void onReadable(QTcpSocket *socket);
    void answer(QTcpSocket *socket, int status, const QByteArray &reason);

    QTcpServer m_server;
};

} // namespace dd

Q_DECLARE_METATYPE(dd::NotificationCodes)
