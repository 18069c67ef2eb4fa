#pragma once

#include <QList>
#include <QMenu>
#include <QString>
#include <QStringList>

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

// Settings ▸ Language: the system's language (default, named) or one that DirectDesk ships, the
// one in use checked, and under
// Region the country whose decimal mark, grouping, date order and CSV defaults are used (default:
// the system's). Both are stored in the settings and applied at the next start (the window says
// so); --language wins, and a --language given with a region (es_CL) wins over the stored region.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QSettings &settings, QWidget *parent = nullptr);

    static QList<InterfaceLanguage> languages();
    // The code of the language the interface shows now ("en", "pt_BR", "es"), from the default
    // locale the start set (its words and its numbers are one language).
    static QString languageInUse();
    // The stored choice ("" = system) if it is one DirectDesk ships, else "".
    static QString storedLanguage(const QSettings &settings);
    static void storeLanguage(QSettings &settings, const QString &code);
    // Regions offered: the gateway's countries and the United States, as ISO 3166 codes ("CL").
    static QStringList regions();
    // The stored region ("" = the system's) if it is one offered, else "".
    static QString storedRegion(const QSettings &settings);
    static void storeRegion(QSettings &settings, const QString &code);

signals:
    void languageChosen(const QString &code);
    void regionChosen(const QString &code);

private:
    void choose(const QString &code);
    void addRegionMenu();
    void chooseRegion(const QString &code);

    QSettings &m_settings;
    QActionGroup *m_group;
};

} // namespace dd
