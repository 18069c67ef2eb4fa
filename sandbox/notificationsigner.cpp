#include "sandbox/notificationsigner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryFile>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
struct BioFree { void operator()(BIO *bio) const { BIO_free(bio); } };
struct DigestContextFree { void operator()(EVP_MD_CTX *context) const { EVP_MD_CTX_free(context); } };
using Bio = std::unique_ptr<BIO, BioFree>;
using DigestContext = std::unique_ptr<EVP_MD_CTX, DigestContextFree>;

std::shared_ptr<EVP_PKEY> sharedKey(EVP_PKEY *key)
{
    return key ? std::shared_ptr<EVP_PKEY>(key, EVP_PKEY_free) : nullptr;
}

std::shared_ptr<X509> sharedCertificate(X509 *certificate)
{
    return certificate ? std::shared_ptr<X509>(certificate, X509_free) : nullptr;
}

Failure keyFailure(QString message)
{
    ERR_clear_error();   // OpenSSL's queue would otherwise carry this failure into the next call
    return Failure{QByteArrayLiteral("SANDBOX-KEY"), std::move(message)};
}

Bio readingBio(const QByteArray &pem)
{
    return Bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
}

QByteArray drained(BIO *bio)
{
    char *data = nullptr;
    const long size = BIO_ctrl(bio, BIO_CTRL_INFO, 0, &data);   // BIO_get_mem_data, without its C cast
    return size > 0 ? QByteArray(data, qsizetype(size)) : QByteArray();
}

// No prompt for an encrypted key: a sandbox runs unattended, so such a key is refused instead.
int noPassphrase(char *, int, int, void *)
{
    return -1;
}

// Fixed serial, name and dates: the same key always gives the same certificate (RSA PKCS#1 v1.5
// signatures are deterministic), so its fingerprint survives restarts and can be configured once.
std::shared_ptr<X509> selfSignedCertificate(EVP_PKEY *key)
{
    std::shared_ptr<X509> certificate = sharedCertificate(X509_new());
    if (!certificate)
        return nullptr;
    X509 *x509 = certificate.get();
    X509_NAME *name = X509_get_subject_name(x509);
    const auto *commonName = reinterpret_cast<const unsigned char *>("directdesk-sandbox notifications");
    const bool made = X509_set_version(x509, 2) == 1 && ASN1_INTEGER_set(X509_get_serialNumber(x509), 1) == 1
                      && ASN1_TIME_set_string_X509(X509_getm_notBefore(x509), "20250101000000Z") == 1
                      && ASN1_TIME_set_string_X509(X509_getm_notAfter(x509), "20491231235959Z") == 1
                      && X509_set_pubkey(x509, key) == 1
                      && X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, commonName, -1, -1, 0) == 1
                      && X509_set_issuer_name(x509, name) == 1 && X509_sign(x509, key, EVP_sha256()) > 0;
    return made ? certificate : nullptr;
}
} // namespace

NotificationSigner::NotificationSigner(std::shared_ptr<EVP_PKEY> key, std::shared_ptr<X509> certificate)
    : m_key(std::move(key)), m_certificate(std::move(certificate))
{
    Bio out(BIO_new(BIO_s_mem()));
    if (out && PEM_write_bio_X509(out.get(), m_certificate.get()) == 1)
        m_certificatePem = drained(out.get());
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (X509_digest(m_certificate.get(), EVP_sha1(), digest, &length) == 1)
        m_fingerprint = QByteArray(reinterpret_cast<const char *>(digest), length).toHex();
}

Outcome<NotificationSigner> NotificationSigner::fromKey(std::shared_ptr<EVP_PKEY> key, std::shared_ptr<X509> certificate)
{
    if (!key || EVP_PKEY_get_base_id(key.get()) != EVP_PKEY_RSA)
        return keyFailure(u"the notification key must be an RSA private key"_s);
    if (certificate && X509_check_private_key(certificate.get(), key.get()) != 1)
        return keyFailure(u"the certificate does not belong to the notification key"_s);
    if (!certificate)
        certificate = selfSignedCertificate(key.get());
    if (!certificate)
        return keyFailure(u"cannot make the notification certificate"_s);
    NotificationSigner signer(std::move(key), std::move(certificate));
    if (signer.m_certificatePem.isEmpty() || signer.m_fingerprint.isEmpty())
        return keyFailure(u"cannot encode the notification certificate"_s);
    return signer;
}

Outcome<NotificationSigner> NotificationSigner::fromPem(const QByteArray &pem)
{
    const Bio keyText = readingBio(pem);
    const Bio certificateText = readingBio(pem);
    if (!keyText || !certificateText)
        return keyFailure(u"out of memory reading the notification key"_s);
    std::shared_ptr<EVP_PKEY> key =
        sharedKey(PEM_read_bio_PrivateKey(keyText.get(), nullptr, noPassphrase, nullptr));
    if (!key)
        return keyFailure(u"no unencrypted private key in the PEM text"_s);
    // The certificate is optional: PEM_read_bio_X509 skips the key's block and finds none.
    std::shared_ptr<X509> certificate =
        sharedCertificate(PEM_read_bio_X509(certificateText.get(), nullptr, noPassphrase, nullptr));
    ERR_clear_error();   // "no certificate" is an answer here, not an error to leave queued
    return fromKey(std::move(key), std::move(certificate));
}

Outcome<NotificationSigner> NotificationSigner::fromPemFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return keyFailure(u"cannot read %1: %2"_s.arg(path, file.errorString()));
    const Outcome<NotificationSigner> signer = fromPem(file.readAll());
    if (!signer.ok())
        return Failure{signer.failure().code, path + u": "_s + signer.failure().message};
    return signer;
}

Outcome<NotificationSigner> NotificationSigner::generated()
{
    return fromKey(sharedKey(EVP_PKEY_Q_keygen(nullptr, nullptr, "RSA", size_t(2048))), nullptr);
}

Outcome<NotificationSigner> NotificationSigner::inFolder(const QString &folder)
{
    const QString path = QDir(folder).filePath(QString::fromLatin1(keyFileName));
    if (QFile::exists(path))
        return fromPemFile(path);
    if (!QDir().mkpath(folder))
        return keyFailure(u"cannot create the data folder %1"_s.arg(folder));
    const Outcome<NotificationSigner> made = generated();
    if (!made.ok())
        return made;
    QTemporaryFile file(path + u".XXXXXX"_s);   // created readable by its owner only
    const QByteArray pem = made.value().keyAndCertificatePem();
    if (!file.open() || file.write(pem) != pem.size() || !file.flush())
        return keyFailure(u"cannot write %1: %2"_s.arg(path, file.errorString()));
    // rename() never replaces: when another sandbox process wrote the key first, both use that one.
    if (file.rename(path)) {
        file.setAutoRemove(false);
        return made;
    }
    return fromPemFile(path);
}

Outcome<NotificationSigner> NotificationSigner::forSandbox(const QString &keyFile, const QString &dataFolder)
{
    if (!keyFile.isEmpty())
        return fromPemFile(keyFile);
    return dataFolder.isEmpty() ? generated() : inFolder(dataFolder);
}

QByteArray NotificationSigner::keyAndCertificatePem() const
{
    Bio out(BIO_new(BIO_s_mem()));
    if (!out || PEM_write_bio_PrivateKey(out.get(), m_key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1)
        return {};
    return drained(out.get()) + m_certificatePem;
}

QList<QPair<QByteArray, QByteArray>> NotificationSigner::headersFor(const QByteArray &body) const
{
    DigestContext context(EVP_MD_CTX_new());
    size_t length = 0;
    const auto *data = reinterpret_cast<const unsigned char *>(body.constData());
    if (!context || EVP_DigestSignInit(context.get(), nullptr, EVP_sha1(), nullptr, m_key.get()) != 1
        || EVP_DigestSign(context.get(), nullptr, &length, data, size_t(body.size())) != 1) {
        ERR_clear_error();
        return {};
    }
    QByteArray signature(qsizetype(length), Qt::Uninitialized);
    if (EVP_DigestSign(context.get(), reinterpret_cast<unsigned char *>(signature.data()), &length, data,
                       size_t(body.size())) != 1) {
        ERR_clear_error();
        return {};
    }
    signature.truncate(qsizetype(length));
    return {{QByteArrayLiteral("X-SignatureType"), QByteArray(signatureType)},
            {QByteArrayLiteral("X-SignatureFingerprint"), m_fingerprint},
            {QByteArrayLiteral("X-SignatureContent"), signature.toBase64()}};
}

} // namespace dd::sandbox
