#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

class QCoreApplication;

namespace dd {

// The language picks the words; the region picks the decimal mark, grouping, date order and CSV
// defaults. `language` is "pt_BR", "es", "en" or one given with a region ("es_CL"); "" follows
// the system's (LC_ALL / LC_MESSAGES / LANG). The region is, first, the one given with the
// language, then `region` (a setting: "CL"), then the system's (es_CL.UTF-8 gives Chile); a bare
// "es" on a system without one is Latin-American Spanish (es_419), not Spain.
// Returns the locale whose formats are used: the language's own for the region where Qt has it
// (es_CL), else the region's (English in Chile writes numbers as Chile does).
QLocale formatLocaleFor(const QString &language, const QString &region, const QLocale &system);

// The system's locale as DirectDesk reads it: `completed` is what Qt made of the environment's
// locale name `environmentName` (LC_ALL, else LC_NUMERIC, else LANG). Qt completes a Spanish without
// a country (LANG=es.UTF-8) as Spain; DirectDesk reads it as Latin America (es_419), as it reads a
// bare `--language es`. Every other locale stays as Qt made it.
QLocale systemLocaleFrom(const QString &environmentName, const QLocale &completed);

// Installs Qt's own translations (qtbase) and DirectDesk's (:/i18n) for the language, and makes
// formatLocaleFor(language, region, system) the default locale, so money and dates follow the region.
QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language, const QString &region = QString());
// The same with the environment's locale name and Qt's system locale given (tests).
QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language, const QString &region,
                                 const QString &environmentName, const QLocale &qtSystem);

// Removes `--lang LANG` / `--lang=LANG` (or another option's name) from the arguments, anywhere
// after the program name, and returns LANG: "" when absent, nullopt when the option has no value.
// Read before any parser runs, so that --help is already in the chosen language.
std::optional<QString> takeLanguageOption(QStringList &arguments, const QString &option = QStringLiteral("--lang"));

} // namespace dd
