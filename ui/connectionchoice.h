#pragma once

#include <QString>
#include <QUrl>

namespace dd {

enum class BaseAddressPreset;   // core/gateway/connection.h

// Where the user chose to connect, as the connection form and the first-start dialog hand it
// over. The integration key is empty for the built-in sandbox (it brings its own).
struct ConnectionChoice
{
    QString environment;        // environmentCode() of the preset; stored in the cache
    QUrl baseUrl;               // empty for the built-in sandbox
    QString integrationKey;

    bool isBuiltInSandbox() const;
    void wipeKey();
};

// "builtin", "gateway-sandbox", "production", "local-sandbox", "local-production", "custom".
QString environmentCode(BaseAddressPreset preset);
BaseAddressPreset presetForEnvironment(const QString &code);

} // namespace dd
