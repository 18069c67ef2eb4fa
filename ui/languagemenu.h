#pragma once

#include <QList>
#include <QMenu>
#include <QString>

class QActionGroup;
class QSettings;

namespace dd {

// One interface language DirectDesk ships: its code ("pt_BR"; empty = follow the system) and
// its name written in that language, so a user who cannot read the current one still finds it.
struct InterfaceLanguage
{
    QString code;
    QString nativeName;
};

// Settings ▸ Language: the system's language (default) or one that DirectDesk ships. The choice
// is stored in the settings and applied at the next start (the window says so); --language wins.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QSettings &settings, QWidget *parent = nullptr);

    static QList<InterfaceLanguage> languages();
    // The stored choice ("" = system) if it is one DirectDesk ships, else "".
    static QString storedLanguage(const QSettings &settings);
    static void storeLanguage(QSettings &settings, const QString &code);

signals:
    void languageChosen(const QString &code);

private:
    void choose(const QString &code);

    QSettings &m_settings;
    QActionGroup *m_group;
};

} // namespace dd
