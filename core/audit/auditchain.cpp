#include "core/audit/auditchain.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QtEndian>

#include <sodium.h>

namespace dd {

namespace {

void appendNumber(QByteArray &out, qint64 value)
{
    char bytes[8];
    qToBigEndian(value, bytes);
    out.append(bytes, 8);
}

void appendText(QByteArray &out, const QByteArray &utf8)
{
    appendNumber(out, utf8.size());
    out.append(utf8);
}

QJsonValue boundedValue(const QJsonValue &value)
{
    if (value.isString())
        return AuditBound::text(value.toString());
    if (value.isObject())
        return AuditBound::parameters(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue item : value.toArray())
            out.append(boundedValue(item));
        return out;
    }
    return value;
}

} // namespace

QString AuditBound::text(const QString &value, qsizetype maxLength)
{
    if (value.size() <= maxLength)
        return value;
    qsizetype keep = maxLength;
    if (keep > 0 && value.at(keep - 1).isHighSurrogate())   // never half a character
        --keep;
    //: Ends a value stored cut in the audit trail; %1 is its full length.
    return value.left(keep) + QCoreApplication::translate("dd::AuditStore", "… [cut: %1 characters]").arg(value.size());
}

QJsonObject AuditBound::parameters(const QJsonObject &parameters)
{
    QJsonObject out;
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        out.insert(AuditBound::text(it.key(), 100), boundedValue(it.value()));
    return out;
}

QByteArray auditCanonicalFields(qint64 id, qint64 atMs, const QString &actor, const QString &action,
                                const QByteArray &storedParameters, const QString &storedResult)
{
    QByteArray out("directdesk-audit-v1");
    appendNumber(out, id);
    appendNumber(out, atMs);
    appendText(out, actor.toUtf8());
    appendText(out, action.toUtf8());
    appendText(out, storedParameters);
    appendText(out, storedResult.toUtf8());
    return out;
}

QByteArray auditChainHash(const QByteArray &previousHash, const QByteArray &canonicalFields)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray previous = previousHash;
    previous.resize(32, '\0');
    hash.addData(previous);
    hash.addData(canonicalFields);
    return hash.result();
}

QByteArray auditHeadMac(const AuditHead &head, const QByteArray &key)
{
    if (key.size() != crypto_auth_KEYBYTES || sodium_init() < 0)
        return {};
    QByteArray message("directdesk-audit-head-v1");
    appendNumber(message, head.firstChainedId);
    appendNumber(message, head.lastId);
    appendNumber(message, head.rowCount);
    appendText(message, head.hash);
    QByteArray mac(crypto_auth_BYTES, '\0');
    crypto_auth(reinterpret_cast<unsigned char *>(mac.data()), reinterpret_cast<const unsigned char *>(message.constData()),
                static_cast<unsigned long long>(message.size()), reinterpret_cast<const unsigned char *>(key.constData()));
    return mac;
}

} // namespace dd
