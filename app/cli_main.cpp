// directdesk-cli: the headless face of DirectDesk (gateway console, vault, sync, export). The
// commands live in the directdesk_cli library; this file sets up the application and the language.
#include "app/cli/clirunner.h"
#include "app/cli/exitstatus.h"
#include "app/interfacelanguage.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

int main(int argc, char *argv[])
{
    // `export` and `reconcile` get a Gui application (offscreen, no display needed) so a PDF can lay out text.
    const bool exporting = argc > 1 && (qstrcmp(argv[1], "export") == 0 || qstrcmp(argv[1], "reconcile") == 0);
    if (exporting && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> application = exporting ? std::make_unique<QGuiApplication>(argc, argv)
                                                                    : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("directdesk-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("DirectDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DIRECTDESK_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList arguments = QCoreApplication::arguments();
    const std::optional<QString> language = dd::takeLanguageOption(arguments);
    dd::installInterfaceLanguage(app, language.value_or(QString()));
    if (!language) {
        err << QCoreApplication::translate("directdesk-cli", "--lang needs a language: en, pt_BR or es.") << Qt::endl;
        return dd::cli::ExitUsage;
    }
    return dd::cli::runCommandLine(arguments.mid(1), out, err);
}
