#include "app/cli/commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::SyncCommands)  // the context these messages were translated in
};

QString bare(const QString &option)
{
    return option.startsWith(u"--") ? option.mid(2) : option;
}

struct ServerText
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::CommandStore)
};

struct ListenText
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ListenCommand)   // the context this message was translated in
};

} // namespace

CommandLine parseCommandLine(const QStringList &arguments, const CommandLineRules &rules)
{
    QCommandLineParser parser;
    // Only the spellings users have: `--name`, and `-h`. A single dash before a word (`-all`) is
    // read as letters, none of which is an option, so it is refused rather than guessed at.
    parser.addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}));
    QStringList valueOptions = rules.values;
    QStringList flagOptions = rules.flags;
    if (rules.vault) {
        valueOptions << QStringLiteral("--vault") << QStringLiteral("--slot");
        flagOptions << QStringLiteral("--json");
        if (rules.server)
            valueOptions << QStringLiteral("--server");
    }
    for (const QString &option : std::as_const(valueOptions))
        parser.addOption(QCommandLineOption(bare(option), QString(), QStringLiteral("value")));
    for (const QString &option : std::as_const(flagOptions))
        parser.addOption(QCommandLineOption(bare(option)));

    CommandLine line;
    const bool understood = parser.parse(QStringList{QStringLiteral("directdesk-cli")} + arguments);
    line.help = parser.isSet(QStringLiteral("help"));
    if (!understood) {
        line.problem = parser.errorText();
        return line;
    }
    for (const QString &name : parser.optionNames()) {
        const QString option = QStringLiteral("--") + name;
        if (valueOptions.contains(option) && !line.values.contains(option)) {
            line.values.insert(option, parser.value(name));
            line.repeated.insert(option, parser.values(name));
            line.order.append(option);
        } else if (flagOptions.contains(option) && !line.flags.contains(option)) {
            line.flags.append(option);
        }
    }
    line.vault = line.values.take(QStringLiteral("--vault"));
    line.slot = line.values.take(QStringLiteral("--slot"));
    if (rules.vault && rules.server) {
        line.server = line.values.take(QStringLiteral("--server"));
        line.order.removeAll(QStringLiteral("--server"));
    }
    line.order.removeAll(QStringLiteral("--vault"));
    line.order.removeAll(QStringLiteral("--slot"));
    line.json = line.flags.removeAll(QStringLiteral("--json")) > 0;

    QStringList words = parser.positionalArguments();
    if (rules.action && !words.isEmpty())
        line.action = words.takeFirst();
    if (!words.isEmpty())
        line.problem = Text::tr("Unexpected argument: %1").arg(words.constFirst());
    else if (rules.vault && rules.server && !line.help && !line.vault.isEmpty() && !line.server.isEmpty())
        line.problem = ServerText::tr("Give either --vault PATH or --server CONNINFO, not both.");
    else if (rules.vault && rules.server && !line.help && !line.server.isEmpty() && !line.slot.isEmpty())
        line.problem = ServerText::tr("--slot is for a vault: on the team server the login signs in.");
    else if (rules.vault && rules.server && rules.vaultRequired && !line.help && line.vault.isEmpty()
             && line.server.isEmpty())
        line.problem = ServerText::tr("Give the store with --vault PATH (this computer's cache) or --server CONNINFO "
                                      "(the team server).");
    else if (rules.vault && rules.vaultRequired && !line.help && line.vault.isEmpty() && !rules.server)
        line.problem = Text::tr("--vault PATH is required.");
    return line;
}

CommandLine parseCommandLine(const QStringList &arguments, const QStringList &values, const QStringList &flags)
{
    return parseCommandLine(arguments, CommandLineRules{values, flags});
}

Result<ListenEndpoint, QString> listenEndpoint(const CommandLine &parsed)
{
    const QHostAddress address(parsed.value(QStringLiteral("--address"), QStringLiteral("127.0.0.1")));
    bool portOk = true;
    const uint port = parsed.value(QStringLiteral("--port"), QStringLiteral("0")).toUInt(&portOk);
    if (address.isNull() || !portOk || port > 65535)
        return ListenText::tr("--address takes an IP address and --port 0 to 65535.");
    return ListenEndpoint{address, quint16(port)};
}

} // namespace dd::cli
