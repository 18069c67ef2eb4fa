#include "app/cli/exitstatus.h"

#include "core/access/accesserror.h"
#include "core/cache/vault.h"
#include "core/gateway/gatewayerror.h"

namespace dd::cli {

int exitStatusFor(const GatewayError &error)
{
    switch (error.kind) {
    case GatewayError::Kind::Validation:
        return !error.fields.isEmpty() && error.fields.constFirst().field == u"access" ? ExitForbidden : ExitValidation;
    case GatewayError::Kind::Gateway: return ExitGateway;
    case GatewayError::Kind::Http: return ExitHttp;
    case GatewayError::Kind::Transport: return ExitTransport;
    case GatewayError::Kind::Malformed: return ExitMalformed;
    case GatewayError::Kind::OutcomeUnknown: return ExitOutcomeUnknown;
    }
    return ExitTransport;
}

int exitStatusFor(const VaultError &error)
{
    return error.code == VaultError::Code::Io ? ExitIo : ExitVault;
}

int exitStatusFor(const access::AccessError &error)
{
    switch (error.code) {
    case access::AccessError::Code::Forbidden:
    case access::AccessError::Code::NotSignedIn:
    case access::AccessError::Code::UnknownOperator:
    case access::AccessError::Code::SelfApproval:
        return ExitForbidden;
    case access::AccessError::Code::Vault: return ExitVault;
    case access::AccessError::Code::Storage: return ExitIo;
    default: return ExitValidation;
    }
}

} // namespace dd::cli
