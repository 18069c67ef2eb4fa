#include "app/cli/clirunner.h"

#include "app/cli/commands.h"

#include <QCoreApplication>

namespace dd::cli {

namespace {

void printUsage(QTextStream &out, const QList<CliCommand> &commands)
{
    out << QCoreApplication::translate("directdesk-cli", "Usage: directdesk-cli <command> [options]") << '\n'
        << '\n'
        << QCoreApplication::translate("directdesk-cli", "Commands:") << '\n';
    for (const auto &command : commands)
        out << "  " << command.name.leftJustified(14) << command.summary << '\n';
    out << '\n'
        << QCoreApplication::translate("directdesk-cli", "Run `directdesk-cli <command> --help` for the options of one command.")
        << '\n'
        << QCoreApplication::translate("directdesk-cli",
                                       "Language: --lang LANG (en, pt_BR, es) before or after the command; "
                                       "by default LC_ALL, LC_MESSAGES or LANG.")
        << '\n';
    out.flush();
}

} // namespace

int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QList<CliCommand> commands = allCommands();
    // Asked for, the usage is the answer (stdout, 0); without a command it is a bad command line
    // (stderr, 2), like every other.
    if (arguments.isEmpty()) {
        printUsage(err, commands);
        return ExitUsage;
    }
    if (arguments.constFirst() == u"--help" || arguments.constFirst() == u"-h") {
        printUsage(out, commands);
        return ExitOk;
    }
    if (arguments.constFirst() == u"--version") {
        out << "directdesk-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    CliOutput io(out, err);
    for (const auto &command : commands) {
        if (command.name == arguments.constFirst()) {
            const int status = command.run(arguments.mid(1), io);
            out.flush();
            err.flush();
            return status;
        }
    }
    err << QCoreApplication::translate("directdesk-cli", "Unknown command: %1").arg(arguments.constFirst()) << '\n';
    printUsage(err, commands);
    return ExitUsage;
}

} // namespace dd::cli
