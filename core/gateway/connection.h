#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace dd {

// Where the gateway lives. The built-in sandbox runs on a loopback port chosen at start.
enum class BaseAddressPreset {
    BuiltInSandbox,
    GatewaySandbox,       // https://sandbox.ebanxpay.com
    Production,           // https://api.ebanxpay.com
    LocalTenantSandbox,   // https://sandbox-local-latam.ebanx.com
    LocalTenantProduction,// https://api-local-latam.ebanx.com
    Custom,
};

namespace BaseAddress {
// The fixed address of a preset; empty for BuiltInSandbox and Custom.
QUrl forPreset(BaseAddressPreset preset);
QString presetName(BaseAddressPreset preset);   // translated, for a combo box
// The preset a URL matches, Custom when none.
BaseAddressPreset presetFor(const QUrl &url);
// `https://` required except on loopback (127.0.0.0/8, ::1, localhost); no path beyond "/",
// no query, no user info. A translated reason when refused.
std::optional<QString> problem(const QUrl &url);
bool isLoopback(const QUrl &url);
} // namespace BaseAddress

// How to reach the gateway: base address and timing. Reads retry; writes never do.
struct ConnectionSettings
{
    static constexpr int DefaultTransferTimeoutMs = 30'000;
    QUrl baseUrl;
    int transferTimeoutMs = DefaultTransferTimeoutMs;
    int maxReadRetries = 3;            // attempts after the first, for query and e-wallets
    int retryBaseDelayMs = 500;        // backoff: base * 2^n, plus up to 50 % jitter
    int retryMaxDelayMs = 8'000;
    int maxRetryAfterMs = 30'000;      // a longer Retry-After ends the retries
};

} // namespace dd
