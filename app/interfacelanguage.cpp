#include "app/interfacelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace dd {

namespace {

// "es" alone keeps the system's Spanish-speaking country (es_MX) or else means Latin America
// (es_419), not Spain; "en" alone keeps en_GB etc.; the C locale (no language) reads as en_US.
QLocale localeFor(const QString &language)
{
    const QLocale system = QLocale::system();
    if (language.isEmpty())
        return system.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : system;
    const QLocale chosen(language);
    const bool countryGiven = language.contains(u'_') || language.contains(u'-');
    if (!countryGiven && system.language() == chosen.language())
        return system;
    if (!countryGiven && chosen.language() == QLocale::Spanish)
        return QLocale(QLocale::Spanish, QLocale::LatinAmerica);
    return chosen;
}

} // namespace

QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language)
{
    const QLocale locale = localeFor(language);
    if (locale != QLocale::system())
        QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("directdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    return locale;
}

std::optional<QString> takeLanguageOption(QStringList &arguments, const QString &option)
{
    QString language;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString &argument = arguments.at(i);
        if (argument == option) {
            if (i + 1 >= arguments.size())
                return std::nullopt;
            language = arguments.at(i + 1);
            arguments.remove(i, 2);
        } else if (argument.startsWith(option + u'=')) {
            language = argument.mid(option.size() + 1);
            arguments.remove(i);
        } else {
            ++i;
        }
    }
    return language;
}

} // namespace dd
