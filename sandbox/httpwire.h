#pragma once

#include <QByteArray>
#include <QByteArrayView>

class QTcpSocket;

namespace dd::sandbox::httpwire {

// Raw HTTP/1.1 answers written straight to the socket, so faults can break them on purpose.
QByteArray statusLine(int status);
void writeResponse(QTcpSocket *socket, int status, QByteArrayView contentType, const QByteArray &body,
                   bool keepAlive);
// Announces a Content-Length larger than what is sent, sends part of the body, then closes.
void writeTruncated(QTcpSocket *socket, const QByteArray &body);
// Aborts the connection with a TCP reset (SO_LINGER 0), without any answer.
void resetConnection(QTcpSocket *socket);

} // namespace dd::sandbox::httpwire
