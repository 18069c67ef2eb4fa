// directdesk-cli: the headless face of DirectDesk (gateway console, vault, sync, export).
#include "app/cli/clicommand.h"
#include "app/cli/commands.h"
#include "app/interfacelanguage.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <array>
#include <memory>

namespace dd::cli {

QTextStream &standardOutput()
{
    static QTextStream out(stdout);
    return out;
}

QTextStream &standardError()
{
    static QTextStream err(stderr);
    return err;
}

} // namespace dd::cli

namespace {

void printUsage(QTextStream &out, const QList<dd::cli::CliCommand> &commands)
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

int main(int argc, char *argv[])
{
    // `export` gets a Gui application (offscreen, no display needed) so a PDF can lay out text.
    const bool exporting = argc > 1 && qstrcmp(argv[1], "export") == 0;
    if (exporting && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application = exporting ? std::make_unique<QGuiApplication>(argc, argv)
                                                                    : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("directdesk-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("DirectDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DIRECTDESK_VERSION));

    QStringList arguments = QCoreApplication::arguments();
    const std::optional<QString> language = dd::takeLanguageOption(arguments);
    dd::installInterfaceLanguage(app, language.value_or(QString()));
    if (!language) {
        dd::cli::standardError() << QCoreApplication::translate("directdesk-cli", "--lang needs a language: en, pt_BR or es.")
                                 << Qt::endl;
        return dd::cli::ExitUsage;
    }
    const QList<dd::cli::CliCommand> commands = dd::cli::allCommands();
    if (arguments.size() < 2 || arguments.at(1) == u"--help" || arguments.at(1) == u"-h") {
        printUsage(dd::cli::standardOutput(), commands);
        return arguments.size() < 2 ? dd::cli::ExitUsage : dd::cli::ExitOk;
    }
    if (arguments.at(1) == u"--version") {
        dd::cli::standardOutput() << "directdesk-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return dd::cli::ExitOk;
    }
    for (const auto &command : commands) {
        if (command.name == arguments.at(1))
            return command.run(arguments.mid(2));
    }
    dd::cli::standardError() << QCoreApplication::translate("directdesk-cli", "Unknown command: %1").arg(arguments.at(1))
                             << '\n';
    printUsage(dd::cli::standardError(), commands);
    return dd::cli::ExitUsage;
}
