#include "core/sync/notificationsignature.h"

#include "core/storage/settingsstore.h"

#include <QCoreApplication>
#include <QFile>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::NotificationSignature)
};

struct ReleaseBio { void operator()(BIO *bio) const { BIO_free(bio); } };
struct ReleaseCertificate { void operator()(X509 *certificate) const { X509_free(certificate); } };
struct ReleaseVerifyContext { void operator()(EVP_MD_CTX *context) const { EVP_MD_CTX_free(context); } };

constexpr const char *SignatureType = "RSA-SHA1";
constexpr qsizetype MaxSignatureBytes = 2048;   // 16384-bit RSA; anything longer is not a signature

// What a peer wrote as a fingerprint, compared the way people copy them: any case, colons or not.
QByteArray normalisedFingerprint(QByteArrayView text)
{
    QByteArray out = text.toByteArray().trimmed().toLower();
    out.replace(':', QByteArray());
    return out;
}

} // namespace

NotificationSignature::NotificationSignature(std::shared_ptr<EVP_PKEY> key, QByteArray fingerprint)
    : m_key(std::move(key)), m_fingerprint(std::move(fingerprint))
{
}

Result<NotificationSignature, QString> NotificationSignature::fromPem(const QByteArray &pem)
{
    const std::unique_ptr<BIO, ReleaseBio> text(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    const std::unique_ptr<X509, ReleaseCertificate> certificate(
        text ? PEM_read_bio_X509(text.get(), nullptr, nullptr, nullptr) : nullptr);
    std::shared_ptr<EVP_PKEY> key;
    if (certificate) {
        if (EVP_PKEY *found = X509_get_pubkey(certificate.get()))
            key = std::shared_ptr<EVP_PKEY>(found, EVP_PKEY_free);
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    const bool digested = certificate && X509_digest(certificate.get(), EVP_sha1(), digest, &length) == 1;
    ERR_clear_error();   // a failed read leaves its reasons queued for the next OpenSSL caller
    if (!certificate)
        return Text::tr("The gateway certificate is not a PEM X.509 certificate.");
    if (!key || EVP_PKEY_get_base_id(key.get()) != EVP_PKEY_RSA || !digested)
        return Text::tr("The gateway certificate does not hold an RSA key.");
    return NotificationSignature(std::move(key), QByteArray(reinterpret_cast<const char *>(digest), length).toHex());
}

Result<NotificationSignature, QString> NotificationSignature::fromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Text::tr("Cannot read the gateway certificate %1: %2").arg(path, file.errorString());
    const Result<NotificationSignature, QString> signature = fromPem(file.read(1024 * 1024));
    if (!signature)
        return QStringLiteral("%1: %2").arg(path, signature.error());
    return signature;
}

NotificationSignature::Verdict NotificationSignature::verify(QByteArrayView body, const Headers &headers) const
{
    if (headers.type.isEmpty() && headers.fingerprint.isEmpty() && headers.content.isEmpty())
        return Verdict::Unsigned;
    if (headers.type.trimmed().toUpper() != SignatureType)
        return Verdict::UnknownType;
    if (normalisedFingerprint(headers.fingerprint) != m_fingerprint)
        return Verdict::WrongFingerprint;
    const auto decoded = QByteArray::fromBase64Encoding(headers.content.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty() || decoded.decoded.size() > MaxSignatureBytes)
        return Verdict::MalformedSignature;
    const std::unique_ptr<EVP_MD_CTX, ReleaseVerifyContext> context(EVP_MD_CTX_new());
    const bool valid =
        context && EVP_DigestVerifyInit(context.get(), nullptr, EVP_sha1(), nullptr, m_key.get()) == 1
        && EVP_DigestVerify(context.get(), reinterpret_cast<const unsigned char *>(decoded.decoded.constData()),
                            size_t(decoded.decoded.size()), reinterpret_cast<const unsigned char *>(body.data()),
                            size_t(body.size()))
               == 1;
    ERR_clear_error();
    return valid ? Verdict::Valid : Verdict::WrongSignature;
}

QByteArray NotificationSignature::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Valid: return QByteArrayLiteral("valid");
    case Verdict::Unsigned: return QByteArrayLiteral("unsigned");
    case Verdict::UnknownType: return QByteArrayLiteral("unknown_type");
    case Verdict::WrongFingerprint: return QByteArrayLiteral("wrong_fingerprint");
    case Verdict::MalformedSignature: return QByteArrayLiteral("malformed_signature");
    case Verdict::WrongSignature: return QByteArrayLiteral("wrong_signature");
    }
    return {};
}

namespace GatewayCertificateSetting {

QString key()
{
    return QStringLiteral("sync.gateway_certificate");
}

Result<std::optional<NotificationSignature>, QString> load(SettingsStore &settings)
{
    // Unreadable is not "none": notifications would then be taken unsigned.
    const auto stored = settings.read(key());
    if (!stored)
        return Text::tr("Could not read the gateway's certificate setting %1: %2").arg(key(), stored.error().message);
    const QString path = stored->value_or(QString()).trimmed();
    if (path.isEmpty())
        return std::optional<NotificationSignature>();
    const Result<NotificationSignature, QString> signature = NotificationSignature::fromFile(path);
    if (!signature)
        return signature.error();
    return std::optional<NotificationSignature>(*signature);
}

} // namespace GatewayCertificateSetting

} // namespace dd
