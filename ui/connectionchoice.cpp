#include "ui/connectionchoice.h"

#include "core/domain/secrettext.h"
#include "core/gateway/connection.h"

namespace dd {

bool ConnectionChoice::isBuiltInSandbox() const
{
    return presetForEnvironment(environment) == BaseAddressPreset::BuiltInSandbox;
}

void ConnectionChoice::wipeKey()
{
    wipeString(integrationKey);
}

QString environmentCode(BaseAddressPreset preset)
{
    switch (preset) {
    case BaseAddressPreset::BuiltInSandbox:
        return QStringLiteral("builtin");
    case BaseAddressPreset::GatewaySandbox:
        return QStringLiteral("gateway-sandbox");
    case BaseAddressPreset::Production:
        return QStringLiteral("production");
    case BaseAddressPreset::LocalTenantSandbox:
        return QStringLiteral("local-sandbox");
    case BaseAddressPreset::LocalTenantProduction:
        return QStringLiteral("local-production");
    case BaseAddressPreset::Custom:
        return QStringLiteral("custom");
    }
    return QStringLiteral("builtin");
}

BaseAddressPreset presetForEnvironment(const QString &code)
{
    for (BaseAddressPreset preset : {BaseAddressPreset::BuiltInSandbox, BaseAddressPreset::GatewaySandbox,
                                     BaseAddressPreset::Production, BaseAddressPreset::LocalTenantSandbox,
                                     BaseAddressPreset::LocalTenantProduction, BaseAddressPreset::Custom}) {
        if (environmentCode(preset) == code)
            return preset;
    }
    return code.isEmpty() ? BaseAddressPreset::BuiltInSandbox : BaseAddressPreset::Custom;
}

} // namespace dd
