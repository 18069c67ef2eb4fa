#include "layoutcheck.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QToolBar>
#include <QToolButton>

namespace dd::test {

namespace {

QString describe(const QWidget *widget, const QString &text)
{
    QString name = widget->objectName();
    if (name.isEmpty())
        name = QString::fromLatin1(widget->metaObject()->className());
    return QStringLiteral("%1 “%2”").arg(name, text.left(60));
}

void checkLabel(const QLabel *label, QStringList &problems)
{
    if (label->text().isEmpty() || !label->pixmap().isNull())
        return;
    if (label->wordWrap()) {
        const int needed = label->heightForWidth(label->width());
        if (needed > label->height() + 1)
            problems.append(describe(label, label->text())
                            + QStringLiteral(": needs %1 px high, has %2").arg(needed).arg(label->height()));
        return;
    }
    const int needed = label->minimumSizeHint().width();
    if (needed > label->width() + 1)
        problems.append(describe(label, label->text())
                        + QStringLiteral(": needs %1 px wide, has %2").arg(needed).arg(label->width()));
}

void checkButton(const QAbstractButton *button, QStringList &problems)
{
    if (button->text().isEmpty())
        return;
    const int needed = button->sizeHint().width();
    if (needed > button->width() + 1)
        problems.append(describe(button, button->text())
                        + QStringLiteral(": needs %1 px wide, has %2").arg(needed).arg(button->width()));
}

void checkLineEdit(const QLineEdit *edit, QStringList &problems)
{
    // A row its layout squeezed to a sliver (a field no one can click or read); a spin box's or date
    // edit's own line edit a few pixels short of its hint is how those are drawn.
    if (edit->height() < edit->minimumSizeHint().height() / 2)
        problems.append(describe(edit, {}) + QStringLiteral(": squeezed to %1 px high, needs %2")
                                                 .arg(edit->height())
                                                 .arg(edit->minimumSizeHint().height()));
    const QString shown = edit->text().isEmpty() ? edit->placeholderText() : QString();
    if (shown.isEmpty())
        return;
    const QMargins margins = edit->textMargins();
    const int needed = edit->fontMetrics().horizontalAdvance(shown) + margins.left() + margins.right() + 8;
    if (needed > edit->width())
        problems.append(describe(edit, shown)
                        + QStringLiteral(": placeholder needs %1 px, has %2").arg(needed).arg(edit->width()));
}

void checkCombo(const QComboBox *combo, QStringList &problems)
{
    const QString shown = combo->currentText();
    if (shown.isEmpty() || combo->isEditable())
        return;
    const int arrow = combo->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, combo);
    const int needed = combo->fontMetrics().horizontalAdvance(shown) + arrow + 8;
    if (needed > combo->width())
        problems.append(describe(combo, shown) + QStringLiteral(": needs %1 px, has %2").arg(needed).arg(combo->width()));
}

// Column titles: each visible section at least as wide as its title (plus the sort arrow).
void checkHeader(const QHeaderView *header, QStringList &problems)
{
    if (header->orientation() != Qt::Horizontal || !header->model())
        return;
    // What QHeaderView itself reserves: a margin each side, and room for the sort arrow when shown.
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const int arrow = 2 * margin
                      + (header->isSortIndicatorShown()
                             ? header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin
                             : 0);
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section))
            continue;
        const QString title = header->model()->headerData(section, Qt::Horizontal).toString();
        const int needed = header->fontMetrics().horizontalAdvance(title) + arrow;
        if (needed > header->sectionSize(section))
            problems.append(describe(header, title) + QStringLiteral(": column needs %1 px, has %2")
                                                          .arg(needed)
                                                          .arg(header->sectionSize(section)));
    }
}

bool extensionShown(const QWidget *bar, const char *name)
{
    const auto *extension = bar->findChild<QToolButton *>(QString::fromLatin1(name), Qt::FindDirectChildrenOnly);
    return extension && extension->isVisible();
}

// The scroll area whose viewport holds `widget` (nullptr: none): leaving the visible part there is
// normal, as long as the area can scroll that way.
const QAbstractScrollArea *scrollingArea(const QWidget *widget, const QWidget &window)
{
    for (const QWidget *w = widget; w && w != &window; w = w->parentWidget()) {
        const QWidget *parent = w->parentWidget();
        const auto *area = parent ? qobject_cast<const QAbstractScrollArea *>(parent->parentWidget()) : nullptr;
        if (area && area->viewport() == parent)
            return area;
    }
    return nullptr;
}

// Past the right edge of a scroll area that never scrolls sideways: cut, and no way to see it. The
// area's own widget is left out: its margin may pass under a vertical scroll bar, what it holds not.
bool pastAreaThatDoesNotScrollSideways(const QWidget *widget, const QAbstractScrollArea &area)
{
    if (area.horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
        return false;
    if (const auto *scroll = qobject_cast<const QScrollArea *>(&area); scroll && scroll->widget() == widget)
        return false;
    const QRect rect(widget->mapTo(area.viewport(), QPoint(0, 0)), widget->size());
    return rect.right() > area.viewport()->width() + 1;
}

} // namespace

QStringList outsideTheWindow(const QWidget &window, const QSize &screen)
{
    QStringList problems;
    if (window.width() > screen.width() || window.height() > screen.height())
        problems.append(describe(&window, window.windowTitle())
                        + QStringLiteral(": %1×%2 does not fit a %3×%4 screen")
                              .arg(window.width())
                              .arg(window.height())
                              .arg(screen.width())
                              .arg(screen.height()));
    const QRect inside = window.rect().adjusted(-1, -1, 1, 1);
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (!widget->isVisible() || widget->isWindow() || widget->width() <= 0 || widget->height() <= 0)
            continue;
        if (const QAbstractScrollArea *area = scrollingArea(widget, window)) {
            if (pastAreaThatDoesNotScrollSideways(widget, *area))
                problems.append(describe(widget, {}) + QStringLiteral(": %1 px wide, past the right edge of %2, which "
                                                                      "does not scroll sideways")
                                                           .arg(widget->width())
                                                           .arg(describe(area, {})));
            continue;
        }
        const QRect rect(widget->mapTo(&window, QPoint(0, 0)), widget->size());
        if (!inside.contains(rect))
            problems.append(describe(widget, {}) + QStringLiteral(": at %1,%2 %3×%4, outside the %5×%6 window")
                                                       .arg(rect.x())
                                                       .arg(rect.y())
                                                       .arg(rect.width())
                                                       .arg(rect.height())
                                                       .arg(window.width())
                                                       .arg(window.height()));
    }
    return problems;
}

QStringList cutOffTexts(const QWidget &window)
{
    QStringList problems;
    const QList<QWidget *> widgets = window.findChildren<QWidget *>();
    for (const QWidget *widget : widgets) {
        if (!widget->isVisible() || widget->width() <= 0)
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            checkLabel(label, problems);
        else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            checkButton(button, problems);
        else if (const auto *edit = qobject_cast<const QLineEdit *>(widget))
            checkLineEdit(edit, problems);
        else if (const auto *combo = qobject_cast<const QComboBox *>(widget))
            checkCombo(combo, problems);
        else if (const auto *header = qobject_cast<const QHeaderView *>(widget))
            checkHeader(header, problems);
        else if (qobject_cast<const QToolBar *>(widget) && extensionShown(widget, "qt_toolbar_ext_button"))
            problems.append(describe(widget, {}) + QStringLiteral(": tool bar hides entries behind »"));
        else if (qobject_cast<const QMenuBar *>(widget) && extensionShown(widget, "qt_menubar_ext_button"))
            problems.append(describe(widget, {}) + QStringLiteral(": menu bar hides menus behind »"));
    }
    return problems;
}

} // namespace dd::test
