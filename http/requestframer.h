#pragma once

#include "http/request.h"

#include <QByteArray>

namespace dd::http {

// Cuts HTTP/1.1 requests out of a connection's bytes, strictly per RFC 9112, and refuses what a
// public-facing server must not guess about: a refusal carries the status to answer, and the
// connection is then closed, so no leftover byte can ever run as another request.
//
// Bodies come only with one Content-Length (repeated identical values are accepted, RFC 9110 §8.6);
// its limit is checked when the head arrives, before any body byte is kept. Chunked bodies are
// refused with 411 Length Required (no client of these servers sends them, and a decoder is one more
// place for smuggling bugs); any other Transfer-Encoding is a 400 (501 for an unknown coding before
// a final chunked).
class RequestFramer {
public:
    enum class Step { NeedMore, Complete, Refused };

    RequestFramer(qsizetype maxHeadBytes, qint64 maxBodyBytes);

    // Takes what the current request needs from the front of `input` (leftover bytes stay there).
    Step feed(QByteArray &input);
    // The head is in and accepted; the body may still be coming.
    bool headComplete() const { return m_headDone; }
    // The head asked for "100 Continue" before a body it has not sent yet.
    bool expectsContinue() const { return m_headDone && m_expectContinue && m_request.body.size() < m_bodyLength; }
    // After Complete: the request, and the framer is ready for the next one.
    Request takeRequest();

    int refusalStatus() const { return m_refusalStatus; }
    const QByteArray &refusalReason() const { return m_refusalReason; }
    // The first line of what was refused (at most 256 bytes, untrusted: escape before logging).
    const QByteArray &refusedLine() const { return m_refusedLine; }

private:
    Step refuse(int status, const char *reason);
    Step feedHead(QByteArray &input);
    Step parseHead(QByteArrayView head);
    Step parseRequestLine(QByteArrayView line);
    Step parseFields(const QList<QByteArrayView> &lines);
    Step applyFraming();

    qsizetype m_maxHeadBytes;
    qint64 m_maxBodyBytes;
    qsizetype m_scanned = 0; // bytes of input already searched for the end of the head
    bool m_headDone = false;
    bool m_expectContinue = false;
    qint64 m_bodyLength = 0;
    Request m_request;
    int m_refusalStatus = 0;
    QByteArray m_refusalReason;
    QByteArray m_refusedLine;
};

} // namespace dd::http
