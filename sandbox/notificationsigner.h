#pragma once

#include "sandbox/outcome.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

struct evp_pkey_st;
struct x509_st;

namespace dd::sandbox {

// The key pair the sandbox signs merchant notifications with, as CONTRACT.md ("Notifications")
// describes the gateway's: RSA-SHA1 over the raw body, announced by three headers. The
// certificate is self-signed with fixed dates and serial, so one key always gives the same
// certificate and fingerprint; the fingerprint is the SHA-1 of the certificate's DER encoding,
// in lower-case hex without separators. Copies share the key (read-only once made).
class NotificationSigner
{
public:
    static constexpr const char *signatureType = "RSA-SHA1";
    static constexpr const char *keyFileName = "notification-key.pem";

    // PEM text holding an RSA private key (not encrypted) and, optionally, its certificate.
    static Outcome<NotificationSigner> fromPem(const QByteArray &pem);
    static Outcome<NotificationSigner> fromPemFile(const QString &path);
    // `folder`/notification-key.pem, generated (owner-only permissions) when it does not exist yet.
    static Outcome<NotificationSigner> inFolder(const QString &folder);
    // A new 2048-bit key kept in memory only.
    static Outcome<NotificationSigner> generated();
    // The sandbox's rule: the key file when one is given, else the data folder's key, else one
    // in memory for this run.
    static Outcome<NotificationSigner> forSandbox(const QString &keyFile, const QString &dataFolder);

    QByteArray certificatePem() const { return m_certificatePem; }
    QByteArray fingerprint() const { return m_fingerprint; }
    // The private key and the certificate, as the data folder keeps them.
    QByteArray keyAndCertificatePem() const;
    // X-SignatureType, X-SignatureFingerprint and X-SignatureContent (base64) for this body;
    // empty when signing failed.
    QList<QPair<QByteArray, QByteArray>> headersFor(const QByteArray &body) const;

private:
    NotificationSigner(std::shared_ptr<evp_pkey_st> key, std::shared_ptr<x509_st> certificate);
    static Outcome<NotificationSigner> fromKey(std::shared_ptr<evp_pkey_st> key, std::shared_ptr<x509_st> certificate);

    std::shared_ptr<evp_pkey_st> m_key;
    std::shared_ptr<x509_st> m_certificate;
    QByteArray m_certificatePem;
    QByteArray m_fingerprint;
};

} // namespace dd::sandbox
