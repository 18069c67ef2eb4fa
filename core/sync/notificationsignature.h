#pragma once

#include "core/domain/result.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

struct evp_pkey_st;

namespace dd {

class SettingsStore;

// Checks the signature the gateway puts on a notification (CONTRACT.md, "Notifications"):
// X-SignatureType names the scheme (RSA-SHA1, the only one), X-SignatureFingerprint the signing
// certificate (the SHA-1 of its DER encoding in hex; case and colons ignored), and
// X-SignatureContent the base64 RSA-SHA1 signature of the raw body. Built from the gateway's
// certificate, which the merchant hands over (the sandbox serves its own). Copies share the key.
class NotificationSignature
{
public:
    enum class Verdict { Valid, Unsigned, UnknownType, WrongFingerprint, MalformedSignature, WrongSignature };

    struct Headers
    {
        QByteArray type;
        QByteArray fingerprint;
        QByteArray content;
    };

    // A translated reason when the text holds no X.509 certificate with an RSA key.
    static Result<NotificationSignature, QString> fromPem(const QByteArray &pem);
    static Result<NotificationSignature, QString> fromFile(const QString &path);

    Verdict verify(QByteArrayView body, const Headers &headers) const;
    // Lower-case hex, no separators.
    QByteArray fingerprint() const { return m_fingerprint; }

    // A stable name for counters and logs: "valid", "unsigned", "unknown_type", …
    static QByteArray verdictName(Verdict verdict);

private:
    NotificationSignature(std::shared_ptr<evp_pkey_st> key, QByteArray fingerprint);

    std::shared_ptr<evp_pkey_st> m_key;
    QByteArray m_fingerprint;
};

// The desktop's listener and `directdesk-cli listen` read the gateway's certificate from this
// setting of the cache (the path of a PEM file) unless a command line gives one.
namespace GatewayCertificateSetting {
QString key();
// nullopt when the setting is not set; a translated reason when the file named cannot be used.
Result<std::optional<NotificationSignature>, QString> load(SettingsStore &settings);
} // namespace GatewayCertificateSetting

} // namespace dd
