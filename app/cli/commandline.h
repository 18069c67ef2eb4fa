#pragma once

#include "core/domain/result.h"

#include <QHash>
#include <QHostAddress>
#include <QString>
#include <QStringList>

namespace dd::cli {

// What a command accepts after its name. Every command also takes --help (-h); a command with
// `vault` takes --vault PATH, --slot NAME and --json, and with `server` also --server CONNINFO
// (the team server instead of the vault: exactly one of the two).
struct CommandLineRules
{
    QStringList values;           // options with a value, spelled as typed: "--hash"
    QStringList flags;            // options without one: "--all"
    bool action = false;          // one word names what to do: `vault create`, `queue list`
    bool vault = true;            // --vault PATH, --slot NAME, --json
    bool vaultRequired = true;    // --vault (or --server) missing is a usage error
    bool server = false;          // --server CONNINFO beside --vault
};

// One command line, read by QCommandLineParser. `problem` is empty when it was understood:
// otherwise it names the unknown option, the option missing its value or the unexpected word.
struct CommandLine
{
    QString action;
    QString vault;
    QString server;                   // --server CONNINFO (only for rules with `server`)
    QString slot;
    bool json = false;
    bool help = false;
    QHash<QString, QString> values;   // "--hash" → "…" (the last one given)
    QHash<QString, QStringList> repeated;   // "--column" → every value given, in order
    QStringList flags;                // "--all"
    QStringList order;                // every --value option given, first time it appears
    QString problem;

    QString value(const QString &option, const QString &fallback = {}) const { return values.value(option, fallback); }
    bool has(const QString &option) const { return values.contains(option) || flags.contains(option); }
};

CommandLine parseCommandLine(const QStringList &arguments, const CommandLineRules &rules);
// The common case: --vault required, no action word.
CommandLine parseCommandLine(const QStringList &arguments, const QStringList &values, const QStringList &flags = {});

// Where a command that listens (`listen`, `team worker`) takes connections: --address (default
// 127.0.0.1) and --port (default 0, a free port the command prints); the usage problem otherwise.
struct ListenEndpoint
{
    QHostAddress address;
    quint16 port = 0;
};
Result<ListenEndpoint, QString> listenEndpoint(const CommandLine &parsed);

} // namespace dd::cli
