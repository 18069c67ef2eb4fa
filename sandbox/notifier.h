#pragma once

#include "sandbox/notificationsigner.h"

#include <QByteArray>
#include <QObject>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace dd::sandbox {

// Sends merchant notifications (form-encoded `operation=payment_status_change&notification_type=…
// &hash_codes=…`) and resends with doubling delays until HTTP 200, at most maxAttempts times.
// Every delivery carries the signature headers once a signer is set (before the first notify()).
class Notifier : public QObject
{
    Q_OBJECT

public:
    Notifier(QNetworkAccessManager *network, QUrl target, int maxAttempts, int firstRetryMs,
             QObject *parent = nullptr);

    bool enabled() const { return m_target.isValid() && !m_target.isEmpty(); }
    void setSigner(NotificationSigner signer) { m_signer = std::move(signer); }
    void notify(const QByteArray &notificationType, const QByteArray &hash);

    int delivered() const { return m_delivered; }
    int abandoned() const { return m_abandoned; }
    int attempts() const { return m_attempts; }

Q_SIGNALS:
    void deliveryFinished(const QByteArray &hash, bool delivered);

private:
    void send(const QByteArray &body, const QByteArray &hash, int attempt);

    QNetworkAccessManager *m_network;
    QUrl m_target;
    std::optional<NotificationSigner> m_signer;
    int m_maxAttempts;
    int m_firstRetryMs;
    int m_delivered = 0;
    int m_abandoned = 0;
    int m_attempts = 0;
};

} // namespace dd::sandbox
