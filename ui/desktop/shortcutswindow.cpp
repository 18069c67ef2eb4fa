#include "ui/desktop/shortcutswindow.h"

#include "ui/actiontext.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace dd {

namespace {
QString shortcutText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts())
        keys << sequence.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void collect(const QMenu *menu, const QString &path, QList<ShortcutsWindow::Row> &rows, QSet<const QAction *> &seen)
{
    for (const QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        if (const QMenu *sub = action->menu()) {
            collect(sub, path + QStringLiteral(" ▸ ") + withoutMnemonic(sub->title()), rows, seen);
            continue;
        }
        seen.insert(action);
        rows.append({path, withoutMnemonic(action->text()), shortcutText(action), action->objectName()});
    }
}
} // namespace

QList<ShortcutsWindow::Row> ShortcutsWindow::rows(const QMainWindow &window)
{
    QList<Row> rows;
    QSet<const QAction *> seen;
    for (const QAction *top : window.menuBar()->actions()) {
        if (const QMenu *menu = top->menu())
            collect(menu, withoutMnemonic(menu->title()), rows, seen);
    }
    // Actions that live outside the menus (on a table, on the window) but answer to a key.
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (seen.contains(action) || action->shortcut().isEmpty() || action->isSeparator())
            continue;
        seen.insert(action);
        rows.append({tr("Other"), withoutMnemonic(action->text()), shortcutText(action), action->objectName()});
    }
    return rows;
}

ShortcutsWindow::ShortcutsWindow(const QMainWindow &window, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("ShortcutsWindow"));
    setWindowTitle(tr("Keyboard shortcuts"));
    const QList<Row> all = rows(window);
    m_table->setObjectName(QStringLiteral("shortcutsTable"));
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    m_table->setAccessibleDescription(tr("Every action of the window: menu, action and its shortcut"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Action"), tr("Shortcut")});
    m_table->setRowCount(int(all.size()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    for (int i = 0; i < all.size(); ++i) {
        const Row &row = all.at(i);
        for (auto [column, text] : {std::pair{int(MenuColumn), row.menu}, {int(ActionColumn), row.action}}) {
            auto *item = new QTableWidgetItem(text);
            item->setToolTip(text);   // whole where the column elides it
            m_table->setItem(i, column, item);
        }
        m_table->setItem(i, 2, new QTableWidgetItem(row.shortcut.isEmpty() ? tr("—") : row.shortcut));
    }
    // One line a row, as in the payments table; the shortcut, the column that matters, always whole.
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    m_table->resizeColumnsToContents();
    const int menuWidth = m_table->columnWidth(MenuColumn);
    const int actionWidth = m_table->columnWidth(ActionColumn);
    const int shortcutWidth = m_table->columnWidth(ShortcutColumn);
    header->setSectionResizeMode(MenuColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(ActionColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ShortcutColumn, QHeaderView::ResizeToContents);

    auto *hint = new QLabel(tr("In every dialog: Tab and Shift+Tab move between fields, Alt with the underlined "
                               "letter jumps to a field, Enter confirms and Esc closes."),
                            this);
    hint->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    // Wide enough for every column whole, within the screen: on a narrow one the action names are
    // elided first, never the shortcuts.
    const int wanted = menuWidth + actionWidth + shortcutWidth + m_table->verticalScrollBar()->sizeHint().width()
                       + 2 * m_table->frameWidth() + layout->contentsMargins().left()
                       + layout->contentsMargins().right();
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1024, 700);
    resize(std::min(std::max(wanted, 620), available.width() - 40), std::min(560, available.height() - 60));
    // The menu path is context ("Settings ▸ Language ▸ Region (numbers and dates)"): at most three
    // tenths of the width, the rest to the action's name.
    header->resizeSection(MenuColumn, std::min(menuWidth, width() * 3 / 10));
}

} // namespace dd
