#include "accessibilitycheck.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QCalendarWidget>
#include <QComboBox>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace dd::test {

namespace {
QString plain(QString text)
{
    text.replace(u"&&"_s, QString());
    text.remove(u'&');
    return text.trimmed();
}

QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// Parts of composite widgets (a spin box's editor, a calendar's cells, an item view's viewport)
// are named through their owner.
bool isInternalPart(const QWidget *widget, const QWidget *top)
{
    if (widget->objectName().startsWith(u"qt_"_s))
        return true;
    for (const QWidget *p = widget->parentWidget(); p && p != top; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox *>(p) || qobject_cast<const QComboBox *>(p)
            || qobject_cast<const QCalendarWidget *>(p) || qobject_cast<const QAbstractItemView *>(p))
            return true;
    }
    return false;
}

bool focusable(const QWidget *widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus;
}

QString describe(const QWidget *widget)
{
    return u"%1 \"%2\""_s.arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}
} // namespace

QString accessibleNameOf(QWidget *widget)
{
    if (!widget->accessibleName().trimmed().isEmpty())
        return widget->accessibleName().trimmed();
    for (QLabel *label : widget->window()->findChildren<QLabel *>()) {
        if (label->buddy() == widget && !plain(label->text()).isEmpty())
            return plain(label->text());
    }
    if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
        if (!plain(button->text()).isEmpty())
            return plain(button->text());
        if (auto *tool = qobject_cast<QToolButton *>(widget); tool && tool->defaultAction())
            return plain(tool->defaultAction()->text());
    }
    if (auto *group = qobject_cast<QGroupBox *>(widget))
        return plain(group->title());
    if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
        QStringList names;
        for (int i = 0; i < tabs->count(); ++i)
            names << plain(tabs->tabText(i));
        names.removeAll(QString());
        return names.size() == tabs->count() ? names.join(u", "_s) : QString();
    }
    return {};
}

QStringList accessibilityProblems(QWidget *top)
{
    QStringList problems;
    QHash<QChar, QStringList> mnemonics;
    const auto addMnemonic = [&mnemonics](const QString &text, const QString &where) {
        const QChar letter = mnemonic(text);
        if (!letter.isNull())
            mnemonics[letter] << where;
    };
    if (auto *window = qobject_cast<QMainWindow *>(top)) {
        for (QAction *action : window->menuBar()->actions())
            addMnemonic(action->text(), u"menu "_s + plain(action->text()));
    }
    for (QWidget *widget : top->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(top) || qobject_cast<QMenu *>(widget) || widget->window() != top)
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            if (!mnemonic(label->text()).isNull()) {
                if (!label->buddy())
                    problems << u"label \"%1\" has a mnemonic but no buddy"_s.arg(plain(label->text()));
                else if (label->buddy()->isVisibleTo(top))
                    addMnemonic(label->text(), u"label "_s + plain(label->text()));
            }
            continue;
        }
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            addMnemonic(button->text(), u"button "_s + plain(button->text()));
        if (auto *group = qobject_cast<QGroupBox *>(widget); group && group->isCheckable())
            addMnemonic(group->title(), u"group "_s + plain(group->title()));
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                addMnemonic(tabs->tabText(i), u"tab "_s + plain(tabs->tabText(i)));
        }
        if (!focusable(widget) || isInternalPart(widget, top))
            continue;
        if (accessibleNameOf(widget).isEmpty())
            problems << describe(widget) + u" has no accessible name"_s;
    }
    for (auto it = mnemonics.cbegin(); it != mnemonics.cend(); ++it) {
        if (it.value().size() > 1)
            problems << u"mnemonic Alt+%1 used by %2"_s.arg(it.key().toUpper(), it.value().join(u", "_s));
    }
    problems.sort();
    return problems;
}

} // namespace dd::test
