#include "core/gateway/connection.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace dd::BaseAddress {

QUrl forPreset(BaseAddressPreset preset)
{
    switch (preset) {
    case BaseAddressPreset::GatewaySandbox: return QUrl(QStringLiteral("https://sandbox.ebanxpay.com"));
    case BaseAddressPreset::Production: return QUrl(QStringLiteral("https://api.ebanxpay.com"));
    case BaseAddressPreset::LocalTenantSandbox: return QUrl(QStringLiteral("https://sandbox-local-latam.ebanx.com"));
    case BaseAddressPreset::LocalTenantProduction: return QUrl(QStringLiteral("https://api-local-latam.ebanx.com"));
    case BaseAddressPreset::BuiltInSandbox:
    case BaseAddressPreset::Custom: return {};
    }
    return {};
}

QString presetName(BaseAddressPreset preset)
{
    switch (preset) {
    case BaseAddressPreset::BuiltInSandbox: return QCoreApplication::translate("dd::BaseAddress", "Built-in sandbox");
    case BaseAddressPreset::GatewaySandbox: return QCoreApplication::translate("dd::BaseAddress", "Gateway sandbox");
    case BaseAddressPreset::Production: return QCoreApplication::translate("dd::BaseAddress", "Production");
    case BaseAddressPreset::LocalTenantSandbox: return QCoreApplication::translate("dd::BaseAddress", "Local tenant sandbox");
    case BaseAddressPreset::LocalTenantProduction: return QCoreApplication::translate("dd::BaseAddress", "Local tenant production");
    case BaseAddressPreset::Custom: return QCoreApplication::translate("dd::BaseAddress", "Custom");
    }
    return {};
}

BaseAddressPreset presetFor(const QUrl &url)
{
    for (BaseAddressPreset p : {BaseAddressPreset::GatewaySandbox, BaseAddressPreset::Production,
                                BaseAddressPreset::LocalTenantSandbox, BaseAddressPreset::LocalTenantProduction}) {
        const QUrl preset = forPreset(p);
        const bool rootPath = url.path().isEmpty() || url.path() == u"/";
        if (rootPath && url.scheme() == preset.scheme() && url.host() == preset.host() && url.port(443) == 443)
            return p;
    }
    return BaseAddressPreset::Custom;
}

bool isLoopback(const QUrl &url)
{
    const QString host = url.host();
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<QString> problem(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return QCoreApplication::translate("dd::BaseAddress", "Enter a base address such as https://sandbox.ebanxpay.com.");
    if (!url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment())
        return QCoreApplication::translate("dd::BaseAddress", "The base address must not carry user names, queries or fragments.");
    if (url.scheme() == u"https")
        return std::nullopt;
    if (url.scheme() == u"http" && isLoopback(url))
        return std::nullopt;
    return QCoreApplication::translate("dd::BaseAddress", "The base address must start with https:// (plain http:// is allowed only for this computer).");
}

} // namespace dd::BaseAddress
