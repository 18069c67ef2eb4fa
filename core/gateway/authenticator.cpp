#include "core/gateway/authenticator.h"

namespace dd {

void IntegrationKeyAuthenticator::addToBody(QJsonObject &body, OutgoingBody &secrets) const
{
    body.insert(QStringLiteral("integration_key"), secrets.hold(m_key, maskedIdentity()));
}

QString IntegrationKeyAuthenticator::maskedIdentity() const
{
    return maskedIntegrationKey(m_key.view());
}

QString maskedIntegrationKey(QStringView key)
{
    if (key.size() <= 4)
        return QStringLiteral("***");
    return QStringLiteral("***") + key.last(4).toString();
}

} // namespace dd
