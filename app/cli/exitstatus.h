#pragma once

namespace dd {
struct GatewayError;
struct VaultError;
namespace access {
struct AccessError;
}
} // namespace dd

namespace dd::cli {

// The one table of directdesk-cli exit statuses (the README's "Exit statuses of directdesk-cli"
// lists the same numbers; a script relies on them, so a number never changes meaning).
enum ExitStatus : int {
    ExitOk = 0,
    ExitUsage = 2,           // bad command line
    ExitValidation = 3,      // the request was refused before sending: nothing was sent
    ExitGateway = 4,         // the gateway answered with an error
    ExitHttp = 5,            // HTTP status other than 200
    ExitTransport = 6,       // timeout, refused, reset, TLS (also: `sync` could not refresh some payments)
    ExitMalformed = 7,       // an answer that could not be read
    ExitOutcomeUnknown = 8,  // create/capture/refund/cancel sent, result unknown: reconcile by query
    ExitVault = 9,           // the cache (or the team server) could not be opened, created or unlocked
    ExitIo = 10,             // a file could not be read or written
    ExitForbidden = 11,      // the operator's role does not allow it
    ExitTampered = 12,       // audit verify: the audit trail was changed
    ExitDifferences = 13,    // reconcile: the orders and the gateway's payments differ
};

// A gateway error's status. A refusal by the operator's role comes back as a validation error on
// the field "access": it is ExitForbidden, as the README documents, not ExitValidation.
int exitStatusFor(const GatewayError &error);
// ExitIo when a file could not be read or written, else ExitVault.
int exitStatusFor(const VaultError &error);
int exitStatusFor(const access::AccessError &error);

} // namespace dd::cli
