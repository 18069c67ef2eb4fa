#pragma once

#include "core/domain/secrettext.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace dd {

// Keeps secrets out of QJsonObject (whose internal buffers cannot be wiped): the JSON holds a
// placeholder for each secret, and serialize() writes the real value straight into one
// QByteArray that the caller owns and wipes after the request. serializeMasked() writes the
// loggable form instead (PAN first six / last four, "***" for CVV and cryptogram, key's last four).
class OutgoingBody
{
public:
    // The placeholder to insert into the JSON in place of the secret.
    QString hold(const SecretText &secret, const QString &masked);

    QByteArray serialize(const QJsonObject &json) const;
    QByteArray serializeMasked(const QJsonObject &json) const;

private:
    struct Slot
    {
        QString placeholder;
        SecretText secret;
        QString masked;
    };
    QByteArray substitute(const QJsonObject &json, bool real) const;
    QList<Slot> m_slots;
};

} // namespace dd
