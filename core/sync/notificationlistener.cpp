#include "core/sync/notificationlistener.h"

#include "http/logtext.h"

#include <QTcpSocket>

namespace dd {

http::ServerLimits NotificationListener::defaultLimits()
{
    http::ServerLimits limits;
    limits.maxBodyBytes = MaxRequestBytes;
    return limits;
}

NotificationListener::NotificationListener(QObject *parent)
    : NotificationListener(defaultLimits(), parent)
{
}

NotificationListener::NotificationListener(http::ServerLimits limits, QObject *parent)
    : QObject(parent)
    , m_server(limits)
{
    qRegisterMetaType<dd::NotificationCodes>();
    m_server.setHandler([this](const http::Request &request, QTcpSocket *socket) { onRequest(request, socket); });
}

bool NotificationListener::listen(const QHostAddress &address, quint16 port)
{
    return m_server.listen(address, port);
}

void NotificationListener::close()
{
    m_server.close();
}

void NotificationListener::onRequest(const http::Request &request, QTcpSocket *socket)
{
    QByteArray body = request.body;
    // A GET carries the fields in the query string.
    if (body.isEmpty() && request.method == "GET")
        body = request.target;
    socket->write(http::plainAnswer(200, "text/plain", "OK", request.keepAlive));
    if (!request.keepAlive)
        socket->disconnectFromHost();
    m_server.answered(socket);
    const Result<NotificationCodes, QString> codes = NotificationImport::parse(body);
    if (codes)
        emit codesReceived(*codes);
    else
        emit rejected(http::escapedForLog(codes.error().toUtf8(), 500)); // the reason may quote peer bytes
}

} // namespace dd
