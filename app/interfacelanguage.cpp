#include "app/interfacelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace dd {

namespace {

bool countryGiven(const QString &language)
{
    return language.contains(u'_') || language.contains(u'-');
}

// A Spanish named without a country (`--language es`, LANG=es.UTF-8) means Latin America (es_419),
// where Qt would complete it as Spain: `completed` is what Qt made of `name`.
QLocale latinAmericanIfBareSpanish(const QString &name, const QLocale &completed)
{
    if (!countryGiven(name) && completed.language() == QLocale::Spanish)
        return QLocale(QLocale::Spanish, QLocale::LatinAmerica);
    return completed;
}

// The locale of the words: "es" alone keeps the system's Spanish-speaking country (es_MX) or else
// means Latin America (es_419), not Spain; "en" alone keeps en_GB etc.; the C locale reads as en_US.
QLocale wordsFor(const QString &language, const QLocale &system)
{
    if (language.isEmpty())
        return system.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : system;
    const QLocale chosen(language);
    if (!countryGiven(language) && system.language() == chosen.language())
        return system;
    return latinAmericanIfBareSpanish(language, chosen);
}

// The words' language written the region's way: es + Chile is es_CL; a pair Qt has no data for
// (English in Chile) takes the region's own locale, whose numbers and dates are what counts.
QLocale inRegion(const QLocale &words, QLocale::Territory territory)
{
    if (territory == QLocale::AnyTerritory || words.territory() == territory)
        return words;
    const QLocale exact(words.language(), territory);
    if (exact.language() == words.language() && exact.territory() == territory)
        return exact;
    const QLocale regional(QLocale::AnyLanguage, territory);
    return regional.territory() == territory ? regional : words;
}

} // namespace

QLocale formatLocaleFor(const QString &language, const QString &region, const QLocale &system)
{
    const QLocale words = wordsFor(language, system);
    if (countryGiven(language))
        return words;
    QLocale::Territory territory = QLocale::AnyTerritory;
    if (!region.isEmpty())
        territory = QLocale::codeToTerritory(region);
    else if (system.language() != QLocale::C)
        territory = system.territory();
    return inRegion(words, territory);
}

QLocale systemLocaleFrom(const QString &environmentName, const QLocale &completed)
{
    // "es", "es.UTF-8", "es@variant": the language alone.
    return latinAmericanIfBareSpanish(environmentName.section(u'.', 0, 0).section(u'@', 0, 0), completed);
}

QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language, const QString &region)
{
    QString environmentName;
    for (const char *variable : {"LC_ALL", "LC_NUMERIC", "LANG"}) {
        environmentName = qEnvironmentVariable(variable);
        if (!environmentName.isEmpty())
            break;
    }
    return installInterfaceLanguage(app, language, region, environmentName, QLocale::system());
}

QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language, const QString &region,
                                 const QString &environmentName, const QLocale &qtSystem)
{
    const QLocale system = systemLocaleFrom(environmentName, qtSystem);
    const QLocale words = wordsFor(language, system);
    const QLocale locale = formatLocaleFor(language, region, system);
    // Compared with Qt's own system locale, not the one read above: a Spanish without a country
    // reads as es_419 there, and must still become the default.
    if (locale != qtSystem)
        QLocale::setDefault(locale);
    auto *qt = new QTranslator(&app);
    if (qt->load(words, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    auto *own = new QTranslator(&app);
    if (own->load(words, QStringLiteral("directdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
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
