#include "sandbox/httpwire.h"

#include <QTcpSocket>

#include <sys/socket.h>

namespace dd::sandbox::httpwire {

QByteArray statusLine(int status)
{
    const char *reason = "OK";
    switch (status) {
    case 200: reason = "OK"; break;
    case 400: reason = "Bad Request"; break;
    case 404: reason = "Not Found"; break;
    case 405: reason = "Method Not Allowed"; break;
    case 429: reason = "Too Many Requests"; break;
    case 500: reason = "Internal Server Error"; break;
    case 502: reason = "Bad Gateway"; break;
    case 503: reason = "Service Unavailable"; break;
    default: reason = "Status"; break;
    }
    return QByteArrayLiteral("HTTP/1.1 ") + QByteArray::number(status) + ' ' + reason + "\r\n";
}

namespace {
QByteArray header(int status, QByteArrayView contentType, qsizetype contentLength, bool keepAlive)
{
    QByteArray out = statusLine(status);
    out += "Content-Type: ";
    out += contentType;
    out += "\r\nContent-Length: ";
    out += QByteArray::number(contentLength);
    out += keepAlive ? "\r\nConnection: keep-alive\r\n\r\n" : "\r\nConnection: close\r\n\r\n";
    return out;
}
} // namespace

void writeResponse(QTcpSocket *socket, int status, QByteArrayView contentType, const QByteArray &body,
                   bool keepAlive)
{
    QByteArray out = header(status, contentType, body.size(), keepAlive);
    out += body;
    socket->write(out);
    if (!keepAlive)
        socket->disconnectFromHost();
}

void writeTruncated(QTcpSocket *socket, const QByteArray &body)
{
    QByteArray out = header(200, "application/json", body.size() + 512, false);
    out += body.left(body.size() / 2);
    socket->write(out);
    socket->flush();
    socket->disconnectFromHost();
}

void resetConnection(QTcpSocket *socket)
{
    const qintptr descriptor = socket->socketDescriptor();
    if (descriptor >= 0) {
        struct linger option{};
        option.l_onoff = 1;
        option.l_linger = 0;
        ::setsockopt(static_cast<int>(descriptor), SOL_SOCKET, SO_LINGER, &option, sizeof option);
    }
    socket->abort();
}

} // namespace dd::sandbox::httpwire
