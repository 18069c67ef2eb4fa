#pragma once

#include "core/storage/auditstore.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// The audit trail's rules that every store keeps the same way, so that one verifier checks a
// vault's chain and a team server's: what a row's hash covers, how rows link, how the head is
// authenticated and how long a stored value may be.
namespace dd {

// The canonical bytes a row's hash covers (length-prefixed UTF-8 of each field, the parameters as
// stored: compact JSON after scrubbing) and the link itself.
QByteArray auditCanonicalFields(qint64 id, qint64 atMs, const QString &actor, const QString &action,
                                const QByteArray &storedParameters, const QString &storedResult);
QByteArray auditChainHash(const QByteArray &previousHash, const QByteArray &canonicalFields);
QByteArray auditHeadMac(const AuditHead &head, const QByteArray &key);

// The audit trail records refused input too, and refused input may be of any size: every text
// value of a row's parameters is stored at most MaxText characters long (the longest text any
// accepted request carries: a refund's description, spec 4.3), and a row's result at most
// MaxResult. A cut value ends with "… [cut: N characters]", N being its full length.
namespace AuditBound {
inline constexpr qsizetype MaxText = 1500;
inline constexpr qsizetype MaxResult = 2000;
QString text(const QString &value, qsizetype maxLength = MaxText);
QJsonObject parameters(const QJsonObject &parameters);
} // namespace AuditBound

} // namespace dd
