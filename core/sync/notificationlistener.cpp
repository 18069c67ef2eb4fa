#include "core/sync/notificationlistener.h"

#include <QTcpSocket>

namespace dd {

namespace {

// Where the body starts and how long it is, once the whole request has arrived.
struct Framing
{
    bool complete = false;
    bool bad = false;
    qsizetype bodyStart = 0;
    qsizetype bodyLength = 0;
};

Framing frame(const QByteArray &data)
{
    Framing framing;
    const qsizetype headerEnd = data.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return framing;
    framing.bodyStart = headerEnd + 4;
    const QList<QByteArray> lines = data.left(headerEnd).split('\n');
    for (const QByteArray &line : lines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length") {
            bool ok = false;
            framing.bodyLength = line.mid(colon + 1).trimmed().toLongLong(&ok);
            framing.bad = !ok || framing.bodyLength < 0;
        }
    }
    framing.complete = !framing.bad && data.size() >= framing.bodyStart + framing.bodyLength;
    return framing;
}

} // namespace

NotificationListener::NotificationListener(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<dd::NotificationCodes>();
    connect(&m_server, &QTcpServer::newConnection, this, &NotificationListener::onConnection);
}

bool NotificationListener::listen(const QHostAddress &address, quint16 port)
{
    return m_server.listen(address, port);
}

void NotificationListener::close()
{
    m_server.close();
}

void NotificationListener::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadable(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void NotificationListener::onReadable(QTcpSocket *socket)
{
    QByteArray data = socket->property("dd_request").toByteArray() + socket->readAll();
    if (data.size() > MaxRequestBytes)
        return answer(socket, 413, "Payload Too Large");
    const Framing framing = frame(data);
    if (framing.bad)
        return answer(socket, 400, "Bad Request");
    if (!framing.complete) {
        socket->setProperty("dd_request", data);
        return;
    }
    const QByteArray requestLine = data.left(data.indexOf("\r\n"));
    QByteArray body = data.mid(framing.bodyStart, framing.bodyLength);
    // A GET carries the fields in the query string.
    if (body.isEmpty() && requestLine.startsWith("GET "))
        body = requestLine.mid(4).split(' ').value(0);
    answer(socket, 200, "OK");
    const Result<NotificationCodes, QString> codes = NotificationImport::parse(body);
    if (codes)
        emit codesReceived(*codes);
    else
        emit rejected(codes.error());
}

void NotificationListener::answer(QTcpSocket *socket, int status, const QByteArray &reason)
{
    socket->setProperty("dd_request", QVariant());
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
                  + "\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\nOK");
    socket->disconnectFromHost();
}

} // namespace dd
