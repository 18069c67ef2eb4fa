#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

class QCoreApplication;

namespace dd {

// The locale the interface uses: `language` ("pt_BR", "es", "en") when given, else the system's
// (LC_ALL / LC_MESSAGES / LANG). A given language also becomes the default locale, so money and
// dates follow it. Installs Qt's own translations (qtbase) and DirectDesk's (:/i18n) for it.
QLocale installInterfaceLanguage(QCoreApplication &app, const QString &language);

// Removes `--lang LANG` / `--lang=LANG` (or another option's name) from the arguments, anywhere
// after the program name, and returns LANG: "" when absent, nullopt when the option has no value.
// Read before any parser runs, so that --help is already in the chosen language.
std::optional<QString> takeLanguageOption(QStringList &arguments, const QString &option = QStringLiteral("--lang"));

} // namespace dd
