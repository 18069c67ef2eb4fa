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

QString NotificationListener::useCertificateSetting(SettingsStore &settings)
{
    const Result<std::optional<NotificationSignature>, QString> configured = GatewayCertificateSetting::load(settings);
    if (!configured)
        return configured.error();
    m_signature = *configured;
    return {};
}

qint64 NotificationListener::Counts::refusedTotal() const
{
    qint64 total = 0;
    for (const qint64 count : refused)
        total += count;
    return total;
}

// A notification whose signature fails is answered 403, not 200: the gateway resends until it gets
// a 200 (CONTRACT.md), so a genuine one refused because the wrong certificate was configured is
// not lost once the merchant fixes it, and a forged one is never acknowledged as processed.
std::optional<QString> NotificationListener::signatureRefusal(const http::Request &request)
{
    const NotificationSignature::Headers headers{request.header("x-signaturetype"),
                                                 request.header("x-signaturefingerprint"),
                                                 request.header("x-signaturecontent")};
    if (!m_signature) {
        if (headers.type.isEmpty() && headers.fingerprint.isEmpty() && headers.content.isEmpty())
            ++m_counts.unsignedAccepted;
        return std::nullopt;
    }
    const NotificationSignature::Verdict verdict = m_signature->verify(request.body, headers);
    if (verdict == NotificationSignature::Verdict::Valid) {
        ++m_counts.verified;
        return std::nullopt;
    }
    ++m_counts.refused[NotificationSignature::verdictName(verdict)];
    // Header values come from the peer: escaped and cut, and the body is never quoted.
    QString why;
    switch (verdict) {
    case NotificationSignature::Verdict::Valid:
    case NotificationSignature::Verdict::Unsigned:
        why = tr("it carries no signature");
        break;
    case NotificationSignature::Verdict::UnknownType:
        why = tr("unknown signature type \"%1\"").arg(http::escapedForLog(headers.type, 40));
        break;
    case NotificationSignature::Verdict::WrongFingerprint:
        why = tr("signed with another certificate (fingerprint %1, expected %2)")
                  .arg(http::escapedForLog(headers.fingerprint, 100), QString::fromLatin1(m_signature->fingerprint()));
        break;
    case NotificationSignature::Verdict::MalformedSignature:
        why = tr("its signature is not base64");
        break;
    case NotificationSignature::Verdict::WrongSignature:
        why = tr("its signature does not match its body");
        break;
    }
    return tr("Refused a notification: %1.").arg(why);
}

void NotificationListener::onRequest(const http::Request &request, QTcpSocket *socket)
{
    if (const std::optional<QString> refusal = signatureRefusal(request)) {
        socket->write(http::plainAnswer(403, "text/plain", "signature refused", request.keepAlive));
        if (!request.keepAlive)
            socket->disconnectFromHost();
        m_server.answered(socket);
        emit rejected(*refusal);
        return;
    }
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
