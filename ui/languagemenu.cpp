#include "ui/languagemenu.h"

#include "ui/messagebox.h"

#include <QAction>
#include <QActionGroup>
#include <QSettings>

namespace dd {

namespace {
const QString LanguageKey = QStringLiteral("ui/language");
}

LanguageMenu::LanguageMenu(QSettings &settings, QWidget *parent)
    : QMenu(tr("&Language"), parent), m_settings(settings), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    const QString current = storedLanguage(settings);
    QAction *system = addAction(tr("&System language"));
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
    if (code.isEmpty())
        settings.remove(LanguageKey);
    else
        settings.setValue(LanguageKey, code);
}

void LanguageMenu::choose(const QString &code)
{
    if (code == storedLanguage(m_settings))
        return;
    storeLanguage(m_settings, code);
    emit languageChosen(code);
    MessageBox::information(parentWidget(), tr("Language"),
                            tr("The new language is used after you restart DirectDesk."));
}

} // namespace dd
