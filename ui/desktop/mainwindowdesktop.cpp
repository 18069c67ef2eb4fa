// The main window's desktop integration: View ▸ Theme, Help ▸ Keyboard shortcuts and
// About. Member functions of MainWindow kept apart from mainwindow.cpp, which others edit too.
#include "ui/mainwindow.h"

#include "ui/desktop/aboutdialog.h"
#include "ui/desktop/shortcutswindow.h"
#include "ui/desktop/theme.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace dd {

void MainWindow::buildDesktopMenus(QMenu *view, QMenu *help)
{
    QMenu *themeMenu = view->addMenu(tr("&Theme"));
    themeMenu->setObjectName(QStringLiteral("themeMenu"));
    auto *group = new QActionGroup(this);
    const ThemeMode stored = theme::modeFromName(m_settings.value(theme::SettingKey).toString());
    const QList<QPair<ThemeMode, QString>> modes = {{ThemeMode::System, tr("Follow the &system")},
                                                    {ThemeMode::Light, tr("&Light")},
                                                    {ThemeMode::Dark, tr("&Dark")}};
    for (const auto &[mode, text] : modes) {
        QAction *action = themeMenu->addAction(text);
        action->setObjectName(QStringLiteral("theme%1Action").arg(theme::modeName(mode)));
        action->setCheckable(true);
        action->setChecked(mode == stored);
        action->setData(theme::modeName(mode));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode] {
            m_settings.setValue(theme::SettingKey, theme::modeName(mode));
            if (m_theme)
                m_theme->apply(mode);
        });
        m_themeActions << action;
    }

    QAction *shortcuts = help->addAction(tr("&Keyboard shortcuts"));
    shortcuts->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(shortcuts, &QAction::triggered, this, &MainWindow::showKeyboardShortcuts);
}

void MainWindow::setThemeController(ThemeController *controller)
{
    m_theme = controller;
    if (!m_theme)
        return;
    for (QAction *action : std::as_const(m_themeActions))
        action->setChecked(action->data().toString() == theme::modeName(m_theme->mode()));
}

void MainWindow::setDiagnosticsSource(std::function<DiagnosticsInfo()> source) { m_diagnostics = std::move(source); }

void MainWindow::showAbout()
{
    auto source = [this] {
        DiagnosticsInfo info = m_diagnostics ? m_diagnostics() : DiagnosticsInfo();
        info.settings = Diagnostics::safeSettings(m_settings);
        return info;
    };
    auto *dialog = new AboutDialog(source, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(this, &MainWindow::locked, dialog, &QDialog::reject);
    dialog->open();
}

void MainWindow::showKeyboardShortcuts()
{
    auto *window = new ShortcutsWindow(*this, this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->open();
}

} // namespace dd
