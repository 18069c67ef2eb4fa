#include "ui/languagemenu.h"

#include "ui/messagebox.h"

#include <QAction>
#include <QActionGroup>
#include <QLocale>
#include <QSettings>

namespace dd {

namespace {
const QString LanguageKey = QStringLiteral("ui/language");
const QString RegionKey = QStringLiteral("ui/region");

// "" is the system's: nothing stored.
void storeChoice(QSettings &settings, const QString &key, const QString &code)
{
    if (code.isEmpty())
        settings.remove(key);
    else
        settings.setValue(key, code);
}

void restartNote(QWidget *parent, const QString &text)
{
    MessageBox::information(parent, LanguageMenu::tr("Language"), text);
}

// The shipped language whose words a locale's language picks (English for any other).
QString shippedLanguageOf(const QLocale &locale)
{
    if (locale.language() == QLocale::Portuguese)
        return QStringLiteral("pt_BR");
    if (locale.language() == QLocale::Spanish)
        return QStringLiteral("es");
    return QStringLiteral("en");
}
}

LanguageMenu::LanguageMenu(QSettings &settings, QWidget *parent)
    : QMenu(tr("&Language"), parent), m_settings(settings), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    // The language in use is checked: the system's when nothing else was chosen, else the one the
    // window shows (a --language given at the start wins over the stored choice).
    const QString inUse = languageInUse();
    const QString systems = shippedLanguageOf(QLocale::system());
    const QString current = storedLanguage(settings).isEmpty() && inUse == systems ? QString() : inUse;
    QString systemsName;
    for (const InterfaceLanguage &language : languages()) {
        if (language.code == systems)
            systemsName = language.nativeName;
    }
    QAction *system = addAction(tr("&System language") + u" (" + systemsName + u')');
    system->setObjectName(QStringLiteral("languageAction_system"));
    system->setData(QString());
    addSeparator();
    QList<QAction *> actions{system};
    for (const InterfaceLanguage &language : languages()) {
        QAction *action = addAction(language.nativeName);
        action->setObjectName(u"languageAction_" + language.code);
        action->setData(language.code);
        actions.append(action);
    }
    for (QAction *action : actions) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == current);
        m_group->addAction(action);
    }
    addRegionMenu();
    addSeparator();
    QAction *note = addAction(tr("Applied after a restart"));
    note->setObjectName(QStringLiteral("languageRestartNote"));
    note->setEnabled(false);
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *action) { choose(action->data().toString()); });
}

QList<InterfaceLanguage> LanguageMenu::languages()
{
    // Native names on purpose: never translated.
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
            {QStringLiteral("es"), QStringLiteral("Español")}};
}

QString LanguageMenu::languageInUse()
{
    return shippedLanguageOf(QLocale());
}

QString LanguageMenu::storedLanguage(const QSettings &settings)
{
    const QString code = settings.value(LanguageKey).toString();
    for (const InterfaceLanguage &language : languages()) {
        if (language.code == code)
            return code;
    }
    return {};
}

void LanguageMenu::storeLanguage(QSettings &settings, const QString &code)
{
    storeChoice(settings, LanguageKey, code);
}

void LanguageMenu::choose(const QString &code)
{
    if (code == storedLanguage(m_settings))
        return;
    storeLanguage(m_settings, code);
    emit languageChosen(code);
    restartNote(parentWidget(), tr("The new language is used after you restart DirectDesk."));
}

void LanguageMenu::addRegionMenu()
{
    QMenu *menu = addMenu(tr("&Region (numbers and dates)"));
    menu->setObjectName(QStringLiteral("regionMenu"));
    auto *group = new QActionGroup(menu);
    const QString current = storedRegion(m_settings);
    QAction *system = menu->addAction(tr("Follow the &system"));
    system->setObjectName(QStringLiteral("regionAction_system"));
    system->setData(QString());
    menu->addSeparator();
    QList<QAction *> actions{system};
    for (const QString &code : regions()) {
        // The country's own name in its own language, like the languages above: never translated.
        const QLocale regional(QLocale::AnyLanguage, QLocale::codeToTerritory(code));
        QAction *action = menu->addAction(regional.nativeTerritoryName() + u" (" + code + u')');
        action->setObjectName(u"regionAction_" + code);
        action->setData(code);
        actions.append(action);
    }
    for (QAction *action : actions) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == current);
        group->addAction(action);
    }
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) { chooseRegion(action->data().toString()); });
}

QStringList LanguageMenu::regions()
{
    return {QStringLiteral("AR"), QStringLiteral("BO"), QStringLiteral("BR"), QStringLiteral("CL"), QStringLiteral("CO"),
            QStringLiteral("EC"), QStringLiteral("MX"), QStringLiteral("PE"), QStringLiteral("UY"), QStringLiteral("US")};
}

QString LanguageMenu::storedRegion(const QSettings &settings)
{
    const QString code = settings.value(RegionKey).toString();
    return regions().contains(code) ? code : QString();
}

void LanguageMenu::storeRegion(QSettings &settings, const QString &code)
{
    storeChoice(settings, RegionKey, code);
}

void LanguageMenu::chooseRegion(const QString &code)
{
    if (code == storedRegion(m_settings))
        return;
    storeRegion(m_settings, code);
    emit regionChosen(code);
    restartNote(parentWidget(), tr("The new region is used after you restart DirectDesk."));
}

} // namespace dd
