#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QApplication;
class QSettings;

namespace dd {

// Light or dark: a user setting (System / Light / Dark) over what the desktop prefers. Qt 6.4 has no
// QStyleHints::colorScheme, so "System" reads the platform palette's window lightness, then the GTK
// theme name (GTK_THEME, ~/.config/gtk-3.0/settings.ini). Dark is a Fusion palette whose text,
// links and highlights keep 4.5:1 against their backgrounds (tst_gui_theme).
enum class ThemeMode { System, Light, Dark };

namespace theme {

inline const QString SettingKey = QStringLiteral("appearance/theme");

QString modeName(ThemeMode mode);                       // "system", "light", "dark"
ThemeMode modeFromName(const QString &name);            // unknown → System

// What the desktop prefers, from its palette, the GTK_THEME variable and the text of GTK's
// settings.ini (gtk-application-prefer-dark-theme, gtk-theme-name ending in -dark).
bool systemPrefersDark(const QPalette &platformPalette, const QString &gtkThemeVariable, const QString &gtkSettingsText);
// The same, reading the environment and ~/.config/gtk-3.0/settings.ini.
bool systemPrefersDark(const QPalette &platformPalette);

QPalette lightPalette();
QPalette darkPalette();
bool isDark(const QPalette &palette);

// Messages drawn in colour on the window background (errors, success, warnings): readable in both themes.
QColor errorText(const QPalette &palette);
QColor successText(const QPalette &palette);
QColor warningText(const QPalette &palette);
// "color: #rrggbb;" for a label's style sheet.
QString errorStyleSheet(const QPalette &palette);
QString warningStyleSheet(const QPalette &palette);
// The same for the application's palette.
QString errorStyleSheet();
QString warningStyleSheet();
QColor errorText();
QColor successText();

} // namespace theme

// Applies the Fusion style and the palette for a mode to the application; remembers the platform's
// own palette (taken at construction) so System can be chosen again later.
class ThemeController
{
public:
    explicit ThemeController(QApplication &app);

    ThemeMode mode() const { return m_mode; }
    bool dark() const { return m_dark; }
    void apply(ThemeMode mode);
    // Reads the setting and applies it.
    void applyFrom(const QSettings &settings);

private:
    QApplication &m_app;
    QPalette m_platformPalette;
    ThemeMode m_mode = ThemeMode::System;
    bool m_dark = false;
};

} // namespace dd
