// directdesk: the desktop back-office. Usage: directdesk [--demo] [--vault PATH] [--language LANG]
#include "app/desktopapp.h"
#include "app/interfacelanguage.h"
#include "app/screenshottour.h"
#include "app/singleinstance.h"
#include "ui/desktop/theme.h"
#include "ui/languagemenu.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>

namespace {

struct Arguments
{
    dd::DesktopOptions desktop;
};

Arguments parseArguments(const QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Back-office for merchants of the Direct API."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QCoreApplication::translate("main", "Open a throw-away cache filled with demo payments."));
    const QCommandLineOption vault(QStringLiteral("vault"),
                                   QCoreApplication::translate("main", "Use the encrypted cache at <path>."),
                                   QStringLiteral("path"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("main", "Show the interface in <lang> (en, pt_BR, es)."),
                                      QStringLiteral("lang"));
    QCommandLineOption screenshots(QStringLiteral("screenshots"), QStringLiteral("Write screenshots to <dir> and quit."),
                                   QStringLiteral("dir"));
    screenshots.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({demo, vault, language, screenshots});
    parser.process(app);
    Arguments arguments;
    arguments.desktop.demo = parser.isSet(demo);
    arguments.desktop.vaultPath = parser.value(vault);
    arguments.desktop.screenshotDir = parser.value(screenshots);
    return arguments;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("DirectDesk"));
    QApplication::setOrganizationDomain(QStringLiteral("directdesk.org"));
    QApplication::setApplicationName(QStringLiteral("DirectDesk"));
    QApplication::setApplicationVersion(QStringLiteral(DIRECTDESK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.directdesk.DirectDesk"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/directdesk/icons/directdesk.svg")));
    // --language wins over Settings ▸ Language, which wins over the system's language; read
    // before the parser so that --help is translated too.
    QStringList argumentsCopy = QApplication::arguments();
    const QString language = dd::takeLanguageOption(argumentsCopy, QStringLiteral("--language")).value_or(QString());
    dd::installInterfaceLanguage(app, language.isEmpty() ? dd::LanguageMenu::storedLanguage(QSettings()) : language,
                                 dd::LanguageMenu::storedRegion(QSettings()));
    const Arguments arguments = parseArguments(app);

    dd::ThemeController theme(app);
    theme.applyFrom(QSettings());
    Arguments withTheme = arguments;
    withTheme.desktop.theme = &theme;

    dd::DesktopApp desktop(withTheme.desktop);
    // One window per cache: a second start on the same cache brings the first one forward and
    // exits 0. Demo caches are per process and never conflict.
    std::unique_ptr<dd::SingleInstance> instance;
    if (!arguments.desktop.demo && arguments.desktop.screenshotDir.isEmpty()) {
        instance = std::make_unique<dd::SingleInstance>(desktop.vaultPath());
        if (instance->claim() == dd::SingleInstance::Role::Secondary)
            return 0;
        QObject::connect(instance.get(), &dd::SingleInstance::activationRequested, &desktop, &dd::DesktopApp::activate);
    }
    std::unique_ptr<dd::ScreenshotTour> tour;
    if (!arguments.desktop.screenshotDir.isEmpty())
        tour = std::make_unique<dd::ScreenshotTour>(desktop, arguments.desktop.screenshotDir);
    if (!desktop.start())
        return desktop.exitCode();
    return QApplication::exec();
}
