#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>

namespace dd::http {

// One request as the framer accepted it: every field has passed the RFC 9112 checks.
struct Request {
    QByteArray method;
    QByteArray target; // as sent: origin-form ("/path?query"), or absolute-form reduced to it
    QByteArray path; // target up to '?', still percent-encoded
    QByteArray query; // after '?', still percent-encoded
    int minorVersion = 1;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values without surrounding spaces
    QByteArray body;
    bool keepAlive = true;

    // The first value of a header, by lower-case name; empty when absent.
    QByteArray header(QByteArrayView lowerCaseName) const;
};

// A complete answer with Content-Length and a Connection header, for servers that need nothing more.
QByteArray plainAnswer(int status, QByteArrayView contentType, QByteArrayView body, bool keepAlive);
QByteArray reasonPhrase(int status);

} // namespace dd::http
