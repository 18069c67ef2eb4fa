#include "ui/desktop/theme.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace dd::theme {

QString modeName(ThemeMode mode)
{
    switch (mode) {
    case ThemeMode::Light: return QStringLiteral("light");
    case ThemeMode::Dark: return QStringLiteral("dark");
    case ThemeMode::System: break;
    }
    return QStringLiteral("system");
}

ThemeMode modeFromName(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("light"))
        return ThemeMode::Light;
    if (lower == QLatin1String("dark"))
        return ThemeMode::Dark;
    return ThemeMode::System;
}

bool systemPrefersDark(const QPalette &platformPalette, const QString &gtkThemeVariable, const QString &gtkSettingsText)
{
    if (platformPalette.color(QPalette::Window).lightness() < 128)
        return true;
    if (gtkThemeVariable.contains(QLatin1String("dark"), Qt::CaseInsensitive))
        return true;
    static const QRegularExpression preferDark(QStringLiteral("^\\s*gtk-application-prefer-dark-theme\\s*=\\s*(1|true)\\s*$"),
                                               QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression darkThemeName(QStringLiteral("^\\s*gtk-theme-name\\s*=.*dark.*$"),
                                                  QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
    return preferDark.match(gtkSettingsText).hasMatch() || darkThemeName.match(gtkSettingsText).hasMatch();
}

bool systemPrefersDark(const QPalette &platformPalette)
{
    QString configHome = qEnvironmentVariable("XDG_CONFIG_HOME");
    if (configHome.isEmpty())
        configHome = QDir::homePath() + QStringLiteral("/.config");
    QFile settings(configHome + QStringLiteral("/gtk-3.0/settings.ini"));
    QString text;
    if (settings.open(QIODevice::ReadOnly))
        text = QString::fromUtf8(settings.read(64 * 1024));
    return systemPrefersDark(platformPalette, qEnvironmentVariable("GTK_THEME"), text);
}

QPalette lightPalette()
{
    QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    QPalette palette = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    // Fusion's own selection blue gives white text only 3.7:1.
    palette.setColor(QPalette::Active, QPalette::Highlight, QColor(0x2a, 0x6a, 0xb8));
    palette.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x2a, 0x6a, 0xb8));
    return palette;
}

QPalette darkPalette()
{
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabled(0x8c, 0x8c, 0x8c);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x6a, 0xb8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x44, 0x44, 0x44));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, disabled);
    return p;
}

bool isDark(const QPalette &palette) { return palette.color(QPalette::Window).lightness() < 128; }

QColor errorText(const QPalette &palette) { return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20); }

QColor successText(const QPalette &palette) { return isDark(palette) ? QColor(0x7d, 0xd8, 0x93) : QColor(0x1b, 0x6e, 0x3a); }

QColor warningText(const QPalette &palette) { return isDark(palette) ? QColor(0xf5, 0xc5, 0x42) : QColor(0x7a, 0x5c, 0x00); }

QString errorStyleSheet(const QPalette &palette)
{
    return QStringLiteral("color: %1;").arg(errorText(palette).name());
}

QString warningStyleSheet(const QPalette &palette)
{
    return QStringLiteral("color: %1;").arg(warningText(palette).name());
}

QString errorStyleSheet() { return errorStyleSheet(QGuiApplication::palette()); }

QString warningStyleSheet() { return warningStyleSheet(QGuiApplication::palette()); }

QColor errorText() { return errorText(QGuiApplication::palette()); }

QColor successText() { return successText(QGuiApplication::palette()); }

} // namespace dd::theme

namespace dd {

ThemeController::ThemeController(QApplication &app) : m_app(app), m_platformPalette(QApplication::palette()) {}

void ThemeController::apply(ThemeMode mode)
{
    m_mode = mode;
    m_dark = mode == ThemeMode::Dark || (mode == ThemeMode::System && theme::systemPrefersDark(m_platformPalette));
    if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(m_dark ? theme::darkPalette() : theme::lightPalette());
}

void ThemeController::applyFrom(const QSettings &settings)
{
    apply(theme::modeFromName(settings.value(theme::SettingKey).toString()));
}

} // namespace dd
