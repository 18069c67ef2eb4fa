#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace dd::cli {

// Exit statuses shared by every directdesk-cli command (documented in the README).
enum ExitStatus : int {
    ExitOk = 0,
    ExitUsage = 2,           // bad command line
    ExitValidation = 3,      // the request was refused before sending: nothing was sent
    ExitGateway = 4,         // the gateway answered with an error
    ExitHttp = 5,            // HTTP status other than 200
    ExitTransport = 6,       // timeout, refused, reset, TLS
    ExitMalformed = 7,       // an answer that could not be read
    ExitOutcomeUnknown = 8,  // create/capture/refund/cancel sent, result unknown: reconcile by query
    ExitVault = 9,           // the cache could not be opened, created or unlocked
    ExitIo = 10,             // a file could not be read or written
    ExitForbidden = 11,      // the operator's role does not allow it
    ExitTampered = 12,       // audit verify: the audit trail was changed
};

// One sub-command of directdesk-cli: `directdesk-cli <name> [arguments]`.
struct CliCommand
{
    QString name;
    QString summary;                                   // one line for `directdesk-cli --help`
    int (*run)(const QStringList &arguments);          // arguments after the command name; returns an ExitStatus
};

QTextStream &standardOutput();
QTextStream &standardError();

} // namespace dd::cli
