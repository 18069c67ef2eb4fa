#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QMainWindow;
class QMenu;
class QTableWidget;

namespace dd {

// Help → Keyboard shortcuts: every action of the window's menus (and any other action of the
// window that has a shortcut), with its menu and shortcut. Generated from the actions themselves,
// so a new action appears here without anyone editing a list. One line a row; the shortcut column
// is always whole, the action names give way on a narrow screen.
class ShortcutsWindow : public QDialog
{
    Q_OBJECT
public:
    struct Row
    {
        QString menu;       // "File", "View ▸ Theme"
        QString action;     // without the mnemonic "&"
        QString shortcut;   // native text; empty when none
        QString objectName;
    };

    enum Column { MenuColumn, ActionColumn, ShortcutColumn };

    explicit ShortcutsWindow(const QMainWindow &window, QWidget *parent = nullptr);

    static QList<Row> rows(const QMainWindow &window);
    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace dd
