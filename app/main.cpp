// directdesk: the desktop back-office. Usage: directdesk [--demo] [--vault PATH] [--language LANG]
#include "app/desktopapp.h"
#include "app/screenshottour.h"
#include "app/singleinstance.h"
#include "ui/desktop/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace {

struct Arguments
{
    dd::DesktopOptions desktop;
    QString language;
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
    arguments.language = parser.value(language);
    return arguments;
}

void installTranslations(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("directdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
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
    const Arguments arguments = parseArguments(app);
    installTranslations(app, arguments.language);

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
