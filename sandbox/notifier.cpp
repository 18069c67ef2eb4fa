#include "sandbox/notifier.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrlQuery>

namespace dd::sandbox {

Notifier::Notifier(QNetworkAccessManager *network, QUrl target, int maxAttempts, int firstRetryMs,
                   QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_target(std::move(target))
    , m_maxAttempts(qMax(1, maxAttempts))
    , m_firstRetryMs(qMax(1, firstRetryMs))
{
}

void Notifier::notify(const QByteArray &notificationType, const QByteArray &hash)
{
    if (!enabled())
        return;
    QByteArray body = QByteArrayLiteral("operation=payment_status_change&notification_type=");
    body += notificationType;
    body += QByteArrayLiteral("&hash_codes=");
    body += hash;
    send(body, hash, 1);
}

void Notifier::send(const QByteArray &body, const QByteArray &hash, int attempt)
{
    QNetworkRequest request(m_target);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setTransferTimeout(10000);
    if (m_signer) {
        for (const auto &[name, value] : m_signer->headersFor(body))
            request.setRawHeader(name, value);
    }
    ++m_attempts;
    QNetworkReply *reply = m_network->post(request, body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, body, hash, attempt] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 200) {
            ++m_delivered;
            Q_EMIT deliveryFinished(hash, true);
            return;
        }
        if (attempt >= m_maxAttempts) {
            ++m_abandoned;
            Q_EMIT deliveryFinished(hash, false);
            return;
        }
        const int delay = m_firstRetryMs << qMin(attempt - 1, 16);
        QTimer::singleShot(delay, this, [this, body, hash, attempt] { send(body, hash, attempt + 1); });
    });
}

} // namespace dd::sandbox
